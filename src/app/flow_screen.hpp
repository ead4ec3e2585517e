// flow_screen.hpp — the Flow puzzle screen: generate, play (turn tiles until
// every flow connects) and edit.
//
// Layout from the screen kit: a side panel (a top panel on narrow windows)
// with the mode switch, the play or edit controls and the generate form; the
// rest is the board area: counters, the board (drawn by FlowTileRenderer in
// one instanced call), notice and level code.
//
// Long work (generate, hint, solve, validate) runs on a pgw::Job, one at a
// time. An answer computed for a position or an edited board that has
// changed since is dropped.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/flow_editor.hpp"
#include "app/board_camera.hpp"
#include "app/flow_play.hpp"
#include "app/flow_tile_renderer.hpp"
#include "app/screen.hpp"
#include "app/screen_kit.hpp"
#include "core/job.hpp"
#include "flow/generator.hpp"
#include "flow/solver.hpp"

namespace pgw::app {

// A hint's or solve's answer: the locked tiles are kept when they can be.
struct FlowSolved {
    flow::SolveResult Result;
    bool KeptLocks = true;
};

class FlowScreen : public Screen {
public:
    FlowScreen();

    void Frame(const ScreenRect& area, const std::vector<Action>& actions) override;
    std::string StateJson() const override;
    bool SetParams(const ParamMap& params, std::string* error) override;
    ShareInfo Share() const override;
    void OpenCode(const std::string& code) override;
    void OpenRecipe(const std::string& params, const std::string& seed) override;
    SavedGame Save() const override;
    bool Restore(const SavedGame& saved, std::string* error) override;

private:
    enum class Mode { Play, Edit };
    using NoticeKind = Notice::Kind;

    // --- Frame parts ---
    void HandleActions(const std::vector<Action>& actions, double now);
    void HandleTileKeys(double now);
    void DrawPanel(const ScreenRect& rect, bool side) override;
    void DrawModeSwitch();
    std::vector<QuickAction> QuickActions(double now) override;
    std::string LevelSummary() const override;
    void DrawGenerateSection();
    void DrawPlaySection(double now);
    void DrawEditSection();
    void DrawPalette();
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now);
    void DrawBoard(const ScreenRect& field, const std::vector<Action>& actions, double now);
    void HandleBoardInput(const flow::Board& board, int x, int y, bool over_cell, double now);
    void DrawHud(const ScreenRect& rect);
    void DrawStatusBar(const ScreenRect& rect);
    std::string EditedLevelCode() const;
    void DrawPopups(double now);
    bool DrawWinPopup();

    // --- Commands ---
    void PlayerTurn(int cell, bool clockwise, double now);
    void PlayerLock(int cell);
    void PlayerCheck();
    void RequestSolve(JobKind kind);
    void EnterEdit();
    void EnterPlay();
    void RequestValidate(bool play_after);
    void EditStroke(bool changed);
    void SetNotice(NoticeKind kind, std::string text);
    bool TakesInput() const;  // no modal moment: no generation running, no win popup

    // --- Jobs ---
    void StartGenerate(const flow::Params& params, const std::string& seed_text);
    void CancelJob(bool say_so);
    void PollJobs(double now);
    void OnGenerated(const flow::Generated& result, double now);
    void OnSolved(JobKind kind, const FlowSolved& solved, double now);
    void OnValidated(const flow::CountResult& counted);
    const Progress* RunningProgress() const;
    bool JobRunning() const { return m_Job != JobKind::None; }

    // --- Generate form ---
    flow::Params m_Form;
    char m_SeedField[64] = {};

    // --- The level in play, or being edited ---
    Mode m_Mode = Mode::Play;
    FlowPlaySession m_Play;
    FlowEditor m_Editor;
    bool m_EditBeforePlay = false;  // generate form: open new levels in the editor
    int m_PaintCell = -1;           // editor: the cell the current drag painted last
    int m_PressCell = -1;           // play: the cell a left press began on
    bool m_PressWasLong = false;    // that press already turned the tile counter-clockwise
    std::string m_LevelCode;
    std::string m_SeedUsed;       // the seed that generated it ("" for an edited or opened level)
    flow::Params m_LevelParams;   // the params that generated it
    int m_CursorX = 0, m_CursorY = 0;
    bool m_CursorShown = false;  // after the first arrow key; a click hides it
    FlowTileRenderer m_Renderer;
    BoardCamera m_Camera;  // pinch and zoom over big boards
    std::string m_CameraLevel;  // the level the camera's view is of
    FlowTileRenderer m_PaletteRenderer;
    std::vector<FlowTileInstance> m_Instances;  // rebuilt each frame
    std::vector<FlowTileInstance> m_PaletteInstances;

    // --- Jobs ---
    JobKind m_Job = JobKind::None;
    double m_JobStart = 0.0;
    Job<flow::Generated> m_GenerateJob;
    Job<FlowSolved> m_SolveJob;
    Job<flow::CountResult> m_ValidateJob;
    std::uint64_t m_JobVersion = 0;  // validate: m_Editor.Version() when asked
    bool m_PlayAfterValidate = false;
    std::string m_JobSeed;
    flow::Params m_JobParams;  // generate: what was asked
    std::uint64_t m_JobPosition = 0;  // hint/solve: m_Play.PositionVersion() when asked
    std::string m_JobDetail;

    // --- Popups and messages ---
    bool m_WinOpen = false;
    PopupKind m_PopupShown = PopupKind::None;
    Notice m_Notice;
    bool m_NoticeIsCheck = false;  // the notice is Check's count, for the position it was pressed on
};

}  // namespace pgw::app

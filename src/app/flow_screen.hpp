// flow_screen.hpp — the Flow puzzle screen: generate, then turn tiles until
// every flow connects.
//
// Layout as the Slide screen: a side panel (a top panel on narrow windows)
// with the generate form and the play controls; the rest is the board area:
// counters, the board (drawn by FlowTileRenderer in one instanced call),
// notice and level code.
//
// Long work (generate, hint, solve) runs on a pgw::Job, one at a time. A hint
// or solution computed for a position that has changed since is dropped.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

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

private:
    enum class JobKind { None, Generate, Hint, Solve };
    enum class PopupKind { None, Progress, Win };
    using NoticeKind = Notice::Kind;

    // --- Frame parts ---
    void HandleActions(const std::vector<Action>& actions, double now);
    void HandleTileKeys(double now);
    void DrawPanel(const ScreenRect& rect, bool side);
    void DrawGenerateSection();
    void DrawPlaySection(double now);
    void DrawBoardArea(const ScreenRect& rect, double now);
    void DrawBoard(const ScreenRect& field, double now);
    void DrawHud(const ScreenRect& rect);
    void DrawStatusBar(const ScreenRect& rect);
    void DrawPopups(double now);
    bool DrawWinPopup();

    // --- Commands ---
    void PlayerTurn(int cell, bool clockwise, double now);
    void PlayerLock(int cell);
    void PlayerCheck();
    void RequestSolve(JobKind kind);
    void SetNotice(NoticeKind kind, std::string text);
    bool TakesInput() const;  // no modal moment: no generation running, no win popup

    // --- Jobs ---
    void StartGenerate(const flow::Params& params, const std::string& seed_text);
    void CancelJob(bool say_so);
    void PollJobs(double now);
    void OnGenerated(const flow::Generated& result, double now);
    void OnSolved(JobKind kind, const FlowSolved& solved, double now);
    const Progress* RunningProgress() const;
    bool JobRunning() const { return m_Job != JobKind::None; }

    // --- Generate form ---
    flow::Params m_Form;
    char m_SeedField[64] = {};

    // --- The level in play ---
    FlowPlaySession m_Play;
    std::string m_LevelCode;
    std::string m_SeedUsed;
    int m_CursorX = 0, m_CursorY = 0;
    bool m_CursorShown = false;  // after the first arrow key; a click hides it
    FlowTileRenderer m_Renderer;
    std::vector<FlowTileInstance> m_Instances;  // rebuilt each frame

    // --- Jobs ---
    JobKind m_Job = JobKind::None;
    double m_JobStart = 0.0;
    Job<flow::Generated> m_GenerateJob;
    Job<FlowSolved> m_SolveJob;
    std::string m_JobSeed;
    std::uint64_t m_JobPosition = 0;  // hint/solve: m_Play.PositionVersion() when asked
    std::string m_JobDetail;

    // --- Popups and messages ---
    bool m_WinOpen = false;
    PopupKind m_PopupShown = PopupKind::None;
    Notice m_Notice;
    bool m_NoticeIsCheck = false;  // the notice is Check's count, for the position it was pressed on
};

}  // namespace pgw::app

// slide_screen.hpp — the Slide puzzle screen: generate, play, edit.
//
// Layout: a side panel (or a top panel on narrow and portrait windows) with
// the generate form and the play or edit controls; the rest is the board
// area: move counter, board, notice, level code.
//
// Long work (generate, hint, solve, validate) runs on a pgw::Job, one at a
// time, and never blocks the frame. Results are matched to what they were
// computed for (the position or the edited level); a result for something
// that has changed since is dropped.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/screen.hpp"
#include "app/screen_kit.hpp"
#include "app/slide_editor.hpp"
#include "app/slide_play.hpp"
#include "core/job.hpp"
#include "slide/generator.hpp"
#include "slide/solver.hpp"

namespace pgw::app {

class SlideScreen : public Screen {
public:
    SlideScreen();

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
    void DrawPanel(const ScreenRect& rect, bool side) override;
    void DrawModeSwitch();
    std::vector<QuickAction> QuickActions(double now) override;
    std::string LevelSummary() const override;
    void DrawGenerateSection();
    void DrawPlaySection(double now, bool compact);  // compact: arrows in one row
    void DrawEditSection();
    void DrawBoardArea(const ScreenRect& rect, double now);
    void DrawHud(const ScreenRect& rect);
    void DrawStatusBar(const ScreenRect& rect);
    void DrawPopups(double now);
    bool DrawWinPopup();

    // --- Commands ---
    void PlayerMove(slide::Dir dir, double now);
    void PlayerUndo(double now);
    void PlayerRedo(double now);
    void PlayerRestart();
    void RequestHint();
    void RequestSolve();
    void RequestNextLevel();
    void EnterEdit();
    void EnterPlay();  // from the editor: validate if needed, then play
    void ValidateEdited(bool play_after);
    void Paint(int x, int y, EditTool tool);
    void SetNotice(NoticeKind kind, std::string text);
    void PositionChanged();  // after the player's move, undo, redo or restart

    // --- Jobs ---
    void StartGenerate(const slide::Params& params, const std::string& seed_text);
    void StartSolve(JobKind kind, const slide::Layout& layout, const slide::State& from);
    void JobDidNotStart();
    void CancelJob(bool say_so);
    void CancelPlayJob();  // a hint/solve in flight is stale once the player moves
    void PollJobs();
    void OnGenerated(const slide::Generated& result);
    void OnSolved(JobKind kind, const slide::SolveResult& result);
    const Progress* RunningProgress() const;
    bool JobRunning() const { return m_Job != JobKind::None; }

    // --- Generate form (what the panel fields show) ---
    slide::Params m_Form;
    char m_SeedField[64] = {};

    // --- The level in play ---
    SlidePlaySession m_Play;
    std::string m_LevelCode;      // slide::encode_level of the level in play
    std::string m_SeedUsed;       // the seed that generated it ("" for an edited level)
    slide::Params m_LevelParams;  // the params that generated it
    bool m_LevelGenerated = false;

    // --- Editor ---
    SlideEditor m_Editor;
    Mode m_Mode = Mode::Play;
    int m_PaintX = -1, m_PaintY = -1;  // last cell painted in this drag

    // --- Jobs ---
    JobKind m_Job = JobKind::None;
    double m_JobStart = 0.0;
    Job<slide::Generated> m_GenerateJob;
    Job<slide::SolveResult> m_SolveJob;
    slide::Params m_JobParams;             // generate: what was asked
    std::string m_JobSeed;
    std::uint64_t m_JobPosition = 0;       // hint/solve: m_Play.PositionVersion() when asked
    std::uint64_t m_JobEditorVersion = 0;  // validate: m_Editor.Version() when asked
    bool m_PlayAfterValidate = false;
    std::string m_JobDetail;               // the popup's second line

    // --- Popups and messages ---
    bool m_WinOpen = false;
    PopupKind m_PopupShown = PopupKind::None;
    Notice m_Notice;
    bool m_NoticeIsHint = false;  // the notice describes the hint for the current position
};

}  // namespace pgw::app

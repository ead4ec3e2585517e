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
#include "slide/editor.hpp"
#include "slide/play.hpp"
#include "slide/generator.hpp"
#include "slide/solver.hpp"

namespace pgw::app {

class SlideScreen : public Screen {
public:
    explicit SlideScreen(const KindApi& api);

    std::string LevelSummary() const override;

private:
    enum class Mode { Play, Edit };

    // --- The midend's hooks (screen.hpp) ---
    std::string AnnouncedLevel() const override { return m_Mode == Mode::Play ? m_Origin.Code : std::string(); }
    void Update(double now) override;
    void AfterActions(double now) override;
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) override;
    void DrawPanel(const ScreenRect& rect, bool side) override;
    std::vector<QuickAction> QuickActions(double now) override;
    bool DrawWinPopup() override;
    void AddState(JsonObject& out) const override;
    void AddFormFields(FormParams& form) override;
    void PlayCode(const std::string& code) override;
    void PlayRecipe(const std::string& params, const std::string& seed) override;
    bool HasLevel() const override { return m_Play.has_level(); }
    void OnMove(Direction dir, double now) override;
    void OnUndo(double now) override { PlayerUndo(now); }
    void OnRedo(double now) override { PlayerRedo(now); }
    void OnRestart(double) override { PlayerRestart(); }
    void OnHint() override { RequestHint(); }
    SaveParts SavedParts() const override;
    bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) override;

    // --- Panel and board parts ---
    void DrawModeSwitch();
    void DrawGenerateSection();
    void DrawPlaySection(double now, bool compact);  // compact: arrows in one row
    void DrawEditSection();
    void DrawHud(const ScreenRect& rect);

    // --- Commands ---
    bool Playing() const { return m_Mode == Mode::Play && m_Play.has_level(); }
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
    void Paint(int x, int y, slide::EditTool tool);

    // --- Jobs (the result is matched to the position or the edited level it was asked for) ---
    void StartGenerate(const slide::Params& params, const std::string& seed_text);
    void StartSolve(JobKind kind, const slide::Layout& layout, const slide::State& from, bool play_after = false);
    void CancelPlayJob();  // a hint/solve in flight is stale once the player moves
    void OnGenerated(const slide::Params& params, const std::string& seed_text, const slide::Generated& result);
    void OnValidated(std::uint64_t editor_version, bool play_after, const slide::SolveResult& result);
    void OnSolved(JobKind kind, std::uint64_t position, const slide::SolveResult& result);

    // --- Generate form (what the panel fields show) ---
    slide::Params m_Form;

    // --- The level in play (its code, params and seed: m_Origin) ---
    slide::PlaySession m_Play;

    // --- Editor ---
    slide::Editor m_Editor;
    Mode m_Mode = Mode::Play;
    int m_PaintX = -1, m_PaintY = -1;  // last cell painted in this drag
};

}  // namespace pgw::app

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

#include "app/midend/level_job.hpp"
#include "app/midend/screen.hpp"
#include "app/midend/screen_kit.hpp"
#include "slide/analysis.hpp"
#include "slide/editor.hpp"
#include "slide/generator.hpp"
#include "slide/play.hpp"
#include "slide/solver.hpp"

namespace pgw::app {

class SlideScreen : public Screen {
public:
    explicit SlideScreen(const KindApi& api);

    std::string LevelSummary() const override;

private:
    // The screen's overrides of the midend's hooks (screen.hpp) sit with the
    // parts they use, grouped as the files are.

    // --- Links, the form, appState and the autosave (slide_screen.cpp) ---
    void PlayCode(const std::string& code) override;
    void PlayRecipe(const std::string& params, const std::string& seed) override;
    void AddFormFields(FormParams& form) override;
    void AddState(JsonObject& out) const override;
    bool HasLevel() const override { return m_Play.has_level(); }
    SaveParts SavedParts() const override;
    bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) override;

    // --- Jobs: each result is matched to the position or the edited level it was asked for ---
    void StartGenerate(const slide::Params& params, const std::string& seed_text);
    void OnGenerated(const slide::Params& params, const std::string& seed_text, const slide::Generated& result);
    void StartSolve(JobKind kind, const slide::Layout& layout, const slide::State& from, bool play_after = false);
    void OnValidated(std::uint64_t editor_version, bool play_after, const slide::SolveResult& result);
    void OnSolved(std::uint64_t position, const slide::SolveResult& result);
    void CancelPlayJob();  // a hint/solve in flight is stale once the player moves

    // --- Commands, and the keys' hooks ---
    bool Playing() const { return !m_Editing && m_Play.has_level(); }
    void OnMove(Direction dir, double now) override;
    void PlayerMove(slide::Dir dir, double now);
    void OnUndo(double now) override { PlayerUndo(now); }
    void PlayerUndo(double now);  // in the editor: its last stroke
    void OnRedo(double now) override { PlayerRedo(now); }
    void PlayerRedo(double now);
    void OnRestart(double) override { PlayerRestart(); }
    void PlayerRestart();
    void OnHint() override { RequestHint(); }
    void RequestHint();
    void RequestSolve();
    void RequestNextLevel();
    void EnterEdit() override;
    void EnterPlay() override;  // from the editor: validate if needed, then play
    void ValidateEdited(bool play_after);
    void Paint(int x, int y, slide::EditTool tool);

    // --- Hint and certificate (slide_hint.cpp) ---
    void OnHinted(std::uint64_t position, const slide::Hint& hint);
    void UpdateAnalysis();  // the level in play analysed in the background, once
    std::string BandLabel() const;  // "Hard", "…" while analysing
    void AddCertificateState(JsonObject& out) const;
    void DrawCertificateSection();

    // --- Each frame, the board area and the win popup (slide_screen.cpp) ---
    void Update(double now) override;
    void AfterActions(double now) override;
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) override;
    void DrawHud(const ScreenRect& rect);
    bool DrawWinPopup() override;
    PlayFacts LevelFacts() const override;

    // --- The panel (slide_panel.cpp) ---
    void DrawPanel(const ScreenRect& rect, bool side) override;
    void DrawPlaySection(double now, bool compact);  // compact: arrows in one row
    void DrawEditSection();
    void DrawGenerateSection();
    std::vector<QuickAction> QuickActions(double now) override;

    // --- Generate form (what the panel fields show) ---
    slide::Params m_Form;

    // --- The level in play (its code, params and seed: m_Origin) ---
    slide::PlaySession m_Play;

    // --- Editor ---
    slide::Editor m_Editor;
    int m_PaintX = -1, m_PaintY = -1;  // last cell painted in this drag

    // --- What the hint said, and what was proved about the level ---
    std::string m_HintText;
    std::string m_OpeningCode;  // a code PlayCode is validating: its notice names it shared, not edited
    LevelJob<slide::Analysis> m_Analysis;  // analysed in the background unless the generator did
};

}  // namespace pgw::app

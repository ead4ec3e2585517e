// flow_screen.hpp — the Flow puzzle screen: generate, play (turn tiles until
// every flow connects) and edit.
//
// Layout from the screen kit: a side panel (a top panel on narrow windows)
// with the mode switch, the play or edit controls and the generate form; the
// rest is the board area: counters, the board (flow_board_view.hpp), notice
// and level code.
//
// Long work (generate, hint, check, solve, validate) is the midend's one job
// (screen.hpp); grading the level in play runs beside it (level_job.hpp). An
// answer computed for a position or an edited board that has changed since
// is dropped.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/flow/flow_board_view.hpp"
#include "app/midend/level_job.hpp"
#include "app/midend/screen.hpp"
#include "flow/deduce.hpp"
#include "flow/editor.hpp"
#include "flow/generator.hpp"
#include "flow/play.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

namespace pgw::app {

// Solve's answer: the locked tiles are kept when they can be.
struct FlowSolved {
    flow::SolveResult Result;
    bool KeptLocks = true;
};

class FlowScreen : public Screen {
public:
    explicit FlowScreen(const KindApi& api);

    std::string LevelSummary() const override;

private:
    // The screen's overrides of the midend's hooks (screen.hpp) sit with the
    // parts they use, grouped as the files are.

    // --- Jobs: each result is matched to the position or the edited board it was asked for ---
    void StartGenerate(const flow::Params& params, const std::string& seed_text);
    void OnGenerated(const flow::Params& params, const std::string& seed_text, const flow::Generated& result, double now);
    void RequestSolve();
    void OnSolved(std::uint64_t position, const FlowSolved& solved, double now);
    void RequestValidate(bool play_after);
    void OnValidated(std::uint64_t version, bool play_after, const flow::CountResult& counted);

    // --- Links, appState, the form and the autosave (flow_screen.cpp) ---
    void AddState(JsonObject& out) const override;
    void AddFormFields(FormParams& form) override;
    flow::Params RecipeParams() const;  // the level's recipe, else the form
    void PlayRecipe(const std::string& params, const std::string& seed) override;
    void PlayCode(const std::string& code) override;
    bool HasLevel() const override { return m_Play.has_level(); }
    SaveParts SavedParts() const override;
    bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) override;

    // --- Commands, and the keys' hooks ---
    bool TakesInput() const;  // no modal moment: no generation running, no win popup
    void PlayerTurn(int cell, bool clockwise, double now);
    void PlayerCheck();
    void EnterEdit() override;
    void EnterPlay() override;
    void EditStroke(bool changed);
    void OnMove(Direction dir, double now) override;  // the keyboard's cursor
    void OnUndo(double now) override;
    void OnRedo(double now) override;
    void OnRestart(double now) override;
    void OnHint() override;
    void OnTurn(bool clockwise, double now) override;  // Space, Shift+Space: the cursor's tile
    void HandleTileKeys(double now);  // L; Q and E in the editor

    // --- Hint, Check and the certificate (flow_hint.cpp) ---
    void RequestHint();
    void OnHinted(std::uint64_t position, const flow::Hint& hint, double now);
    bool HintShown() const;                   // the last hint's marks, until the position changes
    const std::vector<int>* WrongShown() const;  // Check's crosses, until the position changes
    void UpdateGrading();                     // the level in play graded in the background, once
    std::string GradeLabel() const;           // "Hard", "…" while grading
    void AddCertificateState(JsonObject& out) const;
    void DrawCertificateSection();

    // --- Each frame, the board and the win popup (flow_screen.cpp) ---
    void Update(double now) override;
    void AfterActions(double now) override;
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) override;
    void DrawHud(const ScreenRect& rect);
    void DrawBoard(const ScreenRect& field, const std::vector<Action>& actions, double now);
    void HandleBoardInput(const FlowBoardView::Pointer& pointer, double now);
    bool DrawWinPopup() override;
    PlayFacts LevelFacts() const override;

    // --- The panel (flow_panel.cpp) ---
    void DrawPanel(const ScreenRect& rect, bool side) override;
    std::vector<QuickAction> QuickActions(double now) override;
    void DrawGenerateSection();
    void DrawPlaySection(double now);
    void DrawEditSection();

    // --- Generate form ---
    flow::Params m_Form;
    bool m_EditBeforePlay = false;  // open new levels in the editor

    // --- The level in play (its code, params and seed: m_Origin), or being edited ---
    flow::PlaySession m_Play;
    flow::Editor m_Editor;
    int m_CursorX = 0, m_CursorY = 0;
    bool m_CursorShown = false;  // after the first arrow key; a click hides it
    FlowBoardView m_View;
    FlowPaletteView m_Palette;

    // --- What the hint and Check showed, and what was proved about the level ---
    struct HintMarks {
        std::string Level;               // the level and position they are for
        std::uint64_t Position = ~0ull;
        int Cell = -1;                    // the tile decided (ringed)
        std::vector<int> Evidence;        // outlined
        std::string Technique, Text;      // "One way left", the explanation
    };
    HintMarks m_HintMarks;
    std::vector<int> m_Wrong;              // Check: tiles the solution rules out
    std::string m_WrongLevel;
    std::uint64_t m_WrongPosition = ~0ull;
    LevelJob<flow::Certificate> m_Cert;    // graded in the background unless the generator proved it
};

}  // namespace pgw::app

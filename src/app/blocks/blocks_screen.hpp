// blocks_screen.hpp — the Blocks screen: Rush Hour (with walls) and Klotski;
// generate, play, edit.
//
// Layout from the screen kit, as Slide's: a side panel (or the rail and the
// sheet on small screens) with the Play | Edit switch, the play or edit
// controls and the generate form; the rest is the board area: the HUD,
// the board (blocks_board_view.hpp), the notice and the level code.
//
// Play: a piece is dragged with the mouse or a finger (it follows the
// pointer along its free line, or cell by cell round corners in Klotski,
// and snaps to a cell when let go: one move), tapped to select it, or moved
// with the keys: Tab walks the pieces in reading order before the panel's
// controls, the arrows move the selected one. Undo, Redo, Restart and Hint
// are the midend's keys.
//
// Long work (generate, hint, solve, check, validate, an opened code's par)
// is the midend's one job; the editor's live validation runs beside it
// (level_job.hpp). An answer for a position or an edited board that has
// changed since is dropped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/blocks/blocks_board_view.hpp"
#include "app/midend/level_job.hpp"
#include "app/midend/screen.hpp"
#include "blocks/editor.hpp"
#include "blocks/generator.hpp"
#include "blocks/play.hpp"
#include "blocks/solver.hpp"

namespace pgw::app {

class BlocksScreen : public Screen {
public:
    explicit BlocksScreen(const KindApi& api);

    std::string LevelSummary() const override;
    bool FocusStep(int step, bool entering) override;  // Tab through the pieces (blocks_input.cpp)

private:
    // --- Links, the form, appState and the autosave (blocks_screen.cpp) ---
    void PlayCode(const std::string& code) override;
    void PlayRecipe(const std::string& params, const std::string& seed) override;
    void AddFormFields(FormParams& form) override;
    void AddState(JsonObject& out) const override;
    bool HasLevel() const override { return m_Play.has_level(); }
    SaveParts SavedParts() const override;
    bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) override;
    std::string EditedCode() const;  // the edited board's level code, "" while it is not a level

    // --- Jobs: each result is matched to the position or the edited board it was asked for ---
    void StartGenerate(const blocks::Params& params, const std::string& seed_text);
    void OnGenerated(const blocks::Params& params, const std::string& seed_text, const blocks::Generated& result);
    void ValidateEdited(bool play_after);
    void OnValidated(std::uint64_t editor_version, bool play_after, const blocks::EditValidation& v);
    void CancelPlayJob();  // a hint/solve/check in flight is stale once the player moves

    // --- Commands, and the keys' hooks ---
    bool Playing() const { return !m_Editing && m_Play.has_level(); }
    bool TakesInput() const;  // no generation running, no win popup, no job popup over the board
    // A move by a drag (shown where it was let go: no glide), or the keys' one-cell nudge
    // (PlaySession::nudge, which glides); announced.
    void PlayerMove(const blocks::Move& move, double now, bool nudge = false);
    void OnUndo(double now) override { PlayerUndo(now); }
    void PlayerUndo(double now);  // in the editor: its last stroke
    void OnRedo(double now) override { PlayerRedo(now); }
    void PlayerRedo(double now);
    void OnRestart(double) override { PlayerRestart(); }
    void PlayerRestart();
    void OnHint() override { RequestHint(); }
    void RequestNextLevel();
    void EnterEdit() override;
    void EnterPlay() override;  // from the editor: validate if needed, then play
    void Paint(int x, int y, blocks::EditTool tool);
    void NewBlank();

    // --- Keys and pointer (blocks_input.cpp); Tab is FocusStep, above ---
    void OnMove(Direction dir, double now) override;  // the selected piece, one cell
    void SelectPiece(int piece, bool announce);
    void HandlePlayInput(const BlocksBoardGeometry& g, double now);  // drags and taps
    void DragTo(const BlocksBoardGeometry& g, const ImVec2& pointer);
    void HandleEditInput(const BlocksBoardGeometry& g, BlocksBoardLook& look);  // the editor's presses

    // --- Hint, Solve, Check and the certificate (blocks_hint.cpp) ---
    void RequestHint();
    void RequestSolve();
    void RequestCheck();
    void StartSolveJob(JobKind kind);
    void OnSolvedFrom(JobKind kind, std::uint64_t position, const blocks::Solution& solution);
    std::string GradeLabel() const;  // "Hard"; "" without a level
    void AddCertificateState(JsonObject& out) const;
    void DrawCertificateSection();
    void UpdateEditCheck();  // the edited board validated in the background

    // --- Each frame: the board area and the win popup (blocks_screen.cpp) ---
    void Update(double now) override;
    void AfterActions(double now) override;
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) override;
    void DrawHud(const ScreenRect& rect);
    bool DrawWinPopup() override;
    PlayFacts LevelFacts() const override;

    // --- The panel (blocks_panel.cpp) ---
    void DrawPanel(const ScreenRect& rect, bool side) override;
    void DrawPlaySection(double now);
    void DrawEditSection();
    void DrawGenerateSection();
    std::vector<QuickAction> QuickActions(double now) override;

    // --- Generate form ---
    blocks::Params m_Form;

    // --- The level in play (its code, params and seed: m_Origin) ---
    blocks::PlaySession m_Play;
    bool m_ShowSelection = false;  // the focus ring, once the keys or a tap chose a piece
    bool m_PieceFocus = false;     // Tab is walking the pieces (the keyboard focus is on the board)

    // A piece held by the pointer: it follows along its free line and snaps on release.
    struct Drag {
        int Piece = -1;
        int OriginX = 0, OriginY = 0;      // its cell when taken
        ImVec2 Grab;                       // the pointer from the piece's top-left corner, px
        int CellX = 0, CellY = 0;          // the cell it would snap to now
        float ShowX = 0.0f, ShowY = 0.0f;  // where it is drawn, in cells
        bool Travelled = false;            // past the tap's slop: a drag, not a tap
    };
    Drag m_Drag;
    BlocksBoardGeometry m_Geometry;  // as last drawn: appState's piece rectangles

    // --- Editor ---
    blocks::BlocksEditor m_Editor;
    int m_PaintX = -1, m_PaintY = -1;              // the last cell painted in this press
    LevelJob<blocks::EditValidation> m_EditCheck;  // keyed by the edited board's rows

    // --- What the hint and Check said, and what was proved about the level ---
    std::string m_HintText;
    std::string m_OpeningCode;  // a code PlayCode is validating: its notice names it shared, not edited
    struct Certificate {
        std::string Code;  // the level it is for
        std::string Json;  // certificate_json for a generated level, else the search's
        std::vector<CertificateRow> Rows;
    };
    Certificate m_Certificate;
};

}  // namespace pgw::app

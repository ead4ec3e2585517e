// flow_editor.hpp — the Flow level being edited, and what is known about it.
//
// The author paints tiles from the environment's palette and turns them into
// the arrangement the level is solved in. Every stroke is a move on the
// shared pgw::History, so undo and redo work as in play. Every change bumps a
// version; a validation (how many solutions?) belongs to the version it was
// computed for, so Play never trusts an answer for an older board.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/history.hpp"
#include "core/rng.hpp"
#include "flow/model.hpp"

namespace pgw::app {

// What the board looks like: the tile and rotation in every cell.
struct FlowEditState {
    std::vector<std::uint16_t> Tiles;
    flow::Rotations Rotations;
};

// One stroke on one cell: it now holds `Tile` turned `Rotation` quarter turns.
struct FlowEditMove {
    std::int32_t Cell = 0;
    std::uint16_t Tile = 0;
    std::uint8_t Rotation = 0;
};

struct FlowValidation {
    std::uint64_t Version = 0;  // the editor version it describes
    bool Done = false;
    int Solutions = 0;          // counted up to kSolutionLimit
    flow::Rotations Solution;   // one of them, when there is one
};

class FlowEditor {
public:
    static constexpr int kSolutionLimit = 20;

    // Edits `level`'s tiles, shown in their solved arrangement.
    void Begin(const flow::Level& level);
    void NewBlank(int width, int height, int environment);

    const flow::Board& Board() const { return m_Board; }
    const flow::Rotations& Rotations() const { return m_History.current().Rotations; }
    std::uint64_t Version() const { return m_Version; }
    // The environment's tiles, empty ones first.
    const std::vector<int>& Palette() const { return m_Palette; }

    // --- Brush: the palette tile painted, and its rotation ---
    int BrushTile() const { return m_BrushTile; }
    int BrushRotation() const { return m_BrushRotation; }
    void SetBrush(int tile, int rotation);
    void TurnBrush(bool clockwise);

    // --- Strokes (each returns true when the board changed) ---
    bool Paint(int cell);                 // the brush
    bool Erase(int cell);                 // the environment's empty tile
    bool Turn(int cell, bool clockwise);  // the tile already there
    void Pick(int cell);                  // the brush becomes that cell's tile and rotation
    bool Undo();
    bool Redo();
    bool CanUndo() const { return m_History.can_undo(); }
    bool CanRedo() const { return m_History.can_redo(); }

    // --- What is known ---
    // Per cell, bit per board side that is a loose end or a mismatch, as painted.
    const std::vector<std::uint8_t>& ProblemSides() const { return m_ProblemSides; }
    int Problems() const { return m_ProblemCount; }
    int TilesWithFlow() const;
    FlowValidation Validation;
    bool ValidationCurrent() const { return Validation.Done && Validation.Version == m_Version; }

    // The board as painted, as text for the autosave: "<w>x<h>.<env>:" then
    // "<tile>.<rotation>" per cell, row by row, comma-separated. It need not
    // be solvable (a level code must), so it is not a level code.
    std::string BoardText() const;
    // Begins editing that text's board; false with `error` naming the part
    // that does not fit (nothing changes then).
    bool BeginFromText(const std::string& text, std::string* error);

    // The level to play: solved as painted when it is, else as the current
    // validation found; scrambled with `rng`. Needs a current validation
    // with a solution.
    flow::Level LevelToPlay(Rng& rng) const;

private:
    bool Apply(const FlowEditMove& move);
    void Changed();

    History<FlowEditState, FlowEditMove> m_History;
    flow::Board m_Board;  // m_History's current tiles, as the rules want them
    std::vector<int> m_Palette;
    int m_BrushTile = -1;  // none until Begin
    int m_BrushRotation = 0;
    std::uint64_t m_Version = 1;
    std::vector<std::uint8_t> m_ProblemSides;
    int m_ProblemCount = 0;
};

}  // namespace pgw::app

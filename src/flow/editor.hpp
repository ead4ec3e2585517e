// editor.hpp — the Flow level being edited, and what is known about it.
//
// The author paints tiles from the environment's palette and turns them into
// the arrangement the level is solved in. Every stroke is a move on the
// shared pgw::History, so undo and redo work as in play. Every change bumps a
// version; a validation (how many solutions?) belongs to the version it was
// computed for, so Play never trusts an answer for an older board.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/history.hpp"
#include "core/rng.hpp"
#include "flow/model.hpp"

namespace pgw::flow {

// What the board looks like: the tile and rotation in every cell.
struct EditState {
  std::vector<std::uint16_t> tiles;
  Rotations rotations;
};

// One stroke on one cell: it now holds `tile` turned `rotation` quarter turns.
struct EditMove {
  std::int32_t cell = 0;
  std::uint16_t tile = 0;
  std::uint8_t rotation = 0;
};

struct Validation {
  std::uint64_t version = 0;  // the editor version it describes
  bool done = false;
  int solutions = 0;    // counted up to Editor::kSolutionLimit
  Rotations solution;   // one of them, when there is one
};

class Editor {
 public:
  static constexpr int kSolutionLimit = 20;

  // Edits `level`'s tiles, shown in their solved arrangement.
  void begin(const Level& level);
  void new_blank(int width, int height, int environment);

  const Board& board() const { return board_; }
  const Rotations& rotations() const { return history_.current().rotations; }
  std::uint64_t version() const { return version_; }
  // The environment's tiles, empty ones first.
  const std::vector<int>& palette() const { return palette_; }

  // --- Brush: the palette tile painted, and its rotation ---
  int brush_tile() const { return brush_tile_; }
  int brush_rotation() const { return brush_rotation_; }
  void set_brush(int tile, int rotation);
  void turn_brush(bool clockwise);

  // --- Strokes (each returns true when the board changed) ---
  bool paint(int cell);                 // the brush
  bool erase(int cell);                 // the environment's empty tile
  bool turn(int cell, bool clockwise);  // the tile already there
  void pick(int cell);                  // the brush becomes that cell's tile and rotation
  bool undo();
  bool redo();
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }

  // --- What is known ---
  // Per cell, bit per board side that is a loose end or a mismatch, as painted.
  const std::vector<std::uint8_t>& problem_sides() const { return problem_sides_; }
  int problems() const { return problem_count_; }
  int tiles_with_flow() const;
  Validation validation;
  bool validation_current() const { return validation.done && validation.version == version_; }

  // The board as painted, as text for the autosave: "<w>x<h>.<env>:" then
  // "<tile>.<rotation>" per cell, row by row, comma-separated. It need not
  // be solvable (a level code must), so it is not a level code.
  std::string board_text() const;
  // The board as a level code, which always holds a solution: the painted
  // arrangement when every flow connects, else the one the current
  // validation found; "" when there is neither yet.
  std::string level_code() const;
  // Begins editing that text's board; false with `error` naming the part
  // that does not fit (nothing changes then).
  bool begin_from_text(std::string_view text, std::string& error);

  // The level to play: solved as painted when it is, else as the current
  // validation found; scrambled with `rng`. Needs a current validation
  // with a solution.
  Level level_to_play(Rng& rng) const;

 private:
  bool apply_stroke(const EditMove& move);
  void changed();

  History<EditState, EditMove> history_;
  Board board_;  // history_'s current tiles, as the rules want them
  std::vector<int> palette_;
  int brush_tile_ = -1;  // none until begin
  int brush_rotation_ = 0;
  std::uint64_t version_ = 1;
  std::vector<std::uint8_t> problem_sides_;
  int problem_count_ = 0;
};

}  // namespace pgw::flow

// editor.hpp — the Slide level being edited, its undo history, and what is
// known about it.
//
// Painting goes through set_cell (the goal tool sets layout.goal), so the
// editor can never hold a board the rules do not understand. Every stroke on
// a cell is a move on the shared pgw::History, so undo and redo work as in
// play. Every change bumps a version; a validation belongs to the version it
// was computed for, so "Play" after an edit never trusts an old answer.
#pragma once

#include <cstdint>

#include "core/history.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

enum class EditTool : int { Player, Stationary, Moving, Goal, Erase, Count };

const char* edit_tool_name(EditTool tool);  // "Player", "Stone", "Block", "Goal", "Erase"

// One stroke: `tool` applied at (x, y).
struct EditStroke {
  int x = 0, y = 0;
  EditTool tool = EditTool::Moving;
};

struct Validation {
  std::uint64_t version = 0;  // the editor version it describes
  bool done = false;          // a result exists for that version
  bool playable = false;      // solvable in at least one move
  int optimal_moves = 0;
};

class Editor {
 public:
  Editor();

  // Edits `level` (a fresh history: undo stops there).
  void begin(const Level& level);
  void new_blank(int width, int height);
  const Level& level() const { return history_.current(); }
  std::uint64_t version() const { return version_; }

  // Applies `tool` at (x, y). The player is never painted over: it can only
  // be moved with the player tool, so a board always has one. Returns true
  // when the level changed.
  bool paint(int x, int y, EditTool tool);
  bool undo();
  bool redo();
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }

  EditTool tool = EditTool::Moving;
  Validation validation;
  bool validation_current() const { return validation.done && validation.version == version_; }

 private:
  History<Level, EditStroke> history_;
  std::uint64_t version_ = 1;
};

}  // namespace pgw::slide

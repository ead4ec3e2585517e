// editor.hpp — the Blocks level being edited, its undo history, and what is
// known about it ("solvable in N moves", or why not).
//
// A stroke places a piece of the tool's shape with its top-left on a cell
// (where it fits), puts a wall there, erases what covers the cell, or moves
// A there; so the editor never holds a board the rules do not understand.
// Strokes are moves on the shared pgw::History, so undo and redo work as in
// play; every change bumps a version, and a validation belongs to the version
// it was computed for.
#pragma once

#include <cstdint>
#include <string>

#include "blocks/model.hpp"
#include "core/history.hpp"
#include "core/progress.hpp"

namespace pgw::blocks {

enum class EditTool : int { Primary, Small, Wide, Tall, Long, Deep, Big, Wall, Erase, Count };
// The tool's name for the rules ("Car across", "2×2"), or nullptr when
// the rules have no such piece (a 2×2 in Rush, a 1×3 in Klotski).
const char* edit_tool_name(EditTool tool, Rules rules);

struct EditStroke {
  int x = 0, y = 0;
  EditTool tool = EditTool::Wide;
};

struct EditValidation {
  std::uint64_t version = 0;
  bool done = false;
  bool playable = false;
  int optimal_moves = 0;
  std::string message;  // "Solvable in 23 moves (41 steps)." or why not
};

class BlocksEditor {
 public:
  BlocksEditor();
  void begin(const Board& board);
  // An empty board of the rules and size with A at its start (Rush: the
  // primary row's left end; Klotski: the top middle).
  void new_blank(Rules rules, int width, int height);
  const Board& board() const { return history_.current(); }
  std::uint64_t version() const { return version_; }
  bool paint(int x, int y, EditTool with);
  bool undo();
  bool redo();
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }

  EditTool tool = EditTool::Wide;
  EditValidation validation;
  bool validation_current() const { return validation.done && validation.version == version_; }

 private:
  History<Board, EditStroke> history_;
  std::uint64_t version_ = 1;
};

// What a board is worth as a level: check_board's problem, else the solver's
// answer (`max_states` bounds it; `progress`, when given, is polled: a cancel
// leaves `v` not done). Fills `v` but its version.
void validate_board(const Board& board, EditValidation& v, std::uint64_t max_states, Progress* progress = nullptr);

}  // namespace pgw::blocks

// history.hpp — undo, redo, restart and replay for every kind, in one place.
//
// A kind's move is a small value and applying it gives a new state (as in
// Simon Tatham's midend), so a play session is the list of (move, state)
// pairs after the initial state. Undo and redo move a cursor along it; a new
// move after an undo drops the undone tail; restart is "undo everything", so
// redo can still replay the moves.
#pragma once

#include <cstddef>
#include <vector>

namespace pgw {

template <class State, class Move>
class History {
 public:
  explicit History(State initial = State{}) { reset(initial); }

  void reset(State initial) {
    states_.assign(1, initial);
    moves_.clear();
    cursor_ = 0;
  }

  void push(Move move, State next) {
    states_.resize(cursor_ + 1);
    moves_.resize(cursor_);
    states_.push_back(next);
    moves_.push_back(move);
    ++cursor_;
  }

  bool can_undo() const { return cursor_ > 0; }
  bool can_redo() const { return cursor_ + 1 < states_.size(); }
  bool undo() { return can_undo() ? (--cursor_, true) : false; }
  bool redo() { return can_redo() ? (++cursor_, true) : false; }
  void restart() { cursor_ = 0; }
  // Forgets the moves after the cursor (redo has nothing left).
  void truncate() {
    states_.resize(cursor_ + 1);
    moves_.resize(cursor_);
  }

  const State& current() const { return states_[cursor_]; }
  const State& initial() const { return states_[0]; }
  std::size_t moves_made() const { return cursor_; }
  // The move that led to the current state (valid when can_undo()).
  const Move& last_move() const { return moves_[cursor_ - 1]; }
  // Moves from the initial state to the current one, in order.
  std::vector<Move> moves() const { return {moves_.begin(), moves_.begin() + static_cast<std::ptrdiff_t>(cursor_)}; }

 private:
  std::vector<State> states_;
  std::vector<Move> moves_;
  std::size_t cursor_ = 0;
};

}  // namespace pgw

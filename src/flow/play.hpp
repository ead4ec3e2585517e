// play.hpp — one Flow game in play: turns, locks, history, each tile's turn
// animation, a solution's replay, and the moves and locks as text (the
// app's autosave).
//
// No drawing here (the app asks what to draw) and no clock of its own: the
// caller passes the time in seconds. Every turn is committed to the history
// at once; each cell's angle then eases towards its rotation over ~120 ms,
// so the rules never wait for the pictures. Locks are the player's notes,
// not moves: undo and restart keep them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/history.hpp"
#include "flow/model.hpp"

namespace pgw::flow {

// "+12-5": cell 12 turned clockwise, then cell 5 counter-clockwise.
std::string encode_moves(const std::vector<Move>& moves);
// The moves of encode_moves' text on a board of `cells` cells. False with
// `error` naming the first move that is not a sign and a cell number, or
// whose cell is off the board.
bool decode_moves(std::string_view text, int cells, std::vector<Move>& moves, std::string& error);
// "3,17": the locked cells, in order (empty when none is).
std::string encode_locks(const std::vector<std::uint8_t>& locked);
// The cells of encode_locks' text, each on a board of `cells` cells.
bool decode_locks(std::string_view text, int cells, std::vector<int>& locked, std::string& error);

class PlaySession {
 public:
  static constexpr double kTurnSeconds = 0.12;        // one quarter turn, ease-out
  static constexpr double kReplayStepSeconds = 0.07;  // between replayed tiles
  static constexpr double kReplayMaxSeconds = 3.0;    // big boards replay faster

  // --- Level ---
  void start(const Level& level, double now);
  bool has_level() const { return has_level_; }
  const Level& level() const { return level_; }
  const Board& board() const { return level_.board; }

  // --- Position ---
  const Rotations& current() const { return history_.current(); }
  int moves_made() const { return static_cast<int>(history_.moves_made()); }
  bool won() const { return has_level_ && is_solved(level_.board, current()); }
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }
  // Bumps whenever current() changes: a hint or solution for an older
  // position is stale.
  std::uint64_t position_version() const { return position_version_; }

  // --- Player actions ---
  // A locked tile does not turn; a won board takes no more turns.
  bool turn(int cell, bool clockwise, double now);
  bool toggle_lock(int cell);
  // Plays `moves` at once, without animation or a win event: a saved game
  // picked up again. False at the first move that does not fit (a cell
  // off the board, a move after the win), with the moves before it kept.
  bool resume(const std::vector<Move>& moves, double now);
  bool locked(int cell) const { return locked_[static_cast<size_t>(cell)] != 0; }
  const std::vector<std::uint8_t>& locks() const { return locked_; }
  bool undo(double now);
  bool redo(double now);
  bool restart(double now);
  // Turns cells to `rotations` (Hint): a quarter turn either way per
  // changed cell, two for a half turn.
  int place(const Rotations& rotations, double now);

  // --- Solve: the changed cells turned into place one after another ---
  // Any player action stops it; the cells turned so far stay turned.
  void start_replay(const Rotations& rotations, double now);
  // A solver's answer put on the board: the tiles that do not yet look as
  // in `solution` turn, all of them replayed one after another, or with
  // `hint_only` the first one the player is free to turn, at once. A lock
  // gives way only where its tile must turn. The cell turned first, or -1
  // when every tile already looks right.
  int apply_solution(const Rotations& solution, bool hint_only, double now);
  void stop_replay() { replay_.clear(); }
  bool replaying() const { return !replay_.empty(); }
  void update(double now);  // places the replay's cells that are due
  void unlock(int cell) { locked_[static_cast<size_t>(cell)] = 0; }

  // --- Check: problem sides stay shown until the position changes ---
  void show_problems();
  bool problems_shown() const { return show_problems_; }
  // Per cell, bit per (on-screen) side that breaks a rule.
  const std::vector<std::uint8_t>& problem_sides() const { return problem_sides_; }
  int loose_ends() const;

  // --- Animation ---
  // Clockwise angle in quarter turns shown for `cell` at `now`.
  float shown_quarter_turns(int cell, double now) const;
  bool animating(double now) const { return now < animation_end_; }
  // False (reduced motion): turns show their end at once.
  void set_animate(bool animate) { animate_ = animate; }
  // True once, after a turn solves the board.
  bool consume_win_event();

  // The moves from the start to the current position, in order.
  std::vector<Move> moves() const { return history_.moves(); }

 private:
  void position_changed(double now);
  void push_turns_to(int cell, std::uint8_t rotation);

  Level level_;
  bool has_level_ = false;
  History<Rotations, Move> history_;
  std::uint64_t position_version_ = 0;
  std::vector<std::uint8_t> locked_;

  // Per cell: where its angle eases from and to (quarter turns, unwrapped,
  // so a clockwise turn always looks clockwise), and since when.
  std::vector<float> angle_from_, angle_to_;
  std::vector<double> turn_start_;
  double animation_end_ = 0.0;
  bool animate_ = true;

  bool show_problems_ = false;
  std::vector<std::uint8_t> problem_sides_;
  bool win_pending_ = false;

  std::vector<std::pair<int, std::uint8_t>> replay_;  // cell, rotation; next at the back
  double replay_next_ = 0.0, replay_step_ = 0.0;
};

// A saved game played again on a fresh session: `code` (a level code),
// `moves` (encode_moves' text) and `locks` (encode_locks' text), at `now`.
// False with `error` when any part does not fit; `session` is then unchanged.
bool resume_session(std::string_view code, std::string_view moves, std::string_view locks, double now,
                    PlaySession& session, std::string& error);

}  // namespace pgw::flow

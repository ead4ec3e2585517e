// play.hpp — one Blocks game in play: moves, history, the slide animation's
// timing, a solution's replay, the selected piece (keyboard play) and the
// moves as text (the app's autosave).
//
// No drawing and no clock of its own: the caller passes the time in seconds.
// Every move is committed at once; the animation only decides how the change
// is shown for the next moment (a piece glides along its path, turns
// included), so the rules never wait for the pictures.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "blocks/model.hpp"
#include "core/history.hpp"

namespace pgw::blocks {

// The moves from a level's start as text (model.hpp's moves_text) and back.
std::string encode_moves(const Board& start, const std::vector<Move>& moves);
bool decode_moves(const Board& start, std::string_view text, std::vector<Move>& moves, std::string& error);

class PlaySession {
 public:
  static constexpr double kStepSeconds = 0.07;    // one cell of a glide
  static constexpr double kMaxMoveSeconds = 0.3;  // a long glide is quicker a cell
  static constexpr double kReplayPauseSeconds = 0.12;

  void start(const Board& level, int par);
  bool has_level() const { return has_level_; }
  const Board& level() const { return level_; }
  int par() const { return par_; }

  const Board& current() const { return history_.current(); }
  int moves_made() const { return static_cast<int>(history_.moves_made()); }
  int steps_made() const;  // unit steps of the moves made
  bool won() const { return has_level_ && is_won(current()); }
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }
  std::uint64_t position_version() const { return position_version_; }
  // Plays `moves` at once (a saved game); false at the first that does not fit.
  bool resume(const std::vector<Move>& moves);

  // A legal move; false otherwise (and for won positions). Moving the piece
  // that moved last extends that move: the count is of pieces moved, as par's.
  bool move(const Move& move, double now);
  bool undo(double now);
  bool redo(double now);
  bool restart();

  void start_replay(const std::vector<Move>& moves);
  void stop_replay() { replay_.clear(); }
  bool replaying() const { return !replay_.empty(); }

  void update(double now);
  bool busy() const { return animating_ || !replay_.empty(); }
  bool animating() const { return animating_; }
  void set_animate(bool animate) { animate_ = animate; }
  // The gliding piece (-1: none) and where it is drawn now, in cells
  // (fractional) — the rest stand where current() has them.
  int animated_piece() const { return animating_ ? glide_piece_ : -1; }
  void animated_place(double now, float& x, float& y) const;
  bool consume_win_event();

  // Keyboard play: the selected piece (A at the start).
  int selected() const { return selected_; }
  void select(int piece);
  // The next piece in reading order from the selected one (Tab; back with `reverse`).
  void select_next(bool reverse);
  // The selected piece one cell (or as far as it goes) that way; Klotski may turn.
  // dx, dy is one of the four unit steps.
  bool nudge(int dx, int dy, double now);

  void set_hint(const Move& move, int remaining) {
    has_hint_ = true;
    hint_ = move;
    hint_remaining_ = remaining;
  }
  bool has_hint() const { return has_hint_; }
  const Move& hint() const { return hint_; }
  int hint_remaining() const { return hint_remaining_; }

  std::vector<Move> moves() const { return history_.moves(); }
  // The last move made (for announcements); valid when moves_made() > 0.
  const Move& last_move() const { return history_.last_move(); }

 private:
  void begin_glide(const Board& before, const Move& move, double now, bool backwards);
  void position_changed();

  Board level_;
  int par_ = 0;
  bool has_level_ = false;
  History<Board, Move> history_;
  std::uint64_t position_version_ = 0;
  bool animating_ = false;
  bool animate_ = true;
  int glide_piece_ = -1;
  std::vector<std::pair<float, float>> glide_path_;  // cells the piece passes, start to end
  double glide_start_ = 0, glide_end_ = 0;
  std::deque<Move> replay_;
  bool win_pending_ = false;
  int selected_ = 0;
  bool has_hint_ = false;
  Move hint_;
  int hint_remaining_ = 0;
};

bool resume_session(std::string_view code, std::string_view moves, int par, PlaySession& session, std::string& error);

}  // namespace pgw::blocks

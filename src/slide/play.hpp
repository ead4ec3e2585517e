// play.hpp — one Slide game in play: moves, history, the slide animation's
// timing, a solution's replay, and the moves as text (the app's autosave).
//
// No drawing here (the app asks what to draw) and no clock of its own: the
// caller passes the time in seconds. Every move is committed to the history
// at once; the animation only decides how the change is shown for the next
// ~120 ms, so the rules never wait for the pictures. An action during an
// animation simply ends it (the blocks jump to where they already are) and
// starts the next one.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "core/history.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

// "LURD…": one letter a move (dir_letter).
std::string encode_moves(const std::vector<Dir>& moves);
// The moves of encode_moves' text (lower case is read too). False with
// `error` naming the first character that is not a move.
bool decode_moves(std::string_view text, std::vector<Dir>& moves, std::string& error);

class PlaySession {
 public:
  static constexpr double kMoveSeconds = 0.12;         // one slide, ease-out
  static constexpr double kReplayPauseSeconds = 0.09;  // between replayed moves

  // --- Level ---
  void start(const Level& level, int par);
  bool has_level() const { return has_level_; }
  const Level& level() const { return level_; }
  int par() const { return par_; }

  // --- Position ---
  const State& current() const { return history_.current(); }
  int moves_made() const { return static_cast<int>(history_.moves_made()); }
  bool won() const { return has_level_ && is_won(level_.layout, current()); }
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }
  // Bumps whenever current() changes: a hint or solution computed for an
  // older position is stale.
  std::uint64_t position_version() const { return position_version_; }

  // Plays `moves` (checked: each must move something) at once, without
  // slides or a win event: a saved game picked up again. False at the
  // first move that does not fit, with the moves before it kept.
  bool resume(const std::vector<Dir>& moves);

  // --- Player actions (each first finishes a running slide) ---
  // A tilt that moves nothing is not a move. Won positions take no moves.
  bool move(Dir dir, double now);
  bool undo(double now);
  bool redo(double now);
  bool restart();

  // --- Solve replay ---
  void start_replay(const std::vector<Dir>& moves);
  void stop_replay() { replay_.clear(); }
  bool replaying() const { return !replay_.empty(); }

  // --- Per frame ---
  void update(double now);
  // A slide is on screen, or a replay has moves left.
  bool busy() const { return animating_ || !replay_.empty(); }
  bool animating() const { return animating_; }
  // False (reduced motion): moves show their end at once.
  void set_animate(bool animate) { animate_ = animate; }
  // 0..1, eased; 1 when no slide is running.
  float animation_progress(double now) const;
  const std::vector<BlockPath>& animation_paths() const { return paths_; }
  // True once, after a move reaches the goal and its slide has finished.
  bool consume_win_event();

  // --- Hint (cleared by any change of position) ---
  void set_hint(Dir dir) {
    has_hint_ = true;
    hint_ = dir;
  }
  bool has_hint() const { return has_hint_; }
  Dir hint() const { return hint_; }

  // Where the player last slid: its eyes look that way.
  Dir facing() const { return facing_; }

  // The moves from the start to the current position, in order.
  std::vector<Dir> moves() const { return history_.moves(); }

 private:
  void begin_slide(std::vector<BlockPath> paths, double now);
  void position_changed();

  Level level_;
  int par_ = 0;
  bool has_level_ = false;
  History<State, Dir> history_;
  std::uint64_t position_version_ = 0;

  std::vector<BlockPath> paths_;
  bool animating_ = false;
  bool animate_ = true;
  double slide_start_ = 0.0;
  double slide_end_ = 0.0;

  std::deque<Dir> replay_;
  bool win_pending_ = false;
  bool has_hint_ = false;
  Dir hint_ = Dir::Up;
  Dir facing_ = Dir::Down;
};

// A saved game played again on a fresh session: `code` (a level code),
// `moves` (encode_moves' text) and its par. False with `error` when the code
// does not decode, the par is not positive or a move does not fit; `session`
// is then unchanged.
bool resume_session(std::string_view code, std::string_view moves, int par, PlaySession& session, std::string& error);

}  // namespace pgw::slide

// play.cpp — see play.hpp.
#include "slide/play.hpp"

#include <utility>

#include "slide/text.hpp"

namespace pgw::slide {

std::string encode_moves(const std::vector<Dir>& moves) { return moves_to_string(moves); }

bool decode_moves(std::string_view text, std::vector<Dir>& moves, std::string& error) {
  std::vector<Dir> out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    Dir dir;
    if (!dir_from_letter(text[i], dir)) {
      const unsigned char c = static_cast<unsigned char>(text[i]);
      error = "move " + std::to_string(i + 1) + " is " +
              (c >= 0x20 && c < 0x7F ? "'" + std::string(1, text[i]) + "'" : "byte " + std::to_string(c)) +
              ", not one of U, D, L, R";
      return false;
    }
    out.push_back(dir);
  }
  moves = std::move(out);
  return true;
}

void PlaySession::start(const Level& level, int par) {
  level_ = level;
  par_ = par;
  has_level_ = true;
  history_.reset(level.start);
  paths_.clear();
  animating_ = false;
  replay_.clear();
  win_pending_ = false;
  facing_ = Dir::Down;
  position_changed();
}

bool PlaySession::resume(const std::vector<Dir>& moves) {
  for (Dir dir : moves) {
    const State after = apply(level_.layout, current(), dir);
    if (!has_level_ || won() || after == current()) return false;
    history_.push(dir, after);
    facing_ = dir;
  }
  position_changed();
  win_pending_ = false;
  return true;
}

void PlaySession::position_changed() {
  ++position_version_;
  has_hint_ = false;
  win_pending_ = won();
}

void PlaySession::begin_slide(std::vector<BlockPath> paths, double now) {
  paths_ = std::move(paths);
  animating_ = animate_;
  slide_start_ = now;
  slide_end_ = now + kMoveSeconds;
}

bool PlaySession::move(Dir dir, double now) {
  if (!has_level_ || won()) return false;
  animating_ = false;
  const State& before = current();
  const State after = apply(level_.layout, before, dir);
  if (after == before) return false;
  begin_slide(block_paths(level_.layout, before, dir), now);
  history_.push(dir, after);
  facing_ = dir;
  position_changed();
  return true;
}

bool PlaySession::undo(double now) {
  if (!has_level_ || !history_.can_undo()) return false;
  animating_ = false;
  replay_.clear();
  const Dir dir = history_.last_move();
  history_.undo();
  // The same slide, played backwards.
  std::vector<BlockPath> paths = block_paths(level_.layout, current(), dir);
  for (BlockPath& path : paths) std::swap(path.from, path.to);
  begin_slide(std::move(paths), now);
  position_changed();
  return true;
}

bool PlaySession::redo(double now) {
  if (!has_level_ || !history_.can_redo()) return false;
  animating_ = false;
  replay_.clear();
  const State before = current();
  history_.redo();
  const Dir dir = history_.last_move();
  begin_slide(block_paths(level_.layout, before, dir), now);
  facing_ = dir;
  position_changed();
  return true;
}

bool PlaySession::restart() {
  if (!has_level_) return false;
  animating_ = false;
  replay_.clear();
  if (history_.moves_made() == 0) return false;
  history_.restart();
  facing_ = Dir::Down;
  position_changed();
  return true;
}

void PlaySession::start_replay(const std::vector<Dir>& moves) { replay_.assign(moves.begin(), moves.end()); }

void PlaySession::update(double now) {
  if (animating_ && now >= slide_end_) animating_ = false;
  if (animating_ || replay_.empty() || now < slide_end_ + kReplayPauseSeconds) return;
  const Dir next = replay_.front();
  replay_.pop_front();
  // A solution replays from the position it was computed for; if a step no
  // longer moves anything, the position changed under it: stop.
  if (!move(next, now)) replay_.clear();
}

float PlaySession::animation_progress(double now) const {
  if (!animating_) return 1.0f;
  double t = (now - slide_start_) / kMoveSeconds;
  t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
  const double inverse = 1.0 - t;
  return static_cast<float>(1.0 - inverse * inverse * inverse);  // ease-out cubic
}

bool PlaySession::consume_win_event() {
  if (!win_pending_ || animating_) return false;
  win_pending_ = false;
  return true;
}

bool resume_session(std::string_view code, std::string_view moves, int par, PlaySession& session, std::string& error) {
  Level level;
  if (!decode_level(code, level, error)) return false;
  if (par < 1) {
    error = "it has no par";
    return false;
  }
  std::vector<Dir> dirs;
  if (!decode_moves(moves, dirs, error)) return false;
  PlaySession scratch;
  scratch.start(level, par);
  if (!scratch.resume(dirs)) {
    error = "move " + std::to_string(scratch.moves_made() + 1) + " does not fit the level";
    return false;
  }
  session = std::move(scratch);
  return true;
}

}  // namespace pgw::slide

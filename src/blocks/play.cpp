// play.cpp — see play.hpp.
#include "blocks/play.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "blocks/text.hpp"

namespace pgw::blocks {

std::string encode_moves(const Board& start, const std::vector<Move>& moves) { return moves_text(start, moves); }

bool decode_moves(const Board& start, std::string_view text, std::vector<Move>& moves, std::string& error) {
  return parse_moves(start, text, moves, error);
}

void PlaySession::start(const Board& level, int par) {
  level_ = level;
  par_ = par;
  has_level_ = true;
  history_.reset(level);
  animating_ = false;
  replay_.clear();
  win_pending_ = false;
  selected_ = 0;
  position_changed();
}

int PlaySession::steps_made() const {
  Board b = level_;
  int steps = 0;
  for (const Move& m : history_.moves()) {
    steps += move_steps(b, m);
    apply(b, m);
  }
  return steps;
}

bool PlaySession::resume(const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    if (!has_level_ || won() || !is_legal(current(), m)) return false;
    Board next = current();
    apply(next, m);
    history_.push(m, next);
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

void PlaySession::begin_glide(const Board& before, const Move& m, double now, bool backwards) {
  const Piece& p = before.pieces[m.piece];
  const std::string path = move_path(before, m);
  glide_path_.clear();
  float x = p.x, y = p.y;
  glide_path_.emplace_back(x, y);
  for (const char c : path) {
    x += c == 'r' ? 1.f : c == 'l' ? -1.f : 0.f;
    y += c == 'd' ? 1.f : c == 'u' ? -1.f : 0.f;
    glide_path_.emplace_back(x, y);
  }
  if (backwards) std::reverse(glide_path_.begin(), glide_path_.end());
  glide_piece_ = m.piece;
  animating_ = animate_;
  glide_start_ = now;
  glide_end_ = now + std::min(kMaxMoveSeconds, kStepSeconds * static_cast<double>(path.size()));
}

bool PlaySession::move(const Move& m, double now) {
  if (!has_level_ || won() || !is_legal(current(), m)) return false;
  animating_ = false;
  const Board before = current();
  Board after = before;
  apply(after, m);
  begin_glide(before, m, now, false);
  // A move is one piece moved any distance: moving the piece that moved last
  // extends that move (back where it was, the move is gone).
  if (history_.can_undo() && history_.last_move().piece == m.piece) {
    const Move last = history_.last_move();
    history_.undo();
    history_.truncate();
    const Move merged{m.piece, static_cast<std::int8_t>(last.dx + m.dx), static_cast<std::int8_t>(last.dy + m.dy)};
    if (merged.dx != 0 || merged.dy != 0) history_.push(merged, after);
  } else {
    history_.push(m, after);
  }
  selected_ = m.piece;
  position_changed();
  return true;
}

bool PlaySession::undo(double now) {
  if (!has_level_ || !history_.can_undo()) return false;
  animating_ = false;
  replay_.clear();
  const Move m = history_.last_move();
  history_.undo();
  begin_glide(current(), m, now, true);
  position_changed();
  return true;
}

bool PlaySession::redo(double now) {
  if (!has_level_ || !history_.can_redo()) return false;
  animating_ = false;
  replay_.clear();
  const Board before = current();
  history_.redo();
  begin_glide(before, history_.last_move(), now, false);
  position_changed();
  return true;
}

bool PlaySession::restart() {
  if (!has_level_) return false;
  animating_ = false;
  replay_.clear();
  if (history_.moves_made() == 0) return false;
  history_.restart();
  position_changed();
  return true;
}

void PlaySession::start_replay(const std::vector<Move>& moves) { replay_.assign(moves.begin(), moves.end()); }

void PlaySession::update(double now) {
  if (animating_ && now >= glide_end_) animating_ = false;
  if (animating_ || replay_.empty() || now < glide_end_ + kReplayPauseSeconds) return;
  const Move next = replay_.front();
  replay_.pop_front();
  if (!move(next, now)) replay_.clear();  // the position changed under the replay
}

void PlaySession::animated_place(double now, float& x, float& y) const {
  if (glide_path_.empty()) {
    x = y = 0;
    return;
  }
  double t = glide_end_ > glide_start_ ? (now - glide_start_) / (glide_end_ - glide_start_) : 1.0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  t = 1.0 - (1.0 - t) * (1.0 - t);  // ease-out
  const double at = t * static_cast<double>(glide_path_.size() - 1);
  const std::size_t i = std::min(glide_path_.size() - 1, static_cast<std::size_t>(at));
  const std::size_t j = std::min(glide_path_.size() - 1, i + 1);
  const float f = static_cast<float>(at - static_cast<double>(i));
  x = glide_path_[i].first + (glide_path_[j].first - glide_path_[i].first) * f;
  y = glide_path_[i].second + (glide_path_[j].second - glide_path_[i].second) * f;
}

bool PlaySession::consume_win_event() {
  if (!win_pending_ || animating_) return false;
  win_pending_ = false;
  return true;
}

void PlaySession::select(int piece) {
  if (piece >= 0 && piece < static_cast<int>(current().pieces.size())) selected_ = piece;
}

void PlaySession::select_next(bool reverse) {
  const Board& b = current();
  const int n = static_cast<int>(b.pieces.size());
  if (n == 0) return;
  // Reading order: by top-left cell.
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](int p, int q) {
    return b.cell(b.pieces[p].x, b.pieces[p].y) < b.cell(b.pieces[q].x, b.pieces[q].y);
  });
  const int at = static_cast<int>(std::find(order.begin(), order.end(), selected_) - order.begin());
  selected_ = order[(at + (reverse ? n - 1 : 1)) % n];
}

bool PlaySession::nudge(int dx, int dy, double now) {
  if (!has_level_ || won()) return false;
  const Board& b = current();
  const Piece& p = b.pieces[selected_];
  if (b.rules == Rules::Rush && (p.horizontal() ? dy != 0 : dx != 0)) return false;
  return move(Move{static_cast<std::uint8_t>(selected_), static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)},
              now);
}

bool resume_session(std::string_view code, std::string_view moves, int par, PlaySession& session, std::string& error) {
  Board level;
  if (!decode_level(code, level, error)) return false;
  if (par < 1) {
    error = "it has no par";
    return false;
  }
  std::vector<Move> list;
  if (!decode_moves(level, moves, list, error)) return false;
  PlaySession scratch;
  scratch.start(level, par);
  if (!scratch.resume(list)) {
    error = "move " + std::to_string(scratch.moves_made() + 1) + " does not fit the level";
    return false;
  }
  session = std::move(scratch);
  return true;
}

}  // namespace pgw::blocks

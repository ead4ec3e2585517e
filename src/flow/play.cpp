// play.cpp — see play.hpp.
#include "flow/play.hpp"

#include <cmath>

#include "core/params_text.hpp"
#include "flow/text.hpp"

namespace pgw::flow {

std::string encode_moves(const std::vector<Move>& moves) {
  std::string out;
  for (const Move& move : moves) out += (move.clockwise ? "+" : "-") + std::to_string(move.cell);
  return out;
}

bool decode_moves(std::string_view text, int cells, std::vector<Move>& moves, std::string& error) {
  std::vector<Move> out;
  for (std::size_t i = 0; i < text.size();) {
    const char sign = text[i];
    std::size_t end = i + 1;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    const std::string number = std::to_string(out.size() + 1);
    int cell = 0;
    if ((sign != '+' && sign != '-') || !parse_whole_number(text.substr(i + 1, end - i - 1), cell)) {
      error = "move " + number + " is not a turn ('+' or '-' and a cell number)";
      return false;
    }
    if (cell >= cells) {
      error = "move " + number + " turns cell " + std::to_string(cell) + ", off the " + std::to_string(cells) +
              "-cell board";
      return false;
    }
    out.push_back(Move{cell, sign == '+'});
    i = end;
  }
  moves = std::move(out);
  return true;
}

std::string encode_locks(const std::vector<std::uint8_t>& locked) {
  std::string out;
  for (std::size_t cell = 0; cell < locked.size(); ++cell)
    if (locked[cell] != 0) out += (out.empty() ? "" : ",") + std::to_string(cell);
  return out;
}

bool decode_locks(std::string_view text, int cells, std::vector<int>& locked, std::string& error) {
  std::vector<int> out;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find(',', start);
    end = end == std::string_view::npos ? text.size() : end;
    int cell = 0;
    if (!parse_whole_number(text.substr(start, end - start), cell) || cell >= cells) {
      error = "locked tile " + std::to_string(out.size() + 1) + " is not a cell of the " + std::to_string(cells) +
              "-cell board";
      return false;
    }
    out.push_back(cell);
    start = end + 1;
  }
  locked = std::move(out);
  return true;
}

void PlaySession::start(const Level& level, double now) {
  replay_.clear();
  level_ = level;
  has_level_ = true;
  history_.reset(level.start);
  locked_ = level.locked;
  locked_.resize(static_cast<size_t>(level.board.cells()), 0);
  angle_from_.assign(level.start.begin(), level.start.end());
  angle_to_ = angle_from_;
  turn_start_.assign(level.start.size(), now);
  animation_end_ = now;
  position_changed(now);
}

void PlaySession::position_changed(double now) {
  ++position_version_;
  show_problems_ = false;
  problem_sides_.assign(level_.start.size(), 0);
  win_pending_ = won();

  // Each cell whose rotation changed starts easing the shortest way
  // (a half turn goes clockwise) from wherever it is shown now.
  const Rotations& rotations = current();
  for (size_t cell = 0; cell < rotations.size(); ++cell) {
    const int target = rotations[cell];
    const int shown = static_cast<int>(std::lround(angle_to_[cell])) & 3;
    int delta = (target - shown + 4) & 3;
    if (delta == 0) continue;
    if (delta == 3) delta = -1;
    angle_from_[cell] = shown_quarter_turns(static_cast<int>(cell), now);
    angle_to_[cell] = std::round(angle_to_[cell]) + static_cast<float>(delta);
    if (!animate_) {
      angle_from_[cell] = angle_to_[cell];  // reduced motion: no turning on screen
      continue;
    }
    turn_start_[cell] = now;
    animation_end_ = now + kTurnSeconds;
  }
}

bool PlaySession::turn(int cell, bool clockwise, double now) {
  if (!has_level_ || won() || locked(cell)) return false;
  replay_.clear();
  const Move move{cell, clockwise};
  history_.push(move, apply(current(), move));
  position_changed(now);
  return true;
}

bool PlaySession::resume(const std::vector<Move>& moves, double now) {
  bool fits = has_level_;
  for (size_t i = 0; i < moves.size() && fits; ++i) {
    fits = moves[i].cell >= 0 && moves[i].cell < level_.board.cells() && !won();
    if (fits) history_.push(moves[i], apply(current(), moves[i]));
  }
  // Shown where they are, not turning there.
  for (size_t cell = 0; cell < current().size(); ++cell) angle_from_[cell] = angle_to_[cell] = current()[cell];
  position_changed(now);
  win_pending_ = false;
  return fits;
}

bool PlaySession::toggle_lock(int cell) {
  if (!has_level_) return false;
  locked_[static_cast<size_t>(cell)] ^= 1;
  return true;
}

bool PlaySession::undo(double now) {
  replay_.clear();
  if (!has_level_ || !history_.undo()) return false;
  position_changed(now);
  return true;
}

bool PlaySession::redo(double now) {
  replay_.clear();
  if (!has_level_ || !history_.redo()) return false;
  position_changed(now);
  return true;
}

bool PlaySession::restart(double now) {
  replay_.clear();
  if (!has_level_ || history_.moves_made() == 0) return false;
  history_.restart();
  position_changed(now);
  return true;
}

// Turns `cell` to `rotation` as real moves (a half turn is two), so the
// history is always a list of moves that replays to the same positions.
void PlaySession::push_turns_to(int cell, std::uint8_t rotation) {
  const int delta = (rotation - current()[static_cast<size_t>(cell)] + 4) & 3;
  const int count = delta == 3 ? 1 : delta;
  for (int k = 0; k < count; ++k) {
    const Move move{cell, delta != 3};
    history_.push(move, apply(current(), move));
  }
}

int PlaySession::place(const Rotations& rotations, double now) {
  int changed = 0;
  for (size_t cell = 0; cell < rotations.size(); ++cell) {
    if (current()[cell] == rotations[cell]) continue;
    push_turns_to(static_cast<int>(cell), rotations[cell]);
    ++changed;
  }
  if (changed > 0) position_changed(now);
  return changed;
}

int PlaySession::apply_solution(const Rotations& solution, bool hint_only, double now) {
  const Board& board = level_.board;
  const Rotations& now_turned = current();
  Rotations target = now_turned;
  int first = -1;
  for (int cell = 0; cell < board.cells(); ++cell) {
    const size_t i = static_cast<size_t>(cell);
    if (same_look(board.tiles[i], now_turned[i], solution[i])) continue;
    target[i] = solution[i];
    // The first wrong tile the player is free to turn.
    if (first < 0 || (locked(first) && !locked(cell))) first = cell;
  }
  if (first < 0) return -1;
  if (hint_only) {
    Rotations one = now_turned;
    one[static_cast<size_t>(first)] = target[static_cast<size_t>(first)];
    target = one;
  }
  for (int cell = 0; cell < board.cells(); ++cell)
    if (target[static_cast<size_t>(cell)] != now_turned[static_cast<size_t>(cell)]) unlock(cell);
  if (hint_only)
    place(target, now);
  else
    start_replay(target, now);
  return first;
}

void PlaySession::start_replay(const Rotations& rotations, double now) {
  replay_.clear();
  for (size_t cell = rotations.size(); cell-- > 0;)
    if (current()[cell] != rotations[cell]) replay_.emplace_back(static_cast<int>(cell), rotations[cell]);
  replay_step_ =
      replay_.empty() ? 0.0 : std::fmin(kReplayStepSeconds, kReplayMaxSeconds / static_cast<double>(replay_.size()));
  replay_next_ = now;
  update(now);
}

void PlaySession::update(double now) {
  if (replay_.empty() || now < replay_next_) return;
  while (!replay_.empty() && now >= replay_next_) {
    const auto [cell, rotation] = replay_.back();
    replay_.pop_back();
    push_turns_to(cell, rotation);
    replay_next_ += replay_step_;
  }
  position_changed(now);
}

void PlaySession::show_problems() {
  show_problems_ = true;
  problem_sides_ = flow::problem_sides(level_.board, current());
}

int PlaySession::loose_ends() const {
  return has_level_ ? static_cast<int>(problems(level_.board, current()).size()) : 0;
}

float PlaySession::shown_quarter_turns(int cell, double now) const {
  const size_t i = static_cast<size_t>(cell);
  double t = (now - turn_start_[i]) / kTurnSeconds;
  t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
  const double inverse = 1.0 - t;
  const double eased = 1.0 - inverse * inverse * inverse;  // ease-out cubic
  return angle_from_[i] + static_cast<float>(eased) * (angle_to_[i] - angle_from_[i]);
}

bool PlaySession::consume_win_event() {
  if (!win_pending_) return false;
  win_pending_ = false;
  return true;
}

bool resume_session(std::string_view code, std::string_view moves, std::string_view locks, double now,
                    PlaySession& session, std::string& error) {
  Level level;
  if (!decode_level(code, level, error)) return false;
  std::vector<Move> turns;
  std::vector<int> locked;
  if (!decode_moves(moves, level.board.cells(), turns, error) ||
      !decode_locks(locks, level.board.cells(), locked, error))
    return false;
  PlaySession scratch;
  scratch.start(level, now);
  if (!scratch.resume(turns, now)) {
    error = "it has moves after the win";
    return false;
  }
  for (int cell : locked) scratch.toggle_lock(cell);
  session = std::move(scratch);
  return true;
}

}  // namespace pgw::flow

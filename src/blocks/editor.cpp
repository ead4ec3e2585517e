// editor.cpp — see editor.hpp.
#include "blocks/editor.hpp"

#include "blocks/solver.hpp"

namespace pgw::blocks {

namespace {

// The tool's piece size for the rules (0×0: none).
void tool_size(EditTool tool, Rules rules, int& w, int& h) {
  const bool rush = rules == Rules::Rush;
  w = h = 0;
  switch (tool) {
    case EditTool::Primary: w = 2; h = rush ? 1 : 2; break;
    case EditTool::Small: if (!rush) w = h = 1; break;
    case EditTool::Wide: w = 2; h = 1; break;
    case EditTool::Tall: w = 1; h = 2; break;
    case EditTool::Long: if (rush) { w = 3; h = 1; } break;
    case EditTool::Deep: if (rush) { w = 1; h = 3; } break;
    case EditTool::Big: if (!rush) w = h = 2; break;
    default: break;
  }
}

int piece_at(const Board& b, int x, int y) {
  for (int i = 0; i < static_cast<int>(b.pieces.size()); ++i) {
    const Piece& p = b.pieces[i];
    if (x >= p.x && x < p.x + p.w && y >= p.y && y < p.y + p.h) return i;
  }
  return -1;
}

}  // namespace

const char* edit_tool_name(EditTool tool, Rules rules) {
  int w, h;
  tool_size(tool, rules, w, h);
  const bool rush = rules == Rules::Rush;
  switch (tool) {
    case EditTool::Primary: return "A";
    case EditTool::Wall: return "Wall";
    case EditTool::Erase: return "Erase";
    default: break;
  }
  if (w == 0) return nullptr;
  switch (tool) {
    case EditTool::Small: return "1×1";
    case EditTool::Wide: return rush ? "Car across" : "2×1";
    case EditTool::Tall: return rush ? "Car down" : "1×2";
    case EditTool::Long: return "Truck across";
    case EditTool::Deep: return "Truck down";
    case EditTool::Big: return "2×2";
    default: return nullptr;
  }
}

BlocksEditor::BlocksEditor() { new_blank(Rules::Rush, 6, 6); }

void BlocksEditor::begin(const Board& board) {
  Board b = board;
  canonicalise(b);
  history_.reset(b);
  ++version_;
  validation = EditValidation{};
}

void BlocksEditor::new_blank(Rules rules, int width, int height) {
  Board b;
  b.rules = rules;
  b.width = width;
  b.height = height;
  Piece a;
  a.w = 2;
  a.h = rules == Rules::Rush ? 1 : 2;
  a.x = static_cast<std::int8_t>(rules == Rules::Rush ? 0 : (width - 2) / 2);
  a.y = static_cast<std::int8_t>(rules == Rules::Rush ? (height - 1) / 2 : 0);
  b.pieces.push_back(a);
  if (rules == Rules::Klotski) b.exit_offset = default_exit_offset(b, Edge::Bottom);
  begin(b);
}

bool BlocksEditor::paint(int x, int y, EditTool with) {
  const Board& now = board();
  if (!now.inside(x, y)) return false;
  Board b = now;
  const int under = piece_at(b, x, y);
  const std::uint64_t bit = std::uint64_t{1} << b.cell(x, y);
  if (with == EditTool::Erase) {
    if (under > 0) b.pieces.erase(b.pieces.begin() + under);
    else if (b.walls & bit) b.walls &= ~bit;
    else return false;  // A is never erased: a board always has one
  } else if (with == EditTool::Wall) {
    if (under >= 0 || (b.walls & bit)) return false;
    b.walls |= bit;
  } else {
    int w, h;
    tool_size(with, b.rules, w, h);
    if (w == 0) return false;
    Piece p;
    p.x = static_cast<std::int8_t>(x);
    p.y = static_cast<std::int8_t>(y);
    p.w = static_cast<std::int8_t>(w);
    p.h = static_cast<std::int8_t>(h);
    if (x + w > b.width || y + h > b.height) return false;
    std::uint64_t taken = b.occupied();
    if (with == EditTool::Primary) taken &= ~b.mask(b.pieces[0]);
    if (b.mask(p) & taken) return false;
    if (with == EditTool::Primary) {
      if (b.pieces[0] == p) return false;
      b.pieces[0] = p;
    } else {
      if (static_cast<int>(b.pieces.size()) >= max_pieces(b.rules)) return false;
      b.pieces.push_back(p);
    }
  }
  if (b.rules == Rules::Klotski) {
    // Keep the exit on its edge within A's reach.
    const bool across = b.exit == Edge::Bottom || b.exit == Edge::Top;
    const int room = (across ? b.width - b.pieces[0].w : b.height - b.pieces[0].h);
    if (b.exit_offset > room) b.exit_offset = room;
  }
  canonicalise(b);
  history_.push(EditStroke{x, y, with}, b);
  ++version_;
  return true;
}

bool BlocksEditor::undo() {
  if (!history_.undo()) return false;
  ++version_;
  return true;
}

bool BlocksEditor::redo() {
  if (!history_.redo()) return false;
  ++version_;
  return true;
}

void validate_board(const Board& board, EditValidation& v, std::uint64_t max_states, Progress* progress) {
  v.done = true;
  v.playable = false;
  v.optimal_moves = 0;
  const std::string problem = check_board(board);
  if (!problem.empty()) {
    v.message = "Not a level yet: " + problem + ".";
    return;
  }
  const Solution s = solve(board, progress, max_states);
  switch (s.status) {
    case SolveStatus::Solved:
      v.playable = true;
      v.optimal_moves = static_cast<int>(s.moves.size());
      v.message = "Solvable in " + std::to_string(v.optimal_moves) + (v.optimal_moves == 1 ? " move" : " moves") +
                  " (" + std::to_string(s.steps) + " steps).";
      break;
    case SolveStatus::Unsolvable:
      v.message = "Not solvable: A never reaches the exit (" + std::to_string(s.states) +
                  " positions reachable, none of them won).";
      break;
    case SolveStatus::TooLarge:
      v.message = "Too open to check: more than " + std::to_string(max_states) + " positions. Add pieces.";
      break;
    case SolveStatus::Cancelled: v.message = "Checking stopped."; v.done = false; break;
  }
}

}  // namespace pgw::blocks

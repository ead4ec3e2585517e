// rush_peer: Michael Fogleman's C++ Rush Hour solver (../shared/peers/fogleman-rush/cpp,
// its board.cpp, piece.cpp, move.cpp, solver.cpp and bb.cpp compiled unchanged, with a
// config.h for one board size written by build.sh) on positions read from stdin, for the
// Blocks benchmark (scripts/bench.sh blocks) and the differential test (scripts/blocks_diff.sh).
// This driver is ours; the peer's main.cpp is not used.
//
//   rush_peer [--min-ms X] [--steps] [--verify] < positions
//   rush_peer --reach [--max-states N] < positions
//
// Input: one position a line, Fogleman's one-line format (BoardSize² characters, row by
// row: '.' or 'o' empty, 'x' a wall, 'A' the primary car, other letters cars), optionally
// followed by a tab and a solution to check ("B+1 C-2 …": the piece's letter, then + for
// right or down, - for left or up, and the distance). Empty lines and lines starting with
// '#' are skipped.
//
// Output, one tab-separated line per position:
//   BOARD  MOVES  CPU_MS  REPS  STEPS  VERIFY
// MOVES is Solver::CountMoves; CPU_MS the process CPU time of one CountMoves call
// (clock_gettime(CLOCK_PROCESS_CPUTIME_ID)), a fresh Solver each call, the mean over
// REPS calls made until --min-ms of CPU time have gone by (default 0: one call).
// STEPS (--steps) is the unit steps of the moves Solver::Solve returns (untimed; '-'
// without --steps). VERIFY (--verify and a solution given) is "ok" when every move of
// the solution is one of Board::Moves in its position, the last position is
// Board::Solved, and the solution has MOVES moves; else "FAIL: why"; '-' otherwise.
// A position the peer cannot take prints "BOARD  error  why".
//
// --reach: no solving. A breadth-first search over Board::Moves from the position (the
// peer's own move generator) prints "BOARD  solvable  D  STATES" (D: the fewest moves to
// a Board::Solved position) or "BOARD  unsolvable  -  STATES" (every reachable position
// seen, none solved), or "BOARD  capped  -  N" past --max-states (default 5,000,000).
// CountMoves never returns on a board that cannot be solved (it deepens forever), so
// unsolvable boards are given to --reach only.
//
// Walls: the peer's Board(desc) groups all cells of one label into one piece, so 'x'
// cells would make one piece (and a 1-cell piece reads past its vector); the peer's
// own String() writes walls as fixed 1-cell pieces added with AddPiece. So each 'x' is
// read as '.' by Board(desc) and then added as Piece(cell, 1, H) (Piece::Fixed: size 1)
// after the cars, which keeps A as piece 0. Cars are indexed in the order of their
// sorted labels, as Board(desc) does; A must be the smallest label.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include <boost/unordered_set.hpp>

#include "board.h"
#include "config.h"
#include "move.h"
#include "piece.h"
#include "solver.h"

namespace {

double cpu_ms() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

bool is_label(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// The peer's board for a line, or false with `error`. `labels` gets the cars' labels in
// piece order (piece i is labels[i]).
bool make_board(const std::string& line, Board& board, std::vector<char>& labels, std::string& error) {
  if (static_cast<int>(line.size()) != BoardSize2) {
    error = "the line has " + std::to_string(line.size()) + " characters; this build is " +
            std::to_string(BoardSize) + "x" + std::to_string(BoardSize) + " (" + std::to_string(BoardSize2) + ")";
    return false;
  }
  std::string cars = line;
  std::vector<int> walls;
  std::map<char, int> count;
  for (int i = 0; i < BoardSize2; ++i) {
    const char c = line[i];
    if (c == 'x') {
      walls.push_back(i);
      cars[i] = '.';
    } else if (c == '.' || c == 'o') {
      continue;
    } else if (!is_label(c)) {
      error = std::string("unexpected character '") + c + "'";
      return false;
    } else {
      ++count[c];
    }
  }
  if (count.empty() || count.begin()->first != 'A') {
    error = "no car A (the primary car must be the smallest label)";
    return false;
  }
  labels.clear();
  for (const auto& kv : count) {
    if (kv.second < 2) {
      error = std::string("car ") + kv.first + " has one cell (only walls 'x' are 1x1)";
      return false;
    }
    labels.push_back(kv.first);
  }
  try {
    board = Board(cars);
  } catch (const char* what) {
    error = std::string("Board(desc): ") + what;
    return false;
  }
  const Piece& a = board.Pieces()[0];
  if (a.Stride() != H || a.Size() != PrimarySize || a.Position() / BoardSize != PrimaryRow) {
    error = "A must be a horizontal 1x" + std::to_string(PrimarySize) + " car on row " + std::to_string(PrimaryRow) +
            " (this build's PrimaryRow)";
    return false;
  }
  for (int cell : walls) board.AddPiece(Piece(cell, 1, H));
  return true;
}

// Applies "B+1 C-2 …" with the peer's rules; "ok" or "FAIL: why".
std::string verify(Board board, const std::vector<char>& labels, const std::string& text, int expected) {
  std::vector<Move> legal;
  int made = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && text[at] == ' ') ++at;
    if (at >= text.size()) break;
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string token = text.substr(at, end - at);
    at = end;
    if (token.size() < 3 || (token[1] != '+' && token[1] != '-'))
      return "FAIL: move " + std::to_string(made + 1) + " '" + token + "' is not L+N or L-N";
    const auto it = std::find(labels.begin(), labels.end(), token[0]);
    if (it == labels.end()) return "FAIL: move " + std::to_string(made + 1) + " '" + token + "': no such car";
    const int piece = static_cast<int>(it - labels.begin());
    const int steps = std::atoi(token.c_str() + 2) * (token[1] == '-' ? -1 : 1);
    board.Moves(legal);
    bool ok = false;
    for (const Move& m : legal) ok = ok || (m.Piece() == piece && m.Steps() == steps);
    if (!ok) return "FAIL: move " + std::to_string(made + 1) + " '" + token + "' is not legal in " + board.String();
    board.DoMove(piece, steps);
    ++made;
  }
  if (!board.Solved()) return "FAIL: the solution ends unsolved at " + board.String();
  if (made != expected)
    return "FAIL: the solution has " + std::to_string(made) + " moves, CountMoves " + std::to_string(expected);
  return "ok";
}

void reach(const std::string& line, Board board, std::uint64_t max_states) {
  boost::unordered_set<BoardKey> seen;
  std::deque<std::pair<Board, int>> queue;
  std::vector<Move> moves;
  seen.insert(board.Key());
  queue.emplace_back(board, 0);
  while (!queue.empty()) {
    Board b = queue.front().first;
    const int d = queue.front().second;
    queue.pop_front();
    if (b.Solved()) {
      std::printf("%s\tsolvable\t%d\t%zu\n", line.c_str(), d, seen.size());
      return;
    }
    b.Moves(moves);
    for (const Move& m : moves) {
      b.DoMove(m);
      if (seen.insert(b.Key()).second) {
        if (seen.size() > max_states) {
          std::printf("%s\tcapped\t-\t%zu\n", line.c_str(), seen.size());
          return;
        }
        queue.emplace_back(b, d + 1);
      }
      b.UndoMove(m);
    }
  }
  std::printf("%s\tunsolvable\t-\t%zu\n", line.c_str(), seen.size());
}

}  // namespace

int main(int argc, char** argv) {
  double min_ms = 0;
  bool steps = false, check = false, reach_mode = false;
  std::uint64_t max_states = 5000000;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--min-ms" && i + 1 < argc) min_ms = std::atof(argv[++i]);
    else if (a == "--steps") steps = true;
    else if (a == "--verify") check = true;
    else if (a == "--reach") reach_mode = true;
    else if (a == "--max-states" && i + 1 < argc) max_states = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--size") {  // prints the compiled size and exits
      std::printf("%d\n", BoardSize);
      return 0;
    } else {
      std::fprintf(stderr,
                   "usage: rush_peer [--min-ms X] [--steps] [--verify] | --reach [--max-states N] | --size"
                   "  (positions on stdin; see bench/peers/rush/rush_peer.cpp)\n");
      return 2;
    }
  }
  std::string raw;
  while (std::getline(std::cin, raw)) {
    if (!raw.empty() && raw.back() == '\r') raw.pop_back();
    if (raw.empty() || raw[0] == '#') continue;
    const std::size_t tab = raw.find('\t');
    const std::string line = raw.substr(0, tab);
    const std::string solution = tab == std::string::npos ? std::string() : raw.substr(tab + 1);
    Board board;
    std::vector<char> labels;
    std::string error;
    if (!make_board(line, board, labels, error)) {
      std::printf("%s\terror\t%s\n", line.c_str(), error.c_str());
      std::fflush(stdout);
      continue;
    }
    if (reach_mode) {
      reach(line, board, max_states);
      std::fflush(stdout);
      continue;
    }
    int moves = 0, reps = 0;
    double total = 0;
    do {
      Solver solver;
      const double t0 = cpu_ms();
      moves = solver.CountMoves(board);
      total += cpu_ms() - t0;
      ++reps;
    } while (total < min_ms);
    std::string steps_text = "-";
    if (steps) {
      Solver solver;
      const Solution s = solver.Solve(board);
      int n = 0;
      for (const Move& m : s.Moves()) n += std::abs(m.Steps());
      steps_text = std::to_string(n);
    }
    const std::string verdict = check && tab != std::string::npos ? verify(board, labels, solution, moves) : "-";
    std::printf("%s\t%d\t%.4f\t%d\t%s\t%s\n", line.c_str(), moves, total / reps, reps, steps_text.c_str(),
                verdict.c_str());
    std::fflush(stdout);
  }
  return 0;
}

#include "flow/solver.hpp"

#include <algorithm>

namespace pgw::flow {

namespace {

constexpr std::uint64_t kSolverPollMask = 255;  // poll every 256 branches
constexpr std::size_t kSolutionsKept = 2;

class Search {
 public:
  Search(const Board& board, const Pins& pins) : cells_(board.cells()) {
    codes_.resize(static_cast<std::size_t>(cells_) * 16);
    neighbours_.resize(static_cast<std::size_t>(cells_) * 4);
    domains_.assign(static_cast<std::size_t>(cells_), 0);
    for (int cell = 0; cell < cells_; ++cell) {
      const int tile = board.tiles[cell];
      const int period = catalogue()[tile].period;
      for (int side = 0; side < 4; ++side) neighbours_[cell * 4 + side] = board.neighbour(cell, side);
      std::copy_n(tile_codes(tile), 16, codes_.begin() + cell * 16);
      for (int r = 0; r < period; ++r) {
        bool fits = true;
        for (int side = 0; side < 4; ++side)
          if (neighbours_[cell * 4 + side] < 0 && codes_[cell * 16 + r * 4 + side] != 0) fits = false;
        const bool pinned_elsewhere = !pins.empty() && pins[cell] >= 0 && !same_look(tile, pins[cell], r);
        if (fits && !pinned_elsewhere) domains_[cell] |= static_cast<std::uint8_t>(1u << r);
      }
    }
  }

  CountResult count(int limit, Progress* progress) {
    CountResult out;
    struct Frame {
      std::vector<std::uint8_t> domains;
      int cell;
      unsigned untried;
    };
    std::vector<Frame> stack;
    std::vector<int> all(static_cast<std::size_t>(cells_));
    for (int cell = 0; cell < cells_; ++cell) all[cell] = cell;
    bool consistent = propagate(all);
    for (;;) {
      if (consistent) {
        const int cell = most_constrained();
        if (cell < 0) {
          if (out.found.size() < kSolutionsKept) {
            Rotations solution(static_cast<std::size_t>(cells_));
            for (int c = 0; c < cells_; ++c) solution[c] = static_cast<std::uint8_t>(lowest_bit(domains_[c]));
            out.found.push_back(std::move(solution));
          }
          if (++out.solutions >= limit) break;
        } else {
          stack.push_back({domains_, cell, domains_[cell]});
        }
      }
      while (!stack.empty() && stack.back().untried == 0) stack.pop_back();
      if (stack.empty()) break;
      if ((++out.branches & kSolverPollMask) == 0 && progress && progress->cancelled()) {
        out.cancelled = true;
        break;
      }
      Frame& top = stack.back();
      const int r = lowest_bit(top.untried);
      top.untried &= ~(1u << r);
      domains_ = top.domains;
      domains_[top.cell] = static_cast<std::uint8_t>(1u << r);
      consistent = propagate({top.cell});
    }
    return out;
  }

 private:
  static int lowest_bit(unsigned mask) {
    int r = 0;
    while (!((mask >> r) & 1u)) ++r;
    return r;
  }
  static int bits(unsigned mask) { return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1); }

  // Arc consistency from the cells in `changed`; false when a cell has no rotation left.
  bool propagate(std::vector<int> changed) {
    for (int cell = 0; cell < cells_; ++cell)
      if (domains_[cell] == 0) return false;
    while (!changed.empty()) {
      const int cell = changed.back();
      changed.pop_back();
      for (int side = 0; side < 4; ++side) {
        const int other = neighbours_[cell * 4 + side];
        if (other < 0) continue;
        unsigned offered = 0;  // edge codes this cell can still show on `side`
        for (int r = 0; r < 4; ++r)
          if ((domains_[cell] >> r) & 1u) offered |= 1u << codes_[cell * 16 + r * 4 + side];
        const int facing = opposite(side);
        std::uint8_t kept = 0;
        for (int r = 0; r < 4; ++r)
          if (((domains_[other] >> r) & 1u) && ((offered >> codes_[other * 16 + r * 4 + facing]) & 1u))
            kept |= static_cast<std::uint8_t>(1u << r);
        if (kept == domains_[other]) continue;
        if (kept == 0) return false;
        domains_[other] = kept;
        changed.push_back(other);
      }
    }
    return true;
  }

  // The undecided cell with the fewest rotations left, or -1 when all are decided.
  int most_constrained() const {
    int best = -1, best_bits = 5;
    for (int cell = 0; cell < cells_; ++cell) {
      const int b = bits(domains_[cell]);
      if (b > 1 && b < best_bits) {
        best = cell;
        best_bits = b;
        if (b == 2) break;
      }
    }
    return best;
  }

  int cells_;
  std::vector<std::uint8_t> codes_;  // [cell][rotation][side] edge code
  std::vector<int> neighbours_;      // [cell][side], -1 off the board
  std::vector<std::uint8_t> domains_;  // rotation bits still possible per cell
};

}  // namespace

CountResult count_solutions(const Board& board, int limit, Progress* progress, const Pins& pins) {
  Search search(board, pins);
  return search.count(limit, progress);
}

SolveResult solve(const Board& board, Progress* progress, const Pins& pins) {
  Search search(board, pins);
  CountResult counted = search.count(1, progress);
  SolveResult out;
  out.cancelled = counted.cancelled;
  out.solved = counted.solutions > 0;
  if (out.solved) out.rotations = std::move(counted.found.front());
  return out;
}

}  // namespace pgw::flow

// solver.hpp — rotations that solve a Flow board, counted or found.
//
// Given the tiles at their places (rotations unknown), each cell keeps the
// set of rotations still possible. Rotations that look the same (a straight
// turned twice) count once, so solutions are counted up to symmetric
// rotations. Arc consistency removes every rotation whose side cannot meet
// any remaining rotation of the neighbour (or points a flow off the board);
// then the cell with the fewest rotations left is branched on, and the
// search backtracks on a cell with none left.
#pragma once

#include <cstdint>
#include <vector>

#include "core/progress.hpp"
#include "flow/model.hpp"

namespace pgw::flow {

// Cells whose rotation is given (locked tiles): -1 free, else the rotation.
using Pins = std::vector<std::int8_t>;

struct CountResult {
  int solutions = 0;          // capped at the limit
  bool cancelled = false;     // the count stopped early; `solutions` is a lower bound
  std::uint64_t branches = 0; // search nodes after the first propagation
  // The first two solutions (enough to show where they differ), each
  // rotation the smallest of its look.
  std::vector<Rotations> found;
};

// Counts solutions up to `limit` (2 answers "is it unique?").
CountResult count_solutions(const Board& board, int limit, Progress* progress = nullptr, const Pins& pins = {});

struct SolveResult {
  bool solved = false;
  bool cancelled = false;
  Rotations rotations;
};
SolveResult solve(const Board& board, Progress* progress = nullptr, const Pins& pins = {});

}  // namespace pgw::flow

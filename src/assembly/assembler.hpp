// assembler.hpp — fills a map with tiles: fixed ones, then a search that
// covers every map square exactly once under the fit rule, with each tile's
// count between its min and max.
//
// The search is RMA2's (seed 004), made complete and bounded:
// - the candidates are every (tile, position) that fits the map once the
//   fixed tiles are down, on the assembly's grid raster; each map square
//   keeps the list of candidates that can cover it;
// - candidates whose ring asks a square for letters no candidate there
//   offers are dropped before the search (RMA2's gap-list reduction);
// - a placement removes, incrementally, the candidates it makes impossible
//   (they overlap it, or their ring no longer matches, or their tile reached
//   its max), and a square left with no candidate ends that branch at once;
// - while required copies (min > 0) are missing and no square is forced,
//   it branches on the places of the required tile with the fewest left
//   (the original also places required tiles before padding); otherwise on
//   the square with the fewest candidates (squares whose requirements
//   include a `line` letter first); candidates in an order shuffled by the
//   seed, larger tiles first on every other walk, so maps differ by seed;
// - a branch ends when a square has no candidate left, when the squares
//   left cannot hold the required copies still missing, when a required
//   tile has no place left, or when all candidates together cannot cover
//   what is left ("out of solids");
// - walks restart with fresh shuffles after a node limit that grows on the
//   Luby sequence, which cuts the long tails a single depth-first walk has.
// The search ends with a map, with a proof that none exists (a walk ran out
// of branches), or at its node budget; it polls Progress for cancel.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "assembly/model.hpp"
#include "assembly/plan.hpp"
#include "core/progress.hpp"

namespace pgw::assembly {

// A branch that ended, as mappers want to see it: why, where, and the map
// as it was then.
struct DeadEnd {
  std::string reason;      // "the square at 4, 7 can no longer be covered"
  int x = -1, y = -1;      // the map square it is about (1-based map squares), or -1
  std::uint64_t node = 0;  // when it happened
  std::vector<Placement> placed;  // fixed tiles first, then the search's
};

struct AssemblyResult {
  bool ok = false;
  bool cancelled = false;
  bool exhaustive = false;  // not ok, and every branch was tried: no map exists for this plan
  std::string reason;       // why not, when not ok
  std::vector<Placement> placed;  // fixed tiles first, then the search's, in order
  std::uint64_t nodes = 0;        // placements tried
  std::vector<DeadEnd> dead_ends; // the first ones met, up to the cap asked for
  double ms = 0;
};

struct SearchLimits {
  std::uint64_t max_nodes = 20'000'000;
  int max_dead_ends = 0;  // how many dead ends to keep (0: none)
};

// Progress: phase, counters "squares covered" (of the map) and "nodes searched", and
// the fraction of the map covered at the deepest point so far.
AssemblyResult assemble(const Ump& ump, const Plan& plan, std::uint64_t seed, Progress& progress,
                        const SearchLimits& limits = SearchLimits());

}  // namespace pgw::assembly

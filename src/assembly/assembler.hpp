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
//
// Fixed tiles go down first, in file order. In the plan's Engine mode they go
// down as the game puts them (SV_AddTile, no fit check): every cell combined
// with what is there, and every place where the fit rule would have refused
// one is a Warning; an assembly with no other tile is then done, its open
// squares warnings too. In Strict mode the first such place refuses the file.
// The game also combines rings on the frame; a map is taken only when, in
// its order, every tile after the fixed ones passes the game's test there
// too (the frame takes any letter a first ring brings, then only letters it
// shares).
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

// A place where the map file disagrees with itself, which the game lets
// through: the map is made as it makes it, and this is shown on it.
struct Warning {
  enum class Kind { PastFrame, SolidOnFrame, SolidOnSolid, Letters, Uncovered };
  Kind kind = Kind::Letters;
  int x = 0, y = 0;  // the map square it is shown on (the nearest one for a cell on or past the frame)
  std::string text;  // "the fixed tile +strv_1a at 0 1: at 1, 1 it has 'a' where the map has 'l'"
};
// "past_frame", "solid_on_frame", "solid_on_solid", "letters", "uncovered".
const char* warning_kind_name(Warning::Kind kind);

struct AssemblyResult {
  bool ok = false;
  bool cancelled = false;
  bool exhaustive = false;  // not ok, and every branch was tried: no map exists for this plan
  std::string reason;       // why not, when not ok
  std::vector<Placement> placed;  // fixed tiles first, then the search's, in order
  std::uint64_t nodes = 0;        // placements tried
  std::vector<DeadEnd> dead_ends; // the first ones met, up to the cap asked for
  std::vector<Warning> warnings;  // Engine mode: the fixed tiles' disagreements, then open squares
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

// The warnings assemble() gives for the plan's fixed tiles (and, in an
// assembly with only fixed tiles, its open squares), without a search: for a
// map opened from a level code.
std::vector<Warning> fixed_tile_warnings(const Ump& ump, const Plan& plan);

}  // namespace pgw::assembly

// plan.hpp — an assembly made concrete for one run: cvars chosen, tileset
// counts spread over their members, fixed tiles named, counts per tile.
//
// The original does this while parsing, with the run's random numbers; here
// it is a step of its own, so one parsed file serves every seed and cvar
// setting, and the result is the same for the same seed in every build.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "assembly/model.hpp"

namespace pgw::assembly {

// Console variables by name, without '*': {"rm_ufo": "+craft_ufo_scout"}.
using Cvars = std::map<std::string, std::string>;

// How fixed tiles that break the fit rule, and a map that only fixed tiles
// make, are taken. Engine: as the game does (ump-format.md §6, §9): fixed
// tiles go down unchecked, combined cell by cell, every disagreement a
// warning; an assembly with no other tiles is done once they are down, and
// the squares they leave open are warnings too. Strict: such a file is
// refused (for authors who want a clean file). A map both modes make is the
// same map: the modes differ only in what they refuse.
enum class Mode { Engine, Strict };

struct Plan {
  Mode mode = Mode::Engine;
  int width = 0, height = 0;
  int grid_x = 1, grid_y = 1;
  std::vector<int> min, max;        // per tile of the Ump
  std::vector<Placement> fixed;     // in file order
  std::vector<std::string> notes;   // cvars that fell back to their default, and why

  // No tile for the search (none with max > 0): the game places the fixed ones and stops.
  bool fixed_only() const;
};

// A plan with the assembly's frame and grid and no tile counted yet (min and
// max 0 for every tile of the Ump): where make_plan starts, and where a test
// builds the original's plan by hand.
Plan empty_plan(const Ump& ump, const Assembly& assembly);

// The seed a run uses: the assembly's seeds list indexed by `seed` when it
// has one (as the original's test harness does), else `seed` itself.
std::uint64_t run_seed(const Assembly& assembly, std::uint64_t seed);

// False with `error` when a cvar names a tile that does not exist.
bool make_plan(const Ump& ump, const Assembly& assembly, const Cvars& cvars, bool multiplayer, std::uint64_t seed,
               Plan& plan, std::string& error);

}  // namespace pgw::assembly

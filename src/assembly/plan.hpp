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

struct Plan {
  int width = 0, height = 0;
  int grid_x = 1, grid_y = 1;
  std::vector<int> min, max;        // per tile of the Ump
  std::vector<Placement> fixed;     // in file order
  std::vector<std::string> notes;   // cvars that fell back to their default, and why
};

// The seed a run uses: the assembly's seeds list indexed by `seed` when it
// has one (as the original's test harness does), else `seed` itself.
std::uint64_t run_seed(const Assembly& assembly, std::uint64_t seed);

// False with `error` when a cvar names a tile that does not exist.
bool make_plan(const Ump& ump, const Assembly& assembly, const Cvars& cvars, bool multiplayer, std::uint64_t seed,
               Plan& plan, std::string& error);

}  // namespace pgw::assembly

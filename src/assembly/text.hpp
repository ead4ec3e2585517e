// text.hpp — Assembly recipes and maps as text, for links.
//
// Params name a compiled-in fixture, one of its assemblies and any cvars:
// "forest.nature_large" or "forest.nature_large.rm_ufo~craft_crash_bomber"
// (a cvar's tile without its '+'). A level code holds the recipe, the seed,
// which plan of the run made the map, and the placements themselves, so the
// map opens as it was and is checked by the verifier on the way in.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assembly/model.hpp"
#include "assembly/plan.hpp"

namespace pgw::assembly {

struct Recipe {
  std::string fixture;
  std::string assembly;
  Cvars cvars;
};

std::string encode_params(const Recipe& recipe);
// Checks the fixture, the assembly and that each cvar names a tile of it.
bool decode_params(std::string_view text, Recipe& recipe, std::string& error);

struct Level {
  Recipe recipe;
  std::uint64_t seed = 0;
  int replans = 0;  // the map came from plan number `replans` of its run
  std::vector<Placement> placed;
};

std::string encode_level(const Level& level);
// Checks what decode_params checks, and that the placements pass the verifier.
bool decode_level(std::string_view code, Level& level, std::string& error);

}  // namespace pgw::assembly

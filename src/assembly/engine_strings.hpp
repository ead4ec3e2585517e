// engine_strings.hpp — a map as the game hands it to its map loader: the two
// strings its assembler builds and prints on the console (SV_BuildMapStrings
// in sv_rma.cpp; ump-format.md §6), so a mapper can set ours beside the game's.
#pragma once

#include <string>
#include <vector>

#include "assembly/model.hpp"

namespace pgw::assembly {

struct EngineStrings {
  // "-<base> <tile id> <tile id> …" in placement order; without the base
  // word when the file has no `base` (the game's "tiles:" line).
  std::string tiles;
  // "x y 0" per tile, space separated: ((x − W/2)·8, (y − H/2)·8, 0) in
  // integer arithmetic, W×H the map's size (the game's "pos:" line).
  std::string positions;
};

EngineStrings engine_strings(const Ump& ump, int width, int height, const std::vector<Placement>& placed);

}  // namespace pgw::assembly

// terrain.hpp — the map a placement happens on: open land, or land with
// water (islands) or rock (mountain ranges) from seeded value noise.
//
// Integer arithmetic and the project's Rng only, so a seed makes the same
// map natively and in wasm.
#pragma once

#include <cstdint>

#include "cities/model.hpp"

namespace pgw::cities {

// Polls `progress` row by row; a cancelled map is incomplete.
Map make_map(const Params& params, std::uint64_t seed, Progress* progress = nullptr);

}  // namespace pgw::cities

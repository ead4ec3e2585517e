// generator.hpp — places cities on a map: none closer than s steps, each
// with another within l steps wherever the map allows it, and no room left
// for one more.
//
// The seed post's algorithm (Shuffling Cities), kept and made fast. Picks
// come from the "band" (free tiles s to l steps from a city) while it has
// any, else from all free tiles, uniformly; each pick takes the tiles closer
// than s and bands the free ones within l, until no tile is free (so the
// result is maximal). Where the post keeps every tile in one shuffled list
// and swaps on each removal, here a tile's state is one byte in map order
// and the band is a short list whose stale entries are dropped when drawn:
// the same choices, without a random memory access per removal. Around a
// city far from blocked tiles the steps are a fixed disc of offsets
// (|dx|+|dy|, or max(|dx|,|dy|)), not a search.
//
// When l ≥ 2s − 1, every city has another within l unless it is alone on a
// region too small for a second one (a pick from the empty band has a free
// tile exactly s steps towards its nearest city). Smaller l can leave
// pockets; either way such cities are listed with the reason.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cities/model.hpp"
#include "core/progress.hpp"

namespace pgw::cities {

// A city with no other within l steps, and why.
struct Isolated {
  int city = 0;     // index into Generated::cities
  std::string why;  // "alone on a region of 5 tiles", …
};

struct Generated {
  Map map;
  std::vector<int> cities;  // tile indices, in the order they were placed
  std::vector<Isolated> isolated;
  bool cancelled = false;
  double ms = 0;
};

Generated generate(const Params& params, std::uint64_t seed, Progress& progress);

}  // namespace pgw::cities

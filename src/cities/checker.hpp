// checker.hpp — judges a placement from the map and the cities alone, by
// its own searches (none of the generator's bookkeeping), so tests and the
// app can trust what it says.
#pragma once

#include <vector>

#include "cities/model.hpp"
#include "core/progress.hpp"

namespace pgw::cities {

struct Check {
  bool cancelled = false;
  int too_close = 0;                      // cities with another fewer than s steps away
  std::vector<int> far;                   // cities with no other within l steps (indices)
  int free_tiles = 0;                     // passable tiles s or more steps from every city
  std::vector<int> nearest;               // per city: steps to its nearest other city, or -1 beyond l
  bool min_distance_ok() const { return too_close == 0; }
  bool maximal() const { return free_tiles == 0; }
};

// `cities` are tile indices; a city on a blocked tile or twice on one tile
// counts as too close.
Check check_placement(const Map& map, const std::vector<int>& cities, int min_distance, int max_distance,
                      int neighbours, Progress* progress = nullptr);

}  // namespace pgw::cities

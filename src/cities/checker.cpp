#include "cities/checker.hpp"

namespace pgw::cities {

Check check_placement(const Map& map, const std::vector<int>& cities, int min_distance, int max_distance,
                      int neighbours, Progress* progress) {
  Check out;
  std::vector<int> city_at(static_cast<std::size_t>(map.tiles()), -1);
  for (std::size_t i = 0; i < cities.size(); ++i) {
    const int tile = cities[i];
    if (!map.passable(tile) || city_at[tile] >= 0)
      ++out.too_close;
    else
      city_at[tile] = static_cast<int>(i);
  }

  // Each city's nearest other city, by a search out to l.
  LocalSearch search(map, neighbours);
  out.nearest.assign(cities.size(), -1);
  for (std::size_t i = 0; i < cities.size(); ++i) {
    if ((i & 1023) == 0 && progress != nullptr && progress->cancelled()) {
      out.cancelled = true;
      return out;
    }
    int& nearest = out.nearest[i];
    if (!map.passable(cities[i])) continue;
    search.run(cities[i], max_distance, [&](int tile, int steps) {
      if (city_at[tile] >= 0 && city_at[tile] != static_cast<int>(i)) nearest = steps;
      return nearest < 0;
    });
    if (nearest >= 0 && nearest < min_distance) ++out.too_close;
    if (nearest < 0) out.far.push_back(static_cast<int>(i));
  }

  // Maximal: every passable tile is fewer than s steps from some city.
  std::vector<int> distance;
  if (!bfs_distances(map, neighbours, cities, min_distance - 1, distance, progress)) {
    out.cancelled = true;
    return out;
  }
  for (int t = 0; t < map.tiles(); ++t)
    if (map.passable(t) && distance[t] < 0) ++out.free_tiles;
  return out;
}

}  // namespace pgw::cities

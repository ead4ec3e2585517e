// model.hpp — Cities: a map of passable and blocked tiles, the parameters,
// and distances as the seed post measures them: breadth-first steps over
// passable tiles, to the 4 or the 8 neighbours.
//
// A placement is good when no two cities are closer than s steps, every
// city has another within l steps, and it is maximal: no tile is s or more
// steps from every city (another city would fit there).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/progress.hpp"

namespace pgw::cities {

// Whole-map passes poll `progress` this often (tiles), and stop when it is
// cancelled; a sliced job yields there too.
constexpr int kPollTiles = 1 << 14;

constexpr int kMinSide = 2;
constexpr int kMaxSide = 1000;
constexpr int kMaxMin = 50;     // s
constexpr int kMaxMax = 100;    // l

enum class Terrain : std::uint8_t { Open, Islands, Mountains };
constexpr int kTerrains = 3;
const char* terrain_name(Terrain terrain);
bool terrain_named(const std::string& name, Terrain& terrain);

// What a tile is: land is passable; water and rock are not.
enum Ground : std::uint8_t { kLand = 0, kWater = 1, kRock = 2 };

struct Params {
  int width = 200;
  int height = 200;
  int min_distance = 3;  // s: no two cities fewer steps apart
  int max_distance = 6;  // l: every city has another within this many steps
  Terrain terrain = Terrain::Open;
  int neighbours = 4;    // 4 or 8: which tiles are one step apart

  bool operator==(const Params& o) const {
    return width == o.width && height == o.height && min_distance == o.min_distance &&
           max_distance == o.max_distance && terrain == o.terrain && neighbours == o.neighbours;
  }
};

// What a level code names: the map and its cities are made from these, the
// same in every build (a placement of 140,000 cities would not fit a link).
struct Level {
  Params params;
  std::uint64_t seed = 0;

  bool operator==(const Level& o) const { return params == o.params && seed == o.seed; }
};

// Empty when usable; else what is wrong, naming the value and its range.
std::string check_params(const Params& params);

struct Map {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> ground;  // row-major Ground

  int tiles() const { return width * height; }
  bool passable(int tile) const { return ground[tile] == kLand; }
};

// The steps from one tile to its neighbours: dx, dy for 4 or 8 neighbours.
struct Step {
  int dx, dy;
};
const std::vector<Step>& steps(int neighbours);

// visit(n) for each tile n one step from `tile` (inside the map, passable or not).
template <class Visit>
void for_each_neighbour(const Map& map, const std::vector<Step>& around, int tile, Visit visit) {
  const int x = tile % map.width, y = tile / map.width;
  for (const Step& step : around) {
    const int nx = x + step.dx, ny = y + step.dy;
    if (nx >= 0 && ny >= 0 && nx < map.width && ny < map.height) visit(ny * map.width + nx);
  }
}

// Breadth-first distances over passable tiles from `sources`, up to
// `max_steps` (farther tiles and blocked ones stay -1). Reuses `out`.
// False when `progress` was cancelled (`out` is then incomplete).
bool bfs_distances(const Map& map, int neighbours, const std::vector<int>& sources, int max_steps,
                   std::vector<int>& out, Progress* progress = nullptr);

// The connected regions of passable tiles: a label per tile (-1 where
// blocked) and each label's size. False when cancelled.
struct Regions {
  std::vector<int> label;
  std::vector<int> size;
};
bool find_regions(const Map& map, int neighbours, Regions& out, Progress* progress = nullptr);

// A breadth-first search around one tile, out to a radius, over passable
// tiles. Its memory is reused from call to call, so a search costs only the
// tiles it reaches.
class LocalSearch {
 public:
  LocalSearch(const Map& map, int neighbours)
      : map_(map), around_(steps(neighbours)), seen_(static_cast<std::size_t>(map.tiles()), 0) {}

  // visit(tile, steps) for `from` and every passable tile within `radius`
  // steps of it, nearest first; stops early when visit returns false.
  template <class Visit>
  void run(int from, int radius, Visit visit) {
    ++stamp_;
    queue_.clear();
    queue_.push_back({from, 0});
    seen_[from] = stamp_;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const Reached at = queue_[head];
      if (!visit(at.tile, at.steps)) return;
      if (at.steps == radius) continue;
      for_each_neighbour(map_, around_, at.tile, [&](int n) {
        if (seen_[n] == stamp_ || !map_.passable(n)) return;
        seen_[n] = stamp_;
        queue_.push_back({n, at.steps + 1});
      });
    }
  }

 private:
  struct Reached {
    int tile, steps;
  };
  const Map& map_;
  const std::vector<Step>& around_;
  std::vector<std::uint32_t> seen_;
  std::uint32_t stamp_ = 0;
  std::vector<Reached> queue_;
};

}  // namespace pgw::cities

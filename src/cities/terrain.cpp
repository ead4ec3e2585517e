#include "cities/terrain.hpp"

#include <vector>

#include "core/rng.hpp"

namespace pgw::cities {

namespace {

constexpr std::uint64_t kTerrainStream = 0x7e77a1a5ULL;  // apart from the placement's numbers

// One octave: random values 0–255 on a lattice `spacing` tiles apart,
// smoothstep-interpolated in between (fixed point, 8 fraction bits).
class ValueNoise {
 public:
  ValueNoise(int width, int height, int spacing, Rng& rng)
      : spacing_(spacing), columns_(width / spacing + 2), rows_(height / spacing + 2) {
    values_.resize(static_cast<std::size_t>(columns_) * rows_);
    for (int& v : values_) v = static_cast<int>(rng.below(256));
  }

  int at(int x, int y) const {  // 0–255
    const int gx = x / spacing_, gy = y / spacing_;
    const int fx = smooth((x % spacing_) * 256 / spacing_), fy = smooth((y % spacing_) * 256 / spacing_);
    const int top = lerp(value(gx, gy), value(gx + 1, gy), fx);
    const int bottom = lerp(value(gx, gy + 1), value(gx + 1, gy + 1), fx);
    return lerp(top, bottom, fy);
  }

 private:
  static int smooth(int f) { return f * f * (3 * 256 - 2 * f) / (256 * 256); }  // 3f² − 2f³, 0–256
  static int lerp(int a, int b, int f) { return a + (b - a) * f / 256; }
  int value(int gx, int gy) const { return values_[static_cast<std::size_t>(gy) * columns_ + gx]; }

  int spacing_, columns_, rows_;
  std::vector<int> values_;
};

// Three octaves, weights 4:2:1, scaled to 0–255. Feature sizes are in tiles,
// so a larger map has more islands or ranges, not larger ones.
class FractalNoise {
 public:
  FractalNoise(int width, int height, Rng& rng)
      : coarse_(width, height, 48, rng), middle_(width, height, 24, rng), fine_(width, height, 12, rng) {}
  int at(int x, int y) const { return (4 * coarse_.at(x, y) + 2 * middle_.at(x, y) + fine_.at(x, y)) / 7; }

 private:
  ValueNoise coarse_, middle_, fine_;
};

}  // namespace

Map make_map(const Params& params, std::uint64_t seed, Progress* progress) {
  Map map;
  map.width = params.width;
  map.height = params.height;
  map.ground.assign(static_cast<std::size_t>(map.tiles()), kLand);
  if (params.terrain == Terrain::Open) return map;
  Rng rng(seed, kTerrainStream);
  const FractalNoise noise(map.width, map.height, rng);
  for (int y = 0; y < map.height; ++y) {
    if (progress != nullptr && progress->cancelled()) break;  // a row is the most work between polls
    std::uint8_t* row = &map.ground[static_cast<std::size_t>(y) * map.width];
    for (int x = 0; x < map.width; ++x) {
      const int n = noise.at(x, y);
      if (params.terrain == Terrain::Islands && n < 132) row[x] = kWater;  // about half the map is sea
      if (params.terrain == Terrain::Mountains && n > 150) row[x] = kRock;  // ranges on a fifth of it
    }
  }
  return map;
}

}  // namespace pgw::cities

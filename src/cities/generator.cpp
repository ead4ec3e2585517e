#include "cities/generator.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "cities/terrain.hpp"
#include "core/rng.hpp"

namespace pgw::cities {

namespace {

constexpr unsigned kPollEvery = 256;  // cities between progress reports and cancel polls

struct Offset {
  int dx, dy, steps;
};

// Every tile within `radius` steps of the origin on an open grid.
std::vector<Offset> disc(int radius, int neighbours) {
  std::vector<Offset> out;
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx) {
      const int steps = neighbours == 8 ? std::max(std::abs(dx), std::abs(dy)) : std::abs(dx) + std::abs(dy);
      if (steps <= radius) out.push_back({dx, dy, steps});
    }
  return out;
}

// Steps (8-neighbour, through anything) from each tile to the nearest
// blocked one, capped at `cap`: a two-pass chessboard distance transform.
// Where it exceeds l, the disc of offsets is exactly what a search over
// passable tiles would find (shortest paths stay inside the disc).
// False when cancelled (`d` is then incomplete).
bool clearance(const Map& map, int cap, std::vector<int>& d, Progress& progress) {
  const int w = map.width, h = map.height;
  const int poll_rows = std::max(1, kPollTiles / w);
  d.resize(static_cast<std::size_t>(map.tiles()));
  for (int t = 0; t < map.tiles(); ++t) {
    if (t % kPollTiles == 0 && progress.cancelled()) return false;
    d[t] = map.passable(t) ? cap : 0;
  }
  const auto relax = [&](int t, int x, int y) {
    if (x >= 0 && y >= 0 && x < w && y < h) d[t] = std::min(d[t], d[y * w + x] + 1);
  };
  for (int y = 0; y < h; ++y) {
    if (y % poll_rows == 0 && progress.cancelled()) return false;
    for (int x = 0; x < w; ++x) {
      const int t = y * w + x;
      relax(t, x - 1, y), relax(t, x - 1, y - 1), relax(t, x, y - 1), relax(t, x + 1, y - 1);
    }
  }
  for (int y = h - 1; y >= 0; --y) {
    if (y % poll_rows == 0 && progress.cancelled()) return false;
    for (int x = w - 1; x >= 0; --x) {
      const int t = y * w + x;
      relax(t, x + 1, y), relax(t, x + 1, y + 1), relax(t, x, y + 1), relax(t, x - 1, y + 1);
    }
  }
  return true;
}

// A tile's part in the placement.
enum State : std::uint8_t { kFree, kBanded, kTaken, kBlocked };  // taken: a city, or too near one

class Placer {
 public:
  Placer(const Params& p, const Map& map, Rng& rng) : p_(p), map_(map), rng_(rng), search_(map, p.neighbours) {
    for (const Offset& o : disc(p.max_distance, p.neighbours)) {
      Part& part = o.steps < p.min_distance ? inner_ : ring_;
      part.delta.push_back(o.dy * map.width + o.dx);
      part.offsets.push_back(o);
    }
  }

  // False when cancelled.
  bool run(Generated& out, Progress& progress) {
    state_.resize(static_cast<std::size_t>(map_.tiles()));
    for (int t = 0; t < map_.tiles(); ++t) {
      if (t % kPollTiles == 0 && progress.cancelled()) return false;
      state_[t] = map_.passable(t) ? kFree : kBlocked;
      free_ += state_[t] == kFree;
    }
    total_ = free_;
    open_ = free_ == map_.tiles();
    if (!open_ && !clearance(map_, p_.max_distance + 1, clear_, progress)) return false;
    while (free_ > 0) {
      if (out.cities.size() % kPollEvery == 0) {
        report(out, progress);
        if (progress.cancelled()) return false;
      }
      int city = pick_from_band();
      if (city < 0) {
        city = pick_anywhere();
        seeds_.push_back(static_cast<int>(out.cities.size()));
      }
      out.cities.push_back(city);
      claim(city);
    }
    report(out, progress);
    return true;
  }

  // The cities picked while the band was empty: only they can lack another
  // within l (every other city came from a band, within l of the city that
  // banded it).
  const std::vector<int>& seeds() const { return seeds_; }

 private:
  void report(const Generated& out, Progress& progress) const {
    progress.set_counter(0, "cities placed", out.cities.size());
    progress.set_counter(1, "tiles left", static_cast<std::uint64_t>(free_), static_cast<std::uint64_t>(total_));
    progress.set_fraction(1.0 - static_cast<double>(free_) / static_cast<double>(total_));
  }

  // Uniform among the band's tiles that are still free; entries that were
  // taken since they joined are dropped as they are met.
  int pick_from_band() {
    while (!band_.empty()) {
      const std::size_t at = rng_.below(static_cast<std::uint32_t>(band_.size()));
      const int tile = band_[at];
      if (state_[tile] == kBanded) return tile;
      band_[at] = band_.back();
      band_.pop_back();
    }
    return -1;
  }

  // Uniform among the free tiles: by drawing tiles while free ones are
  // common, else from a list of them made once (a tile never becomes free
  // again, so entries taken or banded since are dropped as they are met,
  // like the band's). Maps cut up by terrain come here often near the end.
  int pick_anywhere() {
    if (free_list_.empty() && free_ * 16 >= map_.tiles()) {
      for (;;) {
        const int tile = static_cast<int>(rng_.below(static_cast<std::uint32_t>(map_.tiles())));
        if (state_[tile] == kFree) return tile;
      }
    }
    if (free_list_.empty())
      for (int t = 0; t < map_.tiles(); ++t)
        if (state_[t] == kFree) free_list_.push_back(t);
    for (;;) {
      const std::size_t at = rng_.below(static_cast<std::uint32_t>(free_list_.size()));
      const int tile = free_list_[at];
      if (state_[tile] == kFree) return tile;
      free_list_[at] = free_list_.back();
      free_list_.pop_back();
    }
  }

  // Takes the tiles closer than s to `city` and bands the free ones within l.
  void claim(int city) {
    const int x = city % map_.width, y = city / map_.width, l = p_.max_distance;
    if (open_ || clear_[city] > l) {
      const bool inside = x >= l && y >= l && x + l < map_.width && y + l < map_.height;
      take(inner_, city, x, y, inside);
      band(ring_, city, x, y, inside);
      return;
    }
    // Near water or rock: breadth-first steps over passable tiles.
    search_.run(city, l, [&](int tile, int steps) {
      const std::uint8_t state = state_[tile];
      if (state == kTaken || state == kBlocked) return true;
      if (steps < p_.min_distance) {
        state_[tile] = kTaken;
        --free_;
      } else if (state == kFree) {
        state_[tile] = kBanded;
        band_.push_back(tile);
      }
      return true;
    });
  }

  // The disc's two parts, as offsets and as index deltas. Locals in the
  // loops below: byte stores through state_ would otherwise make the
  // compiler reload every member at each step.
  struct Part {
    std::vector<Offset> offsets;
    std::vector<int> delta;
  };

  bool in_map(const Offset& o, int x, int y) const {
    const int nx = x + o.dx, ny = y + o.dy;
    return nx >= 0 && ny >= 0 && nx < map_.width && ny < map_.height;
  }

  void take(const Part& part, int city, int x, int y, bool inside) {
    std::uint8_t* const state = state_.data();
    const int* const delta = part.delta.data();
    const std::size_t count = part.delta.size();
    int taken = 0;
    for (std::size_t i = 0; i < count; ++i) {
      if (!inside && !in_map(part.offsets[i], x, y)) continue;
      std::uint8_t& at = state[city + delta[i]];
      if (at < kTaken) {
        at = kTaken;
        ++taken;
      }
    }
    free_ -= taken;
  }

  void band(const Part& part, int city, int x, int y, bool inside) {
    std::uint8_t* const state = state_.data();
    const int* const delta = part.delta.data();
    const std::size_t count = part.delta.size();
    for (std::size_t i = 0; i < count; ++i) {
      if (!inside && !in_map(part.offsets[i], x, y)) continue;
      const int tile = city + delta[i];
      if (state[tile] == kFree) {
        state[tile] = kBanded;
        band_.push_back(tile);
      }
    }
  }

  const Params& p_;
  const Map& map_;
  Rng& rng_;
  Part inner_, ring_;                // the disc: steps below s, and s to l
  std::vector<std::uint8_t> state_;  // State per tile
  std::vector<int> band_;            // tiles s to l steps from a city (some since taken)
  std::vector<int> free_list_;       // pick_anywhere's free tiles (some since taken), once made
  std::vector<int> clear_;           // clearance(), on maps with blocked tiles
  bool open_ = true;
  int free_ = 0;  // free or banded tiles
  int total_ = 0;
  std::vector<int> seeds_;
  LocalSearch search_;
};

// Which seeds have no other city within l, and why. False when cancelled.
bool explain_isolated(const Params& p, const Map& map, const std::vector<int>& cities, const std::vector<int>& seeds,
                      std::vector<Isolated>& out, Progress& progress) {
  if (progress.cancelled()) return false;
  std::vector<int> city_at(static_cast<std::size_t>(map.tiles()), -1);
  for (std::size_t i = 0; i < cities.size(); ++i) city_at[cities[i]] = static_cast<int>(i);
  LocalSearch search(map, p.neighbours);
  std::vector<int> lonely;
  for (std::size_t k = 0; k < seeds.size(); ++k) {
    if (k % kPollEvery == 0 && progress.cancelled()) return false;
    const int i = seeds[k];
    bool near = false;
    search.run(cities[i], p.max_distance, [&](int tile, int) {
      near = city_at[tile] >= 0 && city_at[tile] != i;
      return !near;
    });
    if (!near) lonely.push_back(i);
  }
  if (lonely.empty()) return true;
  Regions regions;
  if (!find_regions(map, p.neighbours, regions, &progress)) return false;
  std::vector<int> cities_in(regions.size.size(), 0);
  for (int c : cities) ++cities_in[regions.label[c]];
  for (int i : lonely) {
    const int region = regions.label[cities[i]];
    Isolated entry;
    entry.city = i;
    if (cities_in[region] == 1)
      entry.why = "alone on a region of " + std::to_string(regions.size[region]) + " tile" +
                  (regions.size[region] == 1 ? "" : "s") + ", too small for a second city";
    else
      entry.why = "no free tile within " + std::to_string(p.max_distance) +
                  " steps was left when it was placed (possible when l < 2s \xE2\x88\x92 1)";
    out.push_back(entry);
  }
  return true;
}

}  // namespace

Generated generate(const Params& params, std::uint64_t seed, Progress& progress) {
  const auto t0 = std::chrono::steady_clock::now();
  Generated out;
  // The counters exist from the start, so a progress display keeps its size.
  const auto tiles = static_cast<std::uint64_t>(params.width) * static_cast<std::uint64_t>(params.height);
  progress.set_counter(0, "cities placed", 0);
  progress.set_counter(1, "tiles left", tiles, tiles);
  progress.set_phase("making the map");
  out.map = make_map(params, seed, &progress);
  out.cancelled = progress.cancelled();
  if (!out.cancelled) {
    Rng rng(seed);
    Placer placer(params, out.map, rng);
    progress.set_phase("placing cities");
    out.cancelled = !placer.run(out, progress);
    if (!out.cancelled) {
      progress.set_phase("checking distances");
      out.cancelled = !explain_isolated(params, out.map, out.cities, placer.seeds(), out.isolated, progress);
    }
  }
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace pgw::cities

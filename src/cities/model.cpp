#include "cities/model.hpp"

namespace pgw::cities {

const char* terrain_name(Terrain terrain) {
  switch (terrain) {
    case Terrain::Open: return "open";
    case Terrain::Islands: return "islands";
    case Terrain::Mountains: return "mountains";
  }
  return "?";
}

bool terrain_named(const std::string& name, Terrain& terrain) {
  for (int i = 0; i < kTerrains; ++i)
    if (name == terrain_name(static_cast<Terrain>(i))) {
      terrain = static_cast<Terrain>(i);
      return true;
    }
  return false;
}

static std::string out_of_range(const char* what, int value, int lo, int hi) {
  return std::string(what) + " " + std::to_string(value) + " is out of range " + std::to_string(lo) + "\xE2\x80\x93" +
         std::to_string(hi);
}

std::string check_params(const Params& p) {
  if (p.width < kMinSide || p.width > kMaxSide) return out_of_range("width", p.width, kMinSide, kMaxSide);
  if (p.height < kMinSide || p.height > kMaxSide) return out_of_range("height", p.height, kMinSide, kMaxSide);
  if (p.min_distance < 1 || p.min_distance > kMaxMin)
    return out_of_range("shortest distance", p.min_distance, 1, kMaxMin);
  if (p.max_distance <= p.min_distance)
    return "longest distance " + std::to_string(p.max_distance) + " must be more than the shortest distance " +
           std::to_string(p.min_distance);
  if (p.max_distance > kMaxMax) return out_of_range("longest distance", p.max_distance, p.min_distance + 1, kMaxMax);
  if (p.neighbours != 4 && p.neighbours != 8)
    return "neighbours " + std::to_string(p.neighbours) + " must be 4 or 8";
  if (static_cast<int>(p.terrain) >= kTerrains) return "unknown terrain";
  return std::string();
}

const std::vector<Step>& steps(int neighbours) {
  static const std::vector<Step> kFour = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  static const std::vector<Step> kEight = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
  return neighbours == 8 ? kEight : kFour;
}

bool bfs_distances(const Map& map, int neighbours, const std::vector<int>& sources, int max_steps,
                   std::vector<int>& out, Progress* progress) {
  out.assign(static_cast<std::size_t>(map.tiles()), -1);
  std::vector<int> queue;
  for (int s : sources)
    if (map.passable(s) && out[s] < 0) {
      out[s] = 0;
      queue.push_back(s);
    }
  const std::vector<Step>& around = steps(neighbours);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    if (head % kPollTiles == 0 && progress != nullptr && progress->cancelled()) return false;
    const int t = queue[head];
    if (out[t] >= max_steps) continue;
    for_each_neighbour(map, around, t, [&](int n) {
      if (out[n] >= 0 || !map.passable(n)) return;
      out[n] = out[t] + 1;
      queue.push_back(n);
    });
  }
  return true;
}

bool find_regions(const Map& map, int neighbours, Regions& out, Progress* progress) {
  out.size.clear();
  out.label.assign(static_cast<std::size_t>(map.tiles()), -1);
  const std::vector<Step>& around = steps(neighbours);
  std::vector<int> queue;
  // Polled per tile looked at, inside a region too: one region can be most of the map.
  int looked = 0;
  const auto cancelled = [&] { return ++looked % kPollTiles == 0 && progress != nullptr && progress->cancelled(); };
  for (int start = 0; start < map.tiles(); ++start) {
    if (cancelled()) return false;
    if (!map.passable(start) || out.label[start] >= 0) continue;
    const int label = static_cast<int>(out.size.size());
    out.label[start] = label;
    queue.assign(1, start);
    for (std::size_t head = 0; head < queue.size(); ++head) {
      if (cancelled()) return false;
      for_each_neighbour(map, around, queue[head], [&](int n) {
        if (out.label[n] >= 0 || !map.passable(n)) return;
        out.label[n] = label;
        queue.push_back(n);
      });
    }
    out.size.push_back(static_cast<int>(queue.size()));
  }
  return true;
}

}  // namespace pgw::cities

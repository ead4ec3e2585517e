// verifier.cpp — see verifier.hpp.
#include "assembly/verifier.hpp"

namespace pgw::assembly {

namespace {

std::string square(int x, int y) { return std::to_string(x) + ", " + std::to_string(y); }

}  // namespace

Verdict verify(const Ump& ump, const Plan& plan, const std::vector<Placement>& placed, int max_problems) {
  Verdict out;
  const auto problem = [&](std::string text) {
    if (static_cast<int>(out.problems.size()) < max_problems) out.problems.push_back(std::move(text));
  };
  const int stride = plan.width + 2;
  const auto on_map = [&](int x, int y) { return x >= 1 && y >= 1 && x <= plan.width && y <= plan.height; };

  // Fixed tiles: the first placements, in the plan's order and places.
  for (std::size_t i = 0; i < plan.fixed.size(); ++i) {
    const Placement& want = plan.fixed[i];
    if (i >= placed.size() || placed[i].tile != want.tile || placed[i].x != want.x || placed[i].y != want.y)
      problem("the fixed tile " + ump.tiles[want.tile].id + " is not at " + std::to_string(want.x) + " " +
              std::to_string(want.y));
  }

  // Solid cells: which placement covers each square.
  std::vector<int> owner(static_cast<std::size_t>(stride) * (plan.height + 2), -1);
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const Placement& p = placed[i];
    if (p.tile < 0 || p.tile >= static_cast<int>(ump.tiles.size())) {
      problem("placement " + std::to_string(i) + " names no tile");
      continue;
    }
    const Tile& tile = ump.tiles[p.tile];
    for (int ty = 0; ty < tile.height; ++ty)
      for (int tx = 0; tx < tile.width; ++tx) {
        if (!(tile.at(tx, ty) & kSolid)) continue;
        const int x = p.x + tx, y = p.y + ty;
        if (!on_map(x, y)) {
          problem(tile.id + " at " + std::to_string(p.x) + " " + std::to_string(p.y) + " has a solid square off the map");
          continue;
        }
        int& o = owner[static_cast<std::size_t>(y) * stride + x];
        if (o >= 0)
          problem("the square at " + square(x, y) + " is covered twice: " + ump.tiles[placed[o].tile].id + " and " +
                  tile.id);
        else
          o = static_cast<int>(i);
      }
  }
  for (int y = 1; y <= plan.height; ++y)
    for (int x = 1; x <= plan.width; ++x)
      if (owner[static_cast<std::size_t>(y) * stride + x] < 0) problem("the square at " + square(x, y) + " is not covered");

  // Ring requirements: met by the solid cell that ended up under them.
  for (const Placement& p : placed) {
    if (p.tile < 0 || p.tile >= static_cast<int>(ump.tiles.size())) continue;
    const Tile& tile = ump.tiles[p.tile];
    for (int ty = 0; ty < tile.height; ++ty)
      for (int tx = 0; tx < tile.width; ++tx) {
        const Mask need = tile.at(tx, ty);
        const int x = p.x + tx, y = p.y + ty;
        if ((need & kSolid) || need == kAnyLetter || !on_map(x, y)) continue;
        const int o = owner[static_cast<std::size_t>(y) * stride + x];
        if (o < 0) continue;  // reported as not covered
        const Placement& q = placed[o];
        const Tile& other = ump.tiles[q.tile];
        if ((other.at(x - q.x, y - q.y) & need & ~kSolid) == 0)
          problem(tile.id + " at " + std::to_string(p.x) + " " + std::to_string(p.y) + " needs a neighbour at " +
                  square(x, y) + " that " + other.id + " does not give");
      }
  }

  // Counts of the copies beyond the fixed ones.
  std::vector<int> copies(ump.tiles.size(), 0);
  for (std::size_t i = plan.fixed.size(); i < placed.size(); ++i)
    if (placed[i].tile >= 0 && placed[i].tile < static_cast<int>(ump.tiles.size())) ++copies[placed[i].tile];
  for (std::size_t t = 0; t < ump.tiles.size(); ++t)
    if (copies[t] < plan.min[t] || copies[t] > plan.max[t])
      problem(ump.tiles[t].id + " is placed " + std::to_string(copies[t]) + " times; the plan asks for " +
              std::to_string(plan.min[t]) + " to " + std::to_string(plan.max[t]));
  return out;
}

}  // namespace pgw::assembly

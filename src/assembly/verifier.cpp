// verifier.cpp — see verifier.hpp.
#include "assembly/verifier.hpp"

namespace pgw::assembly {

namespace {

std::string square(int x, int y) { return std::to_string(x) + ", " + std::to_string(y); }
std::string at(const Placement& p) { return std::to_string(p.x) + " " + std::to_string(p.y); }

}  // namespace

Verdict verify(const Ump& ump, const Plan& plan, const std::vector<Placement>& placed, int max_problems) {
  Verdict out;
  const auto problem = [&](std::string text) {
    if (static_cast<int>(out.problems.size()) < max_problems) out.problems.push_back(std::move(text));
  };
  const bool engine = plan.mode == Mode::Engine;
  const std::size_t fixed = plan.fixed.size();
  // Between two fixed tiles the file may disagree with itself: the game lets it through (Engine).
  const auto own_business = [&](std::size_t a, std::size_t b) { return engine && a < fixed && b < fixed; };
  const int stride = plan.width + 2;
  const auto on_map = [&](int x, int y) { return x >= 1 && y >= 1 && x <= plan.width && y <= plan.height; };
  const auto in_grid = [&](int x, int y) { return x >= 0 && y >= 0 && x <= plan.width + 1 && y <= plan.height + 1; };
  const auto cell = [&](int x, int y) { return static_cast<std::size_t>(y) * stride + x; };

  // Fixed tiles: the first placements, in the plan's order and places.
  for (std::size_t i = 0; i < fixed; ++i) {
    const Placement& want = plan.fixed[i];
    if (i >= placed.size() || placed[i].tile != want.tile || placed[i].x != want.x || placed[i].y != want.y)
      problem("the fixed tile " + ump.tiles[want.tile].id + " is not at " + at(want));
  }
  for (std::size_t i = 0; i < placed.size(); ++i)
    if (placed[i].tile < 0 || placed[i].tile >= static_cast<int>(ump.tiles.size())) {
      problem("placement " + std::to_string(i) + " names no tile");
      return out;
    }

  // Solid cells: which placement covers each square (the first one: the game
  // keeps a square's first solid cell).
  std::vector<int> owner(static_cast<std::size_t>(stride) * (plan.height + 2), -1);
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const Placement& p = placed[i];
    const Tile& tile = ump.tiles[p.tile];
    if ((i >= fixed || !engine) &&
        (p.x < 0 || p.y < 0 || p.x + tile.width > plan.width + 2 || p.y + tile.height > plan.height + 2))
      problem(tile.id + " at " + at(p) + " reaches past the map's frame");
    for (int ty = 0; ty < tile.height; ++ty)
      for (int tx = 0; tx < tile.width; ++tx) {
        if (!(tile.at(tx, ty) & kSolid)) continue;
        const int x = p.x + tx, y = p.y + ty;
        if (!on_map(x, y)) {
          if (!own_business(i, i)) problem(tile.id + " at " + at(p) + " has a solid square off the map");
          continue;
        }
        int& o = owner[cell(x, y)];
        if (o < 0)
          o = static_cast<int>(i);
        else if (!own_business(static_cast<std::size_t>(o), i))
          problem("the square at " + square(x, y) + " is covered twice: " + ump.tiles[placed[o].tile].id + " and " +
                  tile.id);
      }
  }
  // The game checks nothing more when an assembly has only fixed tiles.
  if (!(engine && plan.fixed_only()))
    for (int y = 1; y <= plan.height; ++y)
      for (int x = 1; x <= plan.width; ++x)
        if (owner[cell(x, y)] < 0) problem("the square at " + square(x, y) + " is not covered");

  // Ring requirements: met by the solid cell that ended up under them.
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const Placement& p = placed[i];
    const Tile& tile = ump.tiles[p.tile];
    for (int ty = 0; ty < tile.height; ++ty)
      for (int tx = 0; tx < tile.width; ++tx) {
        const Mask need = tile.at(tx, ty);
        const int x = p.x + tx, y = p.y + ty;
        if ((need & kSolid) || need == kAnyLetter || !on_map(x, y)) continue;
        const int o = owner[cell(x, y)];
        if (o < 0 || own_business(i, static_cast<std::size_t>(o))) continue;  // not covered: said above
        const Placement& q = placed[o];
        const Tile& other = ump.tiles[q.tile];
        if ((other.at(x - q.x, y - q.y) & need & ~kSolid) == 0)
          problem(tile.id + " at " + at(p) + " needs a neighbour at " + square(x, y) + " that " + other.id +
                  " does not give");
      }
  }

  // The frame, as the game's map holds it: the fixed tiles' cells combined
  // there unchecked; then, in the map's order, every later tile's ring on a
  // frame cell must share a letter with what the cell holds by then (the
  // game's fit test; rings narrow the cell as they come).
  std::vector<Mask> frame(owner.size(), kAnyLetter);
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const Placement& p = placed[i];
    const Tile& tile = ump.tiles[p.tile];
    for (int ty = 0; ty < tile.height; ++ty)
      for (int tx = 0; tx < tile.width; ++tx) {
        const int x = p.x + tx, y = p.y + ty;
        const Mask t = tile.at(tx, ty);
        if (on_map(x, y) || !in_grid(x, y) || t == kAnyLetter) continue;
        Mask& m = frame[cell(x, y)];
        const bool solid = (m & kSolid) != 0;
        if (i >= fixed && ((solid && (m & t & ~kSolid) == 0) || (!solid && (m & t) == 0)))
          problem(tile.id + " at " + at(p) + " has '" + mask_text(t) + "' on the frame at " + square(x, y) +
                  ", where the rings and squares of the tiles before it leave '" + mask_text(m) + "'");
        if (!solid) m = (t & kSolid) ? t : (m & t);
      }
  }

  // Counts of the copies beyond the fixed ones.
  std::vector<int> copies(ump.tiles.size(), 0);
  for (std::size_t i = fixed; i < placed.size(); ++i) ++copies[placed[i].tile];
  for (std::size_t t = 0; t < ump.tiles.size(); ++t)
    if (copies[t] < plan.min[t] || copies[t] > plan.max[t])
      problem(ump.tiles[t].id + " is placed " + std::to_string(copies[t]) + " times; the plan asks for " +
              std::to_string(plan.min[t]) + " to " + std::to_string(plan.max[t]));
  return out;
}

}  // namespace pgw::assembly

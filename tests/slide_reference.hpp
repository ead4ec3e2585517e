// slide_reference.hpp — slow, obviously-correct versions for tests to compare against.
#pragma once

#include "core/rng.hpp"
#include "slide/model.hpp"

namespace pgw::slide::reference {

// The move computed block by block from block_paths(), not by apply().
inline State apply_by_paths(const Layout& layout, const State& state, Dir dir) {
  State next;
  for (const BlockPath& p : block_paths(layout, state, dir)) {
    if (p.player) next.player = static_cast<std::uint32_t>(p.to);
    else next.movers.set(p.to);
  }
  return next;
}

// Fewest moves to a win by iterative deepening over every move sequence
// (no memory of positions at all); -1 when none within max_depth.
inline bool win_within(const Layout& layout, const State& s, int depth) {
  if (is_won(layout, s)) return true;
  if (depth == 0) return false;
  for (Dir d : kDirs)
    if (win_within(layout, apply_by_paths(layout, s, d), depth - 1)) return true;
  return false;
}

inline int brute_force_distance(const Layout& layout, const State& s, int max_depth) {
  for (int depth = 0; depth <= max_depth; ++depth)
    if (win_within(layout, s, depth)) return depth;
  return -1;
}

inline Level random_level(Rng& rng, int width, int height, int stationary, int moving) {
  Level level = blank_level(width, height);
  auto free_cell = [&] {
    for (;;) {
      const int x = rng.between(0, width - 1), y = rng.between(0, height - 1);
      if (cell_at(level.layout, level.start, x, y) == Cell::Empty && cell_index(x, y) != level.layout.goal)
        return std::pair<int, int>(x, y);
    }
  };
  auto p = free_cell();
  set_cell(level, p.first, p.second, Cell::Player);
  for (int i = 0; i < stationary; ++i) {
    p = free_cell();
    set_cell(level, p.first, p.second, Cell::Stationary);
  }
  for (int i = 0; i < moving; ++i) {
    p = free_cell();
    set_cell(level, p.first, p.second, Cell::Moving);
  }
  return level;
}

}  // namespace pgw::slide::reference

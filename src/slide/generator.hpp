// generator.hpp — Slide levels that are always solvable, with a known par.
//
// For each random layout (player on the goal, stationary and moving blocks
// scattered), the generator maps every position reachable from it and labels
// each with its exact distance to a win. A position at distance d ≥ the
// target is a level whose optimal solution is exactly d moves; "hardest"
// takes the farthest. Positions that cannot reach a win are never chosen,
// so the seed's unsolvable levels cannot happen. When a layout has more
// positions than the budget maps, the map gives upper bounds and the chosen
// position's par is confirmed by an exact solve.
#pragma once

#include <cstdint>
#include <string>

#include "core/progress.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

struct Params {
  int width = 6;
  int height = 6;
  int min_moves = 8;           // 1–40
  int stationary_percent = 20; // of the cells, 0–60
  int moving_percent = 15;     // of the cells, 0–60
  bool hardest = false;

  bool operator==(const Params& o) const {
    return width == o.width && height == o.height && min_moves == o.min_moves &&
           stationary_percent == o.stationary_percent && moving_percent == o.moving_percent &&
           hardest == o.hardest;
  }
};

constexpr int kMinMovesLimit = 40;
constexpr int kMaxPercent = 60;
constexpr int kMaxFilledPercent = 80;

// Empty when the parameters are usable; else what is wrong, naming the value.
std::string check_params(const Params& params);

// Search limits: layouts tried, positions mapped per layout, positions kept
// by one confirming solve, positions in all.
struct Budget {
  int max_boards = 4000;
  std::uint64_t states_per_board = 200'000;
  std::uint64_t confirm_states = 2'000'000;
  std::uint64_t total_states = 30'000'000;
};

struct Generated {
  Level level;
  int optimal_moves = 0;
  bool target_met = false;  // false: the best level found is below min_moves
  bool cancelled = false;   // true: nothing usable, keep what you had
  bool found = false;       // false: no solvable position at all (only if cancelled early)
  bool whole_space_mapped = false;  // every position of the layout was mapped: "hardest" is exact
  int boards_tried = 0;
  std::uint64_t states_explored = 0;
  double ms = 0;
};

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget = {});

}  // namespace pgw::slide

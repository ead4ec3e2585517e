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
//
// Climbing (params "climb", implied by a difficulty): random layouts rarely
// hold deep positions (10×10 at the default densities: a few hundred
// layouts, and none past 17 moves), so after a few layouts sampled as above
// the generator climbs, as twanvl's ice-sliding puzzle maker does: it
// changes the best level found so far — moves the player, a moving block or
// a stationary block to another free cell, or swaps a stationary and a
// moving block; mostly onto a cell the player slides through in the current
// optimal solution, which blocks it — solves the result exactly, and keeps
// the change when the par is no worse (or, for a band, no farther from the
// band's pars). The block counts never change, so the densities hold.
// After a change the climber may also jump to the deepest start of the new
// layout: layouts small enough are mapped whole after every change; larger
// ones get a partial map (its best few positions solved exactly) once the
// par is near the target and has grown since the last map. Now and then a
// change that loses one move is kept (plateaus of equal pars are left that
// way, as in simulated annealing), and a climb that stops improving starts
// again from a fresh layout, keeping the best level found. A
// level found while sampling is kept as it is, so a climbing recipe whose
// target the first layouts meet gives the old generator's level.
// A recipe without "climb" and without a difficulty runs the old generator
// unchanged, so old recipe links keep their levels.
//
// Climber 2 (params "climb2", levelgen's default since issue 23): the same
// climb, cheaper where the first one spent most of its positions. Its maps
// of part of a layout (too large to map whole) know which of their distances
// are exact: a position k moves from the start whose map distance d has
// k + d within the layers the map wholly expanded has every shortest way
// inside the map. The best such position is the jump's first pick (the
// first climber solved the deepest upper bounds, mostly positions on the
// map's rim whose true par is far lower, two million positions a solve), so
// partial maps, small or deep, now give jumps; an upper bound is solved only
// where it could beat the exact pick, and one at most. It samples two
// layouts before climbing instead of six (their partial maps rarely gave
// more than 15 moves at 10×10). Same seed, other levels than climber 1, so
// it has its own token: "climb" (and a band without "climb2") still runs
// climber 1, and dailies, collections and old links keep their levels.
#pragma once

#include <cstdint>
#include <string>

#include "core/difficulty.hpp"
#include "core/progress.hpp"
#include "slide/analysis.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

struct Params {
  int width = 6;
  int height = 6;
  int min_moves = 8;           // 1–40
  int stationary_percent = 20; // of the cells, 0–60
  int moving_percent = 15;     // of the cells, 0–60
  bool hardest = false;
  bool climb = false;          // sample a few layouts, then climb (implied by a difficulty)
  int climber = 1;             // with climb: which climbing generator, 1 ("climb") or 2 ("climb2")
  Difficulty difficulty = Difficulty::Any;  // a band (slide/analysis.hpp); Any: par only

  bool operator==(const Params& o) const {
    return width == o.width && height == o.height && min_moves == o.min_moves &&
           stationary_percent == o.stationary_percent && moving_percent == o.moving_percent &&
           hardest == o.hardest && climb == o.climb && climber == o.climber && difficulty == o.difficulty;
  }
};

constexpr int kMinMovesLimit = 40;
constexpr int kClimber = 2;  // the newest climbing generator (levelgen's)
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
  // Climbing: layouts sampled first, positions one climbing step's solve may
  // keep (at most), and positions in all (sampling included).
  int climb_after_boards = 6;   // climber 1
  int climb2_after_boards = 2;  // climber 2
  std::uint64_t climb_step_states = 1'500'000;
  std::uint64_t climb_total_states = 60'000'000;
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
  int climb_steps = 0;      // levels changed and solved while climbing
  int climb_accepted = 0;   // of them, kept
  int climb_restarts = 0;   // climbs started again from a fresh layout after stalling
  int climb_jumps = 0;      // deeper starts taken from a map of the level's layout
  // With a difficulty: the analysis the band was checked with (kBandBudget);
  // otherwise status Unsolvable and empty (see analyse()).
  Analysis analysis;
  double ms = 0;
};

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget = {});

}  // namespace pgw::slide

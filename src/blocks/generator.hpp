// generator.hpp — Blocks levels of a known, exact par.
//
// Every level comes out of a cluster map (blocks/solver.hpp): the cluster of
// a board is mapped whole and each position labelled with its exact distance
// to a win, so a position at distance d is a level of par exactly d. A
// random board's farthest position is Fogleman's "unsolve"; random boards
// rarely hold deep ones, so the generator climbs over boards, as simulated
// annealing does: it changes the current board (moves a piece to another
// free place on its line or anywhere, removes one, adds one, changes a
// shape, moves a wall), maps the new board's cluster, and goes on from that
// cluster's farthest position when it is no shallower, or now and then when
// it is (less often as the climb cools). A climb that stalls starts again
// from a fresh board, keeping the deepest level found.
//
// All of it is counted in positions mapped (never in time), so a recipe
// makes the same level in every build.
#pragma once

#include <cstdint>
#include <string>

#include "blocks/model.hpp"
#include "core/difficulty.hpp"
#include "core/progress.hpp"

namespace pgw::blocks {

struct Params {
  Rules rules = Rules::Rush;
  int width = 6;
  int height = 6;
  int min_moves = 20;  // without a difficulty: the fewest optimal moves
  int walls = 0;  // Rush: fixed 1×1 cells
  Difficulty difficulty = Difficulty::Any;  // a band of pars (difficulty_band); min_moves then unused

  bool operator==(const Params& o) const {
    return rules == o.rules && width == o.width && height == o.height && min_moves == o.min_moves &&
           walls == o.walls && difficulty == o.difficulty;
  }
};

constexpr int kMinMovesLimit = 150;
constexpr int kMaxWalls = 8;

// Empty when the parameters are usable; else what is wrong, naming the value.
std::string check_params(const Params& params);

// The band of optimal moves a difficulty means for the rules and the size
// (more cells, deeper bands); Expert has no upper end (hi = -1).
struct Band {
  int lo = 1, hi = -1;
};
Band difficulty_band(Rules rules, int width, int height, Difficulty difficulty);
// The grade of a par on that board: Easy…Expert.
Difficulty grade_of(Rules rules, int width, int height, int moves);

// Climbs run side by side (generator.cpp): always this many, whatever the
// threads, so a recipe's level does not depend on them.
constexpr int kClimbers = 2;
constexpr int kRoundAttempts = 48;  // changes each climber tries between checks

struct Budget {
  // A board whose cluster is larger is passed over (0: by the rules, scaled
  // with the cells: 40,000 for 6×6 Rush, 25,000 for 4×5 Klotski — deep
  // clusters are smaller, and the large ones cost the most: on seeds
  // 1000–1009 of 6×6 --min-moves 40 a cap of 300,000 mapped 3× as many
  // positions before the target, 15,000 2×).
  std::uint64_t cluster_states = 0;
  std::uint64_t total_states = 400'000'000;   // positions mapped in all
  // Positions mapped with no deeper level found before giving up (0: by the
  // size, 60 million for 6×6; a target beyond the size's deepest would
  // otherwise run to total_states).
  std::uint64_t give_up_states = 0;
  int stall = 300;                            // boards tried without a deeper one before starting again
  int threads = 1;                            // climbers run on up to this many threads (never in wasm)
};

struct Generated {
  Board level;
  int optimal_moves = 0;
  int steps = 0;              // unit steps of an optimal solution
  bool target_met = false;    // the par reached min_moves (and the band)
  bool found = false;         // a solvable level (the deepest so far when the target is not met)
  bool cancelled = false;
  std::uint64_t cluster_size = 0;  // positions of the level's cluster
  std::uint64_t cluster_wins = 0;  // of them, won
  int cluster_deepest = 0;         // the cluster's farthest distance
  int boards = 0;                  // boards mapped
  int restarts = 0;
  int repeats = 0;                 // changes passed over: the board stayed in its cluster
  std::uint64_t states = 0;        // positions mapped in all
  double ms = 0;
};

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget = {});

// The proof of a par, as JSON: "cluster" (mapped whole: size, wins, the
// level's distance, breadth-first from every win) for generated levels.
std::string certificate_json(const Generated& g);

}  // namespace pgw::blocks

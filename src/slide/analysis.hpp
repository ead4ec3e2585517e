// analysis.hpp — what makes a Slide level hard, its band, and hints.
//
// A tilt puzzle is hard for more than its par (the optimal move count):
//   traps          reachable positions from which the goal can no longer be
//                  reached (a player who drifts there must undo or restart);
//   first moves    how many of the four tilts begin an optimal solution (one
//                  means there is no slack from the very start);
//   solutions      how many distinct optimal move sequences there are.
// Traps need the whole reachable set; it is mapped up to a budget, and past
// it only positions whose every continuation was mapped are counted, so the
// count is exact when `complete` and a lower bound otherwise.
//
// Bands combine them as points: score = par + trap points + choice points,
//   trap points    0 without traps; 2 when under 10% of the mapped positions
//                  are traps, 4 under 30%, 6 from 30% on;
//   choice points  3 when a single first move is optimal (1 when two are),
//                  plus 3 when the optimal solution is unique (1 when there
//                  are at most 4);
// easy: score under 10, medium 10–19, hard 20–29, expert 30 and over. The
// band is always computed with kBandBudget, so a level's band is the same
// wherever it is computed (generator, describe, CLI).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/difficulty.hpp"
#include "core/progress.hpp"
#include "slide/model.hpp"
#include "slide/solver.hpp"

namespace pgw::slide {

constexpr std::uint64_t kBandBudget = 400'000;     // positions mapped to count traps
constexpr std::uint64_t kPathsBudget = 4'000'000;  // positions the optimal-paths search may keep

struct Analysis {
  SolveStatus status = SolveStatus::Unsolvable;  // Solved: the figures below hold
  int par = 0;
  int optimal_first_moves = 0;       // of the four tilts
  unsigned first_moves = 0;          // bit per Dir
  std::uint64_t optimal_solutions = 0;  // capped at kManySolutions
  std::uint64_t positions = 0;       // reachable positions mapped (the start included)
  std::uint64_t traps = 0;           // of them, from which the goal cannot be reached
  bool complete = false;             // all reachable positions mapped: traps is exact
  int score = 0;                     // the band's points
  Difficulty band = Difficulty::Any;  // when Solved
  std::vector<Dir> moves;            // one optimal solution
};

// `map_budget` bounds the map for traps; the optimal paths search keeps up to kPathsBudget.
Analysis analyse(const Layout& layout, const State& start, Progress* progress = nullptr,
                 std::uint64_t map_budget = kBandBudget);

int band_score(int par, std::uint64_t positions, std::uint64_t traps, int optimal_first_moves,
               std::uint64_t optimal_solutions);
Difficulty band_of_score(int score);
// The scores of a band, [lo, hi] (hi large for expert).
void band_scores(Difficulty band, int& lo, int& hi);
// The pars a level of the band can have: score lies in [par, par + 12].
void band_pars(Difficulty band, int& lo, int& hi);

// The certificate as a JSON object: {"solvable","par","optimal_first_moves",
// "first_moves":"UL","optimal_solutions","positions","traps","traps_exact",
// "score","band"}.
std::string analysis_json(const Analysis& analysis);

// Where each tilt leads from a position.
struct MoveOutcome {
  Dir dir = Dir::Up;
  bool moves = false;     // the tilt changes the position
  SolveStatus status = SolveStatus::Unsolvable;  // of the position it leads to
  int to_goal = 0;        // moves to the goal from there, when Solved
};

struct Hint {
  SolveStatus status = SolveStatus::Unsolvable;  // Solved: `best` is optimal; Unsolvable: no way to the goal
  bool won = false;       // the position is already won
  int to_goal = 0;        // optimal moves from the position
  Dir best = Dir::Up;     // an optimal move (the first of U D L R among equals)
  std::array<MoveOutcome, 4> outcomes{};  // indexed by Dir
  std::string text;       // "Up: 7 moves to the goal from there; left and right lead to …"
};

// Solves the position after each tilt (each search within `budget`).
Hint hint(const Layout& layout, const State& state, Progress* progress = nullptr,
          std::uint64_t budget = kDefaultSolveBudget);
std::string hint_json(const Hint& hint);

}  // namespace pgw::slide

// solver.hpp — optimal solutions and whole state spaces for Slide.
//
// solve() is a breadth-first search from one position to the nearest win;
// explore() maps every position reachable from a start, and
// distances_to_win() then gives each one its exact optimal move count (the
// way Fogleman's Rush Hour database finds its hardest positions). Both take
// the Progress handle, poll cancel every few thousand positions, and stop at
// a budget instead of running out of memory.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/progress.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

// Positions kept at once, at 32 bytes each plus index tables.
constexpr std::uint64_t kDefaultSolveBudget = 8'000'000;

enum class SolveStatus { Solved, Unsolvable, TooLarge, Cancelled };
const char* to_string(SolveStatus status);

struct SolveResult {
  SolveStatus status = SolveStatus::Unsolvable;
  std::vector<Dir> moves;  // an optimal solution, when Solved (empty if already won)
  std::uint64_t states_explored = 0;
};

// While one is alive on a thread, the searches below keep their working
// memory (hash tables, position lists, maps given back by recycle()) for the
// next call on that thread instead of giving it back after each: the
// generator's thousands of solves and maps reuse it instead of asking the
// system for fresh pages. Released when the thread's last one ends. Native
// builds only (in wasm it keeps nothing: the app's memory is fixed, and its
// allocator never returns memory anyway). Only speed changes.
class SolverWorkspace {
 public:
  SolverWorkspace();
  ~SolverWorkspace();
  SolverWorkspace(const SolverWorkspace&) = delete;
  SolverWorkspace& operator=(const SolverWorkspace&) = delete;
};

SolveResult solve(const Layout& layout, const State& start, Progress* progress,
                  std::uint64_t budget = kDefaultSolveBudget);

// Every optimal solution at once: a breadth-first search from the start that
// counts, for each position, the shortest move sequences reaching it and the
// first moves they begin with, up to the layer where the goal is first met.
constexpr std::uint64_t kManySolutions = std::uint64_t{1} << 62;  // counts saturate here
struct OptimalPaths {
  SolveStatus status = SolveStatus::Unsolvable;
  int par = 0;                        // when Solved
  unsigned first_moves = 0;           // bit per Dir: a first move some optimal solution begins with
  std::uint64_t solutions = 0;        // optimal move sequences (capped at kManySolutions)
  std::vector<Dir> moves;             // one optimal solution
  std::uint64_t states_explored = 0;
};
OptimalPaths optimal_paths(const Layout& layout, const State& start, Progress* progress,
                           std::uint64_t budget = kDefaultSolveBudget);

// Every position reachable from a start, with the four successors of each.
struct StateGraph {
  std::vector<State> states;  // states[0] is the start
  std::vector<std::array<std::uint32_t, 4>> next;  // indexed by Dir
  std::vector<std::uint32_t> wins;  // the won states' indices, in order
  bool complete = false;  // false: stopped at the budget or by cancel
};

StateGraph explore(const Layout& layout, const State& start, Progress* progress, std::uint64_t budget);
// Gives a map's memory back: the thread's next explore() reuses it, while a
// SolverWorkspace is alive there (else it is simply freed).
void recycle(StateGraph&& graph);

constexpr std::uint16_t kNoWin = 0xFFFF;
// Optimal moves to a win from each state of a complete graph (kNoWin where
// no win can be reached). Polls `progress` as it goes and stops early, with
// an incomplete answer, once it is cancelled.
std::vector<std::uint16_t> distances_to_win(const Layout& layout, const StateGraph& graph,
                                            Progress* progress = nullptr);

}  // namespace pgw::slide

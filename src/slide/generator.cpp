#include "slide/generator.hpp"

#include <chrono>
#include <vector>

#include "core/rng.hpp"
#include "slide/solver.hpp"

namespace pgw::slide {

std::string check_params(const Params& p) {
  auto range = [](const char* what, int value, int lo, int hi) -> std::string {
    if (value >= lo && value <= hi) return "";
    return std::string(what) + " " + std::to_string(value) + " is out of range " + std::to_string(lo) +
           "–" + std::to_string(hi);
  };
  std::string e;
  if (!(e = range("width", p.width, kMinSide, kMaxSide)).empty()) return e;
  if (!(e = range("height", p.height, kMinSide, kMaxSide)).empty()) return e;
  if (!(e = range("minimum moves", p.min_moves, 1, kMinMovesLimit)).empty()) return e;
  if (!(e = range("stationary density", p.stationary_percent, 0, kMaxPercent)).empty()) return e + "%";
  if (!(e = range("moving density", p.moving_percent, 0, kMaxPercent)).empty()) return e + "%";
  if (p.stationary_percent + p.moving_percent > kMaxFilledPercent)
    return "stationary " + std::to_string(p.stationary_percent) + "% + moving " +
           std::to_string(p.moving_percent) + "% fills more than " + std::to_string(kMaxFilledPercent) +
           "% of the board";
  return "";
}

namespace {

// Player on the goal (a won position), then blocks on random free cells.
Level random_layout(const Params& p, Rng& rng) {
  Level level = blank_level(p.width, p.height);
  const int cells = p.width * p.height;
  std::vector<int> free_cells;
  for (int y = 0; y < p.height; ++y)
    for (int x = 0; x < p.width; ++x)
      if (cell_index(x, y) != level.layout.goal) free_cells.push_back(cell_index(x, y));
  rng.shuffle(free_cells.data(), free_cells.size());
  const int stationary = (cells * p.stationary_percent + 50) / 100;
  const int moving = (cells * p.moving_percent + 50) / 100;
  std::size_t next = 0;
  for (int i = 0; i < stationary && next < free_cells.size(); ++i) level.layout.walls.set(free_cells[next++]);
  for (int i = 0; i < moving && next < free_cells.size(); ++i) level.start.movers.set(free_cells[next++]);
  return level;
}

}  // namespace

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget) {
  const auto t0 = std::chrono::steady_clock::now();
  Generated out;
  Rng rng(seed);
  int best_distance = -1;
  progress.set_phase("mapping layouts");

  while (out.boards_tried < budget.max_boards && out.states_explored < budget.total_states) {
    if (progress.cancelled()) break;
    ++out.boards_tried;
    Level level = random_layout(params, rng);
    const StateGraph graph = explore(level.layout, level.start, &progress, budget.states_per_board);
    out.states_explored += graph.states.size();
    progress.set_counter(0, "boards tried", static_cast<std::uint64_t>(out.boards_tried));
    progress.set_counter(1, "states explored", out.states_explored);
    progress.set_fraction(std::max(static_cast<double>(out.boards_tried) / budget.max_boards,
                                   static_cast<double>(out.states_explored) / budget.total_states));
    if (!graph.complete) continue;  // too large to label exactly, or cancelled

    const std::vector<std::uint16_t> dist = distances_to_win(level.layout, graph);
    std::uint32_t farthest = 0;
    int far = 0;
    for (std::uint32_t s = 0; s < dist.size(); ++s)
      if (dist[s] != kNoWin && dist[s] > far) {
        far = dist[s];
        farthest = s;
      }
    if (far > best_distance && far > 0) {  // the fallback offer, should the target be out of reach
      best_distance = far;
      out.level = level;
      out.level.start = graph.states[farthest];
      out.optimal_moves = far;
      out.found = true;
    }
    if (far < params.min_moves) continue;
    std::uint32_t pick = farthest;
    if (!params.hardest) {  // any position at or past the target, chosen by the seed
      std::vector<std::uint32_t> picks;
      for (std::uint32_t s = 0; s < dist.size(); ++s)
        if (dist[s] != kNoWin && dist[s] >= params.min_moves) picks.push_back(s);
      pick = picks[rng.below(static_cast<std::uint32_t>(picks.size()))];
    }
    out.level = level;
    out.level.start = graph.states[pick];
    out.optimal_moves = dist[pick];
    out.target_met = true;
    break;
  }
  out.cancelled = progress.cancelled();
  if (!out.cancelled) progress.set_fraction(1.0);
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace pgw::slide

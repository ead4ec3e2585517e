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
    if (progress.cancelled()) break;

    // On a complete map the distances are exact. On a partial one they are
    // upper bounds (real paths inside the map; a shorter one may leave it),
    // so the chosen position's par is then confirmed by an exact solve.
    const std::vector<std::uint16_t> dist = distances_to_win(level.layout, graph, &progress);
    if (progress.cancelled()) break;
    std::uint32_t pick = 0;
    int far = 0;
    for (std::uint32_t s = 0; s < dist.size(); ++s)
      if (dist[s] != kNoWin && dist[s] > far) {
        far = dist[s];
        pick = s;
      }
    if (far == 0) continue;
    if (!params.hardest && far >= params.min_moves) {  // any position at or past the target
      std::vector<std::uint32_t> picks;
      for (std::uint32_t s = 0; s < dist.size(); ++s)
        if (dist[s] != kNoWin && dist[s] >= params.min_moves) picks.push_back(s);
      pick = picks[rng.below(static_cast<std::uint32_t>(picks.size()))];
    }
    int par = dist[pick];
    if (!graph.complete) {
      progress.set_phase("confirming par");
      const SolveResult r = solve(level.layout, graph.states[pick], &progress, budget.confirm_states);
      out.states_explored += r.states_explored;
      progress.set_counter(1, "states explored", out.states_explored);
      progress.set_phase("mapping layouts");
      if (r.status != SolveStatus::Solved || r.moves.empty()) continue;
      par = static_cast<int>(r.moves.size());
    }
    const bool meets = par >= params.min_moves;
    if (meets || par > out.optimal_moves) {  // the target, or a better fallback offer
      out.level = level;
      out.level.start = graph.states[pick];
      out.optimal_moves = par;
      out.whole_space_mapped = graph.complete;
      out.found = true;
    }
    if (meets) {
      out.target_met = true;
      break;
    }
  }
  out.cancelled = progress.cancelled();
  if (!out.cancelled) progress.set_fraction(1.0);
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace pgw::slide

#include "slide/generator.hpp"

#include <algorithm>
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
  if (p.difficulty != Difficulty::Any) {
    if (p.hardest) return std::string("hardest and a difficulty (") + difficulty_name(p.difficulty) + ") do not go together";
    int lo = 0, hi = 0;
    band_pars(p.difficulty, lo, hi);
    if (p.min_moves > hi)
      return "minimum moves " + std::to_string(p.min_moves) + " is more than a" +
             (p.difficulty == Difficulty::Easy || p.difficulty == Difficulty::Expert ? "n " : " ") +
             difficulty_name(p.difficulty) + " level's par can be (at most " + std::to_string(hi) + ")";
  }
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

namespace {

// The pars a level must have: [min_moves, ∞), or the band's pars from min_moves on.
void par_window(const Params& p, int& lo, int& hi) {
  lo = p.min_moves;
  hi = 1 << 20;
  if (p.difficulty == Difficulty::Any) return;
  int band_lo = 0;
  band_pars(p.difficulty, band_lo, hi);
  lo = std::max(lo, band_lo);
}

// How far a par is from the window (0: inside).
int window_distance(int par, int lo, int hi) { return par < lo ? lo - par : par > hi ? par - hi : 0; }

// A level being climbed: its exact par and one optimal solution.
struct Climbing {
  Level level;
  int par = 0;
  std::uint64_t states = 0;      // positions its solve kept
  std::vector<Dir> moves;
  std::vector<int> path;         // cells the player slides through, in order
};

std::vector<int> player_path(const Level& level, const std::vector<Dir>& moves) {
  std::vector<int> cells;
  State s = level.start;
  for (Dir d : moves) {
    for (const BlockPath& p : block_paths(level.layout, s, d)) {
      if (!p.player) continue;
      int x = cell_x(p.from), y = cell_y(p.from);
      const int tx = cell_x(p.to), ty = cell_y(p.to);
      while (x != tx || y != ty) {
        x += (tx > x) - (tx < x);
        y += (ty > y) - (ty < y);
        cells.push_back(cell_index(x, y));
      }
    }
    s = apply(level.layout, s, d);
  }
  return cells;
}

// One change to a level: the player, a moving block or a stationary block to
// another free cell, or a stationary and a moving block swapped. Mostly the
// new cell is on the player's path (blocking the current solution).
Level mutate(const Level& level, const std::vector<int>& path, Rng& rng) {
  Level m = level;
  const Layout& l = level.layout;
  std::vector<int> empty, movers, walls;
  for (int y = 0; y < l.height; ++y)
    for (int x = 0; x < l.width; ++x) {
      const int i = cell_index(x, y);
      switch (cell_at(l, level.start, x, y)) {
        case Cell::Empty:
          if (i != l.goal) empty.push_back(i);
          break;
        case Cell::Moving: movers.push_back(i); break;
        case Cell::Stationary: walls.push_back(i); break;
        case Cell::Player: break;
      }
    }
  if (empty.empty()) return m;
  int kind = static_cast<int>(rng.below(4));
  int to = empty[rng.below(static_cast<std::uint32_t>(empty.size()))];
  constexpr unsigned kOnPathPercent = 80;
  if (!path.empty() && rng.below(100) < kOnPathPercent) {
    const int c = path[rng.below(static_cast<std::uint32_t>(path.size()))];
    if (c != l.goal && cell_at(l, level.start, cell_x(c), cell_y(c)) == Cell::Empty) {
      to = c;
      if (kind == 0 || kind == 3) kind = 1 + static_cast<int>(rng.below(2));  // put a block there
    }
  }
  if (kind == 1 && movers.empty()) kind = 2;
  if (kind == 2 && walls.empty()) kind = movers.empty() ? 0 : 1;
  if (kind == 3 && (movers.empty() || walls.empty())) kind = 0;
  switch (kind) {
    case 0: m.start.player = static_cast<std::uint32_t>(to); break;
    case 1: {
      const int from = movers[rng.below(static_cast<std::uint32_t>(movers.size()))];
      m.start.movers.clear(from);
      m.start.movers.set(to);
      break;
    }
    case 2: {
      const int from = walls[rng.below(static_cast<std::uint32_t>(walls.size()))];
      m.layout.walls.clear(from);
      m.layout.walls.set(to);
      break;
    }
    default: {
      const int wall = walls[rng.below(static_cast<std::uint32_t>(walls.size()))];
      const int mover = movers[rng.below(static_cast<std::uint32_t>(movers.size()))];
      m.layout.walls.clear(wall);
      m.start.movers.clear(mover);
      m.layout.walls.set(mover);
      m.start.movers.set(wall);
      break;
    }
  }
  return m;
}

// Replays `moves`: the number of moves after which the level is won, or -1.
int replay_wins_after(const Level& level, const std::vector<Dir>& moves) {
  State s = level.start;
  if (is_won(level.layout, s)) return 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    s = apply(level.layout, s, moves[i]);
    if (is_won(level.layout, s)) return static_cast<int>(i + 1);
  }
  return -1;
}

void report(Progress& progress, const Generated& out, const Budget& budget) {
  progress.set_counter(0, "boards tried", static_cast<std::uint64_t>(out.boards_tried));
  progress.set_counter(1, "states explored", out.states_explored);
  if (out.climb_steps) progress.set_counter(2, "climbing steps", static_cast<std::uint64_t>(out.climb_steps));
  progress.set_fraction(static_cast<double>(out.states_explored) / budget.climb_total_states);
}

// A band asked for: analyse a level whose par is in the window; true when its band is the one asked.
bool band_met(const Params& params, const Level& level, Progress& progress, Generated& out) {
  if (params.difficulty == Difficulty::Any) return true;
  Analysis a = analyse(level.layout, level.start, &progress, kBandBudget);
  out.states_explored += a.positions;
  if (a.status != SolveStatus::Solved || a.band != params.difficulty) return false;
  out.analysis = std::move(a);
  return true;
}

// Solves `level` exactly into `into` (false when it cannot within `cap`).
bool solve_into(const Level& level, Climbing& into, Progress& progress, std::uint64_t cap, Generated& out) {
  const SolveResult r = solve(level.layout, level.start, &progress, cap);
  out.states_explored += r.states_explored;
  if (r.status != SolveStatus::Solved) return false;
  into.level = level;
  into.par = static_cast<int>(r.moves.size());
  into.states = r.states_explored;
  into.moves = r.moves;
  into.path = player_path(level, r.moves);
  return true;
}

constexpr std::uint32_t kNoPick = 0xFFFFFFFFu;

// A map whose memory the next one reuses (slide::recycle) once it goes out of scope.
struct Map {
  StateGraph graph;
  Map(const Map&) = delete;
  Map& operator=(const Map&) = delete;
  explicit Map(StateGraph&& g) : graph(std::move(g)) {}
  ~Map() { recycle(std::move(graph)); }
};

// A position closer to the window than another, or as close and deeper
// (within the window: as deep as it allows).
bool nearer(int a, int b, int lo, int hi) {
  const int da = window_distance(a, lo, hi), db = window_distance(b, lo, hi);
  return da < db || (da == db && std::min(a, hi) > std::min(b, hi));
}

// The best start a layout offers, from a map of the positions reachable
// from `level.start` (at most `map_states`), solved exactly into `into`. A
// complete map's distances are exact: its best position is solved for its
// moves only. A partial one's are upper bounds (a shorter way may leave the
// map), so its `tries` best positions are solved and the best one kept.
// With `exact_first` (climber 2), a partial map's distance is known to be
// exact where the whole way lies inside the map: for a position k moves from
// the start whose map distance d has k + d at most the first layer the map
// did not wholly expand. The best such position is solved first, and an
// upper bound that could not beat the par found is not solved at all.
// False when no position was solved; `complete` tells whether the map was.
bool best_in_map(const Level& level, int lo, int hi, std::uint64_t map_states, int tries, bool exact_first,
                 Progress& progress, const Budget& budget, Generated& out, Climbing& into, bool& complete) {
  const Map map(explore(level.layout, level.start, &progress, map_states));
  const StateGraph& graph = map.graph;
  out.states_explored += graph.states.size();
  complete = graph.complete;
  if (progress.cancelled()) return false;
  const std::vector<std::uint16_t> dist = distances_to_win(level.layout, graph, &progress);
  if (progress.cancelled()) return false;
  std::vector<std::uint32_t> picks;
  for (std::uint32_t s = 0; s < dist.size(); ++s)
    if (dist[s] != kNoWin && dist[s] != 0) picks.push_back(s);
  const auto first = [&](std::uint32_t a, std::uint32_t b) {
    return nearer(dist[a], dist[b], lo, hi) || (!nearer(dist[b], dist[a], lo, hi) && a < b);
  };
  std::vector<std::uint32_t> order;  // the positions to solve, in turn
  if (exact_first && !graph.complete && !picks.empty()) {
    // Moves from the start: the map is in breadth-first order, so a
    // position's first parent in it is one of its nearest.
    std::vector<std::uint16_t> depth(graph.states.size(), kNoWin);
    depth[0] = 0;
    for (std::uint32_t s = 0; s < graph.next.size(); ++s) {
      if ((s & 1023) == 0 && progress.cancelled()) return false;
      for (std::uint32_t n : graph.next[s])
        if (depth[n] == kNoWin) depth[n] = static_cast<std::uint16_t>(depth[s] + 1);
    }
    const int expanded = graph.next.size() < depth.size() ? depth[graph.next.size()] : kNoWin;
    std::uint32_t exact = kNoPick;
    for (std::uint32_t s : picks)
      if (depth[s] + dist[s] <= expanded && (exact == kNoPick || first(s, exact))) exact = s;
    if (exact != kNoPick) order.push_back(exact);
  }
  const std::size_t n = std::min<std::size_t>(picks.size(), graph.complete ? 1 : static_cast<std::size_t>(tries));
  std::partial_sort(picks.begin(), picks.begin() + static_cast<std::ptrdiff_t>(n), picks.end(), first);
  order.insert(order.end(), picks.begin(), picks.begin() + static_cast<std::ptrdiff_t>(n));
  bool found = false;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i > 0 && order[i] == order[0]) continue;
    // An upper bound no deeper than a par found (not above the window) cannot beat it.
    if (exact_first && found && dist[order[i]] <= into.par && into.par <= hi) continue;
    Level at = level;
    at.start = graph.states[order[i]];
    Climbing solved;
    if (!solve_into(at, solved, progress, budget.confirm_states, out)) continue;
    if (!found || nearer(solved.par, into.par, lo, hi)) into = std::move(solved);
    found = true;
  }
  return found;
}

// A fresh level to climb from: a random layout's best mapped position.
bool sample_one(const Params& params, int lo, int hi, Rng& rng, Progress& progress, const Budget& budget,
                Generated& out, Climbing& into) {
  bool complete = false;
  return best_in_map(random_layout(params, rng), lo, hi, budget.states_per_board, 1, params.climber >= 2, progress,
                     budget, out, into, complete);
}

// The climbing phase, from the best level sampling found (see generator.hpp).
void climb(const Params& params, Rng& rng, Progress& progress, const Budget& budget, Generated& out) {
  int lo = 0, hi = 0;
  par_window(params, lo, hi);
  progress.set_phase("climbing");
  // Climbs that stall are restarted from a fresh layout (the best level is
  // kept): how long a climb takes to reach a deep target varies a lot, so
  // several short ones find it sooner than one long one. The figures below
  // were measured on 10x10 at the default densities, seeds 1-10: a smaller
  // deep map or fewer solves of it did no better for --min-moves 25 and
  // worse for 35; a shorter stall or an earlier deep map did no better.
  constexpr std::uint64_t kStall = 12'000'000;  // positions without a better par in this climb, on 10x10
  constexpr std::uint64_t kLeastStepStates = 100'000;
  constexpr std::uint64_t kHardestPatience = 10'000'000;  // hardest stops after this many positions without a deeper level
  constexpr std::uint64_t kSmallMap = 200'000;   // a layout this small is mapped whole after every change
  constexpr int kSmallMisses = 3;                // layouts too large to map whole before small maps stop
  // Positions of a deep map (a layout too large for a small one); climber 2's
  // are smaller, measured on seeds 1-10 and 2000-2009 (1.4 M: the same climbs,
  // cheaper; 1 M did no better).
  const std::uint64_t deep_map = params.climber >= 2 ? 1'400'000 : 2'000'000;
  constexpr int kDeepGap = 6;                    // deep maps start this many moves below the window
  constexpr int kDeepStep = 3;                   // and are made again once the par grew this much
  // Best positions of a partial deep map solved exactly (climber 2: its best exact one, then one more).
  const int deep_tries = params.climber >= 2 ? 1 : 3;
  constexpr unsigned kDownhillIn = 16;           // one change in this many may lose a move (below the window)
  // Smaller boards have far fewer positions a layout, so a climb there is
  // stuck after far fewer: below 10x10 the stall scales with the square of
  // the cells (4x4: 300 k positions, 7x7: 2.9 M; 10x10 and larger: 12 M).
  const std::uint64_t cells = static_cast<std::uint64_t>(params.width) * static_cast<std::uint64_t>(params.height);
  const std::uint64_t stall = std::min(kStall, std::max<std::uint64_t>(kLeastStepStates, kStall * cells * cells / 10'000));
  // A par that is a better answer than another.
  const auto closer = [&](int a, int b) {
    const int da = window_distance(a, lo, hi), db = window_distance(b, lo, hi);
    return da < db || (params.hardest && a > b);
  };
  Climbing cur;
  if (!solve_into(out.level, cur, progress, budget.climb_step_states, out)) return;
  int small_misses = 0;
  bool arrived = false;  // cur is the answer: in the window (and in its band)
  Climbing best;
  std::uint64_t best_at = 0;
  int run_best = 0;  // the best par of the current climb (since its start or restart)
  int run_mapped = 0;  // the par at its last deep map
  std::uint64_t improved_at = 0;
  const auto jump = [&](std::uint64_t map_states, int tries) {
    Climbing jumped;
    bool complete = false;
    const bool found =
        best_in_map(cur.level, lo, hi, map_states, tries, params.climber >= 2, progress, budget, out, jumped, complete);
    if (found && nearer(jumped.par, cur.par, lo, hi)) {
      cur = std::move(jumped);
      ++out.climb_jumps;
    }
    return complete;
  };
  // After every change of cur: a jump to a deeper start in its layout (where
  // it maps whole in a small map; a deep map now and then once near the
  // window), then the answer and the bests.
  const auto settle = [&](bool may_jump) {
    if (may_jump && small_misses < kSmallMisses && !jump(kSmallMap, 0)) ++small_misses;
    if (may_jump && small_misses >= kSmallMisses && cur.par >= lo - kDeepGap && cur.par >= run_mapped + kDeepStep &&
        window_distance(cur.par, lo, hi) > 0) {
      run_mapped = cur.par;
      jump(deep_map, deep_tries);
    }
    arrived = window_distance(cur.par, lo, hi) == 0 && !params.hardest && band_met(params, cur.level, progress, out);
    if (arrived || best.par == 0 || closer(cur.par, best.par)) {
      best = cur;
      best_at = out.states_explored;
    }
    if (run_best == 0 || closer(cur.par, run_best)) {
      run_best = cur.par;
      improved_at = out.states_explored;
    }
  };
  settle(true);
  while (!arrived && out.states_explored < budget.climb_total_states) {
    if (params.hardest && out.states_explored - best_at > kHardestPatience) break;
    if (progress.cancelled()) break;  // the best so far is kept (the caller sees `cancelled`)
    if (out.states_explored - improved_at > stall) {
      Climbing fresh;
      improved_at = out.states_explored;
      if (sample_one(params, lo, hi, rng, progress, budget, out, fresh)) {
        cur = std::move(fresh);
        ++out.climb_restarts;
        run_best = run_mapped = 0;
        settle(true);
      }
      continue;
    }
    const Level candidate = mutate(cur.level, cur.path, rng);
    if (!check_level(candidate).empty() || is_won(candidate.layout, candidate.start)) continue;
    const int distance = window_distance(cur.par, lo, hi);
    // A change that leaves the current solution working and shorter by more
    // than a move cannot help a level whose par is to grow: no search needed.
    const int replayed = replay_wins_after(candidate, cur.moves);
    if (replayed >= 0 && replayed < lo && window_distance(replayed, lo, hi) > distance + 1) continue;
    const std::uint64_t cap = std::min(budget.climb_step_states, std::max(kLeastStepStates, 3 * cur.states));
    Climbing next;
    ++out.climb_steps;
    const bool solved = solve_into(candidate, next, progress, cap, out);
    if ((out.climb_steps & 15) == 0) report(progress, out, budget);
    if (!solved) continue;
    const int new_distance = window_distance(next.par, lo, hi);
    // No farther from the window; below it, now and then one move farther
    // (a plateau of equal pars is left that way, as in simulated annealing).
    const bool downhill = new_distance == distance + 1 && distance > 0 && rng.below(kDownhillIn) == 0;
    if (new_distance > distance && !downhill) continue;
    if (params.hardest && new_distance == 0 && next.par < cur.par) continue;
    ++out.climb_accepted;
    cur = std::move(next);
    settle(!downhill);
  }
  if (arrived) out.target_met = true;
  if (params.hardest) out.target_met = best.par >= params.min_moves;
  out.level = best.level;
  out.optimal_moves = best.par;
  out.whole_space_mapped = false;
}

}  // namespace

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget) {
  const auto t0 = std::chrono::steady_clock::now();
  const SolverWorkspace workspace;  // the searches' memory, kept from one to the next
  Generated out;
  Rng rng(seed);
  progress.set_phase("mapping layouts");
  const bool climbing = params.climb || params.difficulty != Difficulty::Any;
  const int sampled = params.climber >= 2 ? budget.climb2_after_boards : budget.climb_after_boards;
  const int max_boards = climbing ? std::min(budget.max_boards, sampled) : budget.max_boards;
  int lo = params.min_moves, hi = 1 << 20;
  par_window(params, lo, hi);

  while (out.boards_tried < max_boards && out.states_explored < budget.total_states) {
    if (progress.cancelled()) break;
    ++out.boards_tried;
    Level level = random_layout(params, rng);
    const Map map(explore(level.layout, level.start, &progress, budget.states_per_board));
    const StateGraph& graph = map.graph;
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
    if (!params.hardest && far >= lo) {  // any position at or past the target (within a band's pars)
      std::vector<std::uint32_t> picks;
      for (std::uint32_t s = 0; s < dist.size(); ++s)
        if (dist[s] != kNoWin && dist[s] >= lo && dist[s] <= hi) picks.push_back(s);
      if (picks.empty()) picks.push_back(pick);
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
    bool meets = par >= params.min_moves;
    if (params.difficulty != Difficulty::Any) {
      Level candidate = level;
      candidate.start = graph.states[pick];
      meets = window_distance(par, lo, hi) == 0 && band_met(params, candidate, progress, out);
    }
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
  if (climbing && out.found && !out.target_met && !progress.cancelled()) climb(params, rng, progress, budget, out);
  out.cancelled = progress.cancelled();
  if (!out.cancelled) progress.set_fraction(1.0);
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace pgw::slide

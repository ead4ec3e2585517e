// generator.cpp — see generator.hpp.
#include "blocks/generator.hpp"

#include <chrono>
#include <cmath>
#include <memory>
#include <thread>
#include <vector>

#include "blocks/solver.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"

namespace pgw::blocks {

namespace {

bool fits(const Board& b, std::uint64_t taken, const Piece& p) {
  return p.x >= 0 && p.y >= 0 && p.x + p.w <= b.width && p.y + p.h <= b.height && (b.mask(p) & taken) == 0;
}

int primary_row(int height) { return (height - 1) / 2; }

// Klotski boards are dense: all but two cells covered, as in the classic.
constexpr int kKlotskiGaps = 2;

// A random Klotski shape for the next piece of `b`. Mostly 1×1s and 1×2s, as
// in the classic layouts; but when the pieces still allowed (max_pieces) could
// not cover the free cells but two at their size, only the larger shapes: a
// 6×7 board of small pieces would have many gaps, and clusters too large to map.
void klotski_shape(const Board& b, Rng& rng, Piece& p) {
  static const std::int8_t kShapes[6][2] = {{1, 1}, {1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 2}};
  const int free = b.cells() - __builtin_popcountll(b.occupied());
  const int slots = max_pieces(b.rules) - static_cast<int>(b.pieces.size());
  const int need = free - kKlotskiGaps;
  const int least = slots > 0 ? (need + slots - 1) / slots : 1;  // cells a piece must cover on average
  int k;
  if (least >= 3) k = 5;                                            // 2×2
  else if (least == 2) k = 2 + static_cast<int>(rng.below(b.pieces.size() > 6 ? 3 : 4));  // 1×2, 2×1, 2×2
  else k = static_cast<int>(rng.below(b.pieces.size() > 6 ? 5 : 6));
  p.w = kShapes[k][0];
  p.h = kShapes[k][1];
}

// A random piece of the rules' shapes placed where it fits, or false.
bool add_random_piece(const Board& b, Rng& rng, Piece& out) {
  const std::uint64_t taken = b.occupied();
  for (int attempt = 0; attempt < 24; ++attempt) {
    Piece p;
    if (b.rules == Rules::Rush) {
      const int len = rng.below(10) < 7 ? 2 : 3;
      if (rng.below(2) == 0) {
        p.w = static_cast<std::int8_t>(len);
        p.h = 1;
      } else {
        p.w = 1;
        p.h = static_cast<std::int8_t>(len);
      }
    } else {
      klotski_shape(b, rng, p);
    }
    if (p.w > b.width || p.h > b.height) continue;
    p.x = static_cast<std::int8_t>(rng.below(static_cast<std::uint32_t>(b.width - p.w + 1)));
    p.y = static_cast<std::int8_t>(rng.below(static_cast<std::uint32_t>(b.height - p.h + 1)));
    // Rush: no horizontal car shares A's row (it could never let A out).
    if (b.rules == Rules::Rush && p.horizontal() && p.y == b.pieces[0].y) continue;
    if (fits(b, taken, p)) {
      out = p;
      return true;
    }
  }
  return false;
}

Board random_board(const Params& params, Rng& rng) {
  Board b;
  b.rules = params.rules;
  b.width = params.width;
  b.height = params.height;
  Piece a;
  if (b.rules == Rules::Rush) {
    a.w = 2;
    a.h = 1;
    a.y = static_cast<std::int8_t>(primary_row(b.height));
    a.x = static_cast<std::int8_t>(rng.below(static_cast<std::uint32_t>(b.width - 2)));
  } else {
    a.w = 2;
    a.h = 2;
    a.x = static_cast<std::int8_t>(rng.below(static_cast<std::uint32_t>(b.width - 1)));
    a.y = static_cast<std::int8_t>(rng.below(static_cast<std::uint32_t>(b.height - 1)));
    b.exit = Edge::Bottom;
  }
  b.pieces.push_back(a);
  if (b.rules == Rules::Klotski) b.exit_offset = default_exit_offset(b, Edge::Bottom);
  for (int k = 0; k < params.walls; ++k) {
    for (int attempt = 0; attempt < 64; ++attempt) {
      const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(b.cells())));
      if (b.rules == Rules::Rush && c / b.width == a.y) continue;
      if ((b.occupied() >> c) & 1u) continue;
      b.walls |= std::uint64_t{1} << c;
      break;
    }
  }
  // Dense, as deep puzzles are: Rush about a quarter of the cells empty
  // (Fogleman's hardest 6×6 has 8 of 36), Klotski all but two (the classic's gaps).
  const int empty_goal = b.rules == Rules::Rush ? b.cells() * 25 / 100 : kKlotskiGaps;
  for (int attempt = 0; attempt < 200; ++attempt) {
    const int free = b.cells() - __builtin_popcountll(b.occupied());
    if (free <= empty_goal || static_cast<int>(b.pieces.size()) >= max_pieces(b.rules)) break;
    Piece p;
    if (add_random_piece(b, rng, p)) b.pieces.push_back(p);
  }
  return b;
}

// Every place where piece `p`'s shape fits on `b` (cells in `taken` are not free).
int fitting_places(const Board& b, std::uint64_t taken, Piece p, bool keep_line, Piece* out) {
  int n = 0;
  const Piece orig = p;
  for (int y = 0; y + p.h <= b.height; ++y)
    for (int x = 0; x + p.w <= b.width; ++x) {
      if (keep_line && (orig.horizontal() ? y != orig.y : x != orig.x)) continue;
      if (x == orig.x && y == orig.y) continue;
      p.x = static_cast<std::int8_t>(x);
      p.y = static_cast<std::int8_t>(y);
      if (b.rules == Rules::Rush && p.horizontal() && y == b.pieces[0].y && !keep_line) continue;
      if ((b.mask(p) & taken) == 0) out[n++] = p;
    }
  return n;
}

// A random change of the board: a piece moved, removed, added or reshaped, or a wall moved.
Board mutate(const Board& from, Rng& rng) {
  // Weights (of 100, walls 10 more): adding and replacing pieces deepen
  // clusters most often, removing least (measured on 6×6 Rush, seeds 1–10).
  constexpr int kMove = 15, kRemove = 10, kAdd = 30, kReplace = 45;
  Piece places[64];
  for (int attempt = 0; attempt < 16; ++attempt) {
    Board b = from;
    const int n = static_cast<int>(b.pieces.size());
    const bool rush = b.rules == Rules::Rush;
    const int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(kMove + kRemove + kAdd + kReplace + (b.walls ? 10 : 0))));
    const int kind = r < kMove ? 0 : r < kMove + kRemove ? 2 : r < kMove + kRemove + kAdd ? 3 : r < kMove + kRemove + kAdd + kReplace ? 4 : 5;
    if (kind == 0) {  // move a piece to another free place (A: along its row)
      const int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
      const std::uint64_t taken = b.occupied() & ~b.mask(b.pieces[i]);
      const int count = fitting_places(b, taken, b.pieces[i], i == 0 && rush, places);
      if (count == 0) continue;
      b.pieces[i] = places[rng.below(static_cast<std::uint32_t>(count))];
      return b;
    }
    if (kind == 2) {  // remove a piece
      if (n <= 2) continue;
      const int i = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(n - 1)));
      b.pieces.erase(b.pieces.begin() + i);
      return b;
    }
    if (kind == 3 || kind == 4) {  // add a piece (4: in place of another)
      if (kind == 4) {
        if (n <= 1) continue;
        const int i = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(n - 1)));
        b.pieces.erase(b.pieces.begin() + i);
      }
      if (static_cast<int>(b.pieces.size()) >= max_pieces(b.rules)) continue;
      Piece shape;
      if (rush) {
        const int len = rng.below(10) < 7 ? 2 : 3;
        const bool h = rng.below(2) == 0;
        shape.w = static_cast<std::int8_t>(h ? len : 1);
        shape.h = static_cast<std::int8_t>(h ? 1 : len);
      } else {
        klotski_shape(b, rng, shape);
      }
      shape.x = -1;
      const int count = fitting_places(b, b.occupied(), shape, false, places);
      if (count == 0) continue;
      b.pieces.push_back(places[rng.below(static_cast<std::uint32_t>(count))]);
      return b;
    }
    // move a wall
    int walls[64], count = 0;
    for (int c = 0; c < b.cells(); ++c)
      if ((b.walls >> c) & 1u) walls[count++] = c;
    const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(b.cells())));
    if ((b.occupied() >> c) & 1u) continue;
    if (rush && c / b.width == b.pieces[0].y) continue;
    b.walls &= ~(std::uint64_t{1} << walls[rng.below(static_cast<std::uint32_t>(count))]);
    b.walls |= std::uint64_t{1} << c;
    return b;
  }
  return from;
}

double cells_scale(Rules rules, int width, int height) {
  return width * height / (rules == Rules::Rush ? 36.0 : 20.0);
}

}  // namespace

std::string check_params(const Params& p) {
  const bool rush = p.rules == Rules::Rush;
  const int lo = rush ? kRushMinSide : kMinSide;
  const int hi = rush ? kMaxSide : 7;
  if (p.width < lo || p.width > hi)
    return "width " + std::to_string(p.width) + " is out of range " + std::to_string(lo) + "–" + std::to_string(hi);
  if (p.height < lo || p.height > hi)
    return "height " + std::to_string(p.height) + " is out of range " + std::to_string(lo) + "–" + std::to_string(hi);
  if (!rush && p.width * p.height > kKlotskiMaxCells)
    return "a Klotski board has at most " + std::to_string(kKlotskiMaxCells) + " cells; " + std::to_string(p.width) +
           "×" + std::to_string(p.height) + " has " + std::to_string(p.width * p.height);
  if (!rush && (p.width < 3 || p.height < 3)) return "a Klotski board is at least 3×3 (A is 2×2)";
  if (p.min_moves < 1 || p.min_moves > kMinMovesLimit)
    return "min_moves " + std::to_string(p.min_moves) + " is out of range 1–" + std::to_string(kMinMovesLimit);
  if (p.walls < 0 || p.walls > kMaxWalls)
    return "walls " + std::to_string(p.walls) + " is out of range 0–" + std::to_string(kMaxWalls);
  if (!rush && p.walls != 0) return "walls are for Rush boards; a Klotski recipe has none";
  return std::string();
}

Band difficulty_band(Rules rules, int width, int height, Difficulty d) {
  // 6×6 Rush: Easy 5–12, Medium 13–22, Hard 23–34, Expert 35+ (the hardest
  // known is 51). 4×5 Klotski: Easy 5–19, Medium 20–39, Hard 40–59, Expert
  // 60+ (Huarong Dao is 81). Other sizes scale with their cells.
  static const int kRush[5] = {5, 13, 23, 35, 0};
  static const int kKlotski[5] = {5, 20, 40, 60, 0};
  const int* edges = rules == Rules::Rush ? kRush : kKlotski;
  const double scale = cells_scale(rules, width, height);
  auto at = [&](int k) { return std::max(2 + k, static_cast<int>(std::lround(edges[k] * scale))); };
  switch (d) {
    case Difficulty::Easy: return {at(0), at(1) - 1};
    case Difficulty::Medium: return {at(1), at(2) - 1};
    case Difficulty::Hard: return {at(2), at(3) - 1};
    case Difficulty::Expert: return {at(3), -1};
    case Difficulty::Any: break;
  }
  return {1, -1};
}

Difficulty grade_of(Rules rules, int width, int height, int moves) {
  for (Difficulty d : {Difficulty::Expert, Difficulty::Hard, Difficulty::Medium})
    if (moves >= difficulty_band(rules, width, height, d).lo) return d;
  return Difficulty::Easy;
}

namespace {

// One climb (restarted when it stalls): its own random numbers, maps and
// best level. Climbers never share anything, so running them one after the
// other or side by side on threads gives the same levels.
class Climber {
 public:
  Climber(const Params& params, const Band& band, std::uint64_t seed, int index, const Budget& budget)
      : params_(params), band_(band), rng_(seed, 0xb10c5 + 2 * static_cast<std::uint64_t>(index)), budget_(budget) {
    banded_ = params.difficulty != Difficulty::Any;
    target_ = banded_ ? band.lo : params.min_moves;
  }

  // Tries up to `attempts` changes (or until the target is met, a cancel, or
  // `state_limit` positions mapped by this climber).
  void run(int attempts, std::uint64_t state_limit, Progress& progress) {
    for (int k = 0; k < attempts && !out.target_met && !out.cancelled && out.states < state_limit; ++k)
      step(progress);
  }

  Generated out;  // the deepest level this climber found, and its counts

 private:
  void step(Progress& progress) {
    Board candidate;
    if (fresh_) {
      candidate = random_board(params_, rng_);
      fresh_ = false;
      current_depth_ = -1;
      climb_best_ = -1;
      stalled_ = 0;
    } else {
      candidate = mutate(current_, rng_);
      if (maps_[now_].contains(candidate)) {  // the same cluster: nothing new to map
        ++out.repeats;
        if (progress.cancelled()) out.cancelled = true;
        return;
      }
    }
    ClusterMap& map = maps_[now_ ^ 1];
    const SolveStatus status = map.map(candidate, &progress, budget_.cluster_states);
    ++out.boards;
    out.states += map.size() != 0 ? map.size() : budget_.cluster_states;
    if (status == SolveStatus::Cancelled) {
      out.cancelled = true;
      return;
    }
    const int depth = status == SolveStatus::Solved ? map.deepest() : -1;
    if (depth > best_ && depth >= 1) {
      best_ = depth;
      take(map);
      if (best_ >= target_) {
        out.target_met = true;
        return;
      }
    }
    // Annealing: a shallower cluster is taken now and then, less often as the climb stalls.
    const double temperature = 0.5 / (1.0 + stalled_ / 100.0);
    const bool accept =
        depth >= 0 && (depth >= current_depth_ || rng_.unit() < std::exp((depth - current_depth_) / temperature));
    if (accept) {
      const std::vector<std::uint64_t> at = map.at(depth);
      current_ = map.position(at[rng_.below(static_cast<std::uint32_t>(at.size()))]);
      current_depth_ = depth;
      now_ ^= 1;
    }
    if (depth > climb_best_) {
      climb_best_ = depth;
      stalled_ = 0;
    } else if (++stalled_ >= budget_.stall) {
      fresh_ = true;
      ++out.restarts;
    }
    if (current_depth_ < 0) fresh_ = true;
  }

  // The level of a mapped cluster: its farthest position, or a par drawn from the band.
  void take(const ClusterMap& map) {
    int d = map.deepest();
    if (banded_ && d >= band_.lo) {
      const int top = band_.hi >= 0 ? std::min(band_.hi, d) : d;
      d = band_.hi < 0 ? top : band_.lo + static_cast<int>(rng_.below(static_cast<std::uint32_t>(top - band_.lo + 1)));
    }
    const std::vector<std::uint64_t> at = map.at(d);
    out.level = map.position(at[0]);
    canonicalise(out.level);
    out.optimal_moves = d;
    out.cluster_size = map.size();
    out.cluster_wins = map.wins();
    out.cluster_deepest = map.deepest();
    out.found = true;
  }

  const Params params_;
  const Band band_;
  Rng rng_;
  const Budget budget_;
  bool banded_ = false;
  int target_ = 0;
  // The candidate's map, and the current board's (kept to pass over a change
  // that stays in the current cluster: it would map the same positions).
  ClusterMap maps_[2];
  int now_ = 0;
  Board current_;
  int current_depth_ = -1, climb_best_ = -1, stalled_ = 0, best_ = -1;
  bool fresh_ = true;
};

}  // namespace

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget) {
  const auto t0 = std::chrono::steady_clock::now();
  const Band band = difficulty_band(params.rules, params.width, params.height, params.difficulty);
  const int target = params.difficulty != Difficulty::Any ? band.lo : params.min_moves;
  progress.set_phase("climbing");
  Budget own = budget;
  if (own.cluster_states == 0)
    own.cluster_states = static_cast<std::uint64_t>(
        (params.rules == Rules::Rush ? 40'000.0 : 25'000.0) * cells_scale(params.rules, params.width, params.height));
  if (own.give_up_states == 0)
    own.give_up_states =
        static_cast<std::uint64_t>(60'000'000.0 * params.width * params.height / 36.0);
  std::vector<std::unique_ptr<Climber>> climbers;
  for (int c = 0; c < kClimbers; ++c) climbers.push_back(std::make_unique<Climber>(params, band, seed, c, own));
  // Rounds of a few changes each; after every round the first climber (in
  // order) that met the target gives the level, so threads change only how
  // soon it comes.
  const int threads = std::max(1, std::min(budget.threads, kClimbers));
  Generated out;
  int deepest = -1;
  std::uint64_t deepest_at = 0;  // positions mapped when the deepest level so far was found
  for (std::uint64_t states = 0;;) {
    const std::uint64_t share = (budget.total_states - std::min(states, budget.total_states)) / kClimbers;
    auto run = [&](int c) {
      Climber& climber = *climbers[c];
      climber.run(kRoundAttempts, climber.out.states + share, progress);
    };
    if (threads > 1) {
      std::vector<std::thread> pool;
      for (int c = 1; c < kClimbers; ++c) pool.emplace_back(run, c);
      run(0);
      for (std::thread& t : pool) t.join();
    } else {
      for (int c = 0; c < kClimbers; ++c) run(c);
    }
    states = 0;
    int best = -1, met = -1;
    bool cancelled = false;
    for (int c = 0; c < kClimbers; ++c) {
      const Generated& g = climbers[c]->out;
      states += g.states;
      cancelled = cancelled || g.cancelled;
      if (g.found && (best < 0 || g.optimal_moves > climbers[best]->out.optimal_moves)) best = c;
      if (g.target_met && met < 0) met = c;
    }
    if (met >= 0) best = met;
    if (best >= 0) out = climbers[best]->out;
    out.boards = out.restarts = out.repeats = 0;
    out.states = states;
    for (const auto& climber : climbers) {
      out.boards += climber->out.boards;
      out.restarts += climber->out.restarts;
      out.repeats += climber->out.repeats;
    }
    out.cancelled = cancelled && met < 0;
    progress.set_fraction(std::min(1.0, static_cast<double>(std::max(out.optimal_moves, 0)) / target));
    progress.set_counter(0, "boards", static_cast<std::uint64_t>(out.boards));
    progress.set_counter(1, "deepest", static_cast<std::uint64_t>(out.optimal_moves));
    if (out.found && out.optimal_moves > deepest) {
      deepest = out.optimal_moves;
      deepest_at = states;
    }
    if (met >= 0 || out.cancelled || states >= budget.total_states || states - deepest_at >= own.give_up_states)
      break;
  }
  if (out.found && !out.cancelled) {
    const Solution s = solve(out.level, &progress);
    if (s.status == SolveStatus::Cancelled) out.cancelled = true;
    else out.steps = s.steps;
  }
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

std::string certificate_json(const Generated& g) {
  return JsonObject()
      .add("proof", "cluster")
      .add("positions", static_cast<std::int64_t>(g.cluster_size))
      .add("wins", static_cast<std::int64_t>(g.cluster_wins))
      .add("farthest", g.cluster_deepest)
      .add("par", g.optimal_moves)
      .add("how", "every position reachable from the level was mapped and labelled by a breadth-first search from "
                  "all its winning positions at once, so the level's distance is its exact par")
      .str();
}

}  // namespace pgw::blocks

#include "flow/generator.hpp"

#include <algorithm>
#include <chrono>
#include <memory>

#include "core/rng.hpp"
#include "flow/solver.hpp"

namespace pgw::flow {

std::string check_params(const Params& p) {
  auto range = [](const char* what, int value, int lo, int hi) -> std::string {
    if (value >= lo && value <= hi) return "";
    return std::string(what) + " " + std::to_string(value) + " is out of range " + std::to_string(lo) + "–" +
           std::to_string(hi);
  };
  std::string e;
  if (!(e = range("width", p.width, kMinSide, kMaxSide)).empty()) return e;
  if (!(e = range("height", p.height, kMinSide, kMaxSide)).empty()) return e;
  if (!(e = range("flow density", p.density, kMinDensity, kMaxDensity)).empty()) return e + "%";
  if (environment_from_name(p.environment) < 0) {
    std::string names;
    for (int env = 0; env < kEnvironments; ++env) names += std::string(env ? ", " : "") + environment_name(env);
    return "unknown environment '" + p.environment + "' (use " + names + ")";
  }
  return "";
}

namespace {

constexpr int kAnyCode = kEdgeCodes;  // a side nothing constrains yet
constexpr int kPatternBase = kEdgeCodes + 1;
constexpr int kPatterns = kPatternBase * kPatternBase * kPatternBase * kPatternBase;
constexpr std::uint64_t kCancelPollMask = 63;

// One way to fill a cell: a tile at one of its distinct rotations.
struct Option {
  std::uint16_t tile;
  std::uint8_t rotation;
  bool flow;
  std::uint8_t flow_sides;
  std::uint8_t codes[4];
};

// Every option of an environment, indexed by the edge codes demanded of a
// cell (each side a code or "any"), so a cell's option count is one lookup.
class OptionIndex {
 public:
  explicit OptionIndex(const std::vector<int>& tiles) {
    for (int tile : tiles) {
      const TileType& t = catalogue()[static_cast<std::size_t>(tile)];
      for (int r = 0; r < t.period; ++r) {
        Option o{static_cast<std::uint16_t>(tile), static_cast<std::uint8_t>(r), t.has_flow(), 0, {}};
        for (int side = 0; side < 4; ++side) {
          o.codes[side] = static_cast<std::uint8_t>(rotated_code(tile, r, side));
          if (o.codes[side]) ++o.flow_sides;
        }
        options_.push_back(o);
      }
    }
    starts_.assign(kPatterns + 1, 0);
    for_each_pattern([&](int key, int) { ++starts_[key + 1]; });
    for (int k = 0; k < kPatterns; ++k) starts_[k + 1] += starts_[k];
    entries_.resize(starts_[kPatterns]);
    std::vector<int> fill(starts_.begin(), starts_.end() - 1);
    for_each_pattern([&](int key, int option) { entries_[fill[key]++] = static_cast<std::uint16_t>(option); });
  }

  static int key(const std::uint8_t want[4]) {
    return ((want[0] * kPatternBase + want[1]) * kPatternBase + want[2]) * kPatternBase + want[3];
  }
  int count(int k) const { return starts_[k + 1] - starts_[k]; }
  const std::uint16_t* begin(int k) const { return entries_.data() + starts_[k]; }
  const Option& option(int index) const { return options_[index]; }

 private:
  // Each option fits the 16 patterns that keep or relax ("any") each of its sides.
  template <class F>
  void for_each_pattern(F f) const {
    for (int i = 0; i < static_cast<int>(options_.size()); ++i)
      for (int relaxed = 0; relaxed < 16; ++relaxed) {
        std::uint8_t want[4];
        for (int side = 0; side < 4; ++side)
          want[side] = (relaxed >> side) & 1 ? kAnyCode : options_[i].codes[side];
        f(key(want), i);
      }
  }

  std::vector<Option> options_;
  std::vector<int> starts_;
  std::vector<std::uint16_t> entries_;
};

enum class Outcome { Filled, Exhausted, OverBudget, Cancelled };

// The board being filled, and the depth-first search that fills it.
class Filler {
 public:
  Filler(const Params& params, int environment, const OptionIndex& index, Rng& rng, Progress& progress,
         Generated& stats)
      : index_(index), rng_(rng), progress_(progress), stats_(stats), density_(params.density) {
    board_.width = params.width;
    board_.height = params.height;
    board_.environment = environment;
    const int cells = board_.cells();
    neighbours_.resize(static_cast<std::size_t>(cells) * 4);
    for (int cell = 0; cell < cells; ++cell)
      for (int side = 0; side < 4; ++side) neighbours_[cell * 4 + side] = board_.neighbour(cell, side);
    clear();
  }

  void clear() {
    const int cells = board_.cells();
    placed_.assign(static_cast<std::size_t>(cells), -1);
    want_.assign(static_cast<std::size_t>(cells) * 4, kAnyCode);
    for (int cell = 0; cell < cells; ++cell)
      for (int side = 0; side < 4; ++side)
        if (neighbours_[cell * 4 + side] < 0) want_[cell * 4 + side] = 0;
    placed_count_ = flow_count_ = 0;
  }

  // Empties `cells` again; their sides demand what their placed neighbours show.
  void reopen(const std::vector<int>& cells) {
    for (int cell : cells)
      if (placed_[cell] >= 0) {
        if (index_.option(placed_[cell]).flow) --flow_count_;
        --placed_count_;
        placed_[cell] = -1;
      }
    for (int cell : cells)
      for (int side = 0; side < 4; ++side) {
        const int other = neighbours_[cell * 4 + side];
        if (other < 0) continue;
        want_[cell * 4 + side] =
            placed_[other] >= 0 ? index_.option(placed_[other]).codes[opposite(side)] : std::uint8_t{kAnyCode};
      }
  }

  // Fills every empty cell. `first_with_flow`: the first tile placed carries a flow.
  Outcome fill(bool first_with_flow, std::uint64_t backtrack_budget) {
    struct Frame {
      int cell;
      std::vector<std::uint16_t> candidates;
      std::size_t next = 0;
    };
    std::vector<Frame> frames;
    const std::uint64_t budget_end = stats_.backtracks + backtrack_budget;
    const int first = most_constrained();
    if (first < 0) return Outcome::Filled;
    frames.push_back({first, candidates(first, first_with_flow)});
    if (first_with_flow) stats_.first_cell = first;
    std::uint64_t steps = 0;
    while (!frames.empty()) {
      if ((++steps & kCancelPollMask) == 0) {
        report();
        if (progress_.cancelled()) return Outcome::Cancelled;
      }
      Frame& top = frames.back();
      if (placed_[top.cell] >= 0) unplace(top.cell);
      if (top.next == top.candidates.size()) {
        frames.pop_back();
        if (!frames.empty() && ++stats_.backtracks >= budget_end) return Outcome::OverBudget;
        continue;
      }
      if (!place(top.cell, top.candidates[top.next++])) {
        unplace(top.cell);
        if (++stats_.backtracks >= budget_end) return Outcome::OverBudget;
        continue;
      }
      const int cell = most_constrained();
      if (cell < 0) {
        report();
        return Outcome::Filled;
      }
      frames.push_back({cell, candidates(cell, false)});
    }
    return Outcome::Exhausted;
  }

  const Board& board() const { return board_; }
  Board placed_board() const {
    Board b = board_;
    b.tiles.resize(placed_.size());
    for (std::size_t cell = 0; cell < placed_.size(); ++cell) b.tiles[cell] = index_.option(placed_[cell]).tile;
    return b;
  }
  Rotations rotations() const {
    Rotations r(placed_.size());
    for (std::size_t cell = 0; cell < placed_.size(); ++cell) r[cell] = index_.option(placed_[cell]).rotation;
    return r;
  }
  int flow_count() const { return flow_count_; }

  // Tiles on the board now (not placements so far: those include undone ones).
  void report() {
    progress_.set_fraction(0.9 * placed_count_ / board_.cells());
    progress_.set_counter(0, "tiles placed", static_cast<std::uint64_t>(placed_count_),
                          static_cast<std::uint64_t>(board_.cells()));
    progress_.set_counter(1, "backtracks", stats_.backtracks);
  }

 private:
  int options_at(int cell) const { return index_.count(OptionIndex::key(&want_[cell * 4])); }

  // The empty cell with the fewest fitting options (-1: none left empty).
  int most_constrained() const {
    int best = -1, best_count = 1 << 30;
    for (int cell = 0; cell < board_.cells(); ++cell) {
      if (placed_[cell] >= 0) continue;
      const int n = options_at(cell);
      if (n < best_count) {
        best = cell;
        best_count = n;
        if (n <= 1) break;
      }
    }
    return best;
  }

  // The cell's options in the order to try them: shuffled, those that keep
  // the share of flow tiles near the density first. When the share is above
  // the density, tiles with fewer flowing sides come first, so flows that
  // must go on (a neighbour points here) close soon instead of spreading.
  std::vector<std::uint16_t> candidates(int cell, bool flow_only) {
    const int k = OptionIndex::key(&want_[cell * 4]);
    std::vector<std::uint16_t> list(index_.begin(k), index_.begin(k) + index_.count(k));
    if (flow_only)
      list.erase(std::remove_if(list.begin(), list.end(), [&](std::uint16_t o) { return !index_.option(o).flow; }),
                 list.end());
    rng_.shuffle(list.data(), list.size());
    const bool want_flow = flow_count_ * 100 < density_ * (placed_count_ + 1);
    if (want_flow)
      std::stable_partition(list.begin(), list.end(), [&](std::uint16_t o) { return index_.option(o).flow; });
    else
      std::stable_sort(list.begin(), list.end(), [&](std::uint16_t a, std::uint16_t b) {
        return index_.option(a).flow_sides < index_.option(b).flow_sides;
      });
    return list;
  }

  // Places an option; false when it leaves an empty neighbour with no option
  // (the placement stays; the caller undoes it).
  bool place(int cell, int option) {
    const Option& o = index_.option(option);
    placed_[cell] = option;
    ++placed_count_;
    ++stats_.tiles_placed;
    if (o.flow) ++flow_count_;
    bool fits = true;
    for (int side = 0; side < 4; ++side) {
      const int other = neighbours_[cell * 4 + side];
      if (other < 0 || placed_[other] >= 0) continue;
      want_[other * 4 + opposite(side)] = o.codes[side];
      if (options_at(other) == 0) fits = false;
    }
    return fits;
  }

  void unplace(int cell) {
    if (index_.option(placed_[cell]).flow) --flow_count_;
    --placed_count_;
    placed_[cell] = -1;
    for (int side = 0; side < 4; ++side) {
      const int other = neighbours_[cell * 4 + side];
      if (other >= 0 && placed_[other] < 0) want_[other * 4 + opposite(side)] = kAnyCode;
    }
  }

  const OptionIndex& index_;
  Rng& rng_;
  Progress& progress_;
  Generated& stats_;
  int density_;
  Board board_;
  std::vector<int> neighbours_;
  std::vector<int> placed_;  // option index, -1 empty
  std::vector<std::uint8_t> want_;  // [cell][side] edge code demanded, kAnyCode when free
  int placed_count_ = 0, flow_count_ = 0;
};

// The cells where two solutions differ, and their neighbours.
std::vector<int> ambiguous_cells(const Board& board, const Rotations& a, const Rotations& b) {
  std::vector<std::uint8_t> mark(static_cast<std::size_t>(board.cells()), 0);
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (a[cell] == b[cell]) continue;
    mark[cell] = 1;
    for (int side = 0; side < 4; ++side) {
      const int other = board.neighbour(cell, side);
      if (other >= 0) mark[other] = 1;
    }
  }
  std::vector<int> cells;
  for (int cell = 0; cell < board.cells(); ++cell)
    if (mark[cell]) cells.push_back(cell);
  return cells;
}

// Each environment's whole index, built once (thread-safe static init) and
// shared: building it costs more than filling a small board.
const OptionIndex& environment_index(int environment) {
  static const std::vector<OptionIndex> indexes = [] {
    std::vector<OptionIndex> all;
    for (int env = 0; env < kEnvironments; ++env) all.emplace_back(environment_tiles(env));
    return all;
  }();
  return indexes[static_cast<std::size_t>(environment)];
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget) {
  const int environment = environment_from_name(params.environment);
  return generate_from_tiles(params, environment < 0 ? std::vector<int>{} : environment_tiles(environment), seed,
                             progress, budget);
}

Generated generate_from_tiles(const Params& params, const std::vector<int>& tiles, std::uint64_t seed,
                              Progress& progress, const Budget& budget) {
  const auto t0 = std::chrono::steady_clock::now();
  Generated out;
  out.error = check_params(params);
  if (!out.error.empty()) return out;
  const int environment = environment_from_name(params.environment);
  for (int tile : tiles)
    if (tile < 0 || tile >= tile_count() || !in_environment(catalogue()[tile], environment)) {
      out.error = "tile " + std::to_string(tile) + " is not in environment '" + params.environment + "'";
      return out;
    }
  if (params.blank) {
    out.level = blank_level(params.width, params.height, environment);
    out.ok = out.unique = true;
    out.fixed_cells = fixed_cells(out.level.board);
    const auto cells = static_cast<std::uint64_t>(out.level.board.cells());
    progress.set_counter(0, "tiles placed", cells, cells);
    progress.set_fraction(1.0);
    out.ms = ms_since(t0);
    return out;
  }

  Rng rng(seed);
  std::unique_ptr<OptionIndex> own_index;  // a palette other than the whole environment
  if (tiles != environment_tiles(environment)) own_index = std::make_unique<OptionIndex>(tiles);
  const OptionIndex& index = own_index ? *own_index : environment_index(environment);
  Filler filler(params, environment, index, rng, progress, out);
  progress.set_phase("placing tiles");
  const std::string size = std::to_string(params.width) + "×" + std::to_string(params.height);
  const int attempts = params.unique ? budget.unique_restarts : 1;
  bool done = false;
  for (int attempt = 0; attempt < attempts && !done; ++attempt) {
    filler.clear();
    const Outcome filled = filler.fill(true, budget.backtracks);
    if (filled == Outcome::Cancelled) {
      out.cancelled = true;
      break;
    }
    if (filled == Outcome::Exhausted) {
      out.error = "no arrangement of these " + std::to_string(tiles.size()) + " tiles of environment '" +
                  params.environment + "' fills a " + size + " board with flows and no loose ends";
      break;
    }
    if (filled == Outcome::OverBudget) {
      out.error = "search budget exhausted after " + std::to_string(out.backtracks) + " backtracks";
      continue;
    }
    if (!params.unique) {
      done = true;
      break;
    }
    progress.set_phase("making the solution unique");
    progress.set_counter(2, "repairs", static_cast<std::uint64_t>(out.repairs));
    for (int repair = 0; repair <= budget.unique_repairs; ++repair) {
      const CountResult counted = count_solutions(filler.placed_board(), 2, &progress);
      if (counted.cancelled || progress.cancelled()) {
        out.cancelled = true;
        break;
      }
      if (counted.solutions == 1) {
        done = out.unique = true;
        break;
      }
      if (repair == budget.unique_repairs) break;
      ++out.repairs;
      progress.set_counter(2, "repairs", static_cast<std::uint64_t>(out.repairs));
      filler.reopen(ambiguous_cells(filler.board(), counted.found[0], counted.found[1]));
      const Outcome refilled = filler.fill(false, budget.backtracks);
      if (refilled == Outcome::Cancelled) {
        out.cancelled = true;
        break;
      }
      if (refilled != Outcome::Filled) break;  // start over with a new board
    }
    if (out.cancelled) break;
    if (!done) out.error = "no unique puzzle found after " + std::to_string(attempt + 1) + " boards";
  }
  filler.report();
  if (done) {
    out.ok = true;
    out.error.clear();
    Level& level = out.level;
    level.board = filler.placed_board();
    level.solution = filler.rotations();
    level.start = scramble(level.board, level.solution, rng);
    level.locked.assign(level.solution.size(), 0);
    out.tiles_with_flow = filler.flow_count();
    out.fixed_cells = fixed_cells(level.board);
    progress.set_fraction(1.0);
  }
  out.ms = ms_since(t0);
  return out;
}

}  // namespace pgw::flow

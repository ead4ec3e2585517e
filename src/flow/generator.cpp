#include "flow/generator.hpp"

#include <algorithm>
#include <chrono>
#include <memory>

#include "core/json.hpp"
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
  if (p.blank && p.difficulty != Difficulty::Any)
    return std::string("a blank puzzle has no difficulty (asked for ") + difficulty_name(p.difficulty) + ")";
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
    by_tile_.assign(static_cast<std::size_t>(tile_count()) * 4, -1);
    for (int i = 0; i < static_cast<int>(options_.size()); ++i)
      by_tile_[options_[i].tile * 4 + options_[i].rotation] = i;
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
  int options() const { return static_cast<int>(options_.size()); }
  // The option of `tile` turned `rotation` (< its period), or -1 when not indexed.
  int find(int tile, int rotation) const { return by_tile_[static_cast<std::size_t>(tile) * 4 + rotation]; }

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
  std::vector<int> by_tile_;  // [tile][rotation] option index, -1 when absent
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
    words_ = (cells + 63) / 64;
    count_.assign(static_cast<std::size_t>(cells), kPlaced);
    members_.assign(static_cast<std::size_t>(index_.options() + 1) * words_, 0);
    sizes_.assign(static_cast<std::size_t>(index_.options() + 1), 0);
    nonempty_.assign(static_cast<std::size_t>(index_.options() + 64) / 64, 0);
    for (int cell = 0; cell < cells; ++cell) recount(cell);
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
    for (int cell : cells) {
      for (int side = 0; side < 4; ++side) {
        const int other = neighbours_[cell * 4 + side];
        if (other < 0) continue;
        want_[cell * 4 + side] =
            placed_[other] >= 0 ? index_.option(placed_[other]).codes[opposite(side)] : std::uint8_t{kAnyCode};
      }
      recount(cell);
    }
  }

  // Fills every empty cell. `first_with_flow`: the first tile placed carries a flow.
  Outcome fill(bool first_with_flow, std::uint64_t backtrack_budget) {
    // frames_[0, depth) is the search's stack; the frames above keep their
    // lists' memory for the next push.
    std::size_t depth = 0;
    const std::uint64_t budget_end = stats_.backtracks + backtrack_budget;
    const int first = most_constrained();
    if (first < 0) return Outcome::Filled;
    push(depth, first, first_with_flow);
    if (first_with_flow) stats_.first_cell = first;
    std::uint64_t steps = 0;
    while (depth > 0) {
      if ((++steps & kCancelPollMask) == 0) {
        report();
        if (progress_.cancelled()) return Outcome::Cancelled;
      }
      Frame& top = frames_[depth - 1];
      if (placed_[top.cell] >= 0) unplace(top.cell);
      if (top.next == top.candidates.size()) {
        --depth;
        if (depth > 0 && ++stats_.backtracks >= budget_end) return Outcome::OverBudget;
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
      push(depth, cell, false);
    }
    return Outcome::Exhausted;
  }

  // Places `option` at an empty cell before a fill (an island's tile); false
  // when it leaves an empty neighbour with no option or clashes with a placed one.
  bool fix(int cell, int option) {
    const Option& o = index_.option(option);
    for (int side = 0; side < 4; ++side) {
      const int other = neighbours_[cell * 4 + side];
      if (other < 0) {
        if (o.codes[side] != 0) return false;
      } else if (placed_[other] >= 0 && index_.option(placed_[other]).codes[opposite(side)] != o.codes[side]) {
        return false;
      }
    }
    return place(cell, option);
  }
  bool placed(int cell) const { return placed_[cell] >= 0; }

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
  // count_[cell]: the options of an empty cell, kPlaced for a placed one;
  // kept after every change to the cell's want_ or placed_. The empty cells
  // are also filed by their count: members_ holds a bit set of cells per
  // count, sizes_ their number, nonempty_ a bit per count with members.
  static constexpr int kPlaced = 1 << 30;
  void recount(int cell) { set_count(cell, placed_[cell] >= 0 ? kPlaced : options_at(cell)); }
  void set_count(int cell, int n) {
    const int old = count_[cell];
    if (old == n) return;
    const std::uint64_t bit = std::uint64_t{1} << (cell & 63);
    const std::size_t word = static_cast<std::size_t>(cell >> 6);
    if (old != kPlaced) {
      members_[static_cast<std::size_t>(old) * words_ + word] &= ~bit;
      if (--sizes_[old] == 0) nonempty_[old >> 6] &= ~(std::uint64_t{1} << (old & 63));
    }
    if (n != kPlaced) {
      members_[static_cast<std::size_t>(n) * words_ + word] |= bit;
      if (sizes_[n]++ == 0) nonempty_[n >> 6] |= std::uint64_t{1} << (n & 63);
    }
    count_[cell] = n;
  }

  // The empty cell with the fewest fitting options (-1: none left empty):
  // the first in reading order with at most one option, else the first of
  // those with the fewest (as a scan of every cell that stops at a count of
  // at most one finds it).
  int most_constrained() const {
    const std::uint64_t* at = members_.data();
    if (sizes_[0] + sizes_[1] > 0) {
      for (std::size_t w = 0; w < words_; ++w)
        if (const std::uint64_t m = at[w] | at[words_ + w]) return static_cast<int>(w * 64) + __builtin_ctzll(m);
    }
    for (std::size_t w = 0; w < nonempty_.size(); ++w) {
      if (!nonempty_[w]) continue;
      const std::size_t n = w * 64 + static_cast<std::size_t>(__builtin_ctzll(nonempty_[w]));
      for (std::size_t v = 0; v < words_; ++v)
        if (const std::uint64_t m = at[n * words_ + v]) return static_cast<int>(v * 64) + __builtin_ctzll(m);
    }
    return -1;
  }

  // The cell's options in the order to try them: shuffled, those that keep
  // the share of flow tiles near the density first. When the share is above
  // the density, tiles with fewer flowing sides come first, so flows that
  // must go on (a neighbour points here) close soon instead of spreading.
  // (Stable orders: by flow, or by flowing sides 0–4, kept by counting.)
  void candidates(int cell, bool flow_only, std::vector<std::uint16_t>& list) {
    const int k = OptionIndex::key(&want_[cell * 4]);
    list.assign(index_.begin(k), index_.begin(k) + index_.count(k));
    if (flow_only)
      list.erase(std::remove_if(list.begin(), list.end(), [&](std::uint16_t o) { return !index_.option(o).flow; }),
                 list.end());
    rng_.shuffle(list.data(), list.size());
    const bool want_flow = flow_count_ * 100 < density_ * (placed_count_ + 1);
    sorted_.resize(list.size());
    std::size_t at = 0;
    if (want_flow) {
      for (std::uint16_t o : list)
        if (index_.option(o).flow) sorted_[at++] = o;
      for (std::uint16_t o : list)
        if (!index_.option(o).flow) sorted_[at++] = o;
    } else {
      std::size_t starts[6] = {};
      for (std::uint16_t o : list) ++starts[index_.option(o).flow_sides + 1];
      for (int sides = 0; sides < 5; ++sides) starts[sides + 1] += starts[sides];
      for (std::uint16_t o : list) sorted_[starts[index_.option(o).flow_sides]++] = o;
    }
    list.swap(sorted_);
  }

  struct Frame {
    int cell = -1;
    std::vector<std::uint16_t> candidates;
    std::size_t next = 0;
  };
  // Pushes the frame for `cell` at `depth`, reusing the memory of a frame once there.
  void push(std::size_t& depth, int cell, bool flow_only) {
    if (frames_.size() <= depth) frames_.resize(depth + 1);
    Frame& frame = frames_[depth++];
    frame.cell = cell;
    frame.next = 0;
    candidates(cell, flow_only, frame.candidates);
  }

  // Places an option; false when it leaves an empty neighbour with no option
  // (the placement stays; the caller undoes it).
  bool place(int cell, int option) {
    const Option& o = index_.option(option);
    placed_[cell] = option;
    set_count(cell, kPlaced);
    ++placed_count_;
    ++stats_.tiles_placed;
    if (o.flow) ++flow_count_;
    bool fits = true;
    for (int side = 0; side < 4; ++side) {
      const int other = neighbours_[cell * 4 + side];
      if (other < 0 || placed_[other] >= 0) continue;
      want_[other * 4 + opposite(side)] = o.codes[side];
      recount(other);
      if (count_[other] == 0) fits = false;
    }
    return fits;
  }

  void unplace(int cell) {
    if (index_.option(placed_[cell]).flow) --flow_count_;
    --placed_count_;
    placed_[cell] = -1;
    recount(cell);
    for (int side = 0; side < 4; ++side) {
      const int other = neighbours_[cell * 4 + side];
      if (other >= 0 && placed_[other] < 0) {
        want_[other * 4 + opposite(side)] = kAnyCode;
        recount(other);
      }
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
  std::vector<int> count_;          // see recount()
  std::size_t words_ = 0;           // 64-bit words of a set of cells
  std::vector<std::uint64_t> members_, nonempty_;
  std::vector<int> sizes_;
  std::vector<Frame> frames_;       // fill()'s stack, kept between fills
  std::vector<std::uint16_t> sorted_;  // candidates()' buffer
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

// ---------------------------------------------------------------------------
// Difficulty mode

constexpr int kDx[4] = {0, 1, 0, -1}, kDy[4] = {-1, 0, 1, 0};

// The tiles of one edge code (a flow at a height) that islands are built
// from: an end, a straight and a bend, as options by presence mask (bit side
// set where the flow leaves the cell), and the empty tile for mask 0.
struct IslandTiles {
  int code = 0;
  std::array<int, 16> option{};  // -1 where no tile of this code has that shape
};

// The edge codes of the palette with an end, a straight and a bend.
std::vector<IslandTiles> island_tile_sets(const OptionIndex& index, const std::vector<int>& tiles, int empty_tile) {
  std::vector<IslandTiles> sets;
  for (int code = 1; code < kEdgeCodes; ++code) {
    IslandTiles set;
    set.code = code;
    set.option.fill(-1);
    set.option[0] = index.find(empty_tile, 0);
    for (int tile : tiles) {
      const TileType& t = catalogue()[static_cast<std::size_t>(tile)];
      for (int r = 0; r < t.period; ++r) {
        unsigned mask = 0;
        bool ok = true;
        for (int side = 0; side < 4 && ok; ++side) {
          const int c = rotated_code(tile, r, side);
          if (c == code) mask |= 1u << side;
          else if (c != 0) ok = false;
        }
        const int shape = __builtin_popcount(mask);
        const bool wanted = shape == 1 || (shape == 2 && mask != 15u);
        if (ok && wanted && set.option[mask] < 0) set.option[mask] = index.find(tile, r);
      }
    }
    bool complete = set.option[0] >= 0;
    for (unsigned mask = 1; mask < 16; ++mask)
      if ((__builtin_popcount(mask) == 1 || (__builtin_popcount(mask) == 2)) && set.option[mask] < 0) complete = false;
    if (complete) sets.push_back(set);
  }
  return sets;
}

// An island: a w×h rectangle packed with single-flow paths of 2–3 tiles,
// blank all round. Presence masks per cell (bit side: the flow leaves that way).
class Island {
 public:
  Island(int w, int h) : w_(w), h_(h), mask_(static_cast<std::size_t>(w * h), 0), used_(mask_.size(), 0) {}
  int width() const { return w_; }
  int height() const { return h_; }
  unsigned mask(int cell) const { return mask_[cell]; }

  // Packs paths into the free cells among `cells`, in random order.
  void pack(const std::vector<int>& cells, Rng& rng) {
    std::vector<int> order = cells;
    rng.shuffle(order.data(), order.size());
    for (int start : order) {
      if (used_[start]) continue;
      const int length = 2 + static_cast<int>(rng.below(kLongestPath - 1));
      int at = start, dir = static_cast<int>(rng.below(4));
      used_[at] = 1;
      for (int got = 1; got < length; ++got) {
        if (rng.below(100) < kTurnPercent) dir = (dir + (rng.below(2) ? 1 : 3)) & 3;
        int step = -1;
        for (int k = 0; k < 4 && step < 0; ++k) {
          const int d = (dir + k) & 3, x = at % w_ + kDx[d], y = at / w_ + kDy[d];
          if (x >= 0 && y >= 0 && x < w_ && y < h_ && !used_[y * w_ + x]) step = d;
        }
        if (step < 0) break;
        const int next = at + kDy[step] * w_ + kDx[step];
        mask_[at] |= 1u << step;
        mask_[next] |= 1u << opposite(step);
        used_[next] = 1;
        at = next;
        dir = step;
      }
    }
  }

  // Empties the whole paths through `cells`; returns the cells freed.
  std::vector<int> unpack(const std::vector<int>& cells) {
    std::vector<int> stack = cells, freed;
    std::vector<std::uint8_t> seen(mask_.size(), 0);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      if (seen[c]) continue;
      seen[c] = 1;
      freed.push_back(c);
      for (int d = 0; d < 4; ++d)
        if ((mask_[c] >> d) & 1u) stack.push_back(c + kDy[d] * w_ + kDx[d]);
    }
    for (int c : freed) mask_[c] = used_[c] = 0;
    return freed;
  }

  Board board(const OptionIndex& index, const IslandTiles& set, int environment) const {
    Board b;
    b.width = w_;
    b.height = h_;
    b.environment = environment;
    b.tiles.resize(mask_.size());
    for (std::size_t c = 0; c < mask_.size(); ++c) b.tiles[c] = index.option(set.option[mask_[c]]).tile;
    return b;
  }

 private:
  static constexpr int kLongestPath = 3;
  static constexpr unsigned kTurnPercent = 10;
  int w_, h_;
  std::vector<unsigned> mask_;
  std::vector<std::uint8_t> used_;
};

// Packs islands until one, on its own, is unique and needs `need` (at most
// `cap`). Measured here: a packed 7×7 island is unique about one time in
// ten after repacking, and then needs a group about one time in thirty, a
// contradiction or lookahead about one time in three thousand; a 10×10
// island about one time in five hundred, for twice the cost.
bool build_island(Island& island, const OptionIndex& index, const IslandTiles& set, int environment, Technique need,
                  Technique cap, Rng& rng, Progress& progress, int tries, Generated& stats) {
  const int w = island.width(), h = island.height();
  std::vector<int> all(static_cast<std::size_t>(w * h));
  for (int c = 0; c < w * h; ++c) all[c] = c;
  constexpr int kRepacks = 60;
  for (int attempt = 0; attempt < tries; ++attempt) {
    if ((attempt & 15) == 0) {
      progress.set_counter(2, "islands tried", static_cast<std::uint64_t>(stats.islands_tried));
      if (progress.cancelled()) return false;
    }
    ++stats.islands_tried;
    island = Island(w, h);
    island.pack(all, rng);
    for (int repack = 0; repack < kRepacks; ++repack) {
      const Board b = island.board(index, set, environment);
      const CountResult counted = count_solutions(b, 2);
      if (counted.solutions == 1) {
        const Grade g = grade(b, cap);
        if (g.solved && g.hardest >= need) return true;
        break;
      }
      if (counted.solutions == 0) break;
      std::vector<int> differ;
      for (int c = 0; c < w * h; ++c)
        if (!same_look(b.tiles[c], counted.found[0][c], counted.found[1][c])) differ.push_back(c);
      island.pack(island.unpack(differ), rng);
    }
  }
  return false;
}

// The side length of the island for a difficulty: large enough to hold the
// hard deduction, small enough to be built quickly (see build_island).
int island_side(Difficulty difficulty) { return difficulty == Difficulty::Expert ? 10 : 6; }

}  // namespace

Certificate certify(const Board& board, Progress* progress) {
  Certificate c;
  const Grade g = grade(board, Technique::Lookahead, progress);
  c.cancelled = g.cancelled;
  c.uses = g.uses;
  if (g.solved) {
    c.graded = c.unique = true;
    c.solutions = 1;
    c.difficulty = g.difficulty;
    c.hardest = g.hardest;
    return c;
  }
  if (g.cancelled) return c;
  const CountResult counted = count_solutions(board, 2, progress);
  c.cancelled = counted.cancelled;
  c.solutions = counted.solutions;
  c.unique = !counted.cancelled && counted.solutions == 1;
  return c;
}

std::string certificate_json(const Certificate& c) {
  JsonObject json;
  json.add("unique", c.unique)
      .add("solutions", c.solutions)
      .add("graded", c.graded)
      .add("difficulty", c.graded ? difficulty_name(c.difficulty) : "unrated");
  if (c.graded) json.add("hardest", technique_name(c.hardest));
  json.add_raw("techniques", techniques_json(c.uses));
  return json.str();
}

namespace {

// Makes the filled board unique by refilling where two solutions differ
// (never the cells in `keep`). False when it cannot (the caller starts over).
bool make_unique(Filler& filler, const std::vector<std::uint8_t>& keep, const Budget& budget, Progress& progress,
                 Generated& out) {
  for (int repair = 0; repair <= budget.unique_repairs; ++repair) {
    const CountResult counted = count_solutions(filler.placed_board(), 2, &progress);
    if (counted.cancelled || progress.cancelled()) {
      out.cancelled = true;
      return false;
    }
    if (counted.solutions == 1) return true;
    if (counted.solutions == 0 || repair == budget.unique_repairs) return false;
    std::vector<int> cells;
    for (int cell : ambiguous_cells(filler.board(), counted.found[0], counted.found[1]))
      if (!keep[cell]) cells.push_back(cell);
    if (cells.empty()) return false;
    ++out.repairs;
    progress.set_counter(3, "repairs", static_cast<std::uint64_t>(out.repairs));
    filler.reopen(cells);
    const Outcome refilled = filler.fill(false, budget.backtracks);
    if (refilled == Outcome::Cancelled) {
      out.cancelled = true;
      return false;
    }
    if (refilled != Outcome::Filled) return false;
  }
  return false;
}

// Difficulty mode: boards until one grades as asked (see generator.hpp).
void generate_graded(const Params& params, const std::vector<int>& tiles, int environment, const OptionIndex& index,
                     Rng& rng, Progress& progress, const Budget& budget, Generated& out) {
  const Difficulty difficulty = params.difficulty;
  const Technique cap = hardest_allowed(difficulty), need = hardest_required(difficulty);
  const bool with_island = need >= Technique::Group;
  const int empty_tile = environment_empty_tiles(environment).front();
  std::vector<IslandTiles> sets;
  if (with_island) {
    sets = island_tile_sets(index, tiles, empty_tile);
    if (sets.empty()) {
      out.error = std::string("these tiles cannot make a ") + difficulty_name(difficulty) +
                  " level: no flow has an end, a straight and a bend among them";
      return;
    }
  }
  Filler filler(params, environment, index, rng, progress, out);
  std::vector<std::uint8_t> keep(static_cast<std::size_t>(params.width * params.height), 0);
  const int iw = std::min(params.width, island_side(difficulty));
  const int ih = std::min(params.height, island_side(difficulty));
  constexpr int kSimplifications = 30;
  for (int attempt = 0; attempt < budget.graded_boards; ++attempt) {
    if (progress.cancelled()) {
      out.cancelled = true;
      return;
    }
    ++out.boards_tried;
    progress.set_phase("grading boards");
    progress.set_counter(1, "boards graded", static_cast<std::uint64_t>(out.boards_tried));
    progress.set_fraction(0.9 * attempt / budget.graded_boards);
    filler.clear();
    std::fill(keep.begin(), keep.end(), std::uint8_t{0});
    if (with_island) {
      progress.set_phase("building an island");
      const IslandTiles& set = sets[rng.below(static_cast<std::uint32_t>(sets.size()))];
      Island island(iw, ih);
      if (!build_island(island, index, set, environment, need, cap, rng, progress, budget.island_tries, out)) {
        if (progress.cancelled()) {
          out.cancelled = true;
          return;
        }
        continue;
      }
      const int ox = static_cast<int>(rng.below(static_cast<std::uint32_t>(params.width - iw + 1)));
      const int oy = static_cast<int>(rng.below(static_cast<std::uint32_t>(params.height - ih + 1)));
      bool fits = true;
      for (int y = 0; y < ih && fits; ++y)
        for (int x = 0; x < iw && fits; ++x) {
          const int cell = (oy + y) * params.width + ox + x;
          fits = filler.fix(cell, set.option[island.mask(y * iw + x)]);
          keep[cell] = 1;
          if (out.first_cell < 0 && island.mask(y * iw + x) != 0) out.first_cell = cell;
        }
      if (!fits) continue;
      progress.set_phase("placing tiles");
    }
    const Outcome filled = filler.fill(!with_island, budget.backtracks);
    if (filled == Outcome::Cancelled) {
      out.cancelled = true;
      return;
    }
    if (filled != Outcome::Filled) continue;
    progress.set_phase("making the solution unique");
    for (int simplification = 0; simplification <= kSimplifications; ++simplification) {
      if (!make_unique(filler, keep, budget, progress, out)) break;
      progress.set_phase("grading");
      const Grade g = grade(filler.placed_board(), cap, &progress);
      if (g.cancelled) {
        out.cancelled = true;
        return;
      }
      if (g.solved && g.hardest >= need) {
        out.ok = out.unique = true;
        out.level.board = filler.placed_board();
        out.level.solution = filler.rotations();
        out.tiles_with_flow = filler.flow_count();
        filler.report();
        out.certificate.graded = out.certificate.unique = true;
        out.certificate.solutions = 1;
        out.certificate.difficulty = g.difficulty;
        out.certificate.hardest = g.hardest;
        out.certificate.uses = g.uses;
        return;
      }
      // Too easy (rare: the rest of the board cannot lower the island's
      // grade) or too hard: start over. Easy boards that stall are refilled
      // where the cheapest technique stalls, as unique mode refills where
      // solutions differ.
      if (g.solved || difficulty != Difficulty::Easy) break;
      std::vector<std::uint8_t> mark(keep.size(), 0);
      for (int cell = 0; cell < params.width * params.height; ++cell) {
        if (__builtin_popcount(g.known[cell]) <= 1) continue;
        mark[cell] = 1;
        for (int side = 0; side < 4; ++side)
          if (filler.board().neighbour(cell, side) >= 0) mark[filler.board().neighbour(cell, side)] = 1;
      }
      std::vector<int> cells;
      for (int cell = 0; cell < params.width * params.height; ++cell)
        if (mark[cell] && !keep[cell]) cells.push_back(cell);
      filler.reopen(cells);
      const Outcome refilled = filler.fill(false, budget.backtracks);
      if (refilled == Outcome::Cancelled) {
        out.cancelled = true;
        return;
      }
      if (refilled != Outcome::Filled) break;
    }
    if (out.cancelled) return;
  }
  out.error = std::string("no ") + difficulty_name(difficulty) + " level found after " +
              std::to_string(out.boards_tried) + " boards";
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
  if (params.difficulty != Difficulty::Any) {
    generate_graded(params, tiles, environment, index, rng, progress, budget, out);
    if (out.ok) {
      out.error.clear();
      Level& level = out.level;
      level.start = scramble(level.board, level.solution, rng);
      level.locked.assign(level.solution.size(), 0);
      out.fixed_cells = fixed_cells(level.board);
      progress.set_fraction(1.0);
    }
    out.ms = ms_since(t0);
    return out;
  }
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

// assembler.cpp — see assembler.hpp.
#include "assembly/assembler.hpp"

#include <algorithm>
#include <chrono>

#include "core/rng.hpp"

namespace pgw::assembly {

namespace {

constexpr std::uint64_t kSearchStream = 0x5ea7c4u;  // apart from the plan's numbers
constexpr std::uint64_t kPollNodes = 256;

struct Candidate {
  int tile, x, y;
};

Warning::Kind warning_kind(Misfit::Kind kind) {
  switch (kind) {
    case Misfit::Kind::PastFrame: return Warning::Kind::PastFrame;
    case Misfit::Kind::SolidOnFrame: return Warning::Kind::SolidOnFrame;
    case Misfit::Kind::SolidOnSolid: return Warning::Kind::SolidOnSolid;
    case Misfit::Kind::Letters: break;
  }
  return Warning::Kind::Letters;
}

// The search's state and its undo. One object per run; the depth-first walk
// keeps its own stack (no recursion: a map can take hundreds of tiles).
class Search {
 public:
  Search(const Ump& ump, const Plan& plan, std::uint64_t seed, Progress& progress, const SearchLimits& limits,
         AssemblyResult& out)
      : ump_(ump), plan_(plan), rng_(seed, kSearchStream), progress_(progress), limits_(limits), out_(out),
        grid_(empty_grid(plan.width, plan.height)) {}

  void run() {
    if (!place_fixed() || !place_zero_area()) return;
    searched_from_ = placed_.size();
    uncovered_ = 0;
    for (int y = 1; y <= plan_.height; ++y)
      for (int x = 1; x <= plan_.width; ++x) uncovered_ += (grid_.at(x, y) & kSolid) ? 0 : 1;
    if (done_with_fixed_only()) {
      succeed();
      return;
    }
    make_candidates();
    reduce();
    used_.assign(ump_.tiles.size(), 0);  // fixed copies do not count against min and max
    search();
  }

  // The fixed tiles alone, for their warnings.
  void run_fixed() {
    if (place_fixed()) done_with_fixed_only();
  }

 private:
  // One level of the walk: the square chosen, its candidates, the next to try.
  struct Frame {
    std::vector<int> choices;
    std::size_t next = 0;
    bool applied = false;    // choices[next - 1] is on the map
    std::size_t killed = 0;  // killed_.size() before it was applied
    std::size_t saved = 0;   // saved_.size() before it was applied
  };

  // --- Setup ---------------------------------------------------------------

  // The fixed tiles in file order, as the game puts them down: no fit check,
  // each cell combined. What the fit rule would have refused is a warning
  // (Engine) or the end (Strict). frame_ is the game's own map, rings
  // combined on the frame too.
  bool place_fixed() {
    frame_ = empty_grid(plan_.width, plan_.height);
    for (const Placement& p : plan_.fixed) {
      const Tile& tile = ump_.tiles[p.tile];
      const std::vector<Misfit> found = misfits(frame_, tile, p.x, p.y);
      const std::string name = "the fixed tile " + tile.id + " at " + std::to_string(p.x) + " " + std::to_string(p.y);
      if (!found.empty() && plan_.mode == Mode::Strict) {
        fail(name + " does not fit: " + found[0].text, -1, -1, true);
        return false;
      }
      for (const Misfit& m : found) warn(warning_kind(m.kind), m.x, m.y, name + ": " + m.text);
      place(grid_, tile, p.x, p.y);
      place(frame_, tile, p.x, p.y, true);
      placed_.push_back(p);
    }
    return true;
  }

  // Engine mode, an assembly with only fixed tiles: the game has no tile to
  // place after them and reports a map (SV_AddMapTiles ends at once); the
  // squares left open are warnings. False when the search is to go on.
  bool done_with_fixed_only() {
    if (plan_.mode != Mode::Engine || !plan_.fixed_only()) return false;
    for (int y = 1; y <= plan_.height; ++y)
      for (int x = 1; x <= plan_.width; ++x)
        if (!(grid_.at(x, y) & kSolid))
          warn(Warning::Kind::Uncovered, x, y,
               "the square at " + std::to_string(x) + ", " + std::to_string(y) +
                   " is covered by no tile (the game leaves it open: the assembly has only fixed tiles)");
    return true;
  }

  void warn(Warning::Kind kind, int x, int y, std::string text) {
    Warning w;
    w.kind = kind;
    w.x = std::clamp(x, 1, plan_.width);
    w.y = std::clamp(y, 1, plan_.height);
    w.text = std::move(text);
    out_.warnings.push_back(std::move(w));
  }

  // Tiles that cover no square cannot be found by covering squares: their
  // required copies go at the first position where they fit.
  bool place_zero_area() {
    for (std::size_t t = 0; t < ump_.tiles.size(); ++t) {
      const Tile& tile = ump_.tiles[t];
      for (int copy = 0; tile.area == 0 && copy < plan_.min[t]; ++copy) {
        bool done = false;
        for (int y = 0; y + tile.height <= plan_.height + 2 && !done; y += plan_.grid_y)
          for (int x = 0; x + tile.width <= plan_.width + 2 && !done; x += plan_.grid_x)
            if (fits(grid_, tile, x, y) && fits_frame(frame_, tile, x, y)) {
              place(grid_, tile, x, y);
              place(frame_, tile, x, y, true);
              placed_.push_back({static_cast<int>(t), x, y});
              done = true;
            }
        if (!done) {
          fail("the required tile " + tile.id + " (it covers no square) fits nowhere", -1, -1, true);
          return false;
        }
      }
    }
    return true;
  }

  void make_candidates() {
    const std::size_t cells = grid_.cells.size();
    cover_.assign(cells, {});
    touch_.assign(cells, {});
    options_.assign(cells, 0);
    tile_candidates_.assign(ump_.tiles.size(), {});
    alive_of_tile_.assign(ump_.tiles.size(), 0);
    solid_deltas_.assign(ump_.tiles.size(), {});
    for (std::size_t t = 0; t < ump_.tiles.size(); ++t) {
      const Tile& tile = ump_.tiles[t];
      for (int ty = 0; ty < tile.height; ++ty)
        for (int tx = 0; tx < tile.width; ++tx)
          if (tile.at(tx, ty) & kSolid) solid_deltas_[t].push_back(ty * grid_.stride() + tx);
      if (plan_.max[t] <= 0 || tile.area == 0) continue;
      for (int y = 0; y + tile.height <= plan_.height + 2; y += plan_.grid_y)
        for (int x = 0; x + tile.width <= plan_.width + 2; x += plan_.grid_x) {
          if (!fits(grid_, tile, x, y) || !fits_frame(frame_, tile, x, y)) continue;
          const int c = static_cast<int>(candidates_.size());
          candidates_.push_back({static_cast<int>(t), x, y});
          tile_candidates_[t].push_back(c);
          ++alive_of_tile_[t];
          for (int ty = 0; ty < tile.height; ++ty)
            for (int tx = 0; tx < tile.width; ++tx) {
              const std::size_t cell = index(x + tx, y + ty);
              touch_[cell].push_back(c);
              if (tile.at(tx, ty) & kSolid) {
                cover_[cell].push_back(c);
                ++options_[cell];
              }
            }
        }
    }
    alive_.assign(candidates_.size(), 1);
  }

  // RMA2's gap-list reduction, once before the search, until nothing
  // changes: a candidate whose ring asks, at a square still to be covered,
  // for letters that no candidate able to cover that square offers can be
  // part of no map (whatever covers the square must share a letter with it).
  void reduce() {
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t c = 0; c < candidates_.size(); ++c) {
        if (!alive_[c]) continue;
        const Candidate& cand = candidates_[c];
        const Tile& tile = ump_.tiles[cand.tile];
        bool possible = true;
        for (int ty = 0; ty < tile.height && possible; ++ty)
          for (int tx = 0; tx < tile.width && possible; ++tx) {
            const Mask need = tile.at(tx, ty);
            const int x = cand.x + tx, y = cand.y + ty;
            if ((need & kSolid) || need == kAnyLetter || !grid_.on_map(x, y) || (grid_.at(x, y) & kSolid)) continue;
            bool offered = false;
            for (int d : cover_[index(x, y)]) {
              const Candidate& other = candidates_[d];
              if (alive_[d] && (ump_.tiles[other.tile].at(x - other.x, y - other.y) & need & ~kSolid) != 0) {
                offered = true;
                break;
              }
            }
            possible = offered;
          }
        if (!possible) {
          kill(static_cast<int>(c));
          changed = true;
        }
      }
    }
  }

  std::size_t index(int x, int y) const { return static_cast<std::size_t>(y) * grid_.stride() + x; }

  // --- Placing and taking back -------------------------------------------

  void kill(int c) {
    alive_[c] = 0;
    killed_.push_back(c);
    const Candidate& cand = candidates_[c];
    --alive_of_tile_[cand.tile];
    int* const options = options_.data() + index(cand.x, cand.y);
    for (int delta : solid_deltas_[cand.tile]) --options[delta];
  }

  void revive_to(std::size_t mark) {
    while (killed_.size() > mark) {
      const int c = killed_.back();
      killed_.pop_back();
      alive_[c] = 1;
      const Candidate& cand = candidates_[c];
      ++alive_of_tile_[cand.tile];
      int* const options = options_.data() + index(cand.x, cand.y);
      for (int delta : solid_deltas_[cand.tile]) ++options[delta];
    }
  }

  void apply(Frame& frame, int c) {
    const Candidate cand = candidates_[c];
    const Tile& tile = ump_.tiles[cand.tile];
    frame.killed = killed_.size();
    frame.saved = saved_.size();
    for (int ty = 0; ty < tile.height; ++ty)
      for (int tx = 0; tx < tile.width; ++tx) {
        const std::size_t cell = index(cand.x + tx, cand.y + ty);
        saved_.push_back({cell, grid_.cells[cell]});
      }
    place(grid_, tile, cand.x, cand.y);
    placed_.push_back({cand.tile, cand.x, cand.y});
    ++used_[cand.tile];
    uncovered_ -= tile.area;
    kill(c);
    // A candidate still fits unless a cell it lies on changed under it: check
    // the fit rule at the changed cells only.
    for (std::size_t i = frame.saved; i < saved_.size(); ++i) {
      const std::size_t cell = saved_[i].cell;
      const Mask now = grid_.cells[cell];
      if (now == saved_[i].mask) continue;
      const int cx = static_cast<int>(cell % grid_.stride()), cy = static_cast<int>(cell / grid_.stride());
      for (int d : touch_[cell]) {
        if (!alive_[d]) continue;
        const Candidate& other = candidates_[d];
        const Mask both = now & ump_.tiles[other.tile].at(cx - other.x, cy - other.y);
        if ((both & kSolid) || both == 0) kill(d);
      }
    }
    if (used_[cand.tile] >= plan_.max[cand.tile])
      for (int d : tile_candidates_[cand.tile])
        if (alive_[d]) kill(d);
    frame.applied = true;
  }

  void take_back(Frame& frame) {
    const Placement last = placed_.back();
    placed_.pop_back();
    --used_[last.tile];
    uncovered_ += ump_.tiles[last.tile].area;
    revive_to(frame.killed);
    while (saved_.size() > frame.saved) {
      grid_.cells[saved_.back().cell] = saved_.back().mask;
      saved_.pop_back();
    }
    frame.applied = false;
  }

  // --- Judging a node ------------------------------------------------------

  // Empty when the branch can go on; else why not (and where).
  std::string dead_end(int& at_x, int& at_y) const {
    at_x = at_y = -1;
    for (int y = 1; y <= plan_.height; ++y)
      for (int x = 1; x <= plan_.width; ++x)
        if (!(grid_.at(x, y) & kSolid) && options_[index(x, y)] == 0) {
          at_x = x;
          at_y = y;
          return "the square at " + std::to_string(x) + ", " + std::to_string(y) + " can no longer be covered";
        }
    long long need_area = 0, capacity = 0;
    for (std::size_t t = 0; t < ump_.tiles.size(); ++t) {
      const int need = plan_.min[t] - used_[t];
      const int area = ump_.tiles[t].area;
      if (need > 0 && area > 0) {
        if (alive_of_tile_[t] == 0)
          return "the required tile " + ump_.tiles[t].id + " (" + std::to_string(need) + " more) fits nowhere";
        need_area += static_cast<long long>(need) * area;
      }
      capacity += static_cast<long long>(std::min(plan_.max[t] - used_[t], alive_of_tile_[t])) * area;
    }
    if (need_area > uncovered_)
      return "the required tiles still missing need " + std::to_string(need_area) + " squares; " +
             std::to_string(uncovered_) + " are left";
    if (capacity < uncovered_)
      return "out of solids: the tiles left can cover at most " + std::to_string(capacity) + " of the " +
             std::to_string(uncovered_) + " squares left";
    return std::string();
  }

  // The uncovered square to branch on: a `line` square first, then the one
  // with the fewest candidates; its live candidates in a seeded order.
  std::vector<int> choices() {
    std::size_t best = 0;
    int best_options = 1 << 30;
    bool best_line = false;
    for (int y = 1; y <= plan_.height; ++y)
      for (int x = 1; x <= plan_.width; ++x) {
        const Mask m = grid_.at(x, y);
        if (m & kSolid) continue;
        const std::size_t cell = index(x, y);
        const bool line = ump_.line_letters != 0 && (m & ump_.line_letters) != 0 && m != kAnyLetter;
        if ((line && !best_line) || (line == best_line && options_[cell] < best_options)) {
          best = cell;
          best_options = options_[cell];
          best_line = line;
        }
      }
    // While required copies are missing and no square is forced, place the
    // required tile with the fewest places left first, as the original
    // places its required tiles before padding (every map holds a copy of
    // it somewhere, so trying all its places keeps the search complete).
    int required = -1;
    if (best_options > 1)
      for (std::size_t t = 0; t < ump_.tiles.size(); ++t)
        if (plan_.min[t] > used_[t] && ump_.tiles[t].area > 0 &&
            (required < 0 || alive_of_tile_[t] < alive_of_tile_[required]))
          required = static_cast<int>(t);
    std::vector<int> out;
    if (required >= 0 && alive_of_tile_[required] < best_options * 64) {
      for (int c : tile_candidates_[required])
        if (alive_[c]) out.push_back(c);
      rng_.shuffle(out.data(), out.size());
      return out;
    }
    for (int c : cover_[best])
      if (alive_[c]) out.push_back(c);
    rng_.shuffle(out.data(), out.size());
    if (largest_first_)
      std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
        return ump_.tiles[candidates_[a].tile].area > ump_.tiles[candidates_[b].tile].area;
      });
    return out;
  }

  // --- The walk ------------------------------------------------------------

  // Restarts: each walk may try only so many placements before it starts
  // again from the fixed tiles with freshly shuffled choices (the limits
  // follow the Luby sequence 1 1 2 1 1 2 4 …, times kRestartNodes). A
  // depth-first walk can spend millions of placements under one early bad
  // choice; restarting cuts that tail. A walk that runs out of branches
  // within its limit has tried every one: then no map exists.
  static constexpr std::uint64_t kRestartNodes = 64;  // measured on the fixtures: 16–2048 tried

  static std::uint64_t luby(std::uint64_t i) {  // 1-based
    for (std::uint64_t k = 1;; ++k) {
      const std::uint64_t full = (1ull << k) - 1;
      if (i == full) return 1ull << (k - 1);
      if (i < full) return luby(i - ((1ull << (k - 1)) - 1));
    }
  }

  void search() {
    progress_.set_phase("searching");
    // Both counters from the start: a progress display keeps its size.
    const int squares = plan_.width * plan_.height;
    progress_.set_counter(0, "squares covered", static_cast<std::uint64_t>(squares - uncovered_),
                          static_cast<std::uint64_t>(squares));
    progress_.set_counter(1, "nodes searched", 0);
    int x = -1, y = -1;
    const std::string why = dead_end(x, y);
    if (!why.empty()) {
      fail("before any tile could be placed: " + why, x, y, true);
      return;
    }
    if (uncovered_ == 0) {  // the fixed tiles cover the map (the search's tiles are none)
      succeed();
      return;
    }
    for (std::uint64_t walk = 1;; ++walk) {
      largest_first_ = walk % 2 == 1;
      const Walk end = run_walk(out_.nodes + kRestartNodes * luby(walk));
      if (end == Walk::Done) return;
      if (end == Walk::Exhausted) {
        fail("no assembly exists for this plan: every branch was tried (" + std::to_string(out_.nodes) +
                 " placements)" + (first_reason_.empty() ? std::string() : "; the first dead end: " + first_reason_),
             -1, -1, true);
        return;
      }
      if (out_.nodes >= limits_.max_nodes) {
        fail("gave up after " + std::to_string(out_.nodes) + " placements tried (the search's budget)", -1, -1, false);
        return;
      }
    }
  }

  enum class Walk { Done, Exhausted, Restart };

  // One depth-first walk until `node_limit`; Done also when cancelled.
  Walk run_walk(std::uint64_t node_limit) {
    const int squares = plan_.width * plan_.height;
    node_limit = std::min(node_limit, limits_.max_nodes);
    std::vector<Frame> stack(1);
    stack.back().choices = choices();
    while (!stack.empty()) {
      Frame& frame = stack.back();
      if (frame.applied) take_back(frame);
      if (frame.next == frame.choices.size()) {
        stack.pop_back();
        continue;
      }
      if (out_.nodes >= node_limit) {
        stack.pop_back();
        while (!stack.empty()) {  // back to the fixed tiles
          if (stack.back().applied) take_back(stack.back());
          stack.pop_back();
        }
        return Walk::Restart;
      }
      apply(frame, frame.choices[frame.next++]);
      ++out_.nodes;
      if (out_.nodes % kPollNodes == 0) {
        progress_.set_counter(0, "squares covered", static_cast<std::uint64_t>(squares - uncovered_),
                              static_cast<std::uint64_t>(squares));
        progress_.set_counter(1, "nodes searched", out_.nodes);
        // The deepest the search has got: Progress keeps the largest fraction.
        progress_.set_fraction(static_cast<double>(squares - uncovered_) / static_cast<double>(squares));
        if (progress_.cancelled()) {
          out_.cancelled = true;
          return Walk::Done;
        }
      }
      int x = -1, y = -1;
      const std::string why = dead_end(x, y);
      if (!why.empty()) {
        record(why, x, y);
        continue;
      }
      if (uncovered_ == 0) {
        const std::string on_frame = frame_conflict(x, y);
        if (on_frame.empty()) {
          succeed();
          return Walk::Done;
        }
        record(on_frame, x, y);
        continue;
      }
      Frame next;
      next.choices = choices();
      stack.push_back(std::move(next));
    }
    return Walk::Exhausted;
  }

  // The game's test on the frame, for the tiles the search placed, in their
  // order: rings combine on a frame cell, and a tile whose ring there shares
  // no letter with it would not be placed. The fit rule the search uses lets
  // the frame take any letter, so a full map is checked here (the rings of
  // neighbouring tiles on one frame cell are rare to disagree: none of the
  // fixtures' maps for seeds 0–2999 does). Empty when it passes.
  std::string frame_conflict(int& at_x, int& at_y) const {
    Grid frame = frame_;
    for (std::size_t i = searched_from_; i < placed_.size(); ++i) {
      const Placement& p = placed_[i];
      const Tile& tile = ump_.tiles[p.tile];
      if (!fits_frame(frame, tile, p.x, p.y))
        for (const Misfit& m : misfits(frame, tile, p.x, p.y))
          if (!frame.on_map(m.x, m.y)) {
            at_x = std::clamp(m.x, 1, plan_.width);
            at_y = std::clamp(m.y, 1, plan_.height);
            return "the map is full, but the game would not place " + tile.id + " at " + std::to_string(p.x) + " " +
                   std::to_string(p.y) + ": on the frame " + m.text;
          }
      place(frame, tile, p.x, p.y, true);
    }
    return std::string();
  }

  void record(const std::string& why, int x, int y) {
    if (first_reason_.empty()) first_reason_ = why;
    if (static_cast<int>(out_.dead_ends.size()) >= limits_.max_dead_ends) return;
    DeadEnd d;
    d.reason = why;
    d.x = x;
    d.y = y;
    d.node = out_.nodes;
    d.placed = placed_;
    out_.dead_ends.push_back(std::move(d));
  }

  void succeed() {
    out_.ok = true;
    out_.placed = placed_;
    const int squares = plan_.width * plan_.height;
    progress_.set_counter(0, "squares covered", static_cast<std::uint64_t>(squares), static_cast<std::uint64_t>(squares));
    progress_.set_counter(1, "nodes searched", out_.nodes);
    progress_.set_fraction(1.0);
  }

  void fail(const std::string& why, int x, int y, bool exhaustive) {
    out_.ok = false;
    out_.exhaustive = exhaustive;
    out_.reason = why;
    out_.placed = placed_;
    if (x >= 0) record(why, x, y);
  }

  struct Saved {
    std::size_t cell;
    Mask mask;
  };

  const Ump& ump_;
  const Plan& plan_;
  Rng rng_;
  Progress& progress_;
  const SearchLimits& limits_;
  AssemblyResult& out_;

  Grid grid_;   // the map as the fit rule reads it: the frame takes any letter
  Grid frame_;  // the game's map after the fixed tiles: rings combined on the frame as well
  std::vector<Placement> placed_;
  std::size_t searched_from_ = 0;  // placed_[searched_from_…] are the search's
  std::vector<int> used_;  // copies placed by the search, per tile
  int uncovered_ = 0;      // map squares not yet solid

  std::vector<Candidate> candidates_;
  std::vector<std::vector<int>> cover_;  // per grid cell: candidates with a solid cell there
  std::vector<std::vector<int>> touch_;  // per grid cell: candidates with any cell there
  std::vector<std::vector<int>> tile_candidates_;
  std::vector<std::vector<int>> solid_deltas_;  // per tile: its solid cells as grid index offsets
  std::vector<int> options_;             // per grid cell: live candidates covering it
  std::vector<int> alive_of_tile_;
  std::vector<std::uint8_t> alive_;
  std::vector<int> killed_;              // undo: candidates killed, in order
  std::vector<Saved> saved_;             // undo: grid cells before each placement
  std::string first_reason_;
  bool largest_first_ = true;  // this walk tries larger tiles first (else a plain shuffle)
};

}  // namespace

const char* warning_kind_name(Warning::Kind kind) {
  switch (kind) {
    case Warning::Kind::PastFrame: return "past_frame";
    case Warning::Kind::SolidOnFrame: return "solid_on_frame";
    case Warning::Kind::SolidOnSolid: return "solid_on_solid";
    case Warning::Kind::Letters: return "letters";
    case Warning::Kind::Uncovered: return "uncovered";
  }
  return "letters";
}

std::vector<Warning> fixed_tile_warnings(const Ump& ump, const Plan& plan) {
  AssemblyResult out;
  Progress progress;
  const SearchLimits limits;
  Search search(ump, plan, 0, progress, limits, out);
  search.run_fixed();
  return out.warnings;
}

AssemblyResult assemble(const Ump& ump, const Plan& plan, std::uint64_t seed, Progress& progress,
                        const SearchLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  AssemblyResult out;
  Search search(ump, plan, seed, progress, limits, out);
  search.run();
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace pgw::assembly

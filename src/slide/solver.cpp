#include "slide/solver.hpp"

#include <algorithm>
#include <cstdlib>
#include <new>

#include "slide/move.hpp"

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

namespace pgw::slide {

const char* to_string(SolveStatus status) {
  switch (status) {
    case SolveStatus::Solved: return "solved";
    case SolveStatus::Unsolvable: return "unsolvable";
    case SolveStatus::TooLarge: return "too large";
    case SolveStatus::Cancelled: return "cancelled";
  }
  return "?";
}

namespace {

constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
constexpr std::uint32_t kPollMask = 1023;  // poll cancel every 1024 positions (a fraction of a ms)
constexpr std::uint64_t kExploreReserveCap = 1 << 20;

inline std::uint64_t hash_state(const State& s) {
  std::uint64_t h = s.movers.w[0] * 0x9E3779B97F4A7C15ull;
  h ^= (s.movers.w[1] + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
  h ^= (s.movers.w[2] + s.player) * 0x165667B19E3779F9ull;
  return h ^ (h >> 29);
}

// Large tables are looked up at random: on Linux they ask for huge pages
// (fewer address translations missed), a hint the system may ignore.
template <class T>
struct HugeAllocator {
  using value_type = T;
  HugeAllocator() = default;
  template <class U>
  HugeAllocator(const HugeAllocator<U>&) {}
  static constexpr std::size_t kHuge = std::size_t{2} << 20;
  T* allocate(std::size_t n) {
    const std::size_t bytes = n * sizeof(T);
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    if (bytes >= kHuge) {
      void* p = std::aligned_alloc(kHuge, (bytes + kHuge - 1) / kHuge * kHuge);
      if (!p) throw std::bad_alloc();
      madvise(p, bytes, MADV_HUGEPAGE);
      return static_cast<T*>(p);
    }
#endif
    void* p = std::malloc(bytes);
    if (!p) throw std::bad_alloc();
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t) { std::free(p); }
  template <class U>
  bool operator==(const HugeAllocator<U>&) const { return true; }
  template <class U>
  bool operator!=(const HugeAllocator<U>&) const { return false; }
};
template <class T>
using Table = std::vector<T, HugeAllocator<T>>;

// Growing a vector of millions of positions copies tens of MB into fresh
// memory, whose first touch costs as much again (page faults, and huge-page
// compaction charged to this thread): 50-150 ms in one stretch, measured on
// 12x12 climbs. So the searches grow their vectors here, a MB at a time
// between polls. Makes room for one more element (doubling, as push_back
// would); false when a poll finds the work cancelled (v is left as it was).
constexpr std::size_t kChunkBytes = std::size_t{1} << 20;

template <class V>
bool room_for_one(V& v, const Progress* progress) {
  if (v.size() < v.capacity()) return true;
  const std::size_t chunk = std::max<std::size_t>(1, kChunkBytes / sizeof(typename V::value_type));
  V bigger;
  bigger.reserve(std::max<std::size_t>(16, v.capacity() * 2));
  for (std::size_t i = 0; i < v.size(); i += chunk) {
    if (i > 0 && progress != nullptr && progress->cancelled()) return false;
    bigger.insert(bigger.end(), v.begin() + static_cast<std::ptrdiff_t>(i),
                  v.begin() + static_cast<std::ptrdiff_t>(std::min(v.size(), i + chunk)));
  }
  v.swap(bigger);
  return true;
}
// v made `size` copies of `value`, a MB at a time between polls (its fresh
// memory is touched as it is filled); false (v half made) when `may_stop`
// and a poll finds the work cancelled.
template <class V>
bool fill_polled(V& v, std::size_t size, const typename V::value_type& value, const Progress* progress,
                 bool may_stop = true) {
  if (v.capacity() < size) {
    V().swap(v);
    v.reserve(size);
  }
  v.clear();
  const std::size_t chunk = std::max<std::size_t>(1, kChunkBytes / sizeof(typename V::value_type));
  for (std::size_t done = 0; done < size; done += chunk) {
    if (progress != nullptr && progress->cancelled() && may_stop) return false;
    v.insert(v.end(), std::min(chunk, size - done), value);
  }
  return true;
}

template <class... V>
bool room_for_one_in_each(const Progress* progress, V&... vs) {
  return (room_for_one(vs, progress) && ...);
}

// The searches' working memory. Given back to the system after each call,
// unless a SolverWorkspace on this thread keeps it for the next one.
struct Scratch {
  int holds = 0;  // live SolverWorkspaces on this thread
  // StateIndex's tables: the one of 256·2^k slots lives in [k % 2], so
  // under a workspace each vector is always asked for the same sizes and,
  // once grown, is never allocated again (without one, the smaller is freed
  // as soon as the larger is filled).
  Table<std::uint64_t> slots[2];
  std::vector<State> states;
  std::vector<std::uint32_t> parent;
  std::vector<Dir> via;
  StateGraph graph;  // a map given back (recycle), for the next explore()
};
thread_local Scratch scratch;

// Lends the scratch to one call: releases it when the call ends and no workspace holds it.
struct Borrow {
  Borrow() = default;
  Borrow(const Borrow&) = delete;
  Borrow& operator=(const Borrow&) = delete;
  ~Borrow() {
    if (scratch.holds == 0) scratch = Scratch();
  }
};

// A position's successor one way, made ahead of its lookup (expand_all), with its hash.
struct Successor {
  State state;
  std::uint64_t hash;
  bool moved;  // false: nothing could move that way
};

// An insert-only set of states, stored as indices into the caller's vector
// (open addressing, linear probing, grows at half full). Each slot keeps the
// low 32 bits of the hash beside the index: a probe that lands on another
// state is rejected without touching that state's memory, and growing places
// every slot from those bits alone (no state is read or hashed again, which
// keeps the longest stretch between two cancel polls short). For any board.
class StateIndex {
 public:
  // Starts small: most solves meet few positions, and the table doubles as
  // needed. `progress` is polled while it doubles (see grow()). The table
  // lives in the scratch.
  StateIndex(const std::vector<State>& states, const Progress* progress)
      : states_(states), progress_(progress), tables_(scratch.slots) {
    tables_[0].assign(256, kFree);
    slots_ = tables_[0].data();
    mask_ = 255;
  }

  // Makes s's hash and asks for its slot's memory (ahead of find_or_add).
  void prepare(Successor& s) const {
    s.hash = hash_state(s.state);
    __builtin_prefetch(slots_ + (s.hash & mask_));
  }
  // The index of s's state if present; otherwise records `fresh` for it and returns kEmpty.
  std::uint32_t find_or_add(const Successor& s, std::uint32_t fresh) { return find_or_add(s.state, s.hash, fresh); }
  std::uint32_t find_or_add(const State& s, std::uint32_t fresh) { return find_or_add(s, hash_state(s), fresh); }

 private:
  static constexpr std::uint64_t kFree = ~std::uint64_t{0};

  std::uint32_t find_or_add(const State& s, std::uint64_t hash, std::uint32_t fresh) {
    if ((count_ + 1) * 2 > mask_ + 1) grow();
    std::uint64_t* slots = slots_;
    const std::uint64_t tag = hash << 32;
    for (std::size_t i = (tag >> 32) & mask_;; i = (i + 1) & mask_) {
      const std::uint64_t slot = slots[i];
      if (slot == kFree) {
        slots[i] = tag | fresh;
        ++count_;
        return kEmpty;
      }
      if ((slot & ~std::uint64_t{0xFFFFFFFF}) == tag) {
        const auto at = static_cast<std::uint32_t>(slot);
        if (states_[at] == s) return at;
      }
    }
  }

  // A large table takes milliseconds to double (its memory filled, then
  // every slot placed again), so it polls as it goes: where a job is sliced
  // on one thread, that is where it can yield. A large table found cancelled
  // while the new one is filled is kept as it is: it is half full, and the
  // caller polls again (and stops) long before it could fill up (within
  // kPollMask + 1 positions, 4 successors each). Once the slots are being
  // placed, the doubling ends first; the caller's next poll acts on the cancel.
  void grow() {
    const std::size_t old_size = mask_ + 1;
    if (!fill_polled(tables_[now_ ^ 1], old_size * 2, kFree, progress_, old_size >= kLargeTable)) return;
    const std::uint64_t* old = slots_;
    now_ ^= 1;
    std::uint64_t* slots = slots_ = tables_[now_].data();
    mask_ = old_size * 2 - 1;
    std::uint32_t moved = 0;
    for (const std::uint64_t* o = old; o != old + old_size; ++o) {
      const std::uint64_t slot = *o;
      if (slot == kFree) continue;
      if ((++moved & kPollMask) == 0 && progress_ != nullptr) (void)progress_->cancelled();
      std::size_t i = (slot >> 32) & mask_;
      while (slots[i] != kFree) i = (i + 1) & mask_;
      slots[i] = slot;
    }
    if (scratch.holds == 0) Table<std::uint64_t>().swap(tables_[now_ ^ 1]);  // kept only for a workspace
  }

  // A table this large may stay at half full when cancelled (see grow()).
  static constexpr std::size_t kLargeTable = std::size_t{1} << 16;

  const std::vector<State>& states_;
  const Progress* progress_;
  Table<std::uint64_t>* tables_;  // the scratch's pair
  int now_ = 0;                   // the one in use
  std::uint64_t* slots_;
  std::size_t mask_ = 0;
  std::size_t count_ = 0;
};

// Breadth-first expansion in batches: the searches wait on memory more than
// on the moves, so a batch of positions has all its successors made and
// their table slots asked for at once (the memory comes while the moves are
// made), and only then are they looked up and added, one by one, in the
// same order as one position at a time would: `visit(head, successors)` adds
// head's four successors (Dir order), or stops the search by returning
// false; the search ends when no position is left to expand. So every
// search meets, numbers and stops at exactly the same positions as a plain
// one. `arrived[s]` is the move that first reached state s (s > 0): that
// move again moves nothing (every block already slid as far as it could),
// so it is not made. The moves are a Slider's (move.hpp): apply()'s.
constexpr std::uint32_t kBatch = 16;

template <class Visit>
void expand_all(const Layout& layout, const std::vector<State>& states, const std::vector<Dir>& arrived,
                const StateIndex& index, Visit&& visit) {
  const Slider slide(layout);
  Successor batch[kBatch * 4];
  for (std::uint32_t head = 0; head < states.size();) {
    const auto end = static_cast<std::uint32_t>(std::min<std::size_t>(head + kBatch, states.size()));
    Successor* out = batch;
    for (std::uint32_t h = head; h < end; ++h) {
      const State current = states[h];
      for (Dir d : kDirs) {
        if (h != 0 && arrived[h] == d) {
          out->moved = false;
        } else {
          out->state = slide(current, d);
          out->moved = !(out->state == current);
          if (out->moved) index.prepare(*out);
        }
        ++out;
      }
    }
    for (const Successor* s = batch; head < end; ++head, s += 4)
      if (!visit(head, s)) return;
  }
}

}  // namespace

// In wasm the memory a search gives back is not returned to the system
// either (so there is nothing to save), and the app's memory is fixed: a
// workspace keeps nothing there, and a search's peak stays its own.
#ifdef __EMSCRIPTEN__
SolverWorkspace::SolverWorkspace() = default;
SolverWorkspace::~SolverWorkspace() = default;
#else
SolverWorkspace::SolverWorkspace() { ++scratch.holds; }
SolverWorkspace::~SolverWorkspace() {
  if (--scratch.holds == 0) scratch = Scratch();
}
#endif

// ---------------------------------------------------------------------------

SolveResult solve(const Layout& layout, const State& start, Progress* progress, std::uint64_t budget) {
  SolveResult result;
  if (is_won(layout, start)) {
    result.status = SolveStatus::Solved;
    result.states_explored = 1;
    return result;
  }
  Borrow borrow;
  std::vector<State>& states = scratch.states;
  std::vector<std::uint32_t>& parent = scratch.parent;
  std::vector<Dir>& via = scratch.via;
  states.assign(1, start);
  parent.assign(1, kEmpty);
  via.assign(1, Dir::Up);
  StateIndex index(states, progress);
  index.find_or_add(start, 0);

  result.status = SolveStatus::Unsolvable;  // unless a visit below says otherwise
  expand_all(layout, states, via, index, [&](std::uint32_t head, const Successor* next) {
    if ((head & kPollMask) == 0 && progress) {
      if (progress->cancelled()) {
        result.status = SolveStatus::Cancelled;
        return false;
      }
      progress->set_counter(1, "states explored", states.size());
    }
    for (Dir d : kDirs) {
      const Successor& n = next[static_cast<int>(d)];
      if (!n.moved) continue;  // nothing could move that way
      const auto fresh = static_cast<std::uint32_t>(states.size());
      if (index.find_or_add(n, fresh) != kEmpty) continue;
      if (!room_for_one_in_each(progress, states, parent, via)) {
        result.status = SolveStatus::Cancelled;
        return false;
      }
      states.push_back(n.state);
      parent.push_back(head);
      via.push_back(d);
      if (is_won(layout, n.state)) {
        for (std::uint32_t at = fresh; parent[at] != kEmpty; at = parent[at]) result.moves.push_back(via[at]);
        std::reverse(result.moves.begin(), result.moves.end());
        result.status = SolveStatus::Solved;
        return false;
      }
      if (states.size() >= budget) {
        result.status = SolveStatus::TooLarge;
        return false;
      }
    }
    return true;
  });
  result.states_explored = states.size();
  return result;
}

OptimalPaths optimal_paths(const Layout& layout, const State& start, Progress* progress, std::uint64_t budget) {
  OptimalPaths out;
  if (is_won(layout, start)) {
    out.status = SolveStatus::Solved;
    out.solutions = 1;
    out.states_explored = 1;
    return out;
  }
  Borrow borrow;
  std::vector<State> states{start};
  std::vector<std::uint32_t> depth{0}, parent{kEmpty};
  std::vector<Dir> via{Dir::Up};
  std::vector<std::uint64_t> ways{1};
  std::vector<std::uint8_t> first{0};
  StateIndex index(states, progress);
  index.find_or_add(start, 0);
  std::uint32_t goal_depth = 0;  // 0 until a win is met
  std::uint32_t some_win = kEmpty;
  bool stopped = false;  // cancelled or too large: `out` says which
  expand_all(layout, states, via, index, [&](std::uint32_t head, const Successor* next) {
    if ((head & kPollMask) == 0 && progress && progress->cancelled()) {
      out.status = SolveStatus::Cancelled;
      return !(stopped = true);
    }
    // Wins are met at goal_depth; the layer before it is the last expanded.
    if (goal_depth != 0 && depth[head] + 1 > goal_depth) return false;
    if (is_won(layout, states[head])) return true;  // play stops at the goal
    for (Dir d : kDirs) {
      const Successor& n = next[static_cast<int>(d)];
      if (!n.moved) continue;
      const auto fresh = static_cast<std::uint32_t>(states.size());
      std::uint32_t at = index.find_or_add(n, fresh);
      const std::uint8_t starts = head == 0 ? static_cast<std::uint8_t>(1u << static_cast<int>(d)) : first[head];
      if (at == kEmpty) {
        if (states.size() >= budget) {
          out.status = SolveStatus::TooLarge;
          return !(stopped = true);
        }
        if (!room_for_one_in_each(progress, states, depth, parent, via, ways, first)) {
          out.status = SolveStatus::Cancelled;
          return !(stopped = true);
        }
        states.push_back(n.state);
        depth.push_back(depth[head] + 1);
        parent.push_back(head);
        via.push_back(d);
        ways.push_back(ways[head]);
        first.push_back(starts);
        if (is_won(layout, n.state) && goal_depth == 0) {
          goal_depth = depth[head] + 1;
          some_win = fresh;
        }
      } else if (depth[at] == depth[head] + 1) {  // another shortest way in
        ways[at] = std::min(kManySolutions, ways[at] + ways[head]);
        first[at] |= starts;
      }
    }
    return true;
  });
  if (stopped) {
    out.states_explored = states.size();
    return out;
  }
  out.states_explored = states.size();
  if (goal_depth == 0) return out;  // Unsolvable
  out.status = SolveStatus::Solved;
  out.par = static_cast<int>(goal_depth);
  for (std::uint32_t i = 0; i < states.size(); ++i)
    if (depth[i] == goal_depth && is_won(layout, states[i])) {
      out.solutions = std::min(kManySolutions, out.solutions + ways[i]);
      out.first_moves |= first[i];
    }
  for (std::uint32_t at = some_win; parent[at] != kEmpty; at = parent[at]) out.moves.push_back(via[at]);
  std::reverse(out.moves.begin(), out.moves.end());
  return out;
}

void recycle(StateGraph&& graph) {
  if (scratch.holds == 0) return;
  scratch.graph = std::move(graph);
}

StateGraph explore(const Layout& layout, const State& start, Progress* progress, std::uint64_t budget) {
  Borrow borrow;
  StateGraph graph = std::move(scratch.graph);  // a recycled map's memory, if any
  graph.states.clear();
  graph.next.clear();
  graph.wins.clear();
  graph.complete = false;
  // Room for the whole budget up front (untouched until used): no copying
  // as the map grows, and no long stretch between cancel polls.
  const auto room = static_cast<std::size_t>(std::min<std::uint64_t>(budget, kExploreReserveCap));
  graph.states.reserve(room);
  graph.next.reserve(room);
  graph.states.push_back(start);
  if (is_won(layout, start)) graph.wins.push_back(0);
  std::vector<Dir>& arrived = scratch.via;
  arrived.assign(1, Dir::Up);
  StateIndex index(graph.states, progress);
  index.find_or_add(start, 0);
  bool stopped = false;  // at the budget or by cancel
  expand_all(layout, graph.states, arrived, index, [&](std::uint32_t head, const Successor* next) {
    if ((head & kPollMask) == 0 && progress && progress->cancelled()) return !(stopped = true);
    std::array<std::uint32_t, 4> out;
    for (Dir d : kDirs) {
      const Successor& n = next[static_cast<int>(d)];
      if (!n.moved) {
        out[static_cast<int>(d)] = head;
        continue;
      }
      const auto fresh = static_cast<std::uint32_t>(graph.states.size());
      const std::uint32_t found = index.find_or_add(n, fresh);
      if (found == kEmpty) {
        if (graph.states.size() >= budget) return !(stopped = true);
        if (!room_for_one_in_each(progress, graph.states, arrived)) return !(stopped = true);
        graph.states.push_back(n.state);
        arrived.push_back(d);
        if (is_won(layout, n.state)) graph.wins.push_back(fresh);
        out[static_cast<int>(d)] = fresh;
      } else {
        out[static_cast<int>(d)] = found;
      }
    }
    if (!room_for_one(graph.next, progress)) return !(stopped = true);
    graph.next.push_back(out);
    return true;
  });
  graph.complete = !stopped;
  return graph;
}

std::vector<std::uint16_t> distances_to_win(const Layout& layout, const StateGraph& graph, Progress* progress) {
  const auto stop_at = [progress](std::size_t i) { return (i & kPollMask) == 0 && progress && progress->cancelled(); };
  const std::size_t n = graph.states.size();
  // Tens of MB for a deep map: made between polls (see fill_polled).
  std::vector<std::uint16_t> dist;
  if (!fill_polled(dist, n, kNoWin, progress)) return dist;
  // Reverse edges in compressed rows: who moves into each state (a move
  // that moves nothing leads nowhere new, so it is left out). first[to]
  // counts to's edges, then marks the end of its row, then, once the row is
  // filled from its end, its start.
  std::vector<std::uint32_t> first;
  if (!fill_polled(first, n + 1, 0u, progress)) return dist;
  for (std::uint32_t s = 0; s < graph.next.size(); ++s) {
    if (stop_at(s)) return dist;
    for (std::uint32_t to : graph.next[s]) first[to] += to != s;
  }
  for (std::size_t i = 1; i <= n; ++i) {
    if (stop_at(i)) return dist;
    first[i] += first[i - 1];
  }
  std::vector<std::uint32_t> from;
  if (!fill_polled(from, first[n], 0u, progress)) return dist;
  for (std::uint32_t s = 0; s < graph.next.size(); ++s) {
    if (stop_at(s)) return dist;
    for (std::uint32_t to : graph.next[s])
      if (to != s) from[--first[to]] = s;
  }

  std::vector<std::uint32_t> queue;
  queue.reserve(n);
  // The wins, in order (explore() noted them): polled as often as a pass over every state.
  for (std::uint32_t s = 0; s < n; s += kPollMask + 1)
    if (stop_at(s)) return dist;
  for (std::uint32_t s : graph.wins) {
    dist[s] = 0;
    queue.push_back(s);
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    if (stop_at(head)) return dist;
    const std::uint32_t s = queue[head];
    const std::uint16_t d = static_cast<std::uint16_t>(dist[s] + 1);
    for (std::uint32_t e = first[s]; e < first[s + 1]; ++e) {
      const std::uint32_t p = from[e];
      if (dist[p] == kNoWin) {
        dist[p] = d;
        queue.push_back(p);
      }
    }
  }
  return dist;
}

}  // namespace pgw::slide

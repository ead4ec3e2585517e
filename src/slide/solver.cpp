#include "slide/solver.hpp"

#include <algorithm>

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

// An insert-only set of states, stored as indices into the caller's vector
// (open addressing, linear probing, grows at half full). Each slot keeps the
// low 32 bits of the hash beside the index: a probe that lands on another
// state is rejected without touching that state's memory, and growing places
// every slot from those bits alone (no state is read or hashed again, which
// keeps the longest stretch between two cancel polls short).
class StateIndex {
 public:
  // Starts small: most solves meet few positions, and the table doubles as
  // needed. `progress` is polled while it doubles (see grow()).
  StateIndex(const std::vector<State>& states, const Progress* progress) : states_(states), progress_(progress) {
    slots_.assign(256, kFree);
  }

  // The index of `s` if present; otherwise records `fresh` for it and returns kEmpty.
  std::uint32_t find_or_add(const State& s, std::uint32_t fresh) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    const std::uint64_t tag = hash_state(s) << 32;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = (tag >> 32) & mask;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == kFree) {
        slots_[i] = tag | fresh;
        ++count_;
        return kEmpty;
      }
      if ((slot & ~std::uint64_t{0xFFFFFFFF}) == tag) {
        const auto at = static_cast<std::uint32_t>(slot);
        if (states_[at] == s) return at;
      }
    }
  }

 private:
  static constexpr std::uint64_t kFree = ~std::uint64_t{0};

  // A large table takes milliseconds to double, so it polls too: where a job
  // is sliced on one thread, that is where it can yield. A cancel is acted
  // on by the caller's next poll, once the table is whole again.
  void grow() {
    std::vector<std::uint64_t> old(slots_.size() * 2, kFree);
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    std::uint32_t moved = 0;
    for (std::uint64_t slot : old) {
      if (slot == kFree) continue;
      if ((++moved & kPollMask) == 0 && progress_ != nullptr) (void)progress_->cancelled();
      std::size_t i = (slot >> 32) & mask;
      while (slots_[i] != kFree) i = (i + 1) & mask;
      slots_[i] = slot;
    }
  }

  const std::vector<State>& states_;
  const Progress* progress_;
  std::vector<std::uint64_t> slots_;
  std::size_t count_ = 0;
};

}  // namespace

// ---------------------------------------------------------------------------

SolveResult solve(const Layout& layout, const State& start, Progress* progress, std::uint64_t budget) {
  SolveResult result;
  if (is_won(layout, start)) {
    result.status = SolveStatus::Solved;
    result.states_explored = 1;
    return result;
  }
  std::vector<State> states{start};
  std::vector<std::uint32_t> parent{kEmpty};
  std::vector<Dir> via{Dir::Up};
  StateIndex index(states, progress);
  index.find_or_add(start, 0);

  for (std::uint32_t head = 0; head < states.size(); ++head) {
    if ((head & kPollMask) == 0 && progress) {
      if (progress->cancelled()) {
        result.status = SolveStatus::Cancelled;
        result.states_explored = states.size();
        return result;
      }
      progress->set_counter(1, "states explored", states.size());
    }
    const State current = states[head];
    for (Dir d : kDirs) {
      const State next = apply(layout, current, d);
      if (next == current) continue;  // nothing could move that way
      const auto fresh = static_cast<std::uint32_t>(states.size());
      if (index.find_or_add(next, fresh) != kEmpty) continue;
      states.push_back(next);
      parent.push_back(head);
      via.push_back(d);
      if (is_won(layout, next)) {
        for (std::uint32_t at = fresh; parent[at] != kEmpty; at = parent[at]) result.moves.push_back(via[at]);
        std::reverse(result.moves.begin(), result.moves.end());
        result.status = SolveStatus::Solved;
        result.states_explored = states.size();
        return result;
      }
      if (states.size() >= budget) {
        result.status = SolveStatus::TooLarge;
        result.states_explored = states.size();
        return result;
      }
    }
  }
  result.status = SolveStatus::Unsolvable;
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
  std::vector<State> states{start};
  std::vector<std::uint32_t> depth{0}, parent{kEmpty};
  std::vector<Dir> via{Dir::Up};
  std::vector<std::uint64_t> ways{1};
  std::vector<std::uint8_t> first{0};
  StateIndex index(states, progress);
  index.find_or_add(start, 0);
  std::uint32_t goal_depth = 0;  // 0 until a win is met
  std::uint32_t some_win = kEmpty;
  for (std::uint32_t head = 0; head < states.size(); ++head) {
    if ((head & kPollMask) == 0 && progress && progress->cancelled()) {
      out.status = SolveStatus::Cancelled;
      out.states_explored = states.size();
      return out;
    }
    // Wins are met at goal_depth; the layer before it is the last expanded.
    if (goal_depth != 0 && depth[head] + 1 > goal_depth) break;
    if (is_won(layout, states[head])) continue;  // play stops at the goal
    const State current = states[head];
    for (Dir d : kDirs) {
      const State next = apply(layout, current, d);
      if (next == current) continue;
      const auto fresh = static_cast<std::uint32_t>(states.size());
      std::uint32_t at = index.find_or_add(next, fresh);
      const std::uint8_t starts = head == 0 ? static_cast<std::uint8_t>(1u << static_cast<int>(d)) : first[head];
      if (at == kEmpty) {
        if (states.size() >= budget) {
          out.status = SolveStatus::TooLarge;
          out.states_explored = states.size();
          return out;
        }
        states.push_back(next);
        depth.push_back(depth[head] + 1);
        parent.push_back(head);
        via.push_back(d);
        ways.push_back(ways[head]);
        first.push_back(starts);
        if (is_won(layout, next) && goal_depth == 0) {
          goal_depth = depth[head] + 1;
          some_win = fresh;
        }
      } else if (depth[at] == depth[head] + 1) {  // another shortest way in
        ways[at] = std::min(kManySolutions, ways[at] + ways[head]);
        first[at] |= starts;
      }
    }
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

StateGraph explore(const Layout& layout, const State& start, Progress* progress, std::uint64_t budget) {
  StateGraph graph;
  // Room for the whole budget up front (untouched until used): no copying
  // as the map grows, and no long stretch between cancel polls.
  const auto room = static_cast<std::size_t>(std::min<std::uint64_t>(budget, kExploreReserveCap));
  graph.states.reserve(room);
  graph.next.reserve(room);
  graph.states.push_back(start);
  StateIndex index(graph.states, progress);
  index.find_or_add(start, 0);
  for (std::uint32_t head = 0; head < graph.states.size(); ++head) {
    if ((head & kPollMask) == 0 && progress && progress->cancelled()) return graph;
    const State current = graph.states[head];
    std::array<std::uint32_t, 4> out;
    for (Dir d : kDirs) {
      const State next = apply(layout, current, d);
      if (next == current) {
        out[static_cast<int>(d)] = head;
        continue;
      }
      const auto fresh = static_cast<std::uint32_t>(graph.states.size());
      const std::uint32_t found = index.find_or_add(next, fresh);
      if (found == kEmpty) {
        if (graph.states.size() >= budget) return graph;
        graph.states.push_back(next);
        out[static_cast<int>(d)] = fresh;
      } else {
        out[static_cast<int>(d)] = found;
      }
    }
    graph.next.push_back(out);
  }
  graph.complete = true;
  return graph;
}

std::vector<std::uint16_t> distances_to_win(const Layout& layout, const StateGraph& graph, Progress* progress) {
  const auto stop_at = [progress](std::size_t i) { return (i & kPollMask) == 0 && progress && progress->cancelled(); };
  const std::size_t n = graph.states.size();
  std::vector<std::uint16_t> dist(n, kNoWin);
  // Reverse edges in compressed rows: who moves into each state.
  std::vector<std::uint32_t> first(n + 1, 0);
  for (std::uint32_t s = 0; s < graph.next.size(); ++s) {
    if (stop_at(s)) return dist;
    for (std::uint32_t to : graph.next[s]) ++first[to + 1];
  }
  for (std::size_t i = 0; i < n; ++i) first[i + 1] += first[i];
  std::vector<std::uint32_t> from(first[n]);
  std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
  for (std::uint32_t s = 0; s < graph.next.size(); ++s) {
    if (stop_at(s)) return dist;
    for (std::uint32_t to : graph.next[s]) from[fill[to]++] = s;
  }

  std::vector<std::uint32_t> queue;
  queue.reserve(n);
  for (std::uint32_t s = 0; s < n; ++s) {
    if (stop_at(s)) return dist;
    if (is_won(layout, graph.states[s])) {
      dist[s] = 0;
      queue.push_back(s);
    }
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

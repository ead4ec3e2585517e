// solver.cpp — see solver.hpp.
#include "blocks/solver.hpp"

#include <algorithm>
#include <array>

namespace pgw::blocks {

namespace {

using u64 = std::uint64_t;
using u128 = unsigned __int128;

constexpr int kMaxSlots = 40;
constexpr u64 kOutside = u64{1} << 63;  // Klotski (≤ 42 cells): an anchor where the piece does not fit

// What a board's pieces can do, and how their places pack into a key.
struct Layout {
  Rules rules = Rules::Rush;
  int width = 0, height = 0;
  int slots = 0;
  u64 walls = 0;
  int board_piece[kMaxSlots];  // slot -> the board's piece index (Klotski groups are contiguous)
  int group_end[kMaxSlots];    // Klotski: the first slot after this slot's group
  int bits = 3;  // a slot's bits: Rush 3 (offsets 0–7), Klotski 6 (cells 0–41)
  int places[kMaxSlots];       // Rush: offsets along the line; Klotski: cells
  u64 masks[kMaxSlots][64];  // [slot][place] -> cells (kOutside when it does not fit)
  // Klotski: the anchor one step away in each direction (-1: off the board).
  std::vector<std::array<int, 4>> next;
  int target = 0;  // A's winning place
  int total_bits = 0;
};


int place_of(const Board& b, const Piece& p) {
  if (b.rules == Rules::Klotski) return b.cell(p.x, p.y);
  return p.horizontal() ? p.x : p.y;
}

bool build_layout(const Board& b, Layout& L, std::string& error) {
  L = Layout();
  L.rules = b.rules;
  L.width = b.width;
  L.height = b.height;
  L.walls = b.walls;
  const int n = static_cast<int>(b.pieces.size());
  if (n > kMaxSlots) {
    error = "too many pieces to search (" + std::to_string(n) + ")";
    return false;
  }
  // Slot order: A first, then (Klotski) the others grouped by shape in order of first appearance.
  std::vector<int> order;
  order.push_back(0);
  if (b.rules == Rules::Rush) {
    for (int i = 1; i < n; ++i) order.push_back(i);
    for (int s = 0; s < n; ++s) L.group_end[s] = s + 1;
  } else {
    std::vector<bool> taken(n, false);
    taken[0] = true;
    L.group_end[0] = 1;
    for (int i = 1; i < n; ++i) {
      if (taken[i]) continue;
      const int begin = static_cast<int>(order.size());
      for (int j = i; j < n; ++j)
        if (!taken[j] && b.pieces[j].w == b.pieces[i].w && b.pieces[j].h == b.pieces[i].h) {
          taken[j] = true;
          order.push_back(j);
        }
      for (int s = begin; s < static_cast<int>(order.size()); ++s) L.group_end[s] = static_cast<int>(order.size());
    }
  }
  L.slots = n;
  for (int s = 0; s < n; ++s) {
    const Piece& p = b.pieces[order[s]];
    L.board_piece[s] = order[s];
    u64* m = L.masks[s];
    if (b.rules == Rules::Rush) {
      const bool h = p.horizontal();
      const int line = h ? b.width : b.height;
      const int len = h ? p.w : p.h;
      L.places[s] = line - len + 1;
      for (int k = 0; k < L.places[s]; ++k) {
        Piece q = p;
        (h ? q.x : q.y) = static_cast<std::int8_t>(k);
        m[k] = b.mask(q);
      }
    } else {
      L.places[s] = b.cells();
      for (int c = 0; c < b.cells(); ++c) {
        const int x = c % b.width, y = c / b.width;
        if (x + p.w > b.width || y + p.h > b.height) {
          m[c] = kOutside;
          continue;
        }
        Piece q = p;
        q.x = static_cast<std::int8_t>(x);
        q.y = static_cast<std::int8_t>(y);
        m[c] = b.mask(q);
      }
    }
  }
  L.bits = b.rules == Rules::Rush ? 3 : 6;
  const int shift = n * L.bits;
  L.total_bits = shift;
  if (shift > 128) {
    error = "the board has too many pieces to search (" + std::to_string(shift) + " bits a position; at most 128)";
    return false;
  }
  if (b.rules == Rules::Klotski) {
    L.next.resize(b.cells());
    for (int c = 0; c < b.cells(); ++c) {
      const int x = c % b.width, y = c / b.width;
      L.next[c] = {y > 0 ? c - b.width : -1, y + 1 < b.height ? c + b.width : -1, x > 0 ? c - 1 : -1,
                   x + 1 < b.width ? c + 1 : -1};
    }
    const Piece& a = b.pieces[0];
    int tx = b.exit_offset, ty = b.exit_offset;
    switch (b.exit) {
      case Edge::Bottom: ty = b.height - a.h; break;
      case Edge::Top: ty = 0; break;
      case Edge::Left: tx = 0; break;
      case Edge::Right: tx = b.width - a.w; break;
    }
    L.target = b.cell(tx, ty);
  } else {
    L.target = L.places[0] - 1;
  }
  return true;
}

template <class Key>
struct Packed {
  static Key pack(const Layout& L, const std::uint8_t* pos) {
    Key k = 0;
    for (int s = 0; s < L.slots; ++s) k |= static_cast<Key>(pos[s]) << (s * L.bits);
    return k;
  }
  static void unpack(const Layout& L, Key k, std::uint8_t* pos) {
    for (int s = 0; s < L.slots; ++s)
      pos[s] = static_cast<std::uint8_t>(static_cast<u64>(k >> (s * L.bits)) & ((u64{1} << L.bits) - 1));
  }
};

inline u64 mix(u64 x) {
  x ^= x >> 31;
  x *= 0x7fb5d329728ea185ULL;
  x ^= x >> 27;
  x *= 0x81dadef4bc2dd44dULL;
  x ^= x >> 33;
  return x;
}
inline u64 hash_key(u64 k) {
  k ^= k >> 29;
  k *= 0xbf58476d1ce4e5b9ULL;
  return k ^ (k >> 32);
}
inline u64 hash_key(u128 k) { return mix(static_cast<u64>(k) ^ mix(static_cast<u64>(k >> 64) + 0x9e3779b97f4a7c15ULL)); }

// Keys to their index in the order they were added: open addressing, each
// slot holding its key, so a probe reads one place.
template <class Key>
class Index {
 public:
  void clear() {
    keys_.clear();
    // A table grown for a large cluster is given back: small clusters probe a small table.
    if (slots_.empty() || slots_.size() > (std::size_t{1} << 16)) slots_.assign(std::size_t{1} << 12, Slot{});
    else std::fill(slots_.begin(), slots_.end(), Slot{});
  }
  // The key's index, adding it when new (`added` says which).
  std::uint32_t insert(Key k, bool& added) {
    if ((keys_.size() + 1) * 2 > slots_.size()) resize(slots_.size() * 2);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash_key(k) & mask;; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.index == 0) {
        keys_.push_back(k);
        slot.key = k;
        slot.index = static_cast<std::uint32_t>(keys_.size());
        added = true;
        return slot.index - 1;
      }
      if (slot.key == k) {
        added = false;
        return slot.index - 1;
      }
    }
  }
  const std::vector<Key>& keys() const { return keys_; }
  void prefetch(Key k) const { __builtin_prefetch(&slots_[hash_key(k) & (slots_.size() - 1)]); }
  bool contains(Key k) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash_key(k) & mask;; i = (i + 1) & mask) {
      if (slots_[i].index == 0) return false;
      if (slots_[i].key == k) return true;
    }
  }

 private:
  struct Slot {
    Key key = 0;
    std::uint32_t index = 0;  // 1 + the key's index; 0: empty
  };
  void resize(std::size_t n) {
    slots_.assign(n, Slot{});
    for (std::size_t k = 0; k < keys_.size(); ++k) {
      std::size_t i = hash_key(keys_[k]) & (n - 1);
      while (slots_[i].index != 0) i = (i + 1) & (n - 1);
      slots_[i] = Slot{keys_[k], static_cast<std::uint32_t>(k + 1)};
    }
  }
  std::vector<Key> keys_;
  std::vector<Slot> slots_;
};

// Calls emit(child key) for every move of the position `k`.
template <class Key, class Emit>
void expand(const Layout& L, Key k, Emit&& emit) {
  std::uint8_t pos[kMaxSlots];
  Packed<Key>::unpack(L, k, pos);
  u64 occ = L.walls;
  for (int s = 0; s < L.slots; ++s) occ |= L.masks[s][pos[s]];
  if (L.rules == Rules::Rush) {
    for (int s = 0; s < L.slots; ++s) {
      const u64* m = L.masks[s];
      const int p = pos[s];
      const u64 others = occ & ~m[p];
      const int shift = 3 * s;
      const Key base = k & ~(static_cast<Key>(7) << shift);
      for (int q = p - 1; q >= 0 && (m[q] & others) == 0; --q) emit(base | static_cast<Key>(q) << shift);
      for (int q = p + 1; q < L.places[s] && (m[q] & others) == 0; ++q) emit(base | static_cast<Key>(q) << shift);
    }
    return;
  }
  // Klotski: every cell the piece reaches by unit steps; identical shapes stay sorted.
  int seen_stamp[64] = {};
  int queue[64];
  for (int s = 0; s < L.slots; ++s) {
    const u64* m = L.masks[s];
    const int p = pos[s];
    const u64 others = (occ & ~m[p]) | kOutside;
    int head = 0, tail = 0;
    queue[tail++] = p;
    seen_stamp[p] = s + 1;
    while (head < tail) {
      const int c = queue[head++];
      for (int d = 0; d < 4; ++d) {
        const int n = L.next[c][d];
        if (n < 0 || seen_stamp[n] == s + 1 || (m[n] & others) != 0) continue;
        seen_stamp[n] = s + 1;
        queue[tail++] = n;
      }
    }
    // The group's slots [g0, g1) hold sorted places; slot s moves to n.
    int g0 = s;
    while (g0 > 0 && L.group_end[g0 - 1] == L.group_end[s]) --g0;
    const int g1 = L.group_end[s];
    for (int i = 1; i < tail; ++i) {
      std::uint8_t child[kMaxSlots];
      std::copy(pos, pos + L.slots, child);
      child[s] = static_cast<std::uint8_t>(queue[i]);
      std::sort(child + g0, child + g1);
      emit(Packed<Key>::pack(L, child));
    }
  }
}

template <class Key>
bool won(const Layout& L, Key k) {
  return static_cast<int>(static_cast<u64>(k) & ((u64{1} << L.bits) - 1)) == L.target;
}

template <class Key>
Key key_of(const Layout& L, const Board& b) {
  std::uint8_t pos[kMaxSlots];
  for (int s = 0; s < L.slots; ++s) pos[s] = static_cast<std::uint8_t>(place_of(b, b.pieces[L.board_piece[s]]));
  for (int s = 0; s < L.slots; s = L.group_end[s]) std::sort(pos + s, pos + L.group_end[s]);
  return Packed<Key>::pack(L, pos);
}

template <class Key>
Board board_of(const Layout& L, const Board& shape, Key k) {
  Board b = shape;
  std::uint8_t pos[kMaxSlots];
  Packed<Key>::unpack(L, k, pos);
  for (int s = 0; s < L.slots; ++s) {
    Piece& p = b.pieces[L.board_piece[s]];
    if (L.rules == Rules::Klotski) {
      p.x = static_cast<std::int8_t>(pos[s] % L.width);
      p.y = static_cast<std::int8_t>(pos[s] / L.width);
    } else {
      (p.horizontal() ? p.x : p.y) = static_cast<std::int8_t>(pos[s]);
    }
  }
  return b;
}

constexpr int kPollEvery = 1024;

template <class Key>
Solution solve_with(const Layout& L, const Board& board, Progress* progress, u64 max_states) {
  Solution out;
  Index<Key> index;
  index.clear();
  std::vector<std::uint32_t> parent;
  bool added = false;
  const Key start = key_of<Key>(L, board);
  index.insert(start, added);
  parent.push_back(0);
  std::int64_t goal = won(L, start) ? 0 : -1;
  std::vector<Key> children;
  std::size_t head = 0;
  while (goal < 0 && head < index.keys().size()) {
    if ((head % kPollEvery) == 0 && progress != nullptr) {
      if (progress->cancelled()) {
        out.status = SolveStatus::Cancelled;
        out.states = index.keys().size();
        return out;
      }
      progress->set_counter(0, "positions", index.keys().size());
    }
    const Key k = index.keys()[head];
    const std::uint32_t from = static_cast<std::uint32_t>(head++);
    children.clear();
    expand<Key>(L, k, [&](Key child) {
      index.prefetch(child);
      children.push_back(child);
    });
    for (const Key child : children) {
      const std::uint32_t i = index.insert(child, added);
      if (!added) continue;
      parent.push_back(from);
      if (won(L, child)) {
        goal = i;
        break;
      }
    }
    if (index.keys().size() > max_states) {
      out.status = SolveStatus::TooLarge;
      out.states = index.keys().size();
      return out;
    }
  }
  out.states = index.keys().size();
  if (goal < 0) {
    out.status = SolveStatus::Unsolvable;
    return out;
  }
  std::vector<Key> path;
  for (std::uint32_t i = static_cast<std::uint32_t>(goal); i != 0; i = parent[i]) path.push_back(index.keys()[i]);
  std::reverse(path.begin(), path.end());
  // Each step as a move of the labelled board: the legal move whose result packs to the next key.
  Board b = board;
  for (const Key next : path) {
    bool found = false;
    for (const Move& m : legal_moves(b)) {
      Board c = b;
      apply(c, m);
      if (key_of<Key>(L, c) == next) {
        out.steps += move_steps(b, m);
        out.moves.push_back(m);
        b = c;
        found = true;
        break;
      }
    }
    if (!found) {  // cannot happen: the search's moves are the board's
      out.status = SolveStatus::Unsolvable;
      out.moves.clear();
      return out;
    }
  }
  out.status = SolveStatus::Solved;
  return out;
}

}  // namespace

std::string check_searchable(const Board& board) {
  Layout L;
  std::string error;
  build_layout(board, L, error);
  return error;
}

Solution solve(const Board& board, Progress* progress, u64 max_states) {
  Layout L;
  std::string error;
  if (!build_layout(board, L, error)) {
    Solution s;
    s.status = SolveStatus::TooLarge;
    return s;
  }
  return L.total_bits <= 64 ? solve_with<u64>(L, board, progress, max_states)
                            : solve_with<u128>(L, board, progress, max_states);
}

// --- ClusterMap ------------------------------------------------------------

struct ClusterMap::Impl {
  Layout layout;
  Board shape;
  bool wide = false;
  Index<u64> narrow_index;
  Index<u128> wide_index;
  std::vector<std::uint32_t> edge_begin;  // CSR: neighbours of position i are edges[edge_begin[i] .. edge_begin[i+1])
  std::vector<std::uint32_t> edges;
  std::vector<std::int16_t> distance;
  std::vector<std::uint64_t> counts;
  std::uint64_t wins = 0;
  int deepest = -1;

  template <class Key>
  SolveStatus run(Index<Key>& index, Progress* progress, u64 max_states) {
    index.clear();
    edge_begin.clear();
    edges.clear();
    distance.clear();
    counts.clear();
    wins = 0;
    deepest = -1;
    bool added = false;
    index.insert(key_of<Key>(layout, shape), added);
    std::vector<std::uint32_t> frontier;
    std::vector<Key> children;
    for (std::size_t head = 0; head < index.keys().size(); ++head) {
      if ((head % kPollEvery) == 0 && progress != nullptr && progress->cancelled()) return SolveStatus::Cancelled;
      edge_begin.push_back(static_cast<std::uint32_t>(edges.size()));
      const Key k = index.keys()[head];
      if (won(layout, k)) frontier.push_back(static_cast<std::uint32_t>(head));
      // The children first, their slots fetched ahead, then looked up: the
      // table's cache misses overlap instead of coming one after another.
      children.clear();
      expand<Key>(layout, k, [&](Key child) {
        index.prefetch(child);
        children.push_back(child);
      });
      for (const Key child : children) edges.push_back(index.insert(child, added));
      if (index.keys().size() > max_states) return SolveStatus::TooLarge;
    }
    edge_begin.push_back(static_cast<std::uint32_t>(edges.size()));
    const std::size_t n = index.keys().size();
    distance.assign(n, -1);
    wins = frontier.size();
    if (frontier.empty()) return SolveStatus::Unsolvable;
    for (const std::uint32_t w : frontier) distance[w] = 0;
    int d = 0;
    std::vector<std::uint32_t> next;
    while (!frontier.empty()) {
      counts.push_back(frontier.size());
      deepest = d;
      next.clear();
      for (const std::uint32_t i : frontier)
        for (std::uint32_t e = edge_begin[i]; e < edge_begin[i + 1]; ++e)
          if (distance[edges[e]] < 0) {
            distance[edges[e]] = static_cast<std::int16_t>(d + 1);
            next.push_back(edges[e]);
          }
      frontier.swap(next);
      ++d;
    }
    return SolveStatus::Solved;
  }
};

ClusterMap::ClusterMap() : impl_(new Impl) {}
ClusterMap::~ClusterMap() = default;

SolveStatus ClusterMap::map(const Board& board, Progress* progress, u64 max_states) {
  Impl& m = *impl_;
  std::string error;
  m.shape = board;
  m.counts.clear();
  m.distance.clear();
  m.deepest = -1;
  m.wins = 0;
  if (!build_layout(board, m.layout, error)) return SolveStatus::TooLarge;
  m.wide = m.layout.total_bits > 64;
  return m.wide ? m.run(m.wide_index, progress, max_states) : m.run(m.narrow_index, progress, max_states);
}

bool ClusterMap::contains(const Board& board) const {
  const Impl& m = *impl_;
  if (m.distance.empty() || board.pieces.size() != m.shape.pieces.size() || board.walls != m.shape.walls) return false;
  for (std::size_t i = 0; i < board.pieces.size(); ++i)
    if (board.pieces[i].w != m.shape.pieces[i].w || board.pieces[i].h != m.shape.pieces[i].h ||
        (m.layout.rules == Rules::Rush &&
         (board.pieces[i].horizontal() ? board.pieces[i].y != m.shape.pieces[i].y
                                       : board.pieces[i].x != m.shape.pieces[i].x)))
      return false;
  return m.wide ? m.wide_index.contains(key_of<u128>(m.layout, board))
                : m.narrow_index.contains(key_of<u64>(m.layout, board));
}

std::uint64_t ClusterMap::size() const { return impl_->distance.size(); }
std::uint64_t ClusterMap::wins() const { return impl_->wins; }
int ClusterMap::deepest() const { return impl_->deepest; }
int ClusterMap::start_distance() const { return impl_->distance.empty() ? -1 : impl_->distance[0]; }
std::uint64_t ClusterMap::count_at(int d) const {
  return d >= 0 && d < static_cast<int>(impl_->counts.size()) ? impl_->counts[d] : 0;
}

std::vector<std::uint64_t> ClusterMap::at(int d) const {
  std::vector<std::uint64_t> out;
  for (std::size_t i = 0; i < impl_->distance.size(); ++i)
    if (impl_->distance[i] == d) out.push_back(i);
  return out;
}

Board ClusterMap::position(std::uint64_t index) const {
  const Impl& m = *impl_;
  return m.wide ? board_of<u128>(m.layout, m.shape, m.wide_index.keys()[index])
                : board_of<u64>(m.layout, m.shape, m.narrow_index.keys()[index]);
}

}  // namespace pgw::blocks

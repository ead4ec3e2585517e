#include "slide/model.hpp"

#include <algorithm>

namespace pgw::slide {

// ---------------------------------------------------------------------------
// Directions

char dir_letter(Dir dir) {
  static const char letters[] = {'U', 'D', 'L', 'R'};
  return letters[static_cast<int>(dir)];
}

bool dir_from_letter(char letter, Dir& dir) {
  switch (letter) {
    case 'U': case 'u': dir = Dir::Up; return true;
    case 'D': case 'd': dir = Dir::Down; return true;
    case 'L': case 'l': dir = Dir::Left; return true;
    case 'R': case 'r': dir = Dir::Right; return true;
  }
  return false;
}

std::string moves_to_string(const std::vector<Dir>& moves) {
  std::string out;
  out.reserve(moves.size());
  for (Dir d : moves) out += dir_letter(d);
  return out;
}

int Bits::count() const {
  return __builtin_popcountll(w[0]) + __builtin_popcountll(w[1]) + __builtin_popcountll(w[2]);
}

// ---------------------------------------------------------------------------
// Levels and editing

int default_goal(int width, int height) { return cell_index(width / 2, height - 1); }

Level blank_level(int width, int height) {
  Level level;
  level.layout.width = width;
  level.layout.height = height;
  level.layout.goal = default_goal(width, height);
  for (int y = 0; y < 12; ++y)
    for (int x = 0; x < kRowBits; ++x)
      if (!level.layout.inside(x, y)) level.layout.walls.set(cell_index(x, y));
  level.start.player = static_cast<std::uint32_t>(level.layout.goal);
  return level;
}

Cell cell_at(const Layout& layout, const State& state, int x, int y) {
  if (!layout.inside(x, y)) return Cell::Stationary;
  const int i = cell_index(x, y);
  if (state.player == static_cast<std::uint32_t>(i)) return Cell::Player;
  if (layout.walls.test(i)) return Cell::Stationary;
  if (state.movers.test(i)) return Cell::Moving;
  return Cell::Empty;
}

void set_cell(Level& level, int x, int y, Cell cell) {
  if (!level.layout.inside(x, y)) return;
  const int i = cell_index(x, y);
  level.layout.walls.clear(i);
  level.start.movers.clear(i);
  switch (cell) {
    case Cell::Empty: break;
    case Cell::Stationary: level.layout.walls.set(i); break;
    case Cell::Moving: level.start.movers.set(i); break;
    case Cell::Player: level.start.player = static_cast<std::uint32_t>(i); break;
  }
}

std::string check_level(const Level& level) {
  const Layout& l = level.layout;
  if (l.width < kMinSide || l.width > kMaxSide || l.height < kMinSide || l.height > kMaxSide)
    return "the board is " + std::to_string(l.width) + "×" + std::to_string(l.height) +
           "; sides must be 3–12";
  const int px = cell_x(static_cast<int>(level.start.player));
  const int py = cell_y(static_cast<int>(level.start.player));
  if (!l.inside(px, py)) return "the player is outside the board";
  if (l.walls.test(static_cast<int>(level.start.player))) return "the player is on a stationary block";
  if (level.start.movers.test(static_cast<int>(level.start.player))) return "the player is on a moving block";
  if (!l.inside(cell_x(l.goal), cell_y(l.goal))) return "the goal is outside the board";
  if (l.walls.test(l.goal)) return "the goal is under a stationary block, so it can never be reached";
  return "";
}

// ---------------------------------------------------------------------------
// The move: every mover steps one cell at once while its next cell is free,
// until none can. Movers never pass each other, so this ends in the same
// packed arrangement as sliding them one by one, and keeps their order.

namespace {

constexpr std::uint64_t kLaneMask = 0xFFFFull;
constexpr std::uint64_t kColumn0 = 0x0001000100010001ull;  // x = 0 in each of the 4 rows of a word

struct Board {
  std::uint64_t all[3];    // movers and the player
  std::uint64_t walls[3];
};

// Horizontal moves never cross a row, and each row's 4 spare bits are walls,
// so each word moves on its own.
inline void slide_right(Board& b, int& player) {
  for (int k = 0; k < 3; ++k) {
    std::uint64_t all = b.all[k];
    if (!all) continue;
    const std::uint64_t walls = b.walls[k];
    for (;;) {
      const std::uint64_t can = all & ~((all | walls) >> 1);
      if (!can) break;
      if ((player >> 6) == k && ((can >> (player & 63)) & 1)) ++player;
      all = (all & ~can) | (can << 1);
    }
    b.all[k] = all;
  }
}

inline void slide_left(Board& b, int& player) {
  for (int k = 0; k < 3; ++k) {
    std::uint64_t all = b.all[k];
    if (!all) continue;
    const std::uint64_t walls = b.walls[k];
    for (;;) {
      const std::uint64_t can = all & ~((all | walls) << 1) & ~kColumn0;
      if (!can) break;
      if ((player >> 6) == k && ((can >> (player & 63)) & 1)) --player;
      all = (all & ~can) | (can >> 1);
    }
    b.all[k] = all;
  }
}

inline bool player_moves(const std::uint64_t can[3], int player) {
  return (can[player >> 6] >> (player & 63)) & 1;
}

inline void slide_down(Board& b, int& player) {
  for (;;) {
    std::uint64_t blocked[3], can[3];
    for (int k = 0; k < 3; ++k) blocked[k] = b.all[k] | b.walls[k];
    // The cell below bit i is bit i + 16; below the last row is off the board.
    can[0] = b.all[0] & ~((blocked[0] >> 16) | (blocked[1] << 48));
    can[1] = b.all[1] & ~((blocked[1] >> 16) | (blocked[2] << 48));
    can[2] = b.all[2] & ~((blocked[2] >> 16) | (kLaneMask << 48));
    if (!(can[0] | can[1] | can[2])) return;
    if (player_moves(can, player)) player += kRowBits;
    const std::uint64_t out0 = can[0] << 16;
    const std::uint64_t out1 = (can[1] << 16) | (can[0] >> 48);
    const std::uint64_t out2 = (can[2] << 16) | (can[1] >> 48);
    b.all[0] = (b.all[0] & ~can[0]) | out0;
    b.all[1] = (b.all[1] & ~can[1]) | out1;
    b.all[2] = (b.all[2] & ~can[2]) | out2;
  }
}

inline void slide_up(Board& b, int& player) {
  for (;;) {
    std::uint64_t blocked[3], can[3];
    for (int k = 0; k < 3; ++k) blocked[k] = b.all[k] | b.walls[k];
    // The cell above bit i is bit i - 16; above the first row is off the board.
    can[0] = b.all[0] & ~((blocked[0] << 16) | kLaneMask);
    can[1] = b.all[1] & ~((blocked[1] << 16) | (blocked[0] >> 48));
    can[2] = b.all[2] & ~((blocked[2] << 16) | (blocked[1] >> 48));
    if (!(can[0] | can[1] | can[2])) return;
    if (player_moves(can, player)) player -= kRowBits;
    const std::uint64_t out0 = (can[0] >> 16) | (can[1] << 48);
    const std::uint64_t out1 = (can[1] >> 16) | (can[2] << 48);
    const std::uint64_t out2 = can[2] >> 16;
    b.all[0] = (b.all[0] & ~can[0]) | out0;
    b.all[1] = (b.all[1] & ~can[1]) | out1;
    b.all[2] = (b.all[2] & ~can[2]) | out2;
  }
}

}  // namespace

State apply(const Layout& layout, const State& state, Dir dir) {
  Board b;
  int player = static_cast<int>(state.player);
  for (int k = 0; k < 3; ++k) {
    b.all[k] = state.movers.w[k];
    b.walls[k] = layout.walls.w[k];
  }
  b.all[player >> 6] |= std::uint64_t{1} << (player & 63);
  switch (dir) {
    case Dir::Up: slide_up(b, player); break;
    case Dir::Down: slide_down(b, player); break;
    case Dir::Left: slide_left(b, player); break;
    case Dir::Right: slide_right(b, player); break;
  }
  State next;
  for (int k = 0; k < 3; ++k) next.movers.w[k] = b.all[k];
  next.movers.clear(player);
  next.player = static_cast<std::uint32_t>(player);
  return next;
}

// ---------------------------------------------------------------------------
// Block by block, as the rule is written.

std::vector<BlockPath> block_paths(const Layout& layout, const State& state, Dir dir) {
  const int dx = dir == Dir::Left ? -1 : dir == Dir::Right ? 1 : 0;
  const int dy = dir == Dir::Up ? -1 : dir == Dir::Down ? 1 : 0;
  std::vector<BlockPath> paths;
  std::vector<int> order;  // movers, nearest the far edge first
  for (int y = 0; y < layout.height; ++y)
    for (int x = 0; x < layout.width; ++x) {
      const Cell c = cell_at(layout, state, x, y);
      if (c == Cell::Moving || c == Cell::Player) order.push_back(cell_index(x, y));
    }
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    const int ka = cell_x(a) * dx + cell_y(a) * dy, kb = cell_x(b) * dx + cell_y(b) * dy;
    return ka != kb ? ka > kb : a < b;
  });
  std::vector<bool> occupied(kRowBits * kMaxSide, false);
  for (int i : order) occupied[i] = true;
  for (int from : order) {
    int x = cell_x(from), y = cell_y(from);
    occupied[from] = false;
    while (layout.inside(x + dx, y + dy) && !layout.walls.test(cell_index(x + dx, y + dy)) &&
           !occupied[cell_index(x + dx, y + dy)]) {
      x += dx;
      y += dy;
    }
    const int to = cell_index(x, y);
    occupied[to] = true;
    paths.push_back({from, to, from == static_cast<int>(state.player)});
  }
  return paths;
}

}  // namespace pgw::slide

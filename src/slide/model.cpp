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
// The three words step together (independent work the processor overlaps),
// and the player rides along as a one-bit board of its own.

namespace {

constexpr std::uint64_t kLaneMask = 0xFFFFull;
constexpr std::uint64_t kColumn0 = 0x0001000100010001ull;  // x = 0 in each of the 4 rows of a word

}  // namespace

State apply(const Layout& layout, const State& state, Dir dir) {
  const int player = static_cast<int>(state.player);
  const std::uint64_t bit = std::uint64_t{1} << (player & 63);
  // p*: the player; a*: every mover and the player; w*: the walls (and the cells off the board).
  std::uint64_t p0 = player >> 6 == 0 ? bit : 0, p1 = player >> 6 == 1 ? bit : 0, p2 = player >> 6 == 2 ? bit : 0;
  std::uint64_t a0 = state.movers.w[0] | p0, a1 = state.movers.w[1] | p1, a2 = state.movers.w[2] | p2;
  const std::uint64_t w0 = layout.walls.w[0], w1 = layout.walls.w[1], w2 = layout.walls.w[2];
  switch (dir) {
    // Horizontal moves never cross a row, and each row's 4 spare bits are
    // walls, so each word moves on its own.
    case Dir::Right:
      for (;;) {
        const std::uint64_t c0 = a0 & ~((a0 | w0) >> 1), c1 = a1 & ~((a1 | w1) >> 1), c2 = a2 & ~((a2 | w2) >> 1);
        if (!(c0 | c1 | c2)) break;
        a0 = (a0 ^ c0) | (c0 << 1);
        a1 = (a1 ^ c1) | (c1 << 1);
        a2 = (a2 ^ c2) | (c2 << 1);
        const std::uint64_t m0 = p0 & c0, m1 = p1 & c1, m2 = p2 & c2;
        p0 = (p0 ^ m0) | (m0 << 1);
        p1 = (p1 ^ m1) | (m1 << 1);
        p2 = (p2 ^ m2) | (m2 << 1);
      }
      break;
    case Dir::Left:
      for (;;) {
        const std::uint64_t c0 = a0 & ~(((a0 | w0) << 1) | kColumn0), c1 = a1 & ~(((a1 | w1) << 1) | kColumn0),
                            c2 = a2 & ~(((a2 | w2) << 1) | kColumn0);
        if (!(c0 | c1 | c2)) break;
        a0 = (a0 ^ c0) | (c0 >> 1);
        a1 = (a1 ^ c1) | (c1 >> 1);
        a2 = (a2 ^ c2) | (c2 >> 1);
        const std::uint64_t m0 = p0 & c0, m1 = p1 & c1, m2 = p2 & c2;
        p0 = (p0 ^ m0) | (m0 >> 1);
        p1 = (p1 ^ m1) | (m1 >> 1);
        p2 = (p2 ^ m2) | (m2 >> 1);
      }
      break;
    // The cell below bit i is bit i + 16 (the next word's low row below a
    // word's high one); below the last row is off the board.
    case Dir::Down:
      for (;;) {
        const std::uint64_t b0 = a0 | w0, b1 = a1 | w1, b2 = a2 | w2;
        const std::uint64_t c0 = a0 & ~((b0 >> 16) | (b1 << 48));
        const std::uint64_t c1 = a1 & ~((b1 >> 16) | (b2 << 48));
        const std::uint64_t c2 = a2 & ~((b2 >> 16) | (kLaneMask << 48));
        if (!(c0 | c1 | c2)) break;
        a0 = (a0 ^ c0) | (c0 << 16);
        a1 = (a1 ^ c1) | (c1 << 16) | (c0 >> 48);
        a2 = (a2 ^ c2) | (c2 << 16) | (c1 >> 48);
        const std::uint64_t m0 = p0 & c0, m1 = p1 & c1, m2 = p2 & c2;
        p0 = (p0 ^ m0) | (m0 << 16);
        p1 = (p1 ^ m1) | (m1 << 16) | (m0 >> 48);
        p2 = (p2 ^ m2) | (m2 << 16) | (m1 >> 48);
      }
      break;
    // The cell above bit i is bit i - 16; above the first row is off the board.
    case Dir::Up:
      for (;;) {
        const std::uint64_t b0 = a0 | w0, b1 = a1 | w1, b2 = a2 | w2;
        const std::uint64_t c0 = a0 & ~((b0 << 16) | kLaneMask);
        const std::uint64_t c1 = a1 & ~((b1 << 16) | (b0 >> 48));
        const std::uint64_t c2 = a2 & ~((b2 << 16) | (b1 >> 48));
        if (!(c0 | c1 | c2)) break;
        a0 = (a0 ^ c0) | (c0 >> 16) | (c1 << 48);
        a1 = (a1 ^ c1) | (c1 >> 16) | (c2 << 48);
        a2 = (a2 ^ c2) | (c2 >> 16);
        const std::uint64_t m0 = p0 & c0, m1 = p1 & c1, m2 = p2 & c2;
        p0 = (p0 ^ m0) | (m0 >> 16) | (m1 << 48);
        p1 = (p1 ^ m1) | (m1 >> 16) | (m2 << 48);
        p2 = (p2 ^ m2) | (m2 >> 16);
      }
      break;
  }
  State next;
  next.movers.w[0] = a0 & ~p0;
  next.movers.w[1] = a1 & ~p1;
  next.movers.w[2] = a2 & ~p2;
  next.player = static_cast<std::uint32_t>(p0 ? __builtin_ctzll(p0) : p1 ? 64 + __builtin_ctzll(p1) : 128 + __builtin_ctzll(p2));
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

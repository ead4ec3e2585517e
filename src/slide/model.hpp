// model.hpp — Slide's rules: the board, a move, and what a move does.
//
// The rules come from seed 003 (Slidey Blocks): a move tilts the board one
// way; the player block and every moving block slide as far as they can,
// stopped by the edge, by stationary blocks and by blocks that have already
// stopped. The level is won when the player rests on the goal cell.
//
// Representation: 192-bit boards, 16 bits a row (12 cells + 4 that are
// always blocked), four rows to a 64-bit word. A move is then a few shifts
// and masks per word, repeated until nothing can move.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pgw::slide {

constexpr int kMinSide = 3;
constexpr int kMaxSide = 12;
constexpr int kRowBits = 16;

enum class Dir : std::uint8_t { Up, Down, Left, Right };
constexpr Dir kDirs[4] = {Dir::Up, Dir::Down, Dir::Left, Dir::Right};
char dir_letter(Dir dir);  // 'U' 'D' 'L' 'R'
bool dir_from_letter(char letter, Dir& dir);
std::string moves_to_string(const std::vector<Dir>& moves);

inline int cell_index(int x, int y) { return y * kRowBits + x; }
inline int cell_x(int index) { return index % kRowBits; }
inline int cell_y(int index) { return index / kRowBits; }

struct Bits {
  std::uint64_t w[3] = {0, 0, 0};

  bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1u; }
  void set(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
  void clear(int i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  int count() const;
  bool operator==(const Bits& o) const { return w[0] == o.w[0] && w[1] == o.w[1] && w[2] == o.w[2]; }
};

// What never moves: the board's size, its stationary blocks and its goal.
struct Layout {
  int width = 6;
  int height = 6;
  int goal = 0;  // cell_index
  Bits walls;    // stationary blocks, plus every bit outside width × height

  bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
  bool stationary(int x, int y) const { return inside(x, y) && walls.test(cell_index(x, y)); }
  bool operator==(const Layout& o) const {
    return width == o.width && height == o.height && goal == o.goal && walls == o.walls;
  }
};

// What moves: the moving blocks and the player. Small, copied freely: the
// history, the solver and the generator all store States by value.
struct State {
  Bits movers;  // moving blocks, not the player
  std::uint32_t player = 0;  // cell_index

  bool operator==(const State& o) const { return player == o.player && movers == o.movers; }
};

// A level: its layout and where the moving pieces start.
struct Level {
  Layout layout;
  State start;

  bool operator==(const Level& o) const { return layout == o.layout && start == o.start; }
};

enum class Cell : std::uint8_t { Empty, Stationary, Moving, Player };

// An empty width × height board with the goal at the seed's default place
// (bottom row, middle column) and the player on it.
Level blank_level(int width, int height);
int default_goal(int width, int height);

Cell cell_at(const Layout& layout, const State& state, int x, int y);
// Editing: puts `cell` at (x, y). Placing the player moves it there.
void set_cell(Level& level, int x, int y, Cell cell);
// Empty string when the level can be played; else what is wrong.
std::string check_level(const Level& level);

State apply(const Layout& layout, const State& state, Dir dir);
inline bool is_won(const Layout& layout, const State& state) { return state.player == static_cast<std::uint32_t>(layout.goal); }

// One block's path during a move, for animation (from == to: it stayed).
struct BlockPath {
  int from, to;  // cell_index
  bool player;
};
// Computed block by block in the order the rule states it (nearest the far
// edge first): slower than apply(), and independent of it, so tests use it
// as the reference for apply().
std::vector<BlockPath> block_paths(const Layout& layout, const State& state, Dir dir);

}  // namespace pgw::slide

// model.hpp — Flow's rules: a board of rotated tiles, a move, and when it is solved.
//
// Each cell holds a tile type (catalogue id) and a rotation: 0–3 quarter
// turns clockwise. Solved means every side matches its neighbour's and no
// flow points off the board; any such arrangement wins, not only the
// generator's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "flow/catalogue.hpp"

namespace pgw::flow {

constexpr int kMinSide = 2;
constexpr int kMaxSide = 40;

// What never changes during play: size, environment and the tile in each cell.
struct Board {
  int width = 0;
  int height = 0;
  int environment = kAll;
  std::vector<std::uint16_t> tiles;  // row-major, catalogue ids

  int cells() const { return width * height; }
  int index(int x, int y) const { return y * width + x; }
  bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
  // The neighbour of `cell` across `side` (North, East, South, West), or -1 off the board.
  int neighbour(int cell, int side) const {
    const int x = cell % width, y = cell / width;
    switch (side) {
      case 0: return y > 0 ? cell - width : -1;
      case 1: return x + 1 < width ? cell + 1 : -1;
      case 2: return y + 1 < height ? cell + width : -1;
      default: return x > 0 ? cell - 1 : -1;
    }
  }
  bool operator==(const Board& o) const {
    return width == o.width && height == o.height && environment == o.environment && tiles == o.tiles;
  }
};

// The play state: one rotation per cell. Copied by value (pgw::History).
using Rotations = std::vector<std::uint8_t>;

struct Level {
  Board board;
  Rotations solution;  // the generator's (or editor's) solved arrangement
  Rotations start;     // the scrambled arrangement play begins from
  std::vector<std::uint8_t> locked;  // 1: the player fixed this tile

  bool operator==(const Level& o) const {
    return board == o.board && solution == o.solution && start == o.start && locked == o.locked;
  }
};

// A board of the environment's first empty tile, solved as it stands.
Level blank_level(int width, int height, int environment);

// The edge a tile shows on `side` when turned `rotation` quarter turns clockwise.
Edge rotated_edge(const TileType& tile, int rotation, int side);
int rotated_code(int tile_id, int rotation, int side);  // edge_code of rotated_edge
// The tile's 16 edge codes, [rotation 0–3][side]: rotated_code from a table made once.
const std::uint8_t* tile_codes(int tile_id);

// Do the two cells' touching sides match? (They must be neighbours.)
bool matches(const Board& board, const Rotations& rotations, int cell_a, int side_of_a);

// A side that breaks the rules, for the Check button.
struct Problem {
  int x, y, side;
  bool off_board;  // a flow pointing off the board; else a mismatch with the neighbour
};
// Each mismatch is listed once (from the cell on its west or north side).
std::vector<Problem> problems(const Board& board, const Rotations& rotations);
// The same per cell: bit `side` set where that cell's side (on the board, not
// in the tile's own frame) breaks a rule; a mismatch marks both cells.
std::vector<std::uint8_t> problem_sides(const Board& board, const Rotations& rotations);
bool is_solved(const Board& board, const Rotations& rotations);

// A move turns one cell a quarter turn.
struct Move {
  std::int32_t cell = 0;
  bool clockwise = true;
  bool operator==(const Move& other) const { return cell == other.cell && clockwise == other.clockwise; }
};
Rotations apply(const Rotations& rotations, Move move);

// Rotations that look the same: a and b show identical sides on this tile.
bool same_look(int tile_id, int a, int b);
// Tiles that look the same at every rotation: turning them never matters.
bool rotation_matters(int tile_id);
// Cells whose tile's rotation cannot matter.
std::vector<int> fixed_cells(const Board& board);
// Tiles not yet looking as in `solution`; tiles whose rotation cannot matter never count.
int tiles_to_do(const Board& board, const Rotations& current, const Rotations& solution);

// Random rotations for the tiles whose rotation matters, never a solved
// board (unless no tile can turn at all: a blank board).
Rotations scramble(const Board& board, const Rotations& solution, Rng& rng);

// Empty when the board's size and tiles are usable; else what is wrong and where.
std::string check_board(const Board& board);

}  // namespace pgw::flow

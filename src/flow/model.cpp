#include "flow/model.hpp"

namespace pgw::flow {

Level blank_level(int width, int height, int environment) {
  Level level;
  level.board.width = width;
  level.board.height = height;
  level.board.environment = environment;
  const int empty = environment_empty_tiles(environment).front();
  level.board.tiles.assign(static_cast<std::size_t>(width * height), static_cast<std::uint16_t>(empty));
  level.solution.assign(level.board.tiles.size(), 0);
  level.start = level.solution;
  level.locked.assign(level.board.tiles.size(), 0);
  return level;
}

Edge rotated_edge(const TileType& tile, int rotation, int side) {
  // Turning clockwise by r brings the side that was r places anticlockwise here.
  return tile.edges[(side - rotation + 8) & 3];
}

namespace {

// Every tile's 16 edge codes, [rotation][side], built once from the catalogue.
const std::vector<std::uint8_t>& code_table() {
  static const std::vector<std::uint8_t> table = [] {
    std::vector<std::uint8_t> codes;
    for (const TileType& tile : catalogue())
      for (int r = 0; r < 4; ++r)
        for (int side = 0; side < 4; ++side)
          codes.push_back(static_cast<std::uint8_t>(edge_code(rotated_edge(tile, r, side))));
    return codes;
  }();
  return table;
}

}  // namespace

const std::uint8_t* tile_codes(int tile_id) { return code_table().data() + static_cast<std::size_t>(tile_id) * 16; }

int rotated_code(int tile_id, int rotation, int side) { return tile_codes(tile_id)[(rotation & 3) * 4 + side]; }

bool matches(const Board& board, const Rotations& rotations, int cell_a, int side_of_a) {
  const int cell_b = board.neighbour(cell_a, side_of_a);
  const int code_a = rotated_code(board.tiles[cell_a], rotations[cell_a], side_of_a);
  if (cell_b < 0) return code_a == 0;
  return code_a == rotated_code(board.tiles[cell_b], rotations[cell_b], opposite(side_of_a));
}

std::vector<Problem> problems(const Board& board, const Rotations& rotations) {
  std::vector<Problem> out;
  for (int cell = 0; cell < board.cells(); ++cell)
    for (int side = 0; side < 4; ++side) {
      const int other = board.neighbour(cell, side);
      if (other >= 0 && (side == North || side == West)) continue;  // listed from the other cell
      if (!matches(board, rotations, cell, side))
        out.push_back({cell % board.width, cell / board.width, side, other < 0});
    }
  return out;
}

bool is_solved(const Board& board, const Rotations& rotations) {
  for (int cell = 0; cell < board.cells(); ++cell)
    for (int side : {East, South})
      if (!matches(board, rotations, cell, side)) return false;
  for (int x = 0; x < board.width; ++x)
    if (!matches(board, rotations, board.index(x, 0), North)) return false;
  for (int y = 0; y < board.height; ++y)
    if (!matches(board, rotations, board.index(0, y), West)) return false;
  return true;
}

std::vector<std::uint8_t> problem_sides(const Board& board, const Rotations& rotations) {
  std::vector<std::uint8_t> sides(static_cast<std::size_t>(board.cells()), 0);
  for (const Problem& problem : problems(board, rotations)) {
    const int cell = board.index(problem.x, problem.y);
    sides[static_cast<std::size_t>(cell)] |= static_cast<std::uint8_t>(1u << problem.side);
    if (!problem.off_board) {  // listed once: mark the neighbour's side too
      const int other = board.neighbour(cell, problem.side);
      sides[static_cast<std::size_t>(other)] |= static_cast<std::uint8_t>(1u << opposite(problem.side));
    }
  }
  return sides;
}

Rotations apply(const Rotations& rotations, Move move) {
  Rotations next = rotations;
  std::uint8_t& r = next[static_cast<std::size_t>(move.cell)];
  r = static_cast<std::uint8_t>((r + (move.clockwise ? 1 : 3)) & 3);
  return next;
}

bool same_look(int tile_id, int a, int b) {
  const int period = catalogue()[static_cast<std::size_t>(tile_id)].period;
  return (a - b + 4) % period == 0;
}

bool rotation_matters(int tile_id) { return catalogue()[static_cast<std::size_t>(tile_id)].period > 1; }

std::vector<int> fixed_cells(const Board& board) {
  std::vector<int> out;
  for (int cell = 0; cell < board.cells(); ++cell)
    if (!rotation_matters(board.tiles[cell])) out.push_back(cell);
  return out;
}

int tiles_to_do(const Board& board, const Rotations& current, const Rotations& solution) {
  int count = 0;
  for (std::size_t cell = 0; cell < board.tiles.size(); ++cell)
    if (!same_look(board.tiles[cell], current[cell], solution[cell])) ++count;
  return count;
}

Rotations scramble(const Board& board, const Rotations& solution, Rng& rng) {
  std::vector<int> turnable;
  for (int cell = 0; cell < board.cells(); ++cell)
    if (rotation_matters(board.tiles[static_cast<std::size_t>(cell)])) turnable.push_back(cell);
  Rotations start = solution;
  if (turnable.empty()) return start;
  do {
    for (int cell : turnable) start[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(rng.below(4));
  } while (is_solved(board, start));
  return start;
}

std::string check_board(const Board& board) {
  const auto range = [](const char* what, int value) -> std::string {
    if (value >= kMinSide && value <= kMaxSide) return "";
    return std::string(what) + " " + std::to_string(value) + " is out of range " + std::to_string(kMinSide) +
           "–" + std::to_string(kMaxSide);
  };
  std::string e;
  if (!(e = range("width", board.width)).empty()) return e;
  if (!(e = range("height", board.height)).empty()) return e;
  if (board.environment < 0 || board.environment >= kEnvironments)
    return "unknown environment " + std::to_string(board.environment);
  if (board.tiles.size() != static_cast<std::size_t>(board.cells()))
    return "the board has " + std::to_string(board.tiles.size()) + " tiles for " + std::to_string(board.cells()) +
           " cells";
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int id = board.tiles[cell];
    const std::string at = " at " + std::to_string(cell % board.width) + "," + std::to_string(cell / board.width);
    if (id >= tile_count()) return "unknown tile id " + std::to_string(id) + at;
    if (!in_environment(catalogue()[static_cast<std::size_t>(id)], board.environment))
      return "tile " + std::to_string(id) + at + " is not in environment '" + environment_name(board.environment) + "'";
  }
  return "";
}

}  // namespace pgw::flow

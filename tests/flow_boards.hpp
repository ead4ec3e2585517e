// flow_boards.hpp — Flow boards drawn by hand as flow shapes, for the deduction tests.
//
// One hex digit a cell, row by row: the sides the flow leaves by (1 north,
// 2 east, 4 south, 8 west), all of one flow (normal road): 0 a meadow, one
// side an end, two a straight or a bend, three a T-junction, four a
// crossroads. The board's tiles are those shapes; the drawing is its solution.
#pragma once

#include <string>

#include "flow/model.hpp"
#include "flow_tiles.hpp"

namespace pgw::test {

inline flow::Level level_from_shapes(int width, int height, const std::string& digits) {
  REQUIRE(digits.size() == static_cast<std::size_t>(width * height));
  flow::Level level = flow::blank_level(width, height, flow::kCountryside);
  const int base[5] = {tile_named("meadow"), tile_named("road end, normal"), -1, tile_named("road T-junction, normal"),
                       tile_named("road crossroads, normal")};
  const int straight = tile_named("road straight, normal"), bend = tile_named("road bend, normal");
  for (int cell = 0; cell < width * height; ++cell) {
    const char c = digits[static_cast<std::size_t>(cell)];
    const unsigned mask = static_cast<unsigned>(c <= '9' ? c - '0' : c - 'a' + 10);
    const int sides = __builtin_popcount(mask);
    const int tile = sides == 2 ? ((mask == 5u || mask == 10u) ? straight : bend) : base[sides];
    // The rotation that shows flow exactly on the sides in `mask`.
    int rotation = -1;
    for (int r = 0; r < 4 && rotation < 0; ++r) {
      unsigned shown = 0;
      for (int side = 0; side < 4; ++side)
        if (flow::rotated_code(tile, r, side) != 0) shown |= 1u << side;
      if (shown == mask) rotation = r;
    }
    REQUIRE(rotation >= 0);
    level.board.tiles[static_cast<std::size_t>(cell)] = static_cast<std::uint16_t>(tile);
    level.solution[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(rotation);
  }
  level.start = level.solution;
  REQUIRE(flow::is_solved(level.board, level.solution));
  return level;
}

// A board of normal road ends only: its solutions are the domino tilings of the board.
inline flow::Board road_ends(int width, int height) {
  flow::Board b;
  b.width = width;
  b.height = height;
  b.environment = flow::kCountryside;
  b.tiles.assign(static_cast<std::size_t>(width * height), static_cast<std::uint16_t>(tile_named("road end, normal")));
  return b;
}

}  // namespace pgw::test

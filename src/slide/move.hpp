// move.hpp — apply() for the searches: many moves on one layout.
//
// A Slider is made once for a layout (a few microseconds) and then gives
// exactly apply(layout, state, dir) (model.hpp) with less work a move. The
// blocks step as in apply() — every mover and the player one cell at once
// while the next cell is free, the three words together — but the player is
// not followed step by step: where it stops is counted. Blocks never pass
// each other, so the player ends where its segment ends (the last cell
// before a stationary block or the edge, `end`) less one cell for each
// moving block between it and that end.
#pragma once

#include <cstdint>

#include "slide/model.hpp"

namespace pgw::slide {

class Slider {
 public:
  explicit Slider(const Layout& layout) {
    for (int k = 0; k < 3; ++k) walls_[k] = layout.walls.w[k];
    for (int d = 0; d < 4; ++d) {
      const int dx = d == 2 ? -1 : d == 3 ? 1 : 0, dy = d == 0 ? -1 : d == 1 ? 1 : 0;
      for (int y = 0; y < layout.height; ++y)
        for (int x = 0; x < layout.width; ++x) {
          Reach& r = reach_[d][cell_index(x, y)];
          int ex = x, ey = y;
          while (layout.inside(ex + dx, ey + dy) && !layout.walls.test(cell_index(ex + dx, ey + dy))) {
            ex += dx;
            ey += dy;
            const int i = cell_index(ex, ey);
            r.between[i >> 6] |= std::uint64_t{1} << (i & 63);
          }
          r.end = cell_index(ex, ey);
        }
    }
  }

  State operator()(const State& state, Dir dir) const {
    constexpr std::uint64_t kLaneBits = 0xFFFFull;
    constexpr std::uint64_t kFirstColumn = 0x0001000100010001ull;  // x = 0 in each of the 4 rows of a word
    const int player = static_cast<int>(state.player);
    const std::uint64_t m0 = state.movers.w[0], m1 = state.movers.w[1], m2 = state.movers.w[2];
    const std::uint64_t bit = std::uint64_t{1} << (player & 63);
    std::uint64_t a0 = m0 | (player >> 6 == 0 ? bit : 0), a1 = m1 | (player >> 6 == 1 ? bit : 0),
                  a2 = m2 | (player >> 6 == 2 ? bit : 0);
    const std::uint64_t w0 = walls_[0], w1 = walls_[1], w2 = walls_[2];
    const Reach& r = reach_[static_cast<int>(dir)][player];
    // The movers between the player and its end; their cells, one word (the
    // column's cells a row apart in each word are 16 bits apart, so the
    // three words shifted by 0, 1 and 2 do not meet).
    const int between = count((m0 & r.between[0]) | ((m1 & r.between[1]) << 1) | ((m2 & r.between[2]) << 2));
    int to = r.end;
    switch (dir) {
      // Horizontal moves never cross a row, and each row's 4 spare bits are
      // walls, so each word moves on its own.
      case Dir::Right:
        to -= between;
        for (;;) {
          const std::uint64_t c0 = a0 & ~((a0 | w0) >> 1), c1 = a1 & ~((a1 | w1) >> 1), c2 = a2 & ~((a2 | w2) >> 1);
          if (!(c0 | c1 | c2)) break;
          a0 = (a0 ^ c0) | (c0 << 1);
          a1 = (a1 ^ c1) | (c1 << 1);
          a2 = (a2 ^ c2) | (c2 << 1);
        }
        break;
      case Dir::Left:
        to += between;
        for (;;) {
          const std::uint64_t c0 = a0 & ~(((a0 | w0) << 1) | kFirstColumn), c1 = a1 & ~(((a1 | w1) << 1) | kFirstColumn),
                              c2 = a2 & ~(((a2 | w2) << 1) | kFirstColumn);
          if (!(c0 | c1 | c2)) break;
          a0 = (a0 ^ c0) | (c0 >> 1);
          a1 = (a1 ^ c1) | (c1 >> 1);
          a2 = (a2 ^ c2) | (c2 >> 1);
        }
        break;
      // The cell below bit i is bit i + 16 (the next word's low row below a
      // word's high one); below the last row is off the board.
      case Dir::Down:
        to -= between * kRowBits;
        for (;;) {
          const std::uint64_t b0 = a0 | w0, b1 = a1 | w1, b2 = a2 | w2;
          const std::uint64_t c0 = a0 & ~((b0 >> 16) | (b1 << 48));
          const std::uint64_t c1 = a1 & ~((b1 >> 16) | (b2 << 48));
          const std::uint64_t c2 = a2 & ~((b2 >> 16) | (kLaneBits << 48));
          if (!(c0 | c1 | c2)) break;
          a0 = (a0 ^ c0) | (c0 << 16);
          a1 = (a1 ^ c1) | (c1 << 16) | (c0 >> 48);
          a2 = (a2 ^ c2) | (c2 << 16) | (c1 >> 48);
        }
        break;
      // The cell above bit i is bit i - 16; above the first row is off the board.
      case Dir::Up:
        to += between * kRowBits;
        for (;;) {
          const std::uint64_t b0 = a0 | w0, b1 = a1 | w1, b2 = a2 | w2;
          const std::uint64_t c0 = a0 & ~((b0 << 16) | kLaneBits);
          const std::uint64_t c1 = a1 & ~((b1 << 16) | (b0 >> 48));
          const std::uint64_t c2 = a2 & ~((b2 << 16) | (b1 >> 48));
          if (!(c0 | c1 | c2)) break;
          a0 = (a0 ^ c0) | (c0 >> 16) | (c1 << 48);
          a1 = (a1 ^ c1) | (c1 >> 16) | (c2 << 48);
          a2 = (a2 ^ c2) | (c2 >> 16);
        }
        break;
    }
    const std::uint64_t at = std::uint64_t{1} << (to & 63);
    State next;
    next.movers.w[0] = a0 & ~(to >> 6 == 0 ? at : 0);
    next.movers.w[1] = a1 & ~(to >> 6 == 1 ? at : 0);
    next.movers.w[2] = a2 & ~(to >> 6 == 2 ? at : 0);
    next.player = static_cast<std::uint32_t>(to);
    return next;
  }

 private:
  // From a cell, one way: where the player would stop on this layout with
  // no moving block (`end`), and the cells after the start up to end.
  struct Reach {
    std::uint64_t between[3] = {0, 0, 0};
    int end = 0;
  };

  static int count(std::uint64_t x) {
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
    return __builtin_popcountll(x);
#else
    // Without the instruction the builtin is a library call.
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
  }

  std::uint64_t walls_[3];
  Reach reach_[4][kRowBits * kMaxSide];
};

}  // namespace pgw::slide

// Flow solver: counts agree with brute force; symmetric rotations count once.
#include <doctest/doctest.h>

#include "flow_tiles.hpp"

#include "cancel_check.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "core/rng.hpp"
#include "flow/generator.hpp"
#include "flow/solver.hpp"

using namespace pgw;
using namespace pgw::flow;
using test::tile_named;

namespace {

// Every assignment of distinct-looking rotations, checked by is_solved.
int brute_force_count(const Board& board) {
  Rotations r(static_cast<std::size_t>(board.cells()), 0);
  int count = 0;
  for (;;) {
    if (is_solved(board, r)) ++count;
    int cell = 0;
    while (cell < board.cells() && ++r[cell] == catalogue()[board.tiles[cell]].period) r[cell++] = 0;
    if (cell == board.cells()) return count;
  }
}

// A board of road ends only: its solutions are the domino tilings of the board.
Board ends_board(int width, int height) {
  Board b;
  b.width = width;
  b.height = height;
  b.environment = kCountryside;
  b.tiles.assign(static_cast<std::size_t>(width * height), static_cast<std::uint16_t>(tile_named("road end, normal")));
  return b;
}

}  // namespace

TEST_CASE("solver: a board of road ends has one solution per domino tiling") {
  CHECK(count_solutions(ends_board(2, 2), 10).solutions == 2);
  CHECK(count_solutions(ends_board(4, 2), 10).solutions == 5);
  CHECK(count_solutions(ends_board(3, 2), 10).solutions == 3);
  CHECK(count_solutions(ends_board(4, 4), 100).solutions == 36);
  CHECK(count_solutions(ends_board(8, 8), 20000).solutions == 20000);  // 12,988,816 tilings, capped
  CHECK(count_solutions(ends_board(4, 4), 2).solutions == 2);
  CHECK(brute_force_count(ends_board(4, 2)) == 5);
  CHECK(brute_force_count(ends_board(3, 3)) == 0);
  // An odd number of cells cannot pair up.
  CHECK(count_solutions(ends_board(3, 3), 10).solutions == 0);
  CHECK_FALSE(solve(ends_board(3, 3)).solved);
  const SolveResult s = solve(ends_board(4, 4));
  REQUIRE(s.solved);
  CHECK(is_solved(ends_board(4, 4), s.rotations));
}

TEST_CASE("solver: locked tiles (pins) are respected") {
  Pins pins(4, -1);
  pins[0] = 1;  // top-left end points east
  const CountResult c = count_solutions(ends_board(2, 2), 10, nullptr, pins);
  REQUIRE(c.solutions == 1);
  CHECK(c.found[0][0] == 1);
}

TEST_CASE("solver: counts agree with brute force on small generated boards with some tiles changed") {
  Rng rng(5);
  const std::vector<int> tiles = environment_tiles(kAll);
  int checked = 0, ambiguous = 0;
  for (int seed = 0; seed < 60; ++seed) {
    Params p;
    p.width = rng.between(2, 3);
    p.height = rng.between(2, 3);
    p.environment = "all";
    p.density = rng.between(20, 100);
    Progress progress;
    const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
    REQUIRE(g.ok);
    Board board = g.level.board;
    if (seed % 2) board.tiles[rng.below(static_cast<std::uint32_t>(board.cells()))] =
        static_cast<std::uint16_t>(tiles[rng.below(static_cast<std::uint32_t>(tiles.size()))]);
    const int expected = brute_force_count(board);
    const CountResult c = count_solutions(board, 1000);
    CHECK(c.solutions == expected);
    for (const Rotations& r : c.found) CHECK(is_solved(board, r));
    CHECK(c.found.size() == static_cast<std::size_t>(std::min(expected, 2)));
    if (seed % 2 == 0) CHECK(expected >= 1);
    ++checked;
    if (expected > 1) ++ambiguous;
  }
  MESSAGE(checked << " boards, " << ambiguous << " with several solutions");
}

TEST_CASE("solver: unique-mode boards have one solution by brute force too") {
  // Brute force shares nothing with the counter the generator checks itself with.
#ifdef PGW_SLOW_BUILD
  const int seeds = 12;
#else
  const int seeds = 40;
#endif
  Rng rng(8);
  for (int seed = 0; seed < seeds; ++seed) {
    Params p;
    p.width = rng.between(2, 3);
    p.height = rng.between(2, 3);
    p.environment = environment_name(seed % kEnvironments);
    p.density = rng.between(40, 100);
    p.unique = true;
    CAPTURE(seed);
    Progress progress;
    const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
    REQUIRE_MESSAGE(g.ok, g.error);
    REQUIRE(g.unique);
    CHECK(brute_force_count(g.level.board) == 1);
  }
}

TEST_CASE("solver: cancel lands within 50 ms") {
  const Board board = ends_board(40, 40);  // 2^400 solutions to count
  test::check_cancel_lands([&](Progress& progress) { return count_solutions(board, 1 << 30, &progress).cancelled; },
                           std::chrono::milliseconds(100), "flow solution counter");
}

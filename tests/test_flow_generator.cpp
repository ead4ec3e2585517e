// Flow generator: full matching boards, density, uniqueness, scramble, determinism, cancel.
#include <doctest/doctest.h>

#include "cancel_check.hpp"

#include <atomic>
#include <chrono>
#include <thread>

#include "core/rng.hpp"
#include "flow/generator.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

using namespace pgw;
using namespace pgw::flow;

namespace {

// The countryside tiles whose one flow ends in the tile (road end, path end, …).
std::vector<int> countryside_ends() {
  std::vector<int> ends;
  for (int id : environment_tiles(kCountryside))
    if (catalogue()[id].name.find(" end, ") != std::string::npos) ends.push_back(id);
  return ends;
}

}  // namespace

TEST_CASE("generator: many seeds, sizes and environments give full boards with no loose ends") {
#ifdef PGW_SLOW_BUILD
  const int seeds = 300;
#else
  const int seeds = 2000;
#endif
  Rng pick(11);
  int repaired = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    Params p;
    p.width = pick.between(2, seed % 10 == 0 ? 40 : 12);
    p.height = pick.between(2, seed % 10 == 0 ? 40 : 12);
    p.environment = environment_name(seed % kEnvironments);
    p.density = pick.between(kMinDensity, kMaxDensity);
    p.unique = seed % 3 == 0;
    CAPTURE(encode_params(p));
    CAPTURE(seed);
    Progress progress;
    const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
    REQUIRE_MESSAGE(g.ok, g.error);
    const Level& level = g.level;
    REQUIRE(check_board(level.board).empty());  // size, and every tile from the environment
    CHECK(level.board.width == p.width);
    CHECK(level.board.height == p.height);
    CHECK(problems(level.board, level.solution).empty());
    CHECK(is_solved(level.board, level.solution));
    CHECK_FALSE(is_solved(level.board, level.start));
    REQUIRE(g.first_cell >= 0);
    CHECK(catalogue()[level.board.tiles[g.first_cell]].has_flow());
    int with_flow = 0;
    for (std::uint16_t t : level.board.tiles) with_flow += catalogue()[t].has_flow() ? 1 : 0;
    CHECK(with_flow == g.tiles_with_flow);
    CHECK(with_flow * 100 >= p.density * level.board.cells() * 8 / 10);  // density respected
    CHECK(g.fixed_cells == fixed_cells(level.board));
    for (int cell : g.fixed_cells) CHECK(level.start[cell] == level.solution[cell]);
    CHECK(progress.fraction() == doctest::Approx(1.0));
    if (p.unique) {
      CHECK(g.unique);
      CHECK(count_solutions(level.board, 2).solutions == 1);
      if (g.repairs) ++repaired;
    }
  }
  MESSAGE(repaired << " unique boards needed ambiguous cells refilled");
}

TEST_CASE("generator: unique mode is verified by the independent counter; plain mode claims nothing") {
  int plain_ambiguous = 0;
  for (int seed = 0; seed < 60; ++seed) {
    Params p;
    p.width = 6;
    p.height = 5;
    p.environment = "all";
    p.density = 40;
    Progress a, b;
    const Generated plain = generate(p, static_cast<std::uint64_t>(seed), a);
    REQUIRE(plain.ok);
    const int plain_count = count_solutions(plain.level.board, 2).solutions;
    CHECK(plain.unique == false);  // not checked, so not claimed
    if (plain_count > 1) ++plain_ambiguous;
    p.unique = true;
    const Generated unique = generate(p, static_cast<std::uint64_t>(seed), b);
    REQUIRE(unique.ok);
    CHECK(unique.unique);
    CHECK(count_solutions(unique.level.board, 2).solutions == 1);
  }
  MESSAGE(plain_ambiguous << " of 60 plain 6×5 boards had several solutions");
}

TEST_CASE("generator: same params and seed, same level; another seed, another level") {
  Params p;
  p.width = 15;
  p.height = 11;
  p.environment = "canyon";
  p.unique = true;
  Progress a, b, c;
  const Generated g1 = generate(p, 777, a), g2 = generate(p, 777, b), g3 = generate(p, 778, c);
  CHECK(encode_level(g1.level) == encode_level(g2.level));
  CHECK(encode_level(g1.level) != encode_level(g3.level));
}

TEST_CASE("generator: progress counts tiles on the board out of its cells, and only grows its fraction") {
  Params p;
  p.width = 40;
  p.height = 40;
  p.environment = "all";
  p.unique = true;
  Progress progress;
  std::atomic<bool> done{false};
  Generated g;
  std::thread worker([&] {
    g = generate(p, 5, progress);
    done = true;
  });
  // Sampled live, as the popup reads it.
  double last_fraction = 0;
  int samples = 0;
  bool fraction_fell = false, over_total = false, other_total = false;
  while (!done) {
    std::this_thread::sleep_for(std::chrono::microseconds(50));
    const double fraction = progress.fraction();
    fraction_fell |= fraction < last_fraction;
    last_fraction = fraction;
    const std::uint64_t total = progress.counter_total(0);
    over_total |= progress.counter_value(0) > total;
    other_total |= total != 0 && total != 1600;
    ++samples;
  }
  worker.join();
  MESSAGE(samples << " samples while a unique 40×40 was generated");
  CHECK_FALSE(fraction_fell);
  CHECK_FALSE(over_total);
  CHECK_FALSE(other_total);
  REQUIRE_MESSAGE(g.ok, g.error);
  CHECK(progress.fraction() == doctest::Approx(1.0));
  CHECK(std::string(progress.counter_name(0)) == "tiles placed");
  CHECK(progress.counter_value(0) == 1600u);
  CHECK(progress.counter_total(0) == 1600u);
  CHECK(g.tiles_placed >= 1600u);  // the stat counts placements, undone ones too
  CHECK(std::string(progress.counter_name(1)) == "backtracks");
  CHECK(progress.counter_value(1) == g.backtracks);
  CHECK(std::string(progress.counter_name(2)) == "repairs");
  CHECK(progress.counter_value(2) == static_cast<std::uint64_t>(g.repairs));

  // Plain mode has no repairs to count.
  p.unique = false;
  p.width = 7;
  p.height = 5;
  Progress plain;
  REQUIRE(generate(p, 5, plain).ok);
  CHECK(plain.counter_value(0) == 35u);
  CHECK(plain.counter_total(0) == 35u);
  CHECK(plain.counter_name(2) == nullptr);
}

TEST_CASE("generator: a board that cannot be filled leaves the counter short of its total") {
  const std::vector<int> ends = countryside_ends();
  Params p;
  p.width = 3;
  p.height = 3;
  Progress progress;
  REQUIRE_FALSE(generate_from_tiles(p, ends, 1, progress).ok);  // 9 cells cannot pair up
  CHECK(progress.counter_total(0) == 9u);
  CHECK(progress.counter_value(0) < 9u);
  CHECK(progress.fraction() < 1.0);
}

TEST_CASE("generator: blank puzzles are the environment's empty tile everywhere") {
  Params p;
  p.width = 5;
  p.height = 3;
  p.environment = "canyon";
  p.blank = true;
  Progress progress;
  const Generated g = generate(p, 1, progress);
  REQUIRE(g.ok);
  CHECK(g.level.board.width == 5);
  CHECK(g.level.board.height == 3);
  CHECK(g.level.board.environment == kCanyon);
  CHECK(g.level.board.cells() == 15);
  for (std::uint16_t t : g.level.board.tiles) CHECK(t == environment_empty_tiles(kCanyon).front());
  CHECK(g.tiles_with_flow == 0);
  CHECK(g.fixed_cells.size() == 15u);
  CHECK(g.level.start == g.level.solution);  // nothing to turn, so nothing scrambled
  CHECK(g.level.locked == std::vector<std::uint8_t>(15, 0));
  CHECK(is_solved(g.level.board, g.level.start));
  CHECK(progress.counter_value(0) == 15u);
  CHECK(progress.counter_total(0) == 15u);
}

TEST_CASE("generator: tiles that cannot fill the board are reported, not looped on") {
  // Straights and crossroads only: no tile can sit in a corner.
  std::vector<int> tiles;
  for (int id : environment_tiles(kCountryside)) {
    const std::string& name = catalogue()[id].name;
    if (name.find("straight") != std::string::npos || name.find("crossroads") != std::string::npos)
      tiles.push_back(id);
  }
  REQUIRE(tiles.size() > 5);
  Params p;
  p.width = 12;
  p.height = 9;
  Progress progress;
  const Generated g = generate_from_tiles(p, tiles, 1, progress);
  CHECK_FALSE(g.ok);
  CHECK(g.error == "no arrangement of these " + std::to_string(tiles.size()) +
                       " tiles of environment 'countryside' fills a 12×9 board with flows and no loose ends");
  // Unique mode does not start over on a set that can never fit.
  p.unique = true;
  const Generated unique = generate_from_tiles(p, tiles, 1, progress);
  CHECK_FALSE(unique.ok);
  CHECK_FALSE(unique.cancelled);
  CHECK(unique.error == g.error);
  p.unique = false;
  // Ends alone fill any board with an even number of cells, in pairs.
  const std::vector<int> ends = countryside_ends();
  p.density = 100;
  const Generated paired = generate_from_tiles(p, ends, 1, progress);
  REQUIRE_MESSAGE(paired.ok, paired.error);
  CHECK(paired.tiles_with_flow == 108);
  p.width = 3;
  p.height = 3;
  const Generated odd = generate_from_tiles(p, ends, 1, progress);
  CHECK_FALSE(odd.ok);
  CHECK(odd.error.find("fills a 3×3 board") != std::string::npos);
  CHECK(generate_from_tiles(p, {9999}, 1, progress).error == "tile 9999 is not in environment 'countryside'");
}

TEST_CASE("generator: any valid arrangement wins, not only the generator's") {
  // Boards of ends alone pair up in several ways: plain mode keeps them so.
  const std::vector<int> ends = countryside_ends();
  int ambiguous = 0;
  for (int seed = 0; seed < 40 && ambiguous < 5; ++seed) {
    Params p;
    p.width = 4;
    p.height = 4;
    p.density = 100;
    Progress progress;
    const Generated g = generate_from_tiles(p, ends, static_cast<std::uint64_t>(seed), progress);
    REQUIRE(g.ok);
    const CountResult counted = count_solutions(g.level.board, 2);
    if (counted.solutions < 2) continue;
    ++ambiguous;
    CHECK(counted.found[0] != counted.found[1]);
    const Rotations& other = counted.found[0] == g.level.solution ? counted.found[1] : counted.found[0];
    CHECK(other != g.level.solution);
    CHECK(is_solved(g.level.board, other));
    CHECK(is_solved(g.level.board, g.level.solution));
  }
  CHECK(ambiguous > 0);
}

TEST_CASE("generator: a search over budget says so") {
  Params p;
  p.width = 30;
  p.height = 30;
  p.environment = "all";
  p.density = 100;  // every tile a flow: the search has to back up now and then
  Budget budget;
  budget.backtracks = 1;
  Progress progress;
  const Generated g = generate(p, 1, progress, budget);
  CHECK_FALSE(g.ok);
  CHECK(g.error == "search budget exhausted after 1 backtracks");
}

TEST_CASE("generator: cancel lands within 50 ms, and a cancelled request returns at once") {
  Params p;
  p.width = 40;
  p.height = 40;
  p.environment = "all";
  p.unique = true;
  Progress cancelled;
  cancelled.request_cancel();
  const test::ThreadCpuClock clock = test::ThreadCpuClock::current();
  const double t0 = clock.ms();
  const Generated g = generate(p, 3, cancelled);
  const double ms = clock.ms() - t0;
  CHECK(g.cancelled);
  CHECK_FALSE(g.ok);
  test::check_cancel_latency(ms, "flow generator, cancelled before a 40×40 started");
}

TEST_CASE("check_params names the bad value") {
  Params p;
  p.width = 41;
  CHECK(check_params(p) == "width 41 is out of range 2–40");
  p = Params{};
  p.height = 1;
  CHECK(check_params(p) == "height 1 is out of range 2–40");
  p = Params{};
  p.density = 5;
  CHECK(check_params(p) == "flow density 5 is out of range 20–100%");
  p = Params{};
  p.environment = "moon";
  CHECK(check_params(p) == "unknown environment 'moon' (use countryside, town, canyon, all)");
  CHECK(check_params(Params{}).empty());
}

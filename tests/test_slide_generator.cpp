// Slide generator: never unsolvable, honours the target, deterministic, cancels fast.
#include <doctest/doctest.h>

#include "cancel_check.hpp"

#include <chrono>
#include <thread>

#include "core/rng.hpp"
#include "slide/generator.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"

using namespace pgw;
using namespace pgw::slide;

TEST_CASE("generator: hundreds of seeds, each level solvable in exactly its par") {
#ifdef PGW_SLOW_BUILD
  const int seeds = 120;
#else
  const int seeds = 300;
#endif
  Rng pick(3);
  int met = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    Params p;
    p.width = pick.between(3, 8);
    p.height = pick.between(3, 8);
    p.min_moves = pick.between(1, 10);
    p.stationary_percent = pick.between(0, 30);
    p.moving_percent = pick.between(0, 30);
    p.hardest = seed % 5 == 0;
    Progress progress;
    const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
    REQUIRE(g.found);
    REQUIRE(check_level(g.level).empty());
    const SolveResult r = solve(g.level.layout, g.level.start, nullptr);
    REQUIRE_MESSAGE(r.status == SolveStatus::Solved, format_board(g.level.layout, g.level.start));
    CHECK(static_cast<int>(r.moves.size()) == g.optimal_moves);
    CHECK(g.optimal_moves >= 1);
    if (g.target_met) {
      ++met;
      CHECK(g.optimal_moves >= p.min_moves);
    }
    CHECK(g.level.layout.width == p.width);
    CHECK(g.level.layout.height == p.height);
  }
  CHECK(met > seeds * 8 / 10);
}

TEST_CASE("generator: hardest picks the farthest position of its layout") {
  Params p;
  p.hardest = true;
  p.min_moves = 1;
  Progress progress;
  const Generated g = generate(p, 12345, progress);
  REQUIRE(g.target_met);
  // Every position reachable from the chosen layout is at most that far from a win.
  const StateGraph graph = explore(g.level.layout, g.level.start, nullptr, 1000000);
  REQUIRE(graph.complete);
  const auto dist = distances_to_win(g.level.layout, graph);
  for (auto d : dist)
    if (d != kNoWin) CHECK(d <= g.optimal_moves);
}

TEST_CASE("generator: same params and seed, same level") {
  Params p;
  p.width = 7;
  p.height = 5;
  Progress a, b;
  const Generated g1 = generate(p, 777, a), g2 = generate(p, 777, b);
  CHECK(encode_level(g1.level) == encode_level(g2.level));
  Progress c;
  const Generated g3 = generate(p, 778, c);
  CHECK(encode_level(g1.level) != encode_level(g3.level));
}

TEST_CASE("generator: an unreachable target says so and offers the best found") {
  Params p;
  p.width = 3;
  p.height = 3;
  p.min_moves = 40;
  Budget budget;
  budget.max_boards = 50;
  Progress progress;
  const Generated g = generate(p, 1, progress, budget);
  CHECK_FALSE(g.target_met);
  CHECK(g.found);
  CHECK(g.optimal_moves < 40);
  CHECK(g.boards_tried == 50);
  const SolveResult r = solve(g.level.layout, g.level.start, nullptr);
  CHECK(static_cast<int>(r.moves.size()) == g.optimal_moves);
  CHECK(progress.fraction() == doctest::Approx(1.0));
}

TEST_CASE("generator: cancel lands within 50 ms") {
  Params p;
  p.width = 12;
  p.height = 12;
  p.min_moves = 40;
  p.moving_percent = 30;
  test::check_cancel_lands(
      [&](Progress& progress) {
        const Generated g = generate(p, 9, progress);
        CHECK(progress.counter_value(0) > 0);  // boards tried were reported live
        return g.cancelled;
      },
      std::chrono::milliseconds(150), "slide generator");
}

TEST_CASE("check_params names the bad value") {
  Params p;
  p.width = 13;
  CHECK(check_params(p) == "width 13 is out of range 3–12");
  p = Params{};
  p.min_moves = 0;
  CHECK(check_params(p) == "minimum moves 0 is out of range 1–40");
  p = Params{};
  p.stationary_percent = 50;
  p.moving_percent = 40;
  CHECK(check_params(p).find("fills more than 80%") != std::string::npos);
  CHECK(check_params(Params{}).empty());
}

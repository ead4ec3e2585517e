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

TEST_CASE("climber 2 cancels within 50 ms, keeping its best level") {
  Params p;
  p.width = p.height = 12;
  p.min_moves = 40;
  p.climb = true;
  p.climber = 2;
  test::check_cancel_lands(
      [&](Progress& progress) {
        const Generated g = generate(p, 3, progress);
        CHECK(g.found);
        return g.cancelled;
      },
      std::chrono::milliseconds(1500), "slide climber 2 (1.5 s in: climbing, deep maps)");
}

TEST_CASE("climber 1 recipes keep their levels: 'climb' links, bands, the daily") {
  // Codes made before climber 2 existed: a recipe that does not say
  // "climb2" runs climber 1 exactly as it did.
  struct Pinned {
    const char* params;
    const char* seed;
    const char* code;
  };
  const Pinned pinned[] = {
      {"7x7.m16.s20.v15.climb", "3", "slide-AQcHAwYAAAEEAEBARtBBYKoCbEMDmA"},
      {"6x6.m1.s20.v15.hard", "2", "slide-AQYGAwUTIAEGIAEWIBDnGFeJ"},
      // The daily of 2026-11-24 (kinds/daily.cpp: 8x8 Medium).
      {"8x8.m12.s20.v15.medium", "2026-11-24", "slide-AQgIBAcAHlQABBQAAKABBoAAqhFYMvQCYg"},
  };
  for (const Pinned& pin : pinned) {
    CAPTURE(pin.params);
    Params p;
    std::string error;
    REQUIRE(decode_params(pin.params, p, error));
    CHECK(p.climber == 1);
    Progress progress;
    CHECK(encode_level(generate(p, seed_from_text(pin.seed), progress).level) == pin.code);
  }
}

TEST_CASE("climber 2 recipes keep their levels and their searches") {
  // Made before the solver's speed-ups (issue 23's targets): the same
  // levels, from exactly as many positions searched.
  struct Pinned {
    const char* params;
    std::uint64_t seed;
    const char* code;
    int par;
    std::uint64_t positions;
  };
  const Pinned pinned[] = {
      {"8x8.m16.s20.v15.climb2", 1, "slide-AQgIBAebCikABAlBCgEkAAAQAQEUSQL9vA", 16, 66124},
      {"8x8.m16.s20.v15.climb2", 2, "slide-AQgIBAeeAAIUEAklAApABZAKQQAAI8jS-g", 21, 138104},
      {"9x7.m18.s20.v15.climb2", 3, "slide-AQkHBAYLACgBoAFQAkFGUSgAAAEBFC25DQ", 22, 319853},
      {"10x10.m25.s20.v15.climb2", 5003, "slide-AQoKBQlBGgRElICdAgAAEBEEYIIAAAlAoAABGgCEaLQI2Q", 30, 1055842},
  };
  for (const Pinned& pin : pinned) {
    CAPTURE(pin.params);
    CAPTURE(pin.seed);
    Params p;
    std::string error;
    REQUIRE(decode_params(pin.params, p, error));
    CHECK(p.climber == 2);
    Progress progress;
    const Generated g = generate(p, pin.seed, progress);
    CHECK(encode_level(g.level) == pin.code);
    CHECK(g.optimal_moves == pin.par);
    CHECK(g.states_explored == pin.positions);
  }
}

TEST_CASE("params text: climb2 travels, with a band too; other climbers are named") {
  CHECK(Params{}.climber == 1);  // what the daily and every Params{} run
  struct Text {
    const char* text;
    int climber;
    Difficulty difficulty;
  };
  const Text texts[] = {{"10x10.m25.s20.v15.climb2", 2, Difficulty::Any},
                        {"10x10.m20.s20.v15.climb2.hard", 2, Difficulty::Hard},
                        {"10x10.m20.s20.v15.hard", 1, Difficulty::Hard},
                        {"10x10.m25.s20.v15.climb", 1, Difficulty::Any}};
  for (const Text& t : texts) {
    CAPTURE(t.text);
    Params p;
    std::string error;
    REQUIRE(decode_params(t.text, p, error));
    CHECK(p.climb);
    CHECK(p.climber == t.climber);
    CHECK(p.difficulty == t.difficulty);
    CHECK(encode_params(p) == t.text);
  }
  Params one, two;
  one.climb = two.climb = true;
  two.climber = 2;
  CHECK_FALSE(one == two);
  Params p;
  std::string error;
  CHECK_FALSE(decode_params("10x10.m25.s20.v15.climb3", p, error));
  CHECK(error.find("newer climbing generator (version 3)") != std::string::npos);
  CHECK(error.find("version 2") != std::string::npos);
  CHECK_FALSE(decode_params("10x10.m25.s20.v15.climb1", p, error));
  CHECK(error.find("'climb' or 'climb2'") != std::string::npos);
}

// records_sample.hpp — a player's records made up: many varied solves, the
// same on every build (core/rng.hpp), for tests/test_records.cpp and
// bench/records_bench.cpp.
#pragma once

#include <cstdio>
#include <string>

#include "core/records.hpp"
#include "core/rng.hpp"

namespace pgw::test {

// `count` solves of count / 3 levels over every kind, size, difficulty and
// a few years of dates (some untimed, some daily, some with par), three
// collections whose links hold odd text, and places in two of them.
inline Records sample_records(int count, std::uint64_t seed = 1) {
  static const char* const kKinds[] = {"flow", "slide", "cities", "assembly"};
  Rng rng(seed);
  Records r;
  r.solves.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    Solve s;
    const int level = static_cast<int>(rng.below(static_cast<std::uint32_t>(count / 3 + 1)));
    s.kind = kKinds[level % 4];
    s.id = level_id(s.kind + "-level-" + std::to_string(level));
    s.width = 4 + level % 37;
    s.height = 4 + level % 29;
    s.difficulty = static_cast<Difficulty>(level % kDifficulties);
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", 2024 + rng.between(0, 2), rng.between(1, 12), rng.between(1, 28));
    s.date = date;
    s.ms = rng.below(5) == 0 ? 0 : static_cast<std::int64_t>(rng.below(3600000)) + 1;
    s.moves = rng.between(1, 400);
    s.par = level % 3 == 0 ? 0 : rng.between(1, 400);
    s.hints = rng.between(0, 3);
    s.daily = rng.below(7) == 0;
    r.add(s);
  }
  r.collections = {"#collection/ramp/flow1/15x15.countryside.d60/easy-expert/100/ramp/Flow%20ramp",
                   "#collection/list-AQID caf\xC3\xA9 % 100%\ttab\nline\r\"quoted\"\\", "x y"};
  r.set_place(r.collections[0], 12, 1790000000);
  r.set_place(r.collections[1], 0, 1790000500);
  return r;
}

}  // namespace pgw::test

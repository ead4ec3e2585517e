// Flow deductions: each technique where it applies and where it must not,
// grades of generated levels, hints, the check, difficulty in params text.
#include <doctest/doctest.h>

#include "flow_boards.hpp"

#include "cancel_check.hpp"

#include <algorithm>

#include "core/rng.hpp"
#include "flow/api.hpp"
#include "flow/deduce.hpp"
#include "flow/generator.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

using namespace pgw;
using namespace pgw::flow;
using test::level_from_shapes;

namespace {

int ways(std::uint8_t domain) { return __builtin_popcount(domain); }

// Every tile's way in `solution` is still among the ways the ladder knows.
bool keeps(const Board& board, const Domains& known, const Rotations& solution) {
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int look = solution[cell] % catalogue()[board.tiles[cell]].period;
    if (!((known[cell] >> look) & 1u)) return false;
  }
  return true;
}

// Hand-drawn boards (tests/flow_boards.hpp), found by grading every small
// board of road shapes; each needs exactly the named technique.
const char* const kEasy = "2a8280";                                 // 3×2
const char* const kMedium = "4283a8280";                            // 3×3
const char* const kGroup = "28282aa82828";                          // 4×3
const char* const kContradiction = "2844042abd012c6d4429579142d3ec103a91";  // 6×6
const char* const kLookahead = "0044282ebbac47aa813d6c282d1780292ba8";      // 6×6

// Random size in [lo, hi] a side, the environments in turn.
Params random_params(Rng& pick, int seed, int lo, int hi) {
  Params p;
  p.width = pick.between(lo, hi);
  p.height = pick.between(lo, hi);
  p.environment = environment_name(seed % kEnvironments);
  return p;
}

// Cells of `known` (a ladder's stopping point) that `cap` settles, with the
// technique each explanation used.
std::vector<Deduction> settled_by(const Board& board, const Domains& known, Technique cap) {
  std::vector<Deduction> out;
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (ways(known[cell]) <= 1) continue;
    Deduction d;
    if (explain(board, known, cell, cap, d)) out.push_back(d);
  }
  return out;
}

}  // namespace

TEST_CASE("deduce: one way left settles ends against the board's edge (easy)") {
  const Level l = level_from_shapes(3, 2, kEasy);
  const Grade g = grade(l.board, Technique::Single);
  REQUIRE(g.solved);
  CHECK(g.difficulty == Difficulty::Easy);
  CHECK(g.hardest == Technique::Single);
  CHECK(g.uses[0] > 0);
  for (int t = 1; t < kTechniques; ++t) CHECK(g.uses[t] == 0);
  for (int cell = 0; cell < l.board.cells(); ++cell)
    CHECK(same_look(l.board.tiles[cell], g.solution[cell], l.solution[cell]));
  // Nothing known yet: the corner end cannot point off the board, but one
  // way is not enough; a settled neighbour is.
  Deduction d;
  CHECK_FALSE(explain(l.board, full_domains(l.board), 0, Technique::Single, d));
  Domains known = full_domains(l.board);
  known[1] = static_cast<std::uint8_t>(1u << (l.solution[1] % catalogue()[l.board.tiles[1]].period));
  REQUIRE(explain(l.board, known, 0, Technique::Single, d));
  CHECK(d.cell == 0);
  CHECK(same_look(l.board.tiles[0], d.rotation, l.solution[0]));
  CHECK(d.evidence == std::vector<int>{1});
  CHECK(d.text.find("only one way left") != std::string::npos);
}

TEST_CASE("deduce: single never uses what an unsettled neighbour may show; neighbours does (medium)") {
  const Level l = level_from_shapes(3, 3, kMedium);
  const Grade single = grade(l.board, Technique::Single);
  CHECK_FALSE(single.solved);
  CHECK(single.unsettled > 0);
  CHECK(keeps(l.board, single.known, l.solution));
  const Grade medium = grade(l.board, Technique::Neighbours);
  REQUIRE(medium.solved);
  CHECK(medium.hardest == Technique::Neighbours);
  CHECK(medium.difficulty == Difficulty::Medium);
  CHECK(grade(l.board).difficulty == Difficulty::Medium);
  // At single's stopping point no tile is settled by single, and some are by neighbours,
  // using what an unsettled neighbour can show.
  CHECK(settled_by(l.board, single.known, Technique::Single).empty());
  const std::vector<Deduction> by_neighbours = settled_by(l.board, single.known, Technique::Neighbours);
  REQUIRE_FALSE(by_neighbours.empty());
  for (const Deduction& d : by_neighbours) {
    CHECK(d.technique == Technique::Neighbours);
    CHECK(same_look(l.board.tiles[d.cell], d.rotation, l.solution[d.cell]));
    CHECK(std::any_of(d.evidence.begin(), d.evidence.end(), [&](int e) { return ways(single.known[e]) > 1; }));
    CHECK(d.text.find("neighbours leave this tile one way") != std::string::npos);
  }
}

TEST_CASE("deduce: a 2×2 group settles what propagation cannot (hard)") {
  const Level l = level_from_shapes(4, 3, kGroup);
  CHECK(count_solutions(l.board, 2).solutions == 1);
  const Grade stuck = grade(l.board, Technique::Neighbours);
  CHECK_FALSE(stuck.solved);
  CHECK(stuck.unsettled == l.board.cells());  // propagation settles nothing at all here
  const Grade g = grade(l.board, Technique::Group);
  REQUIRE(g.solved);
  CHECK(g.hardest == Technique::Group);
  CHECK(g.difficulty == Difficulty::Hard);
  CHECK(g.uses[static_cast<int>(Technique::Group)] > 0);
  CHECK(g.uses[static_cast<int>(Technique::Contradiction)] == 0);
  CHECK(g.uses[static_cast<int>(Technique::Lookahead)] == 0);
  CHECK(grade(l.board).difficulty == Difficulty::Hard);
  CHECK(settled_by(l.board, stuck.known, Technique::Neighbours).empty());
  const std::vector<Deduction> by_group = settled_by(l.board, stuck.known, Technique::Group);
  REQUIRE_FALSE(by_group.empty());
  for (const Deduction& d : by_group) {
    CHECK(d.technique == Technique::Group);
    CHECK(same_look(l.board.tiles[d.cell], d.rotation, l.solution[d.cell]));
    for (int e : d.evidence) {  // a group reads only its blocks: the 3×3 square around the tile
      CHECK(std::abs(e % 4 - d.cell % 4) <= 1);
      CHECK(std::abs(e / 4 - d.cell / 4) <= 1);
    }
  }
}

TEST_CASE("deduce: a short contradiction where groups fail, lookahead where it cannot reach (expert)") {
  const Level c = level_from_shapes(6, 6, kContradiction);
  CHECK(count_solutions(c.board, 2).solutions == 1);
  const Grade by_group = grade(c.board, Technique::Group);
  CHECK_FALSE(by_group.solved);
  CHECK(keeps(c.board, by_group.known, c.solution));
  const Grade g = grade(c.board, Technique::Contradiction);
  REQUIRE(g.solved);
  CHECK(g.hardest == Technique::Contradiction);
  CHECK(g.difficulty == Difficulty::Expert);
  CHECK(settled_by(c.board, by_group.known, Technique::Group).empty());
  const std::vector<Deduction> short_ones = settled_by(c.board, by_group.known, Technique::Contradiction);
  REQUIRE_FALSE(short_ones.empty());
  for (const Deduction& d : short_ones) {
    CHECK(d.technique == Technique::Contradiction);
    CHECK(same_look(c.board.tiles[d.cell], d.rotation, c.solution[d.cell]));
    for (int e : d.evidence)  // within two steps, and the neighbours of those
      CHECK(std::abs(e % 6 - d.cell % 6) + std::abs(e / 6 - d.cell / 6) <= 3);
    CHECK(d.text.find("would have no way left") != std::string::npos);
  }

  const Level l = level_from_shapes(6, 6, kLookahead);
  CHECK(count_solutions(l.board, 2).solutions == 1);
  const Grade short_only = grade(l.board, Technique::Contradiction);
  CHECK_FALSE(short_only.solved);
  CHECK(keeps(l.board, short_only.known, l.solution));
  const Grade deep = grade(l.board);
  REQUIRE(deep.solved);
  CHECK(deep.hardest == Technique::Lookahead);
  CHECK(deep.difficulty == Difficulty::Expert);
  CHECK(settled_by(l.board, short_only.known, Technique::Contradiction).empty());
  const std::vector<Deduction> deep_ones = settled_by(l.board, short_only.known, Technique::Lookahead);
  REQUIRE_FALSE(deep_ones.empty());
  for (const Deduction& d : deep_ones) {
    CHECK(d.technique == Technique::Lookahead);
    CHECK(same_look(l.board.tiles[d.cell], d.rotation, l.solution[d.cell]));
  }
}

TEST_CASE("deduce: several solutions stall the ladder, which never rules out a way some solution uses") {
  // Road ends on 4×4: 36 domino tilings.
  const Board ends = test::road_ends(4, 4);
  const Grade g = grade(ends);
  CHECK_FALSE(g.solved);
  CHECK_FALSE(g.contradiction);
  CHECK(g.difficulty == Difficulty::Any);
  for (const Rotations& r : count_solutions(ends, 2).found) CHECK(keeps(ends, g.known, r));

  // Plain boards of every environment: whatever the ladder settles, both
  // solutions the independent counter finds keep their ways.
  Rng pick(21);
  int several = 0, graded = 0;
#ifdef PGW_SLOW_BUILD
  const int boards = 120;
#else
  const int boards = 400;
#endif
  for (int seed = 0; seed < boards; ++seed) {
    Params p = random_params(pick, seed, 2, 9);
    p.density = pick.between(kMinDensity, kMaxDensity);
    Progress progress;
    const Generated made = generate(p, static_cast<std::uint64_t>(seed), progress);
    REQUIRE(made.ok);
    const Grade lg = grade(made.level.board);
    const CountResult counted = count_solutions(made.level.board, 2);
    CAPTURE(seed);
    for (const Rotations& r : counted.found) CHECK(keeps(made.level.board, lg.known, r));
    CHECK(lg.solved == (counted.solutions == 1));  // no unique board here needs more than the ladder
    if (lg.solved) {
      ++graded;
      CHECK(is_solved(made.level.board, lg.solution));
    } else {
      ++several;
    }
  }
  MESSAGE(graded << " plain boards graded, " << several << " with several solutions");
  CHECK(several > 0);
}

TEST_CASE("deduce: pins are knowledge, and pins no solution has are a contradiction") {
  const Level l = level_from_shapes(4, 3, kGroup);
  Pins pins(12, -1);
  pins[5] = static_cast<std::int8_t>(l.solution[5]);  // a straight, settled as in the solution
  const Grade helped = grade(l.board, Technique::Neighbours, nullptr, pins);
  CHECK(helped.unsettled < grade(l.board, Technique::Neighbours).unsettled);
  pins[5] = static_cast<std::int8_t>((l.solution[5] + 1) % 4);  // turned the other way
  const Grade wrong = grade(l.board, Technique::Lookahead, nullptr, pins);
  CHECK_FALSE(wrong.solved);
  CHECK(wrong.contradiction);
}

namespace {

std::vector<Difficulty> graded_difficulties() {
  return {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert};
}

}  // namespace

TEST_CASE("generator: levels of every difficulty grade as asked, unique by the independent counter") {
  for (Difficulty difficulty : graded_difficulties()) {
#ifdef PGW_SLOW_BUILD
    const int levels = difficulty == Difficulty::Expert ? 3 : 60;
#else
    const int levels = difficulty == Difficulty::Expert ? 12 : 200;
#endif
    Rng pick(static_cast<std::uint64_t>(difficulty) * 77);
    int made = 0;
    for (int seed = 0; seed < levels; ++seed) {
      const bool expert = difficulty == Difficulty::Expert;
      Params p = expert ? random_params(pick, seed, 10, 12) : random_params(pick, seed, 4, 10);
      p.density = pick.between(40, 100);
      p.difficulty = difficulty;
      CAPTURE(encode_params(p));
      CAPTURE(seed);
      Progress progress;
      const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
      REQUIRE_MESSAGE(g.ok, g.error);
      ++made;
      const Board& board = g.level.board;
      CHECK(check_board(board).empty());
      CHECK(is_solved(board, g.level.solution));
      CHECK_FALSE(is_solved(board, g.level.start));
      CHECK(count_solutions(board, 2).solutions == 1);
      const Grade full = grade(board);
      REQUIRE(full.solved);
      CHECK(full.difficulty == difficulty);
      CHECK(g.certificate.graded);
      CHECK(g.certificate.difficulty == difficulty);
      CHECK(g.certificate.hardest == full.hardest);
      CHECK(g.unique);
      // What each band means, checked by the capped ladder.
      if (difficulty == Difficulty::Easy) CHECK(grade(board, Technique::Single).solved);
      if (difficulty >= Difficulty::Medium) CHECK_FALSE(grade(board, Technique::Single).solved);
      if (difficulty >= Difficulty::Hard) CHECK_FALSE(grade(board, Technique::Neighbours).solved);
      if (difficulty == Difficulty::Hard) CHECK(grade(board, Technique::Group).solved);
      if (difficulty == Difficulty::Expert) CHECK_FALSE(grade(board, Technique::Group).solved);
    }
    MESSAGE(made << " " << std::string(difficulty_name(difficulty)) << " levels graded as asked");
  }
}

TEST_CASE("generator: difficulty mode is deterministic, and a blank puzzle has none") {
  Params p;
  p.width = 9;
  p.height = 8;
  p.environment = "canyon";
  p.difficulty = Difficulty::Hard;
  Progress a, b, c;
  const Generated g1 = generate(p, 5, a), g2 = generate(p, 5, b), g3 = generate(p, 6, c);
  REQUIRE(g1.ok);
  CHECK(encode_level(g1.level) == encode_level(g2.level));
  CHECK(encode_level(g1.level) != encode_level(g3.level));
  p.blank = true;
  CHECK(check_params(p) == "a blank puzzle has no difficulty (asked for hard)");
  // A palette with no end, straight and bend of one flow cannot hold the island.
  std::vector<int> straights;
  for (int id : environment_tiles(kCountryside))
    if (catalogue()[id].name.find("straight") != std::string::npos || !catalogue()[id].has_flow()) straights.push_back(id);
  p.blank = false;
  p.environment = "countryside";
  Progress d;
  const Generated none = generate_from_tiles(p, straights, 1, d);
  CHECK_FALSE(none.ok);
  CHECK(none.error == "these tiles cannot make a hard level: no flow has an end, a straight and a bend among them");
}

TEST_CASE("generator: difficulty mode: cancel lands within 50 ms") {
  Params p;
  p.width = p.height = 12;
  p.difficulty = Difficulty::Expert;
  Progress cancelled;
  cancelled.request_cancel();
  const Generated g = generate(p, 1, cancelled);
  CHECK(g.cancelled);
  CHECK_FALSE(g.ok);
  // Expert 40×40 takes a few hundred islands: long enough to cancel midway.
  p.width = p.height = 40;
  test::check_cancel_lands(
      [&](Progress& progress) {
        const Generated running = generate(p, 2, progress);
        CHECK(progress.counter_value(2) > 0);  // islands tried were reported live
        return running.cancelled;
      },
      std::chrono::milliseconds(30), "flow generator, expert 40×40",
      [](const Progress& progress) { return progress.counter_value(2) > 0; });
}

namespace {

// A hint's deduction, checked: it settles a tile the player has turned
// otherwise to the solution's look, and what it knows of its evidence tiles
// alone (every other tile unknown) is enough to make it again.
void check_deduction(const Board& board, const Rotations& solution, const Position& position, const Hint& h) {
  const Deduction& d = h.deduction;
  REQUIRE(d.cell >= 0);
  CHECK(same_look(board.tiles[d.cell], d.rotation, solution[d.cell]));
  CHECK_FALSE(same_look(board.tiles[d.cell], position.rotations[d.cell], solution[d.cell]));
  CHECK((position.locked.empty() || !position.locked[d.cell]));
  CHECK(std::is_sorted(d.evidence.begin(), d.evidence.end()));
  CHECK(std::find(d.evidence.begin(), d.evidence.end(), d.cell) == d.evidence.end());
  CHECK_FALSE(d.text.empty());
  Domains reduced = full_domains(board);
  for (int e : d.evidence) {
    CHECK(h.known[e] != reduced[e]);  // evidence is something known, not a tile with every way open
    reduced[e] = h.known[e];
  }
  Deduction again;
  REQUIRE(explain(board, reduced, d.cell, d.technique, again));
  CHECK(again.rotation == d.rotation);
  CHECK(again.technique <= d.technique);
}

}  // namespace

TEST_CASE("hints: each deduction is sound, its evidence is enough, and following them solves the level") {
  Rng pick(33);
  int hints = 0, by_technique[kTechniques] = {};
#ifdef PGW_SLOW_BUILD
  const int levels = 8;
#else
  const int levels = 24;
#endif
  for (int seed = 0; seed < levels; ++seed) {
    Params p = random_params(pick, seed, 5, 9);
    p.difficulty = graded_difficulties()[static_cast<std::size_t>(seed % 3)];  // easy, medium, hard
    Progress progress;
    const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
    REQUIRE(g.ok);
    const Board& board = g.level.board;
    Position position{g.level.start, std::vector<std::uint8_t>(g.level.start.size(), 0)};
    // Lock a few tiles the player has right already.
    for (int cell = 0; cell < board.cells(); ++cell)
      if (same_look(board.tiles[cell], position.rotations[cell], g.level.solution[cell]) && pick.below(4) == 0)
        position.locked[cell] = 1;
    for (int step = 0; step <= board.cells(); ++step) {
      const Hint h = hint(board, position);
      if (h.kind == Hint::Kind::Solved) break;
      CAPTURE(seed);
      CAPTURE(step);
      REQUIRE(h.kind == Hint::Kind::Deduction);
      check_deduction(board, g.level.solution, position, h);
      ++hints;
      ++by_technique[static_cast<int>(h.deduction.technique)];
      position.rotations[h.deduction.cell] = static_cast<std::uint8_t>(h.deduction.rotation);
    }
    CHECK(is_solved(board, position.rotations));
  }
  MESSAGE(hints << " hints: single " << by_technique[0] << ", neighbours " << by_technique[1] << ", group "
                << by_technique[2] << ", contradiction " << by_technique[3] << ", lookahead " << by_technique[4]);

  // The hand-drawn boards' hints need their hard techniques, and stay sound.
  struct Fixture {
    int width, height;
    const char* shapes;
    Technique needs;
  };
  for (const Fixture& f : {Fixture{4, 3, kGroup, Technique::Group}, Fixture{6, 6, kContradiction, Technique::Contradiction},
                           Fixture{6, 6, kLookahead, Technique::Contradiction}}) {
    const Level l = level_from_shapes(f.width, f.height, f.shapes);
    const int n = f.width * f.height;
    Position position{Rotations(static_cast<std::size_t>(n), 0), {}};
    for (int cell = 0; cell < n; ++cell)  // every tile a quarter turn off (those that can turn)
      position.rotations[cell] = static_cast<std::uint8_t>((l.solution[cell] + 1) % 4);
    Technique hardest = Technique::Single;
    for (int step = 0; step <= n; ++step) {
      const Hint h = hint(l.board, position);
      if (h.kind == Hint::Kind::Solved) break;
      REQUIRE(h.kind == Hint::Kind::Deduction);
      check_deduction(l.board, l.solution, position, h);
      hardest = std::max(hardest, h.deduction.technique);
      position.rotations[h.deduction.cell] = static_cast<std::uint8_t>(h.deduction.rotation);
    }
    CHECK(is_solved(l.board, position.rotations));
    CHECK(hardest >= f.needs);
  }
}

TEST_CASE("hints: a wrong lock comes first, a solved board has none, several solutions get a solution's way") {
  const Level l = level_from_shapes(4, 3, kGroup);
  CHECK(hint(l.board, {l.solution, {}}).kind == Hint::Kind::Solved);
  Position position{l.solution, std::vector<std::uint8_t>(12, 0)};
  position.rotations[5] = static_cast<std::uint8_t>((l.solution[5] + 1) % 4);
  position.rotations[0] = static_cast<std::uint8_t>((l.solution[0] + 1) % 4);
  position.locked[5] = 1;
  const Hint unlock = hint(l.board, position);
  CHECK(unlock.kind == Hint::Kind::Unlock);
  CHECK(unlock.deduction.cell == 5);
  CHECK(unlock.deduction.text.find("Unlock") != std::string::npos);

  const Board ends = test::road_ends(4, 4);
  const Hint reveal = hint(ends, {Rotations(16, 0), {}});
  REQUIRE(reveal.kind == Hint::Kind::Reveal);
  Pins pin(16, -1);
  pin[reveal.deduction.cell] = static_cast<std::int8_t>(reveal.deduction.rotation);
  CHECK(count_solutions(ends, 1, nullptr, pin).solutions == 1);
  const std::string json = hint_json(ends, reveal);
  CHECK(json.find("\"kind\":\"reveal\"") != std::string::npos);
}

TEST_CASE("check: tiles turned in a way the solution rules out") {
  Params p;
  p.width = 8;
  p.height = 7;
  p.difficulty = Difficulty::Medium;
  Progress progress;
  const Generated g = generate(p, 4, progress);
  REQUIRE(g.ok);
  const Check c = check(g.level.board, g.level.start);
  CHECK(c.unique);
  std::vector<int> expected;
  for (int cell = 0; cell < g.level.board.cells(); ++cell)
    if (!same_look(g.level.board.tiles[cell], g.level.start[cell], g.level.solution[cell])) expected.push_back(cell);
  CHECK(c.wrong == expected);
  CHECK_FALSE(expected.empty());
  CHECK(check(g.level.board, g.level.solution).wrong.empty());

  // Several solutions: a tile is wrong only when no solution turns it so (the counter decides).
  const Board ends = test::road_ends(4, 2);
  Rng rng(2);
  for (int trial = 0; trial < 20; ++trial) {
    Rotations position(8);
    for (auto& r : position) r = static_cast<std::uint8_t>(rng.below(4));
    const Check several = check(ends, position);
    CHECK_FALSE(several.unique);
    for (int cell = 0; cell < 8; ++cell) {
      Pins pin(8, -1);
      pin[cell] = static_cast<std::int8_t>(position[cell]);
      const bool some = count_solutions(ends, 1, nullptr, pin).solutions > 0;
      const bool listed = std::find(several.wrong.begin(), several.wrong.end(), cell) != several.wrong.end();
      CHECK(listed == !some);
    }
  }
}

TEST_CASE("params text: a difficulty travels, implies unique, and old texts read as before") {
  Params p;
  std::string error;
  REQUIRE(decode_params("15x15.all.d80.hard", p, error));
  CHECK(p.difficulty == Difficulty::Hard);
  CHECK(p.unique);
  CHECK(encode_params(p) == "15x15.all.d80.hard");
  REQUIRE(decode_params("7x7.town.d60.unique.expert", p, error));
  CHECK(encode_params(p) == "7x7.town.d60.expert");
  REQUIRE(decode_params("7x7.town.d60.any", p, error));
  CHECK(p.difficulty == Difficulty::Any);
  CHECK(encode_params(p) == "7x7.town.d60");
  for (const char* old : {"7x7.countryside.d60", "7x7.countryside.d60.unique", "6x6.town.d60.blank"}) {
    REQUIRE(decode_params(old, p, error));
    CHECK(p.difficulty == Difficulty::Any);
    CHECK(encode_params(p) == old);
  }
  CHECK_FALSE(decode_params("6x6.town.d60.blank.easy", p, error));
  CHECK(error == "a blank puzzle has no difficulty (asked for easy)");
  CHECK_FALSE(decode_params("6x6.town.d60.tricky", p, error));
  CHECK(error == "parameter 4 ('tricky') is not one of d<density %>, unique, blank, any, easy, medium, hard, expert");

  std::string text;
  const KindApi& kind = api();
  REQUIRE(kind.params_from_fields({{"width", "9"}, {"height", "5"}, {"difficulty", "expert"}}, text, error));
  CHECK(text == "9x5.countryside.d60.expert");
  CHECK_FALSE(kind.params_from_fields({{"difficulty", "hardest"}}, text, error));
  CHECK(error == "difficulty 'hardest' is not one of any, easy, medium, hard, expert");
}

TEST_CASE("describe gives any level's grade and certificate; the level code is unchanged") {
  Params p;
  p.width = 8;
  p.height = 8;
  p.difficulty = Difficulty::Hard;
  Progress progress;
  const Generated g = generate(p, 9, progress);
  REQUIRE(g.ok);
  const std::string code = encode_level(g.level);
  const KindAnswer described = api().describe(code);
  REQUIRE(described.ok);
  CHECK(described.json.find("\"difficulty\":\"hard\"") != std::string::npos);
  CHECK(described.json.find("\"certificate\":{\"unique\":true,\"solutions\":1,\"graded\":true") != std::string::npos);
  CHECK(described.json.find("\"group\":") != std::string::npos);
  // A board with several solutions is unrated.
  Level ends = blank_level(4, 2, kCountryside);
  ends.board = test::road_ends(4, 2);
  ends.solution = ends.start = count_solutions(ends.board, 1).found.front();
  const KindAnswer unrated = api().describe(encode_level(ends));
  REQUIRE(unrated.ok);
  CHECK(unrated.json.find("\"difficulty\":\"unrated\"") != std::string::npos);
  CHECK(unrated.json.find("\"unique\":false,\"solutions\":2") != std::string::npos);
}

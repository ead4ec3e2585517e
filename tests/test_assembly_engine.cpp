// Assembly the game's way: fixed tiles put down unchecked as UFO:AI's
// SV_AddTile does, the four shipped assemblies whose files disagree with
// themselves assembled with warnings (their squares and letters), strict
// mode refusing them with the messages it always gave, the game's frame test,
// the engine's two strings against values worked out by hand from the format
// note, and levelgen assembly's --strict, --engine-strings and warnings.
#include <doctest/doctest.h>

#include "cli_run.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "assembly/api.hpp"
#include "assembly/assembler.hpp"
#include "assembly/engine_strings.hpp"
#include "assembly/fixtures.hpp"
#include "assembly/model.hpp"
#include "assembly/run.hpp"
#include "assembly/text.hpp"
#include "assembly/verifier.hpp"
#include "core/kind_api.hpp"

using namespace pgw;
using namespace pgw::assembly;

namespace {

const Ump& shipped(const char* name) {
  std::string error;
  const Ump* ump = parsed_fixture(name, error);
  REQUIRE_MESSAGE(ump != nullptr, error);
  return *ump;
}

Run run_of(const char* file, const char* assembly, Mode mode, std::uint64_t seed = 0) {
  const Ump& ump = shipped(file);
  const int index = ump.find_assembly(assembly);
  REQUIRE(index >= 0);
  Progress progress;
  return run_assembly(ump, ump.assemblies[index], {}, false, seed, progress, SearchLimits(), mode);
}

int count(const std::vector<Warning>& warnings, Warning::Kind kind) {
  return static_cast<int>(std::count_if(warnings.begin(), warnings.end(), [&](const Warning& w) { return w.kind == kind; }));
}

bool has(const std::vector<Warning>& warnings, Warning::Kind kind, int x, int y, const std::string& text) {
  return std::any_of(warnings.begin(), warnings.end(),
                     [&](const Warning& w) { return w.kind == kind && w.x == x && w.y == y && w.text == text; });
}

// The squares no tile covers, as "x,y" in row order (y up, then x).
std::vector<std::string> open_squares(const std::vector<Warning>& warnings) {
  std::vector<std::string> out;
  for (const Warning& w : warnings)
    if (w.kind == Warning::Kind::Uncovered) out.push_back(std::to_string(w.x) + "," + std::to_string(w.y));
  return out;
}

// A 3×3 tile from its rows, top row first.
Tile tile3(const std::string& id, const std::vector<std::string>& top, const std::vector<std::string>& middle,
           const std::vector<std::string>& bottom) {
  Tile t;
  t.id = id;
  t.width = t.height = 3;
  const std::vector<std::string>* rows[] = {&bottom, &middle, &top};
  for (const auto* row : rows)
    for (const std::string& text : *row) {
      Mask m = 0;
      char bad = 0;
      REQUIRE(parse_cell(text, m, bad));
      t.cells.push_back(m);
      t.area += (m & kSolid) ? 1 : 0;
    }
  return t;
}

Plan plan_for(int width, int height, std::vector<int> min, std::vector<int> max) {
  Plan plan;
  plan.width = width;
  plan.height = height;
  plan.min = std::move(min);
  plan.max = std::move(max);
  return plan;
}

}  // namespace

TEST_CASE("engine mode: city small is assembled as the game does, its disagreements named with squares and letters") {
  const Run run = run_of("city", "small", Mode::Engine);
  REQUIRE_MESSAGE(run.ok, run_verdict(run));
  CHECK(run.result.placed.size() == 33);  // every fixed tile, in file order
  CHECK(run.nodes == 0);                  // no search: the assembly has only fixed tiles
  CHECK(run.result.warnings.size() == 24);
  CHECK(run_verdict(run) == "assembled as the game does, with 24 warnings");
  // +str_cross at 0 0 (zero area) leaves 'l' on square 1, 1; +strv_1a at 0 1 brings 'a' there
  // (the message the search used to refuse the file with).
  CHECK(run.result.warnings[0].kind == Warning::Kind::Letters);
  CHECK(run.result.warnings[0].x == 1);
  CHECK(run.result.warnings[0].y == 1);
  CHECK(run.result.warnings[0].text == "the fixed tile +strv_1a at 0 1: at 1, 1 it has 'a' where the map has 'l'");
  // Once 'a' and 'l' met there, no letter is left for later rings.
  CHECK(has(run.result.warnings, Warning::Kind::Letters, 1, 1,
            "the fixed tile +strh_cwl_1a at 1 0: at 1, 1 it has 'il' where the map has no letter left (the rings there "
            "before it share none)"));
  // +str_rail_cross at 5 0 asks 'be' of square 6, 2, where the parking garage's ring (at 1 1) asks 'a'.
  CHECK(has(run.result.warnings, Warning::Kind::Letters, 6, 2,
            "the fixed tile +str_rail_cross at 5 0: at 6, 2 it has 'be' where the map has 'a'"));
  CHECK(count(run.result.warnings, Warning::Kind::Letters) == 13);
  // The street column along the left edge is made of tiles that cover no square.
  CHECK(open_squares(run.result.warnings) ==
        std::vector<std::string>{"1,1", "1,2", "1,3", "1,4", "1,5", "1,6", "1,7", "1,8", "1,9", "1,10", "1,11"});
  CHECK(run.result.warnings.back().text ==
        "the square at 1, 11 is covered by no tile (the game leaves it open: the assembly has only fixed tiles)");
  CHECK(run.verdict.ok());
}

TEST_CASE("engine mode: city medium, mansion testall and mansion1 medium are assembled with their warnings") {
  const Run medium = run_of("city", "medium", Mode::Engine);
  REQUIRE(medium.ok);
  CHECK(medium.result.warnings.size() == 16);
  CHECK(medium.result.warnings[0].text == "the fixed tile +strv_1a at 0 1: at 1, 1 it has 'a' where the map has 'l'");
  CHECK(has(medium.result.warnings, Warning::Kind::Letters, 1, 6,
            "the fixed tile +craft_ufo_harvester at 0 6: at 1, 6 it has 'il' where the map has no letter left (the rings "
            "there before it share none)"));
  CHECK(open_squares(medium.result.warnings) ==
        std::vector<std::string>{"1,1", "1,2", "1,3", "1,4", "1,5", "1,6", "1,11"});

  // mansion testall: the coast tiles reach past the 17×14 map's frame (it ends at 18 × 15).
  const Run testall = run_of("mansion", "testall", Mode::Engine);
  REQUIRE(testall.ok);
  CHECK(testall.result.placed.size() == 38);
  CHECK(testall.result.warnings.size() == 110);
  const Warning& first = testall.result.warnings[0];
  CHECK(first.kind == Warning::Kind::PastFrame);
  CHECK(first.text == "the fixed tile +coast2 at 1 9: it reaches past the map's frame (cells 1–3 × 9–16; the frame ends "
                      "at 18 × 15)");
  CHECK(first.x == 1);   // its first cell past the frame is 1, 16: shown on the nearest square
  CHECK(first.y == 14);
  CHECK(has(testall.result.warnings, Warning::Kind::SolidOnFrame, 2, 14,
            "the fixed tile +coast2 at 1 9: its solid square at 2, 15 lies on the frame"));
  // The dropship goes down on its empty landing tile: square by square, solid on solid.
  CHECK(has(testall.result.warnings, Warning::Kind::SolidOnSolid, 7, 13,
            "the fixed tile +craft_drop_firebird at 6 12: at 7, 13 it is solid where another tile already is"));
  CHECK(has(testall.result.warnings, Warning::Kind::Letters, 16, 4,
            "the fixed tile +coast_east_d at 15 4: at 16, 4 it has 'e' where the map has 's'"));
  CHECK(count(testall.result.warnings, Warning::Kind::Uncovered) == 30);

  // mansion1 medium: the inherited main tile is 10×7 with its ring, on a 10×5 map at 1 1.
  const Run mansion1 = run_of("mansion1", "medium", Mode::Engine);
  REQUIRE(mansion1.ok);
  CHECK(mansion1.result.warnings.size() == 56);
  CHECK(mansion1.result.warnings[0].kind == Warning::Kind::PastFrame);
  CHECK(mansion1.result.warnings[0].text ==
        "the fixed tile mansion/mansion_main at 1 1: it reaches past the map's frame (cells 1–10 × 1–7; the frame ends at "
        "11 × 6)");
  CHECK(has(mansion1.result.warnings, Warning::Kind::Letters, 10, 1,
            "the fixed tile mansion/mansion_craft_ufo_empty at 7 1: at 10, 1 it has 's' where the map has 'u'"));
  CHECK(has(mansion1.result.warnings, Warning::Kind::SolidOnSolid, 9, 2,
            "the fixed tile +craft_drop_firebird at 7 1: at 9, 2 it is solid where another tile already is"));
  CHECK(has(mansion1.result.warnings, Warning::Kind::SolidOnFrame, 10, 2,
            "the fixed tile mansion/mansion_craft_ufo_empty at 7 1: its solid square at 11, 2 lies on the frame"));
  CHECK(count(mansion1.result.warnings, Warning::Kind::Uncovered) == 14);
  // Seeds change nothing in an assembly with only fixed tiles.
  const Run again = run_of("mansion1", "medium", Mode::Engine, 17);
  CHECK(again.result.warnings.size() == 56);
}

TEST_CASE("strict mode refuses the four with the messages the search always gave") {
  const struct {
    const char* file;
    const char* assembly;
    const char* reason;
  } cases[] = {
      {"city", "small", "the fixed tile +strv_1a at 0 1 does not fit: at 1, 1 it has 'a' where the map has 'l'"},
      {"city", "medium", "the fixed tile +strv_1a at 0 1 does not fit: at 1, 1 it has 'a' where the map has 'l'"},
      {"mansion", "testall",
       "the fixed tile +coast2 at 1 9 does not fit: it reaches past the map's frame (cells 1–3 × 9–16; the frame ends at "
       "18 × 15)"},
      {"mansion1", "medium",
       "the fixed tile mansion/mansion_main at 1 1 does not fit: it reaches past the map's frame (cells 1–10 × 1–7; the "
       "frame ends at 11 × 6)"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.file);
    CAPTURE(c.assembly);
    const Run run = run_of(c.file, c.assembly, Mode::Strict);
    CHECK_FALSE(run.ok);
    CHECK(run.result.exhaustive);
    CHECK(run.result.reason == c.reason);
    CHECK(run.result.warnings.empty());
    CHECK(run_verdict(run) == std::string("cannot be assembled: ") + c.reason);
  }
  // A file that agrees with itself gives the same map in both modes.
  const Run engine = run_of("forest", "nature_large", Mode::Engine, 5);
  const Run strict = run_of("forest", "nature_large", Mode::Strict, 5);
  REQUIRE(engine.ok);
  REQUIRE(strict.ok);
  CHECK(engine.result.warnings.empty());
  CHECK(run_verdict(engine) == "assembled");
  REQUIRE(engine.result.placed.size() == strict.result.placed.size());
  for (std::size_t i = 0; i < engine.result.placed.size(); ++i) {
    CHECK(engine.result.placed[i].tile == strict.result.placed[i].tile);
    CHECK(engine.result.placed[i].x == strict.result.placed[i].x);
    CHECK(engine.result.placed[i].y == strict.result.placed[i].y);
  }
}

TEST_CASE("the game's frame test: rings that meet on a frame cell must share a letter, for the search and the verifier") {
  // Two 1×1 tiles stacked on a 1×2 map ('x', which no tile offers, keeps
  // each on its edge): the lower one's top-left ring corner and the upper
  // one's left ring meet on the frame cell 0, 2 with 'p' and 'q'. The fit
  // rule lets the frame take any letter; the game narrows it ring by ring.
  Ump ump;
  ump.tiles = {tile3("+low", {"p", "a", "0"}, {"0", "+a", "0"}, {"0", "x", "0"}),
               tile3("+high", {"0", "x", "0"}, {"q", "+a", "0"}, {"0", "a", "0"})};
  Plan plan = plan_for(1, 2, {1, 1}, {1, 1});
  const std::vector<Placement> map = {{0, 0, 0}, {1, 0, 1}};
  Grid grid = empty_grid(1, 2);
  CHECK(fits(grid, ump.tiles[0], 0, 0));
  place(grid, ump.tiles[0], 0, 0);
  CHECK(fits(grid, ump.tiles[1], 0, 1));  // the fit rule alone would take this map
  Grid game = empty_grid(1, 2);
  place(game, ump.tiles[0], 0, 0, true);
  CHECK(game.at(0, 2) == (1u << ('p' - 'a' + 6)));
  CHECK_FALSE(fits_frame(game, ump.tiles[1], 0, 1));
  const Verdict verdict = verify(ump, plan, map);
  REQUIRE_FALSE(verdict.ok());
  CHECK(verdict.problems[0] == "+high at 0 1 has 'q' on the frame at 0, 2, where the rings and squares of the tiles before "
                               "it leave 'p'");
  for (Mode mode : {Mode::Engine, Mode::Strict}) {
    plan.mode = mode;
    Progress progress;
    const AssemblyResult r = assemble(ump, plan, 1, progress, SearchLimits{20'000'000, 4});
    CHECK_FALSE(r.ok);
    CHECK(r.exhaustive);
    REQUIRE_FALSE(r.dead_ends.empty());
    CHECK(r.dead_ends[0].reason.find("the map is full, but the game would not place +") == 0);
    CHECK(r.dead_ends[0].reason.find("on the frame at 0, 2 it has '") != std::string::npos);
  }
  // With a third tile that agrees on the frame the search finds that map instead.
  ump.tiles.push_back(tile3("+high2", {"0", "x", "0"}, {"pq", "+a", "0"}, {"0", "a", "0"}));
  plan.min = {1, 0, 0};
  plan.max = {1, 1, 1};
  Progress progress;
  const AssemblyResult r = assemble(ump, plan, 1, progress);
  REQUIRE_MESSAGE(r.ok, r.reason);
  CHECK(verify(ump, plan, r.placed).ok());
  CHECK(std::any_of(r.placed.begin(), r.placed.end(), [](const Placement& p) { return p.tile == 2; }));
}

TEST_CASE("engine verifier: what fixed tiles do to each other is let through, what later tiles do is not") {
  Ump ump;
  ump.tiles = {tile3("+one", {"0", "a", "0"}, {"a", "+a", "a"}, {"0", "a", "0"}),
               tile3("+bee", {"0", "b", "0"}, {"b", "+b", "b"}, {"0", "b", "0"})};
  Plan plan = plan_for(2, 1, {0, 0}, {0, 0});
  plan.fixed = {{0, 0, 0}, {1, 1, 0}};  // +one's ring asks 'a' of the square +bee covers
  CHECK(verify(ump, plan, plan.fixed).ok());
  plan.fixed = {{0, 0, 0}};  // and a square left open: the game stops after the fixed tiles
  CHECK(verify(ump, plan, plan.fixed).ok());
  plan.mode = Mode::Strict;
  CHECK(verify(ump, plan, plan.fixed).problems[0] == "the square at 2, 1 is not covered");
  plan.mode = Mode::Engine;
  plan.max = {0, 1};  // with a tile for the search, every square must be covered
  CHECK(verify(ump, plan, plan.fixed).problems[0] == "the square at 2, 1 is not covered");
  const Verdict later = verify(ump, plan, {{0, 0, 0}, {1, 1, 0}});
  REQUIRE_FALSE(later.ok());
  CHECK(later.problems[0] == "+one at 0 0 needs a neighbour at 2, 1 that +bee does not give");
  const Verdict over = verify(ump, plan, {{0, 0, 0}, {1, 0, 0}});
  REQUIRE_FALSE(over.ok());
  CHECK(over.problems[0] == "the square at 1, 1 is covered twice: +one and +bee");
}

TEST_CASE("engine strings: the game's tile and position strings, worked out by hand from the format note") {
  // mansion1 medium, 10×5: W/2 = 5, H/2 = 2. mansion_main at 1 1 → (1−5)·8, (1−2)·8 = −32 −8;
  // the two at 7 1 → 16 −8. The base is mansion1's own; inherited ids carry their prefix.
  const Ump& mansion1 = shipped("mansion1");
  const Run run = run_of("mansion1", "medium", Mode::Engine);
  const EngineStrings m1 = engine_strings(mansion1, 10, 5, run.result.placed);
  CHECK(m1.tiles == "-mansion1/m1_ mansion/mansion_main mansion/mansion_craft_ufo_empty +craft_drop_firebird");
  CHECK(m1.positions == "-32 -8 0 16 -8 0 16 -8 0");
  // city small, 8×11: W/2 = 4, H/2 = 5 (integer halves): +str_cross at 0 0 → −32 −40; +craft_ufo_scout at 1 6 → −24 8.
  const Ump& city = shipped("city");
  const EngineStrings c = engine_strings(city, 8, 11, {{city.find_tile("+str_cross"), 0, 0},
                                                       {city.find_tile("+craft_ufo_scout"), 1, 6}});
  CHECK(c.tiles == "-city/city +str_cross +craft_ufo_scout");
  CHECK(c.positions == "-32 -40 0 -24 8 0");
  // Odd sizes round down: 13×10 (forest nature_large) puts 0 0 at −48 −40 and 12 9 at 48 32.
  const Ump& forest = shipped("forest");
  const int tile = forest.find_tile("+craft_drop_firebird");
  REQUIRE(tile >= 0);
  const EngineStrings f = engine_strings(forest, 13, 10, {{tile, 0, 0}, {tile, 12, 9}});
  CHECK(f.tiles == "-forest/fr_ +craft_drop_firebird +craft_drop_firebird");
  CHECK(f.positions == "-48 -40 0 48 32 0");
  // A file without `base` has no base word.
  Ump bare;
  bare.tiles = {tile3("+a", {"0", "0", "0"}, {"0", "+a", "0"}, {"0", "0", "0"})};
  CHECK(engine_strings(bare, 1, 1, {{0, 0, 0}}).tiles == "+a");
  CHECK(engine_strings(bare, 1, 1, {{0, 0, 0}}).positions == "0 0 0");
  CHECK(engine_strings(bare, 1, 1, {}).tiles.empty());
}

TEST_CASE("levelgen assembly: warnings in the JSON line, --strict, --engine-strings, and 'assemble' as the same command") {
  const std::string dir = PGW_SOURCE_DIR "/data/ump/";
  const test::Run city = test::levelgen({"assembly", dir + "city.ump", "--assembly", "small"});
  REQUIRE(city.status == 0);
  CHECK(test::json_field(city.out, "ok") == "true");
  CHECK(test::json_field(city.out, "verified") == "true");
  CHECK(test::json_field(city.out, "verdict") == "assembled as the game does, with 24 warnings");
  CHECK(city.out.find("\"warnings\":[{\"x\":1,\"y\":1,\"kind\":\"letters\",\"text\":\"the fixed tile +strv_1a at 0 1: "
                      "at 1, 1 it has 'a' where the map has 'l'\"},") != std::string::npos);
  CHECK(city.out.find("{\"x\":1,\"y\":11,\"kind\":\"uncovered\",\"text\":\"the square at 1, 11 is covered by no tile") !=
        std::string::npos);
  CHECK(city.out.find("\"engine_tiles\"") == std::string::npos);

  const test::Run strict = test::levelgen({"assemble", dir + "city.ump", "--assembly", "small", "--strict"});
  CHECK(strict.status == 1);
  CHECK(test::json_field(strict.out, "ok") == "false");
  CHECK(test::json_field(strict.out, "reason") ==
        "the fixed tile +strv_1a at 0 1 does not fit: at 1, 1 it has 'a' where the map has 'l'");
  CHECK(strict.out.find("\"warnings\":[],\"placements\":[]}") != std::string::npos);

  const test::Run strings = test::levelgen({"assembly", dir + "mansion1.ump", "--assembly", "medium", "--engine-strings"});
  REQUIRE(strings.status == 0);
  CHECK(test::json_field(strings.out, "engine_tiles") ==
        "-mansion1/m1_ mansion/mansion_main mansion/mansion_craft_ufo_empty +craft_drop_firebird");
  CHECK(test::json_field(strings.out, "engine_pos") == "-32 -8 0 16 -8 0 16 -8 0");

  const test::Run clean = test::levelgen({"assembly", dir + "farm.ump", "--assembly", "small", "--seed", "2", "--strict"});
  CHECK(clean.status == 0);
  CHECK(test::json_field(clean.out, "verdict") == "assembled");
  CHECK(clean.out.find("\"warnings\":[]") != std::string::npos);

  const test::Run usage = test::levelgen({"--help"});
  CHECK(usage.out.find("levelgen assembly FILE --assembly NAME") != std::string::npos);
  CHECK(usage.out.find("[--strict] [--engine-strings]") != std::string::npos);
}

TEST_CASE("recipes: '.strict' refuses a file that disagrees with itself; the game's way gives a map and a code") {
  Recipe recipe;
  std::string error;
  REQUIRE(decode_params("city.small.strict", recipe, error));
  CHECK(recipe.strict);
  CHECK(encode_params(recipe) == "city.small.strict");
  REQUIRE(decode_params("city.small.rm_ufo~craft_ufo_scout.strict", recipe, error));
  CHECK(recipe.strict);
  CHECK(encode_params(recipe) == "city.small.rm_ufo~craft_ufo_scout.strict");
  REQUIRE(decode_params("city.small", recipe, error));
  CHECK_FALSE(recipe.strict);

  const KindApi& kind = api();
  Progress progress;
  const KindGenerated refused = kind.generate("city.small.strict", "1", progress);
  CHECK_FALSE(refused.ok);
  CHECK(refused.error ==
        "cannot be assembled: the fixed tile +strv_1a at 0 1 does not fit: at 1, 1 it has 'a' where the map has 'l'");
  const KindGenerated made = kind.generate("city.small", "1", progress);
  REQUIRE_MESSAGE(made.ok, made.error);
  Level level;
  REQUIRE_MESSAGE(decode_level(made.code, level, error), error);  // the verifier takes it the game's way
  CHECK(level.placed.size() == 33);
  CHECK(kind.solve(made.code, progress).ok);
  // A map opened from its code shows the warnings its run gave.
  const std::vector<Warning> warnings = level_warnings(level);
  REQUIRE(warnings.size() == 24);
  CHECK(warnings[0].text == "the fixed tile +strv_1a at 0 1: at 1, 1 it has 'a' where the map has 'l'");
  CHECK(kind.describe(made.code).json.find("\"warnings\":24,") != std::string::npos);
  // A file that agrees with itself: strict gives the same code.
  const KindGenerated a = kind.generate("forest.nature_small", "7", progress);
  const KindGenerated b = kind.generate("forest.nature_small.strict", "7", progress);
  REQUIRE(a.ok);
  REQUIRE(b.ok);
  CHECK(a.code == b.code);
  REQUIRE(decode_level(a.code, level, error));
  CHECK(level_warnings(level).empty());

  std::string text;
  REQUIRE(kind.params_from_fields({{"file", "city"}, {"assembly", "small"}, {"strict", "true"}}, text, error));
  CHECK(text == "city.small.strict");
  REQUIRE(kind.params_from_fields({{"file", "city"}, {"assembly", "small"}, {"strict", "false"}}, text, error));
  CHECK(text == "city.small");
  CHECK_FALSE(kind.params_from_fields({{"file", "city"}, {"assembly", "small"}, {"strict", "yes"}}, text, error));
  CHECK(error == "strict 'yes' is not true or false");
}

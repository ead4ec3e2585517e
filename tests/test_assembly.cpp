// Assembly: the fit rule's cases from the format note, plans (cvars,
// tileset spreading), the search on hand-made tiles (complete maps, maps
// that cannot exist, dead ends, determinism, cancel), the verifier, every
// fixture assembly over seeds 0–49, and levelgen assembly. The game's way
// with fixed tiles (warnings, strict mode, engine strings): test_assembly_engine.cpp.
#include <doctest/doctest.h>

#include "cancel_check.hpp"
#include "cli_run.hpp"
#include "ump_files.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "assembly/api.hpp"
#include "assembly/assembler.hpp"
#include "assembly/fixtures.hpp"
#include "assembly/model.hpp"
#include "assembly/parser.hpp"
#include "assembly/plan.hpp"
#include "assembly/run.hpp"
#include "assembly/text.hpp"
#include "assembly/verifier.hpp"
#include "core/codec.hpp"
#include "core/link.hpp"
#include "core/pack.hpp"
#include "core/rng.hpp"

using namespace pgw;
using namespace pgw::assembly;

namespace {

// A tile from rows of cell text, top row first, as a .ump file writes it.
Tile tile_of(const std::string& id, const std::vector<std::vector<std::string>>& rows) {
  Tile t;
  t.id = id;
  t.height = static_cast<int>(rows.size());
  t.width = static_cast<int>(rows[0].size());
  t.cells.resize(static_cast<std::size_t>(t.width) * t.height);
  for (int row = 0; row < t.height; ++row)
    for (int x = 0; x < t.width; ++x) {
      Mask m = 0;
      char bad = 0;
      REQUIRE(parse_cell(rows[row][x], m, bad));
      t.cells[static_cast<std::size_t>(t.height - 1 - row) * t.width + x] = m;
      t.area += (m & kSolid) ? 1 : 0;
    }
  return t;
}

// A w×h block of "+a" with a ring of `ring`.
Tile block(const std::string& id, int w, int h, const std::string& ring = "a", const std::string& solid = "+a") {
  std::vector<std::vector<std::string>> rows(h + 2, std::vector<std::string>(w + 2, ring));
  rows[0][0] = rows[0][w + 1] = rows[h + 1][0] = rows[h + 1][w + 1] = "0";
  for (int y = 1; y <= h; ++y)
    for (int x = 1; x <= w; ++x) rows[y][x] = solid;
  return tile_of(id, rows);
}

Plan plan_of(const Ump& ump, int width, int height, std::vector<std::pair<int, int>> counts) {
  Plan plan;
  plan.width = width;
  plan.height = height;
  for (const auto& [min, max] : counts) {
    plan.min.push_back(min);
    plan.max.push_back(max);
  }
  (void)ump;
  return plan;
}

AssemblyResult run(const Ump& ump, const Plan& plan, std::uint64_t seed = 1, int dead_ends = 0) {
  Progress progress;
  SearchLimits limits;
  limits.max_dead_ends = dead_ends;
  return assemble(ump, plan, seed, progress, limits);
}

}  // namespace

TEST_CASE("cells: letters are bits, case does not matter, 0 is every letter, bad characters are named") {
  Mask m = 0;
  char bad = 0;
  REQUIRE(parse_cell("+a", m, bad));
  CHECK(m == (kSolid | (1u << 6)));
  REQUIRE(parse_cell("AbC", m, bad));
  Mask lower = 0;
  REQUIRE(parse_cell("abc", lower, bad));
  CHECK(m == lower);
  REQUIRE(parse_cell("0", m, bad));
  CHECK(m == kAnyLetter);
  REQUIRE(parse_cell("15z", m, bad));
  CHECK(m == ((1u << 1) | (1u << 5) | (1u << 31)));
  CHECK_FALSE(parse_cell("a7", m, bad));
  CHECK(bad == '7');
}

TEST_CASE("fit rule (format note §8): solid on solid never, rings share a letter, 0 matches, the frame takes rings") {
  Grid grid = empty_grid(3, 3);
  const Tile one = block("+one", 1, 1);                 // 3×3, ring 'a'
  const Tile bee = block("+bee", 1, 1, "b", "+b");      // needs 'b' around, offers 'b'
  CHECK(fits(grid, one, 0, 0));                         // ring on the frame
  CHECK(fits(grid, one, 2, 2));
  CHECK_FALSE(fits(grid, one, 3, 0));                   // past the frame
  place(grid, one, 1, 1);                               // its square is 2, 2
  CHECK(grid.at(2, 2) == (kSolid | (1u << 6)));
  CHECK(grid.at(1, 2) == (1u << 6));                    // a requirement: 'a'
  CHECK_FALSE(fits(grid, one, 1, 1));                   // solid on solid
  CHECK(fits(grid, one, 0, 1));                         // next to it: 'a' ring meets '+a'
  CHECK_FALSE(fits(grid, bee, 0, 1));                   // '+b' where 'a' is required
  const Tile any = block("+any", 1, 1, "0", "+0");
  CHECK(fits(grid, any, 0, 1));                         // +0 meets any requirement, 0 any square
  // A solid cell may not lie on the frame.
  const Tile edge = tile_of("+edge", {{"+a"}});
  CHECK_FALSE(fits(empty_grid(2, 2), edge, 0, 0));
  CHECK(fits(empty_grid(2, 2), edge, 1, 1));
  // 'x' (no tile offers it) can only lie on the frame: it pins a side to the border.
  const Tile west = tile_of("+west", {{"0", "a", "0"}, {"x", "+a", "a"}, {"0", "a", "0"}});
  CHECK(fits(empty_grid(3, 1), west, 0, 0));
  Grid row = empty_grid(3, 1);
  place(row, one, 0, 0);
  CHECK_FALSE(fits(row, west, 1, 0));  // its 'x' side would meet the '+a' at 1, 1
}

TEST_CASE("search: fills a map, passes the verifier, and the same seed gives the same map") {
  Ump ump;
  ump.tiles = {block("+one", 1, 1), block("+two", 2, 1), block("+big", 2, 2)};
  const Plan plan = plan_of(ump, 6, 5, {{0, 30}, {0, 10}, {1, 3}});
  const AssemblyResult a = run(ump, plan, 7);
  REQUIRE_MESSAGE(a.ok, a.reason);
  const Verdict v = verify(ump, plan, a.placed);
  CHECK_MESSAGE(v.ok(), (v.problems.empty() ? std::string() : v.problems[0]));
  int big = 0;
  for (const Placement& p : a.placed) big += p.tile == 2 ? 1 : 0;
  CHECK(big >= 1);
  CHECK(big <= 3);
  const AssemblyResult again = run(ump, plan, 7);
  REQUIRE(again.ok);
  bool same = again.placed.size() == a.placed.size();
  for (std::size_t i = 0; same && i < a.placed.size(); ++i)
    same = a.placed[i].tile == again.placed[i].tile && a.placed[i].x == again.placed[i].x && a.placed[i].y == again.placed[i].y;
  CHECK(same);
  int differ = 0;
  for (std::uint64_t seed = 8; seed < 20; ++seed) {
    const AssemblyResult other = run(ump, plan, seed);
    REQUIRE(other.ok);
    CHECK(verify(ump, plan, other.placed).ok());
    differ += other.placed.size() != a.placed.size() ? 1 : 0;
    for (std::size_t i = 0; other.placed.size() == a.placed.size() && i < a.placed.size(); ++i)
      if (other.placed[i].x != a.placed[i].x || other.placed[i].tile != a.placed[i].tile) {
        ++differ;
        break;
      }
  }
  CHECK(differ >= 6);  // seeds make different maps
}

TEST_CASE("search: a map that cannot exist is reported as such, with the reason and dead ends") {
  Ump ump;
  ump.tiles = {block("+big", 2, 2)};
  // 3×2 cannot be tiled by 2×2 blocks.
  const Plan plan = plan_of(ump, 3, 2, {{0, 4}});
  const AssemblyResult r = run(ump, plan, 1, 10);
  CHECK_FALSE(r.ok);
  CHECK(r.exhaustive);
  CHECK(r.reason.find("no assembly exists") != std::string::npos);
  REQUIRE_FALSE(r.dead_ends.empty());
  CHECK(r.dead_ends[0].reason.find("can no longer be covered") != std::string::npos);
  CHECK(r.dead_ends[0].x >= 1);
  CHECK(r.dead_ends[0].placed.size() == 1);  // one block down when the gap showed

  // Required copies that cannot all fit.
  const Plan crowded = plan_of(ump, 4, 2, {{3, 3}});
  const AssemblyResult c = run(ump, crowded, 1, 5);
  CHECK_FALSE(c.ok);
  CHECK(c.exhaustive);
  CHECK(c.reason.find("required tiles still missing need 12 squares; 8 are left") != std::string::npos);

  // A square no tile can ever cover: the ring of the only tile wants 'b'.
  Ump picky;
  picky.tiles = {block("+one", 1, 1, "b")};
  const AssemblyResult p = run(picky, plan_of(picky, 2, 1, {{0, 2}}), 1, 5);
  CHECK_FALSE(p.ok);
  CHECK(p.exhaustive);
}

TEST_CASE("search: fixed tiles go first and stay; counts beyond them are the plan's") {
  Ump ump;
  ump.tiles = {block("+one", 1, 1), block("+big", 2, 2)};
  Plan plan = plan_of(ump, 4, 4, {{0, 16}, {0, 0}});
  plan.fixed = {{1, 1, 1}, {1, 2, 2}};  // two blocks: squares 2..3 × 2..3 and 3..4 × 3..4 overlap
  plan.mode = Mode::Strict;
  const AssemblyResult overlap = run(ump, plan);
  CHECK_FALSE(overlap.ok);
  CHECK(overlap.exhaustive);
  CHECK(overlap.reason == "the fixed tile +big at 2 2 does not fit: at 3, 3 it is solid where another tile already is");
  CHECK(overlap.warnings.empty());
  // The game's way: the second block goes down over the first (the square
  // keeps the first's cell), a warning says where, and the search fills the rest.
  plan.mode = Mode::Engine;
  const AssemblyResult engine = run(ump, plan);
  REQUIRE_MESSAGE(engine.ok, engine.reason);
  REQUIRE(engine.warnings.size() == 1);
  CHECK(engine.warnings[0].kind == Warning::Kind::SolidOnSolid);
  CHECK(engine.warnings[0].x == 3);
  CHECK(engine.warnings[0].y == 3);
  CHECK(engine.warnings[0].text == "the fixed tile +big at 2 2: at 3, 3 it is solid where another tile already is");
  CHECK(engine.placed.size() == 2 + 16 - 7);  // the two blocks cover 7 squares
  CHECK(verify(ump, plan, engine.placed).ok());
  plan.mode = Mode::Strict;
  CHECK(verify(ump, plan, engine.placed).problems[0] == "the square at 3, 3 is covered twice: +big and +big");
  plan.fixed = {{1, 0, 0}};
  const AssemblyResult r = run(ump, plan);
  REQUIRE(r.ok);
  CHECK(r.placed[0].tile == 1);
  CHECK(r.placed.size() == 1 + 12);
  CHECK(verify(ump, plan, r.placed).ok());
}

TEST_CASE("verifier: double cover, gaps, unmet rings, counts and moved fixed tiles are named") {
  Ump ump;
  ump.tiles = {block("+one", 1, 1), block("+bee", 1, 1, "b", "+b")};
  Plan plan = plan_of(ump, 2, 1, {{0, 2}, {0, 1}});
  CHECK(verify(ump, plan, {{0, 0, 0}, {0, 1, 0}}).ok());
  const Verdict twice = verify(ump, plan, {{0, 0, 0}, {0, 0, 0}});
  REQUIRE_FALSE(twice.ok());
  CHECK(twice.problems[0] == "the square at 1, 1 is covered twice: +one and +one");
  CHECK(verify(ump, plan, {{0, 0, 0}}).problems[0] == "the square at 2, 1 is not covered");
  const Verdict ring = verify(ump, plan, {{0, 0, 0}, {1, 1, 0}});
  REQUIRE_FALSE(ring.ok());
  CHECK(ring.problems[0] == "+one at 0 0 needs a neighbour at 2, 1 that +bee does not give");
  plan.max[0] = 1;
  CHECK(verify(ump, plan, {{0, 0, 0}, {0, 1, 0}}).problems[0] == "+one is placed 2 times; the plan asks for 0 to 1");
  plan.max[0] = 2;
  plan.fixed = {{0, 1, 0}};
  CHECK(verify(ump, plan, {{0, 0, 0}, {0, 1, 0}}).problems[0] == "the fixed tile +one is not at 1 0");
}

TEST_CASE("plan: cvars choose tiles, tileset counts spread over members, per seed") {
  Ump ump;
  ump.tiles = {block("+a1", 1, 1), block("+a2", 1, 1), block("+craft", 2, 2), block("+other", 2, 2)};
  ump.tilesets = {{"small", {0, 1}, {}}};
  Assembly as;
  as.width = 5;
  as.height = 4;
  as.counts.push_back({{TileRef::Kind::Tileset, "small", 0}, 3, 10, {}});
  as.counts.push_back({{TileRef::Kind::Cvar, "rm_ufo", 2}, 1, 1, {}});
  Plan plan;
  std::string error;
  REQUIRE(make_plan(ump, as, {}, false, 5, plan, error));
  CHECK(plan.max[0] + plan.max[1] == 10);
  CHECK(plan.min[0] + plan.min[1] == 3);
  CHECK(plan.min[0] <= plan.max[0]);
  CHECK(plan.min[2] == 1);  // the default
  REQUIRE(make_plan(ump, as, {{"rm_ufo", "+other"}}, false, 5, plan, error));
  CHECK(plan.min[2] == 0);
  CHECK(plan.min[3] == 1);
  REQUIRE(make_plan(ump, as, {{"rm_ufo", "other"}}, false, 5, plan, error));
  CHECK(plan.min[2] == 1);
  REQUIRE(plan.notes.size() == 1);
  CHECK(plan.notes[0] == "*rm_ufo 'other' does not start with '+': the default +craft is used");
  CHECK_FALSE(make_plan(ump, as, {{"rm_ufo", "+nothing"}}, false, 5, plan, error));
  CHECK(error == "*rm_ufo names '+nothing', which is not a tile of this file");
  // The spread depends on the seed, the same in every build.
  int differ = 0;
  Plan first;
  REQUIRE(make_plan(ump, as, {}, false, 0, first, error));
  for (std::uint64_t seed = 1; seed < 12; ++seed) {
    REQUIRE(make_plan(ump, as, {}, false, seed, plan, error));
    differ += plan.max[0] != first.max[0] ? 1 : 0;
  }
  CHECK(differ > 0);
  as.seeds = {11, 22, 33};
  CHECK(run_seed(as, 4) == 22);
}

TEST_CASE("search: progress counts squares and nodes; a cancel lands within 50 ms") {
  Ump ump;
  ump.tiles = {block("+big", 2, 2), block("+wide", 3, 2), block("+tall", 2, 3)};
  // 31 × 31 squares with areas 4 and 6 only: the search cannot finish quickly.
  const Plan plan = plan_of(ump, 31, 31, {{0, 255}, {0, 255}, {0, 255}});
  test::check_cancel_lands(
      [&](Progress& progress) {
        const AssemblyResult r = assemble(ump, plan, 3, progress);
        return r.cancelled;
      },
      std::chrono::milliseconds(100), "assembler");
  Progress progress;
  SearchLimits limits;
  limits.max_nodes = 5000;
  const AssemblyResult r = assemble(ump, plan, 3, progress, limits);
  CHECK_FALSE(r.ok);
  CHECK_FALSE(r.exhaustive);
  CHECK(r.nodes == 5000);
  CHECK(r.reason.find("gave up after 5000") != std::string::npos);
  CHECK(std::string(progress.counter_name(0)) == "squares covered");
  CHECK(progress.counter_total(0) == 31u * 31u);
  CHECK(progress.counter_value(1) > 0u);
  CHECK(progress.fraction() > 0.0);  // the deepest it got: part of the map
  CHECK(progress.fraction() < 1.0);
}

namespace {

const char* const kFixtures[] = {"city", "farm", "forest", "mansion", "mansion1", "oriental", "test_extends", "village"};

Ump fixture(const std::string& name) {
  const std::string path = test::ump_path(name + ".ump");
  std::string text;
  REQUIRE(read_file(path, text));
  Ump ump;
  Diagnostic error;
  REQUIRE_MESSAGE(parse_ump(text, path, read_file, ump, error), describe(error));
  return ump;
}

// The one fixture assembly no map exists for: the game's unit-test file,
// whose only tile covers no square (the original returns with no tile placed).
bool known_impossible(const std::string& file, const std::string& assembly) {
  return file == "test_extends" && assembly == "default";
}

// The fixture assemblies whose fixed tiles break the fit rule or leave
// squares open: the game places them anyway (ump-format.md §6, §9).
bool disagrees_with_itself(const std::string& file, const std::string& assembly) {
  return (file == "city" && (assembly == "small" || assembly == "medium")) ||
         (file == "mansion" && assembly == "testall") || (file == "mansion1" && assembly == "medium");
}

}  // namespace

TEST_CASE("every fixture assembly that can be assembled assembles and passes the verifier, seeds 0–49") {
#ifdef PGW_SLOW_BUILD
  const int seeds = 6;
#else
  const int seeds = 50;
#endif
  int assembled = 0, impossible = 0;
  for (const char* name : kFixtures) {
    const Ump ump = fixture(name);
    for (const Assembly& assembly : ump.assemblies) {
      CAPTURE(name);
      CAPTURE(assembly.name);
      if (known_impossible(name, assembly.name)) {
        Progress progress;
        const Run run = run_assembly(ump, assembly, {}, false, 0, progress);
        CHECK_FALSE(run.ok);
        CHECK(run.result.exhaustive);
        CHECK(run.result.reason.find("can no longer be covered") != std::string::npos);
        ++impossible;
        continue;
      }
      for (int seed = 0; seed < seeds; ++seed) {
        CAPTURE(seed);
        Progress progress;
        const Run run = run_assembly(ump, assembly, {}, false, static_cast<std::uint64_t>(seed), progress);
        REQUIRE_MESSAGE(run.ok, run.result.reason);
        CHECK(run.verdict.ok());
        CHECK(run.result.warnings.empty() == !disagrees_with_itself(name, assembly.name));
      }
      ++assembled;
    }
  }
  CHECK(assembled == 26);
  CHECK(impossible == 1);
}

TEST_CASE("fixture runs are deterministic per seed, and the dropship cvar picks its tile") {
  const Ump ump = fixture("forest");
  const Assembly& assembly = ump.assemblies[ump.find_assembly("nature_medium")];
  Progress progress;
  const Run a = run_assembly(ump, assembly, {}, false, 11, progress);
  const Run b = run_assembly(ump, assembly, {}, false, 11, progress);
  REQUIRE(a.ok);
  REQUIRE(a.result.placed.size() == b.result.placed.size());
  for (std::size_t i = 0; i < a.result.placed.size(); ++i) {
    CHECK(a.result.placed[i].tile == b.result.placed[i].tile);
    CHECK(a.result.placed[i].x == b.result.placed[i].x);
    CHECK(a.result.placed[i].y == b.result.placed[i].y);
  }
  const int herakles = ump.find_tile("+craft_drop_herakles"), firebird = ump.find_tile("+craft_drop_firebird");
  REQUIRE(firebird >= 0);
  const Run chosen = run_assembly(ump, assembly, {{"rm_drop", "+craft_drop_firebird"}}, false, 11, progress);
  REQUIRE(chosen.ok);
  int found = 0;
  for (const Placement& p : chosen.result.placed) {
    CHECK(p.tile != herakles);
    found += p.tile == firebird ? 1 : 0;
  }
  CHECK(found == 1);
}

TEST_CASE("levelgen assembly: --list, a run's JSON line, --seeds summary, and exit codes with messages") {
  const std::string dir = PGW_SOURCE_DIR "/data/ump/";
  const test::Run list = test::levelgen({"assembly", dir + "oriental.ump", "--list"});
  REQUIRE(list.status == 0);
  CHECK(std::count(list.out.begin(), list.out.end(), '\n') == 4);
  CHECK(test::json_field(list.out, "width") == "5");
  const test::Run one = test::levelgen({"assemble", dir + "farm.ump", "--assembly", "large", "--seed", "3"});
  REQUIRE(one.status == 0);
  CHECK(test::json_field(one.out, "ok") == "true");
  CHECK(test::json_field(one.out, "verified") == "true");
  CHECK(one.out.find("\"placements\":[{\"tile\":") != std::string::npos);
  const test::Run many = test::levelgen({"assemble", dir + "village.ump", "--assembly", "small", "--seeds", "5"});
  REQUIRE(many.status == 0);
  CHECK(std::count(many.out.begin(), many.out.end(), '\n') == 6);
  CHECK(many.out.find("{\"summary\":true,\"assembly\":\"small\",\"runs\":5,\"ok\":5,") != std::string::npos);
  const test::Run unknown = test::levelgen({"assemble", dir + "farm.ump", "--assembly", "huge"});
  CHECK(unknown.status == 2);
  CHECK(unknown.err.find("no assembly 'huge'") != std::string::npos);
  const test::Run cvar = test::levelgen({"assemble", dir + "forest.ump", "--assembly", "nature_small", "--set",
                                         "rm_ufo=+craft_nothing"});
  CHECK(cvar.status == 2);
  CHECK(cvar.err == "levelgen assembly: *rm_ufo names '+craft_nothing', which is not a tile of this file\n");
  const test::Run missing = test::levelgen({"assemble", dir + "none.ump", "--list"});
  CHECK(missing.status == 2);
  CHECK(missing.err.find("cannot read") != std::string::npos);
}

TEST_CASE("assembly params and level codes: fixtures by name, cvars, placements checked by the verifier") {
  Recipe recipe;
  std::string error;
  REQUIRE(decode_params("forest.nature_large.rm_ufo~craft_crash_bomber", recipe, error));
  CHECK(recipe.fixture == "forest");
  CHECK(recipe.assembly == "nature_large");
  CHECK(recipe.cvars.at("rm_ufo") == "+craft_crash_bomber");
  CHECK(encode_params(recipe) == "forest.nature_large.rm_ufo~craft_crash_bomber");
  CHECK_FALSE(decode_params("forest", recipe, error));
  CHECK(error == "assembly parameters are <map file>.<assembly>[.<cvar>~<tile>]…[.strict], like forest.nature_large");
  CHECK_FALSE(decode_params("jungle.large", recipe, error));
  CHECK(error == "no shipped map file 'jungle'; they are: city, farm, forest, mansion, mansion1, oriental, village");
  CHECK_FALSE(decode_params("forest.huge", recipe, error));
  CHECK(error == "the map file 'forest' has no assembly 'huge'");
  CHECK_FALSE(decode_params("forest.nature_large.rm_ufo~nothing", recipe, error));
  CHECK(error == "*rm_ufo: '+nothing' is not a tile of 'forest'");
  CHECK_FALSE(decode_params("forest.nature_large.rm_ufo", recipe, error));
  CHECK(error == "parameter 3 ('rm_ufo') is not <cvar>~<tile> or strict");

  // A recipe through the kind interface: the code holds the map, and opens.
  const KindApi& kind = api();
  Progress progress;
  const KindGenerated g = kind.generate("village.small.rm_drop~craft_drop_firebird", "harbour", progress);
  REQUIRE_MESSAGE(g.ok, g.error);
  CHECK(g.code.rfind("assembly-", 0) == 0);
  Level level;
  REQUIRE(decode_level(g.code, level, error));
  CHECK(level.recipe.assembly == "small");
  CHECK(level.seed == seed_from_text("harbour"));
  CHECK(encode_level(level) == g.code);
  // The same run natively as the code says.
  std::string ignored;
  const Ump* ump = parsed_fixture("village", ignored);
  REQUIRE(ump != nullptr);
  const Run run = run_assembly(*ump, ump->assemblies[ump->find_assembly("small")], level.recipe.cvars, false,
                               level.seed, progress);
  REQUIRE(run.ok);
  REQUIRE(run.result.placed.size() == level.placed.size());
  CHECK(run.result.placed[0].tile == level.placed[0].tile);
  CHECK(kind.describe(g.code).json.find("\"tiles\":" + std::to_string(level.placed.size())) != std::string::npos);
  CHECK(kind.solve(g.code, progress).ok);

  // A map that does not hold together is refused with the verifier's words.
  Level broken = level;
  broken.placed.pop_back();
  CHECK_FALSE(decode_level(encode_level(broken), level, error));
  CHECK(error.find("the map in the code does not hold together: ") == 0);
  CHECK(error.find("is not covered") != std::string::npos);
  CHECK_FALSE(decode_level("assembly-AQ", level, error));

  std::string text;
  REQUIRE(kind.params_from_fields({{"file", "farm"}, {"assembly", "large"}}, text, error));
  CHECK(text == "farm.large");
  CHECK_FALSE(kind.params_from_fields({{"file", "farm"}}, text, error));
  CHECK_FALSE(kind.params_from_fields({{"colour", "red"}}, text, error));
  CHECK(error == "unknown parameter 'colour' (known: file, text, assembly, strict, *<cvar>)");

  // Every shipped map (data/ump) is compiled in and parses; the game's test files are not offered.
  std::vector<std::string> names;
  for (const Fixture& f : fixtures()) names.push_back(f.name);
  CHECK(names == std::vector<std::string>{"city", "farm", "forest", "mansion", "mansion1", "oriental", "village"});
  CHECK(find_fixture("test_extends") == nullptr);
  for (const Fixture& f : fixtures()) {
    CAPTURE(f.name);
    CHECK(parsed_fixture(f.name, error) != nullptr);
  }
}

TEST_CASE("assembly links carry pasted map text, packed, when it is small enough") {
  const std::string two = "tile +a\n{\n3 3\n0 a 0\na +a a\n0 a 0\n}\nassembly two\n{\nsize \"2 1\"\n+a \"0 9\"\n}\n";
  std::string error;
  Recipe recipe;
  recipe.fixture = kPastedFile;
  recipe.text = two;
  recipe.assembly = "two";
  const std::string params = encode_params(recipe);
  CHECK(params.rfind("pasted~", 0) == 0);
  CHECK(params.size() < 4 * two.size() / 3 + 16);
  Recipe back;
  REQUIRE_MESSAGE(decode_params(params, back, error), error);
  CHECK(back.fixture == kPastedFile);
  CHECK(back.text == two);
  CHECK(back.assembly == "two");

  // Generated through the kind interface: the level code holds the text and the map.
  const KindApi& kind = api();
  Progress progress;
  const KindGenerated g = kind.generate(params, "p", progress);
  REQUIRE_MESSAGE(g.ok, g.error);
  Level level;
  REQUIRE_MESSAGE(decode_level(g.code, level, error), error);
  CHECK(level.recipe.text == two);
  CHECK(level.placed.size() == 2);
  CHECK(encode_level(level) == g.code);
  CHECK(kind.describe(g.code).json.find("\"file\":\"pasted\"") != std::string::npos);
  std::string fields_params;
  REQUIRE(kind.params_from_fields({{"text", two}, {"assembly", "two"}}, fields_params, error));
  CHECK(fields_params == params);
  CHECK_FALSE(kind.params_from_fields({{"file", "forest"}, {"text", two}, {"assembly", "two"}}, fields_params, error));
  CHECK(error == "give file or text, not both");

  // What is wrong with a pasted text is named with its line, or where the link broke.
  recipe.text = two.substr(0, two.size() - 2) + "+b \"0 1\"\n}\n";
  CHECK_FALSE(decode_params(encode_params(recipe), back, error));
  CHECK(error == "the pasted map text does not parse: pasted.ump:12:1: assembly 'two': no tile '+b'");
  recipe.text = two;
  recipe.assembly = "three";
  CHECK_FALSE(decode_params(encode_params(recipe), back, error));
  CHECK(error == "the pasted map file has no assembly 'three'");
  CHECK_FALSE(decode_params("pasted~A.two", back, error));
  CHECK(error.rfind("the pasted map text in the parameters: ", 0) == 0);
  CHECK_FALSE(decode_params("pasted~" + base64url_encode({200, 1, 1, 'a'}) + ".two", back, error));
  CHECK(error.rfind("the pasted map text cannot be unpacked: ", 0) == 0);
  CHECK_FALSE(decode_params("pasted~.two", back, error));
  CHECK(error == "the pasted map text cannot be unpacked: the code ends before its text size");
  CHECK_FALSE(decode_params("pasted~" + base64url_encode(pack_text("")) + ".two", back, error));
  CHECK(error == "the pasted map text is empty");
  CHECK_FALSE(decode_params("pasted~" + base64url_encode(pack_text("tile +\xC3\n")) + ".two", back, error));
  CHECK(error == "the pasted map text is not UTF-8 text (byte 7)");

  // Every fixture, pasted whole, fits a link with its map: a mapper's edited file does too.
  for (const Fixture& f : fixtures()) {
    CAPTURE(f.name);
    CHECK(pasted_link_problem(f.text) == "");
  }
  const Fixture* village = find_fixture("village");
  REQUIRE(village != nullptr);
  const KindGenerated large = kind.generate("pasted~" + base64url_encode(pack_text(village->text)) + ".large", "1", progress);
  REQUIRE_MESSAGE(large.ok, large.error);
  Link link;
  CHECK(parse_link(exact_link_fragment(large.code), link, error));
  CHECK(large.code.size() < kMaxLinkLength);
  // A text that packs too big has no link, and says why.
  Rng rng(3);
  std::string noise;
  for (int i = 0; i < 6000; ++i) noise += static_cast<char>('a' + rng.below(26));
  CHECK(pasted_link_problem(noise).rfind("the pasted text packs to ", 0) == 0);
  CHECK_FALSE(kind.params_from_fields({{"text", noise}, {"assembly", "two"}}, fields_params, error));
}

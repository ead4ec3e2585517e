// Cities: parameters and their text, the checker on hand-made maps, the
// generator judged by the checker over seeds, sizes and terrains, isolated
// cities and their reasons, determinism, progress, cancel, and the CLI.
#include <doctest/doctest.h>

#include "cancel_check.hpp"
#include "cli_run.hpp"

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "cities/api.hpp"
#include "cities/checker.hpp"
#include "cities/generator.hpp"
#include "cities/terrain.hpp"
#include "cities/text.hpp"
#include "core/codec.hpp"
#include "core/rng.hpp"

using namespace pgw;
using namespace pgw::cities;

namespace {

// A map from rows of text: '.' land, '~' water, '^' rock.
Map map_of(const std::vector<std::string>& rows) {
  Map map;
  map.height = static_cast<int>(rows.size());
  map.width = static_cast<int>(rows[0].size());
  for (const std::string& row : rows)
    for (char c : row) map.ground.push_back(c == '~' ? kWater : c == '^' ? kRock : kLand);
  return map;
}

Check check(const Map& map, const std::vector<int>& cities, int s, int l, int neighbours = 4) {
  return check_placement(map, cities, s, l, neighbours);
}

}  // namespace

TEST_CASE("cities params: ranges named, text round trip, bad tokens named") {
  Params p;
  CHECK(check_params(p).empty());
  p.width = 1001;
  CHECK(check_params(p) == "width 1001 is out of range 2–1000");
  p = Params();
  p.max_distance = 3;
  CHECK(check_params(p) == "longest distance 3 must be more than the shortest distance 3");
  p = Params();
  p.neighbours = 6;
  CHECK(check_params(p) == "neighbours 6 must be 4 or 8");
  p = Params();
  p.min_distance = 0;
  CHECK(check_params(p) == "shortest distance 0 is out of range 1–50");

  Params q;
  q.width = 640;
  q.height = 480;
  q.min_distance = 4;
  q.max_distance = 9;
  q.terrain = Terrain::Mountains;
  q.neighbours = 8;
  CHECK(encode_params(q) == "640x480.s4.l9.mountains.n8");
  Params back;
  std::string error;
  REQUIRE(decode_params(encode_params(q), back, error));
  CHECK(encode_params(back) == encode_params(q));
  CHECK_FALSE(decode_params("500x500.s3.q6", back, error));
  CHECK(error == "parameter 3 ('q6') is not one of s<shortest>, l<longest>, n<4|8>, open, islands, mountains");
  CHECK_FALSE(decode_params("500x500.s3.l3", back, error));
  CHECK(error == "longest distance 3 must be more than the shortest distance 3");
  CHECK_FALSE(decode_params("500x500.sx", back, error));
  CHECK(error == "parameter 2 ('sx') needs a whole number after 's'");
  CHECK(encode_params(back) == encode_params(q));  // a failed decode changes nothing
}

TEST_CASE("cities level code: params and seed round trip; damaged codes are named") {
  Level level;
  level.params.width = 1000;
  level.params.height = 7;
  level.params.min_distance = 50;
  level.params.max_distance = 100;
  level.params.terrain = Terrain::Islands;
  level.params.neighbours = 8;
  level.seed = 0xFEDCBA9876543210ull;
  const std::string code = encode_level(level);
  CHECK(code.rfind("cities-", 0) == 0);
  Level back;
  std::string error;
  REQUIRE(decode_level(code, back, error));
  CHECK(back.params == level.params);
  CHECK(back.seed == level.seed);

  // A code is checked like params text: ranges named, s < l.
  const auto code_of = [](std::vector<std::uint64_t> fields) {
    ByteWriter w;
    for (std::uint64_t f : fields) w.varint(f);
    return wrap_code("cities", 1, w.bytes());
  };
  const auto error_of = [](const std::string& text) {
    Level ignored;
    std::string why;
    CHECK_FALSE(decode_level(text, ignored, why));
    return why;
  };
  CHECK(decode_level(code_of({200, 100, 3, 6, 0, 4, 9}), back, error));
  CHECK(error_of(code_of({1001, 100, 3, 6, 0, 4, 9})) == "width 1001 is out of range 2–1000");
  CHECK(error_of(code_of({200, 100, 3, 6, 3, 4, 9})) == "terrain 3 is out of range 0–2");
  CHECK(error_of(code_of({200, 100, 6, 6, 0, 4, 9})) == "longest distance 6 must be more than the shortest distance 6");
  CHECK(error_of(code_of({200, 100, 3, 6, 0, 5, 9})) == "neighbours 5 must be 4 or 8");
  CHECK(error_of(code_of({200, 100, 3, 6, 0, 4})) == "the code ends before its seed");
  CHECK(error_of(code_of({200, 100, 3, 6, 0, 4, 9, 1})) == "the level code has bytes after its end");
  CHECK(error_of("flow-AQUF").find("cities") != std::string::npos);
  CHECK(back.seed == 9);  // the failed decodes changed nothing
}

TEST_CASE("cities kind API: a recipe's code, fields, describe, and the checker's verdict") {
  const KindApi& kind = api();
  Progress progress;
  const KindGenerated g = kind.generate("160x90.s3.l6.mountains.n8", "harbour", progress);
  REQUIRE(g.ok);
  Level level;
  std::string error;
  REQUIRE(decode_level(g.code, level, error));
  CHECK(encode_params(level.params) == "160x90.s3.l6.mountains.n8");
  CHECK(level.seed == seed_from_text("harbour"));

  std::string text;
  REQUIRE(kind.params_from_fields({{"width", "300"}, {"min", "4"}, {"max", "9"}, {"terrain", "islands"}}, text, error));
  CHECK(text == "300x200.s4.l9.islands.n4");
  CHECK_FALSE(kind.params_from_fields({{"terrain", "swamp"}}, text, error));
  CHECK(error == "unknown terrain 'swamp' (open, islands, mountains)");
  CHECK_FALSE(kind.params_from_fields({{"max", "2"}}, text, error));
  CHECK(error == "longest distance 2 must be more than the shortest distance 3");

  const KindAnswer described = kind.describe(g.code);
  REQUIRE(described.ok);
  CHECK(described.json.find("\"params\":\"160x90.s3.l6.mountains.n8\"") != std::string::npos);

  // The verdict is the checker's, on the placement the recipe makes.
  const KindAnswer verdict = kind.solve(g.code, progress);
  REQUIRE(verdict.ok);
  const Generated placed = generate(level.params, level.seed, progress);
  CHECK(verdict.json.find("\"cities\":" + std::to_string(placed.cities.size()) + ",") != std::string::npos);
  CHECK(verdict.json.find("\"min_distance_ok\":true") != std::string::npos);
  CHECK(verdict.json.find("\"maximal\":true") != std::string::npos);
  CHECK(verdict.json.find("\"max_distance_violations\":" + std::to_string(placed.isolated.size()) + ",") !=
        std::string::npos);
  CHECK_FALSE(kind.solve("cities-AQ", progress).ok);
}

TEST_CASE("checker: a row of five, known answers") {
  const Map row = map_of({"....."});
  Check c = check(row, {0, 2, 4}, 2, 3);
  CHECK(c.min_distance_ok());
  CHECK(c.far.empty());
  CHECK(c.maximal());
  CHECK(c.nearest == std::vector<int>{2, 2, 2});

  c = check(row, {0, 4}, 2, 3);  // 4 apart: too far, and tile 2 could take a city
  CHECK(c.min_distance_ok());
  CHECK(c.far == std::vector<int>{0, 1});
  CHECK(c.free_tiles == 1);
  CHECK_FALSE(c.maximal());

  c = check(row, {1, 2, 4}, 2, 3);  // 1 and 2 are one step apart
  CHECK(c.too_close == 2);
  CHECK_FALSE(c.min_distance_ok());

  c = check(row, {0, 0}, 1, 2);  // twice on one tile
  CHECK_FALSE(c.min_distance_ok());
}

TEST_CASE("checker: distances go around water; 8 neighbours step diagonally; cities on water are wrong") {
  const Map bay = map_of({
      "...",
      "~~.",
      "...",
  });
  // (0,0) to (0,2): 2 steps straight down through water, 6 around it.
  Check c = check(bay, {0, 6}, 3, 5);
  CHECK(c.far == std::vector<int>{0, 1});
  c = check(bay, {0, 6}, 3, 6);
  CHECK(c.far.empty());
  CHECK(c.nearest == std::vector<int>{6, 6});
  CHECK(c.min_distance_ok());

  const Map open = map_of({"...", "...", "..."});
  c = check(open, {0, 8}, 3, 4, 8);  // corner to corner: 2 diagonal steps
  CHECK(c.too_close == 2);
  c = check(open, {0, 8}, 2, 3, 8);
  CHECK(c.min_distance_ok());
  CHECK(c.free_tiles == 2);  // (2,0) and (0,2) are 2 steps from both corners
  c = check(open, {0, 2, 6, 8}, 2, 3, 8);  // the four corners: every tile is 1 step from one
  CHECK(c.min_distance_ok());
  CHECK(c.maximal());
  c = check(open, {0, 8}, 2, 3, 4);
  CHECK(c.nearest == std::vector<int>{-1, -1});  // 4 steps apart
  CHECK(c.free_tiles == 3);                      // (2,0), (1,1) and (0,2) are 2 from both

  c = check(bay, {3, 0}, 1, 3);  // (0,1) is water
  CHECK_FALSE(c.min_distance_ok());
}

TEST_CASE("terrain: open is all land; islands and mountains block part of the map, the same for a seed") {
  Params p;
  p.width = 300;
  p.height = 200;
  for (Terrain t : {Terrain::Open, Terrain::Islands, Terrain::Mountains}) {
    p.terrain = t;
    const Map a = make_map(p, 5), b = make_map(p, 5), other = make_map(p, 6);
    CHECK(a.ground == b.ground);
    int blocked = 0;
    for (std::uint8_t g : a.ground) blocked += g != kLand;
    const double share = static_cast<double>(blocked) / a.tiles();
    if (t == Terrain::Open) {
      CHECK(blocked == 0);
    } else {
      CHECK(a.ground != other.ground);
      CHECK(share > 0.05);
      CHECK(share < 0.8);
    }
  }
}

TEST_CASE("generator: every placement passes the independent checker (seeds, sizes, terrains, 4 and 8)") {
#ifdef PGW_SLOW_BUILD
  const int runs = 60;
#else
  const int runs = 300;
#endif
  Rng pick(2026);
  int isolated = 0, on_terrain = 0;
  for (int run = 0; run < runs; ++run) {
    Params p;
    p.width = pick.between(2, run % 20 == 0 ? 400 : 90);
    p.height = pick.between(2, run % 20 == 0 ? 300 : 90);
    p.min_distance = pick.between(1, 6);
    p.max_distance = pick.between(2 * p.min_distance - 1, 2 * p.min_distance + 4);
    if (p.max_distance <= p.min_distance) p.max_distance = p.min_distance + 1;
    p.terrain = static_cast<Terrain>(run % kTerrains);
    p.neighbours = run % 2 == 0 ? 4 : 8;
    CAPTURE(encode_params(p));
    CAPTURE(run);
    Progress progress;
    const Generated g = generate(p, static_cast<std::uint64_t>(run), progress);
    REQUIRE_FALSE(g.cancelled);
    const Check c = check_placement(g.map, g.cities, p.min_distance, p.max_distance, p.neighbours);
    CHECK(c.min_distance_ok());
    CHECK(c.maximal());
    // The generator's isolated cities are exactly the checker's, each alone on
    // a region too small for a second city (l ≥ 2s − 1 allows nothing else).
    std::vector<int> listed;
    for (const Isolated& i : g.isolated) {
      listed.push_back(i.city);
      CHECK(i.why.rfind("alone on a region of ", 0) == 0);
    }
    CHECK(listed == c.far);
    if (p.terrain == Terrain::Open) CHECK((c.far.empty() || g.cities.size() == 1));  // a map too small for two
    isolated += static_cast<int>(c.far.size());
    on_terrain += p.terrain != Terrain::Open;
  }
  MESSAGE("isolated cities over all runs: " << isolated);
  CHECK(on_terrain > 0);
}

TEST_CASE("generator: with l < 2s − 1 pockets may strand a city; the checker and the reasons agree") {
  Params p;
  p.width = 120;
  p.height = 120;
  p.min_distance = 4;
  p.max_distance = 5;
  p.neighbours = 8;
  int pockets = 0;
  for (std::uint64_t seed = 0; seed < 12; ++seed) {
    Progress progress;
    const Generated g = generate(p, seed, progress);
    const Check c = check_placement(g.map, g.cities, p.min_distance, p.max_distance, p.neighbours);
    CHECK(c.min_distance_ok());
    CHECK(c.maximal());
    REQUIRE(g.isolated.size() == c.far.size());
    for (std::size_t i = 0; i < g.isolated.size(); ++i) {
      CHECK(g.isolated[i].city == c.far[i]);
      CHECK(g.isolated[i].why.find("no free tile within 5 steps") == 0);  // not alone: the map is open
    }
    pockets += static_cast<int>(g.isolated.size());
  }
  MESSAGE("stranded cities in 12 maps with s=4, l=5: " << pockets);
}

TEST_CASE("generator: the same seed gives the same cities; another seed other cities") {
  Params p;
  p.width = 150;
  p.height = 120;
  p.terrain = Terrain::Islands;
  Progress progress;
  const Generated a = generate(p, 77, progress), b = generate(p, 77, progress), c = generate(p, 78, progress);
  CHECK(a.cities == b.cities);
  CHECK(a.map.ground == b.map.ground);
  CHECK(a.cities != c.cities);
  // A fixed seed's placement, pinned (FNV-1a over the tiles), the same in
  // every build: a change here changes every shared recipe.
  std::uint64_t hash = 1469598103934665603ull;
  for (int tile : a.cities) hash = (hash ^ static_cast<std::uint64_t>(tile)) * 1099511628211ull;
  CHECK(a.cities.size() == 1433);
  CHECK(hash == 4156771049683509802ull);
}

TEST_CASE("generator: progress counts cities and tiles left, the fraction ends at 1") {
  Params p;
  p.width = 400;
  p.height = 300;
  Progress progress;
  const Generated g = generate(p, 3, progress);
  CHECK(progress.counter_value(0) == g.cities.size());
  CHECK(progress.counter_value(1) == 0u);
  CHECK(progress.counter_total(1) == static_cast<std::uint64_t>(p.width * p.height));
  CHECK(progress.fraction() == doctest::Approx(1.0));

  // Both counters are there from the start (a display keeps its size).
  Progress early;
  early.request_cancel();
  CHECK(generate(p, 3, early).cancelled);
  CHECK(std::string(early.counter_name(0)) == "cities placed");
  CHECK(std::string(early.counter_name(1)) == "tiles left");
  CHECK(early.counter_total(1) == static_cast<std::uint64_t>(p.width * p.height));
}

TEST_CASE("generator: a cancel lands within 50 ms on a 1000×1000 map") {
  Params p;
  p.width = 1000;
  p.height = 1000;
  p.terrain = Terrain::Mountains;
  test::check_cancel_lands(
      [&](Progress& progress) {
        const Generated g = generate(p, 4, progress);
        return g.cancelled;
      },
      std::chrono::milliseconds(40), "cities generator");
}

TEST_CASE("levelgen cities generate: one JSON line judged by the checker, --out, and exit 2 on bad parameters") {
  const std::string out_path = "cities_cli_test_out.csv";
  const test::Run r = test::levelgen({"cities", "generate", "--width", "120", "--height", "90", "--min", "3", "--max",
                                      "6", "--terrain", "islands", "--neighbours", "8", "--seed", "5", "--out",
                                      out_path});
  REQUIRE(r.status == 0);
  CHECK(r.out.find('\n') == r.out.size() - 1);
  CHECK(test::json_field(r.out, "min_distance_ok") == "true");
  CHECK(test::json_field(r.out, "maximal") == "true");
  CHECK(test::json_field(r.out, "max_distance_violations") == test::json_field(r.out, "isolated"));
  CHECK(test::json_field(r.out, "params") == "120x90.s3.l6.islands.n8");
  CHECK(std::stod(test::json_field(r.out, "ms")) >= 0.0);
  // The file holds the same cities the generator places for that recipe.
  Params p;
  std::string error;
  REQUIRE(decode_params("120x90.s3.l6.islands.n8", p, error));
  Progress progress;
  const Generated g = generate(p, seed_from_text("5"), progress);
  CHECK(test::json_field(r.out, "cities") == std::to_string(g.cities.size()));
  std::ifstream file(out_path);
  std::string line;
  std::getline(file, line);
  CHECK(line == "x,y");
  std::getline(file, line);
  CHECK(line == std::to_string(g.cities[0] % 120) + "," + std::to_string(g.cities[0] / 120));
  int rows = 1;
  while (std::getline(file, line)) ++rows;
  CHECK(rows == static_cast<int>(g.cities.size()));
  std::remove(out_path.c_str());

  const test::Run same = test::levelgen({"cities", "generate", "--width", "50", "--height", "50", "--min", "4",
                                         "--max", "4"});
  CHECK(same.status == 2);
  CHECK(same.err == "levelgen cities: longest distance 4 must be more than the shortest distance 4\n");
  const test::Run big = test::levelgen({"cities", "generate", "--width", "1001", "--height", "50", "--min", "3",
                                        "--max", "6"});
  CHECK(big.status == 2);
  CHECK(big.err == "levelgen cities: width 1001 is out of range 2–1000\n");
  const test::Run land = test::levelgen({"cities", "generate", "--width", "50", "--height", "50", "--min", "3",
                                         "--max", "6", "--terrain", "swamp"});
  CHECK(land.status == 2);
  CHECK(land.err == "levelgen cities: unknown terrain 'swamp' (open, islands, mountains)\n");
  const test::Run what = test::levelgen({"cities", "generate", "--width", "50", "--height", "50", "--min", "three"});
  CHECK(what.status == 2);
  CHECK(what.err.find("--min") != std::string::npos);
}

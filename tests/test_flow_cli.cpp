// levelgen flow: output shape, and exit 2 with a message that names the problem.
#include <doctest/doctest.h>

#include "cli_run.hpp"

#include <algorithm>
#include <cstdint>
#include <sstream>

#include "flow/deduce.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

using namespace pgw;

using test::json_field;
using test::levelgen;
using test::Run;

TEST_CASE("levelgen flow generate prints one JSON line with a unique level") {
  const Run r = levelgen({"flow", "generate", "--width", "9", "--height", "6", "--env", "canyon", "--unique",
                          "--density", "70", "--seed", "17"});
  REQUIRE(r.status == 0);
  CHECK(r.out.find('\n') == r.out.size() - 1);
  flow::Level level;
  std::string error;
  REQUIRE(flow::decode_level(json_field(r.out, "code"), level, error));
  CHECK(level.board.width == 9);
  CHECK(level.board.environment == flow::kCanyon);
  CHECK(json_field(r.out, "unique") == "true");
  CHECK(flow::count_solutions(level.board, 2).solutions == 1);
  int with_flow = 0;
  for (std::uint16_t t : level.board.tiles) with_flow += flow::catalogue()[t].has_flow() ? 1 : 0;
  CHECK(with_flow > 0);
  CHECK(json_field(r.out, "tiles_with_flow") == std::to_string(with_flow));
  CHECK(std::stod(json_field(r.out, "ms")) >= 0.0);
  const std::string backtracks = json_field(r.out, "backtracks");
  REQUIRE_FALSE(backtracks.empty());
  CHECK(backtracks.find_first_not_of("0123456789") == std::string::npos);
  CHECK(std::stoull(json_field(r.out, "tiles_placed")) >= 54u);
  const Run again = levelgen({"flow", "generate", "--width=9", "--height=6", "--env=canyon", "--unique",
                              "--density=70", "--seed=17"});
  CHECK(json_field(again.out, "code") == json_field(r.out, "code"));
  const Run plain = levelgen({"flow", "generate", "--width", "5", "--height", "5", "--seed", "1"});
  CHECK(json_field(plain.out, "unique") == "false");
}

TEST_CASE("levelgen flow solve counts solutions and prints one") {
  const Run g = levelgen({"flow", "generate", "--width", "6", "--height", "6", "--unique", "--seed", "3"});
  const std::string code = json_field(g.out, "code");
  const Run r = levelgen({"flow", "solve", "--code", code});
  REQUIRE(r.status == 0);
  CHECK(json_field(r.out, "solutions") == "1");
  CHECK(json_field(r.out, "capped") == "false");
  flow::Level solved;
  std::string error;
  REQUIRE(flow::decode_level(json_field(r.out, "solution"), solved, error));
  CHECK(flow::is_solved(solved.board, solved.start));
  const Run piped = levelgen({"flow", "solve", "-", "--max-solutions", "1"}, code + "\n");
  REQUIRE(piped.status == 0);
  CHECK(json_field(piped.out, "solutions") == "1");
  CHECK(json_field(piped.out, "capped") == "true");
}

TEST_CASE("levelgen flow solve --max-solutions counts up to K and says when it stopped there") {
  // Road ends on 4×4: one solution per domino tiling, 36 of them.
  flow::Level level = flow::blank_level(4, 4, flow::kCountryside);
  int end = -1;
  for (const flow::TileType& t : flow::catalogue())
    if (t.name == "road end, normal") end = t.id;
  REQUIRE(end >= 0);
  level.board.tiles.assign(16, static_cast<std::uint16_t>(end));
  const flow::CountResult one = flow::count_solutions(level.board, 1);
  REQUIRE(one.solutions == 1);
  level.solution = level.start = one.found[0];
  const std::string code = flow::encode_level(level);
  const Run all = levelgen({"flow", "solve", "--code", code, "--max-solutions", "100"});
  REQUIRE(all.status == 0);
  CHECK(json_field(all.out, "solutions") == "36");
  CHECK(json_field(all.out, "capped") == "false");
  const Run some = levelgen({"flow", "solve", "--code", code, "--max-solutions", "5"});
  CHECK(json_field(some.out, "solutions") == "5");
  CHECK(json_field(some.out, "capped") == "true");
  const Run fallback = levelgen({"flow", "solve", "--code", code});  // counts to 2 by default
  CHECK(json_field(fallback.out, "solutions") == "2");
  flow::Level solved;
  std::string error;
  REQUIRE(flow::decode_level(json_field(some.out, "solution"), solved, error));
  CHECK(flow::is_solved(solved.board, solved.start));
}

TEST_CASE("levelgen flow envs lists every environment") {
  const Run r = levelgen({"flow", "envs"});
  REQUIRE(r.status == 0);
  CHECK(r.out.find("\"environment\":\"canyon\"") != std::string::npos);
  CHECK(r.out.find("\"environment\":\"all\",\"tiles\":" + std::to_string(flow::tile_count())) != std::string::npos);
}

TEST_CASE("levelgen flow: bad arguments exit 2 with a message") {
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  const Case cases[] = {
      {{"flow"}, "which command"},
      {{"flow", "rotate"}, "unknown command 'rotate'"},
      {{"flow", "generate", "--width", "41"}, "width 41 is out of range 2–40"},
      {{"flow", "generate", "--height", "1"}, "height 1 is out of range 2–40"},
      {{"flow", "generate", "--env", "moon"}, "unknown environment 'moon'"},
      {{"flow", "generate", "--density", "101"}, "flow density 101 is out of range 20–100%"},
      {{"flow", "generate", "--density", "lots"}, "--density: 'lots' is not a whole number"},
      {{"flow", "generate", "--unique=yes"}, "--unique takes no value"},
      {{"flow", "generate", "--colour", "red"}, "unknown option --colour"},
      {{"flow", "generate", "extra"}, "unexpected argument 'extra'"},
      {{"flow", "envs", "extra"}, "envs takes no arguments"},
      {{"flow", "solve"}, "solve needs a level code"},
      {{"flow", "solve", "--code", "flow-AAAA"}, "the code is too short to be a level"},
      {{"flow", "solve", "/no/such/file"}, "cannot read '/no/such/file'"},
      {{"flow", "solve", "--max-solutions", "0", "--code", "x"}, "--max-solutions: 0 is out of range"},
      {{"flow", "generate", "--difficulty", "tricky"}, "difficulty 'tricky' is not one of any, easy, medium, hard, expert"},
      {{"flow", "generate", "--difficulty", "hard", "--blank"}, "a blank puzzle has no difficulty (asked for hard)"},
      {{"flow", "generate", "--count", "3", "--seed", "castle"}, "--count needs a whole number as --seed"},
      {{"flow", "generate", "--count", "0"}, "--count: 0 is out of range 1–100000"},
      {{"flow", "generate", "--jobs", "2"}, "--jobs needs --count"},
      {{"pack", "flow", "--count", "2"}, "needs --out DIR"},
      {{"pack", "flow", "--out", "x"}, "needs --count N"},
      {{"pack", "maze", "--out", "x"}, "unknown kind 'maze' (slide or flow)"},
  };
  for (const Case& c : cases) {
    const Run r = levelgen(c.args);
    CAPTURE(c.message);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(c.message) != std::string::npos);
  }
}

TEST_CASE("levelgen flow generate --difficulty gives the grade and the deductions per technique") {
  const Run r = levelgen({"flow", "generate", "--width", "8", "--height", "7", "--difficulty", "hard", "--seed", "4"});
  REQUIRE(r.status == 0);
  CHECK(json_field(r.out, "difficulty") == "hard");
  CHECK(json_field(r.out, "unique") == "true");
  CHECK(json_field(r.out, "params") == "8x7.countryside.d60.hard");
  CHECK(r.out.find("\"techniques\":{\"single\":") != std::string::npos);
  CHECK(r.out.find("\"certificate\":{\"unique\":true,\"solutions\":1,\"graded\":true,\"difficulty\":\"hard\",\"hardest\":\"group\"") !=
        std::string::npos);
  flow::Level level;
  std::string error;
  REQUIRE(flow::decode_level(json_field(r.out, "code"), level, error));
  CHECK(flow::grade(level.board).difficulty == Difficulty::Hard);
  // The recipe in the line gives the same level.
  const Run link = levelgen({"link", "#recipe/flow/8x7.countryside.d60.hard/4"});
  CHECK(json_field(link.out, "code") == json_field(r.out, "code"));
  // Without a difficulty the line still says what was proved.
  const Run plain = levelgen({"flow", "generate", "--width", "6", "--height", "6", "--unique", "--seed", "2"});
  CHECK((json_field(plain.out, "difficulty") == "easy" || json_field(plain.out, "difficulty") == "medium"));
}

TEST_CASE("levelgen flow grade, hint and check read a level code") {
  const Run made = levelgen({"flow", "generate", "--width", "7", "--height", "7", "--difficulty", "medium", "--seed", "1"});
  const std::string code = json_field(made.out, "code");
  const Run graded = levelgen({"flow", "grade", "--code", code});
  REQUIRE(graded.status == 0);
  CHECK(json_field(graded.out, "difficulty") == "medium");
  const Run hinted = levelgen({"flow", "hint", "-"}, code + "\n");
  REQUIRE(hinted.status == 0);
  CHECK(json_field(hinted.out, "kind") == "deduction");
  CHECK(!json_field(hinted.out, "text").empty());
  const Run checked = levelgen({"flow", "check", "--code", code});
  REQUIRE(checked.status == 0);
  CHECK(json_field(checked.out, "unique") == "true");
  CHECK(checked.out.find("\"wrong\":[{\"cell\":") != std::string::npos);
  CHECK(levelgen({"flow", "hint"}).err.find("hint needs a level code") != std::string::npos);
  // Another position: every tile at rotation 0. Check's list differs from the start's,
  // and a position that does not fit the board is named.
  const std::string zeros(49, '0');
  const Run at_zero = levelgen({"flow", "check", "--code", code, "--rotations", zeros});
  REQUIRE(at_zero.status == 0);
  CHECK(at_zero.out != checked.out);
  CHECK(levelgen({"flow", "hint", "--code", code, "--rotations", zeros}).status == 0);
  CHECK(levelgen({"flow", "check", "--code", code, "--rotations", "0123"}).err.find("4 digits for the 49-cell board") !=
        std::string::npos);
  CHECK(levelgen({"flow", "hint", "--code", code, "--rotations", "4" + zeros.substr(1)}).err.find("character 1 is '4'") !=
        std::string::npos);
  CHECK(levelgen({"flow", "grade", "--code", code, "--rotations", zeros}).status == 2);
}

TEST_CASE("levelgen flow generate --count: the same lines in seed order with 1 and with 4 jobs") {
  const std::vector<std::string> args = {"flow", "generate", "--width", "9", "--height", "9", "--difficulty", "hard",
                                         "--count", "8", "--seed", "100"};
  std::vector<std::string> one = args, four = args;
  one.insert(one.end(), {"--jobs", "1"});
  four.insert(four.end(), {"--jobs", "4"});
  const Run a = levelgen(one), b = levelgen(four);
  REQUIRE(a.status == 0);
  REQUIRE(b.status == 0);
  CHECK(a.out == b.out);
  CHECK(std::count(a.out.begin(), a.out.end(), '\n') == 8);
  CHECK(a.out.find("\"ms\"") == std::string::npos);  // no timings: the lines are the same in every run
  CHECK(a.err.find("8 of 8 levels") != std::string::npos);
  // Line i is seed 100 + i, as a single generate makes it.
  const Run third = levelgen({"flow", "generate", "--width", "9", "--height", "9", "--difficulty", "hard", "--seed", "102"});
  std::istringstream lines(a.out);
  std::string line;
  for (int i = 0; i < 3; ++i) std::getline(lines, line);
  CHECK(json_field(line, "seed") == "102");
  CHECK(json_field(line, "code") == json_field(third.out, "code"));
}

TEST_CASE("levelgen flow generate --unique --count: the lines of 15x15 levels with their certificates, the same "
          "with 1 and with 2 jobs, and as they were before the batch was made faster") {
  const std::vector<std::string> args = {"flow",    "generate", "--width", "15",   "--height", "15",
                                         "--unique", "--count", "30",      "--seed", "5000"};
  std::vector<std::string> one = args, two = args;
  one.insert(one.end(), {"--jobs", "1"});
  two.insert(two.end(), {"--jobs", "2"});
  const Run a = levelgen(one), b = levelgen(two);
  REQUIRE(a.status == 0);
  CHECK(a.out == b.out);
  CHECK(std::count(a.out.begin(), a.out.end(), '\n') == 30);
  CHECK(a.out.find("\"certificate\":{\"unique\":true,\"solutions\":1,\"graded\":true") != std::string::npos);
  // FNV-1a of the 30 lines as levelgen printed them before the speed-up (issue 23,
  // point 4): any change to what these recipes make, or to their lines, shows here.
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const char c : a.out) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  CHECK(hash == 0xbde05bfd377b07ccull);
}

// levelgen: output shape, and exit 2 with a message that names the problem.
#include <doctest/doctest.h>

#include "cli_run.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"

using namespace pgw;

using test::json_field;
using test::levelgen;
using test::Run;

TEST_CASE("levelgen slide generate prints one JSON line with a playable level") {
  const Run r = levelgen({"slide", "generate", "--width", "5", "--height", "4", "--min-moves", "3", "--seed", "17"});
  REQUIRE(r.status == 0);
  CHECK(r.out.back() == '\n');
  CHECK(r.out.find('\n') == r.out.size() - 1);
  slide::Level level;
  std::string error;
  REQUIRE(slide::decode_level(json_field(r.out, "code"), level, error));
  CHECK(level.layout.width == 5);
  const int par = std::stoi(json_field(r.out, "optimal_moves"));
  CHECK(par >= 3);
  CHECK(slide::solve(level.layout, level.start, nullptr).moves.size() == static_cast<std::size_t>(par));
  CHECK(!json_field(r.out, "states_explored").empty());
  CHECK(!json_field(r.out, "ms").empty());
  // Same seed, same level.
  const Run again = levelgen({"slide", "generate", "--width=5", "--height=4", "--min-moves=3", "--seed=17"});
  CHECK(json_field(again.out, "code") == json_field(r.out, "code"));
}

TEST_CASE("levelgen slide solve reads a board from stdin") {
  const Run r = levelgen({"slide", "solve", "-"}, "P..\n...\n..S\n");
  REQUIRE(r.status == 0);
  CHECK(json_field(r.out, "solvable") == "true");
  CHECK(json_field(r.out, "optimal_moves") == "2");
  CHECK(json_field(r.out, "moves") == "DR");
  const Run u = levelgen({"slide", "solve", "-"}, "P..\nSSS\n.G.\n");
  CHECK(u.status == 0);
  CHECK(json_field(u.out, "solvable") == "false");
}

TEST_CASE("levelgen: bad arguments and input exit 2 with a message") {
  struct Case {
    std::vector<std::string> args;
    std::string input, message;
  };
  const Case cases[] = {
      {{}, "", "usage"},
      {{"maze"}, "", "unknown kind 'maze'"},
      {{"slide"}, "", "which command"},
      {{"slide", "shuffle"}, "", "unknown command 'shuffle'"},
      {{"slide", "generate", "--width", "2"}, "", "width 2 is out of range 3–12"},
      {{"slide", "generate", "--width", "abc"}, "", "--width: 'abc' is not a whole number"},
      {{"slide", "generate", "--width"}, "", "--width needs a value"},
      {{"slide", "generate", "--colour", "red"}, "", "unknown option --colour"},
      {{"slide", "generate", "--min-moves", "41"}, "", "minimum moves 41 is out of range 1–40"},
      {{"slide", "generate", "--hardest=yes"}, "", "--hardest takes no value"},
      {{"slide", "generate", "extra"}, "", "unexpected argument 'extra'"},
      {{"slide", "solve"}, "", "solve needs one FILE"},
      {{"slide", "solve", "/no/such/file"}, "", "cannot read '/no/such/file'"},
      {{"slide", "solve", "-"}, "P..\n.Q.\n...\n", "stdin: line 2, column 2: unexpected character 'Q'"},
  };
  for (const Case& c : cases) {
    const Run r = levelgen(c.args, c.input);
    CAPTURE(c.message);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(c.message) != std::string::npos);
  }
}

TEST_CASE("levelgen link opens exact and recipe links as the app does") {
  const Run made = levelgen({"flow", "generate", "--width", "5", "--height", "4", "--seed", "link"});
  const std::string code = json_field(made.out, "code");
  const Run exact = levelgen({"link", "https://example.org/#" + code});
  REQUIRE(exact.status == 0);
  CHECK(json_field(exact.out, "type") == "exact");
  CHECK(json_field(exact.out, "code") == code);
  const Run recipe = levelgen({"link", "#recipe/flow/5x4.countryside.d60/link"});
  REQUIRE(recipe.status == 0);
  CHECK(json_field(recipe.out, "type") == "recipe");
  CHECK(json_field(recipe.out, "code") == code);  // the same params and seed as `made`
  const Run bad = levelgen({"link", "#recipe/flow/5x4.countryside.d60/"});
  CHECK(bad.status == 2);
  CHECK(bad.err == "levelgen link: the recipe link has no seed\n");
  CHECK(levelgen({"link"}).status == 2);
}

// levelgen: output shape, exit 2 with a message that names the problem, and
// generate for every registered kind from its KindApi's fields.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

#include "cli/batch.hpp"
#include "cli_run.hpp"
#include "kinds/registry.hpp"
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
      {{"slide", "generate", "--difficulty", "brutal"}, "", "difficulty 'brutal' is not one of any, easy, medium, hard, expert"},
      {{"slide", "generate", "--difficulty", "hard", "--no-climb"}, "", "needs the climbing generator"},
      {{"slide", "generate", "--difficulty", "easy", "--min-moves", "12"}, "", "minimum moves 12 is more than an easy level's par can be (at most 9)"},
      {{"slide", "analyse"}, "", "analyse needs one FILE"},
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

TEST_CASE("levelgen slide generate climbs by default, gives the band and the certificate") {
  const Run r = levelgen({"slide", "generate", "--width", "7", "--height", "7", "--min-moves", "16", "--seed", "3"});
  REQUIRE(r.status == 0);
  CHECK(json_field(r.out, "params") == "7x7.m16.s20.v15.climb2");
  CHECK(json_field(r.out, "target_met") == "true");
  const int par = std::stoi(json_field(r.out, "optimal_moves"));
  CHECK(par >= 16);
  CHECK(r.out.find("\"certificate\":{\"solvable\":true,\"par\":" + std::to_string(par)) != std::string::npos);
  CHECK(!json_field(r.out, "traps").empty());
  CHECK(!json_field(r.out, "optimal_first_moves").empty());
  // The recipe the line names gives the same level.
  const Run link = levelgen({"link", "#recipe/slide/7x7.m16.s20.v15.climb2/3"});
  CHECK(json_field(link.out, "code") == json_field(r.out, "code"));
  const Run banded = levelgen({"slide", "generate", "--width", "6", "--height", "6", "--min-moves", "1",
                               "--difficulty", "hard", "--seed", "2"});
  REQUIRE(banded.status == 0);
  CHECK(json_field(banded.out, "difficulty") == "hard");
  CHECK(json_field(banded.out, "band") == "hard");
  const Run old = levelgen({"slide", "generate", "--width", "6", "--height", "6", "--no-climb", "--seed", "2"});
  CHECK(json_field(old.out, "params") == "6x6.m8.s20.v15");
}

TEST_CASE("levelgen slide analyse and hint read a board") {
  const Run a = levelgen({"slide", "analyse", "-"}, "P..\n...\n..S\n");
  REQUIRE(a.status == 0);
  CHECK(json_field(a.out, "par") == "2");
  CHECK(json_field(a.out, "traps_exact") == "true");
  const Run h = levelgen({"slide", "hint", "-"}, "P..\n...\n..S\n");
  REQUIRE(h.status == 0);
  CHECK(json_field(h.out, "to_goal") == "2");
  CHECK(json_field(h.out, "text").find("1 move to the goal from there") != std::string::npos);
}

TEST_CASE("levelgen slide generate --count: the same lines with 1 and with 4 jobs; a pack sorted by band") {
  const std::vector<std::string> args = {"slide", "generate", "--width", "6", "--height", "6", "--count", "6",
                                         "--seed", "40"};
  std::vector<std::string> one = args, four = args;
  one.insert(one.end(), {"--jobs", "1"});
  four.insert(four.end(), {"--jobs", "4"});
  const Run a = levelgen(one), b = levelgen(four);
  REQUIRE(a.status == 0);
  CHECK(a.out == b.out);
  CHECK(std::count(a.out.begin(), a.out.end(), '\n') == 6);

  const std::string dir = (std::filesystem::temp_directory_path() / "pgw-pack-test").string();
  std::filesystem::remove_all(dir);
  const Run pack = levelgen({"pack", "slide", "--out", dir, "--width", "6", "--height", "6", "--count", "6",
                             "--seed", "40", "--jobs", "2"});
  REQUIRE(pack.status == 0);
  CHECK(pack.out == a.out);  // the lines in seed order, as --count prints them
  std::ifstream json(dir + "/pack.json");
  const std::string text((std::istreambuf_iterator<char>(json)), std::istreambuf_iterator<char>());
  CHECK(text.rfind("{\"kind\":\"slide\",\"title\":\"Slide 6x6.m8.s20.v15.climb2, seeds 40–45\",\"collection\":"
                   "\"#collection/list-",
                   0) == 0);
  CHECK(text.find("\",\"levels\":[\n") != std::string::npos);
  // Sorted by band, then score: the scores never fall between lines of one band.
  const char* const order[] = {"easy", "medium", "hard", "expert"};
  int last_rank = 0, levels = 0;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("{\"code\"", 0) != 0) continue;
    ++levels;
    const std::string band = json_field(line, "difficulty");
    const int rank = static_cast<int>(std::find(std::begin(order), std::end(order), band) - std::begin(order));
    CHECK(rank >= last_rank);
    last_rank = rank;
  }
  CHECK(levels == 6);
  for (const char* file : {"puzzles-1.svg", "solutions-1.svg"}) {
    std::ifstream svg(dir + "/" + file);
    const std::string body((std::istreambuf_iterator<char>(svg)), std::istreambuf_iterator<char>());
    CHECK(body.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\"", 0) == 0);
    CHECK(body.find("seed 4") != std::string::npos);
  }
  std::filesystem::remove_all(dir);

  // --out naming a file: said before any level is made (no line on stdout).
  const std::string file = dir + "-file";
  std::ofstream(file) << "not a folder";
  const Run refused = levelgen({"pack", "slide", "--out", file, "--count", "3", "--seed", "40"});
  CHECK(refused.status == 2);
  CHECK(refused.out.empty());
  CHECK(refused.err.find("is a file, not a folder") != std::string::npos);
  std::filesystem::remove(file);
}

TEST_CASE("levelgen <kind> generate for every kind: its form's fields as options, bad ones named, exit 2") {
  for (const KindApi* kind : all_kinds()) {
    const std::string name = kind->name;
    CAPTURE(name);
    const Run unknown = levelgen({name, "generate", "--colour", "red"});
    CHECK(unknown.status == 2);
    CHECK(unknown.err.find("unknown option --colour") != std::string::npos);
    CHECK(unknown.out.empty());
    for (const KindField& field : kind->fields) {
      std::string option = field.name;
      std::replace(option.begin(), option.end(), '_', '-');
      CAPTURE(option);
      if (field.type == KindField::Type::Number) {
        const Run word = levelgen({name, "generate", "--" + option, "many"});
        CHECK(word.status == 2);
        CHECK(word.err.find("--" + option + ": 'many' is not a whole number") != std::string::npos);
        // One past the range: the kind's message, with the value and the range's end.
        const Run high = levelgen({name, "generate", "--" + option, std::to_string(field.hi + 1)});
        CHECK(high.status == 2);
        CHECK(high.err.find(std::to_string(field.hi + 1)) != std::string::npos);
        CHECK(high.err.find(std::to_string(field.hi)) != std::string::npos);
        const Run low = levelgen({name, "generate", "--" + option, std::to_string(field.lo - 1)});
        CHECK(low.status == 2);
        CHECK(low.err.find(std::to_string(field.lo - 1)) != std::string::npos);
        const Run bare = levelgen({name, "generate", "--" + option});
        CHECK(bare.err.find("--" + option + " needs a value") != std::string::npos);
      } else if (field.type == KindField::Type::Flag) {
        const Run valued = levelgen({name, "generate", "--" + option + "=yes"});
        CHECK(valued.status == 2);
        CHECK(valued.err.find("--" + option + " takes no value") != std::string::npos);
      }
    }
    // generate --help says what each field is; the usage names every field's option.
    const Run help = levelgen({name, "generate", "--help"});
    CHECK(help.status == 0);
    for (const KindField& field : kind->fields) CHECK(help.out.find(field.help) != std::string::npos);
    const Run usage = levelgen({"--help"});
    CHECK(usage.out.find("levelgen " + name + " generate") != std::string::npos);
    for (const KindField& field : kind->fields)
      if (field.type != KindField::Type::Keyed) {
        std::string option = field.name;
        std::replace(option.begin(), option.end(), '_', '-');
        CHECK(usage.out.find("[--" + option) != std::string::npos);
      }
  }
}

TEST_CASE("levelgen <kind> generate makes the recipe's level: the same code as the kind's generate") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    std::string params, error;
    if (!kind->params_from_fields({}, params, error)) continue;  // a form with no defaults (Assembly: below)
    const Run r = levelgen({kind->name, "generate", "--seed", "cli contract"});
    REQUIRE(r.status == 0);
    // The form's defaults, and what the kind's own CLI adds to them (Slide climbs: ".climb2").
    const std::string line_params = json_field(r.out, "params");
    CHECK(line_params.rfind(params, 0) == 0);
    CHECK(json_field(r.out, "seed") == "cli contract");
    const std::string code = json_field(r.out, "code");
    if (code.empty()) continue;  // Cities prints its checker's verdicts, not a code
    Progress progress;
    CHECK(code == kind->generate(line_params, "cli contract", progress).code);
  }
}

TEST_CASE("levelgen assembly generate: a shipped map's recipe, through the generic generate; 'assemble' too") {
  const Run r = levelgen({"assembly", "generate", "--file", "forest", "--assembly", "nature_large", "--set",
                          "rm_ufo=+craft_crash_bomber", "--seed", "3"});
  REQUIRE(r.status == 0);
  CHECK(r.out.find('\n') == r.out.size() - 1);
  const std::string params = "forest.nature_large.rm_ufo~craft_crash_bomber";
  CHECK(json_field(r.out, "params") == params);
  CHECK(json_field(r.out, "recipe") == "#recipe/assembly/" + params + "/3");
  Progress progress;
  const std::string code = find_kind("assembly")->generate(params, "3", progress).code;
  CHECK(json_field(r.out, "code") == code);
  CHECK(json_field(r.out, "link") == "#" + code);
  CHECK(levelgen({"assemble", "generate", "--file", "forest", "--assembly", "nature_large", "--set",
                  "rm_ufo=+craft_crash_bomber", "--seed", "3"})
            .out == r.out);
  CHECK(json_field(levelgen({"link", json_field(r.out, "recipe")}).out, "code") == code);
  // A recipe with no map: exit 1 and the reason.
  const Run none = levelgen({"assembly", "generate", "--file", "forest", "--assembly", "nature_small", "--set",
                             "rm_ufo=+craft_crash_bomber", "--seed", "3"});
  CHECK(none.status == 1);
  CHECK(none.out.empty());
  CHECK(none.err.find("levelgen assembly: cannot be assembled") == 0);

  const struct {
    std::vector<std::string> args;
    std::string message;
  } cases[] = {
      {{"assembly", "generate", "--file", "forest"}, "file (or text) and assembly are needed"},
      {{"assembly", "generate", "--file", "moon", "--assembly", "a"}, "moon"},
      {{"assembly", "generate", "--file", "forest", "--assembly", "huge"}, "huge"},
      {{"assembly", "generate", "--file", "forest", "--assembly", "nature_small", "--set", "rm_ufo"},
       "--set rm_ufo: expected CVAR=+TILE"},
      {{"assembly", "generate", "--file", "forest", "--assembly", "nature_small", "--set", "rm_ufo=+nothing"},
       "+nothing"},
      {{"assembly", "generate", "--file", "forest", "--assembly", "nature_small", "--seed", ""}, "the seed must be"},
      {{"assembly", "generate", "--file", "forest", "--assembly", "nature_small", "extra"}, "unexpected argument 'extra'"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.message);
    const Run bad = levelgen(c.args);
    CHECK(bad.status == 2);
    CHECK(bad.out.empty());
    CHECK(bad.err.find(c.message) != std::string::npos);
  }
}

TEST_CASE("run_batch streams its lines: in seed order, the same on 1 and 2 jobs, never holding more than its window") {
  cli::Seeds seeds;
  std::string error;
  REQUIRE(cli::consecutive_seeds("1000", 200, seeds, error));
  CHECK(seeds.at(0) == "1000");
  CHECK(seeds.at(199) == "1199");
  // The first level is slow, so whichever thread makes it, the other runs ahead
  // until the window stops it (before streaming, a batch held all 199 others).
  const cli::MakeLevel make = [](const std::string& seed) {
    if (seed == "1000") std::this_thread::sleep_for(std::chrono::milliseconds(100));
    cli::BatchLevel level;
    level.ok = seed != "1100";  // one failure: said on standard error, not printed
    level.json = "{\"seed\":\"" + seed + "\"}";
    level.error = "no level";
    return level;
  };
  std::string outputs[2];
  for (int jobs = 1; jobs <= 2; ++jobs) {
    std::istringstream in;
    std::ostringstream out, err;
    cli::Streams io{in, out, err};
    cli::BatchStats stats;
    CHECK(cli::run_batch("flow", seeds, jobs, make, io, "", "", &stats) == 1);
    CAPTURE(jobs);
    CHECK(stats.threads >= 1);
    CHECK(stats.threads <= jobs);  // 1 in wasm, where levelgen makes every level on its own thread
    CHECK(stats.window == cli::batch_window(stats.threads));
    CHECK(stats.window < 10);
    CHECK(stats.peak_held >= 1);
    CHECK(stats.peak_held <= stats.window);
    CHECK(err.str().find("seed 1100: no level") != std::string::npos);
    outputs[jobs - 1] = out.str();
  }
  CHECK(outputs[0] == outputs[1]);
  CHECK(std::count(outputs[0].begin(), outputs[0].end(), '\n') == 199);
  CHECK(outputs[0].rfind("{\"seed\":\"1000\"}\n{\"seed\":\"1001\"}\n", 0) == 0);
  CHECK(outputs[0].find("\"1099\"}\n{\"seed\":\"1101\"") != std::string::npos);
}

// levelgen collection make|show, and the collection link of levelgen pack:
// one JSON line each, links that read back, levels that are the recipes'
// own, and exit 2 with a message naming the problem (the line of a text,
// the generator version of a link).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "core/collection.hpp"
#include "kinds/registry.hpp"

using namespace pgw;

using test::json_field;
using test::levelgen;
using test::Run;

namespace {

// Every value of `key` in the JSON text, in order (the levels of `show`).
std::vector<std::string> all_fields(const std::string& json, const std::string& key) {
  std::vector<std::string> values;
  const std::string tag = "\"" + key + "\":\"";
  for (std::size_t at = json.find(tag); at != std::string::npos; at = json.find(tag, at + 1)) {
    const std::size_t start = at + tag.size();
    values.push_back(json.substr(start, json.find('"', start) - start));
  }
  return values;
}

std::string generated_code(const std::vector<std::string>& args) {
  const Run r = levelgen(args);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  return json_field(r.out, "code");
}

void check_one_line(const Run& r) {
  CHECK(!r.out.empty());
  CHECK(r.out.find('\n') == r.out.size() - 1);
}

// `make`'s answer: one line with these fields.
void check_made(const Run& r, const char* type, const std::string& title, const std::string& author, const char* count,
                const char* kind) {
  REQUIRE_MESSAGE(r.status == 0, r.err);
  check_one_line(r);
  CHECK(json_field(r.out, "type") == type);
  CHECK(json_field(r.out, "title") == title);
  CHECK(json_field(r.out, "author") == author);
  CHECK(json_field(r.out, "count") == count);
  CHECK(json_field(r.out, "kind") == kind);
  CHECK(json_field(r.out, "length") == std::to_string(json_field(r.out, "link").size()));
}

}  // namespace

TEST_CASE("levelgen collection make --kind: a generated collection's link") {
  const Run r =
      levelgen({"collection", "make", "--kind", "flow", "--params", "7x7.countryside.d60.hard", "--from", "easy",
                "--to", "expert", "--count", "100", "--seed", "s1", "--title", "Ramp", "--author", "Zo\xC3\xAB"});
  check_made(r, "generated", "Ramp", "Zo\xC3\xAB", "100", "flow");
  // The params' difficulty dropped: the ramp gives each level's.
  CHECK(json_field(r.out, "link") == "#collection/ramp/flow1/7x7.countryside.d60/easy-expert/100/s1/Ramp/Zo%C3%AB");
  CHECK(json_field(r.out, "version") == "1");
  Collection c;
  std::string error;
  REQUIRE(parse_collection_link(json_field(r.out, "link"), c, error));
  CHECK(c.count == 100);
  // No seed: a random number, as generate's; one end of the ramp: both.
  const Run d = levelgen({"collection", "make", "--kind", "slide", "--from", "hard", "--count", "3"});
  REQUIRE_MESSAGE(d.status == 0, d.err);
  const std::string seed = json_field(d.out, "seed");
  CHECK(!seed.empty());
  CHECK(seed.find_first_not_of("0123456789") == std::string::npos);
  REQUIRE(parse_collection_link(json_field(d.out, "link"), c, error));
  CHECK(c.params == find_kind("slide")->read_params(find_kind("slide")->default_params).canonical);
  CHECK(c.from == Difficulty::Hard);
  CHECK(c.to == Difficulty::Hard);
}

TEST_CASE("levelgen collection: bad arguments, texts and links exit 2 with a message") {
  struct Case {
    std::vector<std::string> args;
    std::string input, message;
  };
  const std::string a = generated_code({"flow", "generate", "--width", "5", "--height", "5", "--seed", "1"});
  std::string bad = a;
  bad[12] = bad[12] == 'A' ? 'B' : 'A';
  // clang-format off
  const Case cases[] = {
      {{"collection"}, "", "which command? make or show"},
      {{"collection", "mix"}, "", "unknown command 'mix' (make or show)"},
      {{"collection", "make"}, "", "make needs --kind K (a generated collection) or --codes FILE (a hand-made one)"},
      {{"collection", "make", "--kind", "maze", "--count", "3"}, "", "unknown kind 'maze' (known: " + kind_names() + ")"},
      {{"collection", "make", "--kind", "flow"}, "", "needs --count N (1–1000 levels)"},
      {{"collection", "make", "--kind", "flow", "--count", "0"}, "", "--count: 0 is out of range 1–1000"},
      {{"collection", "make", "--kind", "flow", "--count", "1001"}, "", "--count: 1001 is out of range 1–1000"},
      {{"collection", "make", "--kind", "flow", "--count", "3", "--from", "brutal"}, "",
       "--from 'brutal' is not one of any, easy, medium, hard, expert"},
      {{"collection", "make", "--kind", "flow", "--count", "3", "--params", "7x7.volcano.d60"}, "", "--params: "},
      {{"collection", "make", "--kind", "flow", "--count", "3", "--from", "any", "--to", "hard"}, "",
       "the ramp 'any-hard' mixes any with a difficulty"},
      {{"collection", "make", "--kind", "cities", "--count", "3", "--from", "easy"}, "",
       "level 1: Cities has no difficulties: its ramp can only be any"},
      {{"collection", "make", "--kind", "flow", "--count", "3", "--title", std::string(81, 't')}, "",
       "the title is 81 bytes long; at most 80 are allowed"},
      {{"collection", "make", "--kind", "flow", "--count", "3", "--seed", std::string(59, 's')}, "",
       "the collection's seed is 59 characters long; at most 58 are allowed"},
      {{"collection", "make", "--kind", "flow", "--count", "3", "--codes", "-"}, "",
       "--codes makes a hand-made collection; --kind a generated one"},
      {{"collection", "make", "--codes", "-", "--count", "3"}, "", "--count is for a generated collection"},
      {{"collection", "make", "--codes", "/no/such/file"}, "", "cannot read '/no/such/file'"},
      {{"collection", "make", "--codes", "-"}, "title: x\n" + a + "\n" + bad + "\n",
       "stdin: line 3: checksum mismatch: the code was damaged or cut short"},
      {{"collection", "make", "--codes", "-"}, "# nothing\n", "stdin: the text has no levels"},
      {{"collection", "make", "--codes", "-", "extra"}, a, "unexpected argument 'extra'"},
      {{"collection", "show"}, "", "show needs one collection link"},
      {{"collection", "show", "#collection/ramp/flow2/7x7.countryside.d60/easy-expert/10/s"}, "",
       "this collection was made with Flow's generator version 2; this app's is version 1, which makes other levels "
       "from the same recipes"},
      {{"collection", "show", "#collection/ramp/flow1/7x7.countryside.d60/easy-expert/0/s"}, "",
       "the link's count 0 is out of range 1–1000"},
      {{"collection", "show", "#collection/list-AQIDBAUGBwgJ"}, "", "checksum mismatch: the collection link"},
  };
  // clang-format on
  for (const Case& c : cases) {
    const Run r = levelgen(c.args, c.input);
    CAPTURE(c.message);
    CAPTURE(r.err);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("levelgen collection: ", 0) == 0);
    CHECK(r.err.find(c.message) != std::string::npos);
  }
}

TEST_CASE("levelgen collection make --codes and show: a hand-made collection, level by level") {
  const std::string a = generated_code({"flow", "generate", "--width", "6", "--height", "5", "--seed", "1"});
  const std::string b = generated_code({"slide", "generate", "--width", "5", "--height", "5", "--seed", "2"});
  const Run pinned =
      levelgen({"flow", "generate", "--width", "5", "--height", "5", "--difficulty", "easy", "--seed", "p"});
  REQUIRE(pinned.status == 0);
  const std::string pinned_recipe = "#recipe/flow/" + json_field(pinned.out, "params") + "/p";
  const std::string text =
      "title: From a file\n"
      "# plain lines of codes and links\n" +
      a + "\nname: Caf\xC3\xA9\n" + "https://example.org/#" + b + "\n" + json_field(pinned.out, "code") + " " +
      pinned_recipe + "\n" + "#recipe/flow/5x5.town.d60/r\n";
  const Run made = levelgen({"collection", "make", "--codes", "-", "--author", "Tests"}, text);
  check_made(made, "hand-made", "From a file", "Tests", "4", "flow, slide");
  const std::string link = json_field(made.out, "link");
  CHECK(link.rfind("#collection/list-", 0) == 0);

  // The same from a file.
  const std::string path = (std::filesystem::temp_directory_path() / "pgw-collection-test.txt").string();
  std::ofstream(path) << text;
  const Run from_file = levelgen({"collection", "make", "--codes", path, "--author", "Tests"});
  CHECK(json_field(from_file.out, "link") == link);

  const Run shown = levelgen({"collection", "show", link});
  REQUIRE_MESSAGE(shown.status == 0, shown.err);
  check_one_line(shown);
  CHECK(json_field(shown.out, "title") == "From a file");
  CHECK(json_field(shown.out, "type") == "hand-made");
  CHECK(json_field(shown.out, "count") == "4");
  const std::vector<std::string> codes = all_fields(shown.out, "code");
  REQUIRE(codes.size() == 4);
  CHECK(codes[0] == a);
  CHECK(codes[1] == b);
  CHECK(codes[2] == json_field(pinned.out, "code"));
  CHECK(codes[3] ==
        generated_code({"flow", "generate", "--width", "5", "--height", "5", "--env", "town", "--seed", "r"}));
  const std::vector<std::string> recipes = all_fields(shown.out, "recipe");
  REQUIRE(recipes.size() == 2);
  CHECK(recipes[0] == pinned_recipe);
  CHECK(recipes[1] == "#recipe/flow/5x5.town.d60/r");
  CHECK(all_fields(shown.out, "name") == std::vector<std::string>{"Caf\xC3\xA9"});
  // Flow and Slide grade their levels: every level has a difficulty.
  CHECK(all_fields(shown.out, "difficulty").size() == 4);
  CHECK(all_fields(shown.out, "difficulty")[2] == "easy");
}

TEST_CASE("levelgen collection show makes a generated collection's levels from their recipes") {
  const Run made = levelgen({"collection", "make", "--kind", "flow", "--params", "6x6.countryside.d60", "--from",
                             "easy", "--to", "medium", "--count", "4", "--seed", "t", "--note", "Four"});
  REQUIRE_MESSAGE(made.status == 0, made.err);
  const Run shown = levelgen({"collection", "show", json_field(made.out, "link")});
  REQUIRE_MESSAGE(shown.status == 0, shown.err);
  check_one_line(shown);
  CHECK(json_field(shown.out, "type") == "generated");
  CHECK(json_field(shown.out, "note") == "Four");
  const std::vector<std::string> codes = all_fields(shown.out, "code");
  const std::vector<std::string> recipes = all_fields(shown.out, "recipe");
  REQUIRE(codes.size() == 4);
  REQUIRE(recipes.size() == 4);
  CHECK(all_fields(shown.out, "difficulty") == std::vector<std::string>{"easy", "easy", "medium", "medium"});
  for (int i = 0; i < 4; ++i) {
    CAPTURE(recipes[i]);
    CHECK(recipes[i] ==
          "#recipe/flow/6x6.countryside.d60." + std::string(i < 2 ? "easy" : "medium") + "/t." + std::to_string(i + 1));
    // The level the recipe link opens.
    const Run opened = levelgen({"link", recipes[i]});
    CHECK(json_field(opened.out, "code") == codes[i]);
  }
}

TEST_CASE("levelgen pack writes its levels' collection link into pack.json, in the pack's order") {
  const std::string dir = (std::filesystem::temp_directory_path() / "pgw-pack-collection-test").string();
  std::filesystem::remove_all(dir);
  const Run pack = levelgen(
      {"pack", "slide", "--out", dir, "--width", "5", "--height", "5", "--count", "4", "--seed", "10", "--jobs", "2"});
  REQUIRE_MESSAGE(pack.status == 0, pack.err);
  std::ifstream file(dir + "/pack.json");
  const std::string json((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const std::string link = json_field(json, "collection");
  REQUIRE(link.rfind("#collection/list-", 0) == 0);
  const Run shown = levelgen({"collection", "show", link});
  REQUIRE_MESSAGE(shown.status == 0, shown.err);
  CHECK(all_fields(shown.out, "code") == all_fields(json, "code"));
  CHECK(all_fields(shown.out, "recipe").size() == 4);
  CHECK(json_field(shown.out, "title") == json_field(json, "title"));
}

TEST_CASE("levelgen --help names the collection commands") {
  const Run r = levelgen({"--help"});
  CHECK(r.status == 0);
  CHECK(r.out.find("levelgen collection make --kind K") != std::string::npos);
  CHECK(r.out.find("levelgen collection make --codes FILE") != std::string::npos);
  CHECK(r.out.find("levelgen collection show LINK") != std::string::npos);
}

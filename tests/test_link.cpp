// Links: parsing, the kinds' checks behind them, and golden recipes that must
// open the same level in every build.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "kinds/registry.hpp"

using namespace pgw;

namespace {

std::string link_error(std::string_view text) {
  Link link;
  std::string error;
  return check_link(text, link, error) ? std::string() : error;
}

}  // namespace

TEST_CASE("parse_link reads exact and recipe links from URLs, fragments and bare codes") {
  Link link;
  std::string error;
  REQUIRE(parse_link("  https://example.org/app/?embed#flow-AQUF_x-9\n", link, error));
  CHECK(link.type == Link::Type::Exact);
  CHECK(link.kind == "flow");
  CHECK(link.code == "flow-AQUF_x-9");
  REQUIRE(parse_link("slide-AQYG", link, error));
  CHECK(link.kind == "slide");
  REQUIRE(parse_link("#recipe/flow/7x7.town.d60/caf%C3%A9%20au%20lait", link, error));
  CHECK(link.type == Link::Type::Recipe);
  CHECK(link.kind == "flow");
  CHECK(link.params == "7x7.town.d60");
  CHECK(link.seed == "caf\xC3\xA9 au lait");
  CHECK(link.code.empty());
}

TEST_CASE("parse_link says what is wrong with a broken link") {
  const auto error_of = [](std::string_view text) {
    Link link;
    std::string error;
    CHECK_FALSE(parse_link(text, link, error));
    return error;
  };
  CHECK(error_of("") == "the link is empty");
  CHECK(error_of("https://example.org/") == "the link has no '#' part: it opens the app, not a level");
  CHECK(error_of("#flowAQUF") == "a level code is <kind>-<letters>; '-' is missing");
  CHECK(error_of("#Flow-AQUF") == "the kind 'Flow' before '-' may only have lowercase letters");
  CHECK(error_of("#flow-AQ<script>") == "the level code has '<' at character 8, which no level code contains");
  CHECK(error_of("#flow-") == "the level code is empty after 'flow-'");
  CHECK(error_of("#recipe/flow/7x7") == "a recipe link is #recipe/<kind>/<params>/<seed>; this one has 2 parts after 'recipe/'");
  CHECK(error_of("#recipe/flow//x") == "the recipe link has no parameters");
  CHECK(error_of("#recipe/flow/7x7/") == "the recipe link has no seed");
  CHECK(error_of("#recipe/flow/7x7/%4") == "the recipe's seed has a '%' that is not followed by two hex digits");
  CHECK(error_of("#recipe/flow/7x7 /s") == "the recipe's parameters have byte 32 at character 4");
  CHECK(error_of("#recipe/flow/7x7/" + std::string(64, 's')) ==
        "the recipe's seed is 64 characters long; at most 63 are allowed");
  CHECK(error_of(std::string(9000, 'a')).find("9000 characters long") != std::string::npos);
}

TEST_CASE("percent encoding round-trips any seed text") {
  const std::string seeds[] = {"castle", "a b/c#d%e", "\xC3\xA9t\xC3\xA9", std::string("\0\x01\xFF", 3), "~._-"};
  for (const std::string& seed : seeds) {
    std::string back;
    REQUIRE(percent_decode(percent_encode(seed), back));
    CHECK(back == seed);
    CHECK(percent_encode(seed).find_first_of("/#? ") == std::string::npos);
  }
  CHECK(percent_encode("a b") == "a%20b");
}

TEST_CASE("daily links: #daily/<kind>, with or without a date; what is wrong is named") {
  Link link;
  std::string error;
  REQUIRE(parse_link("https://example.org/#daily/flow", link, error));
  CHECK(link.type == Link::Type::Daily);
  CHECK(link.kind == "flow");
  CHECK(link.seed.empty());
  CHECK(std::string(link_type_name(link.type)) == "daily");
  REQUIRE(parse_link("#daily/slide/2026-11-24", link, error));
  CHECK(link.kind == "slide");
  CHECK(link.seed == "2026-11-24");
  CHECK(!parse_link("#daily/flow/2026/11", link, error));
  CHECK(error.find("3 parts after 'daily/'") != std::string::npos);
  CHECK(!parse_link("#daily/flow/", link, error));
  CHECK(error.find("no date") != std::string::npos);
  CHECK(!parse_link("#daily/flow/2026_11", link, error));
  CHECK(error.find("character 5") != std::string::npos);
  // The kinds: only those with a daily; a date that is no date is named.
  CHECK(link_error("#daily/flow").empty());
  CHECK(link_error("#daily/slide/2024-02-29").empty());
  CHECK(link_error("#daily/cities").find("flow, slide") != std::string::npos);
  CHECK(link_error("#daily/maze").find("unknown kind 'maze'") != std::string::npos);
  CHECK(!link_error("#daily/flow/2026-02-30").empty());
}

TEST_CASE("check_link asks the kind: unknown kinds, damaged codes, bad params") {
  std::string known;
  for (const KindApi* kind : all_kinds()) known += (known.empty() ? "" : ", ") + std::string(kind->name);
  CHECK(known.rfind("slide, flow, cities, assembly", 0) == 0);
  CHECK(link_error("#recipe/mazes/1x1/a") == "unknown kind 'mazes' (known: " + known + ")");
  CHECK(link_error("#recipe/cities/1x1/a") == "width 1 is out of range 2–1000");
  CHECK(link_error("#recipe/flow/99x7.countryside/a") == "width 99 is out of range 2–40");
  CHECK(link_error("#recipe/slide/6x6.q3/a").find("parameter 2 ('q3')") != std::string::npos);
  CHECK(link_error("#slide-AQYGAwWGTkQABhAACAEYrzyG") == "checksum mismatch: the code was damaged or cut short");
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    CHECK(kind->check_params(kind->default_params).empty());
    CHECK(link_error(recipe_link_fragment(kind->name, kind->default_params, "any seed")).empty());
  }
}

namespace {

// A table of "link<TAB>level code" lines (comments start with '#' and a space, or with "# ").
std::vector<std::pair<std::string, std::string>> read_link_table(const char* path) {
  std::ifstream file(path);
  REQUIRE(file.good());
  std::vector<std::pair<std::string, std::string>> rows;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || line.rfind("# ", 0) == 0) continue;
    const std::size_t tab = line.find('\t');
    REQUIRE(tab != std::string::npos);
    rows.emplace_back(line.substr(0, tab), line.substr(tab + 1));
  }
  return rows;
}

// The level a checked recipe link makes.
std::string recipe_level(const Link& link) {
  Progress progress;
  const KindGenerated g = find_kind(link.kind)->generate(link.params, link.seed, progress);
  REQUIRE_MESSAGE(g.ok, g.error);
  return g.code;
}

}  // namespace

TEST_CASE("golden recipe links open the same level in this build") {
  int checked = 0;
  for (const auto& row : read_link_table(PGW_SOURCE_DIR "/tests/golden/recipes.tsv")) {
    const std::string &text = row.first, &expected = row.second;  // a lambda (CAPTURE) cannot name a structured binding in C++17
    CAPTURE(text);
    Link link;
    std::string error;
    REQUIRE_MESSAGE(check_link(text, link, error), error);
    REQUIRE(link.type == Link::Type::Recipe);
    const std::string code = recipe_level(link);
    CHECK(code == expected);
    CHECK(link_error(exact_link_fragment(code)).empty());  // and its exact link opens
    ++checked;
  }
  CHECK(checked >= 10);
}

TEST_CASE("links shared before issue 13 still open their level") {
  int exact = 0, recipes = 0;
  for (const auto& row : read_link_table(PGW_SOURCE_DIR "/tests/fixtures/links/links_before_issue13.tsv")) {
    const std::string &text = row.first, &expected = row.second;  // a lambda (CAPTURE) cannot name a structured binding in C++17
    CAPTURE(text);
    Link link;
    std::string error;
    REQUIRE_MESSAGE(check_link(text, link, error), error);
    const bool is_exact = link.type == Link::Type::Exact;
    CHECK((is_exact ? link.code : recipe_level(link)) == expected);
    ++(is_exact ? exact : recipes);
  }
  CHECK(exact >= 4);  // one of each kind at least
  CHECK(recipes >= 4);
}

TEST_CASE("kind API: form fields become params text, with the bad field named") {
  std::string text, error;
  const KindApi& flow = *find_kind("flow");
  REQUIRE(flow.params_from_fields({{"width", "9"}, {"height", "5"}, {"env", "town"}, {"unique", "true"}}, text, error));
  CHECK(text == "9x5.town.d60.unique");
  CHECK_FALSE(flow.params_from_fields({{"colour", "red"}}, text, error));
  CHECK(error == "unknown parameter 'colour' (known: width, height, env, density, unique, blank, difficulty)");
  CHECK_FALSE(flow.params_from_fields({{"width", "nine"}}, text, error));
  CHECK(error == "width 'nine' is not a whole number");
  CHECK_FALSE(flow.params_from_fields({{"unique", "yes"}}, text, error));
  CHECK(error == "unique 'yes' is not true or false");
  CHECK_FALSE(flow.params_from_fields({{"width", "41"}}, text, error));
  CHECK(error == "width 41 is out of range 2–40");
  const KindApi& slide = *find_kind("slide");
  REQUIRE(slide.params_from_fields({{"width", "7"}, {"min_moves", "9"}, {"hardest", "true"}}, text, error));
  CHECK(text.rfind("7x6.m9.", 0) == 0);
  CHECK(text.find("hardest") != std::string::npos);
}

TEST_CASE("kind API: describe and solve answer in JSON; bad codes are named") {
  Progress progress;
  const KindGenerated flow = find_kind("flow")->generate("6x5.canyon.d70.unique", "api", progress);
  REQUIRE(flow.ok);
  const KindAnswer described = find_kind("flow")->describe(flow.code);
  REQUIRE(described.ok);
  CHECK(described.json.find("\"width\":6,\"height\":5,\"environment\":\"canyon\"") != std::string::npos);
  CHECK(described.json.find("\"solved\":false") != std::string::npos);
  const KindAnswer solved = find_kind("flow")->solve(flow.code, progress);
  REQUIRE(solved.ok);
  CHECK(solved.json.find("\"solutions\":1,\"unique\":true,\"solution\":\"flow-") != std::string::npos);

  const KindGenerated slide = find_kind("slide")->generate("5x5.m6.s20.v15", "api", progress);
  REQUIRE(slide.ok);
  const KindAnswer path = find_kind("slide")->solve(slide.code, progress);
  REQUIRE(path.ok);
  CHECK(path.json.find("\"solvable\":true,\"optimal_moves\":") != std::string::npos);
  CHECK(find_kind("slide")->describe(slide.code).json.find("\"board\":") != std::string::npos);

  const KindAnswer broken = find_kind("flow")->describe("flow-AQUF");
  CHECK_FALSE(broken.ok);
  CHECK_FALSE(broken.error.empty());
}

// test_builtin_collections.cpp — the built-in collections ship as pinned
// codes (data/collections/*.txt, kinds/collections.hpp): each reads, each
// level is a code the kind accepts with the recipe it was pinned from, the
// recipe still makes that very code while its generator version is the one
// that pinned it, and the level is graded as its recipe asked.
//
// A generator change that alters a pinned level fails here: bump the kind's
// generator_version (the pinned codes stay what ships; the file's
// "# generator: <kind> <N>" line then no longer matches and this test skips
// those recipes), never re-pin a published collection.
#include <doctest/doctest.h>

#include <string>

#include "core/collection.hpp"
#include "core/progress.hpp"
#include "kinds/collections.hpp"
#include "kinds/registry.hpp"

namespace pgw {

namespace {

// The difficulty name among a params text's tokens ("" when none).
std::string params_difficulty(const std::string& params)
{
  static const char* kNames[] = {"easy", "medium", "hard", "expert"};
  std::size_t start = 0;
  while (start <= params.size()) {
    std::size_t end = params.find('.', start);
    if (end == std::string::npos) end = params.size();
    const std::string token = params.substr(start, end - start);
    for (const char* name : kNames)
      if (token == name) return token;
    start = end + 1;
  }
  return std::string();
}

// The generator version a pinned file says made its `kind` levels ("# generator: flow 1"), or -1.
int pinned_version(std::string_view text, const std::string& kind)
{
  const std::string key = "# generator: " + kind + " ";
  const std::size_t at = text.find(key);
  if (at == std::string_view::npos) return -1;
  int version = 0;
  for (std::size_t i = at + key.size(); i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
    version = version * 10 + (text[i] - '0');
  return version;
}

}  // namespace

TEST_CASE("Built-in collections: pinned codes are what their recipes made")
{
  REQUIRE(builtin_collections().size() >= 4);
  // Every level natively; a sample in wasm, where generating is slower, and a smaller one under the
  // sanitizers (every collection still regenerates a level there; this test was a third of their layer).
#if defined(PGW_SANITIZED)
  const int step = 13;
#elif defined(PGW_SLOW_BUILD)  // wasm
  const int step = 7;
#else
  const int step = 1;
#endif
  int regenerated = 0;
  for (const BuiltInCollection& builtin : builtin_collections()) {
    CAPTURE(builtin.Name);
    Collection set;
    std::string error;
    REQUIRE_MESSAGE(parse_collection_text(builtin.Text, find_kind, set, error), error);
    REQUIRE_MESSAGE(check_collection(set, find_kind, error), error);
    CHECK(!set.title.empty());
    CHECK(!set.author.empty());
    CHECK(set.type == Collection::Type::HandMade);
    CHECK(set.size() >= 20);
    // Its link opens as the same collection: a built-in can be shared.
    Collection again;
    REQUIRE_MESSAGE(parse_collection_link(collection_link_fragment(set), again, error), error);
    CHECK(again.size() == set.size());
    for (int i = 0; i < set.size(); ++i) {
      const CollectionLevel& level = set.levels[static_cast<std::size_t>(i)];
      CAPTURE(i + 1);
      REQUIRE(!level.code.empty());
      REQUIRE(!level.params.empty());
      const KindApi* kind = find_kind(level.kind);
      REQUIRE(kind != nullptr);
      CHECK(kind->check_code(level.code).empty());
      // Pinned by a generator version this build still has: its recipe makes the same level.
      const int pinned = pinned_version(builtin.Text, level.kind);
      REQUIRE_MESSAGE(pinned > 0, "no '# generator: ", level.kind, " N' line (scripts/pin_collections.py writes it)");
      if (i % step != 0 || static_cast<unsigned>(pinned) != kind->generator_version) continue;
      Progress progress;
      const KindGenerated made = kind->generate(level.params, level.seed, progress);
      REQUIRE_MESSAGE(made.ok, made.error);
      CHECK_MESSAGE(made.code == level.code, "the recipe #recipe/", level.kind, "/", level.params, "/", level.seed,
                    " now makes another level: bump ", level.kind, "'s generator_version");
      ++regenerated;
      // Graded as asked: "first steps to expert" is what the player is promised.
      const std::string asked = params_difficulty(level.params);
      const KindAnswer described = kind->describe(level.code);
      REQUIRE(described.ok);
      if (!asked.empty() && described.json.find("\"difficulty\"") != std::string::npos)
        CHECK_MESSAGE(described.json.find("\"difficulty\":\"" + asked + "\"") != std::string::npos,
                      "asked ", asked, ", described ", described.json.substr(0, 200));
    }
  }
  CHECK(regenerated > 0);
}

TEST_CASE("Built-in collections: sizes and grades rise through each")
{
  for (const BuiltInCollection& builtin : builtin_collections()) {
    CAPTURE(builtin.Name);
    Collection set;
    std::string error;
    REQUIRE(parse_collection_text(builtin.Text, find_kind, set, error));
    static const char* kOrder[] = {"easy", "medium", "hard", "expert"};
    int last = 0;
    for (const CollectionLevel& level : set.levels) {
      const std::string asked = params_difficulty(level.params);
      int rank = 0;
      for (int r = 0; r < 4; ++r)
        if (asked == kOrder[r]) rank = r + 1;
      CHECK(rank >= last);  // never easier than the level before
      last = rank;
    }
  }
}

}  // namespace pgw

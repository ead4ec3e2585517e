// Collections (core/collection.hpp): the ramp, both link forms round trip
// (UTF-8 text, many levels, every kind of level), levels as recipes, the
// kinds' checks with the generator version, damaged and hostile links
// refused with a message that says where, link lengths, and the text form.
// Levels come from the kinds' own generate (kinds/registry.hpp), never
// from codes written here.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/codec.hpp"
#include "core/collection.hpp"
#include "core/link.hpp"
#include "core/range_code.hpp"
#include "core/rng.hpp"
#include "kinds/registry.hpp"

using namespace pgw;

namespace {

std::string made_code(const char* kind, const std::string& params, const std::string& seed) {
  const KindApi* api = find_kind(kind);
  REQUIRE(api != nullptr);
  Progress progress;
  const KindGenerated g = api->generate(params, seed, progress);
  REQUIRE_MESSAGE(g.ok, g.error);
  return g.code;
}

// Flow 15×15 codes of seeds 1–30: made once, shared by the tests.
const std::vector<std::string>& flow_15x15_codes() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out;
    for (int seed = 1; seed <= 30; ++seed)
      out.push_back(made_code("flow", "15x15.countryside.d60", std::to_string(seed)));
    return out;
  }();
  return codes;
}

Collection generated(const std::string& params, Difficulty from, Difficulty to, int count, const std::string& seed) {
  Collection c;
  c.type = Collection::Type::Generated;
  c.kind = "flow";
  c.version = find_kind("flow")->generator_version;
  c.params = params;
  c.from = from;
  c.to = to;
  c.count = count;
  c.seed = seed;
  return c;
}

CollectionLevel code_level(const std::string& code, const std::string& name = "") {
  CollectionLevel level;
  level.code = code;
  level.kind = code.substr(0, code.find('-'));
  level.name = name;
  return level;
}

CollectionLevel recipe_level(const char* kind, const std::string& params, const std::string& seed,
                             const std::string& name = "") {
  CollectionLevel level;
  level.kind = kind;
  level.version = find_kind(kind)->generator_version;
  level.params = params;
  level.seed = seed;
  level.name = name;
  return level;
}

Collection hand_made(std::vector<CollectionLevel> levels) {
  Collection c;
  c.type = Collection::Type::HandMade;
  c.levels = std::move(levels);
  return c;
}

// The link of `c`, read back: equal, and checked by the kinds.
Collection round_trip(const Collection& c) {
  const std::string link = collection_link_fragment(c);
  CAPTURE(link.substr(0, 200));
  CHECK(is_collection_link(link));
  Collection back;
  std::string error;
  CHECK_MESSAGE(parse_collection_link(link, back, error), error);
  CHECK(back == c);
  CHECK_MESSAGE(check_collection(back, find_kind, error), error);
  return back;
}

std::string link_error(std::string_view link) {
  Collection c;
  std::string error;
  CHECK_FALSE(parse_collection_link(link, c, error));
  CHECK_FALSE(error.empty());
  return error;
}

std::string check_error(const Collection& c) {
  std::string error;
  CHECK_FALSE(check_collection(c, find_kind, error, kind_names()));
  return error;
}

std::string text_error(std::string_view text) {
  Collection c;
  std::string error;
  CHECK_FALSE(parse_collection_text(text, find_kind, c, error, kind_names()));
  CHECK_FALSE(error.empty());
  return error;
}

}  // namespace

TEST_CASE("ramp_difficulty: equal runs from one end to the other") {
  std::map<Difficulty, int> counts;
  Difficulty last = Difficulty::Easy;
  for (int i = 0; i < 100; ++i) {
    const Difficulty d = ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 100, i);
    CHECK(static_cast<int>(d) >= static_cast<int>(last));  // never back down
    last = d;
    ++counts[d];
  }
  CHECK(counts.size() == 4);
  for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert})
    CHECK(counts[d] == 25);
  CHECK(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 100, 24) == Difficulty::Easy);
  CHECK(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 100, 25) == Difficulty::Medium);
  CHECK(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 100, 99) == Difficulty::Expert);
  // One level: the first end; fewer levels than steps: both ends still reached.
  CHECK(ramp_difficulty(Difficulty::Hard, Difficulty::Expert, 1, 0) == Difficulty::Hard);
  CHECK(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 2, 0) == Difficulty::Easy);
  CHECK(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 2, 1) == Difficulty::Expert);
  CHECK(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 3, 1) == Difficulty::Hard);
  // Both ends the same, any, and a ramp down.
  for (int i = 0; i < 7; ++i) {
    CHECK(ramp_difficulty(Difficulty::Medium, Difficulty::Medium, 7, i) == Difficulty::Medium);
    CHECK(ramp_difficulty(Difficulty::Any, Difficulty::Any, 7, i) == Difficulty::Any);
  }
  CHECK(ramp_difficulty(Difficulty::Expert, Difficulty::Easy, 8, 0) == Difficulty::Expert);
  CHECK(ramp_difficulty(Difficulty::Expert, Difficulty::Easy, 8, 7) == Difficulty::Easy);
  // 10 over 4: runs of 3, 2, 3, 2.
  std::string runs;
  for (int i = 0; i < 10; ++i) runs += difficulty_name(ramp_difficulty(Difficulty::Easy, Difficulty::Expert, 10, i))[0];
  CHECK(runs.substr(0, 3) == "eee");
  CHECK(runs.substr(3, 2) == "mm");
  CHECK(runs.substr(5, 3) == "hhh");
  CHECK(runs.substr(8, 2) == "ee");  // expert starts with 'e' too
}

TEST_CASE("generated links: short, and read back equal with UTF-8 text") {
  Collection c = generated("7x7.countryside.d60", Difficulty::Easy, Difficulty::Expert, 100, "s1");
  c.title = "Ramp";
  const std::string link = collection_link_fragment(c);
  CHECK(link == "#collection/ramp/flow1/7x7.countryside.d60/easy-expert/100/s1/Ramp");
  CHECK(link.size() <= 80);
  round_trip(c);

  c.title = "Caf\xC3\xA9 au lait / \xE6\x97\xA5\xE6\x9C\xAC";
  c.author = "Zo\xC3\xAB";
  c.note = "Small boards first, then bigger ones. 100% fun?";
  c.seed = "graine \xC3\xA0 moi";
  round_trip(c);
  // Author without a title, a note without either: empty parts keep their place.
  c.title.clear();
  round_trip(c);
  c.author.clear();
  round_trip(c);
  // One name for both ends, any, and a ramp down.
  round_trip(generated("9x9.town.d80", Difficulty::Hard, Difficulty::Hard, 1000, "x"));
  round_trip(generated("9x9.town.d80", Difficulty::Any, Difficulty::Any, 3, "x"));
  round_trip(generated("9x9.town.d80", Difficulty::Expert, Difficulty::Medium, 12, "x"));
  CHECK(collection_link_fragment(generated("9x9.town.d80", Difficulty::Hard, Difficulty::Hard, 5, "x")) ==
        "#collection/ramp/flow1/9x9.town.d80/hard/5/x");
  Collection read;
  std::string error;
  REQUIRE(parse_collection_link("https://example.org/app/?embed#collection/ramp/flow1/9x9.town.d80/hard-hard/5/x", read,
                                error));
  CHECK(read == generated("9x9.town.d80", Difficulty::Hard, Difficulty::Hard, 5, "x"));
  REQUIRE(parse_collection_link("collection/ramp/slide1/6x6.m8.s20.v15/any/2/y", read, error));
  CHECK(read.kind == "slide");
  CHECK(read.from == Difficulty::Any);
}

TEST_CASE("a generated collection's levels are recipes the kind accepts, with the ramp's difficulty") {
  // A difficulty in the params (a Collection made in code) is replaced by the ramp's.
  Collection c = generated("7x7.countryside.d60.hard", Difficulty::Easy, Difficulty::Expert, 8, "s1");
  const KindApi& flow = *find_kind("flow");
  CollectionLevel level;
  std::string error;
  const char* expected[] = {"easy", "easy", "medium", "medium", "hard", "hard", "expert", "expert"};
  for (int i = 0; i < 8; ++i) {
    REQUIRE_MESSAGE(collection_level(c, i, find_kind, level, error), error);
    CAPTURE(level.params);
    CHECK(level.is_recipe());
    CHECK(level.kind == "flow");
    CHECK(level.version == flow.generator_version);
    CHECK(level.seed == "s1." + std::to_string(i + 1));
    CHECK(flow.check_params(level.params) == "");
    CHECK(flow.read_params(level.params).canonical == level.params);
    CHECK(level.params == std::string("7x7.countryside.d60.") + expected[i]);
  }
  CHECK_FALSE(collection_level(c, 8, find_kind, level, error));
  CHECK(error == "level 9 is out of range 1–8");
  CHECK_FALSE(collection_level(c, -1, find_kind, level, error));
  // Any: the params as they are (canonical), without a difficulty.
  c = generated("7x7.countryside.d60.unique", Difficulty::Any, Difficulty::Any, 2, "s");
  REQUIRE(collection_level(c, 1, find_kind, level, error));
  CHECK(level.params == "7x7.countryside.d60.unique");
  CHECK(level.seed == "s.2");
  // The level is the recipe's: the same code as the kind makes from it.
  c = generated("6x6.countryside.d60", Difficulty::Easy, Difficulty::Medium, 4, "t");
  REQUIRE(collection_level(c, 3, find_kind, level, error));
  CHECK(level.params == "6x6.countryside.d60.medium");
  const std::string code = made_code("flow", level.params, level.seed);
  CHECK(flow.check_code(code) == "");
  // The params without a difficulty, as the CLI stores them.
  CHECK(params_without_difficulty("7x7.countryside.d60.hard") == "7x7.countryside.d60");
  CHECK(params_without_difficulty("10x10.m25.s20.v15.any.climb") == "10x10.m25.s20.v15.climb");
  CHECK(params_without_difficulty("easy.7x7") == "7x7");
}

TEST_CASE("hand-made links: codes and recipes of several kinds, names, many levels") {
  const std::string flow1 = made_code("flow", "7x7.town.d60", "a"), flow2 = made_code("flow", "9x6.canyon.d80", "b");
  const std::string slide1 = made_code("slide", "6x6.m8.s20.v15", "c");
  std::vector<CollectionLevel> levels = {
      code_level(flow1, "First steps"),
      code_level(flow2, "\xC3\x89tape deux \xE2\x80\x94 \xE6\x97\xA5\xE6\x9C\xAC"),
      recipe_level("flow", "7x7.countryside.d60.easy", "first.3"),
      code_level(slide1),
      recipe_level("slide", "6x6.m8.s20.v15", "caf\xC3\xA9 / 100%", "Slide"),
      code_level(flow1),  // the same level twice is allowed
  };
  // A code with the recipe it was pinned from.
  CollectionLevel pinned = code_level(made_code("flow", "7x7.countryside.d60.easy", "p.1"), "Pinned");
  pinned.version = 1;
  pinned.params = "7x7.countryside.d60.easy";
  pinned.seed = "p.1";
  levels.push_back(pinned);
  Collection c = hand_made(levels);
  c.title = "Flow \xE2\x80\x94 first steps";
  c.author = "Procgen Workbench";
  c.note = "Small boards first, then bigger ones.";
  const Collection back = round_trip(c);
  CHECK(back.levels[2].is_recipe());
  CHECK_FALSE(back.levels[6].is_recipe());
  CHECK(back.size() == 7);

  // Other kinds' codes: cities and assembly travel too.
  round_trip(hand_made({code_level(made_code("cities", "20x20.s3.l6.open.n4", "1")),
                        code_level(made_code("assembly", "forest.nature_large", "2"))}));

  // 1000 levels, the most there may be.
  std::vector<CollectionLevel> many;
  for (int i = 0; i < kMaxCollectionLevels; ++i)
    many.push_back(recipe_level(i % 3 ? "flow" : "slide", i % 3 ? "7x7.countryside.d60" : "6x6.m8.s20.v15",
                                std::to_string(i), i % 7 ? "" : "Level " + std::to_string(i)));
  const Collection big = hand_made(many);
  round_trip(big);
  std::size_t recipe_links = 0;
  for (const CollectionLevel& level : many)
    recipe_links += recipe_link_fragment(level.kind, level.params, level.seed).size();
  CHECK(collection_link_fragment(big).size() * 4 < recipe_links);  // recipes repeat: packed

  // A code that is not wrap_code's framing of its bytes (damaged) still travels, as text.
  Collection odd = hand_made({code_level("flow-AAAA")});
  const std::string link = collection_link_fragment(odd);
  Collection read;
  std::string error;
  REQUIRE(parse_collection_link(link, read, error));
  CHECK(read == odd);
  CHECK(check_error(odd).rfind("level 1: ", 0) == 0);
}

TEST_CASE("collection_level gives a hand-made level as it is") {
  const Collection c = hand_made(
      {code_level(made_code("slide", "5x5.m8.s20.v15", "1"), "One"), recipe_level("flow", "7x7.town.d60", "two")});
  CollectionLevel level;
  std::string error;
  REQUIRE(collection_level(c, 0, find_kind, level, error));
  CHECK(level == c.levels[0]);
  REQUIRE(collection_level(c, 1, find_kind, level, error));
  CHECK(level == c.levels[1]);
  CHECK_FALSE(collection_level(c, 2, find_kind, level, error));
  CHECK(error == "level 3 is out of range 1–2");
}

TEST_CASE("link lengths: a 100-level ramp and 30 Flow 15x15 levels") {
  Collection ramp = generated("7x7.countryside.d60", Difficulty::Easy, Difficulty::Expert, 100, "s1");
  ramp.title = "Ramp";
  CHECK(collection_link_fragment(ramp).size() <= 80);

  std::vector<CollectionLevel> levels;
  std::size_t code_characters = 0;
  for (const std::string& code : flow_15x15_codes()) {
    levels.push_back(code_level(code));
    code_characters += code.size();
  }
  Collection c = hand_made(levels);
  c.title = "Thirty";
  const std::string link = collection_link_fragment(c);
  MESSAGE("30 Flow 15x15 levels: codes " << code_characters << " characters, hand-made link " << link.size());
  // The codes' bytes, not their text, range-coded: well under half of the codes' own length.
  CHECK(link.size() * 2 < code_characters);
  round_trip(c);
}

TEST_CASE("check_collection: kinds, params, codes and the generator version") {
  const std::string known = "(known: " + kind_names() + ")";
  Collection c = generated("7x7.countryside.d60", Difficulty::Easy, Difficulty::Expert, 10, "s");
  std::string error;
  CHECK_MESSAGE(check_collection(c, find_kind, error), error);
  c.version = 2;
  CHECK(check_error(c) ==
        "this collection was made with Flow's generator version 2; this app's is version 1, which makes other levels "
        "from the same recipes");
  c.version = 1;
  c.kind = "maze";
  CHECK(check_error(c) == "unknown kind 'maze' " + known);
  c.kind = "flow";
  c.params = "7x7.volcano.d60";
  CHECK(check_error(c).rfind("level 1: ", 0) == 0);
  c = generated("200x200.s3.l6.open.n4", Difficulty::Easy, Difficulty::Hard, 10, "s");
  c.kind = "cities";
  CHECK(check_error(c) == "level 1: Cities has no difficulties: its ramp can only be any");
  c.from = c.to = Difficulty::Any;
  CHECK_MESSAGE(check_collection(c, find_kind, error), error);
  // Shapes are checked too (a collection made in code).
  c.seed = std::string(kMaxCollectionSeed + 1, 's');
  CHECK(check_error(c) == "the collection's seed is 59 characters long; at most 58 are allowed");

  // Hand-made: the level at fault, 1-based.
  const std::string good = made_code("flow", "7x7.town.d60", "a");
  std::string bad = good;
  bad[10] = bad[10] == 'A' ? 'B' : 'A';
  Collection h = hand_made({code_level(good), code_level(good), code_level(bad)});
  CHECK(check_error(h) == "level 3: checksum mismatch: the code was damaged or cut short");
  h = hand_made({code_level(good), recipe_level("flow", "7x7.town.d60", "x")});
  h.levels[1].version = 2;
  CHECK(check_error(h) ==
        "level 2: this level's recipe was made with Flow's generator version 2; this app's is version 1, which makes "
        "another level from the same recipe");
  // A code is its level whatever its recipe's version.
  h.levels[1].code = made_code("flow", "7x7.town.d60", "x");
  CHECK_MESSAGE(check_collection(h, find_kind, error), error);
  h = hand_made({recipe_level("flow", "7x7.town.d60", "x")});
  h.levels[0].params = "7x7.town.d600";
  CHECK(check_error(h).rfind("level 1: the recipe: ", 0) == 0);
  h.levels[0].kind = "maze";
  CHECK(check_error(h) == "level 1: unknown kind 'maze' " + known);
  std::vector<CollectionLevel> many(kMaxCollectionLevels + 1, code_level(good));
  CHECK(check_error(hand_made(many)) == "the collection has 1001 levels; it may have 1–1000");
  CHECK(check_error(hand_made({})) == "the collection has 0 levels; it may have 1–1000");
}

TEST_CASE("damaged and hostile links are refused with a message that says where") {
  const std::string good = made_code("flow", "7x7.town.d60", "a");
  Collection h = hand_made({code_level(good, "One"), recipe_level("slide", "6x6.m8.s20.v15", "b")});
  h.title = "Title";
  const std::string link = collection_link_fragment(h);
  // A character changed: the checksum.
  std::string flipped = link;
  flipped[30] = flipped[30] == 'A' ? 'B' : 'A';
  CHECK(link_error(flipped) == "checksum mismatch: the collection link was damaged or cut short");
  // Cut short.
  CHECK(link_error(link.substr(0, link.size() - 4)) ==
        "checksum mismatch: the collection link was damaged or cut short");
  CHECK(link_error(link.substr(0, link.size() - 1)).find("length no encoder makes") != std::string::npos);
  CHECK(link_error("#collection/list-AQ") == "the collection link is cut short: 2 characters after 'list-'");
  std::string with_bad = link;
  with_bad[25] = '!';
  CHECK(link_error(with_bad) ==
        "the collection link has '!' at character 25 after '#', which no collection link contains");
  // A payload that is well framed but says too much.
  ByteWriter w;
  w.u8(0);                                  // not packed
  for (int i = 0; i < 3; ++i) w.varint(0);  // title, author, note
  w.varint(0);                              // no levels
  CHECK(link_error("#collection/" + wrap_code("list", 1, w.bytes())) == "the link's count 0 is out of range 1–1000");
  ByteWriter many;
  many.u8(0);
  for (int i = 0; i < 3; ++i) many.varint(0);
  many.varint(1001);
  CHECK(link_error("#collection/" + wrap_code("list", 1, many.bytes())) ==
        "the link's count 1001 is out of range 1–1000");
  ByteWriter packing;
  packing.u8(7);
  CHECK(link_error("#collection/" + wrap_code("list", 1, packing.bytes())) ==
        "the collection link's levels are packed by method 7, which this app does not know (it reads 0, 1 and 2)");
  ByteWriter cut;
  cut.u8(0);
  cut.varint(5);
  cut.u8('a');
  CHECK(link_error("#collection/" + wrap_code("list", 1, cut.bytes())) == "the collection link ends before its title");
  ByteWriter title;
  title.u8(0);
  title.varint(3);
  for (unsigned byte : {0x41u, 0xFFu, 0x41u}) title.u8(byte);
  title.varint(0);
  title.varint(0);
  title.varint(1);
  title.varint(2);  // a recipe …
  CHECK(link_error("#collection/" + wrap_code("list", 1, title.bytes())) ==
        "level 1: the first level does not name its kind");
  CHECK(link_error("#collection/" + wrap_code("list", 2, title.bytes())) ==
        "the collection link uses format version 2; this app reads version 1");

  // Generated links: each part.
  const std::string ramp = "#collection/ramp/flow1/7x7.countryside.d60/easy-expert/";
  CHECK(link_error(ramp + "0/s") == "the link's count 0 is out of range 1–1000");
  CHECK(link_error(ramp + "1001/s") == "the link's count 1001 is out of range 1–1000");
  CHECK(link_error(ramp + "ten/s") == "the link's count 'ten' is not a whole number");
  CHECK(link_error(ramp + "12345678/s") == "the link's count 12345678 is out of range 1–1000");
  CHECK(link_error(ramp + "10/s/%4") == "the title has a '%' that is not followed by two hex digits");
  CHECK(link_error(ramp + "10/%G0") == "the collection's seed has a '%' that is not followed by two hex digits");
  CHECK(link_error(ramp + "10/s/abcdefghijk%FFxyz") == "the title is not UTF-8 at byte 12");
  CHECK(link_error(ramp + "10/s/t/a%0Ab") == "the author has a control character (byte 10) at byte 2");
  CHECK(link_error(ramp + "10/s/" + std::string(81, 't')) == "the title is 81 bytes long; at most 80 are allowed");
  CHECK(link_error(ramp + "10/s/t/a/" + std::string(401, 'n')) ==
        "the note is 401 bytes long; at most 400 are allowed");
  CHECK(link_error(ramp + "10/") == "the collection's seed is empty");
  CHECK(link_error(ramp + "10/" + std::string(59, 's')) ==
        "the collection's seed is 59 characters long; at most 58 are allowed");
  CHECK(link_error(ramp + "10") ==
        "a generated collection link is #collection/ramp/<kind><version>/<params>/<from>-<to>/<count>/<seed>"
        "[/<title>[/<author>[/<note>]]]; this one has 4 parts after 'ramp/'");
  CHECK(link_error("#collection/ramp/flow/7x7/easy/1/s") ==
        "the collection's kind and generator version 'flow' should be lowercase letters, then digits (flow1)");
  CHECK(link_error("#collection/ramp/flow0/7x7/easy/1/s") == "the generator version 0 is out of range 1–999999");
  CHECK(link_error("#collection/ramp/flow1/7x7/easy-brutal/1/s") ==
        "the ramp 'easy-brutal': 'brutal' is not one of any, easy, medium, hard, expert");
  CHECK(link_error("#collection/ramp/flow1/7x7/any-hard/1/s") ==
        "the ramp 'any-hard' mixes any with a difficulty: give two difficulties, or any");
  CHECK(link_error("#collection/ramp/flow1/7x7.hard/easy/1/s") ==
        "the collection's parameters name a difficulty ('hard'); the ramp gives each level's");
  CHECK(link_error("#collection/ramp/flow1/7x7%20/easy/1/s") == "the collection's parameters have '%' at character 4");
  CHECK(link_error("#collection/ramp/flow1//easy/1/s") == "the collection's parameters are empty");
  CHECK(link_error("#collection/heap/x") ==
        "a collection link is #collection/ramp/<kind><version>/<params>/<from>-<to>/<count>/<seed>"
        "[/<title>[/<author>[/<note>]]] or #collection/list-<levels>");
  CHECK(link_error("https://example.org/app/") == "the link has no '#' part: it opens the app, not a collection");
  CHECK(link_error("#flow-AQUF") == "this is not a collection link (they begin #collection/)");
  CHECK(link_error(std::string(kMaxCollectionLink + 1, 'a')).find("at most 1048576 are allowed") != std::string::npos);
  // A level link is not a collection's, and says so.
  Link level;
  std::string error;
  CHECK_FALSE(parse_link(link, level, error));
  CHECK(error == "this is a collection's link (#collection/…), not a level's");
  CHECK(is_collection_link("https://example.org/#collection/anything"));
  CHECK_FALSE(is_collection_link("#flow-AQUF"));
  CHECK_FALSE(is_collection_link("https://example.org/collection/x"));
}

TEST_CASE("every character of a link changed: refused with a message, or read back equal") {
  const Collection h = hand_made(
      {code_level(made_code("flow", "5x5.town.d60", "a"), "One"), recipe_level("slide", "6x6.m8.s20.v15", "b", "Two")});
  Collection g = generated("7x7.countryside.d60", Difficulty::Easy, Difficulty::Hard, 30, "s");
  g.title = "T\xC3\xAFtle";
  g.author = "A";
  for (const std::string& link : {collection_link_fragment(h), collection_link_fragment(g)}) {
    for (std::size_t i = 1; i < link.size(); ++i)
      for (char c : {'A', 'z', '0', '-', '_', '/', '%', '.', '\xFF'}) {
        std::string changed = link;
        changed[i] = c;
        for (const std::string& text : {changed, link.substr(0, i)}) {
          Collection read;
          std::string error;
          if (!parse_collection_link(text, read, error)) {
            CHECK_FALSE(error.empty());
            continue;
          }
          Collection again;
          CHECK(parse_collection_link(collection_link_fragment(read), again, error));
          CHECK(again == read);
        }
      }
  }
}

TEST_CASE("the text form: codes, recipes, names, comments; errors name the line") {
  const std::string a = made_code("flow", "7x7.town.d60", "a"), b = made_code("slide", "6x6.m8.s20.v15", "b");
  const std::string pinned = made_code("flow", "7x7.countryside.d60.easy", "first.1");
  const std::string text =
      "\xEF\xBB\xBF# A collection\n"
      "title: Flow first steps\n"
      "author: Procgen Workbench\r\n"
      "note: Small boards first, then bigger ones.\n"
      "\n" +
      a + "\n" +
      "name: First steps\n"
      "  https://example.org/app/?embed#" +
      b + "   # a comment after the level\n" + pinned + " #recipe/flow/7x7.countryside.d60.easy/first.1\n" +
      "#recipe/flow/7x7.countryside.d60.easy/first.2\n"
      "name: Caf\xC3\xA9\n"
      "#" +
      a + "\n";
  Collection c;
  std::string error;
  REQUIRE_MESSAGE(parse_collection_text(text, find_kind, c, error), error);
  CHECK(c.type == Collection::Type::HandMade);
  CHECK(c.title == "Flow first steps");
  CHECK(c.author == "Procgen Workbench");
  CHECK(c.note == "Small boards first, then bigger ones.");
  REQUIRE(c.size() == 5);
  CHECK(c.levels[0] == code_level(a, "First steps"));
  CHECK(c.levels[1] == code_level(b));
  CHECK(c.levels[2].code == pinned);
  CHECK(c.levels[2].params == "7x7.countryside.d60.easy");
  CHECK(c.levels[2].seed == "first.1");
  CHECK(c.levels[2].version == find_kind("flow")->generator_version);
  CHECK(c.levels[3] == recipe_level("flow", "7x7.countryside.d60.easy", "first.2", "Caf\xC3\xA9"));
  CHECK(c.levels[4] == code_level(a));
  round_trip(c);
  // Written and read again: the same collection.
  Collection again;
  REQUIRE_MESSAGE(parse_collection_text(collection_text(c), find_kind, again, error), error);
  CHECK(again == c);
  // A generated collection as text: its levels' recipes.
  const Collection g = generated("6x6.countryside.d60", Difficulty::Easy, Difficulty::Medium, 4, "t");
  REQUIRE_MESSAGE(parse_collection_text(collection_text(g), find_kind, again, error), error);
  REQUIRE(again.size() == 4);
  CollectionLevel level;
  REQUIRE(collection_level(g, 3, find_kind, level, error));
  CHECK(again.levels[3] == level);

  // Errors, by line.
  std::string bad = a;
  bad[12] = bad[12] == 'A' ? 'B' : 'A';
  CHECK(text_error("title: x\n" + a + "\n\n" + bad + "\n") ==
        "line 4: checksum mismatch: the code was damaged or cut short");
  CHECK(text_error("title: x\nname: y\n" + a) == "line 2: 'name:' names the level before it, and there is none yet");
  CHECK(text_error(a + "\nname: y\nname: z\n") == "line 3: level 1 already has a name (line 2)");
  CHECK(text_error("title: x\ntitle: y\n" + a) == "line 2: a second title (the first is on line 1)");
  CHECK(text_error("title: abc\xFF\n" + a) == "line 1: the title is not UTF-8 at byte 4");
  CHECK(text_error("note: " + std::string(401, 'n') + "\n" + a) ==
        "line 1: the note is 401 bytes long; at most 400 are allowed");
  CHECK(text_error(a + "\nmaze-AQUF\n") == "line 2: unknown kind 'maze' (known: " + kind_names() + ")");
  CHECK(text_error("#daily/flow\n") ==
        "line 1: a daily link is a different level every day; give the day's code or its recipe link");
  CHECK(text_error(a + " " + b + "\n") == "line 1: two level codes on one line; one level a line");
  CHECK(text_error(a + " #recipe/slide/6x6.m8.s20.v15/x\n") ==
        "line 1: the line's code and recipe are of different kinds ('flow', 'slide')");
  CHECK(text_error(a + " x y\n").rfind("line 1: a level's line is a level code or link, and at most", 0) == 0);
  CHECK(text_error("#recipe/flow/7x7.volcano.d60/x\n").rfind("line 1: the recipe: ", 0) == 0);
  CHECK(text_error("\n\n#recipe/flow/7x7.town.d60/\n") == "line 3: the recipe link has no seed");
  CHECK(text_error("# only comments\ntitle: t\n") == "the text has no levels (a level code, or a recipe link, a line)");
  CHECK(text_error("#collection/ramp/flow1/7x7/easy/1/s\n") ==
        "line 1: a collection link cannot be a level of a collection");
  std::string thousand;
  for (int i = 0; i <= kMaxCollectionLevels; ++i) thousand += "#recipe/flow/7x7.town.d60/" + std::to_string(i) + "\n";
  CHECK(text_error(thousand) == "line 1001: a collection holds at most 1000 levels");
}

TEST_CASE("range_pack: any bytes back as they were; any packed bytes unpack or are refused") {
  std::vector<std::vector<std::uint8_t>> inputs = {
      {}, {0}, {255}, std::vector<std::uint8_t>(5000, 0), std::vector<std::uint8_t>(5000, 255)};
  Rng rng(7);
  std::vector<std::uint8_t> noise;
  for (int i = 0; i < 20000; ++i) noise.push_back(static_cast<std::uint8_t>(rng.below(256)));
  inputs.push_back(noise);
  std::vector<std::uint8_t> codes;
  for (const std::string& code : flow_15x15_codes()) {
    std::vector<std::uint8_t> bytes;
    std::string error;
    REQUIRE(base64url_decode(code.substr(5), bytes, error));
    codes.insert(codes.end(), bytes.begin(), bytes.end());
  }
  inputs.push_back(codes);
  for (const std::vector<std::uint8_t>& bytes : inputs) {
    CAPTURE(bytes.size());
    const std::vector<std::uint8_t> packed = range_pack(bytes);
    std::vector<std::uint8_t> back;
    std::string error;
    REQUIRE(range_unpack(packed, bytes.size(), back, error));
    CHECK(back == bytes);
    // Unpacked a part at a time: the same bytes.
    RangeUnpacker parts;
    REQUIRE(parts.start(packed, bytes.size(), error));
    std::vector<std::uint8_t> again;
    for (std::size_t step = 1; again.size() < bytes.size(); step = step * 3 + 1) parts.more(step, again);
    CHECK(again == bytes);
    CHECK(parts.done() == bytes.size());
    // Cut short, it still unpacks (to other bytes) without reading past its end.
    if (packed.size() > 4) CHECK(range_unpack({packed.begin(), packed.begin() + 3}, bytes.size(), back, error));
    if (!bytes.empty()) {
      CHECK_FALSE(range_unpack(packed, bytes.size() - 1, back, error));
      CHECK(error == "the packed bytes would be " + std::to_string(bytes.size()) + " bytes; at most " +
                         std::to_string(bytes.size() - 1) + " are allowed");
    }
  }
  // Level codes: well under half (noise grows by a few percent; links then use other packings).
  CHECK(range_pack(codes).size() * 2 < codes.size());
  std::string error;
  std::vector<std::uint8_t> back;
  CHECK_FALSE(range_unpack({0x80}, 10, back, error));
  CHECK(error == "the code ends before its byte count");
}

TEST_CASE("a damaged link that claims megabytes of levels is refused at its first fault") {
  // Range-coded bytes that claim 4 MB and hold noise: the title's length is wrong at once.
  ByteWriter w;
  w.u8(2);
  w.varint(4u << 20);
  for (int i = 0; i < 20; ++i) w.u8(0x5a);
  const std::string error = link_error("#collection/" + wrap_code("list", 1, w.bytes()));
  CHECK(error.find("the title is ") == 0);
  ByteWriter more;
  more.u8(2);
  more.varint((4u << 20) + 1);
  CHECK(link_error("#collection/" + wrap_code("list", 1, more.bytes())) ==
        "the collection link's packed levels are broken: the packed bytes would be 4194305 bytes; at most 4194304 "
        "are allowed");
}

TEST_CASE("every kind has a generator version") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    CHECK(kind->generator_version >= 1);
  }
}

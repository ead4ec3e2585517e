// Assembly .ump reading: the tokenizer (words, braces, strings, comments,
// bytes ≥ 0x80, positions), every game fixture with facts read from its text,
// `extends` with inherited ids, each error and warning with its message and
// position, and prefixes and mutations of the fixtures that must never crash.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "assembly/parser.hpp"
#include "assembly/tokenizer.hpp"
#include "ump_files.hpp"

using namespace pgw::assembly;

namespace {

using pgw::test::ump_path;

std::vector<Token> tokens_of(const std::string& text) {
  Tokenizer tokenizer(text);
  std::vector<Token> tokens;
  Token token;
  while (tokenizer.next(token)) tokens.push_back(token);
  return tokens;
}

std::vector<std::string> texts_of(const std::string& text) {
  std::vector<std::string> texts;
  for (const Token& token : tokens_of(text)) texts.push_back(token.text);
  return texts;
}

Mask letter(char c) { return 1u << (c - 'a' + 6); }

// Parses a fixture, reading extended files from the fixture directory.
Ump fixture(const std::string& name) {
  std::string text;
  REQUIRE(read_file(ump_path(name), text));
  Ump ump;
  Diagnostic error;
  const bool ok = parse_ump(text, ump_path(name), read_file, ump, error);
  INFO(describe(error));
  REQUIRE(ok);
  return ump;
}

// In-memory files for snippets; "t.ump" is the one parsed.
struct Files {
  std::map<std::string, std::string> texts;

  bool operator()(const std::string& path, std::string& text) const {
    const auto found = texts.find(path);
    if (found == texts.end()) return false;
    text = found->second;
    return true;
  }
};

bool parse_snippet(const std::string& text, Ump& ump, Diagnostic& error, const Files& files = {}) {
  return parse_ump(text, "t.ump", files, ump, error);
}

// The error of a snippet that must fail, as "t.ump:line:column: message".
std::string error_of(const std::string& text, const Files& files = {}) {
  Ump ump;
  Diagnostic error;
  CHECK_FALSE(parse_snippet(text, ump, error, files));
  return describe(error);
}

// The warnings of a snippet that must parse.
std::vector<std::string> warnings_of(const std::string& text, Ump& ump) {
  Diagnostic error;
  const bool ok = parse_snippet(text, ump, error);
  INFO(describe(error));
  CHECK(ok);
  std::vector<std::string> warnings;
  for (const Diagnostic& warning : ump.warnings) warnings.push_back(describe(warning));
  return warnings;
}

const char* kOneTile = "tile +a { 3 3  0 a 0  a +a a  0 a 0 }\n";

std::string repeated(const std::string& piece, int times) {
  std::string text;
  for (int i = 0; i < times; ++i) text += piece;
  return text;
}

}  // namespace

TEST_CASE("ump tokenizer: words end at whitespace and at { } ( ) ,") {
  CHECK(texts_of("tile +h1{3 3}") == std::vector<std::string>{"tile", "+h1", "{", "3", "3", "}"});
  CHECK(texts_of("a(b,c)d") == std::vector<std::string>{"a", "(", "b", ",", "c", ")", "d"});
  CHECK(texts_of("  \t\r\n") == std::vector<std::string>{});
  CHECK(texts_of("x\x01y") == std::vector<std::string>{"x", "y"});  // every byte ≤ 32 is whitespace
  CHECK(texts_of("a\"b c") == std::vector<std::string>{"a\"b", "c"});  // a quote inside a word is part of it
}

TEST_CASE("ump tokenizer: quoted strings are one token, unescaped, CR dropped") {
  const std::vector<Token> tokens = tokens_of("\"1 1\" \"x\\\"y\\nz\\tw\\q\" \"c\r\nd\" \"{\" \"\"a\"b\" \"ab\"cd \"open");
  REQUIRE(tokens.size() == 9);
  CHECK(tokens[0].text == "1 1");
  CHECK(tokens[0].quoted);
  CHECK(tokens[1].text == "x\"y\nz\tw\\q");  // other escapes stay as they are
  CHECK(tokens[2].text == "c\nd");
  CHECK(tokens[3].text == "{");
  CHECK(tokens[3].quoted);
  CHECK(tokens[4].text.empty());
  CHECK(tokens[5].text == "a\"b\"");  // a word may hold quotes
  CHECK_FALSE(tokens[5].quoted);
  CHECK(tokens[6].text == "ab");  // a string ends where its quote closes ...
  CHECK(tokens[7].text == "cd");  // ... and a word may follow at once
  CHECK(tokens[8].text == "open");  // unterminated: runs to the end of the text
  CHECK(tokens[8].quoted);
}

TEST_CASE("ump tokenizer: comments only where a token starts") {
  CHECK(texts_of("a//b c // comment\nd /* x\ny */e/*f*/ g") ==
        std::vector<std::string>{"a//b", "c", "d", "e/*f*/", "g"});
  CHECK(texts_of("{// after a brace\n}") == std::vector<std::string>{"{", "}"});
  CHECK(texts_of("x /* never closed } y") == std::vector<std::string>{"x"});
  CHECK(texts_of("x /") == std::vector<std::string>{"x", "/"});
  CHECK(texts_of("\"// not a comment\"") == std::vector<std::string>{"// not a comment"});
}

TEST_CASE("ump tokenizer: bytes from 0x80 up are whitespace outside strings") {
  CHECK(texts_of("ab\xc2\xb4" "cd \xc2\xaf" "e") == std::vector<std::string>{"ab", "cd", "e"});
  CHECK(texts_of("\"\xc2\xb4\"") == std::vector<std::string>{"\xc2\xb4"});
}

TEST_CASE("ump tokenizer: 1-based line and byte column of each token's first byte") {
  Tokenizer tokenizer("tile\n  +a {\n\"q\" \xc2\xb4z\n");
  Token token;
  const int expected[][2] = {{1, 1}, {2, 3}, {2, 6}, {3, 1}, {3, 7}};
  for (const auto& where : expected) {
    REQUIRE(tokenizer.next(token));
    CHECK(token.line == where[0]);
    CHECK(token.column == where[1]);
  }
  CHECK(token.text == "z");
  CHECK_FALSE(tokenizer.next(token));
  CHECK(tokenizer.line() == 4);
  CHECK(tokenizer.column() == 1);
}

TEST_CASE("ump fixtures: forest") {
  const Ump ump = fixture("forest.ump");
  CHECK(ump.warnings.empty());
  CHECK(ump.base == "forest/fr_");
  CHECK(ump.tiles.size() == 27);
  CHECK(ump.assemblies.size() == 4);
  CHECK(ump.worldspawn.rfind("\"contrast\" \"0.8\"\n\"brightness\" \"0.6\"\n", 0) == 0);

  const int h1 = ump.find_tile("+h1");
  REQUIRE(h1 >= 0);
  const Tile& tile = ump.tiles[h1];
  CHECK(tile.width == 4);
  CHECK(tile.height == 5);
  CHECK(tile.at(1, 4) == (letter('a') | letter('b') | letter('f') | letter('g') | letter('u')));  // top row
  CHECK(tile.at(1, 3) == (kSolid | letter('a')));
  CHECK(tile.at(0, 4) == kAnyLetter);
  CHECK(format_pos(tile.where) == ump_path("forest.ump") + ":42:6");

  const int set = ump.find_tileset("4x4");
  REQUIRE(set >= 0);
  REQUIRE(ump.tilesets[set].tiles.size() == 2);
  CHECK(ump.tiles[ump.tilesets[set].tiles[1]].id == "+nature_02");

  const int large = ump.find_assembly("nature_large");
  REQUIRE(large >= 0);
  const Assembly& a = ump.assemblies[large];
  CHECK(a.title == "_Forest");
  CHECK(a.width == 13);
  CHECK(a.height == 10);
  REQUIRE(a.counts.size() == 12);
  CHECK(a.counts[0].ref.name == "+nature_01");
  CHECK(a.counts[0].min == 0);
  CHECK(a.counts[0].max == 2);
  const CountEntry& drop = a.counts[11];
  CHECK(drop.ref.kind == TileRef::Kind::Cvar);
  CHECK(drop.ref.name == "rm_drop");
  CHECK(ump.tiles[drop.ref.index].id == "+craft_drop_herakles");
  CHECK(drop.min == 1);
  CHECK(drop.max == 1);
  CHECK(format_pos(drop.where) == ump_path("forest.ump") + ":357:1");
}

TEST_CASE("ump fixtures: farm seeds, grid and sizes") {
  const Ump ump = fixture("farm.ump");
  CHECK(ump.warnings.empty());
  CHECK(ump.tiles.size() == 31);
  REQUIRE(ump.assemblies.size() == 3);
  const Assembly& large = ump.assemblies[ump.find_assembly("large")];
  CHECK(large.width == 12);
  CHECK(large.height == 12);
  CHECK(large.grid_x == 1);
  CHECK(large.seeds.size() == 22);  // commented-out seeds do not count
  CHECK(large.seeds.front() == 2);
  CHECK(large.seeds.back() == 30);
  CHECK(ump.assemblies[ump.find_assembly("medium")].seeds.size() == 24);
  CHECK(ump.assemblies[ump.find_assembly("small")].seeds.empty());
}

TEST_CASE("ump fixtures: city keeps the first of two tiles with one id") {
  const Ump ump = fixture("city.ump");
  CHECK(ump.base == "city/city");
  CHECK(ump.tiles.size() == 23);
  CHECK(ump.assemblies.size() == 2);  // full_grid is inside a block comment
  REQUIRE(ump.warnings.size() == 1);
  CHECK(describe(ump.warnings[0]) == ump_path("city.ump") + ":129:6: tile '+craft_ufo_harvester' is defined again (first at " +
                                         ump_path("city.ump") + ":117:6): the first one counts");
  const Tile& harvester = ump.tiles[ump.find_tile("+craft_ufo_harvester")];
  CHECK(harvester.width == 7);
  CHECK(harvester.height == 6);
  CHECK(harvester.area == 20);
  CHECK(harvester.at(1, 5) == (letter('i') | letter('l')));
  const Assembly& small = ump.assemblies[ump.find_assembly("small")];
  CHECK(small.width == 8);
  CHECK(small.height == 11);
  CHECK(small.fixes.size() == 33);
  CHECK(small.counts.empty());
}

TEST_CASE("ump fixtures: mansion") {
  const Ump ump = fixture("mansion.ump");
  CHECK(ump.warnings.empty());
  CHECK(ump.base == "mansion/mansion_");
  CHECK(ump.tiles.size() == 28);
  const Tile& main = ump.tiles[ump.find_tile("+main")];
  CHECK(main.width == 10);
  CHECK(main.height == 7);
  CHECK(main.area == 37);
  CHECK(main.at(1, 5) == (kSolid | letter('a')));
  CHECK(main.at(9, 5) == letter('u'));
  REQUIRE(ump.assemblies.size() == 1);
  const Assembly& all = ump.assemblies[0];
  CHECK(all.name == "testall");
  CHECK(all.width == 17);
  CHECK(all.height == 14);
  REQUIRE(all.fixes.size() == 38);
  const FixEntry& drop = all.fixes[35];
  CHECK(drop.ref.kind == TileRef::Kind::Cvar);
  CHECK(drop.ref.name == "rm_drop");
  CHECK(ump.tiles[drop.ref.index].id == "+craft_drop_firebird");
  CHECK(drop.x == 6);
  CHECK(drop.y == 12);
}

TEST_CASE("ump fixtures: mansion1 extends mansion and names its tiles by the inherited base") {
  const Ump ump = fixture("mansion1.ump");
  CHECK(ump.warnings.empty());
  CHECK(ump.base == "mansion1/m1_");  // the extended file's base does not become ours
  CHECK(ump.tiles.size() == 28 + 3);
  REQUIRE(ump.assemblies.size() == 1);  // mansion's testall is not inherited
  const int main = ump.find_tile("mansion/mansion_main");
  REQUIRE(main >= 0);
  CHECK(ump.tiles[main].width == 10);
  CHECK(format_pos(ump.tiles[main].where).rfind(ump_path("mansion.ump") + ":", 0) == 0);
  CHECK(ump.find_tile("+main") < 0);
  // Both crafts exist: the inherited 5×5 one and this file's own 6×7 one.
  CHECK(ump.tiles[ump.find_tile("mansion/mansion_craft_drop_firebird")].width == 5);
  CHECK(ump.tiles[ump.find_tile("+craft_drop_firebird")].width == 6);

  const Assembly& medium = ump.assemblies[0];
  CHECK(medium.name == "medium");
  CHECK(medium.title == "_Mansion");
  CHECK(medium.width == 10);
  CHECK(medium.height == 5);
  REQUIRE(medium.fixes.size() == 3);
  CHECK(medium.fixes[0].ref.index == main);
  CHECK(medium.fixes[0].x == 1);
  CHECK(ump.tiles[medium.fixes[1].ref.index].id == "mansion/mansion_craft_ufo_empty");
  CHECK(medium.fixes[1].x == 7);
  CHECK(ump.tiles[medium.fixes[2].ref.index].id == "+craft_drop_firebird");
}

TEST_CASE("ump fixtures: oriental and village") {
  const Ump oriental = fixture("oriental.ump");
  CHECK(oriental.warnings.empty());
  CHECK(oriental.tiles.size() == 23);
  REQUIRE(oriental.assemblies.size() == 4);
  const Assembly& large = oriental.assemblies[oriental.find_assembly("large")];
  CHECK(large.title == "_Oriental large");
  CHECK(large.seeds.size() == 27);
  const Assembly& small = oriental.assemblies[oriental.find_assembly("small")];
  CHECK(small.width == 5);
  CHECK(small.counts.size() == 16);

  const Ump village = fixture("village.ump");
  CHECK(village.warnings.empty());
  CHECK(village.tiles.size() == 68);
  CHECK(village.tilesets.size() == 14);
  CHECK(village.assemblies.size() == 11);  // the first 'large' is inside a block comment
  const Tileset& main = village.tilesets[village.find_tileset("main")];
  REQUIRE(main.tiles.size() == 3);
  CHECK(village.tiles[main.tiles[2]].id == "+estate");
  const Tile& bungalow = village.tiles[village.find_tile("+bungalow")];
  CHECK(bungalow.width == 6);
  CHECK(bungalow.area == 13);
  CHECK(bungalow.at(1, 1) == (kSolid | letter('a') | letter('h')));
  const Assembly& england = village.assemblies[village.find_assembly("england")];
  CHECK(england.width == 1);
  CHECK(england.height == 1);
  REQUIRE(england.counts.size() == 1);
  CHECK(england.counts[0].min == 1);
  const Assembly& vlarge = village.assemblies[village.find_assembly("large")];
  REQUIRE(vlarge.counts.size() == 17);
  CHECK(vlarge.counts[0].ref.kind == TileRef::Kind::Tileset);
  CHECK(vlarge.counts[0].ref.name == "secondary");
  CHECK(village.tilesets[vlarge.counts[0].ref.index].name == "secondary");
}

TEST_CASE("ump fixtures: test_extends takes tiles from its base file and assemblies from itself") {
  const Ump base = fixture("test_extends_base.ump");
  CHECK(base.tiles.size() == 1);
  CHECK(base.assemblies.empty());

  const Ump ump = fixture("test_extends.ump");
  CHECK(ump.warnings.empty());
  REQUIRE(ump.tiles.size() == 1);
  const Tile& game = ump.tiles[0];
  CHECK(game.id == "test_game");  // no '+' and no inherited base: the id is unchanged
  CHECK(game.where.file == ump_path("test_extends_base.ump"));
  CHECK(game.area == 0);
  CHECK(game.at(1, 1) == letter('a'));
  REQUIRE(ump.assemblies.size() == 1);
  const Assembly& a = ump.assemblies[0];
  CHECK(a.name == "default");
  CHECK(a.title == "Test");
  CHECK(a.width == 1);
  REQUIRE(a.counts.size() == 1);
  CHECK(a.counts[0].ref.index == 0);
  CHECK(a.counts[0].min == 0);
  CHECK(a.counts[0].max == 1);
}

TEST_CASE("ump parser: cells bottom row first, entries with their kinds, indices and positions") {
  const std::string text =
      "base x/y_\n"
      "line a2\n"
      "tile +t { 2 2  a b  +c d }\n"
      "tile +u { 1 1 +0 }\n"
      "tileset s { +t +u +t }\n"
      "assembly big {\n"
      "  title \"Big \\\"one\\\"\"\n"
      "  size \"32 1\" grid \"2 1\"\n"
      "  +t \"0 255\"\n"
      "  *rm_ufo +u \"1 1\"\n"
      "  tileset s \"2 3\"\n"
      "  fix +t \"31 0\"\n"
      "  fix *rm_drop +u \"0 31\"\n"
      "  fix tileset s \"1 2\"\n"
      "  multiplayer +u\n"
      "  seeds { 7 0 2147483647 }\n"
      "}\n";
  Ump ump;
  Diagnostic error;
  REQUIRE(parse_snippet(text, ump, error));
  CHECK(ump.warnings.empty());
  CHECK(ump.file == "t.ump");
  CHECK(ump.base == "x/y_");
  CHECK(ump.line_letters == (letter('a') | (1u << 2)));
  REQUIRE(ump.tiles.size() == 2);
  const Tile& t = ump.tiles[0];
  CHECK(t.at(0, 1) == letter('a'));
  CHECK(t.at(1, 1) == letter('b'));
  CHECK(t.at(0, 0) == (kSolid | letter('c')));
  CHECK(t.at(1, 0) == letter('d'));
  CHECK(t.area == 1);
  CHECK(ump.tiles[1].at(0, 0) == (kSolid | kAnyLetter));
  CHECK(ump.tilesets[0].tiles == std::vector<int>{0, 1, 0});

  REQUIRE(ump.assemblies.size() == 1);
  const Assembly& a = ump.assemblies[0];
  CHECK(a.title == "Big \"one\"");
  CHECK(a.width == 32);
  CHECK(a.height == 1);
  CHECK(a.grid_x == 2);
  CHECK(a.grid_y == 1);
  REQUIRE(a.counts.size() == 3);
  CHECK(a.counts[0].ref.kind == TileRef::Kind::Tile);
  CHECK(a.counts[0].ref.index == 0);
  CHECK(a.counts[0].max == 255);
  CHECK(format_pos(a.counts[0].where) == "t.ump:9:3");
  CHECK(a.counts[1].ref.kind == TileRef::Kind::Cvar);
  CHECK(a.counts[1].ref.name == "rm_ufo");
  CHECK(a.counts[1].ref.index == 1);
  CHECK(format_pos(a.counts[1].where) == "t.ump:10:3");
  CHECK(a.counts[2].ref.kind == TileRef::Kind::Tileset);
  CHECK(a.counts[2].ref.index == 0);
  CHECK(a.counts[2].min == 2);
  CHECK(a.counts[2].max == 3);
  REQUIRE(a.fixes.size() == 3);
  CHECK(a.fixes[0].x == 31);
  CHECK(a.fixes[1].ref.kind == TileRef::Kind::Cvar);
  CHECK(a.fixes[1].ref.index == 1);
  CHECK(a.fixes[1].y == 31);
  CHECK(a.fixes[2].ref.kind == TileRef::Kind::Tileset);
  CHECK(a.fixes[2].ref.name == "s");
  CHECK(format_pos(a.fixes[2].where) == "t.ump:14:3");
  CHECK(a.multiplayer == std::vector<int>{1});
  CHECK(a.seeds == std::vector<int>{7, 0, 2147483647});
  CHECK(format_pos(a.where) == "t.ump:6:10");
}

TEST_CASE("ump parser: a later entry is kept after an earlier one; the last size, base and line count") {
  Ump ump;
  Diagnostic error;
  REQUIRE(parse_snippet(std::string("base a base b line ab line c\n") + kOneTile +
                            "assembly x { size \"3 3\" +a \"0 1\" size \"7 7\" +a \"1 2\" }",
                        ump, error));
  CHECK(ump.base == "b");
  CHECK(ump.line_letters == letter('c'));
  const Assembly& a = ump.assemblies[0];
  CHECK(a.width == 7);
  REQUIRE(a.counts.size() == 2);
  CHECK(a.counts[1].min == 1);
}

TEST_CASE("ump parser: worldspawn is kept as quoted key-value lines") {
  Ump ump;
  CHECK(warnings_of("worldspawn { \"a\" \"1 2\" b \"q\\\"\" }\nworldspawn { c }", ump) ==
        std::vector<std::string>{"t.ump:2:14: worldspawn key 'c' has no value: ignored"});
  CHECK(ump.worldspawn == "\"a\" \"1 2\"\n\"b\" \"q\\\"\"\n");
}

TEST_CASE("ump parser errors: cells, tilesets") {
  CHECK(error_of("tile +x {\n3 3\n0 0 0\n0 +a7 0\n0 0 0\n}") == "t.ump:4:3: invalid character '7' in a cell of tile '+x'");
  CHECK(error_of("tile +x { 1 1 \"+a b\" }") == "t.ump:1:15: invalid character '\\x20' in a cell of tile '+x'");
  CHECK(error_of("tile +x { 1 1 { }") == "t.ump:1:15: invalid character '{' in a cell of tile '+x'");
  CHECK(error_of(std::string(kOneTile) + "tileset s { +a\n  +b }") == "t.ump:3:3: tileset 's': no tile '+b' defined above it");
  CHECK(error_of(std::string(kOneTile) + "tileset s {" + repeated(" +a", 16) + " +a }") ==
        "t.ump:2:61: tileset 's' has more than 16 tiles");
  std::string sets = kOneTile;
  for (int i = 0; i < 17; ++i) sets += "tileset s" + std::to_string(i) + " { +a }\n";
  CHECK(error_of(sets) == "t.ump:18:9: more than 16 tilesets: tileset 's16' is one too many");
}

TEST_CASE("ump parser errors: assembly values") {
  const std::string tile = kOneTile;  // line 1
  CHECK(error_of(tile + "assembly large {\n size \"33 1\" }") ==
        "t.ump:3:7: assembly 'large': size needs \"W H\" with W and H in 1–32, found \"33 1\"");
  CHECK(error_of(tile + "assembly large {\n size \"0 1\" }") ==
        "t.ump:3:7: assembly 'large': size needs \"W H\" with W and H in 1–32, found \"0 1\"");
  CHECK(error_of(tile + "assembly large {\n size 8 }") ==
        "t.ump:3:7: assembly 'large': size needs \"W H\" with W and H in 1–32, found '8'");
  CHECK(error_of(tile + "assembly large {\n grid \"1 x\" }") ==
        "t.ump:3:7: assembly 'large': grid needs \"dx dy\" with dx and dy in 1–32, found \"1 x\"");
  const std::string need = "'+a' needs \"min max\" with 0 ≤ min ≤ max ≤ 255 and max > 0";
  CHECK(error_of(tile + "assembly large {\n +a \"2 1\" }") == "t.ump:3:5: assembly 'large': " + need + ", found \"2 1\"");
  CHECK(error_of(tile + "assembly large {\n +a \"0 0\" }") == "t.ump:3:5: assembly 'large': " + need + ", found \"0 0\"");
  CHECK(error_of(tile + "assembly large {\n +a \"1 256\" }") == "t.ump:3:5: assembly 'large': " + need + ", found \"1 256\"");
  CHECK(error_of(tile + "assembly large {\n +a \"1\" }") == "t.ump:3:5: assembly 'large': " + need + ", found \"1\"");
  CHECK(error_of(tile + "assembly large {\n +a \"-1 1\" }") == "t.ump:3:5: assembly 'large': " + need + ", found \"-1 1\"");
  CHECK(error_of(tile + "assembly large {\n +a }") == "t.ump:3:5: assembly 'large': " + need + ", found '}'");
  CHECK(error_of(tile + "tileset s { +a }\nassembly large {\n tileset s \"1 0\" }") ==
        "t.ump:4:12: assembly 'large': tileset 's' needs \"min max\" with 0 ≤ min ≤ max ≤ 255 and max > 0, found \"1 0\"");
  CHECK(error_of(tile + "assembly large {\n fix +a \"32 0\" }") ==
        "t.ump:3:9: assembly 'large': fix '+a' needs \"x y\" with x and y in 0–31, found \"32 0\"");
  CHECK(error_of(tile + "assembly large {\n fix *rm_ufo +a \"1 x\" }") ==
        "t.ump:3:17: assembly 'large': fix '*rm_ufo' needs \"x y\" with x and y in 0–31, found \"1 x\"");
  CHECK(error_of(tile + "assembly large {\n title }") == "t.ump:3:8: assembly 'large': title needs a text, found '}'");
  CHECK(error_of(tile + "assembly large {\n seeds { 1 x2 } }") == "t.ump:3:12: assembly 'large': seed 'x2' is not a whole number");
  CHECK(error_of(tile + "assembly large {\n seeds 1 }") == "t.ump:3:8: assembly 'large': seeds needs a { … } block, found '1'");
  CHECK(error_of(tile + "assembly large {\n { }") == "t.ump:3:2: assembly 'large': unexpected '{'");
}

TEST_CASE("ump parser errors: names in assemblies") {
  const std::string tile = kOneTile;
  CHECK(error_of(tile + "assembly large {\n +foo \"1 1\" }") == "t.ump:3:2: assembly 'large': no tile '+foo'");
  CHECK(error_of(tile + "assembly large {\n sise \"1 1\" }") == "t.ump:3:2: assembly 'large': no tile 'sise'");
  CHECK(error_of(tile + "assembly large {\n fix +b \"1 1\" }") == "t.ump:3:6: assembly 'large': no tile '+b'");
  CHECK(error_of(tile + "assembly large {\n multiplayer +b }") == "t.ump:3:14: assembly 'large': no tile '+b'");
  CHECK(error_of(tile + "assembly large {\n tileset s \"1 1\" }") == "t.ump:3:10: assembly 'large': no tileset 's'");
  CHECK(error_of(tile + "tileset s { }\nassembly large {\n fix tileset s \"1 1\" }") ==
        "t.ump:4:14: assembly 'large': tileset 's' has no tiles");
  CHECK(error_of(tile + "assembly large {\n *rm_ufo +b \"1 1\" }") == "t.ump:3:10: assembly 'large': no tile '+b'");
  CHECK(error_of(tile + "tile b { 1 1 +a }\nassembly large {\n *rm_ufo b \"1 1\" }") ==
        "t.ump:4:10: assembly 'large': the default tile 'b' of '*rm_ufo' should start with '+'");
  CHECK(error_of(tile + "assembly large {\n * +a \"1 1\" }") == "t.ump:3:2: assembly 'large': '*' needs a cvar name, as in *rm_ufo");
}

TEST_CASE("ump parser errors: assembly counts, duplicates, structure") {
  const std::string tile = kOneTile;
  CHECK(error_of(tile + "assembly large {" + repeated(" fix +a \"1 1\"", 64) + "\n fix +a \"1 1\" }") ==
        "t.ump:3:2: assembly 'large': more than 64 fixed tiles");
  std::string many = tile;
  for (int i = 0; i < 33; ++i) many += "assembly a" + std::to_string(i) + " { }\n";
  CHECK(error_of(many) == "t.ump:34:10: more than 32 assemblies: assembly 'a32' is one too many");
  CHECK(error_of(tile + "assembly x { }\nassembly x { }") == "t.ump:3:10: assembly 'x' is defined twice (first at t.ump:2:10)");
  CHECK(error_of(tile + "assembly x {\n +a \"1 1\"\n") == "t.ump:4:1: assembly 'x' is not closed: the file ends before its '}'");
  CHECK(error_of(tile + "assembly x {\n seeds { 1") == "t.ump:3:11: assembly 'x' is not closed: the file ends before its '}'");
  CHECK(error_of(tile + "assembly x +a") == "t.ump:2:12: assembly 'x' needs a { … } block, found '+a'");
  CHECK(error_of("assembly { }") == "t.ump:1:10: 'assembly' needs a name, found '{'");
  CHECK(error_of("line ab+") == "t.ump:1:6: invalid character '+' in 'line': only 1–5 and a–z name connection types");
  CHECK(error_of("line a0") == "t.ump:1:6: invalid character '0' in 'line': only 1–5 and a–z name connection types");
  CHECK(error_of("tile +a { 1 1 +a }\nbase") == "t.ump:2:5: 'base' needs a path prefix, found the end of the file");
  CHECK(error_of("extends {") == "t.ump:1:9: 'extends' needs a file name, found '{'");
}

TEST_CASE("ump parser warnings: unknown words and stray blocks are skipped") {
  Ump ump;
  CHECK(warnings_of(std::string("foo \"bar\"\n{ a { b } ) ,\n}") + kOneTile, ump) ==
        std::vector<std::string>{"t.ump:1:1: unknown word 'foo' at top level", "t.ump:1:5: unknown word 'bar' at top level",
                                 "t.ump:2:1: stray '{' at top level: skipped to the next '}'",
                                 "t.ump:2:11: unknown word ')' at top level", "t.ump:2:13: unknown word ',' at top level",
                                 "t.ump:3:1: unknown word '}' at top level"});
  CHECK(ump.tiles.size() == 1);
}

TEST_CASE("ump parser warnings: tiles with too many or too few cells, bad sizes, duplicates") {
  Ump ump;
  CHECK(warnings_of("tile +a { 1 1 +a b c }\ntile +b { 1 1 +b }", ump) ==
        std::vector<std::string>{"t.ump:1:18: tile '+a' has more than 1×1 cells", "t.ump:1:18: unknown word 'b' at top level",
                                 "t.ump:1:20: unknown word 'c' at top level", "t.ump:1:22: unknown word '}' at top level"});
  CHECK(ump.tiles.size() == 2);  // the tile with too many cells is kept, as in the original

  CHECK(warnings_of("tile +a { 2 2 +a +a\n+a }\ntile +b { 1 1 +b }\ntile +c { 2 2 a", ump) ==
        std::vector<std::string>{"t.ump:2:4: tile '+a' has only 3 of 2×2 cells: skipped",
                                 "t.ump:4:16: tile '+c' has only 1 of 2×2 cells: skipped"});
  REQUIRE(ump.tiles.size() == 1);
  CHECK(ump.tiles[0].id == "+b");

  CHECK(warnings_of("tile +x {\n20 3 a b c }\ntile +y { 0 3 }\ntile +z { a b }\ntile +w { 1 }\n" + std::string(kOneTile),
                    ump) ==
        std::vector<std::string>{"t.ump:2:1: tile '+x' is 20×3; tiles are at most 16×16 including their ring: skipped",
                                 "t.ump:3:11: tile '+y': its size '0 3' is not two whole numbers 1–16: skipped",
                                 "t.ump:4:11: tile '+z': its size 'a b' is not two whole numbers 1–16: skipped",
                                 "t.ump:5:13: tile '+w' has no size: skipped"});
  REQUIRE(ump.tiles.size() == 1);
  CHECK(ump.tiles[0].id == "+a");

  CHECK(warnings_of("tile +a { 1 1 +a }\ntile +a { 1 1 +b }\ntile +n 1 1 +n }\ntile", ump) ==
        std::vector<std::string>{"t.ump:2:6: tile '+a' is defined again (first at t.ump:1:6): the first one counts",
                                 "t.ump:3:9: tile '+n' needs a { … } block, found '1': skipped",
                                 "t.ump:3:11: unknown word '1' at top level", "t.ump:3:13: unknown word '+n' at top level",
                                 "t.ump:3:16: unknown word '}' at top level",
                                 "t.ump:4:1: 'tile' needs a name, found the end of the file"});
  REQUIRE(ump.tiles.size() == 1);
  CHECK(ump.tiles[0].at(0, 0) == (kSolid | letter('a')));
}

TEST_CASE("ump parser warnings: more than 128 tiles, more than 32 seeds") {
  std::string text;
  for (int i = 0; i <= kMaxTileTypes; ++i) text += "tile +t" + std::to_string(i) + " { 1 1 +a }\n";
  Ump ump;
  CHECK(warnings_of(text, ump) == std::vector<std::string>{"t.ump:129:6: more than 128 tiles: tile '+t128' dropped"});
  CHECK(ump.tiles.size() == 128);

  std::string seeds = std::string(kOneTile) + "assembly x { seeds {";
  for (int i = 0; i < 34; ++i) seeds += " " + std::to_string(i);
  CHECK(warnings_of(seeds + " } }", ump) ==
        std::vector<std::string>{"t.ump:2:108: assembly 'x': more than 32 seeds: seed 32 ignored",
                                 "t.ump:2:111: assembly 'x': more than 32 seeds: seed 33 ignored"});
  CHECK(ump.assemblies[0].seeds.size() == 32);
  CHECK(ump.assemblies[0].seeds.back() == 31);
}

TEST_CASE("ump extends: ids, paths, messages from the extended file, cycles, depth, missing files") {
  Files files;
  files.texts["maps/base.ump"] = "base b/b_\ntile +a { 1 1 +a }\ntile plain { 1 1 +a }\ntileset s { +a plain }\n"
                                 "assembly skipped { +nothing \"1 1\" seeds { 1 } }\ntile +c { 1 1 +c }\n";
  Ump ump;
  Diagnostic error;
  REQUIRE(parse_ump("extends base\nbase own_\nassembly x { fix b/b_a \"0 0\" *rm b/b_c \"1 1\" tileset s \"1 1\" }",
                    "maps/t.ump", files, ump, error));
  CHECK(ump.base == "own_");
  REQUIRE(ump.tiles.size() == 3);
  CHECK(ump.tiles[0].id == "b/b_a");
  CHECK(ump.tiles[1].id == "b/b_plain");
  CHECK(ump.tiles[2].id == "b/b_c");  // read after the skipped assembly
  CHECK(ump.tiles[0].where.file == "maps/base.ump");
  REQUIRE(ump.tilesets.size() == 1);
  CHECK(ump.tilesets[0].name == "s");  // tileset names stay; their members are renamed
  CHECK(ump.tilesets[0].tiles == std::vector<int>{0, 1});
  REQUIRE(ump.assemblies.size() == 1);
  CHECK(ump.assemblies[0].counts[0].ref.index == 2);  // an inherited default needs no '+'

  files.texts["maps/bad.ump"] = "tile +a { 1 1\n +a? }";
  CHECK(parse_ump("extends bad", "maps/t.ump", files, ump, error) == false);
  CHECK(describe(error) == "maps/bad.ump:2:2: invalid character '?' in a cell of tile 'a'");

  files.texts["maps/warn.ump"] = "oops";
  REQUIRE(parse_ump("extends warn", "maps/t.ump", files, ump, error));
  REQUIRE(ump.warnings.size() == 1);
  CHECK(describe(ump.warnings[0]) == "maps/warn.ump:1:1: unknown word 'oops' at top level");

  CHECK(error_of("tile +a { 1 1 +a }\n  extends nope", files) == "t.ump:2:3: cannot open 'nope.ump' (extended from here)");
  CHECK(parse_ump("extends nope", "maps/t.ump", files, ump, error) == false);
  CHECK(describe(error) == "maps/t.ump:1:1: cannot open 'maps/nope.ump' (extended from here)");

  files.texts["a.ump"] = "extends b";
  files.texts["b.ump"] = "tile +b { 1 1 +b }\nextends a";
  CHECK(parse_ump("extends a", "t.ump", files, ump, error) == false);
  CHECK(describe(error) == "b.ump:2:1: extends cycle: a.ump → b.ump → a.ump");
  CHECK(error_of("extends t", files) == "t.ump:1:1: extends cycle: t.ump → t.ump");

  for (int i = 1; i <= 9; ++i) files.texts["d" + std::to_string(i) + ".ump"] = "extends d" + std::to_string(i + 1);
  CHECK(error_of("extends d1", files) ==
        "d8.ump:1:1: extends nested more than 8 deep: t.ump → d1.ump → d2.ump → d3.ump → d4.ump → d5.ump → d6.ump → "
        "d7.ump → d8.ump → d9.ump");

  // Files that each extend two others would multiply; the total is bounded.
  for (int i = 1; i <= 7; ++i)
    files.texts["w" + std::to_string(i) + ".ump"] =
        "extends w" + std::to_string(i + 1) + " extends v" + std::to_string(i + 1);
  for (int i = 1; i <= 7; ++i) files.texts["v" + std::to_string(i) + ".ump"] = files.texts["w" + std::to_string(i) + ".ump"];
  files.texts["w8.ump"] = files.texts["v8.ump"] = "";
  CHECK(error_of("extends w1", files).find("more than 64 extended files in all") != std::string::npos);
}

TEST_CASE("ump parser: prefixes and mutations of every fixture end in a result, never a crash") {
#ifdef PGW_SLOW_BUILD
  const std::size_t prefix_step = 997;
  const int mutations = 40;
#else
  const std::size_t prefix_step = 97;
  const int mutations = 300;
#endif
  const char* names[] = {"city.ump", "farm.ump", "forest.ump", "mansion.ump", "mansion1.ump",
                         "oriental.ump", "test_extends.ump", "test_extends_base.ump", "village.ump"};
  const std::string interesting = "{}()\",/*+0az9 \n\r\\\x80\xff";
  std::uint32_t state = 12345;
  const auto random = [&state](std::uint32_t below) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % below;
  };
  int runs = 0, failures = 0;
  const auto run = [&](const std::string& text, const std::string& name) {
    Ump ump;
    Diagnostic error;
    if (!parse_ump(text, ump_path(name), read_file, ump, error)) {
      ++failures;
      CHECK(!error.message.empty());
      CHECK(error.where.line >= 1);
      CHECK(error.where.column >= 1);
    }
    ++runs;
  };
  for (const char* name : names) {
    std::string text;
    REQUIRE(read_file(ump_path(name), text));
    for (std::size_t length = 0; length < text.size(); length += prefix_step) run(text.substr(0, length), name);
    for (int i = 0; i < mutations; ++i) {
      std::string mutated = text;
      const std::uint32_t changes = 1 + random(4);
      for (std::uint32_t c = 0; c < changes; ++c) {
        const std::size_t at = random(static_cast<std::uint32_t>(mutated.size()));
        if (random(2) == 0)
          mutated[at] = interesting[random(static_cast<std::uint32_t>(interesting.size()))];
        else
          mutated[at] = static_cast<char>(random(256));
      }
      run(mutated, name);
    }
  }
  CHECK(runs > failures);
  CHECK(failures > 0);
}

// Every kind registered in src/kinds/registry.cpp against the KindApi
// contract (core/kind_api.hpp): a new kind is covered here without a line of
// its own. Its form's fields, its params text and level code round trips,
// and every class of bad input (empty, truncated, the wrong kind, a broken
// alphabet or checksum, an unknown version, trailing and out-of-range bytes,
// out-of-range fields, huge sizes, bytes that are not UTF-8) refused with a
// message, never a crash (the asan build runs this too).
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/codec.hpp"
#include "core/link.hpp"
#include "kinds/registry.hpp"
#include "cancel_check.hpp"

using namespace pgw;

namespace {

bool valid_utf8(std::string_view text) { return utf8_error_offset(text) == std::string_view::npos; }

// A reader's answer to bad input: refused, with a message (UTF-8 when the input was).
void check_refused(const TextRead& read, std::string_view input) {
  CAPTURE(std::string(input.substr(0, 120)));
  CHECK_FALSE(read.ok);
  CHECK_FALSE(read.error.empty());
  if (valid_utf8(input)) CHECK(valid_utf8(read.error));
}

// Any reader's answer to any input: refused with a message, or accepted and round-tripping.
void check_sound(const TextRead& read, std::string_view input) {
  CAPTURE(std::string(input.substr(0, 120)));
  if (read.ok)
    CHECK(read.broken == "");
  else
    CHECK_FALSE(read.error.empty());
}

// The level code's frame: version byte and payload (the CRC dropped).
struct Frame {
  unsigned version = 0;
  std::vector<std::uint8_t> payload;
};

Frame frame_of(const std::string& code) {
  std::vector<std::uint8_t> bytes;
  std::string error;
  REQUIRE(base64url_decode(code.substr(code.find('-') + 1), bytes, error));
  REQUIRE(bytes.size() >= 5);
  return {bytes[0], std::vector<std::uint8_t>(bytes.begin() + 1, bytes.end() - 4)};
}

std::string generated_code(const KindApi& kind, const char* seed) {
  Progress progress;
  const KindGenerated g = kind.generate(kind.default_params, seed, progress);
  REQUIRE_MESSAGE(g.ok, g.error);
  CHECK(g.measure.empty() == (*kind.measure_name == '\0'));  // the Lab's measure (core/lab.hpp)
  return g.code;
}

}  // namespace

TEST_CASE("kinds: each registered once, by a lowercase name, with every entry filled") {
  std::set<std::string> names;
  REQUIRE(all_kinds().size() >= 4);
  for (const KindApi* kind : all_kinds()) {
    REQUIRE(kind != nullptr);
    CAPTURE(kind->name);
    const std::string name = kind->name;
    CHECK(names.insert(name).second);
    CHECK(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos);
    CHECK(find_kind(name) == kind);
    CHECK(kind->default_params != nullptr);
    CHECK((kind->check_params && kind->check_code && kind->generate && kind->params_from_fields && kind->describe &&
           kind->solve && kind->read_params && kind->read_code));
    CHECK_FALSE(kind->fields.empty());
    CHECK((kind->measure_name != nullptr && *kind->measure_name != '\0'));
    for (const TextReader& reader : kind->more_readers) CHECK((reader.name != nullptr && reader.read != nullptr));
  }
  CHECK(find_kind("mazes") == nullptr);
}

TEST_CASE("kinds: the default params read back as written") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    CHECK(kind->check_params(kind->default_params) == "");
    const TextRead read = kind->read_params(kind->default_params);
    REQUIRE_MESSAGE(read.ok, read.error);
    CHECK(read.broken == "");
    CHECK(read.canonical == kind->default_params);
    CHECK(kind->read_params(read.canonical).canonical == read.canonical);
  }
}

TEST_CASE("kinds: form fields: unknown names, bad values and values out of the field's range are refused and named") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    std::string params, error;
    CHECK_FALSE(kind->params_from_fields({{"colour", "red"}}, params, error));
    CHECK(error.find("'colour'") != std::string::npos);
    for (const KindField& field : kind->fields) CHECK(error.find(field.name) != std::string::npos);  // the known ones

    for (const KindField& field : kind->fields) {
      CAPTURE(field.name);
      const auto refused = [&](const std::string& value) {
        CAPTURE(value);
        std::string text, message;
        CHECK_FALSE(kind->params_from_fields({{field.name, value}}, text, message));
        CHECK(message.find(value) != std::string::npos);  // the value is quoted back
        return message;
      };
      switch (field.type) {
        case KindField::Type::Number:
          REQUIRE(field.lo <= field.hi);
          CHECK(refused("many").find(field.name) != std::string::npos);
          // The table's range is check_params's: one past either end is refused, naming the bound.
          CHECK(refused(std::to_string(field.hi + 1)).find(std::to_string(field.hi)) != std::string::npos);
          refused(std::to_string(field.lo - 1));
          refused("9999999");
          break;
        case KindField::Type::Flag:
          CHECK(refused("yes").find(field.name) != std::string::npos);
          break;
        case KindField::Type::Text:
          // A field with a list of values refuses any other.
          if (std::string(field.values).find('|') != std::string::npos) refused("no such thing");
          break;
        case KindField::Type::Keyed:
          CHECK_FALSE(field.prefix().empty());
          break;
      }
    }
  }
}

TEST_CASE("kinds: a recipe's level: the same code for the same seed, read back, described, solved and linked") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    const std::string code = generated_code(*kind, "contract");
    CHECK(code.rfind(std::string(kind->name) + "-", 0) == 0);
    CHECK(generated_code(*kind, "contract") == code);
    CHECK(kind->check_code(code) == "");
    const TextRead read = kind->read_code(code);
    REQUIRE_MESSAGE(read.ok, read.error);
    CHECK(read.broken == "");
    CHECK(read.canonical == code);
    const KindAnswer described = kind->describe(code);
    REQUIRE_MESSAGE(described.ok, described.error);
    CHECK(described.json.front() == '{');
    CHECK(described.json.back() == '}');
    Progress progress;
    const KindAnswer solved = kind->solve(code, progress);
    REQUIRE_MESSAGE(solved.ok, solved.error);
    CHECK(solved.json.front() == '{');
    Link link;
    std::string error;
    CHECK_MESSAGE(check_link(exact_link_fragment(code), link, error), error);
    CHECK(link.code == code);
    CHECK_MESSAGE(check_link(recipe_link_fragment(kind->name, kind->default_params, "contract"), link, error), error);
    // A recipe needs a seed of 1 to kMaxSeedLength characters.
    CHECK_FALSE(check_recipe(*kind, kind->default_params, "").empty());
    CHECK_FALSE(check_recipe(*kind, kind->default_params, std::string(kMaxSeedLength + 1, 's')).empty());
    CHECK(check_recipe(*kind, kind->default_params, std::string(kMaxSeedLength, 's')).empty());
  }
}

TEST_CASE("kinds: every class of bad params text is refused with a message") {
  const std::vector<std::string> bad = {
      "",
      ".",
      "x",
      "0x0",
      "-1x5",
      "99999x99999",
      "999999999999x1",
      "7x7" + std::string(3000, '.'),
      std::string(100000, 'a'),
      "\xff\xfe",
      "6x6.\xC3",
      "6x6.m8.m8.m8.q",
  };
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    for (const std::string& text : bad) {
      check_refused(kind->read_params(text), text);
      CHECK_FALSE(kind->check_params(text).empty());
      for (const TextReader& reader : kind->more_readers) check_sound(reader.read(text), text);
    }
    // The default params cut short, or with a token that is not the kind's.
    const std::string good = kind->default_params;
    for (std::size_t n = 0; n < good.size(); ++n) check_sound(kind->read_params(good.substr(0, n)), good.substr(0, n));
    check_refused(kind->read_params(good + ".zzz"), good + ".zzz");
  }
}

TEST_CASE("kinds: every class of bad level code is refused with a message") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    const std::string name = kind->name;
    const std::string code = generated_code(*kind, "bad input");
    const Frame frame = frame_of(code);
    std::vector<std::string> bad = {
        "",
        name,
        name + "-",
        name + "-!!!!",
        name + "-A",
        name + "-" + std::string(100000, 'A'),
        name + "-\xff\xfe",
        "\xff" + code,
        wrap_code(name, frame.version + 1, frame.payload),  // an unknown version
        wrap_code(name, frame.version, {}),                 // no payload
    };
    // Cut short: as text (checksum broken) and as a payload sealed again (reaches the kind's reader).
    for (std::size_t n = 0; n + 1 < code.size(); n += 1 + n / 16) bad.push_back(code.substr(0, n));
    for (std::size_t n = 0; n < frame.payload.size(); ++n)
      bad.push_back(wrap_code(name, frame.version,
                              std::vector<std::uint8_t>(frame.payload.begin(), frame.payload.begin() + n)));
    // A character changed (the checksum notices), and bytes after the end.
    std::string damaged = code;
    damaged[code.size() / 2 + 1] = damaged[code.size() / 2 + 1] == 'A' ? 'B' : 'A';
    bad.push_back(damaged);
    std::vector<std::uint8_t> longer = frame.payload;
    longer.push_back(0);
    bad.push_back(wrap_code(name, frame.version, longer));
    // Another kind's code, and this code under another kind's name.
    for (const KindApi* other : all_kinds())
      if (other != kind) {
        bad.push_back(generated_code(*other, "bad input"));
        bad.push_back(wrap_code(other->name, frame.version, frame.payload));
      }
    for (const std::string& text : bad) {
      check_refused(kind->read_code(text), text);
      CHECK_FALSE(kind->check_code(text).empty());
      for (const TextReader& reader : kind->more_readers) check_sound(reader.read(text), text);
    }
    // Every byte of the payload set to a huge or out-of-range value: refused, or a level that round-trips.
    for (std::size_t i = 0; i < frame.payload.size(); ++i)
      for (std::uint8_t value : {std::uint8_t{0x00}, std::uint8_t{0x7f}, std::uint8_t{0xff}}) {
        std::vector<std::uint8_t> changed = frame.payload;
        changed[i] = value;
        const std::string text = wrap_code(name, frame.version, changed);
        check_sound(kind->read_code(text), text);
      }
  }
}

// Every kind's generator on a large recipe of its own (its default params when
// none is listed here): no stretch of its CPU time between two cancel polls is
// longer than a cancel may take, over the whole run, not at one moment (a
// Slide climb once copied millions of positions in one 50-150 ms stretch).
TEST_CASE("kinds: a large recipe's generator polls for cancel throughout") {
  const std::map<std::string, std::vector<std::string>> large = {
      {"flow", {"30x30.town.d80.unique"}},
      {"slide", {"12x12.m40.s20.v15.climb2"}},
      {"cities", {"1000x1000.s1.l2.open.n8", "1000x1000.s20.l40.open.n4"}},
      {"blocks", {"6x6.rush.m40", "4x5.klotski.m60.expert"}},
  };
  for (const KindApi* kind : all_kinds()) {
    const auto listed = large.find(kind->name);
    const std::vector<std::string> recipes =
        listed != large.end() ? listed->second : std::vector<std::string>{kind->default_params};
    for (const std::string& params : recipes) {
      const std::string what = std::string(kind->name) + " " + params;
      CAPTURE(what);
      REQUIRE(kind->check_params(params).empty());
      test::check_poll_gaps([&](Progress& progress) { (void)kind->generate(params, "7", progress); },
                            std::chrono::milliseconds(1500), what.c_str());
    }
  }
}

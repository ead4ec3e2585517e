// collection.hpp — level sets to play through: what they are, and their links.
//
// A collection is a title, an author, an optional note and an ordered list of
// levels, described one of two ways:
//
//   generated  #collection/ramp/<kind><version>/<params>/<from>-<to>/<count>/<seed>[/<title>[/<author>[/<note>]]]
//              e.g. #collection/ramp/flow1/15x15.countryside.d60/easy-expert/100/ramp/Flow%20ramp
//              One kind's params (without a difficulty), a difficulty ramp
//              and a count: short however many levels. Level i (0-based) is
//              the recipe (params with ramp_difficulty(i) in place of any
//              difficulty, seed "<seed>.<i+1>"), made when it is first needed.
//              <version> is the kind's generator_version the link was made
//              with: a later build whose generator makes other levels says so
//              plainly instead of showing other levels under the same name.
//   hand-made  #collection/list-<base64url>
//              The levels themselves (exact codes, or recipes with their
//              generator version), each with an optional name, packed,
//              versioned and checksummed as every level code is (wrap_code).
//              The payload is [packing][bytes]: packing 0 the bytes as they
//              are, 1 core/pack's LZ77, 2 core/range_code (whichever is
//              shortest). The bytes: title, author, note (varint length +
//              UTF-8 each), varint level count, then per level a varint of
//              flags (1 code, 2 recipe, 4 name, 8 kind follows, 16 code kept
//              as text), [name], [kind: once per run of one kind], [code: the
//              bytes its base64url stands for, without the CRC, which the
//              link's own covers], [recipe: varint generator version, params,
//              seed].
//
// The title, author and note are user text: percent-encoded in a generated
// link, UTF-8 checked everywhere. Progress is kept per level code elsewhere
// (the app's records), so it follows a level wherever it appears.
//
// Nothing here knows the kinds: checks that need a kind take a lookup
// (kinds/registry.hpp's find_kind fits) and, for "unknown kind" messages,
// the known kinds' names (kinds/registry.hpp's kind_names(): "slide, flow, …").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/difficulty.hpp"
#include "core/kind_api.hpp"

namespace pgw {

constexpr int kMaxCollectionLevels = 1000;
constexpr std::size_t kMaxCollectionTitle = 80;  // bytes of UTF-8
constexpr std::size_t kMaxCollectionAuthor = 60;
constexpr std::size_t kMaxCollectionNote = 400;
constexpr std::size_t kMaxLevelName = 60;
// A generated collection's seed: level i's seed "<seed>.<i+1>" must still be a
// recipe's (at most kMaxSeedLength = 63 characters).
constexpr std::size_t kMaxCollectionSeed = 58;
constexpr std::size_t kMaxCollectionLink = 1 << 20;  // characters of a link
constexpr std::size_t kMaxCollectionText = 4 << 20;  // bytes of a collection's text

// One level of a collection: an exact code, or a recipe.
struct CollectionLevel {
  std::string name;      // optional ("First steps")
  std::string code;      // the exact level code; empty for a recipe
  std::string kind;      // a recipe's kind (for a code: the code's prefix)
  unsigned version = 0;  // a recipe's generator version
  std::string params;    // a recipe's params text
  std::string seed;      // a recipe's seed text
  bool is_recipe() const { return code.empty(); }
  bool operator==(const CollectionLevel& o) const {
    return name == o.name && code == o.code && kind == o.kind && version == o.version && params == o.params &&
           seed == o.seed;
  }
};

struct Collection {
  enum class Type { Generated, HandMade };
  Type type = Type::HandMade;
  std::string title, author, note;

  // Generated: kind, its generator version, params text without a
  // difficulty, the ramp and the count, the seed the levels' seeds derive from.
  std::string kind;
  unsigned version = 0;
  std::string params;
  Difficulty from = Difficulty::Any, to = Difficulty::Any;
  int count = 0;
  std::string seed;

  // Hand-made: the levels in order.
  std::vector<CollectionLevel> levels;

  int size() const { return type == Type::Generated ? count : static_cast<int>(levels.size()); }
  bool operator==(const Collection& o) const;
};

// The difficulty of level `index` (0-based) of a ramp of `count` levels:
// equal runs from `from` to `to` (Any when both are Any; links never mix Any
// with a difficulty, and this gives Any then too). Easy→Expert over 100
// levels: 25 of each; fewer levels than steps spread from `from` to `to`.
// Descending ramps (expert→easy) step down.
Difficulty ramp_difficulty(Difficulty from, Difficulty to, int count, int index);

// A params text without the difficulty names among its '.'-separated tokens:
// a generated collection's params ("7x7.countryside.d60.hard" gives
// "7x7.countryside.d60").
std::string params_without_difficulty(std::string_view params);

// True when the text (a whole URL, a fragment with or without '#') is a
// collection link, good or bad: "#collection/…".
bool is_collection_link(std::string_view text);

// The link fragment, "#collection/…"; a hand-made one packs its levels.
std::string collection_link_fragment(const Collection& collection);

// The shape of a collection link: its parts, the checksum, lengths, UTF-8.
// False with `error` saying what is wrong and where. Kinds are not checked.
bool parse_collection_link(std::string_view text, Collection& collection, std::string& error);

// The kinds' part: every kind known, its generator version the one this
// build has (else a plain "made by version N; this app's is M" message),
// params the kind accepts (a ramp's difficulties included), codes that
// decode, seeds of 1–kMaxSeedLength characters. False with `error` naming
// the level (1-based) at fault.
bool check_collection(const Collection& collection, KindLookup lookup, std::string& error,
                      std::string_view known_kinds = {});

// Level `index` (0-based) as a CollectionLevel: a hand-made level as it is,
// a generated one as its recipe (kind, version, params with the ramp's
// difficulty, seed). False with `error` when the index is out of range or
// the kind refuses the params.
bool collection_level(const Collection& collection, int index, KindLookup lookup, CollectionLevel& level,
                      std::string& error, std::string_view known_kinds = {});

// A collection's text, as authors write and `levelgen collection make
// --codes FILE` and the built-in collections (data/collections/) read:
//   # a comment
//   title: Flow first steps
//   author: Procgen Workbench
//   note: Small boards first, then bigger ones.
//   flow-AQUF…                                 an exact code or link
//   flow-AQUF… #recipe/flow/7x7.town.d60.easy/first.1   a code and the recipe it was pinned from
//   #recipe/flow/7x7.town.d60.easy/first.2              a recipe (made when needed)
//   name: First steps                          names the level before it
// Blank lines are skipped; a line starting with '#' that is not a link is a
// comment, and so is the rest of a level's line from a word starting with
// '#' that is not a link. A code may be a whole link (…/#flow-…). Codes are
// checked by their kind, recipes' params too, and a recipe is given this
// build's generator version. Title, author and note at most once each. False
// with `error` naming the line: "line 7: checksum mismatch: …".
bool parse_collection_text(std::string_view text, KindLookup lookup, Collection& collection, std::string& error,
                           std::string_view known_kinds = {});
// Writes a hand-made collection in that form (codes with their recipes when
// both are known); a generated one as its levels' recipes. The form has no
// generator versions: read back, recipes are this build's.
std::string collection_text(const Collection& collection);

}  // namespace pgw

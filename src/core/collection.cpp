// collection.cpp — see collection.hpp.
#include "core/collection.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "core/ascii.hpp"
#include "core/codec.hpp"
#include "core/kind_api.hpp"
#include "core/link.hpp"
#include "core/pack.hpp"
#include "core/params_text.hpp"
#include "core/range_code.hpp"

namespace pgw {

namespace {

constexpr std::string_view kCollectionPrefix = "collection/";
constexpr std::string_view kRampPrefix = "ramp/";
constexpr std::string_view kListKind = "list";
constexpr unsigned kListVersion = 1;
constexpr unsigned kMaxGeneratorVersion = 999999;
constexpr std::size_t kMaxKindName = 16;
constexpr std::size_t kMaxBody = 4 << 20;  // bytes of a hand-made collection, unpacked
// The bytes a level code's base64url stands for (kMaxLinkLength characters).
constexpr std::size_t kMaxCodeBytes = kMaxLinkLength / 4 * 3;

// The first byte of a hand-made collection's payload: how the rest is packed.
enum Packing : unsigned { kPlain = 0, kLz77 = 1, kRangeCoded = 2 };

// A hand-made level's flags.
constexpr unsigned kHasCode = 1, kHasRecipe = 2, kHasName = 4, kNewKind = 8, kCodeText = 16;
constexpr unsigned kLevelFlags = 31;

const char* const kGeneratedGrammar =
    "#collection/ramp/<kind><version>/<params>/<from>-<to>/<count>/<seed>[/<title>[/<author>[/<note>]]]";

using ascii::is_lower;
using ascii::is_space;

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// "Flow" for "flow", in messages.
std::string display_name(std::string_view kind) {
  std::string name(kind);
  if (!name.empty() && is_lower(name[0])) name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

std::string unknown_kind(std::string_view kind, std::string_view known) {
  return "unknown kind '" + std::string(kind) + "'" + (known.empty() ? "" : " (known: " + std::string(known) + ")");
}

// Errors of the shared readers speak of "the code": here it is the link.
std::string reworded(std::string error) {
  const std::string_view from = "the code";
  const std::string_view to = "the collection link";
  for (std::size_t at = error.find(from); at != std::string::npos; at = error.find(from, at + to.size()))
    error.replace(at, from.size(), to);
  return error;
}

// Empty when `text` may be a title, author, note or name: UTF-8, no control
// characters, at most `max` bytes. Else what is wrong, and where.
std::string user_text_problem(const char* what, std::string_view text, std::size_t max) {
  const std::string the = std::string("the ") + what;
  if (text.size() > max)
    return the + " is " + std::to_string(text.size()) + " bytes long; at most " + std::to_string(max) + " are allowed";
  const std::size_t bad = utf8_error_offset(text);
  if (bad != std::string_view::npos) return the + " is not UTF-8 at byte " + std::to_string(bad + 1);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte == 0x7F)
      return the + " has a control character (byte " + std::to_string(byte) + ") at byte " + std::to_string(i + 1);
  }
  return std::string();
}

// Kinds are quoted only once they are known to be letters: a damaged link's
// bytes are shown by value, so every message stays UTF-8.
std::string kind_name_problem(std::string_view kind) {
  if (kind.empty()) return "the level has no kind";
  if (kind.size() > kMaxKindName)
    return "the kind is " + std::to_string(kind.size()) + " characters long; at most " + std::to_string(kMaxKindName) +
           " are allowed";
  for (std::size_t i = 0; i < kind.size(); ++i)
    if (!is_lower(kind[i]))
      return "the kind has " + shown_char(kind[i]) + " at character " + std::to_string(i + 1) +
             "; a kind is lowercase letters";
  return std::string();
}

// A recipe's params as a link carries them: URL-safe as they are.
std::string params_problem(const char* whose, std::string_view params) {
  if (params.empty()) return std::string(whose) + " parameters are empty";
  if (params.size() > kMaxLinkLength)
    return std::string(whose) + " parameters are " + std::to_string(params.size()) + " characters long; at most " +
           std::to_string(kMaxLinkLength) + " are allowed";
  for (std::size_t i = 0; i < params.size(); ++i)
    if (!is_unreserved(params[i]))
      return std::string(whose) + " parameters have " + shown_char(params[i]) + " at character " +
             std::to_string(i + 1);
  return std::string();
}

std::string seed_problem(const char* whose, std::string_view seed, std::size_t max) {
  if (seed.empty()) return std::string(whose) + " seed is empty";
  if (seed.size() > max)
    return std::string(whose) + " seed is " + std::to_string(seed.size()) + " characters long; at most " +
           std::to_string(max) + " are allowed";
  return std::string();
}

bool is_difficulty_token(std::string_view token) {
  Difficulty d;
  return difficulty_from_name(token, d);
}

// The ramp part of a generated link: "easy-expert", or one name when both ends agree.
std::string ramp_text(Difficulty from, Difficulty to) {
  return from == to ? difficulty_name(from) : std::string(difficulty_name(from)) + "-" + difficulty_name(to);
}

std::string level_prefix(std::size_t index) { return "level " + std::to_string(index + 1) + ": "; }

// A code's link form has the shape parse_link reads, and the code's own prefix is `kind`.
std::string code_problem(const CollectionLevel& level) {
  for (std::size_t i = 0; i < level.code.size(); ++i)
    if (!is_unreserved(level.code[i]))
      return "the code has " + shown_char(level.code[i]) + " at character " + std::to_string(i + 1) +
             ", which no level code contains";
  Link link;
  std::string error;
  if (!parse_link(level.code, link, error)) return "the code: " + error;
  if (link.type != Link::Type::Exact || link.code != level.code) return "the code is not a level code";
  if (link.kind != level.kind)
    return "the code is a '" + link.kind + "' level, but the level's kind is '" + level.kind + "'";
  return std::string();
}

// What is wrong with a hand-made level's parts, before any kind is asked.
std::string level_problem(const CollectionLevel& level) {
  std::string problem = user_text_problem("name", level.name, kMaxLevelName);
  if (problem.empty()) problem = kind_name_problem(level.kind);
  if (!problem.empty()) return problem;
  const bool recipe = !level.params.empty() || !level.seed.empty() || level.version != 0;
  if (level.code.empty() && !recipe) return "the level has neither a code nor a recipe";
  if (!level.code.empty() && !(problem = code_problem(level)).empty()) return problem;
  if (!recipe) return std::string();
  if (level.version < 1 || level.version > kMaxGeneratorVersion)
    return "the recipe's generator version " + std::to_string(level.version) + " is out of range 1–" +
           std::to_string(kMaxGeneratorVersion);
  problem = params_problem("the recipe's", level.params);
  if (problem.empty()) problem = seed_problem("the recipe's", level.seed, kMaxSeedLength);
  return problem;
}

// What is wrong with a collection's parts, before any kind is asked: the
// limits, UTF-8, the shape of every part a link carries.
std::string shape_problem(const Collection& c) {
  std::string problem = user_text_problem("title", c.title, kMaxCollectionTitle);
  if (problem.empty()) problem = user_text_problem("author", c.author, kMaxCollectionAuthor);
  if (problem.empty()) problem = user_text_problem("note", c.note, kMaxCollectionNote);
  if (!problem.empty()) return problem;
  const std::string range = "1–" + std::to_string(kMaxCollectionLevels);
  if (c.type == Collection::Type::HandMade) {
    if (c.levels.empty() || c.levels.size() > static_cast<std::size_t>(kMaxCollectionLevels))
      return "the collection has " + std::to_string(c.levels.size()) + " levels; it may have " + range;
    for (std::size_t i = 0; i < c.levels.size(); ++i)
      if (!(problem = level_problem(c.levels[i])).empty()) return level_prefix(i) + problem;
    return std::string();
  }
  if (!(problem = kind_name_problem(c.kind)).empty()) return problem;
  if (c.version < 1 || c.version > kMaxGeneratorVersion)
    return "the generator version " + std::to_string(c.version) + " is out of range 1–" +
           std::to_string(kMaxGeneratorVersion);
  if (!(problem = params_problem("the collection's", c.params)).empty()) return problem;
  for (std::size_t at = 0; at <= c.params.size();) {
    std::size_t end = c.params.find('.', at);
    if (end == std::string::npos) end = c.params.size();
    const std::string token = c.params.substr(at, end - at);
    if (is_difficulty_token(token))
      return "the collection's parameters name a difficulty ('" + token + "'); the ramp gives each level's";
    at = end + 1;
  }
  if ((c.from == Difficulty::Any) != (c.to == Difficulty::Any))
    return "the ramp '" + ramp_text(c.from, c.to) + "' mixes any with a difficulty: give two difficulties, or any";
  if (c.count < 1 || c.count > kMaxCollectionLevels)
    return "the link's count " + std::to_string(c.count) + " is out of range " + range;
  return seed_problem("the collection's", c.seed, kMaxCollectionSeed);
}

// What a reader made, given to the caller when its parts are all in shape.
bool accepted(Collection& made, Collection& out, std::string& error) {
  error = shape_problem(made);
  if (!error.empty()) return false;
  out = std::move(made);
  return true;
}

// ---------------------------------------------------------------------------
// Generated links

bool read_user_part(const char* what, std::string_view part, std::size_t max, std::string& out, std::string& error) {
  if (!percent_decode(part, out)) {
    error = std::string("the ") + what + " has a '%' that is not followed by two hex digits";
    return false;
  }
  error = user_text_problem(what, out, max);
  return error.empty();
}

bool read_kind_version(std::string_view part, Collection& c, std::string& error) {
  std::size_t letters = 0;
  while (letters < part.size() && is_lower(part[letters])) ++letters;
  const std::string_view digits = part.substr(letters);
  int version = 0;
  if (letters == 0 || digits.empty() || !parse_whole_number(digits, version)) {
    error = "the collection's kind and generator version '" + std::string(part) +
            "' should be lowercase letters, then digits (flow1)";
    return false;
  }
  c.kind = std::string(part.substr(0, letters));
  c.version = static_cast<unsigned>(version);
  return true;
}

bool read_ramp(std::string_view part, Collection& c, std::string& error) {
  const std::size_t dash = part.find('-');
  const std::string_view from = part.substr(0, dash);
  const std::string_view to = dash == std::string_view::npos ? from : part.substr(dash + 1);
  for (std::string_view name : {from, to}) {
    Difficulty d;
    if (!difficulty_from_name(name, d)) {
      error = "the ramp '" + std::string(part) + "': '" + std::string(name) + "' is not one of " + difficulty_names();
      return false;
    }
  }
  difficulty_from_name(from, c.from);
  difficulty_from_name(to, c.to);
  return true;
}

bool parse_generated(std::string_view rest, Collection& out, std::string& error) {
  std::vector<std::string_view> parts;
  for (std::size_t at = 0;;) {
    const std::size_t end = rest.find('/', at);
    parts.push_back(rest.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
    if (end == std::string_view::npos) break;
    at = end + 1;
  }
  if (parts.size() < 5 || parts.size() > 8) {
    error = std::string("a generated collection link is ") + kGeneratedGrammar + "; this one has " +
            std::to_string(parts.size()) + (parts.size() == 1 ? " part" : " parts") + " after 'ramp/'";
    return false;
  }
  Collection c;
  c.type = Collection::Type::Generated;
  if (!read_kind_version(parts[0], c, error)) return false;
  c.params = std::string(parts[1]);
  if (!read_ramp(parts[2], c, error)) return false;
  if (!parse_whole_number(parts[3], c.count)) {
    const bool digits = !parts[3].empty() && parts[3].find_first_not_of("0123456789") == std::string_view::npos;
    error = digits ? "the link's count " + std::string(parts[3]) + " is out of range 1–" +
                         std::to_string(kMaxCollectionLevels)
                   : "the link's count '" + std::string(parts[3]) + "' is not a whole number";
    return false;
  }
  if (!percent_decode(parts[4], c.seed)) {
    error = "the collection's seed has a '%' that is not followed by two hex digits";
    return false;
  }
  if ((parts.size() > 5 && !read_user_part("title", parts[5], kMaxCollectionTitle, c.title, error)) ||
      (parts.size() > 6 && !read_user_part("author", parts[6], kMaxCollectionAuthor, c.author, error)) ||
      (parts.size() > 7 && !read_user_part("note", parts[7], kMaxCollectionNote, c.note, error)))
    return false;
  return accepted(c, out, error);
}

std::string generated_fragment(const Collection& c) {
  std::string link = "#" + std::string(kCollectionPrefix) + std::string(kRampPrefix) + c.kind +
                     std::to_string(c.version) + "/" + c.params + "/" + ramp_text(c.from, c.to) + "/" +
                     std::to_string(c.count) + "/" + percent_encode(c.seed);
  const std::string* const tail[] = {&c.title, &c.author, &c.note};
  int parts = 3;
  while (parts > 0 && tail[parts - 1]->empty()) --parts;
  for (int i = 0; i < parts; ++i) link += "/" + percent_encode(*tail[i]);
  return link;
}

// ---------------------------------------------------------------------------
// Hand-made links

void put_text(ByteWriter& w, std::string_view text) {
  w.varint(text.size());
  for (char c : text) w.u8(static_cast<unsigned char>(c));
}

std::string get_text(ByteReader& r, const char* what, std::size_t max) {
  const std::string length = std::string(what) + " length";
  const std::uint64_t size = r.varint(length.c_str());
  if (r.ok() && size > max)
    r.fail(std::string("the ") + what + " is " + std::to_string(size) + " bytes long; at most " + std::to_string(max) +
           " are allowed");
  std::string text;
  for (std::uint64_t i = 0; i < size && r.ok(); ++i) text += static_cast<char>(r.u8(what));
  return text;
}

// The bytes a code's base64url stands for, less its CRC-32 (the link's own
// checksum covers them), when the code is exactly wrap_code's framing of them
// for `kind`; else false, and the code travels as text.
bool code_bytes(const CollectionLevel& level, std::vector<std::uint8_t>& bytes) {
  const std::string prefix = level.kind + "-";
  if (level.code.compare(0, prefix.size(), prefix) != 0) return false;
  std::string error;
  if (!base64url_decode(std::string_view(level.code).substr(prefix.size()), bytes, error) || bytes.size() < 5)
    return false;
  const std::size_t body = bytes.size() - 4;
  std::uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<std::uint32_t>(bytes[body + i]) << (8 * i);
  if (crc32(bytes.data(), body) != stored) return false;
  bytes.resize(body);
  const std::vector<std::uint8_t> payload(bytes.begin() + 1, bytes.end());
  return wrap_code(level.kind, bytes[0], payload) == level.code;
}

std::string list_fragment(const Collection& c) {
  ByteWriter w;
  put_text(w, c.title);
  put_text(w, c.author);
  put_text(w, c.note);
  w.varint(c.levels.size());
  std::string kind;
  for (const CollectionLevel& level : c.levels) {
    std::vector<std::uint8_t> bytes;
    const bool as_bytes = !level.code.empty() && code_bytes(level, bytes);
    const bool recipe = !level.params.empty() || !level.seed.empty() || level.version != 0;
    const unsigned flags = (level.code.empty() ? 0 : kHasCode) | (recipe ? kHasRecipe : 0) |
                           (level.name.empty() ? 0 : kHasName) | (level.kind != kind ? kNewKind : 0) |
                           (level.code.empty() || as_bytes ? 0 : kCodeText);
    w.varint(flags);
    if (flags & kHasName) put_text(w, level.name);
    if (flags & kNewKind) put_text(w, level.kind);
    kind = level.kind;
    if (as_bytes) {
      w.varint(bytes.size());
      for (std::uint8_t b : bytes) w.u8(b);
    } else if (flags & kCodeText) {
      put_text(w, level.code);
    }
    if (recipe) {
      w.varint(level.version);
      put_text(w, level.params);
      put_text(w, level.seed);
    }
  }
  const std::vector<std::uint8_t>& plain = w.bytes();
  const std::vector<std::uint8_t> lz77 =
      pack_text(std::string_view(reinterpret_cast<const char*>(plain.data()), plain.size()));
  const std::vector<std::uint8_t> ranged = range_pack(plain);
  std::vector<std::uint8_t> payload;
  const std::vector<std::uint8_t>* best = &plain;
  unsigned packing = kPlain;
  if (lz77.size() < best->size()) {
    best = &lz77;
    packing = kLz77;
  }
  if (ranged.size() < best->size()) {
    best = &ranged;
    packing = kRangeCoded;
  }
  payload.reserve(best->size() + 1);
  payload.push_back(static_cast<std::uint8_t>(packing));
  payload.insert(payload.end(), best->begin(), best->end());
  return "#" + std::string(kCollectionPrefix) + wrap_code(kListKind, kListVersion, payload);
}

bool read_level(ByteReader& r, std::string& kind, CollectionLevel& level) {
  const std::uint64_t flags = r.varint("level's flags");
  if (!r.ok()) return false;
  if (flags & ~std::uint64_t{kLevelFlags}) r.fail("the level has unknown flags (" + std::to_string(flags) + ")");
  if (r.ok() && !(flags & (kHasCode | kHasRecipe))) r.fail("the level has neither a code nor a recipe");
  if (r.ok() && (flags & kCodeText) && !(flags & kHasCode)) r.fail("the level has a code kept as text, but no code");
  if (flags & kHasName) level.name = get_text(r, "name", kMaxLevelName);
  if (flags & kNewKind) {
    kind = get_text(r, "kind", kMaxKindName);
    if (r.ok() && kind.empty()) r.fail("the level's kind is empty");
  } else if (r.ok() && kind.empty()) {
    r.fail("the first level does not name its kind");
  }
  level.kind = kind;
  if ((flags & kHasCode) && (flags & kCodeText)) {
    level.code = get_text(r, "level code", kMaxLinkLength);
  } else if (flags & kHasCode) {
    const std::uint64_t size = r.varint("level code's length");
    if (r.ok() && (size < 1 || size > kMaxCodeBytes))
      r.fail("the level code's length " + std::to_string(size) + " is out of range 1–" + std::to_string(kMaxCodeBytes));
    std::vector<std::uint8_t> bytes;
    for (std::uint64_t i = 0; i < size && r.ok(); ++i) bytes.push_back(static_cast<std::uint8_t>(r.u8("level code")));
    if (r.ok()) level.code = wrap_code(kind, bytes[0], std::vector<std::uint8_t>(bytes.begin() + 1, bytes.end()));
  }
  if (flags & kHasRecipe) {
    level.version = static_cast<unsigned>(r.ranged("generator version", 1, static_cast<int>(kMaxGeneratorVersion)));
    level.params = get_text(r, "params", kMaxLinkLength);
    level.seed = get_text(r, "seed", kMaxSeedLength);
  }
  return r.ok();
}

// The levels' bytes read into `out`; false with `error`, and `ran_out` when
// the reader stopped for want of more bytes than `body` has.
bool read_body(const std::vector<std::uint8_t>& body, Collection& out, std::string& error, bool& ran_out) {
  ByteReader r(body);
  Collection c;
  c.type = Collection::Type::HandMade;
  c.title = get_text(r, "title", kMaxCollectionTitle);
  c.author = get_text(r, "author", kMaxCollectionAuthor);
  c.note = get_text(r, "note", kMaxCollectionNote);
  const int count = r.ranged("the link's count", 1, kMaxCollectionLevels);
  std::string kind;
  if (r.ok()) c.levels.resize(static_cast<std::size_t>(count));
  for (std::size_t i = 0; i < c.levels.size(); ++i)
    if (!read_level(r, kind, c.levels[i])) {
      error = level_prefix(i);
      break;
    }
  ran_out = !r.ok() && r.position() >= body.size();
  if (!r.ok()) {
    error += reworded(r.error());
    return false;
  }
  if (!r.at_end()) {
    error = "the collection link has bytes after its last level";
    return false;
  }
  out = std::move(c);
  return true;
}

// The levels of a hand-made link's payload: [packing][bytes]. Range-coded
// bytes are unpacked a part at a time, as far as the reader needs: a damaged
// link that claims megabytes is refused at its first fault.
bool read_payload(const std::vector<std::uint8_t>& payload, Collection& c, std::string& error) {
  if (payload.empty()) {
    error = "the collection link is cut short: it has no levels";
    return false;
  }
  const std::vector<std::uint8_t> packed(payload.begin() + 1, payload.end());
  std::vector<std::uint8_t> body;
  bool ran_out = false;
  switch (payload[0]) {
    case kPlain: return read_body(packed, c, error, ran_out);
    case kLz77: {
      std::string text;
      if (!unpack_text(packed, kMaxBody, text, error)) {
        error = "the collection link's packed levels are broken: " + reworded(error);
        return false;
      }
      body.assign(text.begin(), text.end());
      return read_body(body, c, error, ran_out);
    }
    case kRangeCoded: {
      RangeUnpacker unpacker;
      if (!unpacker.start(packed, kMaxBody, error)) {
        error = "the collection link's packed levels are broken: " + reworded(error);
        return false;
      }
      for (std::size_t want = 4096;; want *= 2) {
        unpacker.more(want - body.size(), body);
        if (read_body(body, c, error, ran_out)) {
          if (unpacker.done() == unpacker.size()) return true;
          error = "the collection link has bytes after its last level";
          return false;
        }
        if (!ran_out || unpacker.done() == unpacker.size()) return false;
      }
    }
    default:
      error = "the collection link's levels are packed by method " + std::to_string(payload[0]) +
              ", which this app does not know (it reads 0, 1 and 2)";
      return false;
  }
}

bool parse_list(std::string_view fragment, Collection& out, std::string& error) {
  const std::size_t start = kCollectionPrefix.size() + kListKind.size() + 1;  // after "collection/list-"
  for (std::size_t i = start; i < fragment.size(); ++i) {
    const char c = fragment[i];
    if (!is_unreserved(c) || c == '.' || c == '~') {
      error = "the collection link has " + shown_char(c) + " at character " + std::to_string(i + 1) +
              " after '#', which no collection link contains";
      return false;
    }
  }
  if (fragment.size() - start < 7) {
    error =
        "the collection link is cut short: " + std::to_string(fragment.size() - start) + " characters after 'list-'";
    return false;
  }
  std::vector<std::uint8_t> payload;
  if (!unwrap_code(fragment.substr(kCollectionPrefix.size()), kListKind, kListVersion, payload, error)) {
    error = reworded(error);
    return false;
  }
  Collection c;
  return read_payload(payload, c, error) && accepted(c, out, error);
}

// ---------------------------------------------------------------------------
// Kinds

// The version check's message: plain about what a different version means.
std::string version_problem(std::string_view kind, unsigned made, unsigned ours, bool one_level) {
  return std::string(one_level ? "this level's recipe was" : "this collection was") + " made with " +
         display_name(kind) + "'s generator version " + std::to_string(made) + "; this app's is version " +
         std::to_string(ours) + ", which makes " +
         (one_level ? "another level from the same recipe" : "other levels from the same recipes");
}

bool has_difficulty_field(const KindApi& kind) {
  for (const KindField& field : kind.fields)
    if (std::string_view(field.name) == "difficulty") return true;
  return false;
}

// Level `index` of a generated collection: its params, canonical for the kind.
bool ramp_level(const Collection& c, const KindApi& kind, int index, CollectionLevel& level, std::string& error) {
  const Difficulty d = ramp_difficulty(c.from, c.to, c.count, index);
  std::string params = params_without_difficulty(c.params);
  if (d != Difficulty::Any) {
    if (!has_difficulty_field(kind)) {
      error = level_prefix(static_cast<std::size_t>(index)) + display_name(kind.name) +
              " has no difficulties: its ramp can only be any";
      return false;
    }
    params += std::string(".") + difficulty_name(d);
  }
  const TextRead read = kind.read_params(params);
  if (!read.ok) {
    error = level_prefix(static_cast<std::size_t>(index)) + read.error;
    return false;
  }
  level = CollectionLevel();
  level.kind = c.kind;
  level.version = c.version;
  level.params = read.canonical;
  level.seed = c.seed + "." + std::to_string(index + 1);
  return true;
}

bool check_generated(const Collection& c, const KindApi& kind, std::string& error) {
  if (kind.generator_version != c.version) {
    error = version_problem(c.kind, c.version, kind.generator_version, false);
    return false;
  }
  // Levels differ only in their difficulty: one level of each is enough.
  bool seen[kDifficulties] = {};
  for (int i = 0; i < c.count; ++i) {
    const Difficulty d = ramp_difficulty(c.from, c.to, c.count, i);
    if (seen[static_cast<int>(d)]) continue;
    seen[static_cast<int>(d)] = true;
    CollectionLevel level;
    if (!ramp_level(c, kind, i, level, error)) return false;
  }
  return true;
}

std::string check_level(const CollectionLevel& level, const KindApi& kind) {
  if (!level.code.empty()) {
    const std::string problem = kind.check_code(level.code);
    if (!problem.empty()) return problem;
  }
  if (level.params.empty()) return std::string();
  const std::string problem = kind.check_params(level.params);
  if (!problem.empty()) return "the recipe: " + problem;
  // A code is the level whatever its recipe's version; a recipe alone is not.
  if (level.code.empty() && level.version != kind.generator_version)
    return version_problem(level.kind, level.version, kind.generator_version, true);
  return std::string();
}

// ---------------------------------------------------------------------------
// Text

// The value of "key: value" lines, trimmed; false when `line` is not one.
bool keyed(std::string_view line, std::string_view key, std::string_view& value) {
  if (line.size() <= key.size() || line.substr(0, key.size()) != key || line[key.size()] != ':') return false;
  value = trim_spaces(line.substr(key.size() + 1));
  return true;
}

// A word starting with '#' that is a link's fragment (#recipe/…, #daily/…,
// #collection/…, #flow-…), not a comment.
bool link_like(std::string_view word) {
  std::string_view fragment = word.substr(word.find('#') + 1);
  if (starts_with(fragment, "recipe/") || starts_with(fragment, "daily/") || starts_with(fragment, kCollectionPrefix))
    return true;
  std::size_t letters = 0;
  while (letters < fragment.size() && is_lower(fragment[letters])) ++letters;
  return letters > 0 && letters < fragment.size() && fragment[letters] == '-';
}

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  for (std::size_t at = 0; at < line.size();) {
    while (at < line.size() && is_space(line[at])) ++at;
    std::size_t end = at;
    while (end < line.size() && !is_space(line[end])) ++end;
    if (end > at) {
      const std::string_view word = line.substr(at, end - at);
      if (word[0] == '#' && !link_like(word)) break;  // a comment to the line's end
      words.push_back(word);
    }
    at = end;
  }
  return words;
}

// A code as wrap_code writes it (the base64url of its own bytes), so a link
// made from the collection gives the same code back.
std::string canonical_code(const std::string& code, std::string_view kind) {
  const std::size_t dash = kind.size();
  std::vector<std::uint8_t> bytes;
  std::string error;
  if (!base64url_decode(std::string_view(code).substr(dash + 1), bytes, error)) return code;
  return code.substr(0, dash + 1) + base64url_encode(bytes);
}

// One level's line: a code or exact link, a recipe link, or both.
bool read_level_line(const std::vector<std::string_view>& words, KindLookup lookup, std::string_view known,
                     CollectionLevel& level, std::string& error) {
  if (words.size() > 2) {
    error = "a level's line is a level code or link, and at most the recipe it was made from; this one has " +
            std::to_string(words.size()) + " words";
    return false;
  }
  Link links[2];
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (is_collection_link(words[i])) {
      error = "a collection link cannot be a level of a collection";
      return false;
    }
    if (!parse_link(words[i], links[i], error)) return false;
    if (links[i].type == Link::Type::Daily) {
      error = "a daily link is a different level every day; give the day's code or its recipe link";
      return false;
    }
  }
  if (words.size() == 2 && links[0].type == links[1].type) {
    error = links[0].type == Link::Type::Exact ? "two level codes on one line; one level a line"
                                               : "two recipe links on one line; one level a line";
    return false;
  }
  if (words.size() == 2 && links[0].kind != links[1].kind) {
    error = "the line's code and recipe are of different kinds ('" + links[0].kind + "', '" + links[1].kind + "')";
    return false;
  }
  const KindApi* kind = lookup(links[0].kind);
  if (kind == nullptr) {
    error = unknown_kind(links[0].kind, known);
    return false;
  }
  level = CollectionLevel();
  level.kind = links[0].kind;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (links[i].type == Link::Type::Exact) {
      level.code = canonical_code(links[i].code, level.kind);
    } else {
      level.version = kind->generator_version;
      level.params = links[i].params;
      level.seed = links[i].seed;
    }
  }
  error = check_level(level, *kind);
  if (error.empty()) error = level_problem(level);
  return error.empty();
}

}  // namespace

bool Collection::operator==(const Collection& o) const {
  return type == o.type && title == o.title && author == o.author && note == o.note && kind == o.kind &&
         version == o.version && params == o.params && from == o.from && to == o.to && count == o.count &&
         seed == o.seed && levels == o.levels;
}

Difficulty ramp_difficulty(Difficulty from, Difficulty to, int count, int index) {
  if (from == Difficulty::Any || to == Difficulty::Any) return Difficulty::Any;
  const int a = static_cast<int>(from), b = static_cast<int>(to);
  const int steps = (b > a ? b - a : a - b) + 1;
  if (count <= 1 || steps == 1) return from;
  index = index < 0 ? 0 : index >= count ? count - 1 : index;
  // Equal runs when there are enough levels; else levels spread from `from` to `to`.
  const int step = count >= steps ? static_cast<int>(static_cast<std::int64_t>(index) * steps / count)
                                  : (index * (steps - 1) + (count - 1) / 2) / (count - 1);
  return static_cast<Difficulty>(b >= a ? a + step : a - step);
}

std::string params_without_difficulty(std::string_view params) {
  std::string out;
  bool first = true;
  for (std::size_t at = 0; at <= params.size();) {
    std::size_t end = params.find('.', at);
    if (end == std::string_view::npos) end = params.size();
    const std::string_view token = params.substr(at, end - at);
    if (!is_difficulty_token(token)) {
      out += (first ? "" : ".") + std::string(token);
      first = false;
    }
    at = end + 1;
  }
  return out;
}

bool is_collection_link(std::string_view text) {
  std::string_view fragment;
  return link_fragment(text, fragment) && starts_with(fragment, kCollectionPrefix);
}

std::string collection_link_fragment(const Collection& collection) {
  return collection.type == Collection::Type::Generated ? generated_fragment(collection) : list_fragment(collection);
}

bool parse_collection_link(std::string_view text, Collection& collection, std::string& error) {
  std::string_view fragment;
  if (!prefixed_fragment(text, kCollectionPrefix, kMaxCollectionLink, "collection", "a collection", fragment, error))
    return false;
  const std::string_view rest = fragment.substr(kCollectionPrefix.size());
  if (starts_with(rest, kRampPrefix)) return parse_generated(rest.substr(kRampPrefix.size()), collection, error);
  if (starts_with(rest, std::string(kListKind) + "-")) return parse_list(fragment, collection, error);
  error = std::string("a collection link is ") + kGeneratedGrammar + " or #collection/list-<levels>";
  return false;
}

bool check_collection(const Collection& collection, KindLookup lookup, std::string& error,
                      std::string_view known_kinds) {
  error = shape_problem(collection);
  if (!error.empty()) return false;
  if (collection.type == Collection::Type::Generated) {
    const KindApi* kind = lookup(collection.kind);
    if (kind == nullptr) {
      error = unknown_kind(collection.kind, known_kinds);
      return false;
    }
    return check_generated(collection, *kind, error);
  }
  for (std::size_t i = 0; i < collection.levels.size(); ++i) {
    const CollectionLevel& level = collection.levels[i];
    const KindApi* kind = lookup(level.kind);
    error = kind == nullptr ? unknown_kind(level.kind, known_kinds) : check_level(level, *kind);
    if (!error.empty()) {
      error = level_prefix(i) + error;
      return false;
    }
  }
  return true;
}

bool collection_level(const Collection& collection, int index, KindLookup lookup, CollectionLevel& level,
                      std::string& error, std::string_view known_kinds) {
  if (index < 0 || index >= collection.size()) {
    error = "level " + std::to_string(static_cast<std::int64_t>(index) + 1) + " is out of range 1–" +
            std::to_string(collection.size());
    return false;
  }
  if (collection.type == Collection::Type::HandMade) {
    level = collection.levels[static_cast<std::size_t>(index)];
    return true;
  }
  const KindApi* kind = lookup(collection.kind);
  if (kind == nullptr) {
    error = unknown_kind(collection.kind, known_kinds);
    return false;
  }
  return ramp_level(collection, *kind, index, level, error);
}

bool parse_collection_text(std::string_view text, KindLookup lookup, Collection& collection, std::string& error,
                           std::string_view known_kinds) {
  if (text.size() > kMaxCollectionText) {
    error = "the text is " + std::to_string(text.size()) + " bytes long; at most " +
            std::to_string(kMaxCollectionText) + " are allowed";
    return false;
  }
  // A byte order mark (as bytes: it is no glyph the app draws).
  constexpr unsigned char kByteOrderMark[] = {0xEF, 0xBB, 0xBF};
  if (text.size() >= 3 && std::equal(kByteOrderMark, kByteOrderMark + 3, text.begin(),
                                     [](unsigned char a, char b) { return a == static_cast<unsigned char>(b); }))
    text.remove_prefix(3);
  Collection c;
  c.type = Collection::Type::HandMade;
  std::size_t title_line = 0, author_line = 0, note_line = 0;
  std::vector<std::size_t> name_lines;
  std::size_t number = 0;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = trim_spaces(text.substr(at, end - at));
    at = end + 1;
    ++number;
    const auto fail = [&](const std::string& message) {
      error = "line " + std::to_string(number) + ": " + message;
      return false;
    };
    std::string_view value;
    if (line.empty()) continue;
    struct Field {
      const char* key;
      std::string* value;
      std::size_t* line;
      std::size_t max;
    };
    const Field fields[] = {{"title", &c.title, &title_line, kMaxCollectionTitle},
                            {"author", &c.author, &author_line, kMaxCollectionAuthor},
                            {"note", &c.note, &note_line, kMaxCollectionNote}};
    bool was_field = false;
    for (const Field& field : fields) {
      if (!keyed(line, field.key, value)) continue;
      if (*field.line != 0)
        return fail(std::string("a second ") + field.key + " (the first is on line " + std::to_string(*field.line) +
                    ")");
      const std::string problem = user_text_problem(field.key, value, field.max);
      if (!problem.empty()) return fail(problem);
      *field.value = std::string(value);
      *field.line = number;
      was_field = true;
    }
    if (was_field) continue;
    if (keyed(line, "name", value)) {
      if (c.levels.empty()) return fail("'name:' names the level before it, and there is none yet");
      if (name_lines.back() != 0)
        return fail("level " + std::to_string(c.levels.size()) + " already has a name (line " +
                    std::to_string(name_lines.back()) + ")");
      const std::string problem = user_text_problem("name", value, kMaxLevelName);
      if (!problem.empty()) return fail(problem);
      c.levels.back().name = std::string(value);
      name_lines.back() = number;
      continue;
    }
    const std::vector<std::string_view> words = words_of(line);
    if (words.empty()) continue;  // a comment
    if (c.levels.size() == static_cast<std::size_t>(kMaxCollectionLevels))
      return fail("a collection holds at most " + std::to_string(kMaxCollectionLevels) + " levels");
    CollectionLevel level;
    std::string problem;
    if (!read_level_line(words, lookup, known_kinds, level, problem)) return fail(problem);
    c.levels.push_back(std::move(level));
    name_lines.push_back(0);
  }
  if (c.levels.empty()) {
    error = "the text has no levels (a level code, or a recipe link, a line)";
    return false;
  }
  return accepted(c, collection, error);
}

std::string collection_text(const Collection& collection) {
  std::string out;
  if (!collection.title.empty()) out += "title: " + collection.title + "\n";
  if (!collection.author.empty()) out += "author: " + collection.author + "\n";
  if (!collection.note.empty()) out += "note: " + collection.note + "\n";
  if (collection.type == Collection::Type::Generated) {
    out += "# the levels of " + collection_link_fragment(collection) + "\n";
    for (int i = 0; i < collection.count; ++i) {
      const Difficulty d = ramp_difficulty(collection.from, collection.to, collection.count, i);
      std::string params = params_without_difficulty(collection.params);
      if (d != Difficulty::Any) params += std::string(".") + difficulty_name(d);
      out += recipe_link_fragment(collection.kind, params, collection.seed + "." + std::to_string(i + 1)) + "\n";
    }
    return out;
  }
  for (const CollectionLevel& level : collection.levels) {
    std::string line = level.code;
    if (!level.params.empty())
      line += (line.empty() ? "" : " ") + recipe_link_fragment(level.kind, level.params, level.seed);
    out += line + "\n";
    if (!level.name.empty()) out += "name: " + level.name + "\n";
  }
  return out;
}

}  // namespace pgw

// kind_api.hpp — what every kind offers to links, the CLI, the JS API and
// the no-thread worker: text in, text out.
//
// Like a game in Simon Tatham's collection (puzzles.h, struct game), a kind
// is one backend behind a shared front: its levels and parameters travel as
// text (level codes, params text), so a link, a worker message or a JS call
// needs nothing else. Each kind fills one KindApi in its own folder
// (src/<kind>/api.cpp); src/kinds/registry.cpp lists them, one line each.
// Its form is described as data (fields), so the CLI's `levelgen <kind>
// generate --<field> VALUE` needs nothing from the kind but this table, and
// its readers of user text are listed (readers), so the contract tests
// (tests/test_kinds.cpp) and the fuzz target cover every kind registered.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/difficulty.hpp"
#include "core/progress.hpp"
#include "core/sheet.hpp"

namespace pgw {

struct KindGenerated {
  bool ok = false;
  bool cancelled = false;
  std::string code;   // the level, when ok
  std::string error;  // why not, when neither ok nor cancelled
  // The level's measure (KindApi::measure_name), from what the generator
  // already knows, as text: "14" (a par), "easy" (a grade), "1". Empty when
  // the kind has none, or when the generator made nothing to measure.
  std::string measure;
};

// The kind's form as text fields: {"width": "7", "env": "town", "unique": "true"}.
using ParamFields = std::map<std::string, std::string>;

// One field of a kind's form: a ParamFields key params_from_fields takes.
struct KindField {
  enum class Type {
    Number,  // a whole number; check_params allows lo–hi (a bound may also depend on another field)
    Flag,    // "true" or "false"; on the CLI, --name alone means true
    Text,    // any text; `values` says what (a name, "open|islands|mountains")
    Keyed,   // any number of keys "<prefix><key>" (name "*<cvar>": prefix "*"); CLI: --set KEY=VALUE
  };
  const char* name;  // "min_moves"; the CLI's option is --min-moves
  Type type;
  int lo = 0, hi = 0;       // Number: the range (for usage, and checked by the contract tests)
  const char* values = "";  // Text, Keyed: what the value is, for usage; Number: "4|8" when not all of lo–hi
  const char* help = "";    // a few words for usage: "fewest optimal moves"

  static KindField number(const char* name, int lo, int hi, const char* help, const char* values = "") {
    return {name, Type::Number, lo, hi, values, help};
  }
  static KindField flag(const char* name, const char* help) { return {name, Type::Flag, 0, 0, "", help}; }
  static KindField text(const char* name, const char* values, const char* help) {
    return {name, Type::Text, 0, 0, values, help};
  }
  static KindField keyed(const char* name, const char* values, const char* help) {
    return {name, Type::Keyed, 0, 0, values, help};
  }
  std::string prefix() const;  // Keyed: the keys' prefix ("*" of "*<cvar>")
};

// The field "difficulty" of a kind that grades its levels (core/difficulty.hpp),
// read by field_difficulty; `help` says what the kind's grades mean.
inline KindField difficulty_field(const char* help) {
  return KindField::text("difficulty", "easy|medium|hard|expert|any", help);
}

// What one reader of user text made of an input, for the contract tests and
// the fuzz target. A reader that refuses the text says why (error, never
// empty); one that accepts it writes the value again (canonical), which must
// read back to an equal value and write to the same text; `broken` says what
// did not hold (empty when all is well).
struct TextRead {
  bool ok = false;
  std::string error;
  std::string canonical;
  std::string broken;
};

struct TextReader {
  const char* name;  // "slide::parse_board", for messages
  TextRead (*read)(std::string_view text);
};

// A JSON answer (describe, solve), or what is wrong.
struct KindAnswer {
  bool ok = false;
  bool cancelled = false;
  std::string json;
  std::string error;
};

struct KindApi {
  const char* name;            // "flow": the level code's and the link's prefix
  const char* default_params;  // params text of the kind's default form
  // Empty when the params text is usable; else what is wrong, naming the part.
  std::string (*check_params)(std::string_view params);
  // Empty when the level code decodes and is playable; else what is wrong.
  std::string (*check_code)(std::string_view code);
  // The recipe's level: deterministic for (params, seed text) in every build.
  KindGenerated (*generate)(std::string_view params, std::string_view seed, Progress& progress);
  // Form fields as params text; unknown fields and bad values are named.
  bool (*params_from_fields)(const ParamFields& fields, std::string& params, std::string& error);
  // A level code as one JSON object: size and what the kind knows of it.
  KindAnswer (*describe)(std::string_view code);
  // A level code solved from its start, as one JSON object.
  KindAnswer (*solve)(std::string_view code, Progress& progress);
  // The form's fields, in the form's order (params_from_fields takes these keys).
  std::vector<KindField> fields;
  // The params text's and the level code's readers (read_text below), and any
  // other reader of user text the kind has (a board text, a map file).
  TextRead (*read_params)(std::string_view params);
  TextRead (*read_code)(std::string_view code);
  std::vector<TextReader> more_readers;
  // The generator's version: bumped whenever the same recipe makes a different
  // level. A collection keeps the version its recipes were made with
  // (core/collection.hpp), so a later build says it makes other levels
  // instead of showing them under the same name.
  unsigned generator_version = 1;
  // A level as a printable picture (core/sheet.hpp): its start, or with
  // `solution` its solution (drawn, or in the caption); null for kinds that
  // print nothing. False with `error` (a damaged code, a search cancelled).
  bool (*picture)(std::string_view code, bool solution, Progress& progress, SheetItem& item,
                  std::string& error) = nullptr;
  // What KindGenerated::measure is, as a column's name: "par" (Slide and
  // Blocks: optimal moves), "difficulty" (Flow: the grade), "cities" (how many
  // were placed), "ok" (Assembly: 1 assembled, 0 not). The Lab (core/lab.hpp)
  // sweeps a kind's fields and summarises it; "" when the kind has none.
  const char* measure_name = "";
};

// Finds a kind by its name, or nullptr: kinds/registry.hpp's find_kind, for
// the parts of core that read links naming a kind (collections, the Lab).
using KindLookup = const KindApi* (*)(std::string_view name);

// Helpers for params_from_fields: a whole number (of at most 6 digits, maybe
// negative) or true/false, else `error` names the field.
bool field_number(const ParamFields& fields, const char* name, int& value, std::string& error);
bool field_flag(const ParamFields& fields, const char* name, bool& value, std::string& error);
// A difficulty name (core/difficulty.hpp), else `error` names the field.
bool field_difficulty(const ParamFields& fields, const char* name, Difficulty& value, std::string& error);
// The first field that is none of `known` (a Keyed one matches by its prefix),
// named in `error` with the known names.
bool only_known_fields(const ParamFields& fields, const std::vector<KindField>& known, std::string& error);

// A kind's decoder as a KindApi check: empty when `text` decodes, else the
// decoder's message. decode_error<Params, decode_params> fills check_params.
template <class Value, bool (*Decode)(std::string_view, Value&, std::string&)>
std::string decode_error(std::string_view text) {
  Value value;
  std::string error;
  return Decode(text, value, error) ? std::string() : error;
}

// A kind's decoder and encoder as a TextReader: decode; when that works,
// encode, decode again and compare (Value's operator==), encode once more.
// read_text<Params, encode_params, decode_params> fills read_params.
template <class Value, std::string (*Encode)(const Value&), bool (*Decode)(std::string_view, Value&, std::string&)>
TextRead read_text(std::string_view text) {
  TextRead out;
  Value value{};
  out.ok = Decode(text, value, out.error);
  if (!out.ok) return out;
  out.canonical = Encode(value);
  Value again{};
  std::string error;
  if (!Decode(out.canonical, again, error))
    out.broken = "its own encoding '" + out.canonical + "' is refused: " + error;
  else if (!(again == value))
    out.broken = "'" + out.canonical + "' decodes to a different value";
  else if (const std::string twice = Encode(again); twice != out.canonical)
    out.broken = "'" + out.canonical + "' decodes and encodes to '" + twice + "'";
  return out;
}

}  // namespace pgw

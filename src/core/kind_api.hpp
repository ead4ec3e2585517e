// kind_api.hpp — what every kind offers to links, the CLI, the JS API and
// the no-thread worker: text in, text out.
//
// Like a game in Simon Tatham's collection (puzzles.h, struct game), a kind
// is one backend behind a shared front: its levels and parameters travel as
// text (level codes, params text), so a link, a worker message or a JS call
// needs nothing else. Each kind fills one KindApi in its own folder
// (src/<kind>/api.cpp); src/kinds/registry.cpp lists them, one line each.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "core/difficulty.hpp"
#include "core/progress.hpp"

namespace pgw {

struct KindGenerated {
  bool ok = false;
  bool cancelled = false;
  std::string code;   // the level, when ok
  std::string error;  // why not, when neither ok nor cancelled
};

// The kind's form as text fields: {"width": "7", "env": "town", "unique": "true"}.
using ParamFields = std::map<std::string, std::string>;

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
};

// Helpers for params_from_fields: a whole number or true/false, else `error`
// names the field.
bool field_number(const ParamFields& fields, const char* name, int& value, std::string& error);
bool field_flag(const ParamFields& fields, const char* name, bool& value, std::string& error);
// A difficulty name (core/difficulty.hpp), else `error` names the field.
bool field_difficulty(const ParamFields& fields, const char* name, Difficulty& value, std::string& error);
// The first field not in `known` (a null-terminated list), named in `error`.
bool only_known_fields(const ParamFields& fields, const char* const* known, std::string& error);

// A kind's decoder as a KindApi check: empty when `text` decodes, else the
// decoder's message. decode_error<Params, decode_params> fills check_params.
template <class Value, bool (*Decode)(std::string_view, Value&, std::string&)>
std::string decode_error(std::string_view text) {
  Value value;
  std::string error;
  return Decode(text, value, error) ? std::string() : error;
}

}  // namespace pgw

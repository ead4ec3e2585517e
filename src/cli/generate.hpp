// generate.hpp — `levelgen <kind> generate`, for every kind, from its KindApi.
//
// The options are the kind's form fields (KindApi::fields): --<name> VALUE
// ('_' in a name is '-' on the command line), a Flag alone (--unique), a
// Keyed field as --set KEY=VALUE (any number), and --seed S (a random one
// when absent). Values become ParamFields and the kind's params_from_fields
// makes them params text: an unknown option, a value that is not a number
// and a value out of the field's range are refused with a message naming
// the option or the field and its range (exit 2).
#pragma once

#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "core/kind_api.hpp"

namespace pgw::cli {

struct GenerateRequest {
  std::string params;  // the kind's params text, checked by the kind
  std::string seed;    // --seed, or a random seed text
  Args args;           // every option as given (a kind's own, like --out, too)
};

// Reads the options of `levelgen <kind> generate`: the kind's fields, --seed,
// `own_options` (options with a value that a kind's own generate takes) and
// `own_flags` (its options without one). False with `error` saying what is wrong.
bool read_generate(const KindApi& kind, const std::vector<std::string>& words,
                   const std::vector<std::string>& own_options, GenerateRequest& out, std::string& error,
                   const std::vector<std::string>& own_flags = {});

// The generate every kind has: one JSON line {"code","params","seed","recipe","link"}.
int generate_main(const KindApi& kind, const std::vector<std::string>& words, Streams& io);

// `levelgen <kind> generate [--width 3–12] … [--seed S]`, wrapped to lines
// of about 100 columns, each starting with two spaces; `more` ends it ("[--out FILE]").
std::string generate_usage(const KindApi& kind, const std::string& more = "");
// `levelgen <kind> generate --help`: the usage, then a line per option with its help.
std::string generate_help(const KindApi& kind, const std::string& more = "");

}  // namespace pgw::cli

// generate.cpp — see generate.hpp.
#include "cli/generate.hpp"

#include <ostream>

#include "core/json.hpp"
#include "core/link.hpp"
#include "core/rng.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

namespace {

using Type = KindField::Type;

// --min-moves for the field min_moves; --set for a Keyed field.
std::string option_of(const KindField& field) {
  if (field.type == Type::Keyed) return "set";
  std::string option = field.name;
  for (char& c : option)
    if (c == '_') c = '-';
  return option;
}

// "[--width 3–12]", "[--env countryside|town|canyon|all]", "[--unique]", "[--set CVAR=+TILE]…".
std::string usage_of(const KindField& field) {
  std::string value;
  switch (field.type) {
    case Type::Number:
      value = *field.values ? field.values : std::to_string(field.lo) + "–" + std::to_string(field.hi);
      break;
    case Type::Flag: break;
    case Type::Text:
    case Type::Keyed: value = field.values; break;
  }
  return "[--" + option_of(field) + (value.empty() ? "" : " " + value) + "]" +
         (field.type == Type::Keyed ? "…" : "");
}

}  // namespace

bool read_generate(const KindApi& kind, const std::vector<std::string>& words,
                   const std::vector<std::string>& own_options, GenerateRequest& out, std::string& error,
                   const std::vector<std::string>& own_flags) {
  Args& args = out.args;
  for (const KindField& field : kind.fields) {
    if (field.type == Type::Flag)
      args.flag(option_of(field));
    else if (field.type == Type::Keyed)
      args.repeated(option_of(field));
    else
      args.option(option_of(field));
  }
  args.option("seed");
  for (const std::string& option : own_options) args.option(option);
  for (const std::string& flag : own_flags) args.flag(flag);
  if (!args.parse(words, error)) return false;
  if (!args.positional().empty()) {
    error = "unexpected argument '" + args.positional()[0] + "'";
    return false;
  }
  ParamFields fields;
  for (const KindField& field : kind.fields) {
    const std::string option = option_of(field);
    if (!args.has(option)) continue;
    switch (field.type) {
      case Type::Number: {
        // Any whole number here; its range is the kind's to check (check_params names it).
        int value = 0;
        if (!args.integer(option, -(1 << 20), 1 << 20, value, error)) return false;
        fields[field.name] = std::to_string(value);
        break;
      }
      case Type::Flag: fields[field.name] = "true"; break;
      case Type::Text: fields[field.name] = args.text(option); break;
      case Type::Keyed:
        for (const std::string& set : args.all(option)) {
          const std::size_t eq = set.find('=');
          if (eq == std::string::npos || eq == 0) {
            error = "--" + option + " " + set + ": expected " + field.values;
            return false;
          }
          fields[field.prefix() + set.substr(0, eq)] = set.substr(eq + 1);
        }
        break;
    }
  }
  if (!kind.params_from_fields(fields, out.params, error)) return false;
  out.seed = args.has("seed") ? args.text("seed") : random_seed_text();
  return true;
}

int generate_main(const KindApi& kind, const std::vector<std::string>& words, Streams& io) {
  const std::string who = std::string("levelgen ") + kind.name + ": ";
  GenerateRequest request;
  std::string error;
  // The recipe link needs a seed of 1 to kMaxSeedLength characters.
  if (!read_generate(kind, words, {}, request, error) ||
      !(error = check_recipe(kind, request.params, request.seed)).empty()) {
    io.err << who << error << "\n";
    return kExitUsage;
  }
  Progress progress;
  const KindGenerated g = kind.generate(request.params, request.seed, progress);
  if (!g.ok) {
    io.err << who << g.error << "\n";
    return kExitFailed;
  }
  io.out << JsonObject()
                .add("code", g.code)
                .add("params", request.params)
                .add("seed", request.seed)
                .add("recipe", recipe_link_fragment(kind.name, request.params, request.seed))
                .add("link", exact_link_fragment(g.code))
                .str()
         << "\n";
  return kExitOk;
}

std::string generate_usage(const KindApi& kind, const std::string& more) {
  const std::string start = std::string("  levelgen ") + kind.name + " generate";
  std::string out = start, line = start;
  std::vector<std::string> parts;
  for (const KindField& field : kind.fields) parts.push_back(usage_of(field));
  parts.push_back("[--seed S]");
  if (!more.empty()) parts.push_back(more);
  for (const std::string& part : parts) {
    if (line.size() + 1 + part.size() > 100) {
      out += "\n" + std::string(start.size(), ' ');
      line = std::string(start.size(), ' ');
    }
    out += " " + part;
    line += " " + part;
  }
  return out + "\n";
}

std::string generate_help(const KindApi& kind, const std::string& more) {
  std::string out = "usage:\n" + generate_usage(kind, more);
  const auto line = [](const std::string& option, const char* help) {
    std::size_t columns = 0;  // UTF-8: "–" is one column
    for (char c : option) columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return "    " + option + std::string(columns < 42 ? 42 - columns : 1, ' ') + help + "\n";
  };
  for (const KindField& field : kind.fields) {
    const std::string option = usage_of(field);
    out += line(option.substr(1, option.rfind(']') - 1), field.help);  // without the brackets
  }
  return out + line("--seed S", "the recipe's seed (any text; a random one when absent)");
}

}  // namespace pgw::cli

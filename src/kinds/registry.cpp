// registry.cpp — see registry.hpp.
//
// Adding a kind: its folder's api.cpp, and ONE line in kKinds below.
#include "kinds/registry.hpp"

#include "kinds/daily.hpp"

#include "core/collection.hpp"
#include "core/json.hpp"

#include "assembly/api.hpp"
#include "blocks/api.hpp"
#include "cities/api.hpp"
#include "flow/api.hpp"
#include "slide/api.hpp"

namespace pgw {

const std::vector<const KindApi*>& all_kinds() {
  static const std::vector<const KindApi*> kKinds = {
      &slide::api(),
      &flow::api(),
      &cities::api(),
      &assembly::api(),
      &blocks::api(),
  };
  return kKinds;
}

const KindApi* find_kind(std::string_view name) {
  for (const KindApi* kind : all_kinds())
    if (name == kind->name) return kind;
  return nullptr;
}

std::string kind_names() {
  std::string names;
  for (const KindApi* k : all_kinds()) names += (names.empty() ? "" : ", ") + std::string(k->name);
  return names;
}

bool check_link(std::string_view text, Link& link, std::string& error) {
  Link parsed;
  if (!parse_link(text, parsed, error)) return false;
  const KindApi* kind = find_kind(parsed.kind);
  if (kind == nullptr) {
    error = "unknown kind '" + parsed.kind + "' (known: " + kind_names() + ")";
    return false;
  }
  if (parsed.type == Link::Type::Daily) {
    // Today's date is the caller's to fill in (resolve_daily_link); any date shows whether the kind has a daily.
    Link resolved = parsed;
    if (!resolve_daily_link(resolved, "2026-01-01", error)) return false;
    link = parsed;
    return true;
  }
  error = parsed.type == Link::Type::Exact ? kind->check_code(parsed.code) : kind->check_params(parsed.params);
  if (!error.empty()) return false;
  link = parsed;
  return true;
}

std::string check_recipe(const KindApi& kind, std::string_view params, std::string_view seed) {
  const std::string problem = kind.check_params(params);
  if (!problem.empty()) return problem;
  if (seed.empty() || seed.size() > kMaxSeedLength)
    return "the seed must be 1 to " + std::to_string(kMaxSeedLength) + " characters";
  return std::string();
}

KindAnswer generate_answer(const KindApi& kind, std::string_view params, std::string_view seed, Progress& progress) {
  KindAnswer out;
  out.error = check_recipe(kind, params, seed);
  if (!out.error.empty()) return out;
  const KindGenerated g = kind.generate(params, seed, progress);
  out.ok = g.ok;
  out.cancelled = g.cancelled;
  out.error = g.error;
  if (g.ok)
    out.json = JsonObject()
                   .add("code", g.code)
                   .add("recipe", recipe_link_fragment(kind.name, params, seed))
                   .add("link", exact_link_fragment(g.code))
                   .str();
  return out;
}

KindAnswer collection_answer(std::string_view link) {
  KindAnswer out;
  Collection set;
  const std::string known = kind_names();
  if (!parse_collection_link(link, set, out.error) || !check_collection(set, find_kind, out.error, known)) return out;
  JsonArray levels;
  for (int i = 0; i < set.size(); ++i) {
    CollectionLevel level;
    if (!collection_level(set, i, find_kind, level, out.error, known)) return out;
    JsonObject item;
    item.add("index", i + 1).add("kind", level.kind);
    if (!level.code.empty()) item.add("code", level.code);
    if (!level.params.empty())
      item.add("recipe", recipe_link_fragment(level.kind, level.params, level.seed))
          .add("params", level.params)
          .add("seed", level.seed);
    if (set.type == Collection::Type::Generated)
      item.add("difficulty", difficulty_name(ramp_difficulty(set.from, set.to, set.count, i)));
    if (!level.name.empty()) item.add("name", level.name);
    levels.add(item);
  }
  out.ok = true;
  out.json = JsonObject()
                 .add("title", set.title)
                 .add("author", set.author)
                 .add("note", set.note)
                 .add("type", set.type == Collection::Type::Generated ? "generated" : "hand-made")
                 .add("count", set.size())
                 .add("link", collection_link_fragment(set))
                 .add("levels", levels)
                 .str();
  return out;
}

}  // namespace pgw

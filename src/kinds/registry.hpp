// registry.hpp — every kind's text interface, and links resolved through it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/kind_api.hpp"
#include "core/link.hpp"

namespace pgw {

const std::vector<const KindApi*>& all_kinds();
// nullptr when no kind has that name.
const KindApi* find_kind(std::string_view name);
// The kinds' names for messages: "slide, flow, cities, assembly".
std::string kind_names();

// parse_link, then the kind's own checks: a known kind, a code that decodes,
// params the kind accepts. False with `error` saying what is wrong.
bool check_link(std::string_view text, Link& link, std::string& error);

// For the JS API and the worker. What is wrong with a recipe (its params
// text, a seed of 1 to kMaxSeedLength characters); empty when it is fine.
std::string check_recipe(const KindApi& kind, std::string_view params, std::string_view seed);
// The recipe's level as {"code","recipe","link"} (the exact and recipe link fragments).
KindAnswer generate_answer(const KindApi& kind, std::string_view params, std::string_view seed, Progress& progress);
// For the JS API and the worker: a collection link read and checked, as
// {"title","author","note","type","count","link","levels":[{"index","kind",
// "code" (when known),"recipe","params","seed" (a recipe's),"difficulty"
// (a ramp's),"name"}]}; nothing is generated.
KindAnswer collection_answer(std::string_view link);

}  // namespace pgw

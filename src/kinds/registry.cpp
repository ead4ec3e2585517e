// registry.cpp — see registry.hpp.
//
// Adding a kind: its folder's api.cpp, and ONE line in kKinds below.
#include "kinds/registry.hpp"

#include "flow/api.hpp"
#include "slide/api.hpp"

namespace pgw {

const std::vector<const KindApi*>& all_kinds() {
  static const std::vector<const KindApi*> kKinds = {
      &slide::api(),
      &flow::api(),
  };
  return kKinds;
}

const KindApi* find_kind(std::string_view name) {
  for (const KindApi* kind : all_kinds())
    if (name == kind->name) return kind;
  return nullptr;
}

bool check_link(std::string_view text, Link& link, std::string& error) {
  Link parsed;
  if (!parse_link(text, parsed, error)) return false;
  const KindApi* kind = find_kind(parsed.kind);
  if (kind == nullptr) {
    std::string known;
    for (const KindApi* k : all_kinds()) known += (known.empty() ? "" : ", ") + std::string(k->name);
    error = "unknown kind '" + parsed.kind + "' (known: " + known + ")";
    return false;
  }
  error = parsed.type == Link::Type::Exact ? kind->check_code(parsed.code) : kind->check_params(parsed.params);
  if (!error.empty()) return false;
  link = parsed;
  return true;
}

}  // namespace pgw

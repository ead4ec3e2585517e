// kind_api.cpp — see kind_api.hpp.
#include "core/kind_api.hpp"

#include "core/params_text.hpp"

namespace pgw {

bool field_number(const ParamFields& fields, const char* name, int& value, std::string& error) {
  const auto it = fields.find(name);
  if (it == fields.end()) return true;
  if (!parse_whole_number(it->second, value)) {
    error = std::string(name) + " '" + it->second + "' is not a whole number";
    return false;
  }
  return true;
}

bool field_flag(const ParamFields& fields, const char* name, bool& value, std::string& error) {
  const auto it = fields.find(name);
  if (it == fields.end()) return true;
  if (it->second != "true" && it->second != "false") {
    error = std::string(name) + " '" + it->second + "' is not true or false";
    return false;
  }
  value = it->second == "true";
  return true;
}

bool field_difficulty(const ParamFields& fields, const char* name, Difficulty& value, std::string& error) {
  const auto it = fields.find(name);
  if (it == fields.end()) return true;
  if (!difficulty_from_name(it->second, value)) {
    error = std::string(name) + " '" + it->second + "' is not one of " + difficulty_names();
    return false;
  }
  return true;
}

bool only_known_fields(const ParamFields& fields, const char* const* known, std::string& error) {
  for (const auto& field : fields) {
    bool found = false;
    std::string names;
    for (const char* const* k = known; *k != nullptr; ++k) {
      found = found || field.first == *k;
      names += (names.empty() ? "" : ", ") + std::string(*k);
    }
    if (!found) {
      error = "unknown parameter '" + field.first + "' (known: " + names + ")";
      return false;
    }
  }
  return true;
}

}  // namespace pgw

// kind_api.cpp — see kind_api.hpp.
#include "core/kind_api.hpp"

#include "core/params_text.hpp"

namespace pgw {

std::string KindField::prefix() const {
  const std::string_view whole(name);
  return std::string(whole.substr(0, whole.find('<')));
}

bool field_number(const ParamFields& fields, const char* name, int& value, std::string& error) {
  const auto it = fields.find(name);
  if (it == fields.end()) return true;
  // A sign is read too, so that the kind's range check names a negative value.
  const bool negative = !it->second.empty() && it->second[0] == '-';
  if (!parse_whole_number(std::string_view(it->second).substr(negative ? 1 : 0), value)) {
    error = std::string(name) + " '" + it->second + "' is not a whole number";
    return false;
  }
  if (negative) value = -value;
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

bool only_known_fields(const ParamFields& fields, const std::vector<KindField>& known, std::string& error) {
  for (const auto& field : fields) {
    bool found = false;
    std::string names;
    for (const KindField& k : known) {
      const std::string prefix = k.prefix();
      found = found || (k.type == KindField::Type::Keyed
                            ? field.first.size() > prefix.size() && field.first.compare(0, prefix.size(), prefix) == 0
                            : field.first == k.name);
      names += (names.empty() ? "" : ", ") + std::string(k.name);
    }
    if (!found) {
      error = "unknown parameter '" + field.first + "' (known: " + names + ")";
      return false;
    }
  }
  return true;
}

}  // namespace pgw

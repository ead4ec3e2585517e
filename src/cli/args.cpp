#include "cli/args.hpp"

namespace pgw::cli {

void Args::flag(const std::string& name) { takes_value_[name] = false; }
void Args::option(const std::string& name) { takes_value_[name] = true; }
void Args::repeated(const std::string& name) {
  takes_value_[name] = true;
  repeats_[name] = true;
}

bool Args::parse(const std::vector<std::string>& words, std::string& error) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.size() < 3 || word.compare(0, 2, "--") != 0) {
      positional_.push_back(word);
      continue;
    }
    const std::size_t eq = word.find('=');
    const std::string name = word.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
    const auto known = takes_value_.find(name);
    if (known == takes_value_.end()) {
      error = "unknown option --" + name;
      return false;
    }
    const bool repeats = repeats_.count(name) != 0;
    if (values_.count(name) && !repeats) {
      error = "--" + name + " is given twice";
      return false;
    }
    if (!known->second) {
      if (eq != std::string::npos) {
        error = "--" + name + " takes no value";
        return false;
      }
      values_[name] = "";
    } else if (eq != std::string::npos || i + 1 < words.size()) {
      values_[name] = eq != std::string::npos ? word.substr(eq + 1) : words[++i];
      if (repeats) repeated_values_[name].push_back(values_[name]);
    } else {
      error = "--" + name + " needs a value";
      return false;
    }
  }
  return true;
}

bool Args::required_integer(const std::string& name, int lo, int hi, int& value, std::string& error,
                            const std::string& what) const {
  if (!has(name)) {
    error = "needs --" + name + " N (" + what + ")";
    return false;
  }
  return integer(name, lo, hi, value, error);
}

std::vector<std::string> Args::all(const std::string& name) const {
  const auto it = repeated_values_.find(name);
  return it == repeated_values_.end() ? std::vector<std::string>() : it->second;
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
  const auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

bool Args::integer(const std::string& name, int lo, int hi, int& value, std::string& error) const {
  const auto it = values_.find(name);
  if (it == values_.end()) return true;
  const std::string& s = it->second;
  bool digits = !s.empty() && s.size() <= 9;
  std::size_t start = (!s.empty() && s[0] == '-') ? 1 : 0;
  if (start == s.size()) digits = false;
  for (std::size_t i = start; digits && i < s.size(); ++i) digits = s[i] >= '0' && s[i] <= '9';
  if (!digits) {
    error = "--" + name + ": '" + s + "' is not a whole number";
    return false;
  }
  const int v = std::stoi(s);
  if (v < lo || v > hi) {
    error = "--" + name + ": " + s + " is out of range " + std::to_string(lo) + "–" + std::to_string(hi);
    return false;
  }
  value = v;
  return true;
}

}  // namespace pgw::cli

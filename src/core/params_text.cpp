#include "core/params_text.hpp"

namespace pgw {

bool parse_whole_number(std::string_view digits, int& value) {
  if (digits.empty() || digits.size() > 6) return false;
  int v = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  value = v;
  return true;
}

std::string params_token_label(std::size_t index, std::string_view token) {
  return "parameter " + std::to_string(index + 2) + " ('" + std::string(token) + "')";
}

bool split_params_text(std::string_view text, const char* size_example, ParamsText& out, std::string& error) {
  ParamsText result;
  std::vector<std::string_view> parts;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = text.find('.', at);
    if (end == std::string_view::npos) end = text.size();
    parts.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  const std::string_view size = parts[0];
  const std::size_t x = size.find('x');
  if (x == std::string_view::npos || !parse_whole_number(size.substr(0, x), result.width) ||
      !parse_whole_number(size.substr(x + 1), result.height)) {
    error = "parameter 1 ('" + std::string(size) + "') should be the size, like " + size_example;
    return false;
  }
  result.tokens.assign(parts.begin() + 1, parts.end());
  out = std::move(result);
  return true;
}

}  // namespace pgw

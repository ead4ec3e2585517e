// json.hpp — writes one JSON object, for the CLI's one-line results and the
// app's test hooks (values are flat; add_raw nests what the caller wrote).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace pgw {

class JsonObject {
 public:
  JsonObject& add(std::string_view key, std::string_view value);
  JsonObject& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
  JsonObject& add(std::string_view key, bool value);
  JsonObject& add(std::string_view key, int value) { return add(key, static_cast<std::int64_t>(value)); }
  JsonObject& add(std::string_view key, std::int64_t value);
  JsonObject& add(std::string_view key, std::uint64_t value);
  JsonObject& add(std::string_view key, double value);
  // `json` as written: an object (another JsonObject's str()), an array, a number.
  JsonObject& add_raw(std::string_view key, std::string_view json);
  std::string str() const { return "{" + body_ + "}"; }

 private:
  void key(std::string_view k);
  std::string body_;
};

std::string json_quote(std::string_view text);

}  // namespace pgw

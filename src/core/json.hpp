// json.hpp — writes one JSON object (nested ones through raw()), for the CLI's one-line results.
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
  // A value that is already JSON (a nested object or array), as it is.
  JsonObject& raw(std::string_view key, std::string_view json);
  JsonObject& add(std::string_view key, const JsonObject& object) { return raw(key, object.str()); }
  std::string str() const { return "{" + body_ + "}"; }

 private:
  void key(std::string_view k);
  std::string body_;
};

std::string json_quote(std::string_view text);

}  // namespace pgw

// json.hpp — JSON written one way: objects and arrays built value by value.
//
// For every JSON the project writes: the CLI's one-line results, a kind's
// describe and solve answers, the JS API's and the worker's replies. Keys
// come out in the order they are added; strings are quoted by json_quote;
// doubles have three decimals (non-finite ones are null). A value that is
// already JSON text (a kind's answer inside an API reply) goes in whole
// with add_raw, never by cutting and splicing strings.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace pgw {

class JsonArray;

class JsonObject {
 public:
  JsonObject& add(std::string_view key, std::string_view value);
  JsonObject& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
  JsonObject& add(std::string_view key, bool value);
  JsonObject& add(std::string_view key, int value) { return add(key, static_cast<std::int64_t>(value)); }
  JsonObject& add(std::string_view key, std::int64_t value);
  JsonObject& add(std::string_view key, std::uint64_t value);
  JsonObject& add(std::string_view key, double value);
  JsonObject& add(std::string_view key, const JsonObject& value);
  JsonObject& add(std::string_view key, const JsonArray& value);
  // `json` is one JSON value already written (a KindAnswer's json), put in as it is.
  JsonObject& add_raw(std::string_view key, std::string_view json);
  std::string str() const { return "{" + body_ + "}"; }

 private:
  std::string& key(std::string_view k);
  std::string body_;
};

class JsonArray {
 public:
  JsonArray& add(std::string_view value);
  JsonArray& add(const JsonObject& value);
  JsonArray& add_raw(std::string_view json);
  bool empty() const { return body_.empty(); }
  std::string str() const { return "[" + body_ + "]"; }

 private:
  std::string& next();
  std::string body_;
};

std::string json_quote(std::string_view text);

}  // namespace pgw

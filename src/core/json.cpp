// json.cpp — see json.hpp.
#include "core/json.hpp"

#include <cmath>
#include <cstdio>

namespace pgw {

std::string json_quote(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string& JsonObject::key(std::string_view k) {
  if (!body_.empty()) body_ += ',';
  body_ += json_quote(k);
  body_ += ':';
  return body_;
}

JsonObject& JsonObject::add(std::string_view k, std::string_view value) {
  key(k) += json_quote(value);
  return *this;
}

JsonObject& JsonObject::add(std::string_view k, bool value) {
  key(k) += value ? "true" : "false";
  return *this;
}

JsonObject& JsonObject::add(std::string_view k, std::int64_t value) {
  key(k) += std::to_string(value);
  return *this;
}

JsonObject& JsonObject::add(std::string_view k, std::uint64_t value) {
  key(k) += std::to_string(value);
  return *this;
}

JsonObject& JsonObject::add(std::string_view k, double value) {
  if (!std::isfinite(value)) {
    key(k) += "null";
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", value);
  key(k) += buf;
  return *this;
}

JsonObject& JsonObject::add(std::string_view k, const JsonObject& value) {
  key(k) += value.str();
  return *this;
}

JsonObject& JsonObject::add(std::string_view k, const JsonArray& value) {
  key(k) += value.str();
  return *this;
}

JsonObject& JsonObject::add_raw(std::string_view k, std::string_view json) {
  key(k) += json;
  return *this;
}

std::string& JsonArray::next() {
  if (!body_.empty()) body_ += ',';
  return body_;
}

JsonArray& JsonArray::add(std::string_view value) {
  next() += json_quote(value);
  return *this;
}

JsonArray& JsonArray::add(const JsonObject& value) {
  next() += value.str();
  return *this;
}

JsonArray& JsonArray::add_raw(std::string_view json) {
  next() += json;
  return *this;
}

}  // namespace pgw

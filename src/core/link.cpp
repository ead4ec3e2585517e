// link.cpp — see link.hpp.
#include "core/link.hpp"

#include "core/ascii.hpp"

#include <vector>

namespace pgw {

namespace {

constexpr std::string_view kRecipePrefix = "recipe/";
constexpr std::string_view kDailyPrefix = "daily/";
constexpr std::string_view kCollectionLinkPrefix = "collection/";  // core/collection.hpp
constexpr std::string_view kLabLinkPrefix = "lab/";                // core/lab.hpp

using ascii::is_alnum;
using ascii::is_lower;
using ascii::is_space;

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == separator) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

bool parse_kind(std::string_view kind, const char* where, std::string& error) {
  if (kind.empty()) {
    error = std::string("the link has no kind ") + where;
    return false;
  }
  for (char c : kind)
    if (!is_lower(c)) {
      error = "the kind '" + std::string(kind) + "' " + where + " may only have lowercase letters";
      return false;
    }
  return true;
}

bool parse_recipe(std::string_view rest, Link& link, std::string& error) {
  const std::vector<std::string_view> parts = split(rest, '/');
  if (parts.size() != 3) {
    error = "a recipe link is #recipe/<kind>/<params>/<seed>; this one has " + std::to_string(parts.size()) +
            (parts.size() == 1 ? " part" : " parts") + " after 'recipe/'";
    return false;
  }
  if (!parse_kind(parts[0], "after 'recipe/'", error)) return false;
  if (parts[1].empty()) {
    error = "the recipe link has no parameters";
    return false;
  }
  for (std::size_t i = 0; i < parts[1].size(); ++i)
    if (!is_unreserved(parts[1][i])) {
      error = "the recipe's parameters have " + shown_char(parts[1][i]) + " at character " + std::to_string(i + 1);
      return false;
    }
  std::string seed;
  if (!percent_decode(parts[2], seed)) {
    error = "the recipe's seed has a '%' that is not followed by two hex digits";
    return false;
  }
  if (seed.empty()) {
    error = "the recipe link has no seed";
    return false;
  }
  if (seed.size() > kMaxSeedLength) {
    error = "the recipe's seed is " + std::to_string(seed.size()) + " characters long; at most " +
            std::to_string(kMaxSeedLength) + " are allowed";
    return false;
  }
  link.type = Link::Type::Recipe;
  link.kind = std::string(parts[0]);
  link.code.clear();
  link.params = std::string(parts[1]);
  link.seed = seed;
  return true;
}

bool parse_daily(std::string_view rest, Link& link, std::string& error) {
  const std::vector<std::string_view> parts = split(rest, '/');
  if (parts.size() > 2) {
    error = "a daily link is #daily/<kind> or #daily/<kind>/<YYYY-MM-DD>; this one has " +
            std::to_string(parts.size()) + " parts after 'daily/'";
    return false;
  }
  if (!parse_kind(parts[0], "after 'daily/'", error)) return false;
  if (parts.size() == 2 && parts[1].empty()) {
    error = "the daily link ends in '/' with no date after it";
    return false;
  }
  for (std::size_t i = 0; parts.size() == 2 && i < parts[1].size(); ++i)
    if (!is_alnum(parts[1][i]) && parts[1][i] != '-') {
      error = "the daily link's date has " + shown_char(parts[1][i]) + " at character " + std::to_string(i + 1);
      return false;
    }
  link.type = Link::Type::Daily;
  link.kind = std::string(parts[0]);
  link.code.clear();
  link.params.clear();
  link.seed = parts.size() == 2 ? std::string(parts[1]) : std::string();
  return true;
}

bool parse_exact(std::string_view code, Link& link, std::string& error) {
  const std::size_t dash = code.find('-');
  if (dash == std::string_view::npos) {
    error = "a level code is <kind>-<letters>; '-' is missing";
    return false;
  }
  if (!parse_kind(code.substr(0, dash), "before '-'", error)) return false;
  for (std::size_t i = dash + 1; i < code.size(); ++i)
    if (!is_alnum(code[i]) && code[i] != '-' && code[i] != '_') {
      error = "the level code has " + shown_char(code[i]) + " at character " + std::to_string(i + 1) +
              ", which no level code contains";
      return false;
    }
  if (dash + 1 == code.size()) {
    error = "the level code is empty after '" + std::string(code.substr(0, dash + 1)) + "'";
    return false;
  }
  link.type = Link::Type::Exact;
  link.kind = std::string(code.substr(0, dash));
  link.code = std::string(code);
  link.params.clear();
  link.seed.clear();
  return true;
}

}  // namespace

bool is_unreserved(char c) { return is_alnum(c) || c == '-' || c == '.' || c == '_' || c == '~'; }

std::string shown_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7F) return std::string("'") + c + "'";
  return "byte " + std::to_string(byte);
}

std::string shown_text(std::string_view text) {
  std::string s;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) s += c;
    else s += "<byte " + std::to_string(byte) + ">";
  }
  return s;
}

std::string_view trim_spaces(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

bool link_fragment(std::string_view text, std::string_view& fragment) {
  text = trim_spaces(text);
  const std::size_t hash = text.find('#');
  fragment = hash == std::string_view::npos ? text : text.substr(hash + 1);
  return hash != std::string_view::npos || text.find("://") == std::string_view::npos;
}

bool prefixed_fragment(std::string_view text, std::string_view prefix, std::size_t max_length, const char* name,
                       const char* opens, std::string_view& fragment, std::string& error) {
  text = trim_spaces(text);
  if (text.size() > max_length) {
    error = std::string("the ") + name + " link is " + std::to_string(text.size()) + " characters long; at most " +
            std::to_string(max_length) + " are allowed";
    return false;
  }
  if (!link_fragment(text, fragment)) {
    error = std::string("the link has no '#' part: it opens the app, not ") + opens;
    return false;
  }
  if (fragment.substr(0, prefix.size()) != prefix) {
    error = std::string("this is not a ") + name + " link (they begin #" + std::string(prefix) + ")";
    return false;
  }
  return true;
}

bool parse_link(std::string_view text, Link& link, std::string& error) {
  text = trim_spaces(text);
  if (text.size() > kMaxLinkLength) {
    error = "the link is " + std::to_string(text.size()) + " characters long; no level link is longer than " +
            std::to_string(kMaxLinkLength);
    return false;
  }
  std::string_view fragment;
  if (!link_fragment(text, fragment)) {
    error = "the link has no '#' part: it opens the app, not a level";
    return false;
  }
  if (fragment.empty()) {
    error = "the link is empty";
    return false;
  }
  if (fragment.substr(0, kCollectionLinkPrefix.size()) == kCollectionLinkPrefix) {
    error = "this is a collection's link (#collection/…), not a level's";
    return false;
  }
  if (fragment.substr(0, kLabLinkPrefix.size()) == kLabLinkPrefix) {
    error = "this is a Lab run's link (#lab/…), not a level's";
    return false;
  }
  if (fragment.substr(0, kRecipePrefix.size()) == kRecipePrefix)
    return parse_recipe(fragment.substr(kRecipePrefix.size()), link, error);
  if (fragment.substr(0, kDailyPrefix.size()) == kDailyPrefix)
    return parse_daily(fragment.substr(kDailyPrefix.size()), link, error);
  return parse_exact(fragment, link, error);
}

const char* link_type_name(Link::Type type) {
  return type == Link::Type::Exact ? "exact" : type == Link::Type::Recipe ? "recipe" : "daily";
}

std::string exact_link_fragment(std::string_view code) { return "#" + std::string(code); }

std::string recipe_link_fragment(std::string_view kind, std::string_view params, std::string_view seed) {
  return "#" + std::string(kRecipePrefix) + std::string(kind) + "/" + std::string(params) + "/" + percent_encode(seed);
}

std::string percent_encode(std::string_view text, std::string_view keep) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : text) {
    if (is_unreserved(c) || keep.find(c) != std::string_view::npos) {
      out += c;
      continue;
    }
    const auto byte = static_cast<unsigned char>(c);
    out += '%';
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
  return out;
}

bool percent_decode(std::string_view text, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int hi = i + 1 < text.size() ? hex_value(text[i + 1]) : -1;
    const int lo = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
    if (hi < 0 || lo < 0) return false;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return true;
}

}  // namespace pgw

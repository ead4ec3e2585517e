// ascii.hpp — character classes for the text formats (links, codes, collections), ASCII
// only and independent of the C locale.
#pragma once

namespace pgw::ascii {

inline bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
inline bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_alnum(char c) { return is_lower(c) || is_upper(c) || is_digit(c); }
inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace pgw::ascii

// tokenizer.hpp — the UFO: AI engine's generic script tokenizer, as .ump
// files are read with it (ump-format.md §1), with positions for messages.
//
// Whitespace is every byte ≤ 32 and every byte ≥ 0x80: the original reads
// plain (signed on x86) char, so UTF-8 bytes are skipped; we do so on every
// platform. `//` and `/* … */` are comments only where a token would start.
// A double-quoted string is one token without its quotes (\n \t \" unescaped,
// CR dropped). `{ } ( ) ,` are one-character tokens and end a word. Anything
// else up to whitespace or one of those is a word. An unterminated string or
// block comment runs to the end of the text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace pgw::assembly {

struct Token {
  std::string text;
  bool quoted = false;  // a quoted "{" is text, not a brace
  int line = 1, column = 1;  // 1-based, column in bytes; the opening quote for strings
};

class Tokenizer {
 public:
  explicit Tokenizer(std::string_view text);

  // The next token; false at the end of the text.
  bool next(Token& token);

  // Where reading stands: after next() returned false, the end of the text.
  int line() const { return line_; }
  int column() const { return column_; }

 private:
  bool at_end() const { return at_ >= text_.size(); }
  char peek(std::size_t ahead = 0) const { return at_ + ahead < text_.size() ? text_[at_ + ahead] : '\0'; }
  void advance();
  void skip_space_and_comments();

  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1, column_ = 1;
};

}  // namespace pgw::assembly

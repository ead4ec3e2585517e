// tokenizer.cpp — see tokenizer.hpp.
#include "assembly/tokenizer.hpp"

namespace pgw::assembly {

namespace {

bool is_space(char c) {
  const unsigned char byte = static_cast<unsigned char>(c);
  return byte <= 32 || byte >= 0x80;
}

bool is_punctuation(char c) { return c == '{' || c == '}' || c == '(' || c == ')' || c == ','; }

}  // namespace

Tokenizer::Tokenizer(std::string_view text) : text_(text) {}

void Tokenizer::advance() {
  if (text_[at_] == '\n') {
    ++line_;
    column_ = 1;
  } else {
    ++column_;
  }
  ++at_;
}

void Tokenizer::skip_space_and_comments() {
  while (!at_end()) {
    if (is_space(peek())) {
      advance();
    } else if (peek() == '/' && peek(1) == '/') {
      while (!at_end() && peek() != '\n') advance();
    } else if (peek() == '/' && peek(1) == '*') {
      advance();
      advance();
      while (!at_end() && !(peek() == '*' && peek(1) == '/')) advance();
      if (!at_end()) {
        advance();
        advance();
      }
    } else {
      return;
    }
  }
}

bool Tokenizer::next(Token& token) {
  skip_space_and_comments();
  if (at_end()) return false;
  token.text.clear();
  token.line = line_;
  token.column = column_;
  token.quoted = peek() == '"';
  if (token.quoted) {
    advance();
    while (!at_end() && peek() != '"') {
      const char c = peek();
      const char after = peek(1);
      if (c == '\\' && (after == 'n' || after == 't' || after == '"')) {
        token.text += after == 'n' ? '\n' : after == 't' ? '\t' : '"';
        advance();
      } else if (c != '\r') {
        token.text += c;
      }
      advance();
    }
    if (!at_end()) advance();  // the closing quote
    return true;
  }
  if (is_punctuation(peek())) {
    token.text = peek();
    advance();
    return true;
  }
  while (!at_end() && !is_space(peek()) && !is_punctuation(peek())) {
    token.text += peek();
    advance();
  }
  return true;
}

}  // namespace pgw::assembly

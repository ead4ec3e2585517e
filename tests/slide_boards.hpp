// slide_boards.hpp — Slide levels from board text, for tests that build them by hand.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "slide/text.hpp"

namespace pgw::test {

inline slide::Level slide_board(const char* text) {
  slide::Level level;
  std::string error;
  REQUIRE_MESSAGE(slide::parse_board(text, level, error), error);
  return level;
}

}  // namespace pgw::test

// Slide text forms: board text, level codes, params; every error names its place.
#include <doctest/doctest.h>

#include "slide/text.hpp"
#include "slide_reference.hpp"

using namespace pgw;
using namespace pgw::slide;

TEST_CASE("board text round trip; default goal when none is marked") {
  Level l;
  std::string error;
  REQUIRE(parse_board("P.S.\n.M..\n....\n....\n", l, error));
  CHECK(l.layout.goal == default_goal(4, 4));
  CHECK(format_board(l.layout, l.start) == "P.S.\n.M..\n....\n..G.\n");
  REQUIRE(parse_board("P...\r\n.M.G\r\n....\r\n", l, error));  // CRLF and a marked goal
  CHECK(l.layout.goal == cell_index(3, 1));
  REQUIRE(parse_board("S..\n.*.\n..P\n", l, error));
  REQUIRE(parse_board(format_board(l.layout, l.start), l, error));
}

TEST_CASE("board text errors name line and column") {
  Level l;
  std::string error;
  CHECK_FALSE(parse_board("P..\n.x.\n...\n", l, error));
  CHECK(error == "line 2, column 2: unexpected character 'x' (use . P S M G + *)");
  CHECK_FALSE(parse_board("P..\n....\n...\n", l, error));
  CHECK(error == "line 2 has 4 cells, line 1 has 3");
  CHECK_FALSE(parse_board("P..\n..P\n...\n", l, error));
  CHECK(error == "line 2, column 3: a second player (the first is at line 1, column 1)");
  CHECK_FALSE(parse_board("...\n...\n...\n", l, error));
  CHECK(error == "the board has no player (P)");
  CHECK_FALSE(parse_board("PG\n..\n", l, error));
  CHECK_FALSE(parse_board("", l, error));
  CHECK_FALSE(parse_board("P.G\n..G\n...\n", l, error));
  CHECK(error == "line 2, column 3: a second goal");
}

TEST_CASE("level code round trip on random levels") {
  Rng rng(8);
  for (int i = 0; i < 200; ++i) {
    const int w = rng.between(3, 12), h = rng.between(3, 12);
    const Level l = reference::random_level(rng, w, h, w * h / 4, w * h / 4);
    const std::string code = encode_level(l);
    Level back;
    std::string error;
    REQUIRE_MESSAGE(decode_level(code, back, error), error);
    CHECK(encode_level(back) == code);
    CHECK(format_board(back.layout, back.start) == format_board(l.layout, l.start));
  }
}

TEST_CASE("level code: damage is reported, never accepted") {
  const Level l = blank_level(6, 6);
  const std::string code = encode_level(l);
  Level back;
  std::string error;
  CHECK_FALSE(decode_level(code.substr(0, code.size() - 2), back, error));
  CHECK_FALSE(error.empty());
  CHECK_FALSE(decode_level("flow-" + code.substr(6), back, error));
  CHECK(error.find("'flow'") != std::string::npos);
  // Every single-character change is caught.
  int caught = 0;
  for (std::size_t i = 6; i < code.size(); ++i) {
    std::string bad = code;
    bad[i] = bad[i] == 'x' ? 'y' : 'x';
    caught += !decode_level(bad, back, error);
  }
  CHECK(caught == static_cast<int>(code.size() - 6));
}

TEST_CASE("params text round trip and errors") {
  Params p;
  p.width = 9;
  p.height = 4;
  p.min_moves = 12;
  p.hardest = true;
  Params back;
  std::string error;
  CHECK(encode_params(p) == "9x4.m12.s20.v15.hardest");
  REQUIRE(decode_params(encode_params(p), back, error));
  CHECK(back == p);
  CHECK_FALSE(decode_params("20x4", back, error));
  CHECK(error == "width 20 is out of range 3–12");
  CHECK_FALSE(decode_params("6x6.q3", back, error));
  CHECK(error.find("parameter 2 ('q3')") != std::string::npos);
  CHECK_FALSE(decode_params("6x6.m", back, error));
  CHECK_FALSE(decode_params("six", back, error));
}

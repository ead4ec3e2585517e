// Flow codes and params text: round trips, and damaged input rejected with a reason.
#include <doctest/doctest.h>

#include <vector>

#include "core/codec.hpp"
#include "flow/generator.hpp"
#include "flow/text.hpp"

using namespace pgw;
using namespace pgw::flow;

namespace {

Level sample_level() {
  Params p;
  p.width = 6;
  p.height = 4;
  p.environment = "town";
  Progress progress;
  Generated g = generate(p, 42, progress);
  REQUIRE(g.ok);
  g.level.locked[3] = 1;
  return g.level;
}

// A code made from raw payload bytes, to reach the checks after the checksum.
std::string code_of(const std::vector<unsigned>& bytes) {
  ByteWriter w;
  for (unsigned b : bytes) w.u8(b);
  return wrap_code("flow", 1, w.bytes());
}

}  // namespace

TEST_CASE("level code: round trip keeps tiles, both rotations and locks") {
  const Level level = sample_level();
  const std::string code = encode_level(level);
  CHECK(code.rfind("flow-", 0) == 0);
  Level back;
  std::string error;
  REQUIRE_MESSAGE(decode_level(code, back, error), error);
  CHECK(back.board.width == 6);
  CHECK(back.board.height == 4);
  CHECK(back.board.environment == kTown);
  CHECK(back.board.tiles == level.board.tiles);
  CHECK(back.solution == level.solution);
  CHECK(back.start == level.start);
  CHECK(back.locked == level.locked);
  CHECK(encode_level(back) == code);
}

TEST_CASE("level code: damaged codes are rejected with a message") {
  const std::string code = encode_level(sample_level());
  Level out;
  std::string error;
  std::string flipped = code;
  flipped[10] = flipped[10] == 'A' ? 'B' : 'A';
  CHECK_FALSE(decode_level(flipped, out, error));
  CHECK(!error.empty());
  CHECK_FALSE(decode_level("slide-AAAA", out, error));
  CHECK_FALSE(decode_level(code.substr(0, code.size() - 4), out, error));

  CHECK_FALSE(decode_level(code_of({41, 2, 0}), out, error));
  CHECK(error == "width 41 is out of range 2–40");
  CHECK_FALSE(decode_level(code_of({2, 2, 7}), out, error));
  CHECK(error == "environment 7 is out of range 0–3");
  // Tile 250 (varint 0xFA 0x01) at the first cell.
  CHECK_FALSE(decode_level(code_of({2, 2, 3, 0xFA, 0x01, 0}), out, error));
  CHECK(error == "unknown tile id 250 at 0,0");
  // Meadow (tile 0) is not a town tile.
  CHECK_FALSE(decode_level(code_of({2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0}), out, error));
  CHECK(error == "tile 0 at 0,0 is not in environment 'town'");
  // Four meadows in the countryside are fine; a fifth cell is not.
  CHECK(decode_level(code_of({2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0}), out, error));
  CHECK_FALSE(decode_level(code_of({2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}), out, error));
  CHECK(error == "the code has bytes after the last cell");
  CHECK_FALSE(decode_level(code_of({2, 2, 0, 0, 0, 0, 0}), out, error));
  CHECK(!error.empty());
  // A road end (tile 11) stored pointing north, off the board.
  CHECK_FALSE(decode_level(code_of({2, 2, 3, 11, 0, 0, 0, 0, 0, 0, 0}), out, error));
  CHECK(error == "the stored solution does not match at 0,0 (north side)");
}

TEST_CASE("params text: round trip and errors") {
  Params p;
  p.width = 9;
  p.height = 12;
  p.environment = "canyon";
  p.density = 80;
  p.unique = true;
  CHECK(encode_params(p) == "9x12.canyon.d80.unique");
  Params back;
  std::string error;
  REQUIRE(decode_params(encode_params(p), back, error));
  CHECK(back == p);
  p.blank = true;
  REQUIRE(decode_params(encode_params(p), back, error));
  CHECK(back == p);
  CHECK_FALSE(decode_params("9by9.town", back, error));
  CHECK(error == "parameter 1 ('9by9') should be the size, like 7x7");
  CHECK_FALSE(decode_params("9x9.moon", back, error));
  CHECK(error.find("unknown environment 'moon'") == 0);
  CHECK_FALSE(decode_params("9x9.town.dx", back, error));
  CHECK(error == "parameter 3 ('dx') needs a whole number after 'd'");
  CHECK_FALSE(decode_params("9x9.town.fast", back, error));
  CHECK(error == "parameter 3 ('fast') is not one of d<density %>, unique, blank, any, easy, medium, hard, expert");
  CHECK_FALSE(decode_params("50x9.town", back, error));
  CHECK(error == "width 50 is out of range 2–40");
}

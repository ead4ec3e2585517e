#include "flow/text.hpp"

#include <vector>

#include "core/codec.hpp"
#include "core/params_text.hpp"

namespace pgw::flow {

// ---------------------------------------------------------------------------
// Level code

constexpr unsigned kLevelVersion = 1;

std::string encode_level(const Level& level) {
  const Board& b = level.board;
  ByteWriter w;
  w.varint(static_cast<std::uint64_t>(b.width));
  w.varint(static_cast<std::uint64_t>(b.height));
  w.varint(static_cast<std::uint64_t>(b.environment));
  for (int cell = 0; cell < b.cells(); ++cell) {
    w.varint(b.tiles[cell]);
    w.u8(static_cast<unsigned>(level.solution[cell] & 3) | static_cast<unsigned>(level.start[cell] & 3) << 2 |
         (level.locked[cell] ? 1u : 0u) << 4);
  }
  return wrap_code("flow", kLevelVersion, w.bytes());
}

bool decode_level(std::string_view code, Level& level, std::string& error) {
  std::vector<std::uint8_t> payload;
  if (!unwrap_code(code, "flow", kLevelVersion, payload, error)) return false;
  ByteReader r(payload);
  Level out;
  Board& b = out.board;
  b.width = r.ranged("width", kMinSide, kMaxSide);
  b.height = r.ranged("height", kMinSide, kMaxSide);
  b.environment = r.ranged("environment", 0, kEnvironments - 1);
  for (int y = 0; y < b.height && r.ok(); ++y)
    for (int x = 0; x < b.width && r.ok(); ++x) {
      const std::string at = " at " + std::to_string(x) + "," + std::to_string(y);
      const std::uint64_t tile = r.varint("tile id");
      if (r.ok() && tile >= static_cast<std::uint64_t>(tile_count()))
        r.fail("unknown tile id " + std::to_string(tile) + at);
      const unsigned packed = r.u8("rotations");
      if (r.ok() && packed >> 5) r.fail("unknown flags in the rotations byte" + at);
      b.tiles.push_back(static_cast<std::uint16_t>(tile));
      out.solution.push_back(static_cast<std::uint8_t>(packed & 3));
      out.start.push_back(static_cast<std::uint8_t>((packed >> 2) & 3));
      out.locked.push_back(static_cast<std::uint8_t>((packed >> 4) & 1));
    }
  if (r.ok() && !r.at_end()) r.fail("the code has bytes after the last cell");
  if (r.ok()) {
    const std::string problem = check_board(b);
    if (!problem.empty()) r.fail(problem);
  }
  if (r.ok()) {
    const std::vector<Problem> wrong = problems(b, out.solution);
    if (!wrong.empty())
      r.fail(std::string("the stored solution does not match at ") + std::to_string(wrong[0].x) + "," +
             std::to_string(wrong[0].y) + " (" + side_name(wrong[0].side) + " side)");
  }
  if (!r.ok()) {
    error = r.error();
    return false;
  }
  level = out;
  return true;
}

// ---------------------------------------------------------------------------
// Params text

std::string encode_params(const Params& p) {
  std::string s = std::to_string(p.width) + "x" + std::to_string(p.height) + "." + p.environment + ".d" +
                  std::to_string(p.density);
  // A difficulty implies unique mode: "15x15.all.d80.hard".
  if (p.unique && p.difficulty == Difficulty::Any) s += ".unique";
  if (p.blank) s += ".blank";
  if (p.difficulty != Difficulty::Any) s += std::string(".") + difficulty_name(p.difficulty);
  return s;
}

bool decode_params(std::string_view text, Params& params, std::string& error) {
  ParamsText parts;
  if (!split_params_text(text, "7x7", parts, error)) return false;
  Params p;
  p.width = parts.width;
  p.height = parts.height;
  for (std::size_t i = 0; i < parts.tokens.size(); ++i) {
    const std::string_view token = parts.tokens[i];
    if (i == 0) {
      p.environment = std::string(token);
    } else if (token == "unique") {
      p.unique = true;
    } else if (token == "blank") {
      p.blank = true;
    } else if (Difficulty d; difficulty_from_name(token, d)) {
      p.difficulty = d;
    } else if (!token.empty() && token[0] == 'd') {
      if (!parse_whole_number(token.substr(1), p.density)) {
        error = params_token_label(i, token) + " needs a whole number after 'd'";
        return false;
      }
    } else {
      error = params_token_label(i, token) +
              " is not one of d<density %>, unique, blank, " + difficulty_names();
      return false;
    }
  }
  if (p.difficulty != Difficulty::Any) p.unique = true;
  return accept_params(p, check_params, params, error);
}

}  // namespace pgw::flow

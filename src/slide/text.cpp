#include "slide/text.hpp"

#include <cstdio>
#include <vector>

#include "core/codec.hpp"
#include "core/params_text.hpp"

namespace pgw::slide {

// ---------------------------------------------------------------------------
// Board text

std::string format_board(const Layout& layout, const State& state) {
  std::string out;
  for (int y = 0; y < layout.height; ++y) {
    for (int x = 0; x < layout.width; ++x) {
      const bool goal = cell_index(x, y) == layout.goal;
      switch (cell_at(layout, state, x, y)) {
        case Cell::Empty: out += goal ? 'G' : '.'; break;
        case Cell::Stationary: out += 'S'; break;
        case Cell::Moving: out += goal ? '*' : 'M'; break;
        case Cell::Player: out += goal ? '+' : 'P'; break;
      }
    }
    out += '\n';
  }
  return out;
}

// The character starting at row[at], for a message: "character 'x'" when it
// is printable ASCII or a whole UTF-8 sequence, "character U+0009" for a
// control character, "byte 0xC3" for anything else (never half a character).
static std::string describe_character(std::string_view row, std::size_t at) {
  const auto byte = static_cast<unsigned char>(row[at]);
  char code[16];
  if (byte >= 0x20 && byte < 0x7F) return "character '" + std::string(1, row[at]) + "'";
  if (byte < 0x20 || byte == 0x7F) {
    std::snprintf(code, sizeof code, "U+%04X", byte);
    return std::string("character ") + code;
  }
  std::size_t length = byte >= 0xC2 && byte <= 0xDF   ? 2
                       : byte >= 0xE0 && byte <= 0xEF ? 3
                       : byte >= 0xF0 && byte <= 0xF4 ? 4
                                                      : 0;
  std::uint32_t cp = byte & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
  for (std::size_t k = 1; k < length; ++k) {
    const auto next = at + k < row.size() ? static_cast<unsigned char>(row[at + k]) : 0u;
    if ((next & 0xC0) != 0x80) length = 0;
    cp = cp << 6 | (next & 0x3F);
  }
  const bool overlong_or_surrogate = length == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF));
  if (overlong_or_surrogate || (length == 4 && (cp < 0x10000 || cp > 0x10FFFF))) length = 0;
  if (length) return "character '" + std::string(row.substr(at, length)) + "'";
  std::snprintf(code, sizeof code, "byte 0x%02X", byte);
  return code;
}

bool parse_board(std::string_view text, Level& level, std::string& error) {
  std::vector<std::string_view> rows;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(at, end - at);
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    rows.push_back(row);
    at = end + 1;
  }
  while (!rows.empty() && rows.back().empty()) rows.pop_back();
  const auto where = [](std::size_t line, std::size_t column) {
    return "line " + std::to_string(line + 1) + ", column " + std::to_string(column + 1) + ": ";
  };
  if (rows.empty()) {
    error = "the board is empty";
    return false;
  }
  const int height = static_cast<int>(rows.size());
  const int width = static_cast<int>(rows[0].size());
  if (height < kMinSide || height > kMaxSide) {
    error = "the board has " + std::to_string(height) + " rows; it needs 3–12";
    return false;
  }
  if (width < kMinSide || width > kMaxSide) {
    error = "line 1 has " + std::to_string(width) + " cells; rows need 3–12";
    return false;
  }
  level = blank_level(width, height);
  int players = 0, goals = 0;
  std::string first_player;
  for (int y = 0; y < height; ++y) {
    if (static_cast<int>(rows[y].size()) != width) {
      error = "line " + std::to_string(y + 1) + " has " + std::to_string(rows[y].size()) +
              " cells, line 1 has " + std::to_string(width);
      return false;
    }
    for (int x = 0; x < width; ++x) {
      const char c = rows[y][x];
      const bool goal = c == 'G' || c == '+' || c == '*';
      switch (c) {
        case '.': case 'G': set_cell(level, x, y, Cell::Empty); break;
        case 'S': set_cell(level, x, y, Cell::Stationary); break;
        case 'M': case '*': set_cell(level, x, y, Cell::Moving); break;
        case 'P': case '+':
          if (++players > 1) {
            error = where(y, x) + "a second player (the first is at " + first_player + ")";
            return false;
          }
          first_player = "line " + std::to_string(y + 1) + ", column " + std::to_string(x + 1);
          set_cell(level, x, y, Cell::Player);
          break;
        default:
          error = where(y, x) + "unexpected " + describe_character(rows[y], static_cast<std::size_t>(x)) +
                  " (use . P S M G + *)";
          return false;
      }
      if (goal) {
        if (++goals > 1) {
          error = where(y, x) + "a second goal";
          return false;
        }
        level.layout.goal = cell_index(x, y);
      }
    }
  }
  if (players == 0) {
    error = "the board has no player (P)";
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// Level code

constexpr unsigned kLevelVersion = 1;

std::string encode_level(const Level& level) {
  const Layout& l = level.layout;
  ByteWriter w;
  w.varint(static_cast<std::uint64_t>(l.width));
  w.varint(static_cast<std::uint64_t>(l.height));
  w.varint(static_cast<std::uint64_t>(cell_x(l.goal)));
  w.varint(static_cast<std::uint64_t>(cell_y(l.goal)));
  unsigned acc = 0;
  int bits = 0;
  for (int y = 0; y < l.height; ++y)
    for (int x = 0; x < l.width; ++x) {
      acc |= static_cast<unsigned>(cell_at(l, level.start, x, y)) << bits;
      bits += 2;
      if (bits == 8) {
        w.u8(acc);
        acc = 0;
        bits = 0;
      }
    }
  if (bits) w.u8(acc);
  return wrap_code("slide", kLevelVersion, w.bytes());
}

bool decode_level(std::string_view code, Level& level, std::string& error) {
  std::vector<std::uint8_t> payload;
  if (!unwrap_code(code, "slide", kLevelVersion, payload, error)) return false;
  ByteReader r(payload);
  const int width = r.ranged("width", kMinSide, kMaxSide);
  const int height = r.ranged("height", kMinSide, kMaxSide);
  const int gx = r.ranged("goal column", 0, width - 1);
  const int gy = r.ranged("goal row", 0, height - 1);
  Level out = blank_level(width, height);
  out.layout.goal = cell_index(gx, gy);
  int players = 0;
  unsigned acc = 0;
  int bits = 0;
  for (int y = 0; y < height && r.ok(); ++y)
    for (int x = 0; x < width && r.ok(); ++x) {
      if (bits == 0) {
        acc = r.u8("cells");
        bits = 8;
      }
      const auto cell = static_cast<Cell>(acc & 3);
      acc >>= 2;
      bits -= 2;
      if (cell == Cell::Player) ++players;
      set_cell(out, x, y, cell);
    }
  if (r.ok() && !r.at_end()) r.fail("the code has bytes after the last cell");
  if (r.ok() && players != 1) r.fail("the level has " + std::to_string(players) + " players; it needs 1");
  if (r.ok()) {
    const std::string problem = check_level(out);
    if (!problem.empty()) r.fail(problem);
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
  std::string s = std::to_string(p.width) + "x" + std::to_string(p.height) + ".m" +
                  std::to_string(p.min_moves) + ".s" + std::to_string(p.stationary_percent) + ".v" +
                  std::to_string(p.moving_percent);
  if (p.hardest) s += ".hardest";
  // A difficulty implies climbing (climber 1): "10x10.m25.s20.v15.hard";
  // climber 2 says so: "10x10.m25.s20.v15.climb2", "10x10.m25.s20.v15.climb2.hard".
  if (p.climb && p.climber >= 2) s += ".climb" + std::to_string(p.climber);
  else if (p.climb && p.difficulty == Difficulty::Any) s += ".climb";
  if (p.difficulty != Difficulty::Any) s += std::string(".") + difficulty_name(p.difficulty);
  return s;
}

bool decode_params(std::string_view text, Params& params, std::string& error) {
  ParamsText parts;
  if (!split_params_text(text, "6x6", parts, error)) return false;
  Params p;
  p.width = parts.width;
  p.height = parts.height;
  for (std::size_t i = 0; i < parts.tokens.size(); ++i) {
    const std::string_view token = parts.tokens[i];
    if (token == "hardest") {
      p.hardest = true;
      continue;
    }
    if (token == "climb") {
      p.climb = true;
      p.climber = 1;
      continue;
    }
    if (token.size() > 5 && token.substr(0, 5) == "climb") {
      int version = 0;
      if (!parse_whole_number(token.substr(5), version) || version < 2) {
        error = params_token_label(i, token) + " is not a climbing generator: 'climb' or 'climb2'";
        return false;
      }
      if (version > kClimber) {
        error = params_token_label(i, token) + ": the recipe was made by a newer climbing generator (version " +
                std::to_string(version) + "); this build's is version " + std::to_string(kClimber);
        return false;
      }
      p.climb = true;
      p.climber = version;
      continue;
    }
    if (Difficulty d; difficulty_from_name(token, d)) {
      p.difficulty = d;
      continue;
    }
    int* field = nullptr;
    if (!token.empty() && token[0] == 'm') field = &p.min_moves;
    if (!token.empty() && token[0] == 's') field = &p.stationary_percent;
    if (!token.empty() && token[0] == 'v') field = &p.moving_percent;
    if (!field) {
      error = params_token_label(i, token) + " is not one of m<moves>, s<stationary %>, v<moving %>, hardest, climb, climb2, " +
              difficulty_names();
      return false;
    }
    if (!parse_whole_number(token.substr(1), *field)) {
      error = params_token_label(i, token) + " needs a whole number after '" + std::string(1, token[0]) + "'";
      return false;
    }
  }
  if (p.difficulty != Difficulty::Any) p.climb = true;
  return accept_params(p, check_params, params, error);
}

}  // namespace pgw::slide

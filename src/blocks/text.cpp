// text.cpp — see text.hpp.
#include "blocks/text.hpp"

#include <algorithm>
#include <map>

#include "core/codec.hpp"
#include "core/link.hpp"
#include "core/params_text.hpp"

namespace pgw::blocks {

namespace {

constexpr unsigned kCodeVersion = 1;

struct Line {
  int number;  // 1-based, in the text
  std::string_view text;
};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool is_piece_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z' && c != 'o' && c != 'x'); }

bool parse_header(const Line& line, Board& b, bool& explicit_offset, std::string& error) {
  std::string_view rest = line.text;
  auto word = [&]() {
    rest = trim(rest);
    std::size_t end = rest.find_first_of(" \t");
    if (end == std::string_view::npos) end = rest.size();
    std::string_view w = rest.substr(0, end);
    rest.remove_prefix(end);
    return w;
  };
  const std::string where = "line " + std::to_string(line.number);
  const std::string_view rules = word();
  b.rules = rules == "klotski" ? Rules::Klotski : Rules::Rush;
  for (std::string_view w = word(); !w.empty(); w = word()) {
    if (w.substr(0, 5) != "exit=" || b.rules != Rules::Klotski) {
      error = where + ": '" + std::string(w) + "' is not understood (a Klotski board may say exit=bottom, top, left "
                                               "or right, with :N for an offset)";
      return false;
    }
    std::string_view edge = w.substr(5);
    const std::size_t colon = edge.find(':');
    std::string_view offset;
    if (colon != std::string_view::npos) {
      offset = edge.substr(colon + 1);
      edge = edge.substr(0, colon);
    }
    if (edge == "bottom") b.exit = Edge::Bottom;
    else if (edge == "top") b.exit = Edge::Top;
    else if (edge == "left") b.exit = Edge::Left;
    else if (edge == "right") b.exit = Edge::Right;
    else {
      error = where + ": the exit '" + std::string(edge) + "' is not bottom, top, left or right";
      return false;
    }
    if (colon != std::string_view::npos) {
      if (!parse_whole_number(offset, b.exit_offset) || b.exit_offset > kMaxSide) {
        error = where + ": the exit's offset '" + std::string(offset) + "' is not a whole number 0–" +
                std::to_string(kMaxSide);
        return false;
      }
      explicit_offset = true;
    }
  }
  return true;
}

}  // namespace

std::string format_line(const Board& b) {
  if (b.rules != Rules::Rush) return std::string();
  std::string s(static_cast<std::size_t>(b.cells()), '.');
  for (int c = 0; c < b.cells(); ++c)
    if ((b.walls >> c) & 1u) s[c] = 'x';
  for (std::size_t i = 0; i < b.pieces.size(); ++i)
    for (int y = b.pieces[i].y; y < b.pieces[i].y + b.pieces[i].h; ++y)
      for (int x = b.pieces[i].x; x < b.pieces[i].x + b.pieces[i].w; ++x)
        if (b.inside(x, y)) s[b.cell(x, y)] = piece_letter(static_cast<int>(i));
  return s;
}

std::string format_rows(const Board& b) {
  Board r = b;
  r.rules = Rules::Rush;  // the same cells
  const std::string cells = format_line(r);
  std::string s = rules_name(b.rules);
  if (b.rules == Rules::Klotski) {
    s += std::string(" exit=") + edge_name(b.exit);
    if (b.exit_offset != default_exit_offset(b, b.exit)) s += ":" + std::to_string(b.exit_offset);
  }
  s += '\n';
  for (int y = 0; y < b.height; ++y) s += cells.substr(static_cast<std::size_t>(y * b.width), b.width) + "\n";
  return s;
}

bool parse_board(std::string_view text, Board& board, std::string& error) {
  std::vector<Line> lines;
  int number = 0;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    const std::string_view line = trim(text.substr(at, end - at));
    if (!line.empty() && line[0] != '#') lines.push_back({number, line});
    at = end + 1;
  }
  if (lines.empty()) {
    error = "the board is empty";
    return false;
  }
  Board b;
  bool header = false, explicit_offset = false;
  if (lines[0].text.substr(0, 4) == "rush" || lines[0].text.substr(0, 7) == "klotski") {
    if (!parse_header(lines[0], b, explicit_offset, error)) return false;
    header = true;
    lines.erase(lines.begin());
  }
  if (lines.empty()) {
    error = "the board has no rows after its first line";
    return false;
  }
  // One line: Fogleman's, square.
  if (lines.size() == 1 && b.rules == Rules::Rush) {
    const int n = static_cast<int>(lines[0].text.size());
    int side = 0;
    for (int s = kRushMinSide; s <= kMaxSide; ++s)
      if (s * s == n) side = s;
    if (side == 0) {
      error = "line " + std::to_string(lines[0].number) + " has " + std::to_string(n) +
              " characters; a board on one line is square: 16, 25, 36, 49 or 64 (4×4 to 8×8)";
      return false;
    }
    b.width = b.height = side;
  } else {
    b.width = static_cast<int>(lines[0].text.size());
    b.height = static_cast<int>(lines.size());
    for (const Line& l : lines)
      if (static_cast<int>(l.text.size()) != b.width) {
        error = "line " + std::to_string(l.number) + " has " + std::to_string(l.text.size()) + " cells; line " +
                std::to_string(lines[0].number) + " has " + std::to_string(b.width);
        return false;
      }
    if (b.width > kMaxSide || b.height > kMaxSide || b.width < kMinSide || b.height < kMinSide) {
      error = "the board is " + std::to_string(b.width) + "×" + std::to_string(b.height) + "; boards are " +
              std::to_string(kMinSide) + "×" + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) + "×" +
              std::to_string(kMaxSide);
      return false;
    }
  }
  // Cells of each letter, in the order the letters first appear.
  std::map<char, std::vector<int>> cells;
  std::map<char, int> first_line;
  std::vector<char> order;
  for (int y = 0; y < b.height; ++y)
    for (int x = 0; x < b.width; ++x) {
      const bool one = lines.size() == 1;
      const Line& l = lines[one ? 0 : y];
      const int column = one ? y * b.width + x : x;
      const char c = l.text[column];
      if (c == '.' || c == 'o') continue;
      if (c == 'x') {
        b.walls |= std::uint64_t{1} << b.cell(x, y);
        continue;
      }
      if (!is_piece_char(c)) {
        error = "line " + std::to_string(l.number) + ", column " + std::to_string(column + 1) + ": " +
                shown_char(c) + " is not a piece letter, '.' (empty) or 'x' (a wall)";
        return false;
      }
      if (cells[c].empty()) {
        order.push_back(c);
        first_line[c] = l.number;
      }
      cells[c].push_back(b.cell(x, y));
    }
  if (cells.count('A') == 0) {
    error = "there is no piece A (the piece to take out)";
    return false;
  }
  if (static_cast<int>(order.size()) > kMaxPieces) {
    error = "there are " + std::to_string(order.size()) + " pieces; at most " + std::to_string(kMaxPieces);
    return false;
  }
  std::stable_sort(order.begin(), order.end(), [](char p, char q) { return p == 'A' && q != 'A'; });
  for (const char letter : order) {
    const std::vector<int>& cs = cells[letter];
    int x0 = b.width, y0 = b.height, x1 = -1, y1 = -1;
    for (const int c : cs) {
      x0 = std::min(x0, c % b.width);
      x1 = std::max(x1, c % b.width);
      y0 = std::min(y0, c / b.width);
      y1 = std::max(y1, c / b.width);
    }
    if ((x1 - x0 + 1) * (y1 - y0 + 1) != static_cast<int>(cs.size())) {
      error = "piece " + std::string(1, letter) + " (first on line " + std::to_string(first_line[letter]) +
              ") is not one straight piece: its cells do not fill a rectangle";
      return false;
    }
    Piece p;
    p.x = static_cast<std::int8_t>(x0);
    p.y = static_cast<std::int8_t>(y0);
    p.w = static_cast<std::int8_t>(x1 - x0 + 1);
    p.h = static_cast<std::int8_t>(y1 - y0 + 1);
    b.pieces.push_back(p);
  }
  if (b.rules == Rules::Klotski && !explicit_offset) b.exit_offset = default_exit_offset(b, b.exit);
  std::string problem = check_shape(b);
  if (!problem.empty()) {
    if (!header && b.rules == Rules::Rush && problem.find("Rush cars") != std::string::npos)
      problem += " (a Klotski board starts with the line 'klotski')";
    error = problem;
    return false;
  }
  board = b;
  return true;
}

std::string encode_level(const Board& b) {
  ByteWriter w;
  w.u8(static_cast<unsigned>(b.rules));
  w.u8(static_cast<unsigned>(b.width));
  w.u8(static_cast<unsigned>(b.height));
  if (b.rules == Rules::Klotski) {
    w.u8(static_cast<unsigned>(b.exit));
    w.u8(static_cast<unsigned>(b.exit_offset));
  }
  w.varint(static_cast<std::uint64_t>(__builtin_popcountll(b.walls)));
  for (int c = 0; c < b.cells(); ++c)
    if ((b.walls >> c) & 1u) w.u8(static_cast<unsigned>(c));
  w.u8(static_cast<unsigned>(b.pieces.size()));
  for (const Piece& p : b.pieces) {
    w.u8(static_cast<unsigned>(p.x | (p.y << 4)));
    w.u8(static_cast<unsigned>(p.w | (p.h << 4)));
  }
  return wrap_code("blocks", kCodeVersion, w.bytes());
}

bool decode_level(std::string_view code, Board& board, std::string& error) {
  std::vector<std::uint8_t> payload;
  if (!unwrap_code(code, "blocks", kCodeVersion, payload, error)) return false;
  ByteReader r(payload);
  Board b;
  b.rules = static_cast<Rules>(r.ranged("rules", 0, 1));
  b.width = r.ranged("width", kMinSide, kMaxSide);
  b.height = r.ranged("height", kMinSide, kMaxSide);
  if (b.rules == Rules::Klotski) {
    b.exit = static_cast<Edge>(r.ranged("exit edge", 0, 3));
    b.exit_offset = r.ranged("exit offset", 0, kMaxSide - 1);
  }
  const int walls = r.ranged("wall count", 0, b.width * b.height);
  for (int k = 0; k < walls && r.ok(); ++k) {
    const int c = r.ranged("wall cell", 0, b.width * b.height - 1);
    b.walls |= std::uint64_t{1} << c;
  }
  const int pieces = r.ranged("piece count", 1, kMaxPieces);
  for (int k = 0; k < pieces && r.ok(); ++k) {
    const unsigned at = r.u8("piece place"), size = r.u8("piece size");
    Piece p;
    p.x = static_cast<std::int8_t>(at & 15u);
    p.y = static_cast<std::int8_t>(at >> 4);
    p.w = static_cast<std::int8_t>(size & 15u);
    p.h = static_cast<std::int8_t>(size >> 4);
    b.pieces.push_back(p);
  }
  if (r.ok() && !r.at_end()) r.fail("the code has " + std::to_string(payload.size() - r.position()) + " bytes too many");
  if (!r.ok()) {
    error = r.error();
    return false;
  }
  if (b.rules == Rules::Klotski && b.exit_offset >= (b.exit == Edge::Bottom || b.exit == Edge::Top ? b.width : b.height)) {
    error = "the exit offset " + std::to_string(b.exit_offset) + " lies outside the board";
    return false;
  }
  const std::string problem = check_board(b);
  if (!problem.empty()) {
    error = problem;
    return false;
  }
  canonicalise(b);
  board = b;
  return true;
}

std::string encode_params(const Params& p) {
  std::string s = std::to_string(p.width) + "x" + std::to_string(p.height);
  if (p.rules == Rules::Klotski) s += ".klotski";
  s += ".m" + std::to_string(p.min_moves);
  if (p.walls != 0) s += ".w" + std::to_string(p.walls);
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
    if (token == "rush" || token == "klotski") {
      p.rules = token == "rush" ? Rules::Rush : Rules::Klotski;
      continue;
    }
    if (Difficulty d; difficulty_from_name(token, d)) {
      p.difficulty = d;
      continue;
    }
    int* field = nullptr;
    if (!token.empty() && token[0] == 'm') field = &p.min_moves;
    if (!token.empty() && token[0] == 'w') field = &p.walls;
    if (!field) {
      error = params_token_label(i, token) + " is not one of rush, klotski, m<moves>, w<walls>, " + difficulty_names();
      return false;
    }
    if (!parse_whole_number(token.substr(1), *field)) {
      error = params_token_label(i, token) + " needs a whole number after '" + std::string(1, token[0]) + "'";
      return false;
    }
  }
  return accept_params(p, [](const Params& q) { return check_params(q); }, params, error);
}

}  // namespace pgw::blocks

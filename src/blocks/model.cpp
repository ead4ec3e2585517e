// model.cpp — see model.hpp.
#include "blocks/model.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/link.hpp"

namespace pgw::blocks {

namespace {

constexpr const char* kLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnpqrstuvwyz";

struct Dxy {
  int dx, dy;
  char letter;
};
constexpr Dxy kSteps[4] = {{0, -1, 'u'}, {0, 1, 'd'}, {-1, 0, 'l'}, {1, 0, 'r'}};

bool fits(const Board& b, std::uint64_t others, const Piece& p, int x, int y) {
  if (x < 0 || y < 0 || x + p.w > b.width || y + p.h > b.height) return false;
  Piece q = p;
  q.x = static_cast<std::int8_t>(x);
  q.y = static_cast<std::int8_t>(y);
  return (b.mask(q) & others) == 0;
}

// Klotski: every anchor piece i reaches by unit steps, with the step that
// reached it (-1 at the start), in breadth-first order.
struct Reach {
  int order[64];
  int count = 0;
  int distance[64];
  int came_by[64];
};

void klotski_reach(const Board& b, int i, Reach& r) {
  const Piece& p = b.pieces[i];
  const std::uint64_t others = b.occupied() & ~b.mask(p);
  for (int c = 0; c < 64; ++c) r.distance[c] = -1;
  const int start = b.cell(p.x, p.y);
  r.distance[start] = 0;
  r.came_by[start] = -1;
  r.order[0] = start;
  r.count = 1;
  for (int head = 0; head < r.count; ++head) {
    const int c = r.order[head];
    const int x = c % b.width, y = c / b.width;
    for (int s = 0; s < 4; ++s) {
      const int nx = x + kSteps[s].dx, ny = y + kSteps[s].dy;
      if (!fits(b, others, p, nx, ny)) continue;
      const int n = b.cell(nx, ny);
      if (r.distance[n] >= 0) continue;
      r.distance[n] = r.distance[c] + 1;
      r.came_by[n] = s;
      r.order[r.count++] = n;
    }
  }
}

const char* piece_noun(const Board& b) { return b.rules == Rules::Rush ? "Car" : "Block"; }

}  // namespace

const char* rules_name(Rules rules) { return rules == Rules::Rush ? "rush" : "klotski"; }

const char* edge_name(Edge edge) {
  switch (edge) {
    case Edge::Bottom: return "bottom";
    case Edge::Top: return "top";
    case Edge::Left: return "left";
    case Edge::Right: return "right";
  }
  return "bottom";
}

void canonicalise(Board& b) {
  if (b.pieces.size() < 3) return;
  std::stable_sort(b.pieces.begin() + 1, b.pieces.end(),
                   [&](const Piece& p, const Piece& q) { return b.cell(p.x, p.y) < b.cell(q.x, q.y); });
}

char piece_letter(int index) { return index >= 0 && index < kMaxPieces ? kLetters[index] : '?'; }

int piece_index(char letter) {
  for (int i = 0; i < kMaxPieces; ++i)
    if (kLetters[i] == letter) return i;
  return -1;
}

std::uint64_t Board::mask(const Piece& p) const {
  std::uint64_t m = 0;
  for (int y = p.y; y < p.y + p.h; ++y)
    for (int x = p.x; x < p.x + p.w; ++x)
      if (inside(x, y)) m |= std::uint64_t{1} << cell(x, y);
  return m;
}

std::uint64_t Board::occupied() const {
  std::uint64_t m = walls;
  for (const Piece& p : pieces) m |= mask(p);
  return m;
}

int default_exit_offset(const Board& board, Edge edge) {
  if (board.pieces.empty()) return 0;
  const Piece& a = board.pieces[0];
  const bool across = edge == Edge::Bottom || edge == Edge::Top;
  const int length = across ? board.width : board.height;
  const int extent = across ? a.w : a.h;
  return length > extent ? (length - extent) / 2 : 0;
}

bool is_won(const Board& b) {
  if (b.pieces.empty()) return false;
  const Piece& a = b.pieces[0];
  if (b.rules == Rules::Rush) return a.x + a.w == b.width;
  switch (b.exit) {
    case Edge::Bottom: return a.y + a.h == b.height && a.x == b.exit_offset;
    case Edge::Top: return a.y == 0 && a.x == b.exit_offset;
    case Edge::Left: return a.x == 0 && a.y == b.exit_offset;
    case Edge::Right: return a.x + a.w == b.width && a.y == b.exit_offset;
  }
  return false;
}

std::string check_shape(const Board& b) {
  const bool rush = b.rules == Rules::Rush;
  const int lo = rush ? kRushMinSide : kMinSide;
  const int hi = rush ? kMaxSide : 7;
  if (b.width < lo || b.width > hi || b.height < lo || b.height > hi)
    return std::string(rush ? "Rush" : "Klotski") + " boards are " + std::to_string(lo) + "×" + std::to_string(lo) +
           " to " + std::to_string(hi) + "×" + std::to_string(hi) + "; this one is " + std::to_string(b.width) + "×" +
           std::to_string(b.height);
  if (!rush && b.cells() > kKlotskiMaxCells)
    return "Klotski boards have at most " + std::to_string(kKlotskiMaxCells) + " cells (6×7); this one has " +
           std::to_string(b.cells());
  if (b.pieces.empty()) return "there is no piece A";
  if (static_cast<int>(b.pieces.size()) > max_pieces(b.rules))
    return "there are " + std::to_string(b.pieces.size()) + " pieces; " + (rush ? "Rush" : "Klotski") +
           " boards have at most " + std::to_string(max_pieces(b.rules));
  const std::uint64_t all = b.cells() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << b.cells()) - 1;
  if (b.walls & ~all) return "a wall lies outside the board";
  std::uint64_t taken = b.walls;
  for (std::size_t i = 0; i < b.pieces.size(); ++i) {
    const Piece& p = b.pieces[i];
    const std::string name = std::string("piece ") + piece_letter(static_cast<int>(i));
    if (p.x < 0 || p.y < 0 || p.x + p.w > b.width || p.y + p.h > b.height) return name + " lies outside the board";
    if (rush) {
      const bool car = (p.w == 1 && (p.h == 2 || p.h == 3)) || (p.h == 1 && (p.w == 2 || p.w == 3));
      if (!car) return name + " is " + std::to_string(p.w) + "×" + std::to_string(p.h) + "; Rush cars are 1×2 or 1×3";
    } else if (p.w < 1 || p.w > 2 || p.h < 1 || p.h > 2) {
      return name + " is " + std::to_string(p.w) + "×" + std::to_string(p.h) +
             "; Klotski blocks are 1×1, 1×2, 2×1 or 2×2";
    }
    const std::uint64_t m = b.mask(p);
    if (m & b.walls) return name + " overlaps a wall";
    if (m & taken) return name + " overlaps another piece";
    taken |= m;
  }
  const Piece& a = b.pieces[0];
  if (rush && !a.horizontal()) return "A must be horizontal: it leaves by the right edge of its row";
  if (!rush) {
    const bool across = b.exit == Edge::Bottom || b.exit == Edge::Top;
    const int length = across ? b.width : b.height;
    const int extent = across ? a.w : a.h;
    if (b.exit_offset < 0 || b.exit_offset + extent > length)
      return std::string("the exit at ") + edge_name(b.exit) + " " + std::to_string(b.exit_offset) +
             " does not fit A (" + std::to_string(a.w) + "×" + std::to_string(a.h) + ") on that edge";
  }
  return std::string();
}

std::string check_board(const Board& b) {
  std::string problem = check_shape(b);
  if (problem.empty() && is_won(b)) problem = "A is already at the exit";
  return problem;
}

std::vector<Move> legal_moves(const Board& b) {
  std::vector<Move> moves;
  const std::uint64_t occ = b.occupied();
  for (int i = 0; i < static_cast<int>(b.pieces.size()); ++i) {
    const Piece& p = b.pieces[i];
    if (b.rules == Rules::Rush) {
      const std::uint64_t others = occ & ~b.mask(p);
      const int ux = p.horizontal() ? 1 : 0, uy = p.horizontal() ? 0 : 1;
      for (int sign = -1; sign <= 1; sign += 2)
        for (int d = 1;; ++d) {
          if (!fits(b, others, p, p.x + sign * d * ux, p.y + sign * d * uy)) break;
          moves.push_back({static_cast<std::uint8_t>(i), static_cast<std::int8_t>(sign * d * ux),
                           static_cast<std::int8_t>(sign * d * uy)});
        }
    } else {
      Reach r;
      klotski_reach(b, i, r);
      for (int k = 1; k < r.count; ++k) {
        const int c = r.order[k];
        moves.push_back({static_cast<std::uint8_t>(i), static_cast<std::int8_t>(c % b.width - p.x),
                         static_cast<std::int8_t>(c / b.width - p.y)});
      }
    }
  }
  return moves;
}

bool is_legal(const Board& b, const Move& m) {
  if (m.piece >= b.pieces.size() || (m.dx == 0 && m.dy == 0)) return false;
  for (const Move& l : legal_moves(b))
    if (l == m) return true;
  return false;
}

std::string move_path(const Board& b, const Move& m) {
  const Piece& p = b.pieces[m.piece];
  if (b.rules == Rules::Rush) {
    const char c = m.dx > 0 ? 'r' : m.dx < 0 ? 'l' : m.dy > 0 ? 'd' : 'u';
    return std::string(static_cast<std::size_t>(std::abs(m.dx) + std::abs(m.dy)), c);
  }
  Reach r;
  klotski_reach(b, m.piece, r);
  const int tx = p.x + m.dx, ty = p.y + m.dy;
  if (!b.inside(tx, ty) || r.distance[b.cell(tx, ty)] < 0) return std::string();
  std::string path;
  for (int c = b.cell(tx, ty); r.came_by[c] >= 0;) {
    const Dxy& s = kSteps[r.came_by[c]];
    path.insert(path.begin(), s.letter);
    c = b.cell(c % b.width - s.dx, c / b.width - s.dy);
  }
  return path;
}

int move_steps(const Board& b, const Move& m) { return static_cast<int>(move_path(b, m).size()); }

void apply(Board& b, const Move& m) {
  Piece& p = b.pieces[m.piece];
  p.x = static_cast<std::int8_t>(p.x + m.dx);
  p.y = static_cast<std::int8_t>(p.y + m.dy);
}

std::string move_text(const Board& b, const Move& m) {
  std::string s(1, piece_letter(m.piece));
  if (b.rules == Rules::Rush) {
    const int d = m.dx + m.dy;
    s += (d > 0 ? "+" : "-") + std::to_string(std::abs(d));
  } else {
    s += move_path(b, m);
  }
  return s;
}

std::string moves_text(const Board& start, const std::vector<Move>& moves) {
  Board b = start;
  std::string s;
  for (const Move& m : moves) {
    if (!s.empty()) s += ' ';
    s += move_text(b, m);
    apply(b, m);
  }
  return s;
}

bool parse_moves(const Board& start, std::string_view text, std::vector<Move>& moves, std::string& error) {
  Board b = start;
  moves.clear();
  std::size_t i = 0;
  int n = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == ',' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != ',' && text[end] != '\n' && text[end] != '\t' &&
           text[end] != '\r')
      ++end;
    const std::string_view word = text.substr(i, end - i);
    ++n;
    const std::string where = "move " + std::to_string(n) + " ('" + shown_text(word) + "')";
    const int piece = piece_index(word[0]);
    if (piece < 0 || piece >= static_cast<int>(b.pieces.size())) {
      error = where + ": there is no piece " + shown_text(word.substr(0, 1));
      return false;
    }
    const Piece& p = b.pieces[piece];
    Move m{static_cast<std::uint8_t>(piece), 0, 0};
    if (b.rules == Rules::Rush) {
      if (word.size() < 3 || (word[1] != '+' && word[1] != '-') || word.size() > 3 || word[2] < '1' || word[2] > '9') {
        error = where + ": a Rush move is a piece, + or -, and a distance 1–9 (\"B+1\", \"C-2\")";
        return false;
      }
      const int d = (word[1] == '+' ? 1 : -1) * (word[2] - '0');
      m.dx = static_cast<std::int8_t>(p.horizontal() ? d : 0);
      m.dy = static_cast<std::int8_t>(p.horizontal() ? 0 : d);
    } else {
      if (word.size() < 2) {
        error = where + ": a Klotski move is a piece and its path of steps u, d, l, r (\"Bdr\")";
        return false;
      }
      int dx = 0, dy = 0;
      for (std::size_t k = 1; k < word.size(); ++k) {
        bool known = false;
        for (const Dxy& s : kSteps)
          if (word[k] == s.letter) {
            dx += s.dx;
            dy += s.dy;
            known = true;
          }
        if (!known) {
          error = where + ": '" + shown_text(word.substr(k, 1)) + "' is not a step (u, d, l, r)";
          return false;
        }
      }
      m.dx = static_cast<std::int8_t>(dx);
      m.dy = static_cast<std::int8_t>(dy);
    }
    if (!is_legal(b, m)) {
      error = where + ": piece " + shown_text(word.substr(0, 1)) + " cannot move there";
      return false;
    }
    apply(b, m);
    moves.push_back(m);
    i = end;
  }
  return true;
}

std::string move_words(const Board& b, const Move& m) {
  std::string s = std::string(piece_noun(b)) + " " + piece_letter(m.piece);
  std::string parts;
  auto add = [&](int d, const char* minus, const char* plus) {
    if (d == 0) return;
    if (!parts.empty()) parts += " and";
    parts += std::string(" ") + (d < 0 ? minus : plus) + " " + std::to_string(std::abs(d));
  };
  add(m.dx, "left", "right");
  add(m.dy, "up", "down");
  return s + parts;
}

}  // namespace pgw::blocks

// model.hpp — Blocks' rules: the classic sliding-block puzzles.
//
// Two rule sets share one board:
// - Rush (Nob Yoshigahara's Rush Hour): cars 1×2 and 1×3 slide along their
//   own axis; walls (1×1) never move; the primary car A is horizontal and
//   wins when its right end reaches the right edge of its row.
// - Klotski (Huarong Dao, L'Âne rouge, Quzzle): rectangles 1×1, 1×2, 2×1 and
//   2×2 move in all four directions; A wins when it sits on the exit, a gap
//   in one edge (by default the bottom edge, centred under A's width).
// A move is one piece moved any distance (in Klotski along any path, turns
// included); its steps are the unit moves it takes.
//
// Cells are numbered y * width + x; boards are at most 8×8, so a set of
// cells is one 64-bit word.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pgw::blocks {

enum class Rules : std::uint8_t { Rush, Klotski };
const char* rules_name(Rules rules);  // "rush", "klotski"

// Where Klotski's exit is: the edge, and its offset along that edge (cells
// from the left for top/bottom, from the top for left/right).
enum class Edge : std::uint8_t { Bottom, Top, Left, Right };
const char* edge_name(Edge edge);  // "bottom", …

constexpr int kMinSide = 3;
constexpr int kMaxSide = 8;
constexpr int kRushMinSide = 4;
constexpr int kKlotskiMaxCells = 42;  // 6×7 or 7×6
constexpr int kMaxPieces = 40;        // A–Z, then a–n p–w y z (not 'o' and 'x')
constexpr int kKlotskiMaxPieces = 21; // a Klotski position is 6 bits a piece in 128 (blocks/solver.hpp)
inline int max_pieces(Rules rules) { return rules == Rules::Rush ? kMaxPieces : kKlotskiMaxPieces; }

// A piece: its rectangle. Pieces[0] is A.
struct Piece {
  std::int8_t x = 0, y = 0, w = 1, h = 1;
  bool horizontal() const { return w > h; }
  bool operator==(const Piece& o) const { return x == o.x && y == o.y && w == o.w && h == o.h; }
};

struct Board {
  Rules rules = Rules::Rush;
  int width = 6;
  int height = 6;
  Edge exit = Edge::Bottom;  // Klotski only
  int exit_offset = 0;       // Klotski only
  std::uint64_t walls = 0;   // fixed cells
  std::vector<Piece> pieces; // pieces[0] is A

  int cells() const { return width * height; }
  int cell(int x, int y) const { return y * width + x; }
  bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
  std::uint64_t mask(const Piece& p) const;  // the piece's cells
  std::uint64_t occupied() const;            // walls and every piece
  bool operator==(const Board& o) const {
    return rules == o.rules && width == o.width && height == o.height && walls == o.walls && pieces == o.pieces &&
           (rules == Rules::Rush || (exit == o.exit && exit_offset == o.exit_offset));
  }
};

// Names the pieces as the board texts do: A first, then the others in the
// order of their top-left cells, row by row. Every level is kept this way
// (made, edited or decoded), so a level's text, its code and its moves'
// letters agree.
void canonicalise(Board& board);

// The letter of piece i: 'A'…'Z', then 'a'…'z' without 'o' and 'x'.
char piece_letter(int index);
int piece_index(char letter);  // -1 when not a piece letter

// A move: piece `piece` ends (dx, dy) from where it was. Rush moves are along
// the piece's axis; Klotski moves may turn (the path is found again when needed).
struct Move {
  std::uint8_t piece = 0;
  std::int8_t dx = 0, dy = 0;
  bool operator==(const Move& o) const { return piece == o.piece && dx == o.dx && dy == o.dy; }
};

// Empty when the board is a playable level; else what is wrong ("piece C
// overlaps a wall", "A must be horizontal").
std::string check_board(const Board& board);
// The same but for the last check: a board already won passes (a solver's or editor's board).
std::string check_shape(const Board& board);

// Where Klotski's exit puts A to win (its top-left); Rush: A's x at the right edge.
bool is_won(const Board& board);
// The exit's default offset: centred on the edge under A's width.
int default_exit_offset(const Board& board, Edge edge);

// Every move of the position, piece by piece (in Klotski every cell the
// piece can reach without lifting it, nearest first).
std::vector<Move> legal_moves(const Board& board);
bool is_legal(const Board& board, const Move& move);
// The unit steps of a legal move: Rush |dx + dy|; Klotski the shortest path.
int move_steps(const Board& board, const Move& move);
// The shortest path of a legal move as unit directions "udlr" (Klotski), or
// the move's direction repeated (Rush).
std::string move_path(const Board& board, const Move& move);
void apply(Board& board, const Move& move);

// "B+1" / "C-2" in Rush (along the axis: right and down are +), "Bdrr" in
// Klotski (the piece, then its shortest path). Reads either kind for the
// board's rules; false with `error` naming the move.
std::string move_text(const Board& board, const Move& move);
std::string moves_text(const Board& board, const std::vector<Move>& moves);  // from `board`, space-separated
bool parse_moves(const Board& board, std::string_view text, std::vector<Move>& moves, std::string& error);

// "Car C down 2", "Block B right 1 and down 1": for announcements.
std::string move_words(const Board& board, const Move& move);

}  // namespace pgw::blocks

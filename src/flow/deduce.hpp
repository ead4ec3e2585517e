// deduce.hpp — Flow solved the way a person can follow: a ladder of
// deductions, cheapest first; the grade of a level; hints that explain; the
// check of a position.
//
// What is known of each tile is the set of its ways (rotations, one per
// distinct look) still possible: a Domains entry. A deduction rules ways out
// of one tile. The techniques, cheapest first:
//
//   single         the tile against the board's edge and its settled
//                  neighbours: a flow may not run off the board, and each
//                  side must meet what a settled neighbour shows;
//   neighbours     the tile against what its unsettled neighbours can still
//                  show on the shared side, whichever way they turn
//                  (propagation between neighbours, arc consistency);
//   group          a 2×2 block of tiles turned together: a way of the tile
//                  that no way of the other three completes (the four edges
//                  inside the block must all meet) is ruled out;
//   contradiction  a short "if": turned so, the tiles within two steps of it,
//                  narrowed by neighbours' propagation, leave one of them with
//                  no way at all;
//   lookahead      the same "if" followed across the whole board.
//
// Every technique only rules out what no solution has (it is sound), and
// ruling more out never stops a technique from ruling out what it could
// (monotone), so the tiles the techniques up to one rung settle do not depend
// on the order they are tried in. The ladder applies the cheapest technique
// that rules anything out, then starts again from the cheapest. When it
// settles every tile, the level has exactly that one solution.
//
// The grade of a level is the hardest technique the ladder needs:
// easy = single; medium = neighbours; hard = group; expert = contradiction or
// lookahead (an "if it were turned so, then …" argument, short or long). Like
// Simon Tatham's Solo, the generator keeps a level only when its grade is the
// one asked for.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/difficulty.hpp"
#include "core/progress.hpp"
#include "flow/model.hpp"
#include "flow/solver.hpp"

namespace pgw::flow {

enum class Technique : std::uint8_t { Single, Neighbours, Group, Contradiction, Lookahead };
constexpr int kTechniques = 5;
const char* technique_name(Technique technique);   // "single", "neighbours", …: JSON keys, CLI
const char* technique_title(Technique technique);  // "One way left", …: for people
bool technique_from_name(std::string_view name, Technique& technique);

// Difficulty (core/difficulty.hpp) of a level whose hardest deduction is `hardest`.
Difficulty difficulty_of(Technique hardest);
// The hardest technique a level of this difficulty may need (Any: Lookahead).
Technique hardest_allowed(Difficulty difficulty);
// The easiest technique a level of this difficulty must need (Any: Single).
Technique hardest_required(Difficulty difficulty);

// Per cell, bit r set while rotation r is possible; r < the tile's period, so
// each look is one bit.
using Domains = std::vector<std::uint8_t>;
Domains full_domains(const Board& board);

struct Grade {
  bool solved = false;     // the ladder settled every tile: the solution is unique
  bool cancelled = false;
  bool contradiction = false;  // a tile lost every way: no solution (with these pins)
  Technique hardest = Technique::Single;    // the hardest technique used
  Difficulty difficulty = Difficulty::Any;  // of `hardest`, when solved; Any when not
  // Deductions per technique: each one rules one or more ways out of one tile.
  std::array<int, kTechniques> uses{};
  int unsettled = 0;    // tiles with more than one way left when the ladder stopped
  Domains known;        // what the ladder knew when it stopped
  Rotations solution;   // when solved: the lowest rotation of each tile's look
};

// Runs the ladder with techniques up to `cap`, from nothing known (or the
// pinned tiles' rotations). Polls `progress` between deductions.
Grade grade(const Board& board, Technique cap = Technique::Lookahead, Progress* progress = nullptr,
            const Pins& pins = {});

// One tile settled, and why.
struct Deduction {
  int cell = -1;
  int rotation = 0;       // the look it settles to (its lowest rotation)
  Technique technique = Technique::Single;  // the hardest technique the explanation uses
  std::vector<int> evidence;  // the tiles whose known ways it uses, ascending (never `cell`)
  std::string text;       // one or two sentences for the player
};

// Settles `cell` from what `known` says of the other tiles (its own entry is
// not used: the tile starts from all its ways), with the cheapest techniques
// up to `cap` that leave one way. False when they leave more than one. The
// evidence is small: a tile is in it only when the deduction fails without
// what is known of it.
bool explain(const Board& board, const Domains& known, int cell, Technique cap, Deduction& out);

// The player's position: what the hint and the check look at.
struct Position {
  Rotations rotations;
  std::vector<std::uint8_t> locked;  // 1: the player fixed this tile (may be empty: none)
};

struct Hint {
  enum class Kind {
    Deduction,  // `deduction` settles a tile the player has turned otherwise
    Unlock,     // a locked tile is turned in a way no solution has: `deduction.cell`
    Reveal,     // the ladder cannot go on (several solutions, or beyond it): a solution's way for a tile
    Solved,     // every tile is turned as in the solution
  };
  Kind kind = Kind::Solved;
  Deduction deduction;
  Domains known;  // Deduction: what was known of every tile when it was made
  bool cancelled = false;
};
const char* hint_kind_name(Hint::Kind kind);  // "deduction", "unlock", "reveal", "solved"

// The next thing to do from a position. Knowledge is the locked tiles (those a
// solution agrees with); the ladder runs from there, and the first tile it
// settles that the player has turned another way is the hint, explained.
Hint hint(const Board& board, const Position& position, Progress* progress = nullptr);

struct Check {
  bool unique = false;      // the ladder proved the solution unique
  bool cancelled = false;
  std::vector<int> wrong;   // tiles turned in a way no solution has, ascending (locked ones too)
};
// JSON for the app and the CLI: a deduction's {"cell","x","y","rotation",
// "technique","title","evidence":[{"cell","x","y"}…],"text"}, a hint's
// {"kind", …the deduction…}, a check's {"unique","wrong":[{"cell","x","y"}…]}.
std::string deduction_json(const Board& board, const Deduction& deduction);
// Deductions per technique: {"single":n,"neighbours":n,"group":n,"contradiction":n,"lookahead":n}.
std::string techniques_json(const std::array<int, kTechniques>& uses);
std::string hint_json(const Board& board, const Hint& hint);

// Tiles turned in a way the (unique) solution rules out. For a level the
// ladder cannot settle, a tile is wrong when no solution at all has its way
// (a solution count per tile; polls `progress`).
Check check(const Board& board, const Rotations& rotations, Progress* progress = nullptr);
std::string check_json(const Board& board, const Check& check);

}  // namespace pgw::flow

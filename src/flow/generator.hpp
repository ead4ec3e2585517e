// generator.hpp — Flow puzzles: a full board of matching tiles, then scrambled.
//
// Unlike seed 000 (which gives up after a few backtracks and drops in empty
// filler tiles), the fill is a complete search over tile type × rotation per
// cell: each cell knows which edge codes its placed neighbours (and the
// board's border) demand, the cell with the fewest fitting options is filled
// next, a placement that leaves a neighbour with no option is undone, and a
// cell whose options are all used up backtracks. Either the board is filled
// or the search says why not. Flow density steers which options are tried
// first; the first tile always carries a flow.
//
// Unique mode (as Simon Tatham's Net): the solver counts solutions up to 2;
// while there are two, the cells where they differ and their neighbours are
// emptied and filled again with other tiles.
//
// A difficulty (flow/deduce.hpp) implies unique mode, and the level is kept
// only when the ladder's grade is the one asked for (Simon Tatham's rule, as
// Solo's dlev.diff == dlev.maxdiff). Easy and medium boards are filled and
// made unique as above until one grades right (easy ones are simplified by
// refilling where the cheapest technique stalls). Hard and expert ones need a
// deduction that propagation between neighbours cannot make; random boards
// almost never do (every unique board of the plain generator grades easy or
// medium), so the generator first builds an island for them: a rectangle
// packed with short single-flow paths (ends, straights, bends), made unique
// by repacking the paths where two solutions differ, and graded on its own
// until it needs a group (hard) or a contradiction or lookahead (expert). The
// island is placed with blank sides all round, the rest of the board is
// filled and made unique around it, and the whole board is graded again.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/progress.hpp"
#include "flow/deduce.hpp"
#include "flow/model.hpp"

namespace pgw::flow {

struct Params {
  int width = 7;
  int height = 7;
  std::string environment = "countryside";
  int density = 60;  // % of the tiles that should carry flows, 20–100
  bool unique = false;
  bool blank = false;  // every tile the environment's empty tile, for the editor
  // Any: today's generator. Otherwise unique is implied and the level's grade is this.
  Difficulty difficulty = Difficulty::Any;

  bool operator==(const Params& o) const {
    return width == o.width && height == o.height && environment == o.environment && density == o.density &&
           unique == o.unique && blank == o.blank && difficulty == o.difficulty;
  }
};

constexpr int kMinDensity = 20;
constexpr int kMaxDensity = 100;

// Empty when the parameters are usable; else what is wrong, naming the value.
std::string check_params(const Params& params);

struct Budget {
  std::uint64_t backtracks = 200'000;  // in one fill of the whole board
  int unique_repairs = 400;            // refills of ambiguous cells before starting over
  int unique_restarts = 8;             // whole boards tried in unique mode
  int graded_boards = 400;             // difficulty mode: whole boards tried
  int island_tries = 20'000;           // difficulty mode: islands packed, per board tried
};

// What was proved about a level: unique or not, its grade and the deductions
// the ladder took.
struct Certificate {
  bool graded = false;   // the ladder settled every tile (which proves the solution unique)
  bool unique = false;   // one solution: by the ladder, else by the solution counter
  int solutions = 0;     // counted up to 2 (1 when graded)
  Difficulty difficulty = Difficulty::Any;  // when graded; Any: "unrated"
  Technique hardest = Technique::Single;    // when graded
  std::array<int, kTechniques> uses{};      // deductions per technique
  bool cancelled = false;
};
// Grades a board with the full ladder; when the ladder cannot settle every
// tile, the solution counter (up to 2) says whether it is unique.
Certificate certify(const Board& board, Progress* progress = nullptr);
// The certificate as a JSON object: {"unique":…,"solutions":…,"graded":…,
// "difficulty":"hard"|"unrated","hardest":"group","techniques":{"single":n,…}}.
std::string certificate_json(const Certificate& certificate);

struct Generated {
  Level level;
  bool ok = false;
  bool cancelled = false;
  std::string error;        // why nothing was generated (when !ok and !cancelled)
  bool unique = false;      // verified by the solver counting to 2
  int tiles_with_flow = 0;
  int first_cell = -1;       // the cell placed first; its tile carries a flow
  std::uint64_t tiles_placed = 0;  // placements, including undone ones
  std::uint64_t backtracks = 0;
  int repairs = 0;          // unique mode: refills of ambiguous cells
  std::vector<int> fixed_cells;  // cells whose rotation cannot matter (not "to do")
  // Difficulty mode: the grade the level was kept for; otherwise empty (see certify()).
  Certificate certificate;
  int boards_tried = 0;     // difficulty mode: whole boards graded
  int islands_tried = 0;    // difficulty mode (hard, expert): islands packed and graded
  double ms = 0;
};

Generated generate(const Params& params, std::uint64_t seed, Progress& progress, const Budget& budget = {});

// The same, with only `tiles` (ids from the params' environment) to choose
// from: an editor's palette, or a set that cannot fill the board at all.
Generated generate_from_tiles(const Params& params, const std::vector<int>& tiles, std::uint64_t seed,
                              Progress& progress, const Budget& budget = {});

}  // namespace pgw::flow

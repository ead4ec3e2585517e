// model.hpp — UFO: Alien Invasion's random map assembly (.ump files) as data.
//
// The format and the original's semantics are described in the project's
// notes (ump-format.md): tiles are grids of cell masks with a one-cell ring
// of requirements around their solid part; assemblies say how many of each
// tile a map of W×H squares takes, which are fixed where, and which console
// variables (cvars, e.g. rm_ufo) choose a tile.
//
// Coordinates follow the format: a tile's cell (0, 0) is its lower-left ring
// corner (the last row of its text), y grows upwards. A map of W×H squares is
// worked on as (W+2)×(H+2) cells, the map being cells 1..W × 1..H, with a
// frame around it that accepts anything and is never filled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pgw::assembly {

// Limits of the original (ump-format.md §10; the newer value where they differ).
constexpr int kMaxTileSize = 16;    // a tile's width or height, ring included
constexpr int kMaxMapSide = 32;     // an assembly's width or height
constexpr int kMaxTileTypes = 128;  // tiles in one file, inherited ones included
constexpr int kMaxTilesets = 16;
constexpr int kMaxTilesetTiles = 16;
constexpr int kMaxAssemblies = 32;
constexpr int kMaxFixed = 64;
constexpr int kMaxSeeds = 32;
constexpr int kMaxCount = 255;  // a tile's min or max count: the original keeps counts in bytes

// A cell: bit 0 solid, bits 1..5 the digits '1'..'5', bits 6..31 'a'..'z'.
using Mask = std::uint32_t;
constexpr Mask kSolid = 1u;
constexpr Mask kAnyLetter = ~kSolid;  // the cell text "0"

// Where a piece of text came from, for messages: "village.ump:12:5".
struct SourcePos {
  std::string file;
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in bytes
};
std::string format_pos(const SourcePos& pos);

struct Tile {
  std::string id;  // as assemblies name it: "+h1", or "mansion/mansion_main" when inherited
  int width = 0, height = 0;   // ring included
  std::vector<Mask> cells;     // width × height, row y = 0 (the bottom) first
  int area = 0;                // solid cells
  SourcePos where;

  Mask at(int x, int y) const { return cells[static_cast<std::size_t>(y) * width + x]; }
};

struct Tileset {
  std::string name;
  std::vector<int> tiles;  // indices into Ump::tiles; a tile may be listed twice
  SourcePos where;
};

// What an assembly entry names as its tile: a tile, a cvar with a default
// tile, or a tileset.
struct TileRef {
  enum class Kind { Tile, Cvar, Tileset };
  Kind kind = Kind::Tile;
  std::string name;     // tile id, cvar name (without '*'), or tileset name
  int index = -1;       // Tile: the tile; Cvar: the default tile; Tileset: the tileset
};

struct CountEntry {  // <tile> "min max", *cvar <default> "min max", tileset <name> "min max"
  TileRef ref;
  int min = 0, max = 0;
  SourcePos where;
};

struct FixEntry {  // fix <tile> "x y", fix *cvar <default> "x y", fix tileset <name> "x y"
  TileRef ref;
  int x = 0, y = 0;
  SourcePos where;
};

struct Assembly {
  std::string name;
  std::string title;
  int width = 8, height = 8;  // map squares
  int grid_x = 1, grid_y = 1;
  std::vector<CountEntry> counts;  // in file order: a later entry for a tile overrides
  std::vector<FixEntry> fixes;
  std::vector<int> multiplayer;    // tiles forced to exactly one with two or more players
  std::vector<int> seeds;          // known good seeds
  SourcePos where;
};

struct Diagnostic {
  SourcePos where;
  std::string message;  // "unknown tile '+h9' in assembly 'large'"
};

struct Ump {
  std::string file;       // the name it was opened as
  std::string base;       // the tile map prefix ("forest/fr_")
  Mask line_letters = 0;  // `line`: connection letters that form lines (rivers, streets)
  std::string worldspawn; // kept as text, not used
  std::vector<Tile> tiles;
  std::vector<Tileset> tilesets;
  std::vector<Assembly> assemblies;
  std::vector<Diagnostic> warnings;  // where the original only warns

  int find_tile(const std::string& id) const;         // -1 when missing
  int find_tileset(const std::string& name) const;    // -1 when missing
  int find_assembly(const std::string& name) const;   // -1 when missing
};

// A cell's text ("+ab", "0", "x") as a mask. False, with the offending
// character in `bad`, on a character outside + 0 1-5 a-z A-Z.
bool parse_cell(const std::string& text, Mask& mask, char& bad);

// The map: (W+2)×(H+2) cells, cell (0, 0) the frame's lower-left corner.
struct Grid {
  int width = 0, height = 0;  // the map's squares, W and H
  std::vector<Mask> cells;

  int stride() const { return width + 2; }
  Mask& at(int x, int y) { return cells[static_cast<std::size_t>(y) * stride() + x]; }
  Mask at(int x, int y) const { return cells[static_cast<std::size_t>(y) * stride() + x]; }
  bool on_map(int x, int y) const { return x >= 1 && y >= 1 && x <= width && y <= height; }
  bool in_grid(int x, int y) const { return x >= 0 && y >= 0 && x <= width + 1 && y <= height + 1; }  // map or frame
};
Grid empty_grid(int width, int height);  // every cell kAnyLetter: no restriction yet

// The fit rule (ump-format.md §8): the tile with its cell (0, 0) at grid
// cell (x, y) must lie within the grid, and at every cell the tile's and the
// map's masks must share a letter and not both be solid. The frame (§6)
// accepts every letter here, whatever rings lie on it (see fits_frame): a
// solid tile cell may not lie on it.
bool fits(const Grid& grid, const Tile& tile, int x, int y);

// One place where the fit rule refuses a tile: what the game does not check
// when it puts a fixed tile down (SV_AddTile), and what a mapper wants shown.
struct Misfit {
  enum class Kind { PastFrame, SolidOnFrame, SolidOnSolid, Letters };
  Kind kind = Kind::Letters;
  int x = 0, y = 0;  // the grid cell (for PastFrame the first cell past the frame)
  std::string text;  // "at 3, 4 it has 'a' where the map has 'l'"
};
// Every place where the tile at (x, y) breaks the fit rule against `grid`,
// read with its frame cells as they are (a grid combined with
// place(..., true) holds the rings on its frame): first that it reaches past
// the frame, if it does, then its cells inside the grid row by row. Empty
// when it fits.
std::vector<Misfit> misfits(const Grid& grid, const Tile& tile, int x, int y);
// The first misfit's text ("at 3, 4 it needs 'ab' where the map has 'c'"); empty when it fits.
std::string misfit(const Grid& grid, const Tile& tile, int x, int y);
// The game's fit test on the frame cells only (its map starts with every
// cell accepting every letter and combines rings into frame cells as into
// any other): false when a ring of the tile shares no letter with what the
// frame cell holds. `grid` must have been combined with place(..., true).
bool fits_frame(const Grid& grid, const Tile& tile, int x, int y);
// A mask as cell text: "+ab", "0", "c".
std::string mask_text(Mask mask);
// Puts the tile there as the game combines cells (SV_CombineAlternatives):
// a cell already solid, or under a tile cell "0", stays; under a solid tile
// cell it takes the tile's mask; otherwise its requirements narrow (AND).
// Only map cells change, unless `frame_too` (the game's own map, where rings
// accumulate on the frame as well). Cells past the frame are left out.
void place(Grid& grid, const Tile& tile, int x, int y, bool frame_too = false);

// One tile placed: its index and the grid cell of its cell (0, 0).
struct Placement {
  int tile = 0;
  int x = 0, y = 0;

  bool operator==(const Placement& o) const { return tile == o.tile && x == o.x && y == o.y; }
};

}  // namespace pgw::assembly

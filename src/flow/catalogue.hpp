// catalogue.hpp — Flow's tile types and environments, read from one table.
//
// A tile has, on each side (N, E, S, W), a flow (none, road, path, river,
// rail) and a height (low, normal, high). Two touching sides match when
// their flows are equal and, where there is a flow, their heights are equal
// too (seed 000: where nothing flows, any height may touch).
//
// The table in catalogue.cpp is the catalogue: one line per tile type. A
// tile's id is its position in that table and is stored in level codes, so
// new tiles go at the end and no line is ever removed or reordered.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pgw::flow {

enum class Flow : std::uint8_t { None, Road, Path, River, Rail };
enum class Height : std::uint8_t { Low, Normal, High };
constexpr int kFlowKinds = 5;  // including None
constexpr int kHeights = 3;

// Sides in clockwise order; a rotation by one quarter turn moves N to E.
enum Side : int { North = 0, East = 1, South = 2, West = 3 };
inline int opposite(int side) { return (side + 2) & 3; }
const char* side_name(int side);  // "north" ...

struct Edge {
  Flow flow = Flow::None;
  Height height = Height::Normal;
};

// Sides that match have equal codes: 0 for no flow (any height), else one
// code per (flow, height). Solver and generator compare codes, never Edges.
constexpr int kEdgeCodes = 1 + (kFlowKinds - 1) * kHeights;  // 13
inline int edge_code(Edge e) {
  return e.flow == Flow::None ? 0 : 1 + (static_cast<int>(e.flow) - 1) * kHeights + static_cast<int>(e.height);
}
inline bool edges_match(Edge a, Edge b) { return edge_code(a) == edge_code(b); }

struct TileType {
  int id = 0;
  std::string name;
  Edge edges[4];      // unrotated, indexed by Side
  unsigned environments = 0;  // bit per environment id (kAll's bit is implied)
  int period = 4;     // smallest quarter-turn count that maps the tile onto itself: 1, 2 or 4
  bool has_flow() const;
};

// Environments are named subsets of the catalogue; "all" holds every tile.
enum Environment : int { kCountryside = 0, kTown = 1, kCanyon = 2, kAll = 3 };
constexpr int kEnvironments = 4;
const char* environment_name(int environment);
// -1 when no environment has that name.
int environment_from_name(const std::string& name);

const std::vector<TileType>& catalogue();
inline int tile_count() { return static_cast<int>(catalogue().size()); }
bool in_environment(const TileType& tile, int environment);
// The environment's tiles, by id; its empty tiles (no flow on any side) first.
std::vector<int> environment_tiles(int environment);
std::vector<int> environment_empty_tiles(int environment);

// Empty when every table line parses; else the line and what is wrong.
// (catalogue() skips nothing, so tests call this to keep the table honest.)
std::string catalogue_problems();

}  // namespace pgw::flow

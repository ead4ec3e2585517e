// solver.hpp — Blocks' exact solver and cluster maps.
//
// A position is packed into one integer: each piece's place (Rush: its
// offset along its own row or column; Klotski: its top-left cell) takes a
// few bits, and in Klotski pieces of the same shape are interchangeable, so
// their places are kept sorted (one state for every way of labelling them).
// Boards that pack into 64 bits use a 64-bit key, others 128.
//
// solve() is a breadth-first search from the start, ended as soon as a win is
// generated: its move count is optimal (moves count one piece moved any
// distance). The peer (Fogleman's C++ Solver) runs iterative deepening with a
// memo instead.
//
// ClusterMap maps a position's whole cluster (every position reachable from
// it: moves are reversible, so that is a connected component) and labels
// each with its exact distance to the nearest win, by a breadth-first search
// from all the cluster's wins at once. The generator takes its levels from
// there: any position at distance d is a level of par exactly d, and the
// cluster's farthest is Fogleman's "unsolve".
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "blocks/model.hpp"
#include "core/progress.hpp"

namespace pgw::blocks {

enum class SolveStatus : std::uint8_t { Solved, Unsolvable, Cancelled, TooLarge };

// States one search may hold; about 40 bytes each.
constexpr std::uint64_t kMaxStates = 4'000'000;

struct Solution {
  SolveStatus status = SolveStatus::Unsolvable;
  std::vector<Move> moves;  // optimal, from the start (Solved)
  int steps = 0;            // unit steps of those moves
  std::uint64_t states = 0; // positions reached by the search
};

// Empty when the board packs into a search state; else why not.
std::string check_searchable(const Board& board);

Solution solve(const Board& board, Progress* progress = nullptr, std::uint64_t max_states = kMaxStates);

class ClusterMap {
 public:
  ClusterMap();
  ~ClusterMap();
  ClusterMap(const ClusterMap&) = delete;
  ClusterMap& operator=(const ClusterMap&) = delete;

  // Maps every position reachable from `board` and each one's distance to a
  // win. Solved: the cluster holds a win; Unsolvable: it holds none.
  SolveStatus map(const Board& board, Progress* progress = nullptr, std::uint64_t max_states = kMaxStates);

  // Whether `board` (the same pieces on the same lines) is a position of the mapped cluster.
  bool contains(const Board& board) const;
  std::uint64_t size() const;  // positions in the cluster
  std::uint64_t wins() const;  // of them, won
  int deepest() const;         // the farthest distance to a win (-1: none)
  int start_distance() const;  // the mapped board's own distance (-1: no win)
  std::uint64_t count_at(int distance) const;
  // The positions at `distance`, in the order the map found them.
  std::vector<std::uint64_t> at(int distance) const;
  // Position `index` as a board (pieces of the same shape may be relabelled in Klotski).
  Board position(std::uint64_t index) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pgw::blocks

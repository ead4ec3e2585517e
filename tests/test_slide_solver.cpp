// Slide solver: optimal against brute force; unsolvable and already-won told apart.
#include <doctest/doctest.h>

#include "slide/move.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"
#include "slide_reference.hpp"

using namespace pgw;
using namespace pgw::slide;

namespace {

State replay(const Layout& layout, State s, const std::vector<Dir>& moves) {
  for (Dir d : moves) s = apply(layout, s, d);
  return s;
}

}  // namespace

TEST_CASE("solver: optimal on small boards, checked by iterative deepening") {
  Rng rng(99);
  int solvable = 0, unsolvable = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int w = rng.between(3, 4), h = rng.between(3, 4);
    const Level l = reference::random_level(rng, w, h, rng.between(0, 3), rng.between(0, 3));
    const SolveResult r = solve(l.layout, l.start, nullptr);
    REQUIRE(r.status != SolveStatus::TooLarge);
    const int brute = reference::brute_force_distance(l.layout, l.start, 7);
    if (r.status == SolveStatus::Solved) {
      ++solvable;
      CHECK(is_won(l.layout, replay(l.layout, l.start, r.moves)));
      if (brute >= 0) CHECK(static_cast<int>(r.moves.size()) == brute);
      else CHECK(r.moves.size() > 7u);
    } else {
      ++unsolvable;
      CHECK(brute == -1);
    }
  }
  CHECK(solvable > 100);
  CHECK(unsolvable > 0);  // the sample includes unsolvable boards
}

TEST_CASE("solver: already won is 0 moves, unsolvable is not 0 moves") {
  Level l;
  std::string error;
  REQUIRE(parse_board("...\n...\n.+.\n", l, error));
  SolveResult r = solve(l.layout, l.start, nullptr);
  CHECK(r.status == SolveStatus::Solved);
  CHECK(r.moves.empty());
  // The goal is walled in from every side the player could arrive from.
  REQUIRE(parse_board("P..\nSSS\n.G.\n", l, error));
  r = solve(l.layout, l.start, nullptr);
  CHECK(r.status == SolveStatus::Unsolvable);
  CHECK(r.states_explored > 0);
}

TEST_CASE("solver: budget and cancel stop the search") {
  Rng rng(5);
  const Level l = reference::random_level(rng, 12, 12, 10, 40);
  SolveResult r = solve(l.layout, l.start, nullptr, 10);
  CHECK((r.status == SolveStatus::TooLarge || r.status == SolveStatus::Solved));
  Progress progress;
  progress.request_cancel();
  r = solve(l.layout, l.start, &progress);
  CHECK((r.status == SolveStatus::Cancelled || r.status == SolveStatus::Solved));
}

TEST_CASE("explore + distances_to_win agree with solve() for every state") {
  Rng rng(11);
  for (int trial = 0; trial < 30; ++trial) {
    const Level l = reference::random_level(rng, 5, 5, 4, 4);
    const StateGraph g = explore(l.layout, l.start, nullptr, 100000);
    REQUIRE(g.complete);
    CHECK(g.next.size() == g.states.size());
    const auto dist = distances_to_win(l.layout, g);
    for (std::size_t i = 0; i < g.states.size(); i += 7) {
      const SolveResult r = solve(l.layout, g.states[i], nullptr);
      if (dist[i] == kNoWin) CHECK(r.status == SolveStatus::Unsolvable);
      else CHECK(static_cast<int>(r.moves.size()) == dist[i]);
    }
  }
}

TEST_CASE("Slider makes apply()'s moves, on boards of every size") {
  Rng rng(23);
  for (int trial = 0; trial < 300; ++trial) {
    const int w = rng.between(kMinSide, kMaxSide), h = rng.between(kMinSide, kMaxSide);
    const int cells = w * h;
    const Level l = reference::random_level(rng, w, h, rng.between(0, cells / 4), rng.between(0, cells / 2));
    const Slider slide(l.layout);
    State s = l.start;
    for (int step = 0; step < 40; ++step) {
      for (Dir d : kDirs) {
        CAPTURE(format_board(l.layout, s));
        CAPTURE(dir_letter(d));
        REQUIRE(slide(s, d) == apply(l.layout, s, d));
      }
      s = apply(l.layout, s, kDirs[rng.below(4)]);
    }
  }
}

TEST_CASE("explore notes its wins, in order; a workspace changes no answer") {
  Rng rng(31);
  for (int trial = 0; trial < 20; ++trial) {
    const Level l = reference::random_level(rng, 6, 6, 6, 6);
    for (std::uint64_t budget : {std::uint64_t{50}, std::uint64_t{100000}}) {
      const StateGraph g = explore(l.layout, l.start, nullptr, budget);
      std::vector<std::uint32_t> wins;
      for (std::uint32_t i = 0; i < g.states.size(); ++i)
        if (is_won(l.layout, g.states[i])) wins.push_back(i);
      CHECK(g.wins == wins);
      const SolveResult alone = solve(l.layout, l.start, nullptr, budget);
      const std::vector<std::uint16_t> dist = distances_to_win(l.layout, g);
      const SolverWorkspace workspace;
      for (int again = 0; again < 2; ++again) {  // the second time on memory the first left
        StateGraph kept = explore(l.layout, l.start, nullptr, budget);
        CHECK(kept.states == g.states);
        CHECK(kept.next == g.next);
        CHECK(kept.complete == g.complete);
        CHECK(distances_to_win(l.layout, kept) == dist);
        recycle(std::move(kept));
        const SolveResult r = solve(l.layout, l.start, nullptr, budget);
        CHECK(r.status == alone.status);
        CHECK(r.moves == alone.moves);
        CHECK(r.states_explored == alone.states_explored);
      }
    }
  }
}

// Slide rules: apply() against hand-made boards and the block-by-block reference.
#include <doctest/doctest.h>

#include "slide_boards.hpp"

#include "slide/text.hpp"
#include "slide_reference.hpp"

using namespace pgw;
using namespace pgw::slide;
using pgw::test::slide_board;

namespace {

std::string after(const char* text, Dir dir) {
  const Level l = slide_board(text);
  return format_board(l.layout, apply(l.layout, l.start, dir));
}

}  // namespace

TEST_CASE("a move slides to the edge") {
  CHECK(after("P..\n...\n.G.\n", Dir::Right) == "..P\n...\n.G.\n");
  CHECK(after("P..\n...\n.G.\n", Dir::Down) == "...\n...\nPG.\n");
  CHECK(after("..P\n...\n.G.\n", Dir::Left) == "P..\n...\n.G.\n");
  CHECK(after("...\n...\n.GP\n", Dir::Up) == "..P\n...\n.G.\n");
}

TEST_CASE("stationary blocks stop sliders; they never move") {
  CHECK(after("P.S.\n....\n....\n..G.\n", Dir::Right) == ".PS.\n....\n....\n..G.\n");
  CHECK(after("S...\n....\nM...\nP.G.\n", Dir::Up) == "S...\nM...\nP...\n..G.\n");
}

TEST_CASE("blocks that already stopped stop the ones behind them, order kept") {
  CHECK(after("PM.M\n....\n....\n..G.\n", Dir::Right) == ".PMM\n....\n....\n..G.\n");
  CHECK(after("M.P.\n....\n....\n..G.\n", Dir::Right) == "..MP\n....\n....\n..G.\n");
  CHECK(after("M...\n....\nP...\n..G.\n", Dir::Down) == "....\n....\nM...\nP.G.\n");
}

TEST_CASE("all movers move together; player lands on goal wins") {
  const Level l = slide_board("P...\n.M..\n....\n....\n");
  const State s = apply(l.layout, l.start, Dir::Down);
  CHECK(format_board(l.layout, s) == "....\n....\n....\nPMG.\n");
  CHECK_FALSE(is_won(l.layout, s));
  const State t = apply(l.layout, s, Dir::Right);
  CHECK(format_board(l.layout, t) == "....\n....\n....\n..+M\n");
  CHECK(is_won(l.layout, t));
}

TEST_CASE("a move that changes nothing returns the same state") {
  const Level l = slide_board("P..\n...\n.G.\n");
  CHECK(apply(l.layout, l.start, Dir::Up) == l.start);
  CHECK(apply(l.layout, l.start, Dir::Left) == l.start);
}

TEST_CASE("apply() equals the block-by-block reference on random boards of every size") {
  Rng rng(2024);
  for (int trial = 0; trial < 3000; ++trial) {
    const int w = rng.between(kMinSide, kMaxSide), h = rng.between(kMinSide, kMaxSide);
    const int cells = w * h;
    const int stationary = rng.between(0, cells / 3), moving = rng.between(0, cells / 3);
    const Level l = reference::random_level(rng, w, h, stationary, moving);
    State s = l.start;
    for (int step = 0; step < 6; ++step) {
      const Dir d = kDirs[rng.below(4)];
      const State fast = apply(l.layout, s, d);
      const State slow = reference::apply_by_paths(l.layout, s, d);
      REQUIRE_MESSAGE(fast == slow, format_board(l.layout, s) << " moved " << dir_letter(d));
      CHECK(fast.movers.count() == s.movers.count());
      s = fast;
    }
  }
}

TEST_CASE("block_paths: each block's path for animation") {
  const Level l = slide_board("PM.S\n....\n....\n..G.\n");
  const auto paths = block_paths(l.layout, l.start, Dir::Right);
  REQUIRE(paths.size() == 2);
  // The mover nearest the far edge goes first.
  CHECK(paths[0].from == cell_index(1, 0));
  CHECK(paths[0].to == cell_index(2, 0));
  CHECK_FALSE(paths[0].player);
  CHECK(paths[1].from == cell_index(0, 0));
  CHECK(paths[1].to == cell_index(1, 0));
  CHECK(paths[1].player);
}

TEST_CASE("editing and checking levels") {
  Level l = blank_level(5, 4);
  CHECK(l.layout.goal == cell_index(2, 3));  // bottom row, middle column
  CHECK(check_level(l).empty());
  set_cell(l, 0, 0, Cell::Player);
  CHECK(cell_at(l.layout, l.start, 0, 0) == Cell::Player);
  CHECK(cell_at(l.layout, l.start, 2, 3) == Cell::Empty);
  set_cell(l, 2, 3, Cell::Stationary);
  CHECK(check_level(l).find("goal") != std::string::npos);
  set_cell(l, 2, 3, Cell::Empty);
  set_cell(l, 1, 1, Cell::Moving);
  CHECK(cell_at(l.layout, l.start, 1, 1) == Cell::Moving);
  CHECK(check_level(l).empty());
  CHECK(cell_at(l.layout, l.start, 9, 9) == Cell::Stationary);  // outside counts as blocked
}

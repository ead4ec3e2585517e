// Flow rules: catalogue sanity, edge matching, rotation, problems, moves.
#include <doctest/doctest.h>

#include "flow_tiles.hpp"

#include <set>

#include "core/history.hpp"
#include "flow/catalogue.hpp"
#include "flow/model.hpp"

using namespace pgw;
using namespace pgw::flow;
using test::tile_named;

TEST_CASE("catalogue: at least 200 tile types, ids are table positions, every line parses") {
  CHECK(catalogue_problems().empty());
  CHECK(tile_count() >= 200);
  std::set<std::string> names;
  for (int i = 0; i < tile_count(); ++i) {
    CHECK(catalogue()[i].id == i);
    names.insert(catalogue()[i].name);
  }
  CHECK(static_cast<int>(names.size()) == tile_count());
}

TEST_CASE("catalogue: every environment has flows, empty tiles, and only its own tiles") {
  for (int env = 0; env < kEnvironments; ++env) {
    CAPTURE(environment_name(env));
    CHECK(environment_from_name(environment_name(env)) == env);
    CHECK_FALSE(environment_empty_tiles(env).empty());
    CHECK(environment_tiles(env).size() > environment_empty_tiles(env).size() + 20);
    for (int id : environment_tiles(env)) CHECK(in_environment(catalogue()[id], env));
  }
  CHECK(environment_tiles(kAll).size() == catalogue().size());
  CHECK(environment_from_name("moon") == -1);
  // Canyon rivers change height; the town has no rivers.
  const TileType& fall = catalogue()[tile_named("waterfall straight, high to low")];
  CHECK(in_environment(fall, kCanyon));
  for (int id : environment_tiles(kTown))
    for (const Edge& e : catalogue()[id].edges) CHECK(e.flow != Flow::River);
}

TEST_CASE("matching: equal flows need equal heights; without a flow any height touches") {
  const Edge road_low{Flow::Road, Height::Low}, road_high{Flow::Road, Height::High};
  const Edge river_low{Flow::River, Height::Low};
  const Edge none_low{Flow::None, Height::Low}, none_high{Flow::None, Height::High};
  CHECK(edges_match(road_low, road_low));
  CHECK_FALSE(edges_match(road_low, road_high));
  CHECK_FALSE(edges_match(road_low, river_low));
  CHECK_FALSE(edges_match(road_low, none_low));
  CHECK(edges_match(none_low, none_high));
}

TEST_CASE("rotation: a quarter turn clockwise moves north to east; symmetry periods") {
  const TileType& bend = catalogue()[tile_named("road bend, normal")];  // N and E
  CHECK(bend.period == 4);
  CHECK(rotated_edge(bend, 1, East).flow == Flow::Road);
  CHECK(rotated_edge(bend, 1, South).flow == Flow::Road);
  CHECK(rotated_edge(bend, 1, North).flow == Flow::None);
  CHECK(rotated_edge(bend, 3, West).flow == Flow::Road);
  const int straight = tile_named("road straight, normal");
  CHECK(catalogue()[straight].period == 2);
  CHECK(same_look(straight, 0, 2));
  CHECK_FALSE(same_look(straight, 1, 2));
  const int bridge = tile_named("road bridge over river, high over low");
  CHECK(catalogue()[bridge].period == 2);
  CHECK(rotated_edge(catalogue()[bridge], 0, North).height == Height::High);
  CHECK(rotated_edge(catalogue()[bridge], 0, East).flow == Flow::River);
  CHECK_FALSE(rotation_matters(tile_named("meadow")));
  CHECK_FALSE(rotation_matters(tile_named("road crossroads, normal")));
  CHECK(rotation_matters(straight));
}

TEST_CASE("board: loose ends, mismatches, solved, and moves through History") {
  // Two road ends facing each other on a 2×2 board, the rest meadow.
  Level level = blank_level(2, 2, kCountryside);
  const int end = tile_named("road end, normal");  // flow on its north side
  level.board.tiles[0] = static_cast<std::uint16_t>(end);
  level.board.tiles[1] = static_cast<std::uint16_t>(end);
  Rotations r = {1, 3, 0, 0};  // east, west: solved
  CHECK(is_solved(level.board, r));
  CHECK(problems(level.board, r).empty());
  CHECK(check_board(level.board).empty());

  History<Rotations, Move> history(r);
  history.push({0, false}, apply(history.current(), {0, false}));  // now points north: off the board
  CHECK(history.current()[0] == 0);
  CHECK_FALSE(is_solved(level.board, history.current()));
  const std::vector<Problem> p = problems(level.board, history.current());
  REQUIRE(p.size() == 2);
  CHECK((p[0].x == 0 && p[0].y == 0 && p[0].side == North && p[0].off_board));
  CHECK((p[1].x == 0 && p[1].y == 0 && p[1].side == East && !p[1].off_board));
  history.undo();
  CHECK(is_solved(level.board, history.current()));
  CHECK(apply(apply(r, {3, true}), {3, false}) == r);
  CHECK(fixed_cells(level.board) == std::vector<int>{2, 3});
}

TEST_CASE("problem_sides marks a mismatch on both cells and a loose end on one") {
  Level level = blank_level(2, 2, kCountryside);
  const int end = tile_named("road end, normal");  // flow on its north side
  level.board.tiles[0] = static_cast<std::uint16_t>(end);
  level.board.tiles[1] = static_cast<std::uint16_t>(end);
  CHECK(problem_sides(level.board, {1, 3, 0, 0}) == std::vector<std::uint8_t>{0, 0, 0, 0});
  // Cell 0 points north, off the board; its east side now meets cell 1's flow.
  const std::vector<std::uint8_t> sides = problem_sides(level.board, {0, 3, 0, 0});
  CHECK(sides[0] == ((1u << North) | (1u << East)));
  CHECK(sides[1] == (1u << West));
  CHECK(sides[2] == 0);
  CHECK(sides[3] == 0);
}

TEST_CASE("tiles_to_do counts tiles that look unsolved; symmetric turns never count") {
  Level level = blank_level(3, 1, kCountryside);
  level.board.tiles[0] = static_cast<std::uint16_t>(tile_named("road end, normal"));       // period 4
  level.board.tiles[1] = static_cast<std::uint16_t>(tile_named("road straight, normal"));  // period 2
  const Rotations solution = {1, 1, 0};
  CHECK(tiles_to_do(level.board, solution, solution) == 0);
  CHECK(tiles_to_do(level.board, {3, 1, 0}, solution) == 1);
  CHECK(tiles_to_do(level.board, {1, 3, 2}, solution) == 0);  // a straight turned twice, meadow turned
  CHECK(tiles_to_do(level.board, {2, 0, 1}, solution) == 2);
}

TEST_CASE("scramble never leaves a board solved and turns only tiles whose rotation matters") {
  // Two road ends facing each other: a quarter of the random draws would be solved.
  Level level = blank_level(2, 2, kCountryside);
  level.board.tiles[0] = static_cast<std::uint16_t>(tile_named("road end, normal"));
  level.board.tiles[1] = static_cast<std::uint16_t>(tile_named("road end, normal"));
  const Rotations solution = {1, 3, 0, 0};
  Rng rng(7);
  std::set<Rotations> seen;
  for (int i = 0; i < 200; ++i) {
    const Rotations start = scramble(level.board, solution, rng);
    CHECK_FALSE(is_solved(level.board, start));
    CHECK(start[2] == 0);
    CHECK(start[3] == 0);
    seen.insert(start);
  }
  CHECK(seen.size() == 15);  // every one of the 16 pairs but the solved one
  const Level blank = blank_level(3, 3, kTown);
  CHECK(scramble(blank.board, blank.solution, rng) == blank.solution);  // nothing can turn
}

TEST_CASE("is_solved accepts every valid arrangement, not one stored answer") {
  // Four road ends on 2×2 pair up side by side or one above the other.
  Level level = blank_level(2, 2, kCountryside);
  level.board.tiles.assign(4, static_cast<std::uint16_t>(tile_named("road end, normal")));  // flow north
  const Rotations rows = {1, 3, 1, 3};     // east, west / east, west
  const Rotations columns = {2, 2, 0, 0};  // south, south / north, north
  CHECK(is_solved(level.board, rows));
  CHECK(is_solved(level.board, columns));
  CHECK(problems(level.board, columns).empty());
  const Rotations mixed = {1, 3, 0, 0};  // the bottom pair points off the board
  CHECK_FALSE(is_solved(level.board, mixed));
  CHECK(problems(level.board, mixed).size() == 2);
}

TEST_CASE("check_board names what is wrong and where") {
  Level level = blank_level(3, 2, kTown);
  level.board.tiles[4] = static_cast<std::uint16_t>(tile_named("meadow"));
  CHECK(check_board(level.board) == "tile 0 at 1,1 is not in environment 'town'");
  level.board.tiles[4] = 9999;
  CHECK(check_board(level.board) == "unknown tile id 9999 at 1,1");
  level.board.width = 41;
  CHECK(check_board(level.board) == "width 41 is out of range 2–40");
}

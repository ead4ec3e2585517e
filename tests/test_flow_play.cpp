// Flow's play session, editor, and moves and locks as text (src/flow/play.*, editor.*).
#include <doctest/doctest.h>

#include "flow_tiles.hpp"

#include <string>
#include <vector>

#include "core/rng.hpp"
#include "flow/catalogue.hpp"
#include "flow/editor.hpp"
#include "flow/play.hpp"
#include "flow/text.hpp"

using namespace pgw;
using namespace pgw::flow;
using test::tile_named;

namespace {

// Two road ends facing each other on a 2×2 countryside board (solved at
// rotations 1, 3), started with the left one turned north: one clockwise
// turn of cell 0 solves it.
Level two_ends() {
  Level level = blank_level(2, 2, kCountryside);
  const int end = tile_named("road end, normal");  // flow on its north side
  level.board.tiles[0] = static_cast<std::uint16_t>(end);
  level.board.tiles[1] = static_cast<std::uint16_t>(end);
  level.solution = {1, 3, 0, 0};
  level.start = {0, 3, 0, 0};
  level.locked.assign(4, 0);
  return level;
}

}  // namespace

TEST_CASE("flow moves as text: signs and cells, round trip") {
  const std::vector<Move> moves = {{12, true}, {5, false}, {0, true}};
  CHECK(encode_moves(moves) == "+12-5+0");
  std::vector<Move> back;
  std::string error;
  REQUIRE(decode_moves("+12-5+0", 25, back, error));
  REQUIRE(back.size() == 3);
  for (size_t i = 0; i < 3; ++i) CHECK((back[i].cell == moves[i].cell && back[i].clockwise == moves[i].clockwise));
  REQUIRE(decode_moves("", 25, back, error));
  CHECK(back.empty());
  REQUIRE(decode_moves("+007", 25, back, error));  // as before: leading zeros are read
  CHECK(back.size() == 1);
  CHECK(back[0].cell == 7);
}

TEST_CASE("flow moves as text: what is wrong is named with the move's place") {
  std::vector<Move> moves = {{1, true}};
  std::string error;
  CHECK_FALSE(decode_moves("+1*2", 25, moves, error));
  CHECK(error == "move 2 is not a turn ('+' or '-' and a cell number)");
  CHECK_FALSE(decode_moves("+1-", 25, moves, error));
  CHECK(error == "move 2 is not a turn ('+' or '-' and a cell number)");
  CHECK_FALSE(decode_moves("12", 25, moves, error));
  CHECK(error == "move 1 is not a turn ('+' or '-' and a cell number)");
  CHECK_FALSE(decode_moves("+1+25", 25, moves, error));
  CHECK(error == "move 2 turns cell 25, off the 25-cell board");
  CHECK_FALSE(decode_moves("+1234567", 1600, moves, error));  // more digits than any board has cells
  CHECK(moves.size() == 1);  // left as it was
}

TEST_CASE("flow locks as text: round trip, and a cell off the board refused") {
  CHECK(encode_locks({0, 1, 0, 0, 1}) == "1,4");
  CHECK(encode_locks({0, 0}) == "");
  std::vector<int> locked;
  std::string error;
  REQUIRE(decode_locks("1,4", 5, locked, error));
  CHECK(locked == std::vector<int>{1, 4});
  REQUIRE(decode_locks("", 5, locked, error));
  CHECK(locked.empty());
  CHECK_FALSE(decode_locks("1,5", 5, locked, error));
  CHECK(error == "locked tile 2 is not a cell of the 5-cell board");
  CHECK_FALSE(decode_locks("1,,2", 5, locked, error));
  CHECK(error == "locked tile 2 is not a cell of the 5-cell board");
}

TEST_CASE("flow play: turns, locks that undo keeps, the win told once") {
  PlaySession session;
  session.start(two_ends(), 0.0);
  CHECK_FALSE(session.won());
  REQUIRE(session.toggle_lock(1));
  CHECK_FALSE(session.turn(1, true, 0.0));  // locked
  REQUIRE(session.turn(0, false, 0.0));     // the wrong way: now west
  CHECK(session.current()[0] == 3);
  REQUIRE(session.undo(0.1));
  CHECK(session.locked(1));  // locks are notes, not moves
  REQUIRE(session.turn(0, true, 0.2));
  CHECK(session.won());
  CHECK(session.consume_win_event());
  CHECK_FALSE(session.consume_win_event());
  CHECK_FALSE(session.turn(0, true, 0.3));  // a won board takes no turns
  CHECK(session.animating(0.25));
  CHECK(session.shown_quarter_turns(0, 1.0) == doctest::Approx(1.0f));
  CHECK(encode_moves(session.moves()) == "+0");
  CHECK(encode_locks(session.locks()) == "1");
}

TEST_CASE("flow play: Place turns the changed cells (hint), a replay places them on time") {
  PlaySession session;
  const Level level = two_ends();
  session.start(level, 0.0);
  CHECK(session.place(level.solution, 0.0) == 1);
  CHECK(session.won());
  REQUIRE(session.restart(1.0));
  CHECK(session.can_redo());
  session.start_replay(level.solution, 2.0);  // the first cell at once
  CHECK(session.won());
  CHECK_FALSE(session.replaying());
  CHECK(session.loose_ends() == 0);
  REQUIRE(session.undo(3.0));
  session.show_problems();
  CHECK(session.problems_shown());
  CHECK(session.loose_ends() == 2);
  REQUIRE(session.redo(3.1));
  CHECK_FALSE(session.problems_shown());  // a change hides Check's marks
}

TEST_CASE("flow play: a solver's answer turns the wrong tiles, a free one first for a hint, locks giving way") {
  PlaySession session;
  Level level = two_ends();
  level.start = {0, 0, 0, 0};  // both ends wrong: cell 0 one turn, cell 1 three
  session.start(level, 0.0);
  REQUIRE(session.toggle_lock(0));
  // A hint turns the first wrong tile the player is free to turn: cell 1, not the locked 0.
  CHECK(session.apply_solution(level.solution, true, 0.0) == 1);
  CHECK(session.current()[1] == 3);
  CHECK(session.current()[0] == 0);
  CHECK(session.locked(0));
  // Solve turns the rest; the lock on a tile that must turn gives way.
  CHECK(session.apply_solution(level.solution, false, 1.0) == 0);
  CHECK_FALSE(session.locked(0));
  session.update(10.0);
  CHECK(session.won());
  CHECK(session.apply_solution(level.solution, false, 11.0) == -1);  // nothing left to turn
}

TEST_CASE("flow play: a saved game is resumed on a scratch session, or refused with a message") {
  const std::string code = encode_level(two_ends());
  PlaySession session;
  std::string error;
  REQUIRE_MESSAGE(resume_session(code, "-0-0", "1", 0.0, session, error), error);
  CHECK(session.moves_made() == 2);
  CHECK(session.current()[0] == 2);
  CHECK(session.locked(1));
  CHECK_FALSE(session.animating(0.0));  // shown where they are, not turning there

  PlaySession kept;
  REQUIRE(resume_session(code, "-0", "", 0.0, kept, error));
  CHECK_FALSE(resume_session(code, "+0+1", "", 0.0, kept, error));
  CHECK(error == "it has moves after the win");
  CHECK_FALSE(resume_session(code, "+9", "", 0.0, kept, error));
  CHECK(error == "move 1 turns cell 9, off the 4-cell board");
  CHECK_FALSE(resume_session(code, "+0", "4", 0.0, kept, error));
  CHECK(error == "locked tile 1 is not a cell of the 4-cell board");
  CHECK_FALSE(resume_session("flow-AQUFAAAA", "", "", 0.0, kept, error));
  CHECK_FALSE(error.empty());
  CHECK(kept.moves_made() == 1);
  CHECK(kept.current()[0] == 3);
}

TEST_CASE("flow editor: strokes, undo, redo, the brush, and the level to play") {
  Editor editor;
  editor.begin(two_ends());
  const int end = tile_named("road end, normal");
  CHECK(editor.problems() == 0);  // shown solved
  const std::uint64_t v0 = editor.version();
  REQUIRE(editor.turn(0, true));
  CHECK(editor.problems() > 0);
  CHECK(editor.version() > v0);
  REQUIRE(editor.undo());
  CHECK(editor.problems() == 0);
  REQUIRE(editor.redo());
  REQUIRE(editor.erase(0));
  CHECK(editor.board().tiles[0] != end);
  editor.pick(1);
  CHECK(editor.brush_tile() == end);
  CHECK(editor.brush_rotation() == 3);
  editor.turn_brush(true);
  CHECK(editor.brush_rotation() == 0);
  editor.set_brush(end, 1);
  REQUIRE(editor.paint(0));
  CHECK(editor.problems() == 0);
  CHECK_FALSE(editor.paint(0));  // the same tile, the same look: no stroke
  CHECK(editor.tiles_with_flow() == 2);
  Rng rng(7);
  const Level level = editor.level_to_play(rng);
  CHECK(is_solved(level.board, level.solution));
  CHECK_FALSE(is_solved(level.board, level.start));
}

TEST_CASE("flow editor: the level code holds a solution, or is empty until one is known") {
  Editor editor;
  editor.begin(two_ends());
  Level decoded;
  std::string error;
  REQUIRE_MESSAGE(decode_level(editor.level_code(), decoded, error), error);  // painted solved
  CHECK(decoded.solution == editor.rotations());
  REQUIRE(editor.turn(0, true));  // a loose end now, and no validation for this board
  CHECK(editor.level_code().empty());
  editor.validation.version = editor.version();
  editor.validation.done = true;
  editor.validation.solutions = 1;
  editor.validation.solution = {1, 3, 0, 0};
  REQUIRE_MESSAGE(decode_level(editor.level_code(), decoded, error), error);
  CHECK(decoded.solution == editor.validation.solution);
  CHECK(decoded.start == editor.rotations());
}

TEST_CASE("flow editor: the board as text survives a round trip; damaged text is refused and nothing changes") {
  Editor editor;
  editor.begin(two_ends());
  REQUIRE(editor.turn(1, true));
  const std::string text = editor.board_text();
  CHECK(text.rfind("2x2.countryside:", 0) == 0);
  Editor again;
  std::string error;
  REQUIRE_MESSAGE(again.begin_from_text(text, error), error);
  CHECK(again.board().tiles == editor.board().tiles);
  CHECK(again.rotations() == editor.rotations());
  CHECK(again.board_text() == text);

  Editor kept;
  kept.begin(two_ends());
  const std::string before = kept.board_text();
  const char* bad[][2] = {
      {"2x2countryside:1.0,1.0,1.0,1.0", "the edited board's size is damaged"},
      {"2x2.moon:1.0,1.0,1.0,1.0", "the edited board's size or environment is damaged"},
      {"99x2.countryside:1.0", "the edited board's size or environment is damaged"},
      {"2x2.countryside:1.0,1.0,1.0", "the edited board has 3 tiles for 4 cells"},
      {"2x2.countryside:1.0,1.9,1.0,1.0", "the edited board's tile 2 is damaged"},
      {"2x2.countryside:1.0,99999.0,1.0,1.0", "the edited board's tile 2 is damaged"},
  };
  for (const auto& pair : bad) {
    const std::string input = pair[0];
    CAPTURE(input);
    CHECK_FALSE(kept.begin_from_text(input, error));
    CHECK(error == pair[1]);
  }
  CHECK(kept.board_text() == before);
}

// Slide's play session, editor and move text (src/slide/play.*, editor.*).
#include <doctest/doctest.h>

#include "slide_boards.hpp"

#include <string>
#include <vector>

#include "slide/editor.hpp"
#include "slide/play.hpp"
#include "slide/text.hpp"

using namespace pgw;
using namespace pgw::slide;
using pgw::test::slide_board;

namespace {

// Player top left, goal bottom right: Down then Right wins (par 2).
const char* kTwoMoves = "P..\n...\n..G\n";

std::string shown(const PlaySession& session) { return format_board(session.level().layout, session.current()); }

}  // namespace

TEST_CASE("slide moves as text: one letter a move, round trip, lower case read") {
  const std::vector<Dir> moves = {Dir::Up, Dir::Down, Dir::Left, Dir::Right, Dir::Left};
  CHECK(encode_moves(moves) == "UDLRL");
  std::vector<Dir> back;
  std::string error;
  REQUIRE(decode_moves("UDLRL", back, error));
  CHECK(back == moves);
  REQUIRE(decode_moves("udlrl", back, error));
  CHECK(back == moves);
  REQUIRE(decode_moves("", back, error));
  CHECK(back.empty());
  CHECK(encode_moves({}) == "");
}

TEST_CASE("slide moves as text: a bad letter is named with its place, and nothing is kept") {
  std::vector<Dir> moves = {Dir::Up};
  std::string error;
  CHECK_FALSE(decode_moves("UDx", moves, error));
  CHECK(error == "move 3 is 'x', not one of U, D, L, R");
  CHECK(moves == std::vector<Dir>{Dir::Up});
  CHECK_FALSE(decode_moves("U\nD", moves, error));
  CHECK(error == "move 2 is byte 10, not one of U, D, L, R");
  CHECK_FALSE(decode_moves("+1", moves, error));
  CHECK(error.find("move 1 is '+'") == 0);
}

TEST_CASE("slide play: moves, undo, redo, restart and the position version") {
  PlaySession session;
  CHECK_FALSE(session.has_level());
  session.start(slide_board(kTwoMoves), 2);
  REQUIRE(session.has_level());
  CHECK(session.par() == 2);
  const std::uint64_t v0 = session.position_version();
  CHECK_FALSE(session.move(Dir::Up, 0.0));  // tilting into the edge moves nothing: not a move
  CHECK(session.moves_made() == 0);
  CHECK(session.position_version() == v0);
  REQUIRE(session.move(Dir::Down, 0.0));
  CHECK(shown(session) == "...\n...\nP.G\n");
  CHECK(session.position_version() > v0);
  CHECK(session.facing() == Dir::Down);
  REQUIRE(session.undo(0.1));
  CHECK(shown(session) == kTwoMoves);
  CHECK(session.can_redo());
  REQUIRE(session.redo(0.2));
  CHECK(session.moves() == std::vector<Dir>{Dir::Down});
  REQUIRE(session.restart());
  CHECK(session.moves_made() == 0);
  CHECK(session.can_redo());  // restart is undo-all: redo replays
  CHECK_FALSE(session.restart());  // nothing to restart
}

TEST_CASE("slide play: the win is told once, after its slide has finished") {
  PlaySession session;
  session.start(slide_board(kTwoMoves), 2);
  REQUIRE(session.move(Dir::Down, 1.0));
  REQUIRE(session.move(Dir::Right, 1.0));
  CHECK(session.won());
  CHECK(session.animating());
  CHECK_FALSE(session.consume_win_event());  // still sliding
  session.update(1.0 + PlaySession::kMoveSeconds);
  CHECK_FALSE(session.animating());
  CHECK(session.consume_win_event());
  CHECK_FALSE(session.consume_win_event());
  CHECK_FALSE(session.move(Dir::Left, 2.0));  // a won board takes no moves
  session.set_animate(false);
  REQUIRE(session.undo(3.0));
  CHECK_FALSE(session.animating());  // reduced motion: at once
  CHECK(session.animation_progress(3.0) == 1.0f);
}

TEST_CASE("slide play: a hint is cleared by a move; a replay plays on time and stops when overtaken") {
  PlaySession session;
  session.start(slide_board(kTwoMoves), 2);
  session.set_hint(Dir::Down);
  CHECK(session.has_hint());
  REQUIRE(session.move(Dir::Down, 0.0));
  CHECK_FALSE(session.has_hint());
  REQUIRE(session.restart());
  session.start_replay({Dir::Down, Dir::Right});
  CHECK(session.replaying());
  session.update(1.0);  // the first step once the last slide and a pause are over
  CHECK(session.moves_made() == 1);
  session.update(1.05);  // still sliding
  CHECK(session.moves_made() == 1);
  session.update(2.0);
  CHECK(session.moves_made() == 2);
  CHECK(session.won());
  CHECK_FALSE(session.replaying());
  // A step that no longer moves anything ends the replay.
  REQUIRE(session.restart());
  session.start_replay({Dir::Up, Dir::Down});
  session.update(5.0);
  CHECK_FALSE(session.replaying());
  CHECK(session.moves_made() == 0);
}

TEST_CASE("slide play: a saved game is resumed on a scratch session, or refused with a message") {
  const std::string code = encode_level(slide_board(kTwoMoves));
  PlaySession session;
  std::string error;
  REQUIRE_MESSAGE(resume_session(code, "D", 2, session, error), error);
  CHECK(session.moves_made() == 1);
  CHECK(shown(session) == "...\n...\nP.G\n");
  CHECK_FALSE(session.consume_win_event());
  REQUIRE(resume_session(code, "DR", 2, session, error));
  CHECK(session.won());
  CHECK_FALSE(session.consume_win_event());  // a restored win is not announced again

  PlaySession kept;
  REQUIRE(resume_session(code, "D", 2, kept, error));
  CHECK_FALSE(resume_session(code, "DL", 2, kept, error));
  CHECK(error == "move 2 does not fit the level");
  CHECK_FALSE(resume_session(code, "DRD", 2, kept, error));
  CHECK(error == "move 3 does not fit the level");  // after the win
  CHECK_FALSE(resume_session(code, "D?", 2, kept, error));
  CHECK(error.find("move 2 is '?'") == 0);
  CHECK_FALSE(resume_session(code, "D", 0, kept, error));
  CHECK(error == "it has no par");
  CHECK_FALSE(resume_session("slide-AAAA", "D", 2, kept, error));
  CHECK_FALSE(error.empty());
  CHECK(kept.moves_made() == 1);  // every refusal left it alone
  CHECK(shown(kept) == "...\n...\nP.G\n");
}

TEST_CASE("slide editor: strokes, undo and redo through History, versions") {
  Editor editor;
  editor.begin(slide_board(kTwoMoves));
  const std::uint64_t v0 = editor.version();
  CHECK_FALSE(editor.can_undo());
  REQUIRE(editor.paint(2, 0, EditTool::Stationary));
  CHECK(format_board(editor.level().layout, editor.level().start) == "P.S\n...\n..G\n");
  CHECK(editor.version() > v0);
  CHECK_FALSE(editor.paint(2, 0, EditTool::Stationary));  // no change, no stroke
  REQUIRE(editor.paint(1, 1, EditTool::Moving));
  REQUIRE(editor.paint(0, 2, EditTool::Goal));
  CHECK(format_board(editor.level().layout, editor.level().start) == "P.S\n.M.\nG..\n");
  CHECK_FALSE(editor.paint(0, 0, EditTool::Erase));  // the player is never painted over
  CHECK_FALSE(editor.paint(5, 5, EditTool::Moving));  // off the board
  REQUIRE(editor.undo());
  CHECK(format_board(editor.level().layout, editor.level().start) == "P.S\n.M.\n..G\n");
  REQUIRE(editor.undo());
  REQUIRE(editor.undo());
  CHECK(format_board(editor.level().layout, editor.level().start) == kTwoMoves);
  CHECK_FALSE(editor.undo());
  REQUIRE(editor.redo());
  CHECK(format_board(editor.level().layout, editor.level().start) == "P.S\n...\n..G\n");
  // A new stroke after undo drops the undone ones.
  REQUIRE(editor.paint(2, 2, EditTool::Player));
  CHECK_FALSE(editor.can_redo());
  CHECK(format_board(editor.level().layout, editor.level().start) == "..S\n...\n..+\n");
}

TEST_CASE("slide editor: a validation belongs to the version it was made for") {
  Editor editor;
  editor.new_blank(4, 3);
  CHECK(editor.level().layout.width == 4);
  CHECK(editor.level().layout.height == 3);
  editor.validation = Validation{editor.version(), true, true, 3};
  CHECK(editor.validation_current());
  REQUIRE(editor.paint(0, 0, EditTool::Moving));
  CHECK_FALSE(editor.validation_current());
  REQUIRE(editor.undo());
  CHECK_FALSE(editor.validation_current());  // the same board, but an answer is never trusted across a change
  CHECK(std::string(edit_tool_name(EditTool::Stationary)) == "Stone");
}

// test_blocks.cpp — Blocks: rules, text both ways, codes, the solver on known
// positions and against a plain search, cluster maps, the generator's pars.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "blocks/editor.hpp"
#include "blocks/generator.hpp"
#include "blocks/play.hpp"
#include "blocks/print.hpp"
#include "blocks/solver.hpp"
#include "blocks/text.hpp"
#include "cancel_check.hpp"
#include "core/codec.hpp"
#include "core/rng.hpp"

using namespace pgw;
using namespace pgw::blocks;

namespace {

// Fogleman's hardest 6×6 (51 moves, 83 steps, a cluster of 4,780 positions).
constexpr const char* kHardest = "BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.";
// Huarong Dao: Cao Cao (A) out through the bottom's middle in 81 moves.
constexpr const char* kHuarong = "klotski exit=bottom\nBAAC\nBAAC\nDEEF\nDGHF\nI..J\n";

Board board_of(const char* text) {
  Board b;
  std::string error;
  INFO(text);
  REQUIRE(parse_board(text, b, error));
  return b;
}

// A plain breadth-first search over whole boards (model.hpp's moves only),
// independent of the solver's packed states: the optimal move count, or -1.
int plain_distance(const Board& start, int limit) {
  auto key = [](const Board& b) {
    std::string k;
    for (const Piece& p : b.pieces) k += {static_cast<char>(p.x), static_cast<char>(p.y)};
    return k;
  };
  if (is_won(start)) return 0;
  std::set<std::string> seen{key(start)};
  std::vector<Board> layer{start};
  for (int d = 1; d <= limit && !layer.empty(); ++d) {
    std::vector<Board> next;
    for (const Board& b : layer)
      for (const Move& m : legal_moves(b)) {
        Board c = b;
        apply(c, m);
        if (!seen.insert(key(c)).second) continue;
        if (is_won(c)) return d;
        next.push_back(c);
      }
    layer.swap(next);
  }
  return layer.empty() ? -2 : -1;  // -2: no win at all; -1: beyond the limit
}

Board random_rush(Rng& rng, int side) {
  Board b;
  b.width = b.height = side;
  b.pieces.push_back(Piece{static_cast<std::int8_t>(rng.below(side - 2)), static_cast<std::int8_t>((side - 1) / 2), 2, 1});
  for (int k = 0; k < 40 && static_cast<int>(b.pieces.size()) < side * side / 3; ++k) {
    Piece p;
    const int len = rng.between(2, 3);
    const bool h = rng.below(2) == 0;
    p.w = static_cast<std::int8_t>(h ? len : 1);
    p.h = static_cast<std::int8_t>(h ? 1 : len);
    p.x = static_cast<std::int8_t>(rng.below(side - p.w + 1));
    p.y = static_cast<std::int8_t>(rng.below(side - p.h + 1));
    if (b.mask(p) & b.occupied()) continue;
    b.pieces.push_back(p);
  }
  if (rng.below(3) == 0)
    for (int c = 0; c < b.cells(); ++c)
      if (!((b.occupied() >> c) & 1u) && rng.below(12) == 0) b.walls |= std::uint64_t{1} << c;
  return b;
}

Board random_klotski(Rng& rng, int w, int h) {
  Board b;
  b.rules = Rules::Klotski;
  b.width = w;
  b.height = h;
  b.pieces.push_back(Piece{static_cast<std::int8_t>(rng.below(w - 1)), static_cast<std::int8_t>(rng.below(h - 2)), 2, 2});
  b.exit_offset = default_exit_offset(b, Edge::Bottom);
  for (int k = 0; k < 200 && __builtin_popcountll(b.occupied()) < w * h - 3; ++k) {
    Piece p;
    p.w = static_cast<std::int8_t>(rng.between(1, 2));
    p.h = static_cast<std::int8_t>(p.w == 2 ? 1 : rng.between(1, 2));
    p.x = static_cast<std::int8_t>(rng.below(w - p.w + 1));
    p.y = static_cast<std::int8_t>(rng.below(h - p.h + 1));
    if (b.mask(p) & b.occupied()) continue;
    b.pieces.push_back(p);
  }
  return b;
}

void check_solution_wins(const Board& start, const Solution& s) {
  Board b = start;
  int steps = 0;
  for (const Move& m : s.moves) {
    REQUIRE(is_legal(b, m));
    steps += move_steps(b, m);
    apply(b, m);
  }
  CHECK(is_won(b));
  CHECK(steps == s.steps);
}

}  // namespace

TEST_CASE("blocks rules: Rush cars slide along their axis, walls stop them, A leaves on the right") {
  const Board b = board_of("rush\nAA..\nB..x\nB...\nCCC.\n");
  // A (row 0) is not on the primary row 1: rows are free in the rules, only A's axis matters.
  std::vector<Move> moves = legal_moves(b);
  // A: right 1, 2; B: none (C below, A above); C: right 1.
  std::set<std::string> texts;
  for (const Move& m : moves) texts.insert(move_text(b, m));
  CHECK(texts == std::set<std::string>{"A+1", "A+2", "C+1"});
  Board won = b;
  apply(won, Move{0, 2, 0});
  CHECK(is_won(won));
  CHECK(check_board(won) == "A is already at the exit");
  CHECK(check_board(b).empty());
  CHECK(move_words(b, Move{2, 1, 0}) == "Car C right 1");
}

TEST_CASE("blocks rules: Klotski blocks move in four directions and turn corners in one move") {
  const Board b = board_of("klotski\nAA.\nAA.\nB..\n");
  std::map<std::string, int> steps;
  for (const Move& m : legal_moves(b)) steps[move_text(b, m)] = move_steps(b, m);
  // A: right 1. B (1×1 at the bottom left): right 1 and 2, then up the right column after a turn.
  CHECK(steps.count("Ar") == 1);
  CHECK(steps["Brruu"] == 4);
  CHECK(steps["Brr"] == 2);
  CHECK(move_words(b, Move{1, 2, -2}) == "Block B right 2 and up 2");
  // The exit: bottom, centred under A (3 wide, A 2 wide: offset 0).
  CHECK(b.exit == Edge::Bottom);
  CHECK(b.exit_offset == 0);
  Board won = b;
  won.pieces[1].x = 2;  // B out of the way
  won.pieces[0].y = 1;
  CHECK(is_won(won));
}

TEST_CASE("blocks text: Fogleman's line and rows read and write both ways, pieces named in order") {
  const Board b = board_of(kHardest);
  CHECK(b.width == 6);
  CHECK(b.height == 6);
  CHECK(b.pieces.size() == 13u);
  CHECK(format_line(b) == kHardest);
  Board rows;
  std::string error;
  REQUIRE(parse_board(format_rows(b), rows, error));
  CHECK(rows == b);
  // Other letters and 'o' for empty are read and named again: A first, then by first cell.
  const Board renamed = board_of("ZZ.Y\noAAY\nxoo.\nQQQ.");
  CHECK(format_line(renamed) == "BB.C.AACx...DDD.");
  // Klotski rows keep their rules and exit.
  const Board k = board_of(kHuarong);
  CHECK(k.rules == Rules::Klotski);
  CHECK(k.exit_offset == 1);
  CHECK(format_rows(k) == kHuarong);
  const Board side = board_of("klotski exit=right:2\nAA..\nAA..\n....\n....\n");
  CHECK(side.exit == Edge::Right);
  CHECK(side.exit_offset == 2);
  CHECK(format_rows(side) == "klotski exit=right:2\nAA..\nAA..\n....\n....\n");
}

TEST_CASE("blocks text: bad boards name what and where") {
  Board b;
  std::string error;
  CHECK_FALSE(parse_board("BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM", b, error));
  CHECK(error.find("35 characters") != std::string::npos);
  CHECK_FALSE(parse_board("AA..\nB...\nB..\n....\n", b, error));
  CHECK(error.find("line 3 has 3 cells") != std::string::npos);
  CHECK_FALSE(parse_board("AA..\nB.?.\nB...\n....\n", b, error));
  CHECK(error.find("line 2, column 3") != std::string::npos);
  CHECK_FALSE(parse_board("BB..\nC...\nC...\n....\n", b, error));
  CHECK(error.find("no piece A") != std::string::npos);
  CHECK_FALSE(parse_board("AA..\nBB..\nBB..\n....\n", b, error));
  CHECK(error.find("Rush cars are 1×2 or 1×3") != std::string::npos);
  CHECK(error.find("klotski") != std::string::npos);
  CHECK_FALSE(parse_board("A...\nA...\n....\n....\n", b, error));
  CHECK(error.find("A must be horizontal") != std::string::npos);
  CHECK_FALSE(parse_board("AAB.\n..B.\nB...\n....\n", b, error));
  CHECK(error.find("piece B") != std::string::npos);
  CHECK_FALSE(parse_board("klotski exit=middle\nAA.\nAA.\n...\n", b, error));
  CHECK(error.find("line 1") != std::string::npos);
  CHECK_FALSE(parse_board("", b, error));
  CHECK(error == "the board is empty");
  // A byte of a wider character is named by its value, so the message stays UTF-8 (found by fuzzing).
  CHECK_FALSE(parse_board("P.\xc3\xa9\nli.V\n....\n", b, error));
  CHECK(pgw::utf8_error_offset(error) == std::string::npos);
  CHECK(error.find("byte 195") != std::string::npos);
  REQUIRE(parse_board("AA..\nB...\nB...\n....\n", b, error));
  std::vector<Move> moves;
  CHECK_FALSE(parse_moves(b, "B\xc3\xa9", moves, error));
  CHECK(pgw::utf8_error_offset(error) == std::string::npos);
  CHECK_FALSE(parse_moves(b, "\x80+1", moves, error));
  CHECK(pgw::utf8_error_offset(error) == std::string::npos);
  CHECK(error.find("<byte 128>") != std::string::npos);
}

TEST_CASE("blocks codes and params round-trip; damage and bad values are named") {
  for (const char* text : {kHardest, kHuarong, "rush\nx.AA..\n......\nBBB..x\n......\n"}) {
    Board b = board_of(text);
    if (is_won(b)) continue;
    Board back;
    std::string error;
    const std::string code = encode_level(b);
    REQUIRE(decode_level(code, back, error));
    CHECK(back == b);
    std::string broken = code;
    broken[10] = broken[10] == 'A' ? 'B' : 'A';
    CHECK_FALSE(decode_level(broken, back, error));
    CHECK(!error.empty());
  }
  Params p;
  std::string error;
  REQUIRE(decode_params("4x5.klotski.m60.expert", p, error));
  CHECK(p.rules == Rules::Klotski);
  CHECK(p.min_moves == 60);
  CHECK(p.difficulty == Difficulty::Expert);
  CHECK(encode_params(p) == "4x5.klotski.m60.expert");
  REQUIRE(decode_params("6x6.m40.w2", p, error));
  CHECK(encode_params(p) == "6x6.m40.w2");
  CHECK_FALSE(decode_params("9x9.m40", p, error));
  CHECK(error.find("width 9") != std::string::npos);
  CHECK(decode_params("6x7.klotski.m40", p, error));
  CHECK_FALSE(decode_params("7x7.klotski.m40", p, error));
  CHECK(error.find("42 cells") != std::string::npos);
  CHECK_FALSE(decode_params("6x6.q3", p, error));
  CHECK(error.find("parameter 2 ('q3')") != std::string::npos);
}

TEST_CASE("blocks solver: Fogleman's hardest needs 51 moves (83 steps); Huarong Dao 81") {
  const Board hardest = board_of(kHardest);
  Solution s = solve(hardest);
  REQUIRE(s.status == SolveStatus::Solved);
  CHECK(s.moves.size() == 51u);
  CHECK(s.steps == 83);
  check_solution_wins(hardest, s);
  ClusterMap map;
  REQUIRE(map.map(hardest) == SolveStatus::Solved);
  CHECK(map.size() == 4780u);  // Fogleman's database gives its cluster 4,780 positions
  CHECK(map.deepest() == 51);
  CHECK(map.start_distance() == 51);

  const Board huarong = board_of(kHuarong);
  s = solve(huarong);
  REQUIRE(s.status == SolveStatus::Solved);
  CHECK(s.moves.size() == 81u);
  check_solution_wins(huarong, s);
  REQUIRE(map.map(huarong) == SolveStatus::Solved);
  CHECK(map.size() == 25955u);  // the classic's positions, same-shaped pieces alike
  CHECK(map.start_distance() == 81);
  // Every position of a cluster at distance d solves in d moves.
  for (const int d : {1, 40, map.deepest()}) {
    const std::vector<std::uint64_t> at = map.at(d);
    REQUIRE(!at.empty());
    CHECK(static_cast<int>(solve(map.position(at.back())).moves.size()) == d);
  }
}

TEST_CASE("blocks solver: equal to a plain search on random small boards, unsolvable told apart") {
  // Every board natively and in wasm; a third under the sanitizers (the plain search is slow there).
#ifdef PGW_SANITIZED
  const int scale = 3;
#else
  const int scale = 1;
#endif
  Rng rng(7);
  int solved = 0, unsolvable = 0;
  for (int trial = 0; trial < 300 / scale; ++trial) {
    const Board b = random_rush(rng, rng.between(4, 5));
    if (!check_board(b).empty()) continue;
    const Solution s = solve(b);
    const int plain = plain_distance(b, 60);
    if (s.status == SolveStatus::Solved) {
      ++solved;
      CHECK(static_cast<int>(s.moves.size()) == plain);
      check_solution_wins(b, s);
    } else {
      ++unsolvable;
      CHECK(s.status == SolveStatus::Unsolvable);
      CHECK(plain == -2);
    }
  }
  CHECK(solved > 100 / scale);
  CHECK(unsolvable > 5 / scale);
  // Klotski: same-shaped blocks are alike in the solver's states, not in the plain search's.
  int klotski = 0, invalid = 0;
  for (int trial = 0; trial < 150 / scale; ++trial) {
    const Board b = random_klotski(rng, rng.between(3, 4), rng.between(3, 4));
    if (!check_board(b).empty()) {
      ++invalid;
      continue;
    }
    const Solution s = solve(b);
    const int plain = plain_distance(b, 200);
    if (s.status == SolveStatus::Solved) {
      ++klotski;
      CHECK(static_cast<int>(s.moves.size()) == plain);
      check_solution_wins(b, s);
    } else {
      CHECK(plain == -2);
    }
  }
  MESSAGE("klotski: " << klotski << " solved, " << invalid << " not levels");
  CHECK(klotski >= 10 / scale);
}

TEST_CASE("blocks solver: budget and cancel stop the search") {
  const Board huarong = board_of(kHuarong);
  CHECK(solve(huarong, nullptr, 1000).status == SolveStatus::TooLarge);
  Progress cancelled;
  cancelled.request_cancel();
  CHECK(solve(huarong, &cancelled).status == SolveStatus::Cancelled);
  ClusterMap map;
  CHECK(map.map(huarong, &cancelled) == SolveStatus::Cancelled);
}

TEST_CASE("blocks generator: pars exact, targets met, the same level from the same seed") {
  Params p;
  p.min_moves = 25;
#ifdef PGW_SANITIZED  // one seed under the sanitizers, where a deep climb is slow; all three elsewhere
  const std::uint64_t seeds[] = {2u};
#else
  const std::uint64_t seeds[] = {1u, 2u, 3u};
#endif
  for (const std::uint64_t seed : seeds) {
    Progress progress;
    const Generated g = generate(p, seed, progress);
    REQUIRE(g.found);
    CHECK(g.target_met);
    CHECK(g.optimal_moves >= 25);
    CHECK(check_board(g.level).empty());
    const Solution s = solve(g.level);
    REQUIRE(s.status == SolveStatus::Solved);
    CHECK(static_cast<int>(s.moves.size()) == g.optimal_moves);
    CHECK(s.steps == g.steps);
    Progress again;
    Budget two;
    two.threads = 2;  // climbers side by side: the same level
    CHECK(encode_level(generate(p, seed, again, two).level) == encode_level(g.level));
  }
  // Klotski 4×5, deep.
  Params k;
  k.rules = Rules::Klotski;
  k.width = 4;
  k.height = 5;
  k.min_moves = 60;
  Progress progress;
  const Generated g = generate(k, 11, progress);
  REQUIRE(g.found);
  CHECK(g.target_met);
  CHECK(static_cast<int>(solve(g.level).moves.size()) == g.optimal_moves);
  // A band: Easy on 6×6 is 5–12 moves.
  Params easy;
  easy.difficulty = Difficulty::Easy;
  Progress pe;
  const Generated e = generate(easy, 4, pe);
  REQUIRE(e.target_met);
  CHECK(e.optimal_moves >= 5);
  CHECK(e.optimal_moves <= 12);
  CHECK(grade_of(Rules::Rush, 6, 6, e.optimal_moves) == Difficulty::Easy);
}

TEST_CASE("blocks generator: a cancel lands") {
  Params p;
  p.min_moves = 60;  // beyond 6×6's deepest: it would climb until the budget
  test::check_cancel_lands(
      [&](Progress& progress) { return generate(p, 5, progress).cancelled; }, std::chrono::milliseconds(200),
      "blocks generate");
}

TEST_CASE("blocks play: a piece moved twice in a row is one move; undo, redo, restart, resume") {
  const Board start = board_of("rush\n......\n......\n.AA..B\n.....B\n......\n......\n");
  PlaySession s;
  s.start(start, 2);
  CHECK(s.nudge(1, 0, 0.0));  // A is selected first
  CHECK(s.nudge(1, 0, 0.1));
  CHECK(s.moves_made() == 1);  // one piece moved any distance
  CHECK(s.steps_made() == 2);
  CHECK(s.last_move() == Move{0, 2, 0});
  CHECK_FALSE(s.nudge(0, 1, 0.2));  // A is horizontal
  CHECK(s.nudge(-1, 0, 0.3));
  CHECK(s.nudge(-1, 0, 0.4));
  CHECK(s.moves_made() == 0);  // back where it was: no move
  CHECK_FALSE(s.can_redo());
  s.select(1);
  CHECK(s.nudge(0, 1, 0.5));
  s.select(0);
  CHECK(s.move(Move{0, 3, 0}, 0.6));
  CHECK(s.won());
  CHECK(s.moves_made() == 2);
  CHECK(encode_moves(start, s.moves()) == "B+1 A+3");
  CHECK(s.undo(1.0));
  CHECK_FALSE(s.won());
  CHECK(s.redo(1.1));
  CHECK(s.won());
  CHECK_FALSE(s.consume_win_event());  // not while A glides out
  s.update(5.0);
  CHECK(s.consume_win_event());
  CHECK(s.restart());
  CHECK(s.moves_made() == 0);
  PlaySession resumed;
  std::string error;
  REQUIRE(resume_session(encode_level(start), "B+1 A+3", 2, resumed, error));
  CHECK(resumed.won());
  CHECK_FALSE(resume_session(encode_level(start), "A+4", 2, resumed, error));
  CHECK(error.find("move 1") != std::string::npos);
}

TEST_CASE("blocks play: a glide follows the piece's path, turns included") {
  const Board start = board_of("klotski\nAA.\nAA.\nB..\n");
  PlaySession s;
  s.start(start, 1);
  REQUIRE(s.move(Move{1, 2, -2}, 0.0));  // right 2, then up 2
  CHECK(s.animated_piece() == 1);
  float x = 0, y = 0;
  s.animated_place(0.0, x, y);
  CHECK(x == doctest::Approx(0));
  CHECK(y == doctest::Approx(2));
  s.animated_place(10.0, x, y);
  CHECK(x == doctest::Approx(2));
  CHECK(y == doctest::Approx(0));
  s.update(10.0);
  CHECK(s.animated_piece() == -1);
}

TEST_CASE("blocks editor: pieces placed where they fit, A moved not erased, validation says why") {
  BlocksEditor e;
  e.new_blank(Rules::Rush, 6, 6);
  CHECK(e.board().pieces.size() == 1u);
  CHECK(e.paint(3, 0, EditTool::Deep));  // a truck down column 3, across A's row,
  CHECK(e.paint(3, 3, EditTool::Wall));  // held there by a wall under it
  CHECK_FALSE(e.paint(3, 1, EditTool::Wide));  // overlaps the truck
  CHECK_FALSE(e.paint(0, 0, EditTool::Big));   // no 2×2 in Rush
  CHECK_FALSE(e.paint(0, 2, EditTool::Erase)); // A stays
  EditValidation v;
  validate_board(e.board(), v, kMaxStates);
  CHECK_FALSE(v.playable);
  CHECK(v.message.find("Not solvable") != std::string::npos);
  CHECK(e.undo());
  validate_board(e.board(), v, kMaxStates);
  CHECK(v.playable);  // the truck can go down
  CHECK(v.optimal_moves == 2);
  CHECK(e.undo());
  validate_board(e.board(), v, kMaxStates);
  CHECK(v.playable);
  CHECK(v.optimal_moves == 1);
  CHECK(v.message == "Solvable in 1 move (4 steps).");
  CHECK(e.paint(5, 2, EditTool::Wall));
  validate_board(e.board(), v, kMaxStates);
  CHECK_FALSE(v.playable);
  CHECK(e.paint(5, 2, EditTool::Erase));
  CHECK(e.paint(4, 2, EditTool::Primary));  // A to the exit: already won
  validate_board(e.board(), v, kMaxStates);
  CHECK(v.message.find("already at the exit") != std::string::npos);
  e.new_blank(Rules::Klotski, 4, 5);
  CHECK(e.paint(0, 3, EditTool::Big));
  CHECK(edit_tool_name(EditTool::Long, Rules::Klotski) == nullptr);
  CHECK(std::string(edit_tool_name(EditTool::Big, Rules::Klotski)) == "2×2");
}

TEST_CASE("blocks editor: validation polls its progress, so the app's job can be cancelled") {
  // The app validates on a job (a thread, or slices of the page's own thread
  // without threads): the search must see a cancel, as solve() does.
  BlocksEditor e;
  e.new_blank(Rules::Klotski, 4, 5);
  REQUIRE(e.paint(0, 3, EditTool::Big));
  Progress cancelled;
  cancelled.request_cancel();
  EditValidation v;
  validate_board(e.board(), v, kMaxStates, &cancelled);
  CHECK_FALSE(v.done);
  CHECK_FALSE(v.playable);
  Progress running;
  validate_board(e.board(), v, kMaxStates, &running);
  CHECK(v.done);
  CHECK(v.playable);
}

TEST_CASE("blocks: a generated level's board text, read back, names its pieces as its code and its moves do") {
  // levelgen blocks generate printed a board whose letters its solve then read otherwise.
  Params p;
  p.width = p.height = 4;
  p.min_moves = 4;
  Progress progress;
  const Generated g = generate(p, 1, progress);
  REQUIRE(g.found);
  Board read;
  std::string error;
  REQUIRE(parse_board(format_line(g.level), read, error));
  CHECK(read == g.level);
  Board decoded;
  REQUIRE(decode_level(encode_level(g.level), decoded, error));
  CHECK(decoded == g.level);
  const Solution s = solve(read);
  REQUIRE(s.status == SolveStatus::Solved);
  std::vector<Move> moves;
  CHECK(parse_moves(g.level, moves_text(read, s.moves), moves, error));
  // The editor keeps its board the same way.
  BlocksEditor e;
  e.new_blank(Rules::Rush, 6, 6);
  REQUIRE(e.paint(4, 0, EditTool::Tall));
  REQUIRE(e.paint(0, 0, EditTool::Wide));
  CHECK(format_line(e.board()).substr(0, 6) == "BB..C.");
}

TEST_CASE("blocks print: the board with its pieces and exit; the solution ten moves to a line") {
  Board b;
  std::string error;
  REQUIRE(parse_board("BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.", b, error));  // Fogleman's hardest, 51 moves
  const std::string code = encode_level(b);
  Progress progress;
  SheetItem item;
  REQUIRE_MESSAGE(code_picture(code, false, progress, item, error), error);
  CHECK(item.width == 60);
  CHECK(item.height == 60);
  CHECK(item.caption.empty());
  std::size_t letters = 0;
  for (std::size_t at = item.body.find("<text"); at != std::string::npos; at = item.body.find("<text", at + 1)) ++letters;
  CHECK(letters == b.pieces.size());
  CHECK(item.body.find(">A</text>") != std::string::npos);
  CHECK(item.body.find("<line x1=\"60.0\" y1=\"20.0\" x2=\"60.0\" y2=\"30.0\"") != std::string::npos);  // A's row, right edge
  REQUIRE_MESSAGE(code_picture(code, true, progress, item, error), error);
  REQUIRE(item.caption.size() == 7);  // the heading, then 51 moves in lines of 10
  CHECK(item.caption[0] == "Solution, 51 moves:");
  std::vector<Move> moves;
  std::string all;
  for (std::size_t i = 1; i < item.caption.size(); ++i) all += (i > 1 ? " " : "") + item.caption[i];
  REQUIRE_MESSAGE(parse_moves(b, all, moves, error), error);
  CHECK(moves.size() == 51);
  Board end = b;
  for (const Move& m : moves) apply(end, m);
  CHECK(is_won(end));
  CHECK_FALSE(code_picture("blocks-AAAA", false, progress, item, error));
  CHECK_FALSE(error.empty());
}

// api.cpp — see api.hpp.
#include "blocks/api.hpp"

#include "blocks/generator.hpp"
#include "blocks/print.hpp"
#include "blocks/solver.hpp"
#include "blocks/text.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"

namespace pgw::blocks {

namespace {

KindGenerated generate_recipe(std::string_view text, std::string_view seed, Progress& progress) {
  KindGenerated out;
  Params params;
  if (!decode_params(text, params, out.error)) return out;
  const Generated g = generate(params, seed_from_text(seed), progress);
  out.cancelled = g.cancelled;
  out.ok = g.found && !g.cancelled;
  if (out.ok) {
    out.code = encode_level(g.level);
    out.measure = std::to_string(g.optimal_moves);  // par: proved by mapping the level's cluster
  } else if (!g.cancelled) {
    out.error = "no solvable position was found within the search budget";
  }
  return out;
}

const std::vector<KindField> kFields = {
    KindField::text("rules", "rush|klotski", "Rush Hour cars, or Klotski blocks"),
    KindField::number("width", kMinSide, kMaxSide, "board width (Rush 4–8, Klotski 3–7)"),
    KindField::number("height", kMinSide, kMaxSide, "board height (Rush 4–8, Klotski 3–7)"),
    KindField::number("min_moves", 1, kMinMovesLimit, "fewest optimal moves"),
    KindField::number("walls", 0, kMaxWalls, "fixed 1×1 walls (Rush)"),
    difficulty_field("the band of optimal moves for the size (6×6 Rush: easy 5–12 … expert 35+)"),
};

bool params_from_fields(const ParamFields& fields, std::string& text, std::string& error) {
  Params p;
  if (!only_known_fields(fields, kFields, error)) return false;
  if (const auto it = fields.find("rules"); it != fields.end()) {
    if (it->second == "rush") p.rules = Rules::Rush;
    else if (it->second == "klotski") p.rules = Rules::Klotski;
    else {
      error = "rules '" + it->second + "' is not rush or klotski";
      return false;
    }
  }
  if (p.rules == Rules::Klotski) {  // Klotski's own defaults: the classic 4×5, deep
    p.width = 4;
    p.height = 5;
    p.min_moves = 40;
  }
  if (!field_number(fields, "width", p.width, error) || !field_number(fields, "height", p.height, error) ||
      !field_number(fields, "min_moves", p.min_moves, error) || !field_number(fields, "walls", p.walls, error) ||
      !field_difficulty(fields, "difficulty", p.difficulty, error))
    return false;
  // A band decides the par; the recipe then shows its lowest.
  if (p.difficulty != Difficulty::Any && fields.count("min_moves") == 0)
    p.min_moves = difficulty_band(p.rules, p.width, p.height, p.difficulty).lo;
  error = check_params(p);
  if (!error.empty()) return false;
  text = encode_params(p);
  return true;
}

std::string board_text(const Board& b) { return b.rules == Rules::Rush ? format_line(b) : format_rows(b); }

KindAnswer describe(std::string_view code) {
  KindAnswer out;
  Board b;
  if (!decode_level(code, b, out.error)) return out;
  Progress progress;
  const Solution s = solve(b, &progress);
  JsonObject json;
  json.add("kind", "blocks")
      .add("rules", rules_name(b.rules))
      .add("width", b.width)
      .add("height", b.height)
      .add("board", board_text(b))
      .add("pieces", static_cast<int>(b.pieces.size()))
      .add("walls", __builtin_popcountll(b.walls));
  if (s.status == SolveStatus::Solved) {
    const int par = static_cast<int>(s.moves.size());
    json.add("optimal_moves", par)
        .add("steps", s.steps)
        .add("difficulty", difficulty_name(grade_of(b.rules, b.width, b.height, par)))
        .add_raw("certificate", JsonObject()
                                    .add("proof", "breadth-first")
                                    .add("positions", s.states)
                                    .add("how", "a breadth-first search from the start, ended at the first win")
                                    .str());
  } else {
    json.add("difficulty", "unrated").add("solvable", false);
  }
  out.ok = true;
  out.json = json.str();
  return out;
}

KindAnswer solve_code(std::string_view code, Progress& progress) {
  KindAnswer out;
  Board b;
  if (!decode_level(code, b, out.error)) return out;
  const Solution s = solve(b, &progress);
  out.cancelled = s.status == SolveStatus::Cancelled;
  if (s.status == SolveStatus::TooLarge) out.error = "the search grew past " + std::to_string(kMaxStates) + " positions";
  out.ok = s.status == SolveStatus::Solved || s.status == SolveStatus::Unsolvable;
  JsonObject json;
  json.add("solvable", s.status == SolveStatus::Solved);
  if (s.status == SolveStatus::Solved)
    json.add("optimal_moves", static_cast<int>(s.moves.size())).add("steps", s.steps).add("moves", moves_text(b, s.moves));
  out.json = json.str();
  return out;
}

std::string rows_text(const Board& b) { return format_rows(b); }

// Board text (the editor's, `levelgen blocks solve`) reads back as written,
// and a board that is a level also travels as a level code.
TextRead read_board(std::string_view text) {
  TextRead out = read_text<Board, rows_text, parse_board>(text);
  Board coded;
  std::string error;
  Board b;
  if (out.ok && out.broken.empty() && parse_board(out.canonical, b, error) && check_board(b).empty() &&
      (!decode_level(encode_level(b), coded, error) || !(coded == b)))
    out.broken = "the board '" + out.canonical + "' does not survive a level code: " + error;
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"blocks",
                            "6x6.m20",
                            decode_error<Params, decode_params>,
                            decode_error<Board, decode_level>,
                            generate_recipe,
                            params_from_fields,
                            describe,
                            solve_code,
                            kFields,
                            read_text<Params, encode_params, decode_params>,
                            read_text<Board, encode_level, decode_level>,
                            {{"blocks::parse_board", read_board}},
                            // 2: Klotski boards larger than 4×5 pick larger shapes when 21 pieces
                            // could not fill them (5×6 and 6×7 recipes make other levels).
                            2,
                            code_picture,
                            "par"};
  return kApi;
}

}  // namespace pgw::blocks

// api.cpp — see api.hpp.
#include "slide/api.hpp"

#include "core/json.hpp"
#include "core/rng.hpp"
#include "slide/analysis.hpp"
#include "slide/generator.hpp"
#include "slide/play.hpp"
#include "slide/print.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"

namespace pgw::slide {

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
    out.measure = std::to_string(g.optimal_moves);  // par: exact, from the generator's own solve
  } else if (!g.cancelled) {
    out.error = "no solvable position was found";
  }
  return out;
}

const std::vector<KindField> kFields = {
    KindField::number("width", kMinSide, kMaxSide, "board width"),
    KindField::number("height", kMinSide, kMaxSide, "board height"),
    KindField::number("min_moves", 1, kMinMovesLimit, "fewest optimal moves"),
    KindField::number("stationary", 0, kMaxPercent, "stationary blocks, % of cells"),
    KindField::number("moving", 0, kMaxPercent, "moving blocks, % of cells"),
    KindField::flag("hardest", "the farthest start from the goal"),
    KindField::flag("climb", "climb to a deeper par (levelgen's default)"),
    difficulty_field("the band of par, traps and choices (implies climbing)"),
};

bool params_from_fields(const ParamFields& fields, std::string& text, std::string& error) {
  Params p;
  if (!only_known_fields(fields, kFields, error) || !field_number(fields, "width", p.width, error) ||
      !field_number(fields, "height", p.height, error) || !field_number(fields, "min_moves", p.min_moves, error) ||
      !field_number(fields, "stationary", p.stationary_percent, error) ||
      !field_number(fields, "moving", p.moving_percent, error) || !field_flag(fields, "hardest", p.hardest, error) ||
      !field_flag(fields, "climb", p.climb, error) || !field_difficulty(fields, "difficulty", p.difficulty, error))
    return false;
  if (p.difficulty != Difficulty::Any) p.climb = true;
  if (p.climb) p.climber = kClimber;  // a new recipe climbs with the newest climber, as levelgen does
  error = check_params(p);
  if (!error.empty()) return false;
  text = encode_params(p);
  return true;
}

KindAnswer describe(std::string_view code) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  // The band is the level's own (the code is unchanged): par, traps and
  // choices, mapped within kBandBudget positions.
  const Analysis analysis = analyse(level.layout, level.start, nullptr, kBandBudget);
  JsonObject json;
  json.add("kind", "slide")
      .add("width", level.layout.width)
      .add("height", level.layout.height)
      .add("board", format_board(level.layout, level.start))
      .add("difficulty", analysis.status == SolveStatus::Solved ? difficulty_name(analysis.band) : "unrated")
      .add_raw("certificate", analysis_json(analysis));
  out.ok = true;
  out.json = json.str();
  return out;
}

KindAnswer solve_code(std::string_view code, Progress& progress) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  const SolveResult r = solve(level.layout, level.start, &progress);
  out.cancelled = r.status == SolveStatus::Cancelled;
  if (r.status == SolveStatus::TooLarge) out.error = "the search grew past its budget";
  out.ok = r.status == SolveStatus::Solved || r.status == SolveStatus::Unsolvable;
  JsonObject json;
  json.add("solvable", r.status == SolveStatus::Solved);
  if (r.status == SolveStatus::Solved)
    json.add("optimal_moves", static_cast<int>(r.moves.size())).add("moves", moves_to_string(r.moves));
  out.json = json.str();
  return out;
}

std::string board_text(const Level& level) { return format_board(level.layout, level.start); }

// Board text (the editor's, `levelgen slide solve`) reads back as written,
// and a board the editor would accept also travels as a level code.
TextRead read_board(std::string_view text) {
  TextRead out = read_text<Level, board_text, parse_board>(text);
  Level level, coded;
  std::string error;
  if (out.ok && out.broken.empty() && parse_board(out.canonical, level, error) && check_level(level).empty() &&
      (!decode_level(encode_level(level), coded, error) || !(coded == level)))
    out.broken = "the board '" + out.canonical + "' does not survive a level code: " + error;
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"slide", "6x6.m8.s20.v15", decode_error<Params, decode_params>,
                            decode_error<Level, decode_level>, generate_recipe, params_from_fields, describe,
                            solve_code, kFields, read_text<Params, encode_params, decode_params>,
                            read_text<Level, encode_level, decode_level>, {{"slide::parse_board", read_board},
                             {"slide::decode_moves", read_text<std::vector<Dir>, encode_moves, decode_moves>}}, 1, code_picture,
                            "par"};
  return kApi;
}

}  // namespace pgw::slide

// api.cpp — see api.hpp.
#include "flow/api.hpp"

#include "core/json.hpp"
#include "core/rng.hpp"
#include "flow/editor.hpp"
#include "flow/generator.hpp"
#include "flow/play.hpp"
#include "flow/print.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

namespace pgw::flow {

namespace {

KindGenerated generate_recipe(std::string_view text, std::string_view seed, Progress& progress) {
  KindGenerated out;
  Params params;
  if (!decode_params(text, params, out.error)) return out;
  const Generated g = generate(params, seed_from_text(seed), progress);
  out.cancelled = g.cancelled;
  out.ok = g.ok;
  if (g.ok) {
    out.code = encode_level(g.level);
    // The grade the generator kept the level for (with a difficulty); without
    // one it grades nothing, and grading here would be a second search.
    out.measure = g.certificate.graded ? difficulty_name(g.certificate.difficulty) : "unrated";
  } else if (!g.cancelled) {
    out.error = g.error;
  }
  return out;
}

const std::vector<KindField> kFields = {
    KindField::number("width", kMinSide, kMaxSide, "board width"),
    KindField::number("height", kMinSide, kMaxSide, "board height"),
    KindField::text("env", "countryside|town|canyon|all", "environment"),
    KindField::number("density", kMinDensity, kMaxDensity, "tiles with flow, %"),
    KindField::flag("unique", "exactly one solution"),
    KindField::flag("blank", "the seed post's blank puzzle"),
    difficulty_field("the hardest deduction needed (implies --unique)"),
};

bool params_from_fields(const ParamFields& fields, std::string& text, std::string& error) {
  Params p;
  if (!only_known_fields(fields, kFields, error) || !field_number(fields, "width", p.width, error) ||
      !field_number(fields, "height", p.height, error) || !field_number(fields, "density", p.density, error) ||
      !field_flag(fields, "unique", p.unique, error) || !field_flag(fields, "blank", p.blank, error) ||
      !field_difficulty(fields, "difficulty", p.difficulty, error))
    return false;
  const auto env = fields.find("env");
  if (env != fields.end()) p.environment = env->second;
  if (p.difficulty != Difficulty::Any) p.unique = true;
  error = check_params(p);
  if (!error.empty()) return false;
  text = encode_params(p);
  return true;
}

KindAnswer describe(std::string_view code) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  int with_flow = 0;
  for (std::uint16_t tile : level.board.tiles) with_flow += catalogue()[tile].has_flow() ? 1 : 0;
  // The grade is the board's own: the code stays as it was, and any level
  // (an old link's, an edited one) is graded the same way.
  const Certificate certificate = certify(level.board);
  JsonObject json;
  json.add("kind", "flow")
      .add("width", level.board.width)
      .add("height", level.board.height)
      .add("environment", environment_name(level.board.environment))
      .add("tiles_with_flow", with_flow)
      .add("to_do", tiles_to_do(level.board, level.start, level.solution))
      .add("solved", is_solved(level.board, level.start))
      .add("difficulty", certificate.graded ? difficulty_name(certificate.difficulty) : "unrated")
      .add_raw("certificate", certificate_json(certificate));
  out.ok = true;
  out.json = json.str();
  return out;
}

// Solutions counted up to 2 (is it unique?), and one as a code that starts solved.
KindAnswer solve_code(std::string_view code, Progress& progress) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  const CountResult counted = count_solutions(level.board, 2, &progress);
  out.cancelled = counted.cancelled;
  out.ok = !counted.cancelled;
  JsonObject json;
  json.add("solutions", counted.solutions).add("unique", counted.solutions == 1);
  if (!counted.found.empty()) {
    Level solved = level;
    solved.solution = solved.start = counted.found.front();
    json.add("solution", encode_level(solved));
  }
  out.json = json.str();
  return out;
}

// The autosave's texts (moves, locks, the board being edited), read on the
// largest board, for the contract tests and the fuzz target.
constexpr int kMaxCells = kMaxSide * kMaxSide;

bool decode_any_moves(std::string_view text, std::vector<Move>& moves, std::string& error) {
  return decode_moves(text, kMaxCells, moves, error);
}

// Locks as one flag a cell, as the play session keeps them.
bool decode_lock_flags(std::string_view text, std::vector<std::uint8_t>& flags, std::string& error) {
  std::vector<int> cells;
  if (!decode_locks(text, kMaxCells, cells, error)) return false;
  flags.assign(kMaxCells, 0);
  for (int cell : cells) flags[static_cast<size_t>(cell)] = 1;
  return true;
}

TextRead read_edited_board(std::string_view text) {
  TextRead out;
  Editor editor;
  out.ok = editor.begin_from_text(text, out.error);
  if (!out.ok) return out;
  out.canonical = editor.board_text();
  Editor again;
  std::string error;
  if (!again.begin_from_text(out.canonical, error))
    out.broken = "its own board text '" + out.canonical + "' is refused: " + error;
  else if (again.board_text() != out.canonical)
    out.broken = "'" + out.canonical + "' reads back as '" + again.board_text() + "'";
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"flow", "7x7.countryside.d60", decode_error<Params, decode_params>,
                            decode_error<Level, decode_level>, generate_recipe, params_from_fields, describe,
                            solve_code, kFields, read_text<Params, encode_params, decode_params>,
                            read_text<Level, encode_level, decode_level>,
                            {{"flow::decode_moves", read_text<std::vector<Move>, encode_moves, decode_any_moves>},
                             {"flow::decode_locks", read_text<std::vector<std::uint8_t>, encode_locks, decode_lock_flags>},
                             {"flow::Editor::begin_from_text", read_edited_board}}, 1, code_picture,
                            "difficulty"};
  return kApi;
}

}  // namespace pgw::flow

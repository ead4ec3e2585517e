// api.cpp — see api.hpp.
#include "flow/api.hpp"

#include "core/json.hpp"
#include "core/rng.hpp"
#include "flow/generator.hpp"
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
  if (g.ok)
    out.code = encode_level(g.level);
  else if (!g.cancelled)
    out.error = g.error;
  return out;
}

const std::vector<KindField> kFields = {
    KindField::number("width", kMinSide, kMaxSide, "board width"),
    KindField::number("height", kMinSide, kMaxSide, "board height"),
    KindField::text("env", "countryside|town|canyon|all", "environment"),
    KindField::number("density", kMinDensity, kMaxDensity, "tiles with flow, %"),
    KindField::flag("unique", "exactly one solution"),
    KindField::flag("blank", "the seed post's blank puzzle"),
};

bool params_from_fields(const ParamFields& fields, std::string& text, std::string& error) {
  Params p;
  if (!only_known_fields(fields, kFields, error) || !field_number(fields, "width", p.width, error) ||
      !field_number(fields, "height", p.height, error) || !field_number(fields, "density", p.density, error) ||
      !field_flag(fields, "unique", p.unique, error) || !field_flag(fields, "blank", p.blank, error))
    return false;
  const auto env = fields.find("env");
  if (env != fields.end()) p.environment = env->second;
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
  JsonObject json;
  json.add("kind", "flow")
      .add("width", level.board.width)
      .add("height", level.board.height)
      .add("environment", environment_name(level.board.environment))
      .add("tiles_with_flow", with_flow)
      .add("to_do", tiles_to_do(level.board, level.start, level.solution))
      .add("solved", is_solved(level.board, level.start));
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

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"flow", "7x7.countryside.d60", decode_error<Params, decode_params>,
                            decode_error<Level, decode_level>, generate_recipe, params_from_fields, describe,
                            solve_code, kFields, read_text<Params, encode_params, decode_params>,
                            read_text<Level, encode_level, decode_level>, {}};
  return kApi;
}

}  // namespace pgw::flow

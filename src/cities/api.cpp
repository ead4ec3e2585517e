// api.cpp — see api.hpp.
//
// A Cities level is its params and seed (text.hpp), so generate returns that
// code once the placement is made, and "solve" makes the placement and has
// the independent checker judge it.
#include "cities/api.hpp"

#include "cities/checker.hpp"
#include "cities/generator.hpp"
#include "cities/text.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"

namespace pgw::cities {

namespace {

KindGenerated generate_recipe(std::string_view text, std::string_view seed, Progress& progress) {
  KindGenerated out;
  Level level;
  if (!decode_params(text, level.params, out.error)) return out;
  level.seed = seed_from_text(seed);
  const Generated g = generate(level.params, level.seed, progress);
  out.cancelled = g.cancelled;
  out.ok = !g.cancelled;
  if (out.ok) {
    out.code = encode_level(level);
    out.measure = std::to_string(g.cities.size());
  }
  return out;
}

const std::vector<KindField> kFields = {
    KindField::number("width", kMinSide, kMaxSide, "map width"),
    KindField::number("height", kMinSide, kMaxSide, "map height"),
    KindField::number("min", 1, kMaxMin, "s: no two cities fewer steps apart"),
    KindField::number("max", 2, kMaxMax, "l: each city has another within (more than s)"),
    KindField::text("terrain", "open|islands|mountains", "the map's terrain"),
    KindField::number("neighbours", 4, 8, "tiles one step apart", "4|8"),
};

bool params_from_fields(const ParamFields& fields, std::string& text, std::string& error) {
  Params p;
  if (!only_known_fields(fields, kFields, error) || !field_number(fields, "width", p.width, error) ||
      !field_number(fields, "height", p.height, error) || !field_number(fields, "min", p.min_distance, error) ||
      !field_number(fields, "max", p.max_distance, error) || !field_number(fields, "neighbours", p.neighbours, error))
    return false;
  const auto terrain = fields.find("terrain");
  if (terrain != fields.end() && !terrain_named(terrain->second, p.terrain)) {
    error = "unknown terrain '" + terrain->second + "' (open, islands, mountains)";
    return false;
  }
  error = check_params(p);
  if (!error.empty()) return false;
  text = encode_params(p);
  return true;
}

KindAnswer describe(std::string_view code) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  const Params& p = level.params;
  JsonObject json;
  json.add("kind", "cities")
      .add("width", p.width)
      .add("height", p.height)
      .add("min_distance", p.min_distance)
      .add("max_distance", p.max_distance)
      .add("terrain", terrain_name(p.terrain))
      .add("neighbours", p.neighbours)
      .add("params", encode_params(p));
  out.ok = true;
  out.json = json.str();
  return out;
}

KindAnswer verify_code(std::string_view code, Progress& progress) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  const Params& p = level.params;
  const Generated g = generate(p, level.seed, progress);
  Check check;
  check.cancelled = g.cancelled;
  if (!g.cancelled) {
    progress.set_phase("checking the placement");
    check = check_placement(g.map, g.cities, p.min_distance, p.max_distance, p.neighbours, &progress);
  }
  out.cancelled = check.cancelled;
  out.ok = !check.cancelled;
  JsonObject json;
  json.add("cities", static_cast<int>(g.cities.size()))
      .add("min_distance_ok", check.min_distance_ok())
      .add("max_distance_violations", static_cast<int>(check.far.size()))
      .add("isolated", static_cast<int>(g.isolated.size()))
      .add("maximal", check.maximal());
  out.json = json.str();
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"cities", "200x200.s3.l6.open.n4", decode_error<Params, decode_params>,
                            decode_error<Level, decode_level>, generate_recipe, params_from_fields, describe,
                            verify_code, kFields, read_text<Params, encode_params, decode_params>,
                            read_text<Level, encode_level, decode_level>, {}, 1, nullptr, "cities"};
  return kApi;
}

}  // namespace pgw::cities

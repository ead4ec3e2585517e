// api.cpp — see api.hpp.
//
// Recipes name a compiled-in fixture (fixtures.hpp) or carry a pasted map
// text; "solve" answers with the verifier's verdict on the code's map.
#include "assembly/api.hpp"

#include "assembly/parser.hpp"
#include "assembly/run.hpp"
#include "assembly/text.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"

namespace pgw::assembly {

namespace {

KindGenerated generate_recipe(std::string_view text, std::string_view seed, Progress& progress) {
  KindGenerated out;
  Level level;
  if (!decode_params(text, level.recipe, out.error)) return out;
  const std::shared_ptr<const Ump> ump = recipe_map(level.recipe, out.error);
  const Assembly& assembly = ump->assemblies[ump->find_assembly(level.recipe.assembly)];
  level.seed = seed_from_text(seed);
  const Run run = run_assembly(*ump, assembly, level.recipe.cvars, false, level.seed, progress, SearchLimits(),
                               level.recipe.strict ? Mode::Strict : Mode::Engine);
  out.cancelled = run.result.cancelled;
  out.ok = run.ok;
  if (!out.cancelled) out.measure = run.ok ? "1" : "0";  // a map that cannot be made is measured too
  if (run.ok) {
    level.replans = run.replans;
    level.placed = run.result.placed;
    out.code = encode_level(level);
  } else if (!out.cancelled) {
    out.error = run_verdict(run);
  }
  return out;
}

const std::vector<KindField> kFields = {
    KindField::text("file", "NAME", "a shipped map: city, farm, forest, …"),
    KindField::text("text", "TEXT", "or a .ump text small enough for a link"),
    KindField::text("assembly", "NAME", "one of the file's assemblies"),
    KindField::flag("strict", "refuse a file that disagrees with itself"),
    KindField::keyed("*<cvar>", "CVAR=+TILE", "a cvar's tile (rm_ufo, rm_drop)"),
};

bool params_from_fields(const ParamFields& fields, std::string& text, std::string& error) {
  if (!only_known_fields(fields, kFields, error)) return false;
  Recipe recipe;
  bool file_given = false;
  for (const auto& [key, value] : fields) {
    if (key == "file") {
      recipe.fixture = value;
      file_given = true;
    } else if (key == "text") {
      if (value.empty()) {
        error = "text is empty: give a .ump map file's text";
        return false;
      }
      recipe.fixture = kPastedFile;
      recipe.text = value;
    } else if (key == "assembly") {
      recipe.assembly = value;
    } else if (key == "strict") {
      if (!field_flag(fields, "strict", recipe.strict, error)) return false;
    } else {  // a cvar: only_known_fields let nothing else through
      recipe.cvars[key.substr(1)] = value;
    }
  }
  if (file_given && !recipe.text.empty()) {
    error = "give file or text, not both";
    return false;
  }
  if (recipe.fixture.empty() || recipe.assembly.empty()) {
    error = "file (or text) and assembly are needed (file: one of the map files, like forest; text: a .ump text)";
    return false;
  }
  if (!recipe.text.empty()) {
    error = pasted_link_problem(recipe.text);
    if (!error.empty()) return false;
  }
  Recipe checked;
  if (!decode_params(encode_params(recipe), checked, error)) return false;
  text = encode_params(checked);
  return true;
}

KindAnswer describe(std::string_view code) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  const std::shared_ptr<const Ump> ump = recipe_map(level.recipe, out.error);
  const Assembly& assembly = ump->assemblies[ump->find_assembly(level.recipe.assembly)];
  out.ok = true;
  out.json = JsonObject()
                 .add("kind", "assembly")
                 .add("file", level.recipe.fixture)
                 .add("assembly", level.recipe.assembly)
                 .add("title", assembly.title)
                 .add("width", assembly.width)
                 .add("height", assembly.height)
                 .add("tiles", static_cast<int>(level.placed.size()))
                 .add("warnings", static_cast<int>(level_warnings(level).size()))
                 .add("params", encode_params(level.recipe))
                 .str();
  return out;
}

// A .ump text as the parser reads it (`extends` reads the same text again, so
// nesting and cycles are exercised too): a tile it keeps has a possible size.
TextRead read_ump(std::string_view text) {
  const std::string input(text);
  const UmpLoader load = [&input](const std::string&, std::string& out) {
    out = input;
    return true;
  };
  TextRead out;
  Ump ump;
  Diagnostic error;
  out.ok = parse_ump(text, "read.ump", load, ump, error);
  out.error = error.message;
  for (const Tile& tile : ump.tiles)
    if (out.ok && (tile.width < 1 || tile.height < 1 || tile.width > kMaxTileSize || tile.height > kMaxTileSize ||
                   tile.cells.size() != static_cast<std::size_t>(tile.width * tile.height)))
      out.broken = "kept tile " + tile.id + " of an impossible size";
  return out;
}

// decode_level already ran the verifier: a code that decodes holds together.
KindAnswer verify_code(std::string_view code, Progress&) {
  KindAnswer out;
  Level level;
  if (!decode_level(code, level, out.error)) return out;
  out.ok = true;
  out.json = JsonObject().add("verified", true).add("tiles", static_cast<int>(level.placed.size())).str();
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"assembly", "forest.nature_large", decode_error<Recipe, decode_params>,
                            decode_error<Level, decode_level>, generate_recipe, params_from_fields, describe,
                            verify_code, kFields, read_text<Recipe, encode_params, decode_params>,
                            read_text<Level, encode_level, decode_level>, {{"assembly::parse_ump", read_ump}}, 1, nullptr,
                            "ok"};
  return kApi;
}

}  // namespace pgw::assembly

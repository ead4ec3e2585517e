// text.cpp — see text.hpp.
#include "assembly/text.hpp"

#include "assembly/fixtures.hpp"
#include "assembly/run.hpp"
#include "assembly/verifier.hpp"
#include "core/codec.hpp"

namespace pgw::assembly {

namespace {

constexpr unsigned kLevelVersion = 1;
constexpr std::size_t kMaxName = 64;

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

bool is_name(std::string_view text) {
  if (text.empty() || text.size() > kMaxName) return false;
  for (char c : text)
    if (!name_char(c)) return false;
  return true;
}

// The fixture parsed, its assembly, and the cvars' tiles: what a recipe
// must name. Empty when all is there; else what is not.
std::string recipe_problem(const Recipe& recipe, const Ump*& ump, const Assembly*& assembly) {
  std::string error;
  ump = parsed_fixture(recipe.fixture, error);
  if (ump == nullptr) return error;
  const int index = ump->find_assembly(recipe.assembly);
  if (index < 0) return "the map file '" + recipe.fixture + "' has no assembly '" + recipe.assembly + "'";
  assembly = &ump->assemblies[index];
  for (const auto& [cvar, value] : recipe.cvars)
    if (ump->find_tile(value) < 0) return "*" + cvar + ": '" + value + "' is not a tile of '" + recipe.fixture + "'";
  return std::string();
}

void write_text(ByteWriter& w, const std::string& text) {
  w.varint(text.size());
  for (char c : text) w.u8(static_cast<unsigned char>(c));
}

std::string read_name(ByteReader& r, const char* what) {
  const std::uint64_t size = r.varint(what);
  if (!r.ok()) return std::string();
  if (size > kMaxName) {
    r.fail(std::string("the ") + what + " in the code is too long");
    return std::string();
  }
  std::string out;
  for (std::uint64_t i = 0; i < size && r.ok(); ++i) {
    const unsigned byte = r.u8(what);
    if (r.ok() && (byte < 0x21 || byte > 0x7E)) r.fail(std::string("the ") + what + " in the code has a byte no name has");
    out += static_cast<char>(byte);
  }
  return out;
}

}  // namespace

std::string encode_params(const Recipe& recipe) {
  std::string out = recipe.fixture + "." + recipe.assembly;
  for (const auto& [cvar, value] : recipe.cvars) out += "." + cvar + "~" + value.substr(value[0] == '+' ? 1 : 0);
  return out;
}

bool decode_params(std::string_view text, Recipe& recipe, std::string& error) {
  Recipe out;
  std::vector<std::string_view> parts;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t dot = text.find('.', at);
    parts.push_back(text.substr(at, dot == std::string_view::npos ? std::string_view::npos : dot - at));
    if (dot == std::string_view::npos) break;
    at = dot + 1;
  }
  if (parts.size() < 2 || !is_name(parts[0]) || !is_name(parts[1])) {
    error = "assembly parameters are <map file>.<assembly>[.<cvar>~<tile>]…, like forest.nature_large";
    return false;
  }
  out.fixture = std::string(parts[0]);
  out.assembly = std::string(parts[1]);
  for (std::size_t i = 2; i < parts.size(); ++i) {
    const std::size_t tilde = parts[i].find('~');
    if (tilde == std::string_view::npos || !is_name(parts[i].substr(0, tilde)) || !is_name(parts[i].substr(tilde + 1))) {
      error = "parameter " + std::to_string(i + 1) + " ('" + std::string(parts[i]) + "') is not <cvar>~<tile>";
      return false;
    }
    out.cvars[std::string(parts[i].substr(0, tilde))] = "+" + std::string(parts[i].substr(tilde + 1));
  }
  const Ump* ump = nullptr;
  const Assembly* assembly = nullptr;
  error = recipe_problem(out, ump, assembly);
  if (!error.empty()) return false;
  recipe = std::move(out);
  return true;
}

std::string encode_level(const Level& level) {
  ByteWriter w;
  write_text(w, level.recipe.fixture);
  write_text(w, level.recipe.assembly);
  w.varint(level.recipe.cvars.size());
  for (const auto& [cvar, value] : level.recipe.cvars) {
    write_text(w, cvar);
    write_text(w, value);
  }
  w.varint(level.seed);
  w.varint(static_cast<std::uint64_t>(level.replans));
  w.varint(level.placed.size());
  for (const Placement& p : level.placed) {
    w.varint(static_cast<std::uint64_t>(p.tile));
    w.u8(static_cast<unsigned>(p.x));
    w.u8(static_cast<unsigned>(p.y));
  }
  return wrap_code("assembly", kLevelVersion, w.bytes());
}

bool decode_level(std::string_view code, Level& level, std::string& error) {
  std::vector<std::uint8_t> payload;
  if (!unwrap_code(code, "assembly", kLevelVersion, payload, error)) return false;
  ByteReader r(payload);
  Level out;
  out.recipe.fixture = read_name(r, "map file name");
  out.recipe.assembly = read_name(r, "assembly name");
  const int cvars = r.ranged("number of cvars", 0, 16);
  for (int i = 0; i < cvars && r.ok(); ++i) {
    const std::string cvar = read_name(r, "cvar name");
    out.recipe.cvars[cvar] = read_name(r, "cvar value");
  }
  out.seed = r.varint("seed");
  out.replans = r.ranged("plan number", 0, kMaxReplans);
  const int count = r.ranged("number of tiles", 0, kMaxMapSide * kMaxMapSide + kMaxFixed);
  for (int i = 0; i < count && r.ok(); ++i) {
    Placement p;
    p.tile = r.ranged("tile", 0, kMaxTileTypes - 1);
    p.x = r.ranged("tile column", 0, kMaxMapSide + 1);
    p.y = r.ranged("tile row", 0, kMaxMapSide + 1);
    out.placed.push_back(p);
  }
  if (r.ok() && !r.at_end()) r.fail("the code has bytes after its last tile");
  if (!r.ok()) {
    error = r.error();
    return false;
  }
  const Ump* ump = nullptr;
  const Assembly* assembly = nullptr;
  error = recipe_problem(out.recipe, ump, assembly);
  if (!error.empty()) return false;
  for (const Placement& p : out.placed)
    if (p.tile >= static_cast<int>(ump->tiles.size())) {
      error = "tile " + std::to_string(p.tile) + " is not in '" + out.recipe.fixture + "'";
      return false;
    }
  Plan plan;
  if (!make_plan(*ump, *assembly, out.recipe.cvars, false, plan_seed(out.seed, out.replans), plan, error)) return false;
  const Verdict verdict = verify(*ump, plan, out.placed, 1);
  if (!verdict.ok()) {
    error = "the map in the code does not hold together: " + verdict.problems[0];
    return false;
  }
  level = std::move(out);
  return true;
}

}  // namespace pgw::assembly

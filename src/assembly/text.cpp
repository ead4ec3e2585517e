// text.cpp — see text.hpp.
#include "assembly/text.hpp"

#include "assembly/fixtures.hpp"
#include "assembly/parser.hpp"
#include "assembly/run.hpp"
#include "assembly/verifier.hpp"
#include "core/codec.hpp"
#include "core/pack.hpp"

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

constexpr std::string_view kPastedPrefix = "pasted~";
constexpr char kStrictWord[] = "strict";

// The map file parsed, its assembly, and the cvars' tiles: what a recipe
// must name. Empty when all is there; else what is not.
std::string recipe_problem(const Recipe& recipe, std::shared_ptr<const Ump>& ump, const Assembly*& assembly) {
  std::string error;
  ump = recipe_map(recipe, error);
  if (ump == nullptr) return error;
  const std::string file = recipe.text.empty() ? "'" + recipe.fixture + "'" : "the pasted map file";
  const int index = ump->find_assembly(recipe.assembly);
  if (index < 0)
    return (recipe.text.empty() ? "the map file " : "") + file + " has no assembly '" + recipe.assembly + "'";
  assembly = &ump->assemblies[index];
  for (const auto& [cvar, value] : recipe.cvars)
    if (ump->find_tile(value) < 0) return "*" + cvar + ": '" + value + "' is not a tile of " + file;
  return std::string();
}

// The pasted text from its packed bytes, checked for size.
bool unpack_pasted(const std::vector<std::uint8_t>& packed, std::string& text, std::string& error) {
  if (packed.size() > kMaxLinkedPack) {
    error = "the pasted map text is " + std::to_string(packed.size()) + " bytes packed; links carry at most " +
            std::to_string(kMaxLinkedPack);
    return false;
  }
  if (!unpack_text(packed, kMaxPastedText, text, error)) {
    error = "the pasted map text cannot be unpacked: " + error;
    return false;
  }
  if (text.empty()) {
    error = "the pasted map text is empty";
    return false;
  }
  // The editor and the JS API only make UTF-8; anything else is damage (and
  // would make the parser's messages, which quote the text, unreadable).
  const std::size_t bad = utf8_error_offset(text);
  if (bad != std::string_view::npos) {
    error = "the pasted map text is not UTF-8 text (byte " + std::to_string(bad + 1) + ")";
    return false;
  }
  return true;
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

void write_bytes(ByteWriter& w, const std::vector<std::uint8_t>& bytes) {
  w.varint(bytes.size());
  for (std::uint8_t byte : bytes) w.u8(byte);
}

std::vector<std::uint8_t> read_bytes(ByteReader& r, const char* what, std::size_t max_size) {
  std::vector<std::uint8_t> out;
  const std::uint64_t size = r.varint(what);
  if (r.ok() && size > max_size)
    r.fail(std::string("the ") + what + " is " + std::to_string(size) + " bytes; at most " + std::to_string(max_size) +
           " are allowed");
  for (std::uint64_t i = 0; i < size && r.ok(); ++i) out.push_back(static_cast<std::uint8_t>(r.u8(what)));
  return out;
}

}  // namespace

std::string pasted_link_problem(std::string_view text) {
  if (text.size() > kMaxPastedText)
    return "the pasted text is " + std::to_string(text.size()) + " bytes; at most " + std::to_string(kMaxPastedText) +
           " are allowed";
  const std::size_t packed = pack_text(text).size();
  if (packed > kMaxLinkedPack)
    return "the pasted text packs to " + std::to_string(packed) + " bytes, more than a link carries (" +
           std::to_string(kMaxLinkedPack) + ")";
  return std::string();
}

std::shared_ptr<const Ump> recipe_map(const Recipe& recipe, std::string& error) {
  if (recipe.text.empty()) {
    const Ump* fixture = parsed_fixture(recipe.fixture, error);
    // Fixtures live as long as the process: the pointer owns nothing.
    return fixture == nullptr ? nullptr : std::shared_ptr<const Ump>(std::shared_ptr<const Ump>(), fixture);
  }
  auto ump = std::make_shared<Ump>();
  Diagnostic problem;
  if (!parse_ump(recipe.text, std::string(kPastedFile) + ".ump", fixture_loader, *ump, problem)) {
    error = "the pasted map text does not parse: " + describe(problem);
    return nullptr;
  }
  return ump;
}

std::string encode_params(const Recipe& recipe) {
  std::string out = recipe.text.empty() ? recipe.fixture
                                        : std::string(kPastedPrefix) + base64url_encode(pack_text(recipe.text));
  out += "." + recipe.assembly;
  for (const auto& [cvar, value] : recipe.cvars) out += "." + cvar + "~" + value.substr(value[0] == '+' ? 1 : 0);
  if (recipe.strict) out += std::string(".") + kStrictWord;
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
  const bool pasted = !parts.empty() && parts[0].substr(0, kPastedPrefix.size()) == kPastedPrefix;
  if (parts.size() < 2 || (!pasted && !is_name(parts[0])) || !is_name(parts[1])) {
    error = "assembly parameters are <map file>.<assembly>[.<cvar>~<tile>]…[.strict], like forest.nature_large";
    return false;
  }
  if (pasted) {
    std::vector<std::uint8_t> packed;
    if (!base64url_decode(parts[0].substr(kPastedPrefix.size()), packed, error)) {
      error = "the pasted map text in the parameters: " + error;
      return false;
    }
    if (!unpack_pasted(packed, out.text, error)) return false;
  }
  out.fixture = pasted ? std::string(kPastedFile) : std::string(parts[0]);
  out.assembly = std::string(parts[1]);
  for (std::size_t i = 2; i < parts.size(); ++i) {
    if (parts[i] == kStrictWord) {
      out.strict = true;
      continue;
    }
    const std::size_t tilde = parts[i].find('~');
    if (tilde == std::string_view::npos || !is_name(parts[i].substr(0, tilde)) || !is_name(parts[i].substr(tilde + 1))) {
      error = "parameter " + std::to_string(i + 1) + " ('" + std::string(parts[i]) + "') is not <cvar>~<tile> or strict";
      return false;
    }
    out.cvars[std::string(parts[i].substr(0, tilde))] = "+" + std::string(parts[i].substr(tilde + 1));
  }
  std::shared_ptr<const Ump> ump;
  const Assembly* assembly = nullptr;
  error = recipe_problem(out, ump, assembly);
  if (!error.empty()) return false;
  recipe = std::move(out);
  return true;
}

std::string encode_level(const Level& level) {
  ByteWriter w;
  write_text(w, level.recipe.fixture);
  if (!level.recipe.text.empty()) write_bytes(w, pack_text(level.recipe.text));
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
  if (r.ok() && out.recipe.fixture == kPastedFile) {
    const std::vector<std::uint8_t> packed = read_bytes(r, "pasted map text", kMaxLinkedPack);
    if (r.ok() && !unpack_pasted(packed, out.recipe.text, error)) return false;
  }
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
  std::shared_ptr<const Ump> ump;
  const Assembly* assembly = nullptr;
  error = recipe_problem(out.recipe, ump, assembly);
  if (!error.empty()) return false;
  for (const Placement& p : out.placed)
    if (p.tile >= static_cast<int>(ump->tiles.size())) {
      error = "tile " + std::to_string(p.tile) + " is not in the map file";
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

std::vector<Warning> level_warnings(const Level& level) {
  std::string error;
  const std::shared_ptr<const Ump> ump = recipe_map(level.recipe, error);
  const int index = ump == nullptr ? -1 : ump->find_assembly(level.recipe.assembly);
  Plan plan;
  if (index < 0 || !make_plan(*ump, ump->assemblies[index], level.recipe.cvars, false,
                              plan_seed(level.seed, level.replans), plan, error))
    return {};
  return fixed_tile_warnings(*ump, plan);
}

}  // namespace pgw::assembly

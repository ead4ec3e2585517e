#include "cities/text.hpp"

#include "core/codec.hpp"
#include "core/params_text.hpp"

namespace pgw::cities {

std::string encode_params(const Params& p) {
  return std::to_string(p.width) + "x" + std::to_string(p.height) + ".s" + std::to_string(p.min_distance) + ".l" +
         std::to_string(p.max_distance) + "." + terrain_name(p.terrain) + ".n" + std::to_string(p.neighbours);
}

bool decode_params(std::string_view text, Params& params, std::string& error) {
  ParamsText parts;
  if (!split_params_text(text, "500x500", parts, error)) return false;
  Params p;
  p.width = parts.width;
  p.height = parts.height;
  for (std::size_t i = 0; i < parts.tokens.size(); ++i) {
    const std::string_view token = parts.tokens[i];
    const char letter = token.empty() ? '\0' : token[0];
    int* number = letter == 's' ? &p.min_distance : letter == 'l' ? &p.max_distance : letter == 'n' ? &p.neighbours
                                                                                                     : nullptr;
    if (terrain_named(std::string(token), p.terrain)) continue;
    if (number == nullptr) {
      error = params_token_label(i, token) + " is not one of s<shortest>, l<longest>, n<4|8>, open, islands, mountains";
      return false;
    }
    if (!parse_whole_number(token.substr(1), *number)) {
      error = params_token_label(i, token) + " needs a whole number after '" + std::string(1, letter) + "'";
      return false;
    }
  }
  return accept_params(p, check_params, params, error);
}

// Payload: width, height, s, l, terrain, neighbours, seed (varints).
constexpr unsigned kLevelVersion = 1;

std::string encode_level(const Level& level) {
  const Params& p = level.params;
  ByteWriter w;
  w.varint(static_cast<std::uint64_t>(p.width));
  w.varint(static_cast<std::uint64_t>(p.height));
  w.varint(static_cast<std::uint64_t>(p.min_distance));
  w.varint(static_cast<std::uint64_t>(p.max_distance));
  w.varint(static_cast<std::uint64_t>(p.terrain));
  w.varint(static_cast<std::uint64_t>(p.neighbours));
  w.varint(level.seed);
  return wrap_code("cities", kLevelVersion, w.bytes());
}

bool decode_level(std::string_view code, Level& level, std::string& error) {
  std::vector<std::uint8_t> payload;
  if (!unwrap_code(code, "cities", kLevelVersion, payload, error)) return false;
  ByteReader r(payload);
  Level out;
  Params& p = out.params;
  p.width = r.ranged("width", kMinSide, kMaxSide);
  p.height = r.ranged("height", kMinSide, kMaxSide);
  p.min_distance = r.ranged("shortest distance", 1, kMaxMin);
  p.max_distance = r.ranged("longest distance", 2, kMaxMax);
  p.terrain = static_cast<Terrain>(r.ranged("terrain", 0, kTerrains - 1));
  p.neighbours = r.ranged("neighbours", 4, 8);
  out.seed = r.varint("seed");
  if (r.ok() && !r.at_end()) r.fail("the level code has bytes after its end");
  if (!r.ok()) {
    error = r.error();
    return false;
  }
  error = check_params(p);
  if (!error.empty()) return false;
  level = out;
  return true;
}

}  // namespace pgw::cities

#include "cities/text.hpp"

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

}  // namespace pgw::cities

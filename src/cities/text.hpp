// text.hpp — Cities parameters as recipe text: "500x500.s3.l6.open.n4"
// (size, shortest and longest distance, terrain, neighbours), and a level as
// a code ("cities-…": those parameters and the seed's value).
#pragma once

#include <string>
#include <string_view>

#include "cities/model.hpp"

namespace pgw::cities {

std::string encode_params(const Params& params);
bool decode_params(std::string_view text, Params& params, std::string& error);

std::string encode_level(const Level& level);
bool decode_level(std::string_view code, Level& level, std::string& error);

}  // namespace pgw::cities

// text.hpp — Flow levels and parameters as text: codes and recipes.
//
// Level code: "flow-" + base64url of [version][width][height][environment]
// then per cell, row by row, the tile id (varint) and one byte holding the
// solved rotation (bits 0–1), the start rotation (bits 2–3) and the lock
// (bit 4); then the CRC. Decoding checks every value and that the stored
// solution really solves the board.
//
// Params text (a recipe's parameters): "7x7.countryside.d60" plus ".unique",
// ".blank" and a difficulty (".easy", ".medium", ".hard", ".expert"; it
// implies unique, so "15x15.all.d80.hard"; ".any" is read as no difficulty).
// A text without a difficulty is today's generator, so old recipes keep their levels.
#pragma once

#include <string>
#include <string_view>

#include "flow/generator.hpp"
#include "flow/model.hpp"

namespace pgw::flow {

std::string encode_level(const Level& level);
bool decode_level(std::string_view code, Level& level, std::string& error);

std::string encode_params(const Params& params);
bool decode_params(std::string_view text, Params& params, std::string& error);

}  // namespace pgw::flow

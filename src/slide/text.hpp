// text.hpp — Slide levels and parameters as text: boards, codes, recipes.
//
// Board text, one row per line: '.' empty, 'P' player, 'S' stationary,
// 'M' moving, 'G' the goal (empty), '+' player on the goal, '*' moving block
// on the goal (Sokoban's marks). Without a goal mark the goal is the seed's:
// bottom row, column width/2.
//
// Level code: "slide-" + base64url of [version][w][h][goal][2 bits a cell][crc].
// Params text (a recipe's parameters): "6x6.m8.s20.v15" plus ".hardest",
// ".climb" (the climbing generator) and a band (".easy", ".medium", ".hard",
// ".expert"; it implies climbing: "10x10.m25.s20.v15.hard"). A text with
// neither runs the old generator, so old recipes keep their levels.
// ".climb2" is the second climber (generator.hpp), with or without a band:
// "10x10.m25.s20.v15.climb2", "10x10.m20.s20.v15.climb2.hard"; a text
// naming a climber newer than the build's says so.
#pragma once

#include <string>
#include <string_view>

#include "slide/generator.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

std::string format_board(const Layout& layout, const State& state);
// False with `error` naming the line and column of the first problem.
bool parse_board(std::string_view text, Level& level, std::string& error);

std::string encode_level(const Level& level);
bool decode_level(std::string_view code, Level& level, std::string& error);

std::string encode_params(const Params& params);
bool decode_params(std::string_view text, Params& params, std::string& error);

}  // namespace pgw::slide

// text.hpp — Blocks boards, level codes and recipe parameters as text.
//
// Board text, two forms:
// - Fogleman's line (Rush only): one line of W×H characters, row by row,
//   square when it is the only line ("BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.");
//   '.' (or 'o') empty, 'x' a wall, 'A' the primary car, other letters cars.
// - Rows: one line per row, the same letter in every cell of one piece, and
//   an optional first line naming the rules: "rush" (the default) or
//   "klotski", with "exit=bottom" (top, left, right; ":N" for an offset other
//   than the centred one). Lines starting with '#' are comments.
// Pieces are named again on reading: A first, then the others in the order
// their first cells come, row by row, so every board has one canonical text.
//
// Level code: "blocks-" + base64url of [version][rules][size][exit][walls][pieces][crc].
// Params text: "6x6.m20" plus ".w<walls>", ".klotski" and a difficulty
// (".easy" … ".expert"): "4x5.klotski.m60".
#pragma once

#include <string>
#include <string_view>

#include "blocks/generator.hpp"
#include "blocks/model.hpp"

namespace pgw::blocks {

// Fogleman's one line (Rush boards only; "" for Klotski).
std::string format_line(const Board& board);
// Rows with the rules' first line ("rush", "klotski exit=bottom").
std::string format_rows(const Board& board);
// Either form; false with `error` naming the line and column of the first problem.
bool parse_board(std::string_view text, Board& board, std::string& error);

std::string encode_level(const Board& board);
bool decode_level(std::string_view code, Board& board, std::string& error);

std::string encode_params(const Params& params);
bool decode_params(std::string_view text, Params& params, std::string& error);

}  // namespace pgw::blocks

// print.hpp — a Flow board as an SVG picture (core/sheet.hpp lays pictures out on pages).
#pragma once

#include <string>
#include <string_view>

#include "core/progress.hpp"
#include "core/sheet.hpp"
#include "flow/model.hpp"

namespace pgw::flow {

// The board's tiles turned as `rotations`: each flow a line from the tile's
// centre to the side it leaves by (road grey, path brown, river blue, rail
// red; thicker the higher it runs), ends marked with a dot.
SheetItem board_picture(const Board& board, const Rotations& rotations);
// KindApi::picture: a level code's start, or its solution.
bool code_picture(std::string_view code, bool solution, Progress& progress, SheetItem& item, std::string& error);

}  // namespace pgw::flow

// print.hpp — a Blocks level as a printable picture (core/sheet.hpp): the
// board, its walls and pieces with their letters, the exit marked in red on
// the frame; with `solution`, the optimal moves in the caption.
#pragma once

#include <string>
#include <string_view>

#include "blocks/model.hpp"
#include "core/progress.hpp"
#include "core/sheet.hpp"

namespace pgw::blocks {

SheetItem board_picture(const Board& board);
// KindApi::picture: false with `error` for a damaged code or a cancelled search.
bool code_picture(std::string_view code, bool solution, Progress& progress, SheetItem& item, std::string& error);

}  // namespace pgw::blocks

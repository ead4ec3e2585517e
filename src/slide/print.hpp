// print.hpp — a Slide position as an SVG picture (core/sheet.hpp lays pictures out on pages).
#pragma once

#include <string>
#include <string_view>

#include "core/progress.hpp"
#include "core/sheet.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

// Stationary blocks dark, moving blocks light grey, the player a blue disc,
// the goal a red ring.
SheetItem board_picture(const Layout& layout, const State& state);
// KindApi::picture: a level code's start; with `solution`, the same board
// with an optimal solution's moves in the caption ("Solution: ULDR…").
bool code_picture(std::string_view code, bool solution, Progress& progress, SheetItem& item, std::string& error);

}  // namespace pgw::slide

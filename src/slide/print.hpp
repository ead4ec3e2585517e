// print.hpp — a Slide position as an SVG picture (core/sheet.hpp lays pictures out on pages).
#pragma once

#include "core/sheet.hpp"
#include "slide/model.hpp"

namespace pgw::slide {

// Stationary blocks dark, moving blocks light grey, the player a blue disc,
// the goal a red ring.
SheetItem board_picture(const Layout& layout, const State& state);

}  // namespace pgw::slide

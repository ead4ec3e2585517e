// board_grid.hpp — a board of square cells on screen, fitted into an area:
// where its cells are, and which cell a point is on (Slide's and Blocks'
// boards build their geometry on it).
#pragma once

#include "app/kit/screen_rect.hpp"
#include "imgui.h"

namespace pgw::app {

struct BoardGrid {
    ImVec2 Origin;      // top-left corner of cell (0, 0)
    float Cell = 0.0f;  // side of one cell, px
    float Rim = 0.0f;   // the frame around the cells, px
    int Width = 0;
    int Height = 0;

    // The largest grid of width × height cells (whole px, at most `max_cell`)
    // centred in `area`, with a rim of `rim_cells` of a cell around it and
    // `pad_x`, `pad_y` cells more left free on each side beyond the rim.
    static BoardGrid Fit(const ScreenRect& area, int width, int height, float rim_cells, float max_cell,
                         float pad_x = 0.0f, float pad_y = 0.0f);

    ScreenRect Cells() const;   // the cells only (what tests call "board")
    ScreenRect Framed() const;  // the cells and the rim
    ImVec2 CellMin(float x, float y) const;
    // The cell under `point` (false when it is off the cells).
    bool CellAt(const ImVec2& point, int* x, int* y) const;
};

}  // namespace pgw::app

// board_grid.cpp — see board_grid.hpp.
#include "app/kit/board_grid.hpp"

#include <algorithm>
#include <cmath>

namespace pgw::app {

BoardGrid BoardGrid::Fit(const ScreenRect& area, int width, int height, float rim_cells, float max_cell, float pad_x,
                         float pad_y)
{
    BoardGrid g;
    g.Width = width;
    g.Height = height;
    const float by_w = area.Width() / (static_cast<float>(width) + 2.0f * (rim_cells + pad_x));
    const float by_h = area.Height() / (static_cast<float>(height) + 2.0f * (rim_cells + pad_y));
    g.Cell = std::floor(std::max(4.0f, std::min(max_cell, std::min(by_w, by_h))));
    g.Rim = std::floor(g.Cell * rim_cells);
    const float w = g.Cell * static_cast<float>(width);
    const float h = g.Cell * static_cast<float>(height);
    g.Origin =
        ImVec2(std::floor(area.Min.x + (area.Width() - w) * 0.5f), std::floor(area.Min.y + (area.Height() - h) * 0.5f));
    return g;
}

ScreenRect BoardGrid::Cells() const
{
    return {Origin, ImVec2(Origin.x + Cell * static_cast<float>(Width), Origin.y + Cell * static_cast<float>(Height))};
}

ScreenRect BoardGrid::Framed() const
{
    const ScreenRect cells = Cells();
    return {ImVec2(cells.Min.x - Rim, cells.Min.y - Rim), ImVec2(cells.Max.x + Rim, cells.Max.y + Rim)};
}

ImVec2 BoardGrid::CellMin(float x, float y) const
{
    return ImVec2(Origin.x + Cell * x, Origin.y + Cell * y);
}

bool BoardGrid::CellAt(const ImVec2& point, int* x, int* y) const
{
    const float fx = (point.x - Origin.x) / Cell;
    const float fy = (point.y - Origin.y) / Cell;
    if (fx < 0.0f || fy < 0.0f || fx >= static_cast<float>(Width) || fy >= static_cast<float>(Height))
        return false;
    *x = static_cast<int>(fx);
    *y = static_cast<int>(fy);
    return true;
}

}  // namespace pgw::app

// assembly_map_view.hpp — draws an assembled UFO:AI map, or a dead end of its search.
//
// Drawing and hit-testing only, as cities_map_view and slide_board_view
// are: every placed tile coloured, outlined and labelled where its name
// fits, a dead end's square marked, each warning an amber corner on its
// square (the one hovered in the panel outlined); hovering a square names
// its tile, its cell's letters and what the tile asks of each side. The
// camera pinches, zooms and pans the map.
#pragma once

#include <string>
#include <vector>

#include "app/kit/board_camera.hpp"
#include "app/kit/screen_rect.hpp"
#include "app/platform/input.hpp"
#include "assembly/model.hpp"
#include "assembly/run.hpp"

namespace pgw::app {

// What the map shows: the result's map, or one of its dead ends.
struct AssemblyMapLook {
    const std::vector<assembly::Placement>* Placed = nullptr;
    int MarkX = -1, MarkY = -1;                                // a dead end's square
    const std::vector<assembly::Warning>* Warnings = nullptr;  // the map's (none on a dead end)
    int HoverWarning = -1;                                     // hovered in the panel: its square outlined
};

// Which placement covers each map square (grid cells, (W+2)×(H+2)), -1 for none.
std::vector<int> AssemblyOwners(const assembly::Ump& ump, int width, int height,
                                const std::vector<assembly::Placement>& placed);

class AssemblyMapView {
public:
    // Another map (`key` names it): the whole map again.
    void ShowMap(const std::string& key);
    // Draws `a`'s map in `field`; `owner` is AssemblyOwners of look.Placed.
    void Frame(const ScreenRect& field, const assembly::Ump& ump, const assembly::Assembly& a,
               const AssemblyMapLook& look, const std::vector<int>& owner, const std::vector<Action>& actions);
    // The square under the pointer, 1-based with y up (-1 when none).
    int HoverX() const { return m_HoverX; }
    int HoverY() const { return m_HoverY; }

private:
    void DrawHoverTooltip(const assembly::Ump& ump, int w, int x, int y, const std::vector<int>& owner,
                          const AssemblyMapLook& shown) const;

    BoardCamera m_Camera;
    std::string m_Map;  // the map the camera's view is of
    int m_HoverX = -1, m_HoverY = -1;
};

}  // namespace pgw::app

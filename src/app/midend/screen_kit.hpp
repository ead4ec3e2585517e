// screen_kit.hpp — the frame every kind's screen sits in.
//
// A screen is a panel (generate form, controls) and a board area (stats,
// board, notice, level code), with a progress popup for long work and a win
// popup. This file lays them out: which layout the window gets, the panel's
// window, the board area's bands and the action bar. The widgets inside
// are kit_widgets.hpp's; Module.setParams' form filling is form_params.hpp's.
#pragma once

#include <string>
#include <vector>

#include "app/midend/screen.hpp"
#include "imgui.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// Layout
//-----------------------------------------------------------------------------

// Which layout `area` gets (see LayoutMode).
LayoutMode ChooseLayout(const ScreenRect& area, bool embedded);

// One opaque window over the screen's `area` (the journey's views, the Lab),
// focused when it appears; ImGui::End closes it.
void BeginCoverWindow(const char* id, const ScreenRect& area);

// The panel's child window and, at EndPanel, its edge towards the board.
void BeginPanel(const char* id, const ScreenRect& rect);
void EndPanel(const ScreenRect& rect, bool side);

// The board area's bands, top to bottom: stats, board field, notice, level code
// (short and wide areas: stats over notice in a column left of the field).
struct BoardAreaLayout {
    ScreenRect Hud, Field, Notice, Status;
};
// Also paints the area's backdrop. Without the code bar (embedded, compact)
// the field reaches further down.
BoardAreaLayout LayoutBoardArea(const ScreenRect& rect, bool code_bar = true);

// Buttons in a row (or a column) across `rect`: as many as fit, the rest in
// a "…" menu. `stretch`: the row's buttons share its whole width.
void DrawActionBar(const char* id, const ScreenRect& rect, const std::vector<QuickAction>& actions, bool vertical,
                   bool stretch);

}  // namespace pgw::app

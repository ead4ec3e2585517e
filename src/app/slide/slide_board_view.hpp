// slide_board_view.hpp — draws a Slide board with ImGui draw lists.
//
// Pure drawing and hit-testing: the caller says what is where (a state, or the
// paths of a running slide) and which extras to show (hint arrow, editor
// hover). Everything scales with the cell size, so the board looks the same
// at 3×3 and 12×12, at DPR 1 and 2.
#pragma once

#include <vector>

#include "app/kit/board_grid.hpp"
#include "app/midend/screen.hpp"
#include "imgui.h"
#include "slide/editor.hpp"
#include "slide/model.hpp"

namespace pgw::app {

struct SlideBoardGeometry : BoardGrid {
    // The largest board of width × height cells centred in `area`.
    static SlideBoardGeometry Fit(const ScreenRect& area, int width, int height);

    ScreenRect Board() const { return Framed(); }  // the cells and the rim
    ImVec2 IndexCenter(int cell_index) const;
};

struct SlideBoardLook {
    // A running slide: draw the moving pieces along these paths (null: at rest).
    const std::vector<slide::BlockPath>* Paths = nullptr;
    float Progress = 1.0f;  // 0..1 along Paths, already eased
    bool ShowHint = false;
    slide::Dir Hint = slide::Dir::Up;
    slide::Dir Facing = slide::Dir::Down;
    bool Won = false;
    bool Editing = false;
    int HoverX = -1, HoverY = -1;  // editor: the cell under the mouse
    ImU32 HoverColor = 0;
};

void DrawSlideBoard(ImDrawList* draw, const SlideBoardGeometry& geometry, const slide::Layout& layout,
                    const slide::State& state, const SlideBoardLook& look);

// Small swatches for the editor's tool buttons, in the board's own style.
void DrawSlideToolSwatch(ImDrawList* draw, const ImVec2& min, float size, slide::EditTool tool);

// The arrow of a direction: "↑", "↓", "←", "→".
const char* SlideDirArrow(slide::Dir dir);

// The panel's arrow pad: an inverted T like a keyboard's arrows, or one row
// when `compact`; the hinted direction glows amber. True with `*dir` when
// an arrow was pressed (hooks "up", "down", "left", "right").
bool DrawSlideArrowPad(bool compact, bool enabled, bool has_hint, slide::Dir hint, slide::Dir* dir);

// The editor's tools in a row across the panel, each its swatch and name
// (test hooks "tool_player", …); a click makes it `*current`.
void DrawSlideToolPalette(slide::EditTool* current);

}  // namespace pgw::app

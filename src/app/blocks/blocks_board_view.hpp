// blocks_board_view.hpp — draws a Blocks board with ImGui draw lists, and
// says where its cells and pieces are on screen.
//
// Pure drawing and hit-testing: the caller says what is where (the board,
// and one piece drawn off its cell while it glides or is dragged) and which
// extras to show (the focus ring, the hinted move, the editor's footprint).
// Everything scales with the cell size, so a 4×4 and an 8×8 board look alike.
// The pieces keep their colours in both themes (things on the board, as
// Slide's blocks do); the slab, floor and exit follow the palette.
#pragma once

#include "app/kit/board_grid.hpp"
#include "app/kit/screen_rect.hpp"
#include "blocks/editor.hpp"
#include "blocks/model.hpp"
#include "imgui.h"

namespace pgw::app {

struct BlocksBoardGeometry : BoardGrid {
    // The largest board of `board`'s cells centred in `area`, with room
    // beyond the frame for the exit's chevrons on the exit's axis.
    static BlocksBoardGeometry Fit(const ScreenRect& area, const blocks::Board& board);

    // A piece of w × h cells whose top-left is at (x, y), in cells (fractional while it moves).
    ScreenRect PieceRect(float x, float y, int w, int h) const;
};

struct BlocksBoardLook {
    int Selected = -1;  // the piece with the focus ring (-1: none)
    int Moving = -1;    // a piece drawn off its cell (gliding or dragged), at MovingX, MovingY in cells
    float MovingX = 0.0f, MovingY = 0.0f;
    bool ShowHint = false;  // the hinted move: its path and a ghost where the piece ends
    blocks::Move Hint;
    bool Won = false;
    bool Editing = false;
    // Editor: the footprint the tool would fill from the hovered cell.
    int HoverX = -1, HoverY = -1, HoverW = 1, HoverH = 1;
    bool HoverFits = false;
};

void DrawBlocksBoard(ImDrawList* draw, const BlocksBoardGeometry& g, const blocks::Board& board,
                     const BlocksBoardLook& look);

// The piece a tool places, w × h cells, for the rules; false for tools that
// place none (Wall, Erase) or that the rules lack.
bool BlocksToolShape(blocks::Rules rules, blocks::EditTool tool, int* w, int* h);

// The editor's tools the rules have, four to a row, each a swatch and its
// name (hooks "tool_primary", "tool_small", … "tool_wall", "tool_erase");
// a click makes it `*current`.
void DrawBlocksToolPalette(blocks::Rules rules, blocks::EditTool* current);

}  // namespace pgw::app

// flow_board_view.hpp — Flow's board and the editor's palette, drawn by the tile shader.
//
// Drawing and hit-testing only, as slide_board_view and cities_map_view
// are: the screen says what is on the board and what the pointer's press
// means; the view lays the board out (fitted, then through its camera:
// pinch and wheel zoom, two-finger or drag pan), puts one input item over
// the visible cells and draws every tile in one instanced call.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app/flow/flow_tile_renderer.hpp"
#include "app/kit/board_camera.hpp"
#include "app/kit/screen_rect.hpp"
#include "app/platform/input.hpp"
#include "flow/editor.hpp"
#include "flow/model.hpp"

namespace pgw::app {

// What the board shows this frame.
struct FlowBoardLook {
    const flow::Board* Board = nullptr;
    const flow::Rotations* Rotations = nullptr;        // the sides marked as problems are in this frame
    const std::vector<std::uint8_t>* Problems = nullptr;  // per cell, sides with a loose end (screen frame)
    std::function<float(int cell)> QuarterTurns;       // each tile's angle now (a turn animates)
    std::function<bool(int cell)> Locked;              // null: none
    int Highlight = -1;                                // the cursor's cell, or the editor's hovered one
    bool Won = false;
    // A hint's marks: a ring on the tile it decided, outlines on its evidence;
    // Check's: a cross on tiles the solution rules out. Null or -1: none.
    int Ring = -1;
    const std::vector<int>* Evidence = nullptr;
    const std::vector<int>* Wrong = nullptr;
};

class FlowBoardView {
public:
    // Where the pointer is over the board's input item (an ImGui invisible
    // button: IsItemActive and IsItemClicked read it until the next item).
    struct Pointer {
        bool OverCell = false;
        int X = 0, Y = 0, Cell = -1;
        bool Hovered = false;  // over a cell, and the item hovered or held
    };

    // Lays `board` out in `field` and submits its input item. `drag_pans`: a
    // one-button drag moves a zoomed board (play; the editor paints instead).
    Pointer Layout(const ScreenRect& field, const flow::Board& board, const std::vector<Action>& actions,
                   bool drag_pans);
    // What the pointer did on the board this frame (read after Layout, from
    // its input item). In play: a tap turns a tile when it ends, a long press
    // turns it back at once (its release does nothing more), right-click
    // turns back, middle-click locks. In the editor: a drag paints each cell
    // it crosses once (PaintErase with Shift), a long press on touch turns
    // the tile, right-click turns it, middle-click picks it up. A press that
    // became a pinch or a pan does nothing.
    struct Press {
        enum class Kind { Tap, LongPress, RightClick, MiddleClick, Paint, PaintErase };
        Kind What;
        int Cell;
    };
    std::vector<Press> ReadPresses(const Pointer& pointer, bool editing);
    // Input is not taken now (a generation, the win popup): a press under way is dropped.
    void DropPress() { m_PressCell = -1; }
    // The rim and the tiles, after Layout and the screen's input handling;
    // then the zoom buttons where a tile is small for a finger.
    void Draw(const FlowBoardLook& look, float time);

    // Another level: the whole board again.
    void ShowLevel(const std::string& code);
    // The press under way became a pinch or a pan: its release is no tap.
    bool PressIsGesture() const { return m_Camera.PressIsGesture(); }
    // Why a shader failed to build, or empty.
    const std::string& RenderError() const { return m_Renderer.Error(); }

private:
    void DrawMarks(ImDrawList* draw, const FlowBoardLook& look) const;  // over the tiles

    FlowTileRenderer m_Renderer;
    BoardCamera m_Camera;
    std::string m_Level;  // the level the camera's view is of
    std::vector<FlowTileInstance> m_Instances;  // rebuilt each frame
    ScreenRect m_Field, m_Visible;
    ImVec2 m_Origin;
    float m_Cell = 0.0f, m_FittedCell = 0.0f;
    int m_PaintCell = -1;         // editor: the cell the current drag painted last
    int m_PressCell = -1;         // play: the cell a left press began on
    bool m_PressWasLong = false;  // that press already turned the tile
};

// The editor's palette: the environment's tiles in a grid (scrolling when
// there are many), the brush shown turned as it will paint; a click picks a
// tile as the brush. Test hooks "palette_<i>".
class FlowPaletteView {
public:
    void Draw(flow::Editor& editor);

private:
    FlowTileRenderer m_Renderer;
    std::vector<FlowTileInstance> m_Instances;
};

}  // namespace pgw::app

// flow_board_view.cpp — see flow_board_view.hpp.
#include "app/flow/flow_board_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/platform/browser.hpp"
#include "app/platform/input.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "imgui.h"

namespace pgw::app {

static const float kMaxCell = 96.0f;          // CSS px: small boards stay tile-sized
static const double kLongPressSeconds = 0.5;  // a press held this long turns counter-clockwise

// One tile type's sides as the shader reads them.
static void SetEdges(FlowTileInstance& instance, const flow::TileType& type)
{
    for (int side = 0; side < 4; ++side)
    {
        instance.Flows[side] = static_cast<std::uint8_t>(type.edges[side].flow);
        instance.Heights[side] = static_cast<std::uint8_t>(type.edges[side].height);
    }
}

void FlowBoardView::ShowLevel(const std::string& code)
{
    if (m_Level == code)
        return;
    m_Level = code;
    m_Camera.Reset();
}

FlowBoardView::Pointer FlowBoardView::Layout(const ScreenRect& field, const flow::Board& board,
                                             const std::vector<Action>& actions, bool drag_pans)
{
    // Fitted in whole CSS pixels, then through the camera.
    float cell = std::floor(std::fmin(kMaxCell, std::fmin(field.Width() / static_cast<float>(board.width),
                                                          field.Height() / static_cast<float>(board.height))));
    cell = std::fmax(cell, 4.0f);
    const ImVec2 origin(std::floor((field.Min.x + field.Max.x - cell * static_cast<float>(board.width)) * 0.5f),
                        std::floor((field.Min.y + field.Max.y - cell * static_cast<float>(board.height)) * 0.5f));
    const ScreenRect fitted{origin, ImVec2(origin.x + cell * static_cast<float>(board.width),
                                           origin.y + cell * static_cast<float>(board.height))};
    const bool pointer_over = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(field.Min, field.Max);
    const ScreenRect shown = m_Camera.Update(field, fitted, actions, pointer_over, drag_pans);
    m_Field = field;
    m_FittedCell = cell;
    m_Origin = shown.Min;
    m_Cell = shown.Width() / static_cast<float>(board.width);
    const ScreenRect cells = shown;
    m_Visible.Min = ImVec2(std::fmax(field.Min.x, cells.Min.x), std::fmax(field.Min.y, cells.Min.y));
    m_Visible.Max = ImVec2(std::fmin(field.Max.x, cells.Max.x), std::fmin(field.Max.y, cells.Max.y));

    // Input: one invisible button over the visible cells, all three mouse buttons.
    ImGui::SetCursorScreenPos(m_Visible.Min);
    ImGui::InvisibleButton("##flow_board", ImVec2(std::fmax(1.0f, m_Visible.Width()), std::fmax(1.0f, m_Visible.Height())),
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
    ImGui::SetItemAllowOverlap();  // the zoom buttons lie on the board
    UiItems_MarkLastBackground();
    TestHooks_RecordRect("board", cells.Min, cells.Max);

    Pointer pointer;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int x = static_cast<int>(std::floor((mouse.x - m_Origin.x) / m_Cell));
    const int y = static_cast<int>(std::floor((mouse.y - m_Origin.y) / m_Cell));
    if (x >= 0 && y >= 0 && x < board.width && y < board.height)
    {
        pointer.OverCell = true;
        pointer.X = x;
        pointer.Y = y;
        pointer.Cell = board.index(x, y);
    }
    pointer.Hovered = pointer.OverCell && (ImGui::IsItemHovered() || ImGui::IsItemActive());
    return pointer;
}

std::vector<FlowBoardView::Press> FlowBoardView::ReadPresses(const Pointer& pointer, bool editing)
{
    std::vector<Press> presses;
    const int cell = pointer.Cell;
    const ImGuiIO& io = ImGui::GetIO();
    // By the pointer events' own timestamps, not ImGui's frame-counted
    // MouseDownDuration: one slow frame must not make a tap a long press.
    const bool held_long = Browser_PressHeldMs() >= kLongPressSeconds * 1000.0;
    if (editing)
    {
        // With touch two fingers pinch, never paint.
        const bool painting = ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left) && !PressIsGesture();
        if (painting && cell >= 0 && cell != m_PaintCell)
        {
            presses.push_back({io.KeyShift ? Press::Kind::PaintErase : Press::Kind::Paint, cell});
            m_PaintCell = cell;
            m_PressWasLong = false;
        }
        if (painting && cell >= 0 && cell == m_PaintCell && !m_PressWasLong && TouchMetrics() && held_long)
        {
            m_PressWasLong = true;
            presses.push_back({Press::Kind::LongPress, cell});
        }
        if (!ImGui::IsItemActive())
            m_PaintCell = -1;
    }
    else
    {
        // Held for kLongPressSeconds (a long press on touch, where there is
        // no right button) the tile turns back at once.
        if (ImGui::IsItemActivated() && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
        {
            m_PressCell = cell;
            m_PressWasLong = false;
        }
        if (PressIsGesture())
            m_PressCell = -1;  // the press became a pinch or a pan: no turn
        if (m_PressCell >= 0 && !m_PressWasLong && ImGui::IsMouseDown(ImGuiMouseButton_Left) && held_long)
        {
            m_PressWasLong = cell == m_PressCell;
            if (m_PressWasLong)
                presses.push_back({Press::Kind::LongPress, cell});
            else
                m_PressCell = -1;  // the finger slid off the tile: no turn at all
        }
        if (m_PressCell >= 0 && ImGui::IsMouseReleased(ImGuiMouseButton_Left))
        {
            // A press that lasted long enough but ended before a frame saw it
            // held (a busy machine) is a long press all the same.
            if (!m_PressWasLong && cell == m_PressCell)
                presses.push_back({held_long ? Press::Kind::LongPress : Press::Kind::Tap, cell});
            m_PressCell = -1;
        }
    }
    if (cell >= 0 && ImGui::IsItemClicked(ImGuiMouseButton_Right))
        presses.push_back({Press::Kind::RightClick, cell});
    else if (cell >= 0 && ImGui::IsItemClicked(ImGuiMouseButton_Middle))
        presses.push_back({Press::Kind::MiddleClick, cell});
    return presses;
}

void FlowBoardView::Draw(const FlowBoardLook& look, float time)
{
    const flow::Board& board = *look.Board;
    const ScreenRect cells{m_Origin, ImVec2(m_Origin.x + m_Cell * static_cast<float>(board.width),
                                            m_Origin.y + m_Cell * static_cast<float>(board.height))};
    // A rim and a shadow around the cells, then the tiles in one draw call.
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float rim = std::fmax(4.0f, m_Cell * 0.08f);
    // A zoomed board is larger than its field: its rim is cut at the field's
    // edge, or it would paint over the top bar, the stats and the rail.
    const bool overflows = cells.Min.x < m_Field.Min.x || cells.Min.y < m_Field.Min.y || cells.Max.x > m_Field.Max.x ||
                           cells.Max.y > m_Field.Max.y;
    if (overflows)
        draw->PushClipRect(m_Field.Min, m_Field.Max, true);
    draw->AddRectFilled(ImVec2(cells.Min.x - rim + 3.0f, cells.Min.y - rim + 5.0f),
                        ImVec2(cells.Max.x + rim + 3.0f, cells.Max.y + rim + 5.0f), colors::Shadow, rim * 1.5f);
    draw->AddRectFilled(ImVec2(cells.Min.x - rim, cells.Min.y - rim), ImVec2(cells.Max.x + rim, cells.Max.y + rim),
                        look.Won ? colors::Good : colors::BoardRim, rim * 1.5f);
    if (overflows)
        draw->PopClipRect();

    const flow::Rotations& rotations = *look.Rotations;
    const std::vector<flow::TileType>& catalogue = flow::catalogue();
    m_Instances.resize(static_cast<size_t>(board.cells()));
    for (int cell = 0; cell < board.cells(); ++cell)
    {
        const size_t i = static_cast<size_t>(cell);
        FlowTileInstance& instance = m_Instances[i];
        instance.X = static_cast<float>(cell % board.width);
        instance.Y = static_cast<float>(cell / board.width);
        instance.Angle = look.QuarterTurns(cell) * 1.5707963f;
        SetEdges(instance, catalogue[board.tiles[i]]);
        std::uint8_t bits = 0;
        if (look.Locked && look.Locked(cell))
            bits |= kFlowTileLocked;
        if (cell == look.Highlight)
            bits |= kFlowTileCursor;
        if (look.Won)
            bits |= kFlowTileWon;
        instance.Flags[0] = bits;
        // Problems are marked on screen sides; the shader draws in the tile's own frame.
        std::uint8_t local = 0;
        for (int side = 0; side < 4; ++side)
            if ((*look.Problems)[i] & (1u << side))
                local |= static_cast<std::uint8_t>(1u << ((side - rotations[i] + 4) & 3));
        instance.Flags[1] = local;
    }
    m_Renderer.Submit(draw, m_Origin, m_Cell, m_Visible, m_Instances, time);
    DrawMarks(draw, look);
    // Zoom buttons where a tile is small for a finger (or the board is zoomed already).
    if (m_FittedCell < 44.0f || m_Camera.Zoom() > 1.0f)
        m_Camera.DrawControls(m_Field, "board_");
}

void FlowBoardView::DrawMarks(ImDrawList* draw, const FlowBoardLook& look) const
{
    const int width = look.Board->width;
    const auto cell_rect = [this, width](int cell, float inset) {
        const ImVec2 min(m_Origin.x + m_Cell * static_cast<float>(cell % width) + inset,
                         m_Origin.y + m_Cell * static_cast<float>(cell / width) + inset);
        return ScreenRect{min, ImVec2(min.x + m_Cell - 2.0f * inset, min.y + m_Cell - 2.0f * inset)};
    };
    draw->PushClipRect(m_Visible.Min, m_Visible.Max, true);
    const float thick = std::fmax(2.0f, m_Cell * 0.06f);
    if (look.Evidence != nullptr)
        for (size_t i = 0; i < look.Evidence->size(); ++i)
        {
            const ScreenRect r = cell_rect((*look.Evidence)[i], thick);
            draw->AddRect(r.Min, r.Max, colors::Accent, m_Cell * 0.12f, 0, thick * 0.6f);
            char hook[32];
            std::snprintf(hook, sizeof(hook), "hint_evidence_%d", static_cast<int>(i));
            TestHooks_RecordRect(hook, r.Min, r.Max);
        }
    if (look.Ring >= 0)
    {
        const ScreenRect r = cell_rect(look.Ring, 0.0f);
        const ImVec2 c((r.Min.x + r.Max.x) * 0.5f, (r.Min.y + r.Max.y) * 0.5f);
        draw->AddCircle(c, m_Cell * 0.5f, colors::Shadow, 48, thick * 2.2f);
        draw->AddCircle(c, m_Cell * 0.5f, colors::AccentWarm, 48, thick * 1.4f);
        TestHooks_RecordRect("hint_ring", r.Min, r.Max);
    }
    if (look.Wrong != nullptr)
        for (int cell : *look.Wrong)
        {
            const ScreenRect r = cell_rect(cell, m_Cell * 0.3f);
            draw->AddLine(r.Min, r.Max, colors::Bad, thick * 1.3f);
            draw->AddLine(ImVec2(r.Max.x, r.Min.y), ImVec2(r.Min.x, r.Max.y), colors::Bad, thick * 1.3f);
        }
    draw->PopClipRect();
}

void FlowPaletteView::Draw(flow::Editor& editor)
{
    const std::vector<int>& palette = editor.palette();
    const float avail = ImGui::GetContentRegionAvail().x;
    const int columns = std::max(4, static_cast<int>(avail / 40.0f));
    const float cell = std::floor(avail / static_cast<float>(columns));
    const int rows = (static_cast<int>(palette.size()) + columns - 1) / columns;
    const float height = std::fmin(cell * static_cast<float>(rows), cell * 4.5f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::BeginChild("##palette", ImVec2(cell * static_cast<float>(columns), height), false);
    ImGui::PopStyleVar();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##palette_tiles", ImVec2(cell * static_cast<float>(columns), cell * static_cast<float>(rows)),
                           ImGuiButtonFlags_MouseButtonLeft);
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int col = static_cast<int>(std::floor((mouse.x - origin.x) / cell));
    const int row = static_cast<int>(std::floor((mouse.y - origin.y) / cell));
    const int hovered = ImGui::IsItemHovered() && col >= 0 && col < columns && row >= 0 ? row * columns + col : -1;
    if (hovered >= 0 && hovered < static_cast<int>(palette.size()))
    {
        const int tile = palette[static_cast<size_t>(hovered)];
        if (ImGui::IsItemClicked(ImGuiMouseButton_Left))
            editor.set_brush(tile, tile == editor.brush_tile() ? editor.brush_rotation() : 0);
        ImGui::SetTooltip("%s", flow::catalogue()[static_cast<size_t>(tile)].name.c_str());
    }

    m_Instances.resize(palette.size());
    for (size_t i = 0; i < palette.size(); ++i)
    {
        const int tile = palette[i];
        FlowTileInstance& instance = m_Instances[i];
        instance = FlowTileInstance();
        instance.X = static_cast<float>(static_cast<int>(i) % columns);
        instance.Y = static_cast<float>(static_cast<int>(i) / columns);
        instance.Angle = tile == editor.brush_tile() ? static_cast<float>(editor.brush_rotation()) * 1.5707963f : 0.0f;
        SetEdges(instance, flow::catalogue()[static_cast<size_t>(tile)]);
        if (tile == editor.brush_tile())
            instance.Flags[0] = kFlowTileCursor;
        // Test hooks: each tile's rect, named by its index in the palette.
        const ImVec2 min(origin.x + instance.X * cell, origin.y + instance.Y * cell);
        char hook[32];
        std::snprintf(hook, sizeof(hook), "palette_%d", static_cast<int>(i));
        TestHooks_RecordRect(hook, min, ImVec2(min.x + cell, min.y + cell));
    }
    const ImVec2 window_min = ImGui::GetWindowPos();
    const ImVec2 window_size = ImGui::GetWindowSize();
    const ScreenRect clip{window_min, ImVec2(window_min.x + window_size.x, window_min.y + window_size.y)};
    m_Renderer.Submit(ImGui::GetWindowDrawList(), origin, cell, clip, m_Instances, 0.0f);
    ImGui::EndChild();
}

}  // namespace pgw::app

// blocks_input.cpp — the Blocks screen's pointer and keys: a piece dragged
// along its free line (Klotski: cell by cell round corners) and snapped when
// let go, a tap that selects, the editor's presses; Tab through the pieces
// and the arrows' nudges. The rest of the screen: blocks_screen.cpp.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/blocks/blocks_screen.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/input.hpp"
#include "app/platform/theme.hpp"
#include "imgui.h"

namespace pgw::app {

static int PieceAt(const blocks::Board& b, int x, int y)
{
    for (int i = 0; i < static_cast<int>(b.pieces.size()); ++i)
    {
        const blocks::Piece& p = b.pieces[static_cast<size_t>(i)];
        if (x >= p.x && x < p.x + p.w && y >= p.y && y < p.y + p.h)
            return i;
    }
    return -1;
}

// Piece `p` fits with its top-left at (x, y) among `others` (the board's other pieces and walls).
static bool Fits(const blocks::Board& b, std::uint64_t others, const blocks::Piece& p, int x, int y)
{
    if (x < 0 || y < 0 || x + p.w > b.width || y + p.h > b.height)
        return false;
    blocks::Piece q = p;
    q.x = static_cast<std::int8_t>(x);
    q.y = static_cast<std::int8_t>(y);
    return (b.mask(q) & others) == 0;
}

// The pieces in reading order (by their top-left cell): Tab's order.
static std::vector<int> ReadingOrder(const blocks::Board& b)
{
    std::vector<int> order(b.pieces.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&b](int p, int q) {
        return b.cell(b.pieces[static_cast<size_t>(p)].x, b.pieces[static_cast<size_t>(p)].y) <
               b.cell(b.pieces[static_cast<size_t>(q)].x, b.pieces[static_cast<size_t>(q)].y);
    });
    return order;
}

//-----------------------------------------------------------------------------
// [SECTION] Keys: the arrows, Tab through the pieces
//-----------------------------------------------------------------------------

void BlocksScreen::OnMove(Direction dir, double now)
{
    if (!Playing() || m_Play.won())
        return;
    const int dx = dir == Direction::Left ? -1 : dir == Direction::Right ? 1 : 0;
    const int dy = dir == Direction::Up ? -1 : dir == Direction::Down ? 1 : 0;
    const int piece = m_Play.selected();
    m_ShowSelection = true;
    const blocks::Move move{static_cast<std::uint8_t>(piece), static_cast<std::int8_t>(dx),
                            static_cast<std::int8_t>(dy)};
    if (blocks::is_legal(m_Play.current(), move))
    {
        PlayerMove(move, now, true);
        return;
    }
    const blocks::Board& b = m_Play.current();
    const bool rush = b.rules == blocks::Rules::Rush;
    const bool across = b.pieces[static_cast<size_t>(piece)].horizontal();
    std::string said = std::string(rush ? "Car " : "Block ") + blocks::piece_letter(piece);
    if (rush && (across ? dy != 0 : dx != 0))
        said += across ? " moves left and right only." : " moves up and down only.";
    else
        said += " cannot move that way.";
    Browser_Announce(said);
}

bool BlocksScreen::FocusStep(int step, bool entering)
{
    if (!Playing() || m_Play.won() || !TakesInput())
    {
        m_PieceFocus = false;
        return false;
    }
    const std::vector<int> order = ReadingOrder(m_Play.current());
    const int n = static_cast<int>(order.size());
    int next;
    if (entering || !m_PieceFocus)
    {
        // From the widgets, the pieces from that end; from nowhere, Tab starts at the first
        // (Shift+Tab goes to the widgets' last, as on every screen).
        if (!entering && step < 0)
            return false;
        next = step > 0 ? 0 : n - 1;
    }
    else
    {
        const int at = static_cast<int>(std::find(order.begin(), order.end(), m_Play.selected()) - order.begin());
        next = at + step;
    }
    if (next < 0 || next >= n)
    {
        m_PieceFocus = false;
        m_ShowSelection = false;
        return false;
    }
    m_PieceFocus = true;
    SelectPiece(order[static_cast<size_t>(next)], true);
    return true;
}

void BlocksScreen::SelectPiece(int piece, bool announce)
{
    m_Play.select(piece);
    m_ShowSelection = true;
    if (!announce)
        return;
    const blocks::Board& b = m_Play.current();
    const blocks::Piece& p = b.pieces[static_cast<size_t>(piece)];
    const bool rush = b.rules == blocks::Rules::Rush;
    char said[160];
    std::snprintf(said, sizeof(said), "%s %c, %d by %d, column %d, row %d.%s", rush ? "Car" : "Block",
                  blocks::piece_letter(piece), p.w, p.h, p.x + 1, p.y + 1,
                  piece == 0 ? " The one to bring to the exit." : "");
    Browser_Announce(said);
}

//-----------------------------------------------------------------------------
// [SECTION] Pointer: drags and taps in play, presses in the editor
//-----------------------------------------------------------------------------

void BlocksScreen::HandlePlayInput(const BlocksBoardGeometry& g, double now)
{
    const ImGuiIO& io = ImGui::GetIO();
    const bool can = TakesInput() && !m_Play.won();
    // A press on a piece takes it; two fingers are a gesture, never a drag.
    if (ImGui::IsItemActivated() && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && can && FingersDown() < 2)
    {
        const blocks::Board& b = m_Play.current();
        int x = 0, y = 0;
        const int piece = g.CellAt(io.MouseClickedPos[ImGuiMouseButton_Left], &x, &y) ? PieceAt(b, x, y) : -1;
        m_Drag = Drag();
        if (piece >= 0)
        {
            m_Play.stop_replay();  // a replay would move the board under the finger
            const blocks::Piece& p = b.pieces[static_cast<size_t>(piece)];
            const ImVec2 corner = g.CellMin(p.x, p.y);
            m_Drag.Piece = piece;
            m_Drag.OriginX = m_Drag.CellX = p.x;
            m_Drag.OriginY = m_Drag.CellY = p.y;
            m_Drag.ShowX = p.x;
            m_Drag.ShowY = p.y;
            m_Drag.Grab = ImVec2(io.MouseClickedPos[ImGuiMouseButton_Left].x - corner.x,
                                 io.MouseClickedPos[ImGuiMouseButton_Left].y - corner.y);
        }
    }
    if (m_Drag.Piece < 0)
        return;
    if (!can || FingersDown() >= 2)
    {
        m_Drag = Drag();
        return;
    }
    DragTo(g, io.MousePos);
    RequestFrame();
    if (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left))
        return;
    // Let go: a drag snaps to the cell it is nearest (one move); a tap selects the piece.
    const Drag done = m_Drag;
    m_Drag = Drag();
    if (!done.Travelled)
    {
        m_PieceFocus = false;
        SelectPiece(done.Piece, true);
        return;
    }
    const blocks::Move move{static_cast<std::uint8_t>(done.Piece), static_cast<std::int8_t>(done.CellX - done.OriginX),
                            static_cast<std::int8_t>(done.CellY - done.OriginY)};
    if (move.dx != 0 || move.dy != 0)
        PlayerMove(move, now);
}

void BlocksScreen::DragTo(const BlocksBoardGeometry& g, const ImVec2& pointer)
{
    Drag& d = m_Drag;
    const blocks::Board& b = m_Play.current();
    const blocks::Piece& p = b.pieces[static_cast<size_t>(d.Piece)];
    const std::uint64_t others = b.occupied() & ~b.mask(p);
    const ImVec2 press = ImGui::GetIO().MouseClickedPos[ImGuiMouseButton_Left];
    const float slop = std::fmax(6.0f, g.Cell * 0.12f);
    if (!d.Travelled && std::hypot(pointer.x - press.x, pointer.y - press.y) > slop)
        d.Travelled = true;
    if (!d.Travelled)
        return;
    // Where the pointer would put the piece's top-left, in cells.
    const float fx = (pointer.x - d.Grab.x - g.Origin.x) / g.Cell;
    const float fy = (pointer.y - d.Grab.y - g.Origin.y) / g.Cell;
    if (b.rules == blocks::Rules::Rush)
    {
        // Along its axis, within the free run either way.
        const bool across = p.horizontal();
        const int ux = across ? 1 : 0, uy = across ? 0 : 1;
        int lo = 0, hi = 0;
        while (Fits(b, others, p, d.OriginX + (lo - 1) * ux, d.OriginY + (lo - 1) * uy))
            --lo;
        while (Fits(b, others, p, d.OriginX + (hi + 1) * ux, d.OriginY + (hi + 1) * uy))
            ++hi;
        const float along = std::fmin(static_cast<float>(hi),
                                      std::fmax(static_cast<float>(lo), across ? fx - d.OriginX : fy - d.OriginY));
        const int snap = static_cast<int>(std::lround(along));
        d.ShowX = static_cast<float>(d.OriginX) + (across ? along : 0.0f);
        d.ShowY = static_cast<float>(d.OriginY) + (across ? 0.0f : along);
        d.CellX = d.OriginX + snap * ux;
        d.CellY = d.OriginY + snap * uy;
        return;
    }
    // Klotski: cell by cell towards the pointer through free cells, turning corners.
    const int tx = std::max(0, std::min(b.width - p.w, static_cast<int>(std::lround(fx))));
    const int ty = std::max(0, std::min(b.height - p.h, static_cast<int>(std::lround(fy))));
    for (int guard = 0; guard < 64 && (d.CellX != tx || d.CellY != ty); ++guard)
    {
        const int dx = tx - d.CellX, dy = ty - d.CellY;
        const int sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
        const bool x_first = std::abs(dx) >= std::abs(dy);
        if (x_first && sx != 0 && Fits(b, others, p, d.CellX + sx, d.CellY))
            d.CellX += sx;
        else if (sy != 0 && Fits(b, others, p, d.CellX, d.CellY + sy))
            d.CellY += sy;
        else if (!x_first && sx != 0 && Fits(b, others, p, d.CellX + sx, d.CellY))
            d.CellX += sx;
        else
            break;
    }
    // Drawn leaning towards the pointer (at most half a cell), only where the next step is free.
    float rx = std::fmax(-0.5f, std::fmin(0.5f, fx - static_cast<float>(d.CellX)));
    float ry = std::fmax(-0.5f, std::fmin(0.5f, fy - static_cast<float>(d.CellY)));
    if (std::fabs(rx) >= std::fabs(ry))
        ry = 0.0f;
    else
        rx = 0.0f;
    if ((rx > 0.0f && !Fits(b, others, p, d.CellX + 1, d.CellY)) ||
        (rx < 0.0f && !Fits(b, others, p, d.CellX - 1, d.CellY)))
        rx = 0.0f;
    if ((ry > 0.0f && !Fits(b, others, p, d.CellX, d.CellY + 1)) ||
        (ry < 0.0f && !Fits(b, others, p, d.CellX, d.CellY - 1)))
        ry = 0.0f;
    d.ShowX = static_cast<float>(d.CellX) + rx;
    d.ShowY = static_cast<float>(d.CellY) + ry;
}

void BlocksScreen::HandleEditInput(const BlocksBoardGeometry& g, BlocksBoardLook& look)
{
    const ImGuiIO& io = ImGui::GetIO();
    int x = 0, y = 0;
    const bool over = g.CellAt(io.MousePos, &x, &y);
    const bool right = ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Right);
    const blocks::EditTool tool = right ? blocks::EditTool::Erase : m_Editor.tool;
    if (over && (ImGui::IsItemHovered() || ImGui::IsItemActive()) && !TouchMetrics())
    {
        // What a press would do here: the tool's footprint, green where it fits.
        look.HoverX = x;
        look.HoverY = y;
        if (!BlocksToolShape(m_Editor.board().rules, tool, &look.HoverW, &look.HoverH))
            look.HoverW = look.HoverH = 1;
        blocks::BlocksEditor scratch;
        scratch.begin(m_Editor.board());
        look.HoverFits = scratch.paint(x, y, tool);
    }
    if (!TakesInput())
        return;
    // A press places the tool's piece; walls and erasing go on while the pointer is held and moved.
    const bool pressed = ImGui::IsItemActivated() && (ImGui::IsMouseClicked(ImGuiMouseButton_Left) || right);
    const bool sweeping = ImGui::IsItemActive() &&
                          (tool == blocks::EditTool::Wall || tool == blocks::EditTool::Erase) &&
                          (x != m_PaintX || y != m_PaintY);
    if (over && FingersDown() < 2 && (pressed || sweeping))
    {
        Paint(x, y, tool);
        m_PaintX = x;
        m_PaintY = y;
    }
    if (!ImGui::IsItemActive())
        m_PaintX = m_PaintY = -1;
}

}  // namespace pgw::app

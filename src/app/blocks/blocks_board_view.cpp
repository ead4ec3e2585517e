// blocks_board_view.cpp — see blocks_board_view.hpp.
//
// Look: a slab with recessed floor cells, as Slide's board; pieces are
// rounded, lit from above (a lighter top face over a darker side) with
// their letter on top; A is red, the others take a colour by letter (Rush)
// or by shape (Klotski: blocks of one shape are interchangeable, so they
// look alike); walls are grey stone. The exit is a gap in the frame, marked
// with chevrons in the goal colour.
#include "app/blocks/blocks_board_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Geometry
//-----------------------------------------------------------------------------

static const float kRimCells = 0.22f;  // the frame, in cells
static const float kMaxCell = 96.0f;   // px: small boards must not become giant

static const float kExitRoom = 0.42f;  // beyond the frame for the exit's chevrons, in cells

// The exit's direction: right for Rush, the exit's edge for Klotski.
static void ExitDirection(const blocks::Board& board, int* dx, int* dy)
{
    *dx = 1;
    *dy = 0;
    if (board.rules == blocks::Rules::Rush)
        return;
    switch (board.exit)
    {
    case blocks::Edge::Bottom: *dx = 0, *dy = 1; break;
    case blocks::Edge::Top: *dx = 0, *dy = -1; break;
    case blocks::Edge::Left: *dx = -1, *dy = 0; break;
    case blocks::Edge::Right: break;
    }
}

BlocksBoardGeometry BlocksBoardGeometry::Fit(const ScreenRect& area, const blocks::Board& board)
{
    int dx = 0, dy = 0;
    ExitDirection(board, &dx, &dy);
    // Centred, so the exit's room is kept on both sides of its axis.
    BlocksBoardGeometry g;
    static_cast<BoardGrid&>(g) = BoardGrid::Fit(area, board.width, board.height, kRimCells, kMaxCell,
                                                dx != 0 ? kExitRoom : 0.0f, dy != 0 ? kExitRoom : 0.0f);
    return g;
}

ScreenRect BlocksBoardGeometry::PieceRect(float x, float y, int w, int h) const
{
    const ImVec2 min = CellMin(x, y);
    return {min, ImVec2(min.x + Cell * static_cast<float>(w), min.y + Cell * static_cast<float>(h))};
}

//-----------------------------------------------------------------------------
// [SECTION] Pieces
//-----------------------------------------------------------------------------

static ImVec2 Add(const ImVec2& a, const ImVec2& b)
{
    return ImVec2(a.x + b.x, a.y + b.y);
}

static ImU32 Rgb(int r, int g, int b)
{
    return IM_COL32(r, g, b, 255);
}

static ImU32 Darker(ImU32 color, float f)
{
    const int r = static_cast<int>(static_cast<float>((color >> IM_COL32_R_SHIFT) & 0xFF) * f);
    const int g = static_cast<int>(static_cast<float>((color >> IM_COL32_G_SHIFT) & 0xFF) * f);
    const int b = static_cast<int>(static_cast<float>((color >> IM_COL32_B_SHIFT) & 0xFF) * f);
    return IM_COL32(r, g, b, (color >> IM_COL32_A_SHIFT) & 0xFF);
}

static const ImU32 kPrimaryTop = Rgb(206, 46, 42);
static const ImU32 kLetterDark = Rgb(28, 24, 20);
static const ImU32 kLetterLight = Rgb(255, 255, 255);

// The top face of piece `index` of `board`: A red, the rest by letter (Rush) or by shape (Klotski).
static ImU32 PieceColor(const blocks::Board& board, int index)
{
    if (index == 0)
        return kPrimaryTop;
    const blocks::Piece& p = board.pieces[static_cast<size_t>(index)];
    if (board.rules == blocks::Rules::Klotski)
    {
        if (p.w == 1 && p.h == 1)
            return Rgb(236, 190, 60);
        if (p.w == 2 && p.h == 2)
            return Rgb(170, 126, 220);
        return p.horizontal() ? Rgb(70, 150, 215) : Rgb(64, 170, 110);
    }
    static const ImU32 kCars[] = {Rgb(64, 170, 100),  Rgb(236, 190, 60), Rgb(80, 140, 215),  Rgb(170, 126, 220),
                                  Rgb(240, 140, 60),  Rgb(60, 180, 175), Rgb(230, 130, 170), Rgb(160, 180, 70),
                                  Rgb(120, 170, 235), Rgb(205, 165, 115)};
    return kCars[static_cast<size_t>(index - 1) % (sizeof(kCars) / sizeof(kCars[0]))];
}

static float Inset(float cell)
{
    return std::max(1.0f, cell * 0.06f);
}
static float Depth(float cell)
{
    return std::max(1.0f, cell * 0.08f);
}

// A piece's body in `rect` (its cells): shadow, darker side, lit top face, sheen.
static void DrawBody(ImDrawList* draw, const ScreenRect& rect, float cell, ImU32 top, float rounding)
{
    const float inset = Inset(cell);
    const float depth = Depth(cell);
    const ImVec2 min = Add(rect.Min, ImVec2(inset, inset));
    const ImVec2 max = Add(rect.Max, ImVec2(-inset, -inset));
    const ImVec2 offset(cell * 0.03f, cell * 0.06f);
    draw->AddRectFilled(Add(min, offset), Add(max, offset), colors::Shadow, rounding);
    draw->AddRectFilled(min, max, Darker(top, 0.7f), rounding);
    const ImVec2 top_max(max.x, max.y - depth);
    draw->AddRectFilled(min, top_max, top, rounding);
    const float sheen = std::max(1.0f, cell * 0.05f);
    draw->AddRectFilled(Add(min, ImVec2(rounding * 0.6f, sheen)),
                        ImVec2(top_max.x - rounding * 0.6f, min.y + sheen * 2.2f), IM_COL32(255, 255, 255, 50), sheen);
}

static void DrawLetter(ImDrawList* draw, const ScreenRect& rect, float cell, char letter, ImU32 color)
{
    const char text[2] = {letter, 0};
    ImFont* font = g_Fonts.Display != nullptr ? g_Fonts.Display : ImGui::GetFont();
    const float size = std::floor(cell * 0.42f);
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
    const ImVec2 at(std::floor((rect.Min.x + rect.Max.x - ts.x) * 0.5f),
                    std::floor((rect.Min.y + rect.Max.y - Depth(cell) - ts.y) * 0.5f));
    draw->AddText(font, size, at, color, text);
}

static void DrawPiece(ImDrawList* draw, const blocks::Board& board, int index, const ScreenRect& rect, float cell)
{
    const ImU32 top = PieceColor(board, index);
    DrawBody(draw, rect, cell, top, cell * 0.2f);
    DrawLetter(draw, rect, cell, blocks::piece_letter(index), index == 0 ? kLetterLight : kLetterDark);
}

static void DrawWall(ImDrawList* draw, const ScreenRect& rect, float cell)
{
    DrawBody(draw, rect, cell, colors::StoneTop, cell * 0.1f);
    // Hatching: a fixed thing, not a piece.
    const float inset = Inset(cell) + cell * 0.18f;
    const ImVec2 a(rect.Min.x + inset, rect.Min.y + inset);
    const ImVec2 b(rect.Max.x - inset, rect.Max.y - inset - Depth(cell));
    const float t = std::max(1.5f, cell * 0.05f);
    draw->AddLine(a, b, colors::StoneSpeck, t);
    draw->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, a.y), colors::StoneSpeck, t);
}

//-----------------------------------------------------------------------------
// [SECTION] Board
//-----------------------------------------------------------------------------

// A chevron pointing (dx, dy) centred at `c`.
static void DrawChevron(ImDrawList* draw, const ImVec2& c, float size, int dx, int dy, ImU32 color, float thickness)
{
    const ImVec2 d(static_cast<float>(dx), static_cast<float>(dy));
    const ImVec2 n(-d.y, d.x);
    const ImVec2 tip(c.x + d.x * size * 0.5f, c.y + d.y * size * 0.5f);
    const ImVec2 l(c.x - d.x * size * 0.5f + n.x * size * 0.6f, c.y - d.y * size * 0.5f + n.y * size * 0.6f);
    const ImVec2 r(c.x - d.x * size * 0.5f - n.x * size * 0.6f, c.y - d.y * size * 0.5f - n.y * size * 0.6f);
    const ImVec2 points[3] = {l, tip, r};
    draw->AddPolyline(points, 3, color, ImDrawFlags_None, thickness);
}

// The exit: a gap in the frame where A leaves, floor-coloured, with chevrons outside.
static void DrawExit(ImDrawList* draw, const BlocksBoardGeometry& g, const blocks::Board& board, bool won)
{
    if (board.pieces.empty())
        return;
    const blocks::Piece& a = board.pieces[0];
    const ScreenRect frame = g.Framed();
    const ScreenRect cells = g.Cells();
    int dx = 0, dy = 0;
    ExitDirection(board, &dx, &dy);
    // Along the edge: A's row (Rush), or the exit's offset and A's extent on that edge (Klotski).
    float lo = static_cast<float>(a.y), span = static_cast<float>(a.h);
    if (board.rules == blocks::Rules::Klotski)
    {
        lo = static_cast<float>(board.exit_offset);
        span = static_cast<float>(dy != 0 ? a.w : a.h);
    }
    ScreenRect gap;
    if (dx != 0)
        gap = {ImVec2(dx > 0 ? cells.Max.x - 1.0f : frame.Min.x - 1.0f, g.CellMin(0, lo).y),
               ImVec2(dx > 0 ? frame.Max.x + 1.0f : cells.Min.x + 1.0f, g.CellMin(0, lo + span).y)};
    else
        gap = {ImVec2(g.CellMin(lo, 0).x, dy > 0 ? cells.Max.y - 1.0f : frame.Min.y - 1.0f),
               ImVec2(g.CellMin(lo + span, 0).x, dy > 0 ? frame.Max.y + 1.0f : cells.Min.y + 1.0f)};
    const float inset = Inset(g.Cell);
    if (dx != 0)
    {
        gap.Min.y += inset;
        gap.Max.y -= inset;
    }
    else
    {
        gap.Min.x += inset;
        gap.Max.x -= inset;
    }
    draw->AddRectFilled(gap.Min, gap.Max, colors::Tile);
    const ImU32 mark = won ? colors::Good : colors::Goal;
    // Two edges of the gap in the goal colour, then chevrons beyond the frame.
    const float t = std::max(2.0f, g.Cell * 0.05f);
    if (dx != 0)
    {
        draw->AddLine(gap.Min, ImVec2(gap.Max.x, gap.Min.y), mark, t);
        draw->AddLine(ImVec2(gap.Min.x, gap.Max.y), gap.Max, mark, t);
    }
    else
    {
        draw->AddLine(gap.Min, ImVec2(gap.Min.x, gap.Max.y), mark, t);
        draw->AddLine(ImVec2(gap.Max.x, gap.Min.y), gap.Max, mark, t);
    }
    const ImVec2 centre((gap.Min.x + gap.Max.x) * 0.5f, (gap.Min.y + gap.Max.y) * 0.5f);
    const ImVec2 edge(dx > 0   ? frame.Max.x
                      : dx < 0 ? frame.Min.x
                               : centre.x,
                      dy > 0   ? frame.Max.y
                      : dy < 0 ? frame.Min.y
                               : centre.y);
    const float size = g.Cell * 0.18f;
    const float wave = 0.75f + 0.25f * AmbientWave(3.0);
    for (int k = 0; k < 2; ++k)
    {
        // Within kExitRoom beyond the frame: the first chevron near it, the second fainter.
        const float along = g.Cell * (0.12f + 0.16f * static_cast<float>(k));
        const ImVec2 c(edge.x + static_cast<float>(dx) * along, edge.y + static_cast<float>(dy) * along);
        DrawChevron(draw, c, size, dx, dy, WithAlpha(mark, (k == 0 ? 1.0f : 0.6f) * wave), t);
    }
}

// The hinted move: the path the piece takes (turns included), and a ghost where it ends.
static void DrawHint(ImDrawList* draw, const BlocksBoardGeometry& g, const blocks::Board& board,
                     const blocks::Move& move)
{
    if (move.piece >= board.pieces.size())
        return;
    const blocks::Piece& p = board.pieces[move.piece];
    const std::string path = blocks::move_path(board, move);
    const float pulse = 0.7f + 0.3f * AmbientWave(6.0);
    const ScreenRect ghost =
        g.PieceRect(static_cast<float>(p.x + move.dx), static_cast<float>(p.y + move.dy), p.w, p.h);
    const float inset = Inset(g.Cell);
    draw->AddRectFilled(Add(ghost.Min, ImVec2(inset, inset)), Add(ghost.Max, ImVec2(-inset, -inset)),
                        WithAlpha(PieceColor(board, move.piece), 0.35f), g.Cell * 0.2f);
    draw->AddRect(Add(ghost.Min, ImVec2(inset, inset)), Add(ghost.Max, ImVec2(-inset, -inset)),
                  WithAlpha(colors::AccentWarm, pulse), g.Cell * 0.2f, 0, std::max(2.0f, g.Cell * 0.06f));
    // The path, from the piece's centre through each step's.
    std::vector<ImVec2> points;
    float x = p.x, y = p.y;
    const auto centre = [&](float cx, float cy) {
        const ScreenRect r = g.PieceRect(cx, cy, p.w, p.h);
        return ImVec2((r.Min.x + r.Max.x) * 0.5f, (r.Min.y + r.Max.y) * 0.5f);
    };
    points.push_back(centre(x, y));
    char last = 0;
    for (const char c : path)
    {
        x += c == 'r' ? 1.0f : c == 'l' ? -1.0f : 0.0f;
        y += c == 'd' ? 1.0f : c == 'u' ? -1.0f : 0.0f;
        if (c == last)
            points.back() = centre(x, y);  // straight on: one segment
        else
            points.push_back(centre(x, y));
        last = c;
    }
    if (points.size() < 2)
        return;
    // From the piece's leading edge to the ghost's: the letter stays readable, short moves still show.
    const auto towards = [](const ImVec2& from, const ImVec2& to) {
        const float len = std::max(1.0f, std::hypot(to.x - from.x, to.y - from.y));
        return ImVec2((to.x - from.x) / len, (to.y - from.y) / len);
    };
    const auto half_extent = [&](const ImVec2& d) {
        return (std::fabs(d.x) * static_cast<float>(p.w) + std::fabs(d.y) * static_cast<float>(p.h)) * g.Cell * 0.5f;
    };
    const ImVec2 first = towards(points[0], points[1]);
    const ImVec2 last_d = towards(points[points.size() - 2], points.back());
    const float lead = std::max(0.0f, half_extent(first) - g.Cell * 0.3f);
    const float trail = std::max(0.0f, half_extent(last_d) - g.Cell * 0.45f);
    points[0] = ImVec2(points[0].x + first.x * lead, points[0].y + first.y * lead);
    points.back() = ImVec2(points.back().x + last_d.x * trail, points.back().y + last_d.y * trail);
    const float thick = std::max(3.0f, g.Cell * 0.09f);
    const ImU32 outline = WithAlpha(IM_COL32(20, 12, 4, 255), 0.6f * pulse);
    draw->AddPolyline(points.data(), static_cast<int>(points.size()), outline, ImDrawFlags_None, thick + 3.0f);
    draw->AddPolyline(points.data(), static_cast<int>(points.size()), WithAlpha(colors::AccentWarm, pulse),
                      ImDrawFlags_None, thick);
    const ImVec2 end = points.back();
    const ImVec2 before = points[points.size() - 2];
    const float len = std::max(1.0f, std::hypot(end.x - before.x, end.y - before.y));
    const ImVec2 d((end.x - before.x) / len, (end.y - before.y) / len);
    const ImVec2 n(-d.y, d.x);
    const float head = g.Cell * 0.2f;
    const ImVec2 tip(end.x + d.x * head, end.y + d.y * head);
    draw->AddTriangleFilled(tip, ImVec2(end.x + n.x * head, end.y + n.y * head),
                            ImVec2(end.x - n.x * head, end.y - n.y * head), WithAlpha(colors::AccentWarm, pulse));
}

void DrawBlocksBoard(ImDrawList* draw, const BlocksBoardGeometry& g, const blocks::Board& board,
                     const BlocksBoardLook& look)
{
    const float cell = g.Cell;
    const ScreenRect frame = g.Framed();

    // --- Slab: drop shadow, base, rim, then the floor cells ---
    const float drop = cell * 0.12f;
    draw->AddRectFilled(ImVec2(frame.Min.x - drop * 0.5f, frame.Min.y + drop * 0.5f),
                        ImVec2(frame.Max.x + drop * 0.5f, frame.Max.y + drop * 1.5f), IM_COL32(0, 0, 0, 60),
                        g.Rim * 1.2f + drop);
    draw->AddRectFilled(frame.Min, frame.Max, colors::BoardBase, g.Rim * 1.2f);
    draw->AddRect(frame.Min, frame.Max, colors::BoardRim, g.Rim * 1.2f, 0, std::max(1.0f, cell * 0.03f));
    const float tile_inset = std::max(1.0f, cell * 0.04f);
    const ImU32 tile = look.Editing ? colors::TileEdit : colors::Tile;
    for (int y = 0; y < g.Height; ++y)
        for (int x = 0; x < g.Width; ++x)
        {
            const ImVec2 min = g.CellMin(static_cast<float>(x), static_cast<float>(y));
            draw->AddRectFilled(Add(min, ImVec2(tile_inset, tile_inset)),
                                Add(min, ImVec2(cell - tile_inset, cell - tile_inset)), tile, cell * 0.12f);
        }
    DrawExit(draw, g, board, look.Won);

    // --- Walls, then the pieces; the moving one last, so it passes over the others ---
    for (int y = 0; y < g.Height; ++y)
        for (int x = 0; x < g.Width; ++x)
            if ((board.walls >> board.cell(x, y)) & 1u)
                DrawWall(draw, g.PieceRect(static_cast<float>(x), static_cast<float>(y), 1, 1), cell);
    const int count = static_cast<int>(board.pieces.size());
    const auto rect_of = [&](int i) {
        const blocks::Piece& p = board.pieces[static_cast<size_t>(i)];
        return i == look.Moving ? g.PieceRect(look.MovingX, look.MovingY, p.w, p.h)
                                : g.PieceRect(static_cast<float>(p.x), static_cast<float>(p.y), p.w, p.h);
    };
    for (int i = count - 1; i >= 0; --i)
        if (i != look.Moving)
            DrawPiece(draw, board, i, rect_of(i), cell);
    if (look.Moving >= 0 && look.Moving < count)
        DrawPiece(draw, board, look.Moving, rect_of(look.Moving), cell);

    if (look.Won && count > 0)
    {
        const ScreenRect a = rect_of(0);
        draw->AddRect(Add(a.Min, ImVec2(1, 1)), Add(a.Max, ImVec2(-1, -1)), WithAlpha(colors::Good, 0.95f),
                      cell * 0.22f, 0, std::max(2.0f, cell * 0.06f));
    }
    if (look.ShowHint && look.Moving < 0)
        DrawHint(draw, g, board, look.Hint);

    // --- The focus ring: the piece the keys move ---
    if (look.Selected >= 0 && look.Selected < count)
    {
        const ScreenRect r = rect_of(look.Selected);
        const float grow = std::max(2.0f, cell * 0.03f);
        draw->AddRect(ImVec2(r.Min.x - grow, r.Min.y - grow), ImVec2(r.Max.x + grow, r.Max.y + grow), colors::FocusRing,
                      cell * 0.24f, 0, std::max(2.5f, cell * 0.06f));
    }

    // --- Editor: what the tool would fill ---
    if (look.Editing && look.HoverX >= 0)
    {
        const ScreenRect r =
            g.PieceRect(static_cast<float>(look.HoverX), static_cast<float>(look.HoverY), look.HoverW, look.HoverH);
        const ImU32 c = look.HoverFits ? colors::Good : colors::Bad;
        draw->AddRectFilled(r.Min, r.Max, WithAlpha(c, 0.14f), cell * 0.16f);
        draw->AddRect(r.Min, r.Max, WithAlpha(c, 0.95f), cell * 0.16f, 0, std::max(1.5f, cell * 0.04f));
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Editor tools
//-----------------------------------------------------------------------------

bool BlocksToolShape(blocks::Rules rules, blocks::EditTool tool, int* w, int* h)
{
    if (tool == blocks::EditTool::Wall || tool == blocks::EditTool::Erase ||
        blocks::edit_tool_name(tool, rules) == nullptr)
        return false;
    // The editor knows its shapes: place one on a blank board and read it back.
    blocks::BlocksEditor scratch;
    const bool rush = rules == blocks::Rules::Rush;
    scratch.new_blank(rules, rush ? 8 : 6, rush ? 8 : 7);
    const int x = rush ? 4 : 0, y = 4;
    if (!scratch.paint(x, y, tool))
        return false;
    const blocks::Board& b = scratch.board();
    const blocks::Piece& p = tool == blocks::EditTool::Primary ? b.pieces.front() : b.pieces.back();
    *w = p.w;
    *h = p.h;
    return true;
}

static const char* ToolHook(blocks::EditTool tool)
{
    static const char* const kHooks[] = {"tool_primary", "tool_small", "tool_wide", "tool_tall", "tool_long",
                                         "tool_deep",    "tool_big",   "tool_wall", "tool_erase"};
    static_assert(sizeof(kHooks) / sizeof(kHooks[0]) == static_cast<size_t>(blocks::EditTool::Count), "a hook a tool");
    return kHooks[static_cast<int>(tool)];
}

static void DrawToolSwatch(ImDrawList* draw, const ImVec2& min, float size, blocks::Rules rules, blocks::EditTool tool)
{
    if (tool == blocks::EditTool::Erase)
    {
        const float inset = size * 0.2f;
        draw->AddRectFilled(Add(min, ImVec2(inset, inset)), Add(min, ImVec2(size - inset, size - inset)), colors::Tile,
                            size * 0.12f);
        const float t = std::max(1.5f, size * 0.08f);
        draw->AddLine(Add(min, ImVec2(size * 0.34f, size * 0.34f)), Add(min, ImVec2(size * 0.66f, size * 0.66f)),
                      colors::Bad, t);
        draw->AddLine(Add(min, ImVec2(size * 0.66f, size * 0.34f)), Add(min, ImVec2(size * 0.34f, size * 0.66f)),
                      colors::Bad, t);
        return;
    }
    int w = 1, h = 1;
    if (tool != blocks::EditTool::Wall && !BlocksToolShape(rules, tool, &w, &h))
        return;
    // Fitted into a square of `size`, centred.
    const float unit = size / static_cast<float>(std::max(3, std::max(w, h)));
    const ImVec2 at(min.x + (size - unit * static_cast<float>(w)) * 0.5f,
                    min.y + (size - unit * static_cast<float>(h)) * 0.5f);
    const ScreenRect r{at, ImVec2(at.x + unit * static_cast<float>(w), at.y + unit * static_cast<float>(h))};
    if (tool == blocks::EditTool::Wall)
    {
        DrawWall(draw, r, unit);
        return;
    }
    blocks::Board sample;
    sample.rules = rules;
    blocks::Piece p;
    p.w = static_cast<std::int8_t>(w);
    p.h = static_cast<std::int8_t>(h);
    sample.pieces.assign(tool == blocks::EditTool::Primary ? 1 : 2, p);
    DrawBody(draw, r, unit, PieceColor(sample, tool == blocks::EditTool::Primary ? 0 : 1), unit * 0.2f);
}

void DrawBlocksToolPalette(blocks::Rules rules, blocks::EditTool* current)
{
    std::vector<blocks::EditTool> tools;
    for (int i = 0; i < static_cast<int>(blocks::EditTool::Count); ++i)
        if (blocks::edit_tool_name(static_cast<blocks::EditTool>(i), rules) != nullptr)
            tools.push_back(static_cast<blocks::EditTool>(i));
    const int per_row = 4;
    const float spacing = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    const float w =
        std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(per_row - 1)) / per_row);
    const float swatch = std::floor(std::min(w * 0.6f, 44.0f));
    const float h = std::max(44.0f, swatch + ImGui::GetTextLineHeight() * 0.9f + 6.0f);
    for (size_t i = 0; i < tools.size(); ++i)
    {
        const blocks::EditTool tool = tools[i];
        if (i % per_row != 0)
            ImGui::SameLine(0, spacing);
        ImGui::PushID(static_cast<int>(tool));
        const ImVec2 min = ImGui::GetCursorScreenPos();
        const bool selected = *current == tool;
        const char* name = blocks::edit_tool_name(tool, rules);
        if (ImGui::InvisibleButton(name, ImVec2(w, h)))
            *current = tool;
        TestHooks_RecordItem(ToolHook(tool));
        const bool hovered = ImGui::IsItemHovered();
        ImGui::PopID();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        draw->AddRectFilled(min, ImVec2(min.x + w, min.y + h),
                            ImGui::GetColorU32(selected  ? ImGuiCol_ButtonActive
                                               : hovered ? ImGuiCol_ButtonHovered
                                                         : ImGuiCol_Button),
                            8.0f);
        if (selected)
            draw->AddRect(min, ImVec2(min.x + w, min.y + h), colors::Accent, 8.0f, 0, 2.0f);
        DrawToolSwatch(draw, ImVec2(min.x + (w - swatch) * 0.5f, min.y + 3.0f), swatch, rules, tool);
        // The name, a size smaller than the panel's text (smaller still when it would not fit).
        float size = ImGui::GetFontSize() * 0.78f;
        float text_w = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, name).x;
        if (text_w > w - 4.0f)
        {
            size *= (w - 4.0f) / text_w;
            text_w = w - 4.0f;
        }
        draw->AddText(ImGui::GetFont(), size, ImVec2(min.x + (w - text_w) * 0.5f, min.y + swatch + 5.0f),
                      colors::TextMain, name);
    }
}

}  // namespace pgw::app

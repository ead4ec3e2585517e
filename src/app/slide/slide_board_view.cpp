// slide_board_view.cpp — see slide_board_view.hpp.
//
// Look: a dark slab with recessed floor tiles; blocks are rounded, lit from
// above (a lighter top face over a darker side), with soft shadows. Stone is
// grey and speckled, moving blocks are teal panels, the player is an amber
// block with a face that looks where it last slid; the goal is a glowing
// outlined cell.
#include "app/slide/slide_board_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app/kit/kit_widgets.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Geometry
//-----------------------------------------------------------------------------

static const float kRimCells = 0.22f;    // rim width, in cells
static const float kMaxCell = 104.0f;    // px: tiny boards must not become giant
static const float kPi = 3.14159265f;

SlideBoardGeometry SlideBoardGeometry::Fit(const ScreenRect& area, int width, int height)
{
    SlideBoardGeometry g;
    static_cast<BoardGrid&>(g) = BoardGrid::Fit(area, width, height, kRimCells, kMaxCell);
    return g;
}

ImVec2 SlideBoardGeometry::IndexCenter(int cell_index) const
{
    const ImVec2 min = CellMin(slide::cell_x(cell_index), slide::cell_y(cell_index));
    return ImVec2(min.x + Cell * 0.5f, min.y + Cell * 0.5f);
}

//-----------------------------------------------------------------------------
// [SECTION] Pieces
//-----------------------------------------------------------------------------

static ImVec2 Add(const ImVec2& a, const ImVec2& b) { return ImVec2(a.x + b.x, a.y + b.y); }
static ImVec2 Lerp(const ImVec2& a, const ImVec2& b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

static ImVec2 DirVector(slide::Dir dir)
{
    switch (dir)
    {
    case slide::Dir::Up: return ImVec2(0, -1);
    case slide::Dir::Down: return ImVec2(0, 1);
    case slide::Dir::Left: return ImVec2(-1, 0);
    case slide::Dir::Right: return ImVec2(1, 0);
    }
    return ImVec2(0, 1);
}

enum class Piece { Stone, Mover, Player };

struct PieceStyle {
    ImU32 Top, Side;
    float Rounding;  // in cells
};

static PieceStyle StyleOf(Piece piece)
{
    switch (piece)
    {
    case Piece::Stone: return {colors::StoneTop, colors::StoneSide, 0.14f};
    case Piece::Mover: return {colors::MoverTop, colors::MoverSide, 0.22f};
    case Piece::Player: return {colors::PlayerTop, colors::PlayerSide, 0.30f};
    }
    return {colors::StoneTop, colors::StoneSide, 0.14f};
}

// Gap between neighbouring blocks, and the height of their darker side.
static float Inset(float cell) { return std::max(1.0f, cell * 0.06f); }
static float Depth(float cell) { return std::max(1.0f, cell * 0.09f); }

static void DrawPieceShadow(ImDrawList* draw, const ImVec2& cell_min, float cell, Piece piece)
{
    const float inset = Inset(cell);
    const float rounding = StyleOf(piece).Rounding * cell;
    const ImVec2 offset(cell * 0.03f, cell * 0.07f);
    const ImVec2 min = Add(cell_min, ImVec2(inset, inset));
    const ImVec2 max = Add(cell_min, ImVec2(cell - inset, cell - inset));
    draw->AddRectFilled(Add(min, offset), Add(max, offset), colors::Shadow, rounding);
    const ImVec2 wide(cell * 0.02f, cell * 0.02f);
    draw->AddRectFilled(Add(Add(min, offset), ImVec2(-wide.x, -wide.y)), Add(Add(max, offset), wide),
                        WithAlpha(colors::Shadow, 0.35f), rounding + wide.x);
}

// A few dark specks, placed by the cell so a wall of stones is not uniform.
static void DrawStoneSpecks(ImDrawList* draw, const ImVec2& top_min, float face, int seed)
{
    unsigned h = static_cast<unsigned>(seed) * 2654435761u;
    for (int i = 0; i < 3; ++i)
    {
        h ^= h >> 13;
        h *= 0x5bd1e995u;
        const float fx = 0.22f + 0.56f * static_cast<float>(h & 0xFF) / 255.0f;
        const float fy = 0.22f + 0.50f * static_cast<float>((h >> 8) & 0xFF) / 255.0f;
        const float r = face * (0.035f + 0.03f * static_cast<float>((h >> 16) & 0x3) / 3.0f);
        draw->AddCircleFilled(Add(top_min, ImVec2(face * fx, face * fy)), r, colors::StoneSpeck, 10);
    }
}

static void DrawPlayerFace(ImDrawList* draw, const ImVec2& top_min, const ImVec2& top_max, slide::Dir facing, bool won)
{
    const float w = top_max.x - top_min.x;
    const float h = top_max.y - top_min.y;
    const ImVec2 center(top_min.x + w * 0.5f, top_min.y + h * 0.5f);
    const ImVec2 look = DirVector(facing);
    const float eye_dx = w * 0.17f;
    const float eye_y = center.y - h * 0.08f;
    const float eye_r = w * 0.095f;
    const float thickness = std::max(1.2f, w * 0.045f);
    for (int side = -1; side <= 1; side += 2)
    {
        const ImVec2 eye(center.x + static_cast<float>(side) * eye_dx, eye_y);
        if (won)
        {
            // Happy closed eyes: little arches.
            draw->PathArcTo(ImVec2(eye.x, eye.y + eye_r * 0.4f), eye_r, kPi * 1.1f, kPi * 1.9f, 12);
            draw->PathStroke(colors::PlayerFace, 0, thickness);
            continue;
        }
        draw->AddCircleFilled(eye, eye_r, IM_COL32(255, 248, 236, 255), 16);
        const ImVec2 pupil(eye.x + look.x * eye_r * 0.45f, eye.y + look.y * eye_r * 0.45f);
        draw->AddCircleFilled(pupil, eye_r * 0.55f, colors::PlayerFace, 12);
    }
    // Smile.
    const float smile_r = w * (won ? 0.2f : 0.15f);
    draw->PathArcTo(ImVec2(center.x, center.y + h * 0.06f), smile_r, kPi * 0.2f, kPi * 0.8f, 16);
    draw->PathStroke(colors::PlayerFace, 0, thickness);
}

static void DrawPiece(ImDrawList* draw, const ImVec2& cell_min, float cell, Piece piece, int seed,
                      slide::Dir facing, bool won)
{
    const PieceStyle style = StyleOf(piece);
    const float inset = Inset(cell);
    const float depth = Depth(cell);
    const float rounding = style.Rounding * cell;
    const ImVec2 min = Add(cell_min, ImVec2(inset, inset));
    const ImVec2 max = Add(cell_min, ImVec2(cell - inset, cell - inset));
    const ImVec2 top_max(max.x, max.y - depth);

    draw->AddRectFilled(min, max, style.Side, rounding);           // the side, seen below the top face
    draw->AddRectFilled(min, top_max, style.Top, rounding);        // the top face
    // Light from above: a soft sheen along the top edge.
    const float sheen = std::max(1.0f, cell * 0.05f);
    draw->AddRectFilled(Add(min, ImVec2(rounding * 0.6f, sheen)), ImVec2(top_max.x - rounding * 0.6f, min.y + sheen * 2.2f),
                        IM_COL32(255, 255, 255, 46), sheen);

    const float face = top_max.x - min.x;
    switch (piece)
    {
    case Piece::Stone:
        DrawStoneSpecks(draw, min, face, seed);
        break;
    case Piece::Mover:
    {
        // A recessed panel, so moving blocks read as crates, not walls.
        const float p = face * 0.2f;
        draw->AddRect(Add(min, ImVec2(p, p)), ImVec2(top_max.x - p, top_max.y - p), colors::MoverInset,
                      rounding * 0.5f, 0, std::max(1.0f, cell * 0.035f));
        break;
    }
    case Piece::Player:
        if (won)
            draw->AddRect(Add(min, ImVec2(-2, -2)), Add(max, ImVec2(2, 2)), WithAlpha(colors::Good, 0.9f), rounding + 2.0f, 0,
                          std::max(1.5f, cell * 0.04f));
        DrawPlayerFace(draw, min, top_max, facing, won);
        break;
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Board
//-----------------------------------------------------------------------------

// `wave` in -1..1 makes the glow pulse (AmbientWave), 0 holds it steady.
static void DrawGoal(ImDrawList* draw, const ImVec2& cell_min, float cell, float wave, bool occupied, bool won)
{
    const float pulse = 0.75f + 0.25f * wave;
    const float inset = Inset(cell);
    const ImVec2 min = Add(cell_min, ImVec2(inset, inset));
    const ImVec2 max = Add(cell_min, ImVec2(cell - inset, cell - inset));
    const float rounding = cell * 0.2f;
    const ImU32 glow = won ? colors::AccentWarm : colors::Goal;
    if (!occupied)
        draw->AddRectFilled(min, max, WithAlpha(glow, 0.10f * pulse), rounding);
    // The glow: outlines fading outwards.
    const float step = std::max(1.0f, cell * 0.035f);
    for (int i = 3; i >= 0; --i)
    {
        const float grow = step * static_cast<float>(i);
        const float alpha = (i == 0 ? 0.95f : 0.32f / static_cast<float>(i)) * pulse;
        draw->AddRect(ImVec2(min.x - grow, min.y - grow), ImVec2(max.x + grow, max.y + grow), WithAlpha(glow, alpha),
                      rounding + grow, 0, std::max(1.5f, cell * 0.04f));
    }
    if (!occupied)
    {
        const ImVec2 c(cell_min.x + cell * 0.5f, cell_min.y + cell * 0.5f);
        draw->AddCircle(c, cell * 0.16f, WithAlpha(glow, 0.8f * pulse), 24, std::max(1.5f, cell * 0.035f));
        draw->AddCircleFilled(c, cell * 0.06f, WithAlpha(glow, 0.9f * pulse), 16);
    }
}

static void DrawHintArrow(ImDrawList* draw, const ImVec2& from, float cell, slide::Dir dir)
{
    const ImVec2 d = DirVector(dir);
    const ImVec2 n(-d.y, d.x);
    const float wave = AmbientWave(6.0);
    const float pulse = 0.65f + 0.35f * wave;
    const float bob = cell * 0.06f * wave;
    const ImVec2 a(from.x + d.x * (cell * 0.55f + bob), from.y + d.y * (cell * 0.55f + bob));
    const ImVec2 b(from.x + d.x * (cell * 1.05f + bob), from.y + d.y * (cell * 1.05f + bob));
    const float head = cell * 0.22f;
    const ImVec2 tip(b.x + d.x * head, b.y + d.y * head);
    const ImVec2 l(b.x + n.x * head, b.y + n.y * head);
    const ImVec2 r(b.x - n.x * head, b.y - n.y * head);
    const float thick = std::max(2.0f, cell * 0.09f);
    const ImU32 outline = WithAlpha(IM_COL32(20, 12, 4, 255), 0.7f * pulse);
    draw->AddLine(a, b, outline, thick + 3.0f);
    draw->AddTriangleFilled(Add(tip, ImVec2(d.x * 2, d.y * 2)), Add(l, ImVec2(n.x * 2 - d.x, n.y * 2 - d.y)),
                            Add(r, ImVec2(-n.x * 2 - d.x, -n.y * 2 - d.y)), outline);
    draw->AddLine(a, b, WithAlpha(colors::AccentWarm, pulse), thick);
    draw->AddTriangleFilled(tip, l, r, WithAlpha(colors::AccentWarm, pulse));
}

void DrawSlideBoard(ImDrawList* draw, const SlideBoardGeometry& g, const slide::Layout& layout,
                    const slide::State& state, const SlideBoardLook& look)
{
    const float cell = g.Cell;
    const ScreenRect board = g.Board();

    // --- Slab: drop shadow, base, rim ---
    const float drop = cell * 0.12f;
    draw->AddRectFilled(ImVec2(board.Min.x - drop * 0.5f, board.Min.y + drop * 0.5f),
                        ImVec2(board.Max.x + drop * 0.5f, board.Max.y + drop * 1.5f), IM_COL32(0, 0, 0, 70), g.Rim * 1.2f + drop);
    draw->AddRectFilled(board.Min, board.Max, colors::BoardBase, g.Rim * 1.2f);
    draw->AddRect(board.Min, board.Max, colors::BoardRim, g.Rim * 1.2f, 0, std::max(1.0f, cell * 0.03f));

    // --- Floor tiles ---
    const float tile_inset = std::max(1.0f, cell * 0.045f);
    const ImU32 tile = look.Editing ? colors::TileEdit : colors::Tile;
    for (int y = 0; y < g.Height; ++y)
        for (int x = 0; x < g.Width; ++x)
        {
            const ImVec2 min = g.CellMin(x, y);
            draw->AddRectFilled(Add(min, ImVec2(tile_inset, tile_inset)), Add(min, ImVec2(cell - tile_inset, cell - tile_inset)),
                                tile, cell * 0.14f);
        }

    // --- Where the moving pieces are drawn this frame ---
    struct Drawn { ImVec2 Min; bool Player; };
    std::vector<Drawn> movers;
    if (look.Paths != nullptr)
    {
        for (const slide::BlockPath& path : *look.Paths)
        {
            const ImVec2 from = g.CellMin(slide::cell_x(path.from), slide::cell_y(path.from));
            const ImVec2 to = g.CellMin(slide::cell_x(path.to), slide::cell_y(path.to));
            movers.push_back({Lerp(from, to, look.Progress), path.player});
        }
    }
    else
    {
        for (int y = 0; y < g.Height; ++y)
            for (int x = 0; x < g.Width; ++x)
            {
                const slide::Cell c = slide::cell_at(layout, state, x, y);
                if (c == slide::Cell::Moving || c == slide::Cell::Player)
                    movers.push_back({g.CellMin(x, y), c == slide::Cell::Player});
            }
    }
    // The player last, so it is never hidden under a block passing by.
    std::stable_sort(movers.begin(), movers.end(), [](const Drawn& a, const Drawn& b) { return !a.Player && b.Player; });

    // --- Goal (under the pieces) ---
    const int goal_x = slide::cell_x(layout.goal);
    const int goal_y = slide::cell_y(layout.goal);
    const bool goal_inside = layout.inside(goal_x, goal_y);
    const bool goal_occupied = look.Paths == nullptr && slide::cell_at(layout, state, goal_x, goal_y) != slide::Cell::Empty;
    if (goal_inside)
        DrawGoal(draw, g.CellMin(goal_x, goal_y), cell, AmbientWave(3.0), goal_occupied, look.Won);

    // --- Shadows, then bodies ---
    for (int y = 0; y < g.Height; ++y)
        for (int x = 0; x < g.Width; ++x)
            if (layout.stationary(x, y))
                DrawPieceShadow(draw, g.CellMin(x, y), cell, Piece::Stone);
    for (const Drawn& m : movers)
        DrawPieceShadow(draw, m.Min, cell, m.Player ? Piece::Player : Piece::Mover);
    for (int y = 0; y < g.Height; ++y)
        for (int x = 0; x < g.Width; ++x)
            if (layout.stationary(x, y))
                DrawPiece(draw, g.CellMin(x, y), cell, Piece::Stone, slide::cell_index(x, y), look.Facing, false);
    for (const Drawn& m : movers)
        DrawPiece(draw, m.Min, cell, m.Player ? Piece::Player : Piece::Mover, 0, look.Facing, look.Won && m.Player);

    // A covered goal still shows where it is: a thin ring over the piece.
    if (goal_inside && goal_occupied && !look.Won)
    {
        const ImVec2 min = g.CellMin(goal_x, goal_y);
        const float inset = Inset(cell) * 0.5f;
        draw->AddRect(Add(min, ImVec2(inset, inset)), Add(min, ImVec2(cell - inset, cell - inset)),
                      WithAlpha(colors::Goal, 0.85f), cell * 0.22f, 0, std::max(1.5f, cell * 0.035f));
    }

    // --- Hint arrow from the player ---
    if (look.ShowHint && look.Paths == nullptr)
        DrawHintArrow(draw, g.IndexCenter(static_cast<int>(state.player)), cell, look.Hint);

    // --- Editor: the cell the tool would paint ---
    if (look.Editing && look.HoverX >= 0)
    {
        const ImVec2 min = g.CellMin(look.HoverX, look.HoverY);
        const ImVec2 max = Add(min, ImVec2(cell, cell));
        draw->AddRectFilled(min, max, WithAlpha(look.HoverColor, 0.16f), cell * 0.16f);
        draw->AddRect(min, max, WithAlpha(look.HoverColor, 0.95f), cell * 0.16f, 0, std::max(1.5f, cell * 0.04f));
    }
}

void DrawSlideToolSwatch(ImDrawList* draw, const ImVec2& min, float size, slide::EditTool tool)
{
    switch (tool)
    {
    case slide::EditTool::Player: DrawPiece(draw, min, size, Piece::Player, 0, slide::Dir::Down, false); break;
    case slide::EditTool::Stationary: DrawPiece(draw, min, size, Piece::Stone, 7, slide::Dir::Down, false); break;
    case slide::EditTool::Moving: DrawPiece(draw, min, size, Piece::Mover, 0, slide::Dir::Down, false); break;
    case slide::EditTool::Goal: DrawGoal(draw, min, size, 0.0f, false, false); break;
    case slide::EditTool::Erase:
    {
        const float inset = size * 0.18f;
        draw->AddRectFilled(Add(min, ImVec2(inset, inset)), Add(min, ImVec2(size - inset, size - inset)), colors::Tile, size * 0.14f);
        const float t = std::max(1.5f, size * 0.08f);
        draw->AddLine(Add(min, ImVec2(size * 0.32f, size * 0.32f)), Add(min, ImVec2(size * 0.68f, size * 0.68f)), colors::Bad, t);
        draw->AddLine(Add(min, ImVec2(size * 0.68f, size * 0.32f)), Add(min, ImVec2(size * 0.32f, size * 0.68f)), colors::Bad, t);
        break;
    }
    case slide::EditTool::Count: break;
    }
}

void DrawSlideToolPalette(slide::EditTool* current)
{
    // Tool palette: a swatch drawn like the board's pieces, and its name.
    static const char* const kToolHooks[] = {"tool_player", "tool_stone", "tool_block", "tool_goal", "tool_erase"};
    const int count = static_cast<int>(slide::EditTool::Count);
    static_assert(sizeof(kToolHooks) / sizeof(kToolHooks[0]) == static_cast<int>(slide::EditTool::Count), "one hook per tool");
    const float spacing = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    const float w = std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(count - 1)) / static_cast<float>(count));
    const float h = w + ImGui::GetTextLineHeight() * 0.9f;
    for (int i = 0; i < count; ++i)
    {
        const slide::EditTool tool = static_cast<slide::EditTool>(i);
        if (i > 0)
            ImGui::SameLine(0, spacing);
        ImGui::PushID(i);
        const ImVec2 min = ImGui::GetCursorScreenPos();
        const bool selected = *current == tool;
        if (ImGui::InvisibleButton("##tool", ImVec2(w, h)))
            *current = tool;
        TestHooks_RecordItem(kToolHooks[i]);
        const bool hovered = ImGui::IsItemHovered();
        ImGui::PopID();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        draw->AddRectFilled(min, ImVec2(min.x + w, min.y + h),
                            ImGui::GetColorU32(selected ? ImGuiCol_ButtonActive : hovered ? ImGuiCol_ButtonHovered : ImGuiCol_Button), 8.0f);
        if (selected)
            draw->AddRect(min, ImVec2(min.x + w, min.y + h), colors::Accent, 8.0f, 0, 2.0f);
        const float swatch = w * 0.62f;
        DrawSlideToolSwatch(draw, ImVec2(min.x + (w - swatch) * 0.5f, min.y + 3.0f), swatch, tool);
        // The name, a size smaller than the panel's text.
        const char* name = slide::edit_tool_name(tool);
        const float size = ImGui::GetFontSize() * 0.8f;
        const float text_w = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, name).x;
        draw->AddText(ImGui::GetFont(), size, ImVec2(min.x + (w - text_w) * 0.5f, min.y + swatch + 5.0f), colors::TextMain, name);
    }
}

const char* SlideDirArrow(slide::Dir dir)
{
    switch (dir)
    {
    case slide::Dir::Up: return "↑";     // ↑
    case slide::Dir::Down: return "↓";   // ↓
    case slide::Dir::Left: return "←";   // ←
    case slide::Dir::Right: return "→";  // →
    }
    return "?";
}

bool DrawSlideArrowPad(bool compact, bool enabled, bool has_hint, slide::Dir hint, slide::Dir* dir)
{
    // Arrow pad: an inverted T, like a keyboard's arrows; one row in the
    // compact top panel, where height is scarce. The hinted direction glows amber.
    ImGui::Spacing();
    const float spacing = compact ? ImGui::GetStyle().ItemSpacing.x : 6.0f;
    const float pad = compact ? RowButtonWidth(4) : 48.0f;
    const float pad_h = compact ? ImGui::GetFrameHeight() + 6.0f : 38.0f;
    const float left = compact ? ImGui::GetCursorPosX()
                               : ImGui::GetCursorPosX() + std::floor((ImGui::GetContentRegionAvail().x - 3.0f * pad - 2.0f * spacing) * 0.5f);
    struct Arrow { slide::Dir Dir; const char* Hook; int Col, Row, CompactCol; };
    const Arrow arrows[] = {{slide::Dir::Up, "up", 1, 0, 1}, {slide::Dir::Left, "left", 0, 1, 0},
                            {slide::Dir::Right, "right", 2, 1, 3}, {slide::Dir::Down, "down", 1, 1, 2}};
    const float top = ImGui::GetCursorPosY();
    bool any = false;
    ImGui::BeginDisabled(!enabled);
    for (const Arrow& arrow : arrows)
    {
        const float col = static_cast<float>(compact ? arrow.CompactCol : arrow.Col);
        const float row = static_cast<float>(compact ? 0 : arrow.Row);
        ImGui::SetCursorPos(ImVec2(left + col * (pad + spacing), top + row * (pad_h + spacing)));
        const bool hinted = has_hint && hint == arrow.Dir;
        if (hinted)
        {
            const float pulse = 0.75f + 0.25f * AmbientWave(6.0);
            ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(1.0f, 0.71f, 0.28f, pulse));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(1.0f, 0.78f, 0.4f, 1.0f));
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.2f, 0.1f, 0.03f, 1.0f));
        }
        ImGui::PushID(arrow.Hook);
        ImGui::PushFont(g_Fonts.Heading);
        const bool pressed = ImGui::Button(SlideDirArrow(arrow.Dir), ImVec2(pad, pad_h));
        ImGui::PopFont();
        ImGui::PopID();
        TestHooks_RecordItem(arrow.Hook);
        if (hinted)
            ImGui::PopStyleColor(3);
        if (pressed)
        {
            *dir = arrow.Dir;
            any = true;
        }
    }
    ImGui::EndDisabled();
    ImGui::SetCursorPosY(top + (compact ? 1.0f : 2.0f) * (pad_h + spacing));
    return any;

}

}  // namespace pgw::app

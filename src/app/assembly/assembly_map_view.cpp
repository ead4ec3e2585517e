// assembly_map_view.cpp — see assembly_map_view.hpp.
#include "app/assembly/assembly_map_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "assembly/text.hpp"
#include "imgui.h"

namespace pgw::app {

using namespace pgw::assembly;

namespace {

// A tile's colour: its index spread around the hue circle, muted.
ImU32 TileColor(int tile)
{
    const float hue = std::fmod(static_cast<float>(tile) * 0.618034f, 1.0f);
    float r, g, b;
    ImGui::ColorConvertHSVtoRGB(hue, 0.45f, 0.62f, r, g, b);
    return ImGui::ColorConvertFloat4ToU32(ImVec4(r, g, b, 1.0f));
}

// "+nature_01" → "nature_01", "mansion/mansion_main" → "mansion_main": what fits on a tile.
std::string ShortName(const std::string& id)
{
    std::string name = id.substr(id.find_last_of('/') == std::string::npos ? 0 : id.find_last_of('/') + 1);
    return !name.empty() && name[0] == '+' ? name.substr(1) : name;
}

}  // namespace

std::vector<int> AssemblyOwners(const Ump& ump, int width, int height, const std::vector<Placement>& placed)
{
    std::vector<int> owner(static_cast<std::size_t>(width + 2) * (height + 2), -1);
    for (std::size_t i = 0; i < placed.size(); ++i)
    {
        const Tile& tile = ump.tiles[placed[i].tile];
        for (int ty = 0; ty < tile.height; ++ty)
            for (int tx = 0; tx < tile.width; ++tx)
            {
                const int x = placed[i].x + tx, y = placed[i].y + ty;
                if ((tile.at(tx, ty) & kSolid) && x >= 1 && y >= 1 && x <= width && y <= height)
                    owner[static_cast<std::size_t>(y) * (width + 2) + x] = static_cast<int>(i);
            }
    }
    return owner;
}

void AssemblyMapView::ShowMap(const std::string& key)
{
    if (m_Map == key)
        return;
    m_Map = key;
    m_Camera.Reset();
}

void AssemblyMapView::Frame(const ScreenRect& field, const Ump& ump, const Assembly& a, const AssemblyMapLook& shown,
                            const std::vector<int>& owner, const std::vector<Action>& actions)
{
    const int w = a.width, h = a.height;
    // Fitted to the field, then through the camera (pinch, wheel, drag).
    const float fitted_cell = std::floor(std::fmin(field.Width() / w, field.Height() / h));
    const ImVec2 fitted_origin(std::floor(field.Min.x + (field.Width() - fitted_cell * w) * 0.5f),
                               std::floor(field.Min.y + (field.Height() - fitted_cell * h) * 0.5f));
    const bool pointer_over = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(field.Min, field.Max);
    const ScreenRect shown_rect = m_Camera.Update(
        field, ScreenRect{fitted_origin, ImVec2(fitted_origin.x + fitted_cell * w, fitted_origin.y + fitted_cell * h)},
        actions, pointer_over, true);
    const float cell = shown_rect.Width() / static_cast<float>(w);
    const ImVec2 origin = shown_rect.Min;
    ImGui::PushClipRect(field.Min, field.Max, true);
    // Map square (x, y), 1-based with y up, as a screen rectangle.
    const auto square = [&](int x, int y) {
        const ImVec2 min(origin.x + (x - 1) * cell, origin.y + (h - y) * cell);
        return ScreenRect{min, ImVec2(min.x + cell, min.y + cell)};
    };
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(ImVec2(origin.x - 4, origin.y - 4), ImVec2(origin.x + cell * w + 4, origin.y + cell * h + 4),
                        colors::BoardRim, 6.0f);
    const auto owner_at = [&](int x, int y) {
        return x >= 1 && y >= 1 && x <= w && y <= h ? owner[static_cast<std::size_t>(y) * (w + 2) + x] : -2;
    };
    for (int y = 1; y <= h; ++y)
        for (int x = 1; x <= w; ++x)
        {
            const ScreenRect r = square(x, y);
            const int o = owner_at(x, y);
            draw->AddRectFilled(r.Min, r.Max, o >= 0 ? TileColor((*shown.Placed)[o].tile) : colors::Tile);
            if (o < 0)  // an empty square: a cross
                draw->AddLine(ImVec2(r.Min.x + 4, r.Min.y + 4), ImVec2(r.Max.x - 4, r.Max.y - 4), colors::BoardRim);
        }
    // Outlines where neighbouring squares belong to different tiles.
    const ImU32 edge = IM_COL32(14, 18, 27, 255);
    for (int y = 1; y <= h; ++y)
        for (int x = 1; x <= w; ++x)
        {
            const ScreenRect r = square(x, y);
            const int o = owner_at(x, y);
            if (owner_at(x + 1, y) != o)
                draw->AddLine(ImVec2(r.Max.x, r.Min.y), r.Max, edge, 2.0f);
            if (owner_at(x, y - 1) != o)
                draw->AddLine(ImVec2(r.Min.x, r.Max.y), r.Max, edge, 2.0f);
            if (owner_at(x - 1, y) != o)
                draw->AddLine(r.Min, ImVec2(r.Min.x, r.Max.y), edge, 2.0f);
            if (owner_at(x, y + 1) != o)
                draw->AddLine(r.Min, ImVec2(r.Max.x, r.Min.y), edge, 2.0f);
        }
    // Labels: each tile's short name in the middle of its squares, when it fits.
    struct Centre { float X = 0, Y = 0; int Squares = 0; };
    std::vector<Centre> centres(shown.Placed->size());
    for (int y = 1; y <= h; ++y)
        for (int x = 1; x <= w; ++x)
            if (const int o = owner_at(x, y); o >= 0)
            {
                centres[o].X += x;
                centres[o].Y += y;
                ++centres[o].Squares;
            }
    // Bigger tiles are labelled first; a label that would touch one already drawn is left out.
    std::vector<std::size_t> order(shown.Placed->size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return centres[a].Squares > centres[b].Squares; });
    std::vector<ScreenRect> drawn;
    for (const std::size_t i : order)
    {
        const float sx = centres[i].X, sy = centres[i].Y;
        const int n = centres[i].Squares;
        if (n == 0)
            continue;
        const std::string name = ShortName(ump.tiles[(*shown.Placed)[i].tile].id);
        const ImVec2 size = ImGui::CalcTextSize(name.c_str());
        if (size.x > cell * std::sqrt(static_cast<float>(n)) * 0.95f)
            continue;
        const ScreenRect c = square(static_cast<int>(std::lround(sx / n)), static_cast<int>(std::lround(sy / n)));
        const ImVec2 at(c.Min.x + (cell - size.x) * 0.5f, c.Min.y + (cell - size.y) * 0.5f);
        const ScreenRect box{ImVec2(at.x - 4.0f, at.y - 1.0f), ImVec2(at.x + size.x + 4.0f, at.y + size.y + 1.0f)};
        const auto touches = [&box](const ScreenRect& o) {
            return box.Min.x < o.Max.x && o.Min.x < box.Max.x && box.Min.y < o.Max.y && o.Min.y < box.Max.y;
        };
        if (std::any_of(drawn.begin(), drawn.end(), touches))
            continue;
        drawn.push_back(box);
        draw->AddText(at, colors::TextMain, name.c_str());
    }
    if (shown.MarkX >= 1)
    {
        const ScreenRect r = square(shown.MarkX, shown.MarkY);
        draw->AddRect(r.Min, r.Max, colors::Bad, 2.0f, 0, 3.0f);
    }
    // Warnings: an amber corner on each square that has one; the one hovered in the panel outlined.
    if (shown.Warnings != nullptr)
    {
        const float size = std::fmax(7.0f, std::fmin(cell * 0.3f, 16.0f));
        for (std::size_t i = 0; i < shown.Warnings->size(); ++i)
        {
            const Warning& warning = (*shown.Warnings)[i];
            const ScreenRect r = square(warning.x, warning.y);
            draw->AddTriangleFilled(ImVec2(r.Max.x - size - 1.0f, r.Min.y + 1.0f), ImVec2(r.Max.x - 1.0f, r.Min.y + 1.0f),
                                    ImVec2(r.Max.x - 1.0f, r.Min.y + size + 1.0f), colors::Warn);
            if (static_cast<int>(i) == shown.HoverWarning)
                draw->AddRect(r.Min, r.Max, colors::Warn, 2.0f, 0, 3.0f);
        }
    }
    TestHooks_RecordRect("map", origin, ImVec2(origin.x + cell * w, origin.y + cell * h));

    // Hover: the square under the pointer (a tap, on touch).
    const ImVec2 visible_min(std::fmax(field.Min.x, origin.x), std::fmax(field.Min.y, origin.y));
    const ImVec2 visible_max(std::fmin(field.Max.x, origin.x + cell * w), std::fmin(field.Max.y, origin.y + cell * h));
    ImGui::SetCursorScreenPos(visible_min);
    ImGui::InvisibleButton("##assembly_map", ImVec2(std::fmax(1.0f, visible_max.x - visible_min.x),
                                                   std::fmax(1.0f, visible_max.y - visible_min.y)));
    ImGui::SetItemAllowOverlap();  // the zoom buttons lie on the map
    UiItems_MarkLastBackground();
    m_HoverX = m_HoverY = -1;
    if (ImGui::IsItemHovered() && cell > 0 && !m_Camera.PressIsGesture())
    {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        m_HoverX = 1 + static_cast<int>((mouse.x - origin.x) / cell);
        m_HoverY = h - static_cast<int>((mouse.y - origin.y) / cell);
        if (m_HoverX >= 1 && m_HoverX <= w && m_HoverY >= 1 && m_HoverY <= h)
        {
            const ScreenRect r = square(m_HoverX, m_HoverY);
            draw->AddRect(r.Min, r.Max, colors::AccentWarm, 2.0f, 0, 2.5f);
            DrawHoverTooltip(ump, w, m_HoverX, m_HoverY, owner, shown);
        }
    }
    ImGui::PopClipRect();
    if (fitted_cell < 44.0f || m_Camera.Zoom() > 1.0f)
        m_Camera.DrawControls(field, "map_");
}

void AssemblyMapView::DrawHoverTooltip(const Ump& ump, int w, int x, int y, const std::vector<int>& owner,
                                       const AssemblyMapLook& shown) const
{
    const int o = owner[static_cast<std::size_t>(y) * (w + 2) + x];
    ImGui::BeginTooltip();
    ImGui::Text("Square %d, %d", x, y);
    // What the file says against itself here (the game assembles it anyway).
    if (shown.Warnings != nullptr)
        for (const Warning& warning : *shown.Warnings)
            if (warning.x == x && warning.y == y)
            {
                ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Warn).Value);
                ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
                ImGui::TextWrapped("Warning: %s", warning.text.c_str());
                ImGui::PopTextWrapPos();
                ImGui::PopStyleColor();
            }
    if (o < 0)
    {
        ImGui::TextUnformatted("Not covered");
        ImGui::EndTooltip();
        return;
    }
    const Placement& p = (*shown.Placed)[o];
    const Tile& tile = ump.tiles[p.tile];
    ImGui::Text("%s (placed at %d %d, %d×%d with its ring)", tile.id.c_str(), p.x, p.y, tile.width, tile.height);
    ImGui::Text("This square: %s", mask_text(tile.at(x - p.x, y - p.y)).c_str());
    // What the tile asks of its four sides here: its own next cells.
    static const struct { const char* Name; int Dx, Dy; } kSides[] = {{"north", 0, 1}, {"east", 1, 0}, {"south", 0, -1}, {"west", -1, 0}};
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    for (const auto& side : kSides)
    {
        const int tx = x - p.x + side.Dx, ty = y - p.y + side.Dy;
        if (tx < 0 || ty < 0 || tx >= tile.width || ty >= tile.height)
            continue;
        const Mask m = tile.at(tx, ty);
        ImGui::Text("%s: %s", side.Name, (m & kSolid) ? "its own square" : ("needs " + mask_text(m)).c_str());
    }
    ImGui::PopStyleColor();
    ImGui::EndTooltip();
}

}  // namespace pgw::app

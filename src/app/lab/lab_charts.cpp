// lab_charts.cpp — see lab_charts.hpp.
#include "app/lab/lab_charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "imgui_internal.h"

namespace pgw::app {

namespace {

constexpr float kMinCell = 44.0f;  // a finger's width: cells narrower scroll sideways

ImU32 Mix(const int a[3], const int b[3], float t)
{
    return IM_COL32(static_cast<int>(a[0] + (b[0] - a[0]) * t), static_cast<int>(a[1] + (b[1] - a[1]) * t),
                    static_cast<int>(a[2] + (b[2] - a[2]) * t), 255);
}

// Dark text on the ramp's light end, light text on its dark end.
ImU32 TextOn(float t)
{
    return t > 0.55f ? IM_COL32(20, 20, 28, 255) : IM_COL32(245, 245, 250, 255);
}

// An invisible button at `min`–`max`, named for screen readers; true when pressed.
bool HitButton(const char* id, const ImVec2& min, const ImVec2& max, const std::string& name)
{
    ImGui::SetCursorScreenPos(min);
    const bool pressed = ImGui::InvisibleButton(id, ImVec2(std::fmax(1.0f, max.x - min.x), std::fmax(1.0f, max.y - min.y)));
    UiItems_Describe(GImGui->LastItemData.ID, UiRole::Button, name.c_str());
    if (ImGui::IsItemHovered() && !name.empty())
        ImGui::SetTooltip("%s", name.c_str());
    return pressed;
}

std::string Short(double value)
{
    char text[32];
    if (std::fabs(value) >= 100.0 || value == std::floor(value))
        std::snprintf(text, sizeof text, "%.0f", value);
    else if (std::fabs(value) >= 10.0)
        std::snprintf(text, sizeof text, "%.1f", value);
    else
        std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

}  // namespace

ImU32 LabRampColor(float t)
{
    static const int kStops[5][3] = {{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
    t = std::fmin(1.0f, std::fmax(0.0f, t));
    const float at = t * 4.0f;
    const int i = std::min(3, static_cast<int>(at));
    return Mix(kStops[i], kStops[i + 1], at - static_cast<float>(i));
}

int DrawLabHeatmap(const char* id, const LabHeatmap& map, float width)
{
    int picked = -1;
    const int cells = map.Rows * map.Cols;
    if (cells <= 0)
        return picked;
    const float line = ImGui::GetTextLineHeight();
    float label_w = 0.0f;
    if (map.Rows > 1)
    {
        label_w = ImGui::CalcTextSize(map.RowTitle.c_str()).x;
        for (const std::string& label : map.RowLabels)
            label_w = std::fmax(label_w, ImGui::CalcTextSize(label.c_str()).x);
        label_w += 12.0f;
    }
    const float head_h = line * (map.ColTitle.empty() ? 1.0f : 2.0f) + 6.0f;
    const float cell_w = std::floor(std::fmax(kMinCell, (width - label_w) / static_cast<float>(map.Cols)));
    const float cell_h = std::floor(std::fmin(64.0f, std::fmax(kMinCell, cell_w * 0.55f)));
    const float grid_w = label_w + cell_w * static_cast<float>(map.Cols);
    const float grid_h = head_h + cell_h * static_cast<float>(map.Rows);
    const bool scrolls = grid_w > width + 0.5f;
    const float child_h = grid_h + (scrolls ? ImGui::GetStyle().ScrollbarSize + 4.0f : 0.0f);
    ImGui::BeginChild(id, ImVec2(width, child_h), false, scrolls ? ImGuiWindowFlags_HorizontalScrollbar : 0);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    // Headings: the inner sweep's values over the columns, the outer one's beside the rows.
    const float values_y = at.y + head_h - line - 4.0f;
    if (!map.ColTitle.empty())
    {
        const float tw = ImGui::CalcTextSize(map.ColTitle.c_str()).x;
        draw->AddText(ImVec2(at.x + label_w + std::fmax(0.0f, (cell_w * map.Cols - tw) * 0.5f), at.y), colors::TextDim,
                      map.ColTitle.c_str());
    }
    if (map.Rows > 1)
        draw->AddText(ImVec2(at.x, values_y), colors::TextDim, map.RowTitle.c_str());
    for (int c = 0; c < map.Cols && c < static_cast<int>(map.ColLabels.size()); ++c)
    {
        const char* text = map.ColLabels[static_cast<std::size_t>(c)].c_str();
        const float tw = ImGui::CalcTextSize(text).x;
        const float x = at.x + label_w + cell_w * static_cast<float>(c) + (cell_w - tw) * 0.5f;
        ImGui::PushClipRect(ImVec2(at.x + label_w + cell_w * c, at.y), ImVec2(at.x + label_w + cell_w * (c + 1), at.y + head_h), true);
        draw->AddText(ImVec2(x, values_y), colors::TextMain, text);
        ImGui::PopClipRect();
    }
    double lo = 0.0, hi = 0.0;
    bool any = false;
    for (double v : map.Values)
        if (!std::isnan(v))
        {
            lo = any ? std::fmin(lo, v) : v;
            hi = any ? std::fmax(hi, v) : v;
            any = true;
        }
    const bool buttons = cells <= kLabChartButtons;
    for (int r = 0; r < map.Rows; ++r)
    {
        const float y = at.y + head_h + cell_h * static_cast<float>(r);
        if (map.Rows > 1 && r < static_cast<int>(map.RowLabels.size()))
            draw->AddText(ImVec2(at.x, y + (cell_h - line) * 0.5f), colors::TextMain,
                          map.RowLabels[static_cast<std::size_t>(r)].c_str());
        for (int c = 0; c < map.Cols; ++c)
        {
            const int i = r * map.Cols + c;
            const ImVec2 min(at.x + label_w + cell_w * static_cast<float>(c), y);
            const ImVec2 max(min.x + cell_w, min.y + cell_h);
            const double v = i < static_cast<int>(map.Values.size()) ? map.Values[static_cast<std::size_t>(i)] : NAN;
            const float t = !std::isnan(v) && hi > lo ? static_cast<float>((v - lo) / (hi - lo)) : 0.5f;
            const ImU32 fill = std::isnan(v) ? colors::PanelEdge : LabRampColor(t);
            draw->AddRectFilled(ImVec2(min.x + 1.0f, min.y + 1.0f), ImVec2(max.x - 1.0f, max.y - 1.0f), fill, 3.0f);
            if (i < static_cast<int>(map.Texts.size()))
            {
                const char* text = map.Texts[static_cast<std::size_t>(i)].c_str();
                const ImVec2 ts = ImGui::CalcTextSize(text);
                if (ts.x < cell_w - 4.0f)
                    draw->AddText(ImVec2(min.x + (cell_w - ts.x) * 0.5f, min.y + (cell_h - ts.y) * 0.5f),
                                  std::isnan(v) ? colors::TextDim : TextOn(t), text);
            }
            if (i == map.Selected)
                draw->AddRect(ImVec2(min.x + 1.0f, min.y + 1.0f), ImVec2(max.x - 1.0f, max.y - 1.0f), colors::AccentWarm,
                              3.0f, 0, 3.0f);
            if (buttons)
            {
                ImGui::PushID(i);
                const std::string& name = i < static_cast<int>(map.Names.size()) ? map.Names[static_cast<std::size_t>(i)]
                                                                                 : map.Texts[static_cast<std::size_t>(i)];
                if (HitButton("##cell", min, max, name))
                    picked = i;
                ImGui::PopID();
            }
        }
    }
    const ImVec2 grid_min(at.x + label_w, at.y + head_h);
    const ImVec2 grid_max(grid_min.x + cell_w * map.Cols, grid_min.y + cell_h * map.Rows);
    if (!buttons)
    {
        // Too many cells for a button each: one area, the cell under the pointer.
        ImGui::SetCursorScreenPos(grid_min);
        const bool pressed = ImGui::InvisibleButton("##cells", ImVec2(grid_max.x - grid_min.x, grid_max.y - grid_min.y));
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        const int c = static_cast<int>((mouse.x - grid_min.x) / cell_w), r = static_cast<int>((mouse.y - grid_min.y) / cell_h);
        const int i = r * map.Cols + c;
        const bool inside = c >= 0 && c < map.Cols && r >= 0 && r < map.Rows && i < static_cast<int>(map.Names.size());
        if (inside && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", map.Names[static_cast<std::size_t>(i)].c_str());
        if (pressed && inside)
            picked = i;
    }
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + grid_h));
    ImGui::Dummy(ImVec2(grid_w, 0.0f));
    // The visible part, for the tests' pixels.
    const ImVec2 clip_min = ImGui::GetWindowPos();
    TestHooks_RecordRect("lab_heatmap", ImVec2(std::fmax(grid_min.x, clip_min.x), grid_min.y),
                         ImVec2(std::fmin(grid_max.x, clip_min.x + width), grid_max.y));
    ImGui::EndChild();
    // The scale: lowest to highest.
    if (any)
    {
        const ImVec2 s = ImGui::GetCursorScreenPos();
        const float bar_w = std::fmin(160.0f, width * 0.4f);
        const std::string low = Short(lo), high = Short(hi);
        ImDrawList* d = ImGui::GetWindowDrawList();
        const float lw = ImGui::CalcTextSize(low.c_str()).x;
        d->AddText(ImVec2(s.x, s.y), colors::TextDim, low.c_str());
        for (int k = 0; k < 16; ++k)
        {
            const float x0 = s.x + lw + 6.0f + bar_w * k / 16.0f;
            d->AddRectFilled(ImVec2(x0, s.y + 3.0f), ImVec2(x0 + bar_w / 16.0f + 0.5f, s.y + line - 3.0f),
                             LabRampColor(static_cast<float>(k) / 15.0f));
        }
        d->AddText(ImVec2(s.x + lw + 12.0f + bar_w, s.y), colors::TextDim, high.c_str());
        ImGui::Dummy(ImVec2(width, line));
    }
    return picked;
}

int DrawLabHistogram(const char* id, const LabHistogram& h, int selected, const char* what, float width, float height)
{
    int picked = -1;
    ImGui::PushID(id);
    const float line = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float chart_h = height - line - 6.0f;
    const ImVec2 base(at.x, at.y + chart_h);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddLine(base, ImVec2(at.x + width, base.y), colors::PanelEdge);
    const int bins = static_cast<int>(h.bins.size());
    if (bins == 0 || h.most == 0)
    {
        draw->AddText(ImVec2(at.x + 8.0f, at.y + chart_h * 0.5f - line * 0.5f), colors::TextDim, "No levels yet.");
        ImGui::Dummy(ImVec2(width, height));
        ImGui::PopID();
        return picked;
    }
    // Bars at most 72 px wide: a few values do not stretch across a desktop.
    const float bar_w = std::fmin(72.0f, width / static_cast<float>(bins));
    const float bars_w = bar_w * static_cast<float>(bins);
    const float gap = bar_w > 8.0f ? 2.0f : 0.5f;
    const bool buttons = bins <= kLabChartButtons;
    float label_end = -1e9f;
    for (int b = 0; b < bins; ++b)
    {
        const LabBin& bin = h.bins[static_cast<std::size_t>(b)];
        const float x0 = at.x + bar_w * static_cast<float>(b);
        const float bh = (chart_h - line - 4.0f) * static_cast<float>(bin.count) / static_cast<float>(h.most);
        const ImVec2 min(x0 + gap, base.y - bh), max(x0 + bar_w - gap, base.y);
        if (bin.count > 0)
            draw->AddRectFilled(min, max, b == selected ? colors::AccentWarm : colors::Accent, bar_w > 8.0f ? 3.0f : 0.0f);
        if (b == selected)
            draw->AddRect(ImVec2(x0, at.y), ImVec2(x0 + bar_w, base.y), colors::AccentWarm, 3.0f, 0, 2.0f);
        if (bin.count > 0)
        {
            const std::string n = std::to_string(bin.count);
            const float tw = ImGui::CalcTextSize(n.c_str()).x;
            if (tw <= bar_w)
                draw->AddText(ImVec2(x0 + (bar_w - tw) * 0.5f, min.y - line - 1.0f), colors::TextDim, n.c_str());
        }
        // The bars' labels where there is room: the first, then any that clears the one before.
        const float lw = ImGui::CalcTextSize(bin.label.c_str()).x;
        const float lx = std::fmin(at.x + std::fmax(bars_w, lw) - lw, std::fmax(at.x, x0 + (bar_w - lw) * 0.5f));
        if (lx >= label_end + 8.0f)
        {
            draw->AddText(ImVec2(lx, base.y + 3.0f), colors::TextDim, bin.label.c_str());
            label_end = lx + lw;
        }
        if (buttons)
        {
            ImGui::PushID(b);
            const std::string name = std::string(what) + " " + bin.label + ": " + std::to_string(bin.count) +
                                     (bin.count == 1 ? " level" : " levels");
            if (HitButton("##bar", ImVec2(x0, at.y), ImVec2(x0 + bar_w, base.y), name))
                picked = b;
            ImGui::PopID();
        }
    }
    TestHooks_RecordRect(id, at, ImVec2(at.x + bars_w, base.y));
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(width, height));
    ImGui::PopID();
    return picked;
}

int DrawLabScatter(const char* id, const std::vector<LabPoint>& points, float x_max, float y_min, float y_max,
                   const char* x_name, const char* y_name, const std::vector<std::string>& y_labels, float width,
                   float height, int selected_record, std::string (*name)(int record, const void* context),
                   const void* context)
{
    int picked = -1;
    ImGui::PushID(id);
    const float line = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // The y axis's labels on the left, the x axis's under the plot.
    float axis_w = ImGui::CalcTextSize(y_name).x;
    for (const std::string& label : y_labels)
        axis_w = std::fmax(axis_w, ImGui::CalcTextSize(label.c_str()).x);
    const std::string y_lo = Short(y_min), y_hi = Short(y_max);
    axis_w = std::fmax(axis_w, std::fmax(ImGui::CalcTextSize(y_lo.c_str()).x, ImGui::CalcTextSize(y_hi.c_str()).x)) + 8.0f;
    const ImVec2 min(at.x + axis_w, at.y + line + 4.0f);
    const ImVec2 max(at.x + width - 6.0f, at.y + height - line - 6.0f);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRect(min, max, colors::PanelEdge);
    draw->AddText(ImVec2(at.x, at.y), colors::TextDim, y_name);
    const float span_y = y_max > y_min ? y_max - y_min : 1.0f;
    const float span_x = x_max > 0.0f ? x_max : 1.0f;
    const auto to_screen = [&](float x, float y) {
        const float pad = 6.0f;
        return ImVec2(min.x + pad + (max.x - min.x - 2 * pad) * (x / span_x),
                      max.y - pad - (max.y - min.y - 2 * pad) * ((y - y_min) / span_y));
    };
    if (y_labels.empty())
    {
        draw->AddText(ImVec2(at.x, to_screen(0, y_max).y - line * 0.5f), colors::TextDim, y_hi.c_str());
        draw->AddText(ImVec2(at.x, to_screen(0, y_min).y - line * 0.5f), colors::TextDim, y_lo.c_str());
    }
    else
    {
        for (std::size_t i = 0; i < y_labels.size(); ++i)
            draw->AddText(ImVec2(at.x, to_screen(0, static_cast<float>(i)).y - line * 0.5f), colors::TextDim,
                          y_labels[i].c_str());
    }
    const std::string x_hi = Short(x_max) + " " + x_name;
    draw->AddText(ImVec2(min.x, max.y + 3.0f), colors::TextDim, "0");
    draw->AddText(ImVec2(max.x - ImGui::CalcTextSize(x_hi.c_str()).x, max.y + 3.0f), colors::TextDim, x_hi.c_str());
    const float r = TouchMetrics() ? 3.5f : 2.5f;
    const ImU32 dot = WithAlpha(colors::Accent, 0.75f);
    for (const LabPoint& p : points)
    {
        const ImVec2 c = to_screen(p.X, p.Y);
        draw->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), dot, r);
    }
    // The dot nearest the pointer, within a finger's reach.
    ImGui::SetCursorScreenPos(min);
    const bool pressed = ImGui::InvisibleButton("##plot", ImVec2(max.x - min.x, max.y - min.y));
    UiItems_Describe(GImGui->LastItemData.ID, UiRole::Other,
                     (std::string(y_name) + " against " + x_name + ", " + std::to_string(points.size()) + " levels").c_str());
    int nearest = -1;
    float best = 22.0f * 22.0f;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (ImGui::IsItemHovered() || pressed)
        for (const LabPoint& p : points)
        {
            const ImVec2 c = to_screen(p.X, p.Y);
            const float d = (c.x - mouse.x) * (c.x - mouse.x) + (c.y - mouse.y) * (c.y - mouse.y);
            if (d < best)
            {
                best = d;
                nearest = p.Record;
            }
        }
    for (const LabPoint& p : points)
        if (p.Record == nearest || p.Record == selected_record)
        {
            const ImVec2 c = to_screen(p.X, p.Y);
            draw->AddCircle(c, r + 4.0f, colors::AccentWarm, 16, 2.0f);
        }
    if (nearest >= 0 && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", name(nearest, context).c_str());
    if (pressed && nearest >= 0)
        picked = nearest;
    TestHooks_RecordRect(id, min, max);
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(width, height));
    ImGui::PopID();
    return picked;
}

}  // namespace pgw::app

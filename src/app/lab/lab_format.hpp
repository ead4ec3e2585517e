// lab_format.hpp — small pieces the Lab view's two files share: numbers and counts as text, a thin bar.
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

#include "app/platform/theme.hpp"
#include "imgui.h"

namespace pgw::app::lab {

inline std::string Num(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

inline std::string Plural(std::size_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A thin bar: `done` of `total`.
inline void Bar(float width, double fraction)
{
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = 8.0f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + h), colors::PanelEdge, h * 0.5f);
    if (fraction > 0.0)
        draw->AddRectFilled(at, ImVec2(at.x + width * static_cast<float>(std::fmin(1.0, fraction)), at.y + h),
                            colors::Good, h * 0.5f);
    ImGui::Dummy(ImVec2(width, h));
}

}  // namespace pgw::app::lab

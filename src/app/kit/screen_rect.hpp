// screen_rect.hpp — a rectangle in CSS pixels (ImGui's screen coordinates).
#pragma once

#include "imgui.h"

namespace pgw::app {

struct ScreenRect {
    ImVec2 Min, Max;
    float Width() const { return Max.x - Min.x; }
    float Height() const { return Max.y - Min.y; }
};

}  // namespace pgw::app

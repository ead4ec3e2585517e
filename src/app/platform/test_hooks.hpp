// test_hooks.hpp — what end-to-end tests read back from the running app.
//
// Widgets record their on-screen rectangle by name right after they are
// submitted; at the end of a frame the set becomes "the last frame's", which
// is what Module.widgetRect() answers (src/app/shell/web_bindings.cpp). Recording is a
// map insert per named widget, cheap enough to stay on in release builds, so
// tests exercise exactly the build users get.
#pragma once

#include <map>
#include <string>

#include "imgui.h"

namespace pgw::app {

struct HookRect {
    float X = 0, Y = 0, W = 0, H = 0;  // CSS pixels from the canvas's top-left
};

// --- Recording (UI code) ---------------------------------------------------
void TestHooks_BeginFrame();
// Records the last submitted ImGui item under `name`, if it is visible.
void TestHooks_RecordItem(const char* name);
void TestHooks_RecordRect(const char* name, const ImVec2& min, const ImVec2& max);
// The frame's rects become the last frame's; counts the frame.
void TestHooks_EndFrame();

// --- Reading (bindings) ----------------------------------------------------
// The named widget as drawn in the last complete frame; all zero if it was not drawn.
HookRect TestHooks_WidgetRect(const std::string& name);
// Every named rectangle of the last complete frame, by name.
const std::map<std::string, HookRect>& TestHooks_AllRects();
unsigned TestHooks_FrameCount();

}  // namespace pgw::app

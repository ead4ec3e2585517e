// theme.hpp — the app's look: ImGui style and the shared colour palette.
//
// One place for colours, so the panel, the board and the popups agree.
#pragma once

#include "imgui.h"

namespace pgw::app {

// Colours as ImU32 (IM_COL32 order: R, G, B, A).
namespace colors {
constexpr ImU32 Backdrop       = IM_COL32(11, 15, 23, 255);    // behind everything
constexpr ImU32 BackdropTop    = IM_COL32(20, 27, 40, 255);    // board area gradient, top
constexpr ImU32 Panel          = IM_COL32(17, 22, 32, 255);
constexpr ImU32 PanelEdge      = IM_COL32(38, 47, 64, 255);
constexpr ImU32 TextMain       = IM_COL32(230, 235, 242, 255);
constexpr ImU32 TextDim        = IM_COL32(136, 148, 168, 255);
constexpr ImU32 Accent         = IM_COL32(53, 182, 201, 255);  // teal: primary actions
constexpr ImU32 AccentWarm     = IM_COL32(255, 182, 72, 255);  // amber: the player, hints
constexpr ImU32 Good           = IM_COL32(92, 240, 165, 255);  // mint: goal, success
constexpr ImU32 Warn           = IM_COL32(255, 196, 92, 255);
constexpr ImU32 Bad            = IM_COL32(255, 107, 107, 255);

// Board
constexpr ImU32 BoardBase      = IM_COL32(24, 31, 45, 255);
constexpr ImU32 BoardRim       = IM_COL32(44, 55, 76, 255);
constexpr ImU32 Tile           = IM_COL32(33, 42, 59, 255);
constexpr ImU32 TileEdit       = IM_COL32(40, 51, 71, 255);
constexpr ImU32 PlayerTop      = IM_COL32(255, 184, 77, 255);
constexpr ImU32 PlayerSide     = IM_COL32(214, 117, 40, 255);
constexpr ImU32 PlayerFace     = IM_COL32(58, 33, 16, 255);
constexpr ImU32 StoneTop       = IM_COL32(128, 137, 152, 255);
constexpr ImU32 StoneSide      = IM_COL32(82, 89, 103, 255);
constexpr ImU32 StoneSpeck     = IM_COL32(104, 112, 126, 255);
constexpr ImU32 MoverTop       = IM_COL32(56, 178, 206, 255);
constexpr ImU32 MoverSide      = IM_COL32(30, 112, 150, 255);
constexpr ImU32 MoverInset     = IM_COL32(140, 226, 240, 110);
constexpr ImU32 Goal           = IM_COL32(92, 240, 165, 255);
constexpr ImU32 Shadow         = IM_COL32(0, 0, 0, 110);
}  // namespace colors

// Returns `color` with its alpha multiplied by `alpha` (0..1).
ImU32 WithAlpha(ImU32 color, float alpha);

// Applies the app's ImGui style (dark, rounded, roomy). Sizes are CSS pixels.
void ApplyTheme();

// Sizes for the input in use: with touch, every widget is at least 44 CSS
// px tall (WCAG 2.5.5) and spaced for fingers. Call before ImGui::NewFrame.
void ApplyInputMetrics(bool touch);
// What the last ApplyInputMetrics was for.
bool TouchMetrics();

// A primary button (teal fill): Generate, Next level.
bool PrimaryButton(const char* label, const ImVec2& size = ImVec2(0, 0));

}  // namespace pgw::app

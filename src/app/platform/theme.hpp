// theme.hpp — the app's look: ImGui style and the shared colour palette.
//
// One place for colours, so the panel, the board and the popups agree.
#pragma once

#include "imgui.h"

namespace pgw::app {

// Colours as ImU32 (IM_COL32 order: R, G, B, A). The page's colours come
// from the palette in use (palette.hpp: dark or light, ApplyTheme sets
// them); the pieces on a board look the same in both.
namespace colors {
extern ImU32 Backdrop;     // behind everything
extern ImU32 BackdropTop;  // board area gradient, top
extern ImU32 Panel;
extern ImU32 PanelEdge;
extern ImU32 PopupBg;      // popups, toasts and notices
extern ImU32 TextMain;
extern ImU32 TextDim;
extern ImU32 Accent;       // teal: primary actions
extern ImU32 AccentWarm;   // amber: the player, hints
extern ImU32 Good;         // mint: goal, success
extern ImU32 Warn;
extern ImU32 Bad;
extern ImU32 Selected;     // the tab or mode in use
extern ImU32 FocusRing;    // the keyboard focus

// Board
extern ImU32 BoardBase;
extern ImU32 BoardRim;
extern ImU32 Tile;
extern ImU32 TileEdit;
extern ImU32 Goal;
extern ImU32 Shadow;
constexpr ImU32 PlayerTop      = IM_COL32(255, 184, 77, 255);
constexpr ImU32 PlayerSide     = IM_COL32(214, 117, 40, 255);
constexpr ImU32 PlayerFace     = IM_COL32(58, 33, 16, 255);
constexpr ImU32 StoneTop       = IM_COL32(128, 137, 152, 255);
constexpr ImU32 StoneSide      = IM_COL32(82, 89, 103, 255);
constexpr ImU32 StoneSpeck     = IM_COL32(104, 112, 126, 255);
constexpr ImU32 MoverTop       = IM_COL32(56, 178, 206, 255);
constexpr ImU32 MoverSide      = IM_COL32(30, 112, 150, 255);
constexpr ImU32 MoverInset     = IM_COL32(140, 226, 240, 110);
}  // namespace colors

// Returns `color` with its alpha multiplied by `alpha` (0..1).
ImU32 WithAlpha(ImU32 color, float alpha);

// Applies the app's ImGui style (rounded, roomy; sizes in CSS pixels) and
// the dark or light palette to it and to colors::.
void ApplyTheme(bool light);
bool LightTheme();

// The theme the player chose: follow the system (prefers-color-scheme), or
// always light or dark; kept in localStorage ("pgw.theme").
enum class ThemeChoice { System, Light, Dark };
void SetThemeChoice(ThemeChoice choice);
ThemeChoice GetThemeChoice();
const char* ThemeChoiceName(ThemeChoice choice);  // "system", "light", "dark"
// The page's prefers-color-scheme (web/app.js, Module.setSystemDark).
void SetSystemDark(bool dark);

// Sizes for the input in use: with touch, every widget is at least 44 CSS
// px tall (WCAG 2.5.5) and spaced for fingers. Call before ImGui::NewFrame.
void ApplyInputMetrics(bool touch);
// What the last ApplyInputMetrics was for.
bool TouchMetrics();

// A primary button (teal fill): Generate, Next level.
bool PrimaryButton(const char* label, const ImVec2& size = ImVec2(0, 0));

}  // namespace pgw::app

// theme.cpp — see theme.hpp.
#include "app/platform/theme.hpp"

#include "app/platform/palette.hpp"

namespace pgw::app {

ImU32 WithAlpha(ImU32 color, float alpha)
{
    const float a = static_cast<float>((color >> IM_COL32_A_SHIFT) & 0xFF) * alpha;
    const ImU32 a8 = a <= 0.0f ? 0u : a >= 255.0f ? 255u : static_cast<ImU32>(a + 0.5f);
    return (color & ~IM_COL32_A_MASK) | (a8 << IM_COL32_A_SHIFT);
}

namespace colors {
ImU32 Backdrop, BackdropTop, Panel, PanelEdge, PopupBg, TextMain, TextDim, Accent, AccentWarm, Good, Warn, Bad,
    Selected, FocusRing, BoardBase, BoardRim, Tile, TileEdit, Goal, Shadow;
}  // namespace colors

static bool g_Light = false;
static ThemeChoice g_Choice = ThemeChoice::System;
static bool g_SystemDark = true;
static bool g_TouchMetrics = false;

static ImVec4 Vec(const Rgba& c, float alpha = -1.0f)
{
    return ImVec4(c.R / 255.0f, c.G / 255.0f, c.B / 255.0f, alpha >= 0.0f ? alpha : c.A / 255.0f);
}

void ApplyTheme(bool light)
{
    g_Light = light;
    const Palette& p = light ? kLightPalette : kDarkPalette;
    colors::Backdrop = p.Backdrop.Packed();
    colors::BackdropTop = p.BackdropTop.Packed();
    colors::Panel = p.Panel.Packed();
    colors::PanelEdge = p.PanelEdge.Packed();
    colors::PopupBg = p.PopupBg.Packed();
    colors::TextMain = p.TextMain.Packed();
    colors::TextDim = p.TextDim.Packed();
    colors::Accent = p.Accent.Packed();
    colors::AccentWarm = p.AccentWarm.Packed();
    colors::Good = p.Good.Packed();
    colors::Warn = p.Warn.Packed();
    colors::Bad = p.Bad.Packed();
    colors::Selected = p.Selected.Packed();
    colors::FocusRing = p.FocusRing.Packed();
    colors::BoardBase = p.BoardBase.Packed();
    colors::BoardRim = p.BoardRim.Packed();
    colors::Tile = p.Tile.Packed();
    colors::TileEdit = p.TileEdit.Packed();
    colors::Goal = p.Goal.Packed();
    colors::Shadow = p.Shadow.Packed();

    ImGuiStyle& style = ImGui::GetStyle();
    style = ImGuiStyle();
    style.WindowPadding = ImVec2(16, 14);
    style.FramePadding = ImVec2(10, 6);
    style.ItemSpacing = ImVec2(8, 8);
    style.ItemInnerSpacing = ImVec2(6, 6);
    style.WindowRounding = 12.0f;
    style.ChildRounding = 0.0f;
    style.FrameRounding = 7.0f;
    style.PopupRounding = 12.0f;
    style.GrabRounding = 7.0f;
    style.ScrollbarRounding = 7.0f;
    style.ScrollbarSize = 12.0f;
    style.WindowBorderSize = 0.0f;
    style.ChildBorderSize = 0.0f;
    style.PopupBorderSize = 1.0f;
    style.FrameBorderSize = light ? 1.0f : 0.0f;  // light fields need an edge to stand out
    style.WindowTitleAlign = ImVec2(0.5f, 0.5f);
    ApplyInputMetrics(g_TouchMetrics);

    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = Vec(p.TextMain);
    c[ImGuiCol_TextDisabled] = Vec(p.TextDisabled);
    c[ImGuiCol_WindowBg] = Vec(p.Backdrop);
    c[ImGuiCol_ChildBg] = Vec(p.Panel);
    c[ImGuiCol_PopupBg] = Vec(p.PopupBg);
    c[ImGuiCol_Border] = Vec(p.PanelEdge);
    c[ImGuiCol_BorderShadow] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_FrameBg] = Vec(p.Frame);
    c[ImGuiCol_FrameBgHovered] = Vec(p.FrameHovered);
    c[ImGuiCol_FrameBgActive] = Vec(p.FrameActive);
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = c[ImGuiCol_TitleBgCollapsed] = Vec(p.PopupBg);
    c[ImGuiCol_ScrollbarBg] = Vec(p.Panel, 0.0f);
    c[ImGuiCol_ScrollbarGrab] = Vec(p.ButtonHovered);
    c[ImGuiCol_ScrollbarGrabHovered] = Vec(p.ButtonActive);
    c[ImGuiCol_ScrollbarGrabActive] = Vec(p.Primary);
    c[ImGuiCol_CheckMark] = Vec(p.CheckMark);
    c[ImGuiCol_SliderGrab] = Vec(p.Primary);
    c[ImGuiCol_SliderGrabActive] = Vec(p.PrimaryActive);
    c[ImGuiCol_Button] = Vec(p.Button);
    c[ImGuiCol_ButtonHovered] = Vec(p.ButtonHovered);
    c[ImGuiCol_ButtonActive] = Vec(p.ButtonActive);
    c[ImGuiCol_Header] = Vec(p.Button);
    c[ImGuiCol_HeaderHovered] = Vec(p.ButtonHovered);
    c[ImGuiCol_HeaderActive] = Vec(p.ButtonActive);
    c[ImGuiCol_Separator] = Vec(p.PanelEdge);
    c[ImGuiCol_SeparatorHovered] = c[ImGuiCol_SeparatorActive] = Vec(p.Accent);
    c[ImGuiCol_PlotHistogram] = Vec(p.Accent);
    c[ImGuiCol_PlotHistogramHovered] = Vec(p.PrimaryActive);
    c[ImGuiCol_TableRowBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_TableRowBgAlt] = light ? ImVec4(0, 0, 0, 0.03f) : ImVec4(1, 1, 1, 0.03f);
    c[ImGuiCol_TextSelectedBg] = Vec(p.Accent, 0.35f);
    c[ImGuiCol_NavHighlight] = Vec(p.FocusRing);
    c[ImGuiCol_ModalWindowDimBg] = Vec(p.Scrim);
}

bool LightTheme()
{
    return g_Light;
}

// The choice and the system's preference decide; applied when it changes.
static void ApplyChoice()
{
    const bool light = g_Choice == ThemeChoice::Light || (g_Choice == ThemeChoice::System && !g_SystemDark);
    if (ImGui::GetCurrentContext() != nullptr)
        ApplyTheme(light);
}

void SetThemeChoice(ThemeChoice choice)
{
    g_Choice = choice;
    ApplyChoice();
}

ThemeChoice GetThemeChoice()
{
    return g_Choice;
}

const char* ThemeChoiceName(ThemeChoice choice)
{
    static const char* names[] = {"system", "light", "dark"};
    return names[static_cast<int>(choice)];
}

void SetSystemDark(bool dark)
{
    g_SystemDark = dark;
    ApplyChoice();
}

bool TouchMetrics()
{
    return g_TouchMetrics;
}

void ApplyInputMetrics(bool touch)
{
    g_TouchMetrics = touch;
    ImGuiStyle& style = ImGui::GetStyle();
    // The body font is 16 px: 14 px above and below make 44.
    style.FramePadding = touch ? ImVec2(12, 14) : ImVec2(10, 6);
    style.ItemSpacing = touch ? ImVec2(10, 10) : ImVec2(8, 8);
    style.ItemInnerSpacing = touch ? ImVec2(10, 8) : ImVec2(6, 6);
    style.ScrollbarSize = touch ? 16.0f : 12.0f;
    style.GrabMinSize = touch ? 24.0f : 10.0f;
    style.TouchExtraPadding = touch ? ImVec2(2, 2) : ImVec2(0, 0);
}

bool PrimaryButton(const char* label, const ImVec2& size)
{
    const Palette& p = g_Light ? kLightPalette : kDarkPalette;
    ImGui::PushStyleColor(ImGuiCol_Button, Vec(p.Primary));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, Vec(p.PrimaryHovered));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, Vec(p.PrimaryActive));
    ImGui::PushStyleColor(ImGuiCol_Text, Vec(p.PrimaryText));
    const bool pressed = ImGui::Button(label, size);
    ImGui::PopStyleColor(4);
    return pressed;
}

}  // namespace pgw::app

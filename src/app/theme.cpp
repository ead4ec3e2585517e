// theme.cpp — see theme.hpp.
#include "app/theme.hpp"

namespace pgw::app {

ImU32 WithAlpha(ImU32 color, float alpha)
{
    const float a = static_cast<float>((color >> IM_COL32_A_SHIFT) & 0xFF) * alpha;
    const ImU32 a8 = a <= 0.0f ? 0u : a >= 255.0f ? 255u : static_cast<ImU32>(a + 0.5f);
    return (color & ~IM_COL32_A_MASK) | (a8 << IM_COL32_A_SHIFT);
}

static ImVec4 Rgb(int r, int g, int b, float a = 1.0f)
{
    return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a);
}

void ApplyTheme()
{
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
    style.FrameBorderSize = 0.0f;
    style.WindowTitleAlign = ImVec2(0.5f, 0.5f);

    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = Rgb(230, 235, 242);
    c[ImGuiCol_TextDisabled] = Rgb(110, 121, 140);
    c[ImGuiCol_WindowBg] = Rgb(11, 15, 23);
    c[ImGuiCol_ChildBg] = Rgb(17, 22, 32);
    c[ImGuiCol_PopupBg] = Rgb(22, 29, 42);
    c[ImGuiCol_Border] = Rgb(48, 60, 82);
    c[ImGuiCol_BorderShadow] = Rgb(0, 0, 0, 0.0f);
    c[ImGuiCol_FrameBg] = Rgb(30, 38, 54);
    c[ImGuiCol_FrameBgHovered] = Rgb(38, 49, 69);
    c[ImGuiCol_FrameBgActive] = Rgb(45, 58, 82);
    c[ImGuiCol_TitleBg] = Rgb(22, 29, 42);
    c[ImGuiCol_TitleBgActive] = Rgb(22, 29, 42);
    c[ImGuiCol_TitleBgCollapsed] = Rgb(22, 29, 42);
    c[ImGuiCol_ScrollbarBg] = Rgb(17, 22, 32, 0.0f);
    c[ImGuiCol_ScrollbarGrab] = Rgb(48, 60, 82);
    c[ImGuiCol_ScrollbarGrabHovered] = Rgb(62, 77, 104);
    c[ImGuiCol_ScrollbarGrabActive] = Rgb(76, 94, 126);
    c[ImGuiCol_CheckMark] = Rgb(255, 184, 77);
    c[ImGuiCol_SliderGrab] = Rgb(53, 182, 201);
    c[ImGuiCol_SliderGrabActive] = Rgb(92, 210, 226);
    c[ImGuiCol_Button] = Rgb(36, 47, 67);
    c[ImGuiCol_ButtonHovered] = Rgb(48, 64, 92);
    c[ImGuiCol_ButtonActive] = Rgb(58, 80, 116);
    c[ImGuiCol_Header] = Rgb(36, 47, 67);
    c[ImGuiCol_HeaderHovered] = Rgb(48, 64, 92);
    c[ImGuiCol_HeaderActive] = Rgb(58, 80, 116);
    c[ImGuiCol_Separator] = Rgb(38, 47, 64);
    c[ImGuiCol_SeparatorHovered] = Rgb(53, 182, 201);
    c[ImGuiCol_SeparatorActive] = Rgb(53, 182, 201);
    c[ImGuiCol_PlotHistogram] = Rgb(53, 182, 201);
    c[ImGuiCol_PlotHistogramHovered] = Rgb(92, 210, 226);
    c[ImGuiCol_TableRowBg] = Rgb(0, 0, 0, 0.0f);
    c[ImGuiCol_TableRowBgAlt] = Rgb(255, 255, 255, 0.03f);
    c[ImGuiCol_TextSelectedBg] = Rgb(53, 182, 201, 0.35f);
    c[ImGuiCol_NavHighlight] = Rgb(53, 182, 201);
    c[ImGuiCol_ModalWindowDimBg] = Rgb(4, 6, 10, 0.62f);
}

static bool g_TouchMetrics = false;

bool TouchMetrics()
{
    return g_TouchMetrics;
}

void ApplyInputMetrics(bool touch)
{
    g_TouchMetrics = touch;
    ImGuiStyle& style = ImGui::GetStyle();
    // The body font's line is about 19 px: 13 px above and below make 45.
    style.FramePadding = touch ? ImVec2(12, 13) : ImVec2(10, 6);
    style.ItemSpacing = touch ? ImVec2(10, 10) : ImVec2(8, 8);
    style.ItemInnerSpacing = touch ? ImVec2(10, 8) : ImVec2(6, 6);
    style.ScrollbarSize = touch ? 16.0f : 12.0f;
    style.GrabMinSize = touch ? 24.0f : 10.0f;
    style.TouchExtraPadding = touch ? ImVec2(2, 2) : ImVec2(0, 0);
}

bool PrimaryButton(const char* label, const ImVec2& size)
{
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.55f, 0.64f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.22f, 0.66f, 0.76f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.27f, 0.76f, 0.86f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.97f, 1.0f, 1.0f, 1.0f));
    const bool pressed = ImGui::Button(label, size);
    ImGui::PopStyleColor(4);
    return pressed;
}

}  // namespace pgw::app

// app_shell.cpp — see app_shell.hpp.
#include "app/app_shell.hpp"

#include "app/fonts.hpp"
#include "app/screen_registry.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "imgui.h"

namespace pgw::app {

static AppShell* g_Shell = nullptr;

static const float kTopBarHeight = 44.0f;

AppShell::AppShell()
{
    m_Screens.resize(static_cast<size_t>(ScreenKindCount()));
    g_Shell = this;
}

AppShell::~AppShell()
{
    if (g_Shell == this)
        g_Shell = nullptr;
}

AppShell* AppShell::Get()
{
    return g_Shell;
}

Screen& AppShell::CurrentScreen()
{
    std::unique_ptr<Screen>& screen = m_Screens[static_cast<size_t>(m_Current)];
    if (!screen)
        screen = GetScreenKind(m_Current).Create();
    return *screen;
}

std::string AppShell::StateJson() const
{
    const std::unique_ptr<Screen>& screen = m_Screens[static_cast<size_t>(m_Current)];
    return screen ? screen->StateJson() : std::string("{}");
}

bool AppShell::SetParams(const ParamMap& params, std::string* error)
{
    return CurrentScreen().SetParams(params, error);
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void AppShell::DrawTopBar(float height)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 min = ImGui::GetWindowPos();
    const ImVec2 max(min.x + ImGui::GetWindowWidth(), min.y + height);
    draw->AddRectFilled(min, max, colors::Panel);
    draw->AddLine(ImVec2(min.x, max.y - 0.5f), ImVec2(max.x, max.y - 0.5f), colors::PanelEdge);

    // Brand: a small amber block (the Slide player) and the product name.
    const float mark = 16.0f;
    const ImVec2 mark_min(min.x + 16.0f, min.y + (height - mark) * 0.5f);
    draw->AddRectFilled(mark_min, ImVec2(mark_min.x + mark, mark_min.y + mark), colors::PlayerTop, 4.0f);
    ImGui::PushFont(g_Fonts.Heading);
    const float text_y = (height - ImGui::GetTextLineHeight()) * 0.5f;
    ImGui::SetCursorPos(ImVec2(16.0f + mark + 10.0f, text_y));
    ImGui::TextUnformatted("Procgen Workbench");
    ImGui::PopFont();

    // One tab per kind.
    ImGui::SameLine(0.0f, 28.0f);
    for (int i = 0; i < ScreenKindCount(); ++i)
    {
        const ScreenKind& kind = GetScreenKind(i);
        const bool selected = i == m_Current;
        ImGui::SetCursorPosY((height - ImGui::GetFrameHeight()) * 0.5f);
        ImGui::PushStyleColor(ImGuiCol_Button, selected ? ImVec4(0.16f, 0.55f, 0.64f, 0.35f) : ImVec4(0, 0, 0, 0));
        ImGui::PushStyleColor(ImGuiCol_Text, selected ? ImVec4(0.9f, 0.98f, 1.0f, 1.0f) : ImVec4(0.6f, 0.66f, 0.75f, 1.0f));
        if (ImGui::Button(kind.Title))
            m_Current = i;
        TestHooks_RecordItem((std::string(kind.Id) + "_tab").c_str());
        ImGui::PopStyleColor(2);
        ImGui::SameLine();
    }
    ImGui::NewLine();
}

void AppShell::Frame(const std::vector<Action>& actions)
{
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                   ImGuiWindowFlags_NoNavFocus | ImGuiWindowFlags_NoScrollWithMouse |
                                   ImGuiWindowFlags_NoBackground;  // glClear paints it: one layer less to fill
    ImGui::Begin("##shell", nullptr, flags);
    ImGui::PopStyleVar(2);

    DrawTopBar(kTopBarHeight);

    ScreenRect area;
    area.Min = ImVec2(viewport->Pos.x, viewport->Pos.y + kTopBarHeight);
    area.Max = ImVec2(viewport->Pos.x + viewport->Size.x, viewport->Pos.y + viewport->Size.y);
    CurrentScreen().Frame(area, actions);

    ImGui::End();
}

}  // namespace pgw::app

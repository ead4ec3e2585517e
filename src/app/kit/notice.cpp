// notice.cpp — see notice.hpp.
#include "app/kit/notice.hpp"

#include <cfloat>
#include <cmath>

#include "app/platform/browser.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "imgui.h"

namespace pgw::app {

void Notice::Set(Kind kind, std::string text)
{
    Browser_Announce(text, kind == Kind::Error);
    m_Text = std::move(text);
    m_Kind = kind;
    m_Time = ImGui::GetTime();
}

// `text` cut to `width` with an ellipsis (never inside a UTF-8 sequence).
static std::string FitWithEllipsis(std::string text, float width)
{
    if (ImGui::CalcTextSize(text.c_str()).x <= width)
        return text;
    while (text.size() > 4)
    {
        text.resize(text.size() - 4);
        while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80)
            text.pop_back();
        if (ImGui::CalcTextSize((text + "…").c_str()).x <= width)
            break;
    }
    return text + "…";
}

namespace {
float g_DrawnTop = 0.0f;
int g_DrawnFrame = -1;
}  // namespace

float Notice::TopThisFrame()
{
    return g_DrawnFrame == ImGui::GetFrameCount() ? g_DrawnTop : FLT_MAX;
}

void Notice::Draw(const ScreenRect& rect) const
{
    if (m_Text.empty())
        return;
    const ImU32 kColors[] = {colors::TextMain, colors::Good, colors::Warn, colors::Bad};
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float room = rect.Width() - 60.0f;
    // One line; two where the band has room for them (narrow screens), the
    // second cut with an ellipsis if need be (the whole text on hover).
    std::string lines[2] = {m_Text, std::string()};
    const float line_h = ImGui::GetTextLineHeight();
    if (ImGui::CalcTextSize(m_Text.c_str()).x > room && rect.Height() >= 2.0f * line_h + 12.0f)
    {
        const char* begin = m_Text.c_str();
        const char* wrap = ImGui::GetFont()->CalcWordWrapPositionA(ImGui::GetIO().FontGlobalScale, begin,
                                                                   begin + m_Text.size(), room);
        // ImGui also breaks after a comma: back up to a space, so "2,023" stays whole.
        const char* space = wrap;
        while (space > begin && *space != ' ')
            --space;
        if (space > begin)
            wrap = space;
        if (wrap > begin && wrap < begin + m_Text.size())
        {
            lines[0] = std::string(begin, wrap);
            while (*wrap == ' ')
                ++wrap;
            lines[1] = FitWithEllipsis(wrap, room);
        }
    }
    lines[0] = FitWithEllipsis(lines[0], room);
    const int count = lines[1].empty() ? 1 : 2;
    float width = 0.0f;
    for (int i = 0; i < count; ++i)
        width = std::fmax(width, ImGui::CalcTextSize(lines[i].c_str()).x);
    const float height = line_h * static_cast<float>(count);
    const float cx = (rect.Min.x + rect.Max.x) * 0.5f;
    const float cy = (rect.Min.y + rect.Max.y) * 0.5f;
    const ImVec2 min(cx - width * 0.5f - 14.0f, cy - height * 0.5f - 5.0f);
    const ImVec2 max(cx + width * 0.5f + 14.0f, cy + height * 0.5f + 5.0f);
    const ImU32 color = kColors[static_cast<int>(m_Kind)];
    // Fresh notices flash a little brighter so a repeated message is still noticed.
    const float fresh = ReducedMotion() ? 0.0f : static_cast<float>(std::fmax(0.0, 1.0 - (ImGui::GetTime() - m_Time) / 0.6));
    const float rounding = count == 1 ? (max.y - min.y) * 0.5f : 12.0f;
    draw->AddRectFilled(min, max, WithAlpha(colors::PopupBg, 0.94f), rounding);
    draw->AddRect(min, max, WithAlpha(color, 0.35f + 0.5f * fresh), rounding, 0, 1.0f);
    for (int i = 0; i < count; ++i)
    {
        const float w = ImGui::CalcTextSize(lines[i].c_str()).x;
        draw->AddText(ImVec2(cx - w * 0.5f, min.y + 5.0f + line_h * static_cast<float>(i)), color, lines[i].c_str());
    }
    TestHooks_RecordRect("notice", min, max);
    g_DrawnTop = min.y;
    g_DrawnFrame = ImGui::GetFrameCount();
    const bool cut = (count == 1 ? lines[0] : lines[0] + " " + lines[1]) != m_Text;
    if (cut && ImGui::IsMouseHoveringRect(min, max))
        ImGui::SetTooltip("%s", m_Text.c_str());
}

}  // namespace pgw::app

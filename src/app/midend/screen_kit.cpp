// screen_kit.cpp — see screen_kit.hpp.
//
// Index of this file:
// [SECTION] Layout
// [SECTION] Action bar, chrome and sheet

#include "app/midend/screen_kit.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>

#include "app/kit/kit_widgets.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "core/link.hpp"
#include "imgui_internal.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Layout
//-----------------------------------------------------------------------------

static const float kSidePanelMin = 280.0f;
static const float kSidePanelMax = 360.0f;
static const float kHudHeight = 62.0f;
static const float kNoticeHeight = 34.0f;
static const float kStatusHeight = 44.0f;

LayoutMode ChooseLayout(const ScreenRect& area, bool embedded)
{
    if (embedded)
        return LayoutMode::Embedded;
    // The panel beside the board only where both still get room: not on
    // phones (either way up), nor on tablets held upright.
    const bool side = area.Width() >= 640.0f && area.Height() >= 440.0f && area.Width() >= area.Height() * 0.9f;
    return side ? LayoutMode::Side : LayoutMode::Compact;
}

// With touch, a finger dragged over the current window scrolls it, as on any
// phone (ImGui 1.86 scrolls with wheels and scrollbars only). A press that
// turns into a scroll no longer presses the button, or edits the field, it
// started on.
static void TouchScroll()
{
    if (!TouchMetrics() || !ImGui::IsMouseDown(ImGuiMouseButton_Left))
        return;
    ImGuiContext& g = *GImGui;
    ImGuiWindow* window = g.CurrentWindow;
    const ImVec2 start = g.IO.MouseClickedPos[ImGuiMouseButton_Left];
    if (!window->InnerRect.Contains(start) || window->ScrollMax.y <= 0.0f ||
        !ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows | ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) ||
        !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 10.0f))
        return;
    // Whatever the finger first pressed (a button, a text field) lets go.
    if (g.ActiveId != 0)
        ImGui::ClearActiveID();
    ImGui::SetScrollY(window, window->Scroll.y - g.IO.MouseDelta.y);
}

void BeginCoverWindow(const char* id, const ScreenRect& area)
{
    ImGui::SetNextWindowPos(area.Min);
    ImGui::SetNextWindowSize(ImVec2(area.Width(), area.Height()));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImColor(colors::Backdrop).Value);
    ImGui::Begin(id, nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    if (ImGui::IsWindowAppearing())
        ImGui::SetWindowFocus();
}

void BeginPanel(const char* id, const ScreenRect& rect)
{
    ImGui::SetCursorScreenPos(rect.Min);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImColor(colors::Panel).Value);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(18, 14));
    ImGui::BeginChild(id, ImVec2(rect.Width(), rect.Height()), false, ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PopStyleVar();
    TouchScroll();
}

void EndPanel(const ScreenRect& rect, bool side)
{
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    if (side)
        draw->AddLine(ImVec2(rect.Max.x - 0.5f, rect.Min.y), ImVec2(rect.Max.x - 0.5f, rect.Max.y), colors::PanelEdge);
    else
        draw->AddLine(ImVec2(rect.Min.x, rect.Min.y + 0.5f), ImVec2(rect.Max.x, rect.Min.y + 0.5f), colors::PanelEdge);
}

BoardAreaLayout LayoutBoardArea(const ScreenRect& rect, bool code_bar)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilledMultiColor(rect.Min, rect.Max, colors::BackdropTop, colors::BackdropTop, colors::Backdrop, colors::Backdrop);
    BoardAreaLayout out;
    out.Hud = rect;
    out.Hud.Max.y = rect.Min.y + kHudHeight;
    out.Status = rect;
    out.Status.Min.y = code_bar ? rect.Max.y - kStatusHeight : rect.Max.y;
    out.Notice = rect;
    out.Notice.Max.y = out.Status.Min.y - 4.0f;
    out.Notice.Min.y = out.Notice.Max.y - (rect.Width() < 600.0f ? kNoticeHeight + 20.0f : kNoticeHeight);  // two lines on phones
    const float margin = rect.Width() < 480.0f ? 10.0f : 20.0f;
    out.Field.Min = ImVec2(rect.Min.x + margin, out.Hud.Max.y + 8.0f);
    out.Field.Max = ImVec2(rect.Max.x - margin, out.Notice.Min.y - 10.0f);
    // Short and wide (a phone on its side): the stats and the notice in a
    // column on the left, so the board has the whole height (its cells stay
    // touch-sized: a 6×6 board on a 390 px high phone gets 50 px cells, not 33).
    if (rect.Height() < 480.0f && rect.Width() >= rect.Height() * 1.4f)
    {
        const float column = std::fmin(300.0f, std::fmax(200.0f, rect.Width() - rect.Height() - 2.0f * margin));
        out.Notice.Max.x = rect.Min.x + column;
        out.Notice.Min.y = out.Notice.Max.y - (kNoticeHeight + 20.0f);
        out.Hud.Max = ImVec2(rect.Min.x + column, out.Notice.Min.y - 4.0f);
        out.Field.Min = ImVec2(rect.Min.x + column + margin, rect.Min.y + 10.0f);
        out.Field.Max = ImVec2(rect.Max.x - margin, out.Status.Min.y - 10.0f);
    }
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Action bars, the rail and the sheet
//-----------------------------------------------------------------------------

// A bar's band: the embed's toolbar, the compact rail.
static float BarThickness()
{
    return ImGui::GetFrameHeight() + 14.0f;
}

static float ActionWidth(const std::string& label)
{
    const float text = ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
    return std::fmax(text, ImGui::GetFrameHeight());  // never narrower than tall: a touch target both ways
}

static bool ActionButton(const QuickAction& action, const ImVec2& size)
{
    ImGui::BeginDisabled(!action.Enabled);
    ImGui::PushID(action.Hook);
    const bool pressed = ImGui::Button(action.Label.c_str(), size);
    ImGui::PopID();
    TestHooks_RecordItem(action.Hook);
    ImGui::EndDisabled();
    return pressed;
}

void DrawActionBar(const char* id, const ScreenRect& rect, const std::vector<QuickAction>& actions, bool vertical,
                   bool stretch)
{
    const ImGuiStyle& style = ImGui::GetStyle();
    const float gap = style.ItemSpacing.x;
    const float pad = 7.0f;
    const float frame = ImGui::GetFrameHeight();
    const float room = vertical ? rect.Height() - 2.0f * pad : rect.Width() - 2.0f * pad;
    const float more_size = vertical ? frame : ActionWidth("…");
    const auto size_of = [&](const QuickAction& action) { return vertical ? frame : ActionWidth(action.Label); };

    // As many as fit; when some do not, the last place is the "…" menu's.
    float used = 0.0f;
    size_t shown = 0;
    for (; shown < actions.size(); ++shown)
    {
        const float next = used + (shown > 0 ? gap : 0.0f) + size_of(actions[shown]);
        const bool last = shown + 1 == actions.size();
        if (next > room - (last ? 0.0f : gap + more_size))
            break;
        used = next;
    }
    const bool overflow = shown < actions.size();
    // Stretched (the rail): the buttons share the row; else each its own width.
    const float extra = stretch && !vertical && shown > 0 && !overflow ? (room - used) / static_cast<float>(shown) : 0.0f;

    ImGui::PushID(id);
    ImVec2 at(rect.Min.x + pad, rect.Min.y + pad);
    if (!vertical)
        at.y = rect.Min.y + (rect.Height() - frame) * 0.5f;
    for (size_t i = 0; i < shown; ++i)
    {
        const QuickAction& action = actions[i];
        ImGui::SetCursorScreenPos(at);
        const ImVec2 size = vertical ? ImVec2(rect.Width() - 2.0f * pad, frame) : ImVec2(std::floor(size_of(action) + extra), frame);
        if (ActionButton(action, size) && action.Press)
            action.Press();
        if (vertical)
            at.y += frame + gap;
        else
            at.x += size.x + gap;
    }
    if (overflow)
    {
        ImGui::SetCursorScreenPos(at);
        const ImVec2 size = vertical ? ImVec2(rect.Width() - 2.0f * pad, frame) : ImVec2(more_size, frame);
        if (ImGui::Button("…##more", size))
            ImGui::OpenPopup("##more_actions");
        TestHooks_RecordItem("more_actions");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("More actions");
        if (ImGui::BeginPopup("##more_actions"))
        {
            for (size_t i = shown; i < actions.size(); ++i)
            {
                if (ActionButton(actions[i], ImVec2(std::fmax(160.0f, ActionWidth(actions[i].Label)), 0.0f)))
                {
                    if (actions[i].Press)
                        actions[i].Press();
                    ImGui::CloseCurrentPopup();
                }
            }
            ImGui::EndPopup();
        }
    }
    ImGui::PopID();
}

// The band of a bar: panel-coloured, with an edge towards the board.
static void DrawBarBand(const ScreenRect& band, int edge_side)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(band.Min, band.Max, colors::Panel);
    switch (edge_side)
    {
    case 0: draw->AddLine(ImVec2(band.Min.x, band.Max.y - 0.5f), ImVec2(band.Max.x, band.Max.y - 0.5f), colors::PanelEdge); break;
    case 1: draw->AddLine(ImVec2(band.Min.x, band.Min.y + 0.5f), ImVec2(band.Max.x, band.Min.y + 0.5f), colors::PanelEdge); break;
    default: draw->AddLine(ImVec2(band.Min.x + 0.5f, band.Min.y), ImVec2(band.Min.x + 0.5f, band.Max.y), colors::PanelEdge); break;
    }
}

ScreenRect Screen::DrawChrome(const ScreenRect& area, double now)
{
    m_Layout = ChooseLayout(area, m_Embedded);
    if (m_Layout != LayoutMode::Compact)
        m_SheetOpen = false;
    std::vector<QuickAction> actions = QuickActions(now);

    if (m_Layout == LayoutMode::Embedded)
    {
        // A slim toolbar across the top, "Full app" last.
        ScreenRect band = area;
        band.Max.y = area.Min.y + BarThickness();
        DrawBarBand(band, 0);
        const std::string url = Browser_PageAddress() + exact_link_fragment(Share().Code);
        actions.push_back({"Full app ↗", "full_app", true, [url] { Browser_OpenTab(url); }});  // ↗
        DrawActionBar("##embed_toolbar", band, actions, false, false);
        ScreenRect rest = area;
        rest.Min.y = band.Max.y;
        return rest;
    }

    if (m_Layout == LayoutMode::Side)
    {
        ScreenRect panel = area, board = area;
        const float w = std::floor(std::fmax(kSidePanelMin, std::fmin(kSidePanelMax, area.Width() * 0.28f)));
        panel.Max.x = area.Min.x + w;
        board.Min.x = panel.Max.x;
        DrawPanel(panel, true);
        return board;
    }

    // Compact: the rail under the board (at its right in landscape), "Options"
    // first: it opens the panel as a sheet over the board.
    m_SheetArea = area;
    const bool landscape = area.Width() > area.Height();
    ScreenRect rail = area, board = area;
    if (landscape)
    {
        rail.Min.x = area.Max.x - std::fmax(120.0f, ActionWidth("Options") + 16.0f);
        board.Max.x = rail.Min.x;
    }
    else
    {
        rail.Min.y = area.Max.y - BarThickness();
        board.Max.y = rail.Min.y;
    }
    DrawBarBand(rail, landscape ? 2 : 1);
    actions.insert(actions.begin(), {"Options", "options", true, [this] { m_SheetOpen = !m_SheetOpen; }});
    DrawActionBar("##rail", rail, actions, landscape, true);
    return board;
}

void Screen::DrawBoardFooter(const ScreenRect& notice, const ScreenRect& status, const char* label,
                             const std::string& code)
{
    m_Notice.Draw(notice);
    if (Layout() != LayoutMode::Side || !DrawLevelCodeBar(status, label, code))
        return;
    std::string noun = m_LevelNoun;
    if (!noun.empty() && noun[0] >= 'a' && noun[0] <= 'z')
        noun[0] = static_cast<char>(noun[0] - 'a' + 'A');
    SetNotice(NoticeKind::Success, noun + " code copied to the clipboard.");
}

void Screen::DrawEditorPanel(const char* id, const ScreenRect& rect, bool side, bool switch_disabled,
                             const std::function<void(bool columns)>& controls, const std::function<void()>& generate)
{
    BeginPanel(id, rect);
    if (ModeSwitchPressed(m_Editing, switch_disabled))
    {
        if (m_Editing)
            EnterPlay();
        else
            EnterEdit();
    }
    PanelColumns(rect, side, [&generate](bool) { generate(); }, controls, true);
    EndPanel(rect, side);
}

void Screen::DrawSheet()
{
    if (m_Layout != LayoutMode::Compact || !m_SheetOpen)
        return;
    const ScreenRect& area = m_SheetArea;
    const bool landscape = area.Width() > area.Height();
    ScreenRect sheet = area;
    if (landscape)
        sheet.Min.x = area.Max.x - std::floor(std::fmin(420.0f, area.Width() * 0.62f));
    else
        sheet.Min.y = area.Max.y - std::floor(std::fmin(area.Height() - 56.0f, std::fmax(area.Height() * 0.72f, 320.0f)));

    // One window over the screen: the scrim (a tap there closes the sheet,
    // and the board under it takes no input) and the sheet.
    ImGui::SetNextWindowPos(area.Min);
    ImGui::SetNextWindowSize(ImVec2(area.Width(), area.Height()));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::Begin("##sheet_layer", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar(2);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(area.Min, area.Max, ImGui::GetColorU32(ImGuiCol_ModalWindowDimBg));
    ImGui::SetCursorScreenPos(area.Min);
    if (ImGui::InvisibleButton("##scrim", ImVec2(area.Width(), area.Height())))
        m_SheetOpen = false;
    UiItems_MarkLastBackground();
    TestHooks_RecordItem("sheet_scrim");

    // The sheet's head: its title and Close.
    const float head = BarThickness();
    ScreenRect head_rect = sheet;
    head_rect.Max.y = sheet.Min.y + head;
    draw->AddRectFilled(sheet.Min, sheet.Max, colors::Panel, landscape ? 0.0f : 14.0f,
                        landscape ? ImDrawFlags_None : ImDrawFlags_RoundCornersTop);
    draw->AddLine(ImVec2(head_rect.Min.x, head_rect.Max.y - 0.5f), ImVec2(head_rect.Max.x, head_rect.Max.y - 0.5f),
                  colors::PanelEdge);
    if (!landscape)  // a grip, as sheets have
        draw->AddRectFilled(ImVec2((sheet.Min.x + sheet.Max.x) * 0.5f - 18.0f, sheet.Min.y + 5.0f),
                            ImVec2((sheet.Min.x + sheet.Max.x) * 0.5f + 18.0f, sheet.Min.y + 9.0f), colors::PanelEdge, 2.0f);
    ImGui::SetCursorScreenPos(ImVec2(sheet.Min.x + 18.0f, head_rect.Min.y + (head - ImGui::GetTextLineHeight()) * 0.5f));
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::TextUnformatted("Options");
    ImGui::PopFont();
    const float close_w = ActionWidth("Close");
    ImGui::SetCursorScreenPos(ImVec2(sheet.Max.x - 10.0f - close_w, head_rect.Min.y + (head - ImGui::GetFrameHeight()) * 0.5f));
    if (ImGui::Button("Close", ImVec2(close_w, 0.0f)))
        m_SheetOpen = false;
    TestHooks_RecordItem("sheet_close");

    ScreenRect body = sheet;
    body.Min.y = head_rect.Max.y;
    DrawPanel(body, false);
    ImGui::End();
}

}  // namespace pgw::app

// screen_kit.cpp — see screen_kit.hpp.
//
// Index of this file:
// [SECTION] Jobs
// [SECTION] Layout
// [SECTION] Panel widgets
// [SECTION] Board area widgets
// [SECTION] Win popup

#include "app/screen_kit.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>

#include "app/browser.hpp"
#include "app/fonts.hpp"
#include "app/frame_pacer.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "app/ui_items.hpp"
#include "imgui_internal.h"
#include "core/json.hpp"
#include "core/link.hpp"
#include "core/progress.hpp"

namespace pgw::app {

void AddSavedField(std::string& extra, const char* key, const std::string& value)
{
    extra += (extra.empty() ? "" : ";") + std::string(key) + "=" + percent_encode(value);
}

std::string SavedField(const std::string& extra, const char* key)
{
    const std::string tag = std::string(key) + "=";
    size_t start = 0;
    while (start <= extra.size())
    {
        size_t end = extra.find(';', start);
        if (end == std::string::npos)
            end = extra.size();
        if (extra.compare(start, tag.size(), tag) == 0)
        {
            std::string value;
            return percent_decode(std::string_view(extra).substr(start + tag.size(), end - start - tag.size()), value)
                       ? value : std::string();
        }
        start = end + 1;
    }
    return std::string();
}

std::string ProgressJsonFields(const Progress* progress)
{
    char fraction[32];
    std::snprintf(fraction, sizeof(fraction), "%.4f", progress != nullptr ? progress->fraction() : 0.0);
    JsonObject counters, totals;
    if (progress != nullptr)
        for (int slot = 0; slot < Progress::kCounters; ++slot)
        {
            const char* name = progress->counter_name(slot);
            if (name == nullptr)
                continue;
            counters.add(name, progress->counter_value(slot));
            if (progress->counter_total(slot) > 0)
                totals.add(name, progress->counter_total(slot));
        }
    const char* phase = progress != nullptr && progress->phase() != nullptr ? progress->phase() : "";
    return "\"progress\":" + std::string(fraction) + ",\"phase\":" + json_quote(phase) + ",\"counters\":" + counters.str() +
           ",\"totals\":" + totals.str();
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

const char* JobKindName(JobKind kind)
{
    static const char* names[] = {"idle", "generate", "hint", "solve", "validate"};
    return names[static_cast<int>(kind)];
}

const char* JobKindTitle(JobKind kind)
{
    static const char* titles[] = {"Nothing", "Generation", "Hint", "Solve", "Validation"};
    return titles[static_cast<int>(kind)];
}

const char* PopupKindName(PopupKind kind)
{
    static const char* names[] = {"none", "progress", "win"};
    return names[static_cast<int>(kind)];
}

JobPopupResult DrawJobProgress(JobKind kind, double started, double now, const std::string& detail,
                               const Progress* progress, const char* heading, const char* fraction_of)
{
    static const char* headings[] = {"", "Generating a level", "Finding a hint", "Solving", "Validating the level"};
    JobPopupView view;
    view.Heading = heading != nullptr ? heading : headings[static_cast<int>(kind)];
    if (fraction_of != nullptr)
        view.FractionOf = fraction_of;
    view.Detail = detail.c_str();
    view.JobProgress = kind != JobKind::None && now - started >= kPopupDelaySeconds ? progress : nullptr;
    view.Determinate = kind == JobKind::Generate;
    view.ElapsedSeconds = now - started;
    // Screen readers hear the job start and pass each quarter.
    static double announced_job = -1.0;
    static int announced_quarter = 0;
    if (view.JobProgress != nullptr)
    {
        if (announced_job != started)
        {
            announced_job = started;
            announced_quarter = 0;
            Browser_Announce(std::string(view.Heading) + (detail.empty() ? "" : ": " + detail) + ".");
        }
        const int quarter = view.Determinate ? static_cast<int>(progress->fraction() * 4.0) : 0;
        if (quarter > announced_quarter && quarter < 4)
        {
            announced_quarter = quarter;
            Browser_Announce(std::to_string(quarter * 25) + " percent.");
        }
    }
    return JobProgressPopup(view);
}

void FormParams::Number(const char* key, int* field)
{
    m_Setters[key] = [field](const ParamValue& value) {
        if (value.Kind != ParamValue::Type::Number || !std::isfinite(value.Number) || std::fabs(value.Number) > 1e6)
            return std::string("expected a number");
        *field = static_cast<int>(std::lround(value.Number));
        return std::string();
    };
}

void FormParams::Flag(const char* key, bool* field)
{
    m_Setters[key] = [field](const ParamValue& value) {
        if (value.Kind != ParamValue::Type::Bool)
            return std::string("expected true or false");
        *field = value.Bool;
        return std::string();
    };
}

void FormParams::Seed(char* field, size_t size)
{
    m_Setters["seed"] = [field, size](const ParamValue& value) {
        if (value.Kind == ParamValue::Type::Bool)
            return std::string("expected text");
        const std::string text = value.Kind == ParamValue::Type::Text ? value.Text : std::to_string(std::llround(value.Number));
        if (text.size() >= size)
            return "longer than " + std::to_string(size - 1) + " characters";
        std::snprintf(field, size, "%s", text.c_str());
        return std::string();
    };
}

void FormParams::Text(const char* key, std::function<bool(const std::string&)> accept, const char* expected)
{
    m_Setters[key] = [accept, expected](const ParamValue& value) {
        if (value.Kind != ParamValue::Type::Text || !accept(value.Text))
            return std::string("expected ") + expected;
        return std::string();
    };
}

bool FormParams::Apply(const ParamMap& params, std::string* error) const
{
    std::string problems;
    for (const auto& [key, value] : params)
    {
        const auto setter = m_Setters.find(key);
        const std::string problem = setter == m_Setters.end() ? std::string("unknown parameter") : setter->second(value);
        if (!problem.empty())
            problems += (problems.empty() ? "" : "; ") + key + ": " + problem;
    }
    if (error != nullptr)
        *error = problems;
    return problems.empty();
}

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
    const float more_size = vertical ? frame : ActionWidth("\xE2\x80\xA6");
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
        if (ImGui::Button("\xE2\x80\xA6##more", size))
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
        actions.push_back({"Full app \xE2\x86\x97", "full_app", true, [url] { Browser_OpenTab(url); }});  // ↗
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

void Screen::AnnounceLevel(const std::string& code)
{
    if (code == m_AnnouncedCode)
        return;
    m_AnnouncedCode = code;
    if (!code.empty())
        Browser_Announce(LevelSummary());
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

//-----------------------------------------------------------------------------
// [SECTION] Panel widgets
//-----------------------------------------------------------------------------

void SectionHeading(const char* text)
{
    ImGui::Spacing();
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Accent).Value);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

void DimText(const char* text)
{
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

void HelpText(const char* touch, const char* mouse)
{
    DimText(TouchMetrics() ? touch : mouse);
}

void IntField(const char* label, const char* hook, int* value, int step)
{
    FormLabel(label);
    ImGui::PushID(hook);
    const float button = ImGui::GetFrameHeight();
    const float spacing = ImGui::GetStyle().ItemInnerSpacing.x;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 2.0f * (button + spacing));
    ImGui::InputInt("##value", value, 0, 0);
    TestHooks_RecordItem(hook);
    ImGui::SameLine(0, spacing);
    if (ImGui::Button("-", ImVec2(button, button)))
        *value -= step;
    ImGui::SameLine(0, spacing);
    if (ImGui::Button("+", ImVec2(button, button)))
        *value += step;
    ImGui::PopID();
}

void CheckboxRow(const char* label, const char* hook, bool* value, const char* tooltip)
{
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    ImGui::Checkbox(label, value);
    TestHooks_RecordItem(hook);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", tooltip);
}

void SeedRow(char* field, int field_size)
{
    FormLabel("Seed");
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputTextWithHint("##seed", "blank = random", field, static_cast<size_t>(field_size));
    TestHooks_RecordItem("seed");
}

bool BeginFormCombo(const char* id, const char* preview, const char* name)
{
    const ImGuiID item = ImGui::GetID(id);
    const bool open = ImGui::BeginCombo(id, preview);
    UiItems_Describe(item, UiRole::Combo, (std::string(name) + ": " + preview).c_str());
    if (open)  // entries a finger can hit: a line plus the spacing they span
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            ImVec2(ImGui::GetStyle().ItemSpacing.x, std::fmax(ImGui::GetStyle().ItemSpacing.y,
                                                                                ImGui::GetFrameHeight() - ImGui::GetTextLineHeight())));
    return open;
}

void EndFormCombo()
{
    ImGui::PopStyleVar();
    ImGui::EndCombo();
}

bool FormProblem(const std::string& problem)
{
    if (problem.empty())
        return true;
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
    return false;
}

float RowButtonWidth(int count)
{
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    return std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(count - 1)) / static_cast<float>(count));
}

bool ModeSwitchPressed(bool editing, bool disabled)
{
    static const char* const kLabels[] = {"Play", "Edit"};
    static const char* const kHooks[] = {"play", "edit"};
    const float w = RowButtonWidth(2);
    const int current = editing ? 1 : 0;
    int pressed = -1;
    ImGui::BeginDisabled(disabled);
    for (int i = 0; i < 2; ++i)
    {
        if (i > 0)
            ImGui::SameLine();
        if (i == current)
            ImGui::PushStyleColor(ImGuiCol_Button, colors::Selected);
        if (ImGui::Button(kLabels[i], ImVec2(w, 0)))
            pressed = i;
        TestHooks_RecordItem(kHooks[i]);
        if (i == current)
            ImGui::PopStyleColor();
    }
    ImGui::EndDisabled();
    return pressed >= 0 && pressed != current;
}

void FormLabel(const char* label)
{
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::TableNextColumn();
}

//-----------------------------------------------------------------------------
// [SECTION] Board area widgets
//-----------------------------------------------------------------------------

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
        if (ImGui::CalcTextSize((text + "\xE2\x80\xA6").c_str()).x <= width)
            break;
    }
    return text + "\xE2\x80\xA6";
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
    const bool cut = (count == 1 ? lines[0] : lines[0] + " " + lines[1]) != m_Text;
    if (cut && ImGui::IsMouseHoveringRect(min, max))
        ImGui::SetTooltip("%s", m_Text.c_str());
}

void DrawHudStats(const ScreenRect& rect, const HudStat* stats, int count)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float y = rect.Min.y + 14.0f;
    // Font sizes in CSS px (the atlas is rasterised at the pixel ratio).
    const float css = ImGui::GetIO().FontGlobalScale;
    ImFont* big = g_Fonts.Display;
    ImFont* small = g_Fonts.Body;
    count = count > 8 ? 8 : count;
    // Everything shrinks together when the stats would not fit (a phone, a long map name).
    float scale = 1.0f;
    float big_size = 0.0f, small_size = 0.0f, gap = 0.0f, total = 0.0f;
    float widths[8];
    for (int pass = 0; pass < 2; ++pass)
    {
        big_size = big->FontSize * css * scale;
        small_size = small->FontSize * css * 0.8f * std::fmax(scale, 0.85f);
        gap = 48.0f * scale;
        total = 0.0f;
        for (int i = 0; i < count; ++i)
        {
            const float value_w = big->CalcTextSizeA(big_size, FLT_MAX, 0, stats[i].Value.c_str()).x;
            const float label_w = small->CalcTextSizeA(small_size, FLT_MAX, 0, stats[i].Label).x;
            widths[i] = std::fmax(value_w, label_w);
            total += widths[i] + (i > 0 ? gap : 0.0f);
        }
        const float room = rect.Width() - 24.0f;
        if (total <= room || pass == 1)
            break;
        scale = std::fmax(0.45f, room / total);
    }
    // Two stats meet at the centre line; more are centred as a group.
    float x = count == 2 ? (rect.Min.x + rect.Max.x) * 0.5f - gap * 0.5f - widths[0]
                         : std::floor((rect.Min.x + rect.Max.x - total) * 0.5f);
    const float line_h = big_size;
    for (int i = 0; i < count; ++i)
    {
        if (i > 0)
        {
            const float sep = x + gap * 0.5f;
            draw->AddLine(ImVec2(sep, y + 4.0f), ImVec2(sep, y + small_size + line_h - 4.0f), colors::PanelEdge, 1.0f);
            x += gap;
        }
        // The first stat is right-aligned against its separator, the others left-aligned.
        const float value_w = big->CalcTextSizeA(big_size, FLT_MAX, 0, stats[i].Value.c_str()).x;
        const float label_w = small->CalcTextSizeA(small_size, FLT_MAX, 0, stats[i].Label).x;
        const float value_x = i == 0 ? x + widths[i] - value_w : x;
        const float label_x = i == 0 ? x + widths[i] - label_w : x;
        draw->AddText(small, small_size, ImVec2(label_x, y), colors::TextDim, stats[i].Label);
        draw->AddText(big, big_size, ImVec2(value_x, y + small_size), stats[i].Color, stats[i].Value.c_str());
        const std::string hook = "hud_" + std::to_string(i);  // tests: nothing may lie on a stat
        TestHooks_RecordRect(hook.c_str(), ImVec2(x, y), ImVec2(x + widths[i], y + small_size + line_h));
        x += widths[i];
    }
}

void DrawHudTitle(const ScreenRect& rect, const char* text)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float css = ImGui::GetIO().FontGlobalScale;
    ImFont* heading = g_Fonts.Heading;
    const float heading_size = heading->FontSize * css;
    const ImVec2 size = heading->CalcTextSizeA(heading_size, FLT_MAX, 0, text);
    const float cx = (rect.Min.x + rect.Max.x) * 0.5f;
    draw->AddText(heading, heading_size, ImVec2(cx - size.x * 0.5f, rect.Min.y + 24.0f), colors::TextMain, text);
}

void DrawFieldMessage(const ScreenRect& field, const char* text, bool spinner, double now)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 size = ImGui::CalcTextSize(text);
    const ImVec2 c((field.Min.x + field.Max.x) * 0.5f, (field.Min.y + field.Max.y) * 0.5f);
    if (spinner)
    {
        const float angle = static_cast<float>(now * 4.0);
        draw->PathArcTo(ImVec2(c.x, c.y - 30.0f), 14.0f, angle, angle + 3.14159265f * 1.4f, 24);
        draw->PathStroke(colors::Accent, 0, 3.0f);
    }
    draw->AddText(ImVec2(c.x - size.x * 0.5f, c.y), colors::TextDim, text);
}

bool DrawLevelCodeBar(const ScreenRect& rect, const char* label, const std::string& code)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(rect.Min, rect.Max, colors::Panel);
    draw->AddLine(rect.Min, ImVec2(rect.Max.x, rect.Min.y), colors::PanelEdge);
    const float pad = 14.0f;
    const float y = rect.Min.y + (rect.Height() - ImGui::GetFrameHeight()) * 0.5f;
    ImGui::SetCursorScreenPos(ImVec2(rect.Min.x + pad, y));
    ImGui::AlignTextToFramePadding();
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    ImGui::TextUnformatted(label);
    ImGui::PopStyleColor();
    ImGui::SameLine();

    const float copy_w = ImGui::CalcTextSize("Copy").x + ImGui::GetStyle().FramePadding.x * 2.0f;
    const float room = rect.Max.x - pad - copy_w - ImGui::GetStyle().ItemSpacing.x - ImGui::GetCursorScreenPos().x;
    std::string shown = code.empty() ? std::string("\xE2\x80\x94") : code;  // —
    while (ImGui::CalcTextSize(shown.c_str()).x > room && shown.size() > 8)
        shown = shown.substr(0, shown.size() - 8) + "\xE2\x80\xA6";
    ImGui::TextUnformatted(shown.c_str());
    if (shown != code && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", code.c_str());
    ImGui::SameLine();
    ImGui::SetCursorScreenPos(ImVec2(rect.Max.x - pad - copy_w, y));
    ImGui::BeginDisabled(code.empty());
    const bool copied = ImGui::Button("Copy");
    if (copied)
    {
        ImGui::SetClipboardText(code.c_str());
        Browser_CopyText(code.c_str());
    }
    ImGui::EndDisabled();
    return copied;
}

//-----------------------------------------------------------------------------
// [SECTION] Win popup
//-----------------------------------------------------------------------------

bool BeginWinPopup(const char* id, bool* open)
{
    if (*open && !ImGui::IsPopupOpen(id))
        ImGui::OpenPopup(id);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(360.0f, 0.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(26, 22));
    const bool shown = ImGui::BeginPopupModal(id, nullptr,
        ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleVar();
    if (!shown)
        return false;
    if (!*open)
    {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return false;
    }
    return true;
}

void EndWinPopup(bool open)
{
    if (!open)
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void CenteredText(ImFont* font, ImU32 color, const char* text)
{
    ImGui::PushFont(font);
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - ImGui::CalcTextSize(text).x) * 0.5f);
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(color).Value);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

}  // namespace pgw::app

// kit_widgets.cpp — see kit_widgets.hpp.
//
// Index of this file:
// [SECTION] Buttons and rows
// [SECTION] Panel widgets
// [SECTION] Board area widgets
// [SECTION] Win popup

#include "app/kit/kit_widgets.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>

#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Buttons and rows
//-----------------------------------------------------------------------------

bool KitButton(const char* label, const char* hook, bool enabled, const ImVec2& size, bool primary)
{
    ImGui::BeginDisabled(!enabled);
    const bool pressed = primary ? PrimaryButton(label, size) : ImGui::Button(label, size);
    TestHooks_RecordItem(hook);
    ImGui::EndDisabled();
    return pressed && enabled;
}

bool GenerateRow(bool usable, bool busy, const char* label, const char* hook)
{
    return KitButton(label, hook, usable && !busy, ImVec2(-FLT_MIN, 0), true);
}

void SeedUsedRow(const std::string& seed, char* field, int field_size)
{
    if (seed.empty())
        return;
    ImGui::AlignTextToFramePadding();
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    ImGui::Text("Seed used: %s", seed.c_str());
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Put this seed in the field to make the same level again.");
    ImGui::SameLine();
    if (ImGui::SmallButton("Reuse"))
        std::snprintf(field, static_cast<size_t>(field_size), "%s", seed.c_str());
    TestHooks_RecordItem("reuse_seed");
}

void PanelColumns(const ScreenRect& rect, bool side, const std::function<void(bool columns)>& left,
                  const std::function<void(bool columns)>& right, bool right_on_top)
{
    // Two columns when the panel is a wide strip on top; one column at the side.
    const bool columns = !side && rect.Width() >= 600.0f;
    if (columns && ImGui::BeginTable("##panel_columns", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX))
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        left(true);
        ImGui::TableNextColumn();
        right(true);
        ImGui::EndTable();
        return;
    }
    (right_on_top ? right : left)(false);
    ImGui::Spacing();
    ImGui::Separator();
    (right_on_top ? left : right)(false);
}

bool BeginFormTable(const char* id)
{
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingFixedFit))
        return false;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, 104.0f);
    ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
    return true;
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

bool CollapsingSection(const char* text, const char* hook)
{
    ImGui::Spacing();
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Accent).Value);
    const bool open = ImGui::CollapsingHeader(text);
    ImGui::PopStyleColor();
    ImGui::PopFont();
    TestHooks_RecordItem(hook);
    return open;
}

void HintCard(const std::string& title, const std::string& text)
{
    ImGui::Spacing();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->ChannelsSplit(2);
    draw->ChannelsSetCurrent(1);
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float pad = 8.0f;
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::SetCursorScreenPos(ImVec2(start.x, start.y + pad));
    ImGui::Indent(pad);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2.0f * pad);
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::AccentWarm).Value);
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopStyleColor();
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Unindent(pad);
    TestHooks_RecordItem("hint_card");
    const ImVec2 end(start.x + width, ImGui::GetItemRectMax().y + pad);
    draw->ChannelsSetCurrent(0);
    draw->AddRectFilled(start, end, WithAlpha(colors::AccentWarm, 0.10f), 8.0f);
    draw->AddRect(start, end, WithAlpha(colors::AccentWarm, 0.5f), 8.0f);
    draw->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(start.x, end.y));
    ImGui::Dummy(ImVec2(0.0f, 4.0f));
}

void CertificateRows(const std::vector<CertificateRow>& rows)
{
    if (!ImGui::BeginTable("##certificate", 2, ImGuiTableFlags_SizingStretchProp))
        return;
    for (const CertificateRow& row : rows)
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        DimText(row.Label.c_str());
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", row.Value.c_str());
    }
    ImGui::EndTable();
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

void DifficultyRow(const char* hook, Difficulty* value, const char* tooltip)
{
    static const char* const kTitles[] = {"Any", "Easy", "Medium", "Hard", "Expert"};
    FormLabel("Difficulty");
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (BeginFormCombo("##difficulty", kTitles[static_cast<int>(*value)], "Difficulty"))
    {
        for (int i = 0; i < 5; ++i)
        {
            if (ImGui::Selectable(kTitles[i], static_cast<int>(*value) == i))
                *value = static_cast<Difficulty>(i);
            TestHooks_RecordItem((std::string(hook) + "_" + difficulty_name(static_cast<Difficulty>(i))).c_str());
        }
        EndFormCombo();
    }
    TestHooks_RecordItem(hook);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", tooltip);
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

// The stats in a column band (a phone on its side): two to a row, label over value.
static void DrawHudStatsGrid(const ScreenRect& rect, const HudStat* stats, int count)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float css = ImGui::GetIO().FontGlobalScale;
    ImFont* big = g_Fonts.Display;
    ImFont* small = g_Fonts.Body;
    const float cell_w = (rect.Width() - 24.0f) * 0.5f;
    float scale = 0.8f;
    for (int i = 0; i < count; ++i)
    {
        const float w = big->CalcTextSizeA(big->FontSize * css * scale, FLT_MAX, 0, stats[i].Value.c_str()).x;
        if (w > cell_w - 8.0f)
            scale = std::fmax(0.45f, scale * (cell_w - 8.0f) / w);
    }
    const float big_size = big->FontSize * css * scale;
    const float small_size = small->FontSize * css * 0.8f;
    const float row_h = small_size + big_size + 12.0f;
    for (int i = 0; i < count; ++i)
    {
        const float x = rect.Min.x + 12.0f + static_cast<float>(i % 2) * cell_w;
        const float y = rect.Min.y + 10.0f + static_cast<float>(i / 2) * row_h;
        draw->AddText(small, small_size, ImVec2(x, y), colors::TextDim, stats[i].Label);
        draw->AddText(big, big_size, ImVec2(x, y + small_size), stats[i].Color, stats[i].Value.c_str());
        const float value_w = big->CalcTextSizeA(big_size, FLT_MAX, 0, stats[i].Value.c_str()).x;
        const float label_w = small->CalcTextSizeA(small_size, FLT_MAX, 0, stats[i].Label).x;
        const std::string hook = "hud_" + std::to_string(i);  // tests: nothing may lie on a stat
        TestHooks_RecordRect(hook.c_str(), ImVec2(x, y), ImVec2(x + std::fmax(value_w, label_w), y + small_size + big_size));
    }
}

void DrawHudStats(const ScreenRect& rect, const HudStat* stats, int count)
{
    if (rect.Height() >= 110.0f)  // more than a row's band: LayoutBoardArea's column
    {
        DrawHudStatsGrid(rect, stats, count > 8 ? 8 : count);
        return;
    }
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
    if (size.x > rect.Width() - 24.0f)  // a narrow band (a phone on its side): wrapped, from the left
    {
        draw->AddText(heading, heading_size, ImVec2(rect.Min.x + 12.0f, rect.Min.y + 12.0f), colors::TextMain, text,
                      nullptr, rect.Width() - 24.0f);
        return;
    }
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
    std::string shown = code.empty() ? std::string("—") : code;  // —
    while (ImGui::CalcTextSize(shown.c_str()).x > room && shown.size() > 8)
        shown = shown.substr(0, shown.size() - 8) + "…";
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

bool BeginModalCard(const char* id, const ImVec2& at, const ImVec2& pivot, float width, const ImVec2& padding)
{
    ImGui::SetNextWindowPos(at, ImGuiCond_Always, pivot);
    ImGui::SetNextWindowSize(ImVec2(width, 0.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, padding);
    const bool shown = ImGui::BeginPopupModal(id, nullptr,
        ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleVar();
    return shown;
}

static void CenteredText(ImFont* font, ImU32 color, const char* text)
{
    ImGui::PushFont(font);
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - ImGui::CalcTextSize(text).x) * 0.5f);
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(color).Value);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

WinPopupResult WinPopup(const char* id, bool* open, const char* title, const char* line, const char* remark,
                        const std::string& share, const std::string& results, const char* next_label)
{
    static std::string copied;  // the share text last copied: the button says so
    if (*open && !ImGui::IsPopupOpen(id))
        ImGui::OpenPopup(id);
    if (!BeginModalCard(id, ImGui::GetMainViewport()->GetCenter(), ImVec2(0.5f, 0.5f), 360.0f, ImVec2(26, 22)))
        return WinPopupResult::Hidden;
    if (!*open)
    {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return WinPopupResult::Hidden;
    }
    CenteredText(g_Fonts.Display, colors::Good, title);
    CenteredText(g_Fonts.Heading, colors::TextMain, line);
    CenteredText(g_Fonts.Body, colors::TextDim, remark);
    // The time and the best so far, a centred line each.
    for (std::size_t start = 0; start < results.size();)
    {
        std::size_t end = results.find('\n', start);
        if (end == std::string::npos)
            end = results.size();
        const std::string row = results.substr(start, end - start);
        CenteredText(g_Fonts.Body, colors::TextMain, row.c_str());
        start = end + 1;
    }
    if (!results.empty())
        TestHooks_RecordItem("win_results");
    ImGui::Spacing();
    if (!share.empty())
    {
        // The daily's result, to paste where friends are: it names the day, not the level.
        ImGui::Spacing();
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextMain).Value);
        ImGui::TextWrapped("%s", share.c_str());
        ImGui::PopStyleColor();
        TestHooks_RecordItem("share_result_text");
        if (KitButton(copied == share ? "Copied ✓" : "Copy result", "copy_result", true, ImVec2(-FLT_MIN, 0)))
        {
            ImGui::SetClipboardText(share.c_str());
            Browser_CopyText(share.c_str());
            copied = share;
        }
    }
    ImGui::Spacing();
    const float w = RowButtonWidth(2);
    const bool next = KitButton(next_label != nullptr ? next_label : "Next level", "next", true, ImVec2(w, 0), true);
    ImGui::SameLine();
    const bool close = ImGui::Button("Close", ImVec2(w, 0));
    TestHooks_RecordItem("win_close");
    if (close || next)
        *open = false;
    if (!*open)
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return next ? WinPopupResult::Next : WinPopupResult::Shown;
}

}  // namespace pgw::app

// journey_views.cpp — see journey_views.hpp.
//
// Index of this file:
// [SECTION] Frame and head
// [SECTION] Collections
// [SECTION] A collection's levels
// [SECTION] Statistics
// [SECTION] Test hooks

#include "app/midend/journey_views.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <set>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/journey.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "core/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "kinds/collection_print.hpp"
#include "kinds/daily.hpp"
#include "kinds/registry.hpp"

namespace pgw::app {

namespace {

std::string Capital(std::string text)
{
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// "Slide and Flow", from the kinds a collection's levels are of.
std::string KindsOf(const Collection& set)
{
    std::vector<std::string> kinds;
    if (set.type == Collection::Type::Generated)
        kinds.push_back(set.kind);
    for (const CollectionLevel& level : set.levels)
        if (std::find(kinds.begin(), kinds.end(), level.kind) == kinds.end())
            kinds.push_back(level.kind);
    std::string out;
    for (std::size_t i = 0; i < kinds.size(); ++i)
        out += (i == 0 ? "" : i + 1 == kinds.size() ? " and " : ", ") + Capital(kinds[i]);
    return out;
}

// A thin bar: `done` of `total`.
void ProgressBar(float width, int done, int total)
{
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = 6.0f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + h), colors::PanelEdge, h * 0.5f);
    if (total > 0 && done > 0)
        draw->AddRectFilled(at, ImVec2(at.x + width * static_cast<float>(done) / static_cast<float>(total), at.y + h),
                            colors::Good, h * 0.5f);
    ImGui::Dummy(ImVec2(width, h));
}

std::string CountText(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] Frame and head
//-----------------------------------------------------------------------------

void JourneyViews::Open(JourneyPage page, int entry)
{
    m_Page = page;
    if (entry >= 0)
        m_Entry = entry;
    m_Copied.clear();
    m_Renaming = -1;
    Browser_Announce(page == JourneyPage::Stats ? "Statistics." : page == JourneyPage::Levels ? "Levels." : "Collections.");
}

void JourneyViews::SetMessage(std::string text, bool problem)
{
    m_Message = std::move(text);
    m_MessageProblem = problem;
}

// The printable pages of a collection, made off the frame (its generated
// levels not made yet are made there too), then the browser's print dialog.
void JourneyViews::StartPrint(const Journey& journey, int entry)
{
    const LibraryEntry& e = journey.Library()[static_cast<std::size_t>(entry)];
    std::vector<std::string> codes;
    for (int i = 0; i < e.Set.size(); ++i)
        codes.push_back(journey.KnownCode(entry, i));
    const Collection set = e.Set;
    struct Printed {
        bool Ok = false;
        std::string Html, Error;
    };
    m_PrintProblem.clear();
    const bool started = m_Print.Start<Printed>(
        JobSpec(JobKind::Print, set.title), ImGui::GetTime(),
        [set, codes](Progress& progress) {
            Printed out;
            out.Ok = collection_print_html(set, codes, progress, out.Html, out.Error);
            return out;
        },
        [this](Printed& printed) {
            if (printed.Ok)
                Browser_Print(printed.Html);
            else if (printed.Error != "cancelled")
                m_PrintProblem = "The pages could not be made: " + printed.Error + ".";
        },
        test_job_pace());
    if (!started)
        m_PrintProblem = "Could not start a worker thread; the browser may be out of resources.";
}

void JourneyViews::PollPrint()
{
    if (!m_Print.Poll())
        m_PrintProblem = "Printing stopped: it needs more memory than the app has.";
    if (m_Print.DrawPopup(ImGui::GetTime()) == JobPopupResult::Cancelled)
        m_Print.Cancel();
}

JourneyRequest JourneyViews::Draw(Journey& journey, const ScreenRect& area, const std::string& page_address)
{
    JourneyRequest request;
    if (m_Page == JourneyPage::None)
    {
        m_Print.Cancel();
        return request;
    }
    if (m_Page == JourneyPage::Levels &&
        (m_Entry < 0 || m_Entry >= static_cast<int>(journey.Library().size())))
        m_Page = JourneyPage::Collections;

    BeginCoverWindow("##journey_view", area);

    const float head_h = std::floor(ImGui::GetFrameHeight() + 20.0f);
    ScreenRect head = area;
    head.Max.y = area.Min.y + head_h;
    ScreenRect body = area;
    body.Min.y = head.Max.y;
    // The content column: at most 760 px wide, centred.
    const float column = std::fmin(760.0f, body.Width());
    body.Min.x = std::floor(area.Min.x + (area.Width() - column) * 0.5f);
    body.Max.x = body.Min.x + column;
    head.Min.x = body.Min.x;
    head.Max.x = body.Max.x;

    const char* title = m_Page == JourneyPage::Stats ? "Statistics" : "Collections";
    DrawHead(title, head, request);
    BeginPanel("##journey_body", body);
    if (m_Page == JourneyPage::Collections)
    {
        const JourneyRequest asked = DrawCollections(journey, body);
        if (asked.What != JourneyRequest::Kind::None)
            request = asked;
    }
    else if (m_Page == JourneyPage::Levels)
    {
        const JourneyRequest asked = DrawLevels(journey, body, page_address);
        if (asked.What != JourneyRequest::Kind::None)
            request = asked;
    }
    else
    {
        DrawStats(journey, body);
    }
    EndPanel(body, false);
    PollPrint();
    ImGui::End();
    if (request.What == JourneyRequest::Kind::Close || request.What == JourneyRequest::Kind::Play)
        m_Page = JourneyPage::None;
    return request;
}

// The head: Collections | Statistics, and Close on the right.
void JourneyViews::DrawHead(const char*, const ScreenRect& head, JourneyRequest& request)
{
    const ImGuiStyle& style = ImGui::GetStyle();
    const float y = head.Min.y + (head.Height() - ImGui::GetFrameHeight()) * 0.5f;
    ImGui::SetCursorScreenPos(ImVec2(head.Min.x + 12.0f, y));
    const bool stats = m_Page == JourneyPage::Stats;
    ImGui::PushStyleColor(ImGuiCol_Button, !stats ? colors::Selected : IM_COL32(0, 0, 0, 0));
    if (ImGui::Button("Collections"))
        Open(JourneyPage::Collections);
    TestHooks_RecordItem("view_collections");
    ImGui::PopStyleColor();
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, stats ? colors::Selected : IM_COL32(0, 0, 0, 0));
    if (ImGui::Button("Statistics"))
        Open(JourneyPage::Stats);
    TestHooks_RecordItem("view_stats");
    ImGui::PopStyleColor();
    const float close_w = ImGui::CalcTextSize("Close").x + style.FramePadding.x * 2.0f;
    ImGui::SetCursorScreenPos(ImVec2(head.Max.x - 12.0f - close_w, y));
    if (ImGui::Button("Close", ImVec2(close_w, 0.0f)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        request.What = JourneyRequest::Kind::Close;
    TestHooks_RecordItem("view_close");
}

//-----------------------------------------------------------------------------
// [SECTION] Collections
//-----------------------------------------------------------------------------

JourneyRequest JourneyViews::DrawCollections(Journey& journey, const ScreenRect&)
{
    JourneyRequest request;
    const std::vector<LibraryEntry>& library = journey.Library();
    bool own_heading = false;
    SectionHeading("Play through");
    for (int i = 0; i < static_cast<int>(library.size()); ++i)
    {
        const LibraryEntry& entry = library[static_cast<std::size_t>(i)];
        if (!entry.BuiltIn && !own_heading)
        {
            own_heading = true;
            ImGui::Spacing();
            SectionHeading("Your collections");
        }
        ImGui::PushID(i);
        const int total = entry.Set.size();
        const int solved = journey.SolvedCount(i);
        ImGui::PushFont(g_Fonts.Heading);
        ImGui::TextUnformatted(entry.Set.title.empty() ? "Untitled" : entry.Set.title.c_str());
        ImGui::PopFont();
        TestHooks_RecordItem(("coll_" + std::to_string(i) + "_title").c_str());
        std::string line = KindsOf(entry.Set);
        line += (line.empty() ? "" : " · ") + CountText(total, "level", "levels");
        if (!entry.Set.author.empty())
            line += " · by " + entry.Set.author;
        DimText(line.c_str());
        if (!entry.Problem.empty())
        {
            ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Warn).Value);
            ImGui::TextWrapped("%s", Capital(entry.Problem).c_str());
            ImGui::PopStyleColor();
        }
        const float width = ImGui::GetContentRegionAvail().x;
        ProgressBar(width, solved, total);
        const std::string solved_text = std::to_string(solved) + " of " + std::to_string(total) + " solved";
        DimText(solved_text.c_str());
        const float w = RowButtonWidth(2);
        const bool started = solved > 0 || journey.ContinueIndex(i) > 0;
        const bool usable = entry.Problem.empty() && total > 0;
        if (KitButton(started ? "Continue" : "Start", ("coll_" + std::to_string(i) + "_continue").c_str(), usable,
                      ImVec2(w, 0), true))
        {
            request.What = JourneyRequest::Kind::Play;
            request.Entry = i;
            request.Index = journey.ContinueIndex(i);
        }
        ImGui::SameLine();
        if (KitButton("Levels", ("coll_" + std::to_string(i) + "_levels").c_str(), entry.Problem.empty(), ImVec2(w, 0)))
            Open(JourneyPage::Levels, i);
        ImGui::Spacing();
        ImGui::Separator();
        ImGui::Spacing();
        ImGui::PopID();
    }
    if (!own_heading)
    {
        ImGui::Spacing();
        SectionHeading("Your collections");
        DimText("None yet. Share, then Add to my collection, puts the level on screen in one; a collection link "
                "someone shares opens here too.");
    }
    return request;
}

//-----------------------------------------------------------------------------
// [SECTION] A collection's levels
//-----------------------------------------------------------------------------

JourneyRequest JourneyViews::DrawLevels(Journey& journey, const ScreenRect&, const std::string& page_address)
{
    JourneyRequest request;
    const int e = m_Entry;
    const LibraryEntry& entry = journey.Library()[static_cast<std::size_t>(e)];
    const Collection& set = entry.Set;
    if (KitButton("← All collections", "levels_back"))
        Open(JourneyPage::Collections);
    ImGui::Spacing();
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::TextWrapped("%s", set.title.empty() ? "Untitled" : set.title.c_str());
    ImGui::PopFont();
    if (!set.author.empty())
        DimText(("by " + set.author).c_str());
    if (!set.note.empty())
        ImGui::TextWrapped("%s", set.note.c_str());
    const int total = set.size();
    const int solved = journey.SolvedCount(e);
    ProgressBar(ImGui::GetContentRegionAvail().x, solved, total);
    DimText((std::to_string(solved) + " of " + std::to_string(total) + " solved").c_str());
    ImGui::Spacing();

    // The grid: a tile per level, its number, a mark when solved (✓ in par, +N over it).
    const float gap = 8.0f;
    const float tile = std::fmax(48.0f, ImGui::GetFrameHeight() * 1.4f);
    const float avail = ImGui::GetContentRegionAvail().x;
    const int columns = std::max(1, static_cast<int>((avail + gap) / (tile + gap)));
    const int current = journey.ContinueIndex(e);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (int i = 0; i < total; ++i)
    {
        if (i % columns != 0)
            ImGui::SameLine(0.0f, gap);
        const std::string code = journey.KnownCode(e, i);
        const LevelBest best = code.empty() ? LevelBest() : journey.Best(code);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::PushID(i);
        const bool pressed = ImGui::InvisibleButton("##level", ImVec2(tile, tile));
        ImGui::PopID();
        const std::string hook = "level_" + std::to_string(i + 1);
        TestHooks_RecordItem(hook.c_str());
        std::string described = "Level " + std::to_string(i + 1);
        if (best.solves > 0)
            described += best.par > 0 && best.best_moves > best.par
                             ? ", solved " + std::to_string(best.best_moves - best.par) + " over par"
                             : ", solved";
        UiItems_Describe(GImGui->LastItemData.ID, UiRole::Button, described.c_str());
        const bool hovered = ImGui::IsItemHovered();
        const ImVec2 max(at.x + tile, at.y + tile);
        const ImU32 fill = best.solves > 0 ? WithAlpha(colors::Good, 0.22f) : colors::Panel;
        draw->AddRectFilled(at, max, hovered ? WithAlpha(colors::Accent, 0.25f) : fill, 8.0f);
        draw->AddRect(at, max, i == current ? colors::AccentWarm : colors::PanelEdge, 8.0f, 0, i == current ? 2.5f : 1.0f);
        const std::string number = std::to_string(i + 1);
        ImGui::PushFont(g_Fonts.Heading);
        const ImVec2 size = ImGui::CalcTextSize(number.c_str());
        draw->AddText(ImVec2(at.x + (tile - size.x) * 0.5f, at.y + tile * 0.42f - size.y * 0.5f), colors::TextMain,
                      number.c_str());
        ImGui::PopFont();
        if (best.solves > 0)
        {
            const std::string mark = best.par > 0 && best.best_moves > best.par
                                         ? "+" + std::to_string(best.best_moves - best.par)
                                         : std::string("✓");
            const ImVec2 mark_size = ImGui::CalcTextSize(mark.c_str());
            draw->AddText(ImVec2(at.x + (tile - mark_size.x) * 0.5f, max.y - mark_size.y - 3.0f),
                          mark == "✓" ? colors::Good : colors::Warn, mark.c_str());
        }
        if (pressed)
        {
            request.What = JourneyRequest::Kind::Play;
            request.Entry = e;
            request.Index = i;
        }
    }
    ImGui::Spacing();
    ImGui::Spacing();
    const float w = RowButtonWidth(2);
    if (KitButton(solved > 0 ? "Continue" : "Start", "levels_continue", total > 0, ImVec2(w, 0), true))
    {
        request.What = JourneyRequest::Kind::Play;
        request.Entry = e;
        request.Index = current;
    }
    ImGui::SameLine();
    const std::string link = page_address + entry.Link;
    if (KitButton(m_Copied == "link" ? "Copied ✓" : "Copy link", "levels_copy_link", true, ImVec2(w, 0)))
    {
        ImGui::SetClipboardText(link.c_str());
        Browser_CopyText(link.c_str());
        m_Copied = "link";
    }
    const std::string embed = "<iframe src=\"" + page_address + "?embed" + entry.Link +
                              "\" width=\"720\" height=\"560\" style=\"border:0;max-width:100%\" "
                              "title=\"Procgen Workbench\" loading=\"lazy\" allowfullscreen></iframe>";
    if (KitButton(m_Copied == "embed" ? "Copied ✓" : "Copy embed code", "levels_copy_embed", true, ImVec2(w, 0)))
    {
        ImGui::SetClipboardText(embed.c_str());
        Browser_CopyText(embed.c_str());
        m_Copied = "embed";
    }
    ImGui::SameLine();
    if (KitButton(m_Print.Running() ? "Printing…" : "Print…", "levels_print", !m_Print.Running(), ImVec2(w, 0)))
        StartPrint(journey, e);
    if (!m_PrintProblem.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
        ImGui::TextWrapped("%s", m_PrintProblem.c_str());
        ImGui::PopStyleColor();
    }
    if (KitButton("Statistics", "levels_stats", true, ImVec2(-FLT_MIN, 0)))
        Open(JourneyPage::Stats);

    // The player's own: title and author, order, removal.
    if (!entry.BuiltIn && set.type == Collection::Type::HandMade)
    {
        ImGui::Spacing();
        SectionHeading("Edit");
        if (m_Renaming != e)
        {
            std::snprintf(m_Title, sizeof m_Title, "%s", set.title.c_str());
            std::snprintf(m_Author, sizeof m_Author, "%s", set.author.c_str());
            m_Renaming = e;
        }
        if (BeginFormTable("##own_fields"))
        {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted("Title");
            ImGui::TableNextColumn();
            ImGui::SetNextItemWidth(-FLT_MIN);
            ImGui::InputText("##title", m_Title, sizeof m_Title);
            TestHooks_RecordItem("own_title");
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted("Author");
            ImGui::TableNextColumn();
            ImGui::SetNextItemWidth(-FLT_MIN);
            ImGui::InputText("##author", m_Author, sizeof m_Author);
            TestHooks_RecordItem("own_author");
            ImGui::EndTable();
        }
        const bool changed = set.title != m_Title || set.author != m_Author;
        if (KitButton("Save title and author", "own_save", changed, ImVec2(-FLT_MIN, 0)))
        {
            journey.Rename(e, m_Title, m_Author);
            m_Renaming = -1;
        }
        ImGui::Spacing();
        for (int i = 0; i < total; ++i)
        {
            ImGui::PushID(i);
            const CollectionLevel& level = set.levels[static_cast<std::size_t>(i)];
            const float bw = ImGui::GetFrameHeight() * 1.1f;
            const std::string label = std::to_string(i + 1) + ". " +
                                      (level.name.empty() ? Capital(level.kind) + " level" : level.name);
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(label.c_str());
            ImGui::SameLine(std::fmax(ImGui::GetCursorPosX(), ImGui::GetContentRegionMax().x - bw * 3.0f - 16.0f));
            if (KitButton("↑", ("own_up_" + std::to_string(i + 1)).c_str(), i > 0, ImVec2(bw, 0)))
                journey.MoveLevel(e, i, i - 1);
            ImGui::SameLine();
            if (KitButton("↓", ("own_down_" + std::to_string(i + 1)).c_str(), i + 1 < total, ImVec2(bw, 0)))
                journey.MoveLevel(e, i, i + 1);
            ImGui::SameLine();
            if (KitButton("×", ("own_remove_" + std::to_string(i + 1)).c_str(), true, ImVec2(bw, 0)))
                journey.RemoveLevel(e, i);
            ImGui::PopID();
            if (journey.Library().size() <= static_cast<std::size_t>(e) ||
                journey.Library()[static_cast<std::size_t>(e)].Set.size() != total)
                break;  // removed: the list is drawn again next frame
        }
        ImGui::Spacing();
        if (KitButton("Delete this collection", "own_delete", true, ImVec2(-FLT_MIN, 0)))
        {
            journey.DeleteOwn(e);
            Open(JourneyPage::Collections);
        }
    }
    return request;
}

//-----------------------------------------------------------------------------
// [SECTION] Statistics
//-----------------------------------------------------------------------------

// Solve times as bars: how many solves took how long.
static void TimeHistogram(const std::vector<std::int64_t>& times, float width)
{
    const float height = 110.0f;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, height + 22.0f));
    TestHooks_RecordRect("stats_histogram", at, ImVec2(at.x + width, at.y + height));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddLine(ImVec2(at.x, at.y + height), ImVec2(at.x + width, at.y + height), colors::PanelEdge);
    if (times.empty())
    {
        const char* none = "No timed solves yet.";
        draw->AddText(ImVec2(at.x + 8.0f, at.y + height * 0.5f - 8.0f), colors::TextDim, none);
        return;
    }
    // Bins of whole seconds, a round width: 5 s, 10 s, 30 s, 1 min …
    const std::int64_t longest = times.back();
    static const std::int64_t kSteps[] = {1000, 2000, 5000, 10000, 15000, 30000, 60000, 120000, 300000, 600000, 1800000, 3600000};
    std::int64_t step = kSteps[0];
    for (std::int64_t s : kSteps)
    {
        step = s;
        if (longest / s < 12)
            break;
    }
    const int bins = static_cast<int>(longest / step) + 1;
    std::vector<int> counts(static_cast<std::size_t>(bins), 0);
    for (std::int64_t t : times)
        ++counts[static_cast<std::size_t>(std::min<std::int64_t>(t / step, bins - 1))];
    const int most = *std::max_element(counts.begin(), counts.end());
    const float bar_w = width / static_cast<float>(bins);
    for (int b = 0; b < bins; ++b)
    {
        const float h = (height - 16.0f) * static_cast<float>(counts[static_cast<std::size_t>(b)]) / static_cast<float>(most);
        const ImVec2 min(at.x + bar_w * static_cast<float>(b) + 2.0f, at.y + height - h);
        draw->AddRectFilled(min, ImVec2(min.x + bar_w - 4.0f, at.y + height), colors::Accent, 3.0f);
        if (counts[static_cast<std::size_t>(b)] > 0)
        {
            const std::string n = std::to_string(counts[static_cast<std::size_t>(b)]);
            draw->AddText(ImVec2(min.x + (bar_w - 4.0f - ImGui::CalcTextSize(n.c_str()).x) * 0.5f, min.y - 16.0f),
                          colors::TextDim, n.c_str());
        }
    }
    const std::string left = "0:00";
    const std::string right = FormatClock(step * bins);
    draw->AddText(ImVec2(at.x, at.y + height + 3.0f), colors::TextDim, left.c_str());
    draw->AddText(ImVec2(at.x + width - ImGui::CalcTextSize(right.c_str()).x, at.y + height + 3.0f), colors::TextDim,
                  right.c_str());
}

// The last 12 weeks, a column a week (Monday on top): a day with a daily solved is filled.
static void StreakCalendar(const Streak& streak, std::int64_t now, float width)
{
    const int weeks = 12;
    const float gap = 3.0f;
    const float cell = std::fmin(18.0f, (width - gap * static_cast<float>(weeks)) / static_cast<float>(weeks));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, (cell + gap) * 7.0f));
    TestHooks_RecordRect("stats_calendar", at, ImVec2(at.x + (cell + gap) * weeks, at.y + (cell + gap) * 7.0f));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const std::int64_t today = now / 86400 - (now % 86400 < 0 ? 1 : 0);
    // 1970-01-01 was a Thursday: Monday-based weekday of a day number.
    const int weekday = static_cast<int>(((today % 7) + 7 + 3) % 7);
    const std::int64_t first = today - weekday - 7 * (weeks - 1);
    const std::set<std::string> days(streak.days.begin(), streak.days.end());
    for (int w = 0; w < weeks; ++w)
        for (int d = 0; d < 7; ++d)
        {
            const std::int64_t day = first + w * 7 + d;
            if (day > today)
                continue;
            const ImVec2 min(at.x + static_cast<float>(w) * (cell + gap), at.y + static_cast<float>(d) * (cell + gap));
            const ImVec2 max(min.x + cell, min.y + cell);
            const bool solved = days.count(utc_date(day * 86400)) > 0;
            draw->AddRectFilled(min, max, solved ? colors::Good : colors::PanelEdge, 3.0f);
            if (day == today)
                draw->AddRect(min, max, colors::AccentWarm, 3.0f, 0, 2.0f);
        }
}

void JourneyViews::DrawStats(Journey& journey, const ScreenRect&)
{
    const Records& records = journey.Data();
    // The filters: kind, size (those played), difficulty.
    std::vector<std::string> kinds;
    for (const KindApi* api : all_kinds())
        for (const Solve& s : records.solves)
            if (s.kind == api->name)
            {
                kinds.push_back(api->name);
                break;
            }
    // Three in a row where they fit, else one a row (a phone upright).
    const bool stacked = ImGui::GetContentRegionAvail().x < 560.0f;
    const float w = stacked ? ImGui::GetContentRegionAvail().x : RowButtonWidth(3);
    const auto next_filter = [stacked] {
        if (!stacked)
            ImGui::SameLine();
    };
    ImGui::SetNextItemWidth(w);
    const std::string kind_label = m_Kind.empty() ? std::string("Every kind") : Capital(m_Kind);
    if (BeginFormCombo("##stats_kind", kind_label.c_str(), "Kind"))
    {
        if (ImGui::Selectable("Every kind", m_Kind.empty()))
            m_Kind.clear(), m_Size = 0;
        for (const std::string& k : kinds)
            if (ImGui::Selectable(Capital(k).c_str(), m_Kind == k))
                m_Kind = k, m_Size = 0;
        EndFormCombo();
    }
    TestHooks_RecordItem("stats_kind");
    next_filter();
    std::vector<std::pair<int, int>> sizes;
    for (const Solve& s : records.solves)
        if ((m_Kind.empty() || s.kind == m_Kind) &&
            std::find(sizes.begin(), sizes.end(), std::make_pair(s.width, s.height)) == sizes.end())
            sizes.emplace_back(s.width, s.height);
    std::sort(sizes.begin(), sizes.end());
    if (m_Size > static_cast<int>(sizes.size()))
        m_Size = 0;
    const auto size_name = [&](int i) {
        if (i == 0)
            return std::string("Every size");
        const auto& sz = sizes[static_cast<std::size_t>(i - 1)];
        return std::to_string(sz.first) + "×" + std::to_string(sz.second);
    };
    ImGui::SetNextItemWidth(w);
    if (BeginFormCombo("##stats_size", size_name(m_Size).c_str(), "Size"))
    {
        for (int i = 0; i <= static_cast<int>(sizes.size()); ++i)
            if (ImGui::Selectable(size_name(i).c_str(), m_Size == i))
                m_Size = i;
        EndFormCombo();
    }
    TestHooks_RecordItem("stats_size");
    next_filter();
    static const char* kGrades[] = {"Every difficulty", "Easy", "Medium", "Hard", "Expert"};
    ImGui::SetNextItemWidth(w);
    if (BeginFormCombo("##stats_grade", kGrades[m_Grade], "Difficulty"))
    {
        for (int i = 0; i < 5; ++i)
            if (ImGui::Selectable(kGrades[i], m_Grade == i))
                m_Grade = i;
        EndFormCombo();
    }
    TestHooks_RecordItem("stats_grade");

    StatsFilter filter;
    filter.kind = m_Kind;
    if (m_Size > 0)
    {
        filter.width = sizes[static_cast<std::size_t>(m_Size - 1)].first;
        filter.height = sizes[static_cast<std::size_t>(m_Size - 1)].second;
    }
    filter.any_difficulty = m_Grade == 0;
    filter.difficulty = static_cast<Difficulty>(m_Grade);
    const Stats stats = compute_stats(records, filter);
    ImGui::Spacing();
    char rate[32], hints[32];
    std::snprintf(rate, sizeof rate, "%.0f %%", stats.in_par_rate * 100.0);
    std::snprintf(hints, sizeof hints, "%.1f", stats.hints_per_level);
    const HudStat figures[] = {
        {"SOLVED", std::to_string(stats.levels), colors::Good},
        {"BEST", FormatClock(stats.best_ms), colors::TextMain},
        {"MEDIAN", FormatClock(stats.median_ms), colors::TextMain},
        {"IN PAR", rate, colors::AccentWarm},
        {"HINTS", hints, colors::TextDim},
    };
    ScreenRect band;
    band.Min = ImGui::GetCursorScreenPos();
    band.Max = ImVec2(band.Min.x + ImGui::GetContentRegionAvail().x, band.Min.y + 64.0f);
    DrawHudStats(band, figures, 5);
    ImGui::Dummy(ImVec2(band.Width(), band.Height()));
    DimText(("Levels solved, best and median time, solves in par (of those with a par), hints per level. " +
             CountText(stats.solves, "solve", "solves") + " counted.")
                .c_str());
    ImGui::Spacing();
    SectionHeading("Solve times");
    TimeHistogram(stats.times_ms, ImGui::GetContentRegionAvail().x);

    ImGui::Spacing();
    SectionHeading("Daily streak");
    const std::int64_t now = Browser_UnixSeconds();
    const Streak streak = compute_streak(records, utc_date(now));
    ImGui::Text("Current streak: %s   ·   Longest: %s", CountText(streak.current, "day", "days").c_str(),
                CountText(streak.longest, "day", "days").c_str());
    TestHooks_RecordItem("stats_streak");
    StreakCalendar(streak, now, ImGui::GetContentRegionAvail().x);
    DimText("A filled day: a daily puzzle solved. Today is outlined.");

    ImGui::Spacing();
    SectionHeading("Your progress");
    DimText("Everything is kept in this browser. Export it to a file to keep a copy or to move it to another device; "
            "importing adds what the file has and never removes anything.");
    const float bw = RowButtonWidth(2);
    if (KitButton("Export…", "stats_export", true, ImVec2(bw, 0)))
        Browser_DownloadText("procgen-workbench-progress.json", export_records(records), "application/json");
    ImGui::SameLine();
    if (KitButton("Import…", "stats_import", true, ImVec2(bw, 0)))
        Browser_PickTextFile(".json,application/json,text/plain");
    if (!m_Message.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(m_MessageProblem ? colors::Bad : colors::Good).Value);
        ImGui::TextWrapped("%s", m_Message.c_str());
        ImGui::PopStyleColor();
        TestHooks_RecordItem("stats_message");
    }
    ImGui::Spacing();
    bool shown = Screen::TimerShown();
    if (ImGui::Checkbox("Show the timer while playing", &shown))
        Screen::SetTimerShown(shown);
    TestHooks_RecordItem("stats_timer");
}

//-----------------------------------------------------------------------------
// [SECTION] Test hooks
//-----------------------------------------------------------------------------

void JourneyViews::WriteState(const Journey& journey, JsonObject& out) const
{
    static const char* pages[] = {"none", "collections", "levels", "stats"};
    JsonObject view;
    view.add("print_job", JobKindName(m_Print.Kind())).add("print_problem", m_PrintProblem);
    view.add("page", pages[static_cast<int>(m_Page)])
        .add("entry", m_Entry)
        .add("message", m_Message)
        .add("load_ms", journey.LoadMs());
    JsonArray library;
    for (int i = 0; i < static_cast<int>(journey.Library().size()); ++i)
    {
        const LibraryEntry& entry = journey.Library()[static_cast<std::size_t>(i)];
        JsonObject item;
        item.add("title", entry.Set.title)
            .add("link", entry.Link)
            .add("built_in", entry.BuiltIn)
            .add("count", entry.Set.size())
            .add("solved", journey.SolvedCount(i))
            .add("continue", journey.ContinueIndex(i))
            .add("problem", entry.Problem);
        library.add(item);
    }
    view.add("library", library);
    const Stats all = compute_stats(journey.Data(), StatsFilter());
    const Streak streak = compute_streak(journey.Data(), utc_date(Browser_UnixSeconds()));
    JsonObject stats;
    stats.add("solves", all.solves)
        .add("levels", all.levels)
        .add("best_ms", all.best_ms)
        .add("median_ms", all.median_ms)
        .add("streak", streak.current)
        .add("longest", streak.longest);
    view.add("stats", stats);
    out.add("journey", view);
}

}  // namespace pgw::app

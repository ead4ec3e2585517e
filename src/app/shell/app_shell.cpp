// app_shell.cpp — see app_shell.hpp.
#include "app/shell/app_shell.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>

#include "app/kit/kit_widgets.hpp"
#include "app/kit/notice.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/midend/screen_registry.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "core/collection.hpp"
#include "core/json.hpp"
#include "core/lab.hpp"
#include "core/link.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "kinds/daily.hpp"
#include "kinds/registry.hpp"

namespace pgw::app {

static AppShell* g_Shell = nullptr;


static const char* kSaveCurrentKey = "pgw.save.current";

static std::string SaveKey(int kind)
{
    return std::string("pgw.save.") + GetScreenKind(kind).Id();
}

AppShell::AppShell()
{
    m_Screens.resize(static_cast<size_t>(ScreenKindCount()));
    m_Saved.resize(m_Screens.size());
    m_Embedded = Browser_EmbedMode();
    g_Shell = this;
    // A threaded start the browser refused: this build runs in its place (web/app.js). Said once a tab.
    m_Build = Browser_BuildInfo();
    if (m_Build.Notice)
        Toast("Running without threads; Share says why.", true);
    // The records: a damaged store or a browser that keeps nothing is said once.
    GetJourney().Load();
    if (const std::string problem = GetJourney().TakeProblem(); !problem.empty())
        Toast(problem, true);
    if (m_Embedded)
        return;
    // Open on the tab last played.
    const std::string current = Browser_StorageGet(kSaveCurrentKey);
    for (int i = 0; i < ScreenKindCount(); ++i)
        if (current == GetScreenKind(i).Id())
            m_Current = i;
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

Screen& AppShell::CurrentScreen(bool greet)
{
    std::unique_ptr<Screen>& screen = m_Screens[static_cast<size_t>(m_Current)];
    if (!screen)
    {
        screen = GetScreenKind(m_Current).Create(GetScreenKind(m_Current).Api);
        screen->SetEmbedded(m_Embedded);
        if (!m_Embedded)
            RestoreAutosave(m_Current, greet);
    }
    return *screen;
}

//-----------------------------------------------------------------------------
// [SECTION] Autosave
//-----------------------------------------------------------------------------

// Text: the format line, then the level code, the moves and the kind's extra,
// one per line. Anything else is discarded with a notice.
void AppShell::RestoreAutosave(int kind, bool greet)
{
    const std::string key = SaveKey(kind);
    const std::string text = Browser_StorageGet(key.c_str());
    if (text.empty())
        return;
    Screen& screen = *m_Screens[static_cast<size_t>(kind)];
    SavedGame saved;
    std::string error;
    if (ParseSavedGame(text, &saved, &error) && screen.Restore(saved, &error))
    {
        m_Saved[static_cast<size_t>(kind)] = text;
        if (greet && m_Toast.empty())  // a toast already up (the build's) is the news
            Toast("Welcome back: your last game is as you left it.", false);
        return;
    }
    Browser_StorageRemove(key.c_str());
    Toast("The saved game could not be restored (" + error + ") and was discarded.", true);
}

void AppShell::Toast(std::string text, bool problem)
{
    m_Toast = std::move(text);
    m_ToastProblem = problem;
    m_ToastTime = -1.0;
}

void AppShell::DrawToast(const ScreenRect& area)
{
    static const double kShowSeconds = 8.0;
    if (m_Toast.empty())
        return;
    const double now = ImGui::GetTime();
    if (m_ToastTime < 0.0)
        m_ToastTime = now;
    const double age = now - m_ToastTime;
    if (age > kShowSeconds)
    {
        m_Toast.clear();
        return;
    }
    // The fade: idle until it starts. With reduced motion it goes at once.
    const double fade = ReducedMotion() ? 0.0 : 0.6;
    if (age < kShowSeconds - fade)
        RequestFrameAfter(kShowSeconds - fade - age);
    const float alpha = fade > 0.0 ? static_cast<float>(std::fmin(1.0, (kShowSeconds - age) / fade)) : 1.0f;
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    // One line where it fits; wrapped to the screen's width (a phone) where it does not.
    const float wrap = std::fmax(120.0f, area.Max.x - area.Min.x - 64.0f);
    const ImVec2 size = ImGui::CalcTextSize(m_Toast.c_str(), nullptr, false, wrap);
    const float cx = (area.Min.x + area.Max.x) * 0.5f;
    // Above the screen's notice and level-code bands (however many lines the notice took), clear of its counters.
    const ImVec2 max(cx + size.x * 0.5f + 16.0f, std::fmin(area.Max.y - 96.0f, Notice::TopThisFrame() - 8.0f));
    const ImVec2 min(cx - size.x * 0.5f - 16.0f, max.y - size.y - 14.0f);
    const ImU32 color = m_ToastProblem ? colors::Warn : colors::Good;
    const float rounding = std::fmin(max.y - min.y, 40.0f) * 0.5f;
    draw->AddRectFilled(min, max, WithAlpha(colors::PopupBg, 0.96f * alpha), rounding);
    draw->AddRect(min, max, WithAlpha(color, 0.8f * alpha), rounding, 0, 1.5f);
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(min.x + 16.0f, min.y + 7.0f), WithAlpha(color, alpha),
                  m_Toast.c_str(), nullptr, wrap);
}

void AppShell::Autosave()
{
    if (m_Embedded)
        return;
    if (m_SavedCurrent != m_Current)
    {
        Browser_StorageSet(kSaveCurrentKey, GetScreenKind(m_Current).Id());
        m_SavedCurrent = m_Current;
    }
    // Checked on every frame drawn: a change is drawn, so the frame that shows
    // it saves it (frames stop when idle, so no timer could be trusted to).
    // localStorage is written only when the text changed.
    const std::unique_ptr<Screen>& screen = m_Screens[static_cast<size_t>(m_Current)];
    if (!screen)
        return;
    const SavedGame saved = screen->Save();
    if (saved.Code.empty() && saved.Extra.empty())
        return;  // nothing made yet: keep the last save
    const std::string text = FormatSavedGame(saved);
    std::string& last = m_Saved[static_cast<size_t>(m_Current)];
    if (text == last)
        return;
    Browser_StorageSet(SaveKey(m_Current).c_str(), text);
    last = text;
}

std::string AppShell::StateJson() const
{
    static const char* dialogs[] = {"none", "share", "open", "link_error"};
    static const char* layouts[] = {"side", "compact", "embedded"};
    const std::unique_ptr<Screen>& screen = m_Screens[static_cast<size_t>(m_Current)];
    JsonObject out;
    if (screen)
        screen->WriteState(out);
    // The shell's part.
    out.add("kind", GetScreenKind(m_Current).Id()).add("dialog", dialogs[static_cast<int>(m_Dialog)]);
    if (m_Dialog == Dialog::Share)
    {
        JsonObject share;
        share.add("level", m_LevelLink)
            .add("recipe", m_RecipeLink)
            .add("embed", m_EmbedSnippet)
            .add("no_link", m_ShareNoLink)
            .add("copied", m_Copied);
        out.add("share", share);
    }
    if (m_Dialog == Dialog::LinkError)
        out.add("link_error", m_LinkError);
    if (m_Dialog == Dialog::Open)
        out.add("open_text", m_OpenField);
    out.add("toast", m_Toast).add("embedded", m_Embedded);
    if (screen)
        out.add("layout", layouts[static_cast<int>(screen->Layout())]).add("sheet", screen->SheetOpen());
    out.add("touch", TouchMetrics()).add("compact_bar", m_CompactBar);
    JsonObject build;
    build.add("threads", m_Build.Threads)
        .add("workers", m_Build.Workers)
        .add("reason", m_Build.Reason)
        .add("fell_back", m_Build.FellBack)
        .add("line", BuildLine());
    out.add("build", build);
    m_Views.WriteState(GetJourney(), out);
    m_Lab.WriteState(out);
    JsonObject spot;
    spot.add("entry", m_Spot.Entry).add("index", m_Spot.Index).add("count", m_Spot.Count).add("title", m_Spot.Title);
    out.add("collection", spot);
    if (screen)
        out.add("clock_ms", static_cast<std::int64_t>(screen->ClockMs())).add("clock", screen->ClockText());
    return out.str();
}

void AppShell::OpenLink(const std::string& text)
{
    Browser_ClearLocationHash();
    Link link;
    std::string error;
    if (is_lab_link(text))
    {
        OpenLabLink(text);
        return;
    }
    if (is_collection_link(text))
    {
        // A collection: kept in the library; the embed plays on where the reader left off, the app shows its levels.
        const int entry = GetJourney().Adopt(text, &error);
        if (entry < 0)
        {
            m_LinkError = "this collection link cannot be opened: " + error;
            m_Dialog = Dialog::LinkError;
            return;
        }
        m_Dialog = Dialog::None;
        if (m_Embedded)
            PlayCollectionLevel(entry, GetJourney().ContinueIndex(entry));
        else
            m_Views.Open(JourneyPage::Levels, entry);
        return;
    }
    // A daily link opens the day's recipe: today's in UTC unless it names a date.
    if (!check_link(text, link, error) ||
        !resolve_daily_link(link, utc_date(Browser_UnixSeconds()), error))
    {
        m_LinkError = error;
        m_Dialog = Dialog::LinkError;
        return;
    }
    // check_link has resolved the kind: its KindApi finds the screen.
    const KindApi* api = find_kind(link.kind);
    const int index = api != nullptr ? FindScreenKind(*api) : -1;
    if (index >= 0)
    {
        m_Current = index;
        m_Dialog = Dialog::None;
        Screen& screen = CurrentScreen(false);  // no "welcome back": the link's level replaces the saved game
        if (link.type == Link::Type::Exact)
            screen.OpenCode(link.code);
        else
            screen.OpenRecipe(link.params, link.seed);
        return;
    }
    m_LinkError = "this app has no screen for '" + link.kind + "' levels yet";
    m_Dialog = Dialog::LinkError;
}

// A Lab run's link: its spec in the Lab's form, not run yet (Run is one press away).
void AppShell::OpenLabLink(const std::string& text)
{
    LabSpec spec;
    std::string error;
    std::vector<LabCell> cells;
    if (!parse_lab_link(text, spec, error) || !lab_cells(spec, find_kind, cells, error, kind_names()))
    {
        m_LinkError = "this Lab link cannot be opened: " + error;
        m_Dialog = Dialog::LinkError;
        return;
    }
    const KindApi* api = find_kind(spec.kind);
    if (api == nullptr || FindScreenKind(*api) < 0)
    {
        m_LinkError = "this app has no screen for '" + spec.kind + "' levels yet";
        m_Dialog = Dialog::LinkError;
        return;
    }
    m_Dialog = Dialog::None;
    m_Views.Close();
    m_Lab.OpenSpec(spec);
}

void AppShell::OpenLab()
{
    m_Views.Close();
    m_Lab.Open();
}

bool AppShell::SetParams(const ParamMap& params, std::string* error)
{
    return CurrentScreen().SetParams(params, error);
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

// Three short bars: the menu's icon.
static void DrawMenuIcon(ImDrawList* draw, const ImVec2& centre, float size, ImU32 color)
{
    const float half = size * 0.5f;
    for (int i = -1; i <= 1; ++i)
    {
        const float y = std::round(centre.y + static_cast<float>(i) * size * 0.36f) + 0.5f;
        draw->AddLine(ImVec2(centre.x - half, y), ImVec2(centre.x + half, y), color, 2.0f);
    }
}

void AppShell::DrawTopBar(float height)
{
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 min = ImGui::GetWindowPos();
    const float width = ImGui::GetWindowWidth();
    const ImVec2 max(min.x + width, min.y + height);
    draw->AddRectFilled(min, max, colors::Panel);
    draw->AddLine(ImVec2(min.x, max.y - 0.5f), ImVec2(max.x, max.y - 0.5f), colors::PanelEdge);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float button_y = (height - ImGui::GetFrameHeight()) * 0.5f;

    // Open a link, Share: on the right.
    const float share_w = ImGui::CalcTextSize("Share").x + style.FramePadding.x * 2.0f;
    const float open_w = ImGui::CalcTextSize("Open link").x + style.FramePadding.x * 2.0f;
    const float daily_w = ImGui::CalcTextSize("Daily").x + style.FramePadding.x * 2.0f;
    const float coll_w = ImGui::CalcTextSize("Collections").x + style.FramePadding.x * 2.0f;
    const float lab_w = ImGui::CalcTextSize("Lab").x + style.FramePadding.x * 2.0f;
    // Everything in one row needs about this much; narrower, the kinds fold into a menu.
    float tabs_w = 0.0f;
    for (int i = 0; i < ScreenKindCount(); ++i)
        tabs_w += ImGui::CalcTextSize(GetScreenKind(i).Title).x + style.FramePadding.x * 2.0f + style.ItemSpacing.x;
    ImGui::PushFont(g_Fonts.Heading);
    const float brand_w = ImGui::CalcTextSize("Procgen Workbench").x;
    ImGui::PopFont();
    // The brand and tabs from the left; Daily, the theme, Open link and Share from the right edge (16 px).
    const float left_w = 16.0f + 26.0f + brand_w + 28.0f + tabs_w;
    const float right_w =
        lab_w + coll_w + daily_w + ImGui::GetFrameHeight() + open_w + share_w + 5.0f * style.ItemSpacing.x + 16.0f;
    m_CompactBar = left_w + right_w + 24.0f > width;

    if (m_CompactBar)
    {
        // The menu: its icon and the kind on screen, as one button.
        const ScreenKind& current = GetScreenKind(m_Current);
        const char* title = m_Lab.IsOpen() ? "Lab" : current.Title;  // what covers the screen
        const float icon = 18.0f;
        const float menu_w = icon + 10.0f + ImGui::CalcTextSize(title).x + style.FramePadding.x * 2.0f + 6.0f;
        ImGui::SetCursorPos(ImVec2(8.0f, button_y));
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0, 0, 0, 0));
        const ImVec2 at = ImGui::GetCursorScreenPos();
        if (ImGui::Button("##menu", ImVec2(menu_w, ImGui::GetFrameHeight())))
            ImGui::OpenPopup("##app_menu");
        TestHooks_RecordItem("menu");
        ImGui::PopStyleColor();
        const float cy = at.y + ImGui::GetFrameHeight() * 0.5f;
        DrawMenuIcon(draw, ImVec2(at.x + style.FramePadding.x + icon * 0.5f, cy), icon, colors::TextMain);
        ImGui::PushFont(g_Fonts.Heading);
        draw->AddText(ImVec2(at.x + style.FramePadding.x + icon + 10.0f, cy - ImGui::GetTextLineHeight() * 0.5f), colors::TextMain,
                      title);
        ImGui::PopFont();
        DrawAppMenu();
    }
    else
    {
        // Brand: a small amber block (the Slide player) and the product name.
        const float mark = 16.0f;
        const ImVec2 mark_min(min.x + 16.0f, min.y + (height - mark) * 0.5f);
        draw->AddRectFilled(mark_min, ImVec2(mark_min.x + mark, mark_min.y + mark), colors::PlayerTop, 4.0f);
        ImGui::PushFont(g_Fonts.Heading);
        ImGui::SetCursorPos(ImVec2(16.0f + mark + 10.0f, (height - ImGui::GetTextLineHeight()) * 0.5f));
        ImGui::TextUnformatted("Procgen Workbench");
        ImGui::PopFont();

        // One tab per kind.
        ImGui::SameLine(0.0f, 28.0f);
        for (int i = 0; i < ScreenKindCount(); ++i)
        {
            const ScreenKind& kind = GetScreenKind(i);
            const bool selected = i == m_Current;
            ImGui::SetCursorPosY(button_y);
            ImGui::PushStyleColor(ImGuiCol_Button, selected ? colors::Selected : IM_COL32(0, 0, 0, 0));
            ImGui::PushStyleColor(ImGuiCol_Text, selected ? ImColor(colors::TextMain).Value : ImColor(colors::TextDim).Value);
            if (ImGui::Button(kind.Title))
            {
                m_Current = i;
                m_Views.Close();
                m_Lab.Close();
            }
            TestHooks_RecordItem((std::string(kind.Id()) + "_tab").c_str());
            ImGui::PopStyleColor(2);
            ImGui::SameLine();
        }
    }

    const float right = width - (m_CompactBar ? 8.0f : 16.0f);
    if (!m_CompactBar)
    {
        // Daily (a menu of the day's puzzles), the theme (an icon: a half-filled circle), Open link.
        const float theme_w = ImGui::GetFrameHeight();
        ImGui::SetCursorPos(ImVec2(
            right - share_w - open_w - theme_w - daily_w - coll_w - lab_w - 5.0f * style.ItemSpacing.x, button_y));
        ImGui::PushStyleColor(ImGuiCol_Button, m_Lab.IsOpen() ? colors::Selected : ImGui::GetColorU32(ImGuiCol_Button));
        if (ImGui::Button("Lab"))
        {
            if (m_Lab.IsOpen())
                m_Lab.Close();
            else
                OpenLab();
        }
        ImGui::PopStyleColor();
        TestHooks_RecordItem("lab");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Sweep a generator's fields and chart what it makes");
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Button, m_Views.IsOpen() ? colors::Selected : ImGui::GetColorU32(ImGuiCol_Button));
        if (ImGui::Button("Collections"))
        {
            m_Lab.Close();
            if (m_Views.IsOpen())
                m_Views.Close();
            else
                m_Views.Open(JourneyPage::Collections);
        }
        ImGui::PopStyleColor();
        TestHooks_RecordItem("collections");
        ImGui::SameLine();
        if (ImGui::Button("Daily"))
            ImGui::OpenPopup("##daily_menu");
        TestHooks_RecordItem("daily");
        if (ImGui::BeginPopup("##daily_menu"))
        {
            DrawDailyItems(std::fmax(240.0f, ImGui::GetFrameHeight() * 6.0f));
            ImGui::EndPopup();
        }
        ImGui::SameLine();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        if (ImGui::Button("##theme", ImVec2(theme_w, theme_w)))
            CycleTheme();
        TestHooks_RecordItem("theme");
        UiItems_Describe(GImGui->LastItemData.ID, UiRole::Button, ThemeLabel().c_str());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", ThemeLabel().c_str());
        const ImVec2 c(at.x + theme_w * 0.5f, at.y + theme_w * 0.5f);
        const float r = theme_w * 0.26f;
        draw->AddCircle(c, r, colors::TextMain, 24, 1.6f);
        draw->PathArcTo(c, r, -1.5707963f, 1.5707963f, 16);
        draw->PathFillConvex(colors::TextMain);
        ImGui::SameLine();
        if (ImGui::Button("Open link"))
            OpenOpenDialog();
        TestHooks_RecordItem("open_link");
        ImGui::SameLine();
    }
    ImGui::SetCursorPos(ImVec2(right - share_w, button_y));
    if (PrimaryButton("Share"))
        OpenShareDialog();
    TestHooks_RecordItem("share");
    ImGui::NewLine();
}

void AppShell::OpenOpenDialog()
{
    m_OpenField[0] = 0;
    m_Dialog = Dialog::Open;
}

// The narrow top bar's menu: the kinds, then Open link.
void AppShell::DrawAppMenu()
{
    if (!ImGui::BeginPopup("##app_menu"))
        return;
    const float item_w = std::fmax(220.0f, ImGui::GetFrameHeight() * 5.0f);
    for (int i = 0; i < ScreenKindCount(); ++i)
    {
        const ScreenKind& kind = GetScreenKind(i);
        const bool selected = i == m_Current;
        if (selected)
            ImGui::PushStyleColor(ImGuiCol_Button, colors::Selected);
        if (ImGui::Button(kind.Title, ImVec2(item_w, 0.0f)))
        {
            m_Current = i;
            m_Views.Close();
            m_Lab.Close();
            ImGui::CloseCurrentPopup();
        }
        TestHooks_RecordItem((std::string(kind.Id()) + "_tab").c_str());
        if (selected)
            ImGui::PopStyleColor();
    }
    ImGui::Separator();
    if (ImGui::Button("Collections", ImVec2(item_w, 0.0f)))
    {
        m_Lab.Close();
        m_Views.Open(JourneyPage::Collections);
        ImGui::CloseCurrentPopup();
    }
    TestHooks_RecordItem("collections");
    if (ImGui::Button("Statistics", ImVec2(item_w, 0.0f)))
    {
        m_Lab.Close();
        m_Views.Open(JourneyPage::Stats);
        ImGui::CloseCurrentPopup();
    }
    TestHooks_RecordItem("statistics");
    if (ImGui::Button("Lab", ImVec2(item_w, 0.0f)))
    {
        OpenLab();
        ImGui::CloseCurrentPopup();
    }
    TestHooks_RecordItem("lab");
    ImGui::Separator();
    DrawDailyItems(item_w);
    ImGui::Separator();
    if (ImGui::Button("Open link…", ImVec2(item_w, 0.0f)))
    {
        OpenOpenDialog();
        ImGui::CloseCurrentPopup();
    }
    TestHooks_RecordItem("open_link");
    if (ImGui::Button(ThemeLabel().c_str(), ImVec2(item_w, 0.0f)))
        CycleTheme();
    TestHooks_RecordItem("theme");
    ImGui::EndPopup();
}

void AppShell::DrawDailyItems(float width)
{
    const std::string today = utc_date(Browser_UnixSeconds());
    for (int i = 0; i < ScreenKindCount(); ++i)
    {
        const ScreenKind& kind = GetScreenKind(i);
        DailyRecipe recipe;
        std::string ignored;
        if (!daily_recipe(kind.Id(), today, recipe, ignored))
            continue;  // no daily for this kind
        const std::string label = std::string("Daily ") + kind.Title + " · " + today;
        if (ImGui::Button(label.c_str(), ImVec2(width, 0.0f)))
        {
            OpenLink(std::string("#daily/") + kind.Id() + "/" + today);
            ImGui::CloseCurrentPopup();
        }
        TestHooks_RecordItem((std::string("daily_") + kind.Id()).c_str());
    }
}

// "Theme: system (dark)", "Theme: light", …
std::string AppShell::ThemeLabel() const
{
    const ThemeChoice choice = GetThemeChoice();
    std::string label = std::string("Theme: ") + ThemeChoiceName(choice);
    if (choice == ThemeChoice::System)
        label += LightTheme() ? " (light)" : " (dark)";
    return label;
}

// System, then light, then dark, then the system's again; remembered.
void AppShell::CycleTheme()
{
    const ThemeChoice next = GetThemeChoice() == ThemeChoice::System ? ThemeChoice::Light
                           : GetThemeChoice() == ThemeChoice::Light  ? ThemeChoice::Dark
                                                                     : ThemeChoice::System;
    SetThemeChoice(next);
    Browser_StorageSet("pgw.theme", ThemeChoiceName(next));
    Browser_Announce(ThemeLabel() + ".");
}

//-----------------------------------------------------------------------------
// [SECTION] Dialogs
//-----------------------------------------------------------------------------

void AppShell::OpenShareDialog()
{
    const ShareInfo info = CurrentScreen().Share();
    const std::string page = Browser_PageAddress();
    const std::string kind = GetScreenKind(m_Current).Id();
    m_LevelLink = info.Code.empty() ? std::string() : page + exact_link_fragment(info.Code);
    m_RecipeLink = info.Seed.empty() ? std::string() : page + recipe_link_fragment(kind, info.Params, info.Seed);
    const std::string fragment = !info.Seed.empty() ? recipe_link_fragment(kind, info.Params, info.Seed)
                                                    : exact_link_fragment(info.Code);
    m_EmbedSnippet = info.Code.empty() ? std::string()
                   : "<iframe src=\"" + page + "?embed" + fragment +
                         "\" width=\"720\" height=\"560\" style=\"border:0;max-width:100%\" "
                         "title=\"Procgen Workbench\" loading=\"lazy\" allowfullscreen></iframe>";
    m_ShareNoLink = info.NoLink;
    m_Copied.clear();
    m_ShareAdded.clear();
    m_Dialog = Dialog::Share;
}

// A modal centred in the window; false when it is not shown this frame.
static bool BeginDialog(const char* id, float width)
{
    if (!ImGui::IsPopupOpen(id))
        ImGui::OpenPopup(id);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    return BeginModalCard(id, viewport->GetCenter(), ImVec2(0.5f, 0.5f), std::fmin(width, viewport->Size.x - 24.0f),
                          ImVec2(24, 20));
}

// A dialog's last button (Close, Cancel, OK; Esc too): true when pressed.
static bool DialogCloseButton(bool pressed)
{
    TestHooks_RecordItem("dialog_close");
    return pressed || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
}

// Ends a dialog, closing its popup when it is no longer `open`.
static void EndDialog(bool open)
{
    if (!open)
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

// One row of the share dialog: a label, the text (selectable), Copy.
static bool ShareRow(const char* label, const char* hook, const std::string& text, const char* missing)
{
    ImGui::Spacing();
    ImGui::TextUnformatted(label);
    if (text.empty())
    {
        DimText(missing);
        return false;
    }
    const float copy_w = ImGui::CalcTextSize("Copy").x + ImGui::GetStyle().FramePadding.x * 2.0f;
    ImGui::PushID(hook);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - copy_w - ImGui::GetStyle().ItemSpacing.x);
    ImGui::InputText("##text", const_cast<char*>(text.c_str()), text.size() + 1, ImGuiInputTextFlags_ReadOnly);
    ImGui::SameLine();
    const bool copied = ImGui::Button("Copy");
    TestHooks_RecordItem(hook);
    ImGui::PopID();
    if (copied)
    {
        ImGui::SetClipboardText(text.c_str());
        Browser_CopyText(text.c_str());
    }
    return copied;
}

void AppShell::DrawShareDialog()
{
    if (!BeginDialog("##share", 620.0f))
        return;
    SectionHeading("Share this level");
    const char* no_level = !m_ShareNoLink.empty() ? m_ShareNoLink.c_str() : "No level yet.";
    if (ShareRow("Level link: this exact level, in any later version", "copy_level", m_LevelLink, no_level))
        m_Copied = "level";
    if (ShareRow("Recipe link: short; makes the same level again", "copy_recipe", m_RecipeLink,
                 !m_ShareNoLink.empty() ? m_ShareNoLink.c_str()
                                        : "This level was edited or opened from a link: it has no recipe."))
        m_Copied = "recipe";
    if (ShareRow("Embed in a page (an iframe)", "copy_embed", m_EmbedSnippet, no_level))
        m_Copied = "embed";
    ImGui::Spacing();
    if (!m_Copied.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Good).Value);
        ImGui::Text("✓ Copied the %s %s.", m_Copied.c_str(), m_Copied == "embed" ? "snippet" : "link");
        ImGui::PopStyleColor();
    }
    ImGui::Spacing();
    if (KitButton("Add to my collection", "add_to_collection", !m_LevelLink.empty() && m_ShareAdded.empty(),
                  ImVec2(-FLT_MIN, 0)))
        AddToMyCollection();
    if (!m_ShareAdded.empty())
        DimText(m_ShareAdded.c_str());
    ImGui::Spacing();
    DimText(BuildLine().c_str());
    ImGui::Spacing();
    if (DialogCloseButton(ImGui::Button("Close", ImVec2(-FLT_MIN, 0))))
        m_Dialog = Dialog::None;
    EndDialog(m_Dialog == Dialog::Share);
}

std::string AppShell::BuildLine() const
{
    if (m_Build.Threads)
        return "This app runs with threads (" + std::to_string(m_Build.Workers) + " workers).";
    std::string line = "This app runs without threads";
    if (!m_Build.Reason.empty())
        line += ": " + m_Build.Reason;
    return line + (m_Build.FellBack ? ". Generating may be slower." : ".");
}

void AppShell::DrawOpenDialog()
{
    if (!BeginDialog("##open", 560.0f))
        return;
    SectionHeading("Open a shared level");
    DimText("Paste a level link, a recipe link or a level code.");
    if (ImGui::IsWindowAppearing())
        ImGui::SetKeyboardFocusHere();
    ImGui::SetNextItemWidth(-FLT_MIN);
    const bool entered = ImGui::InputText("##link", m_OpenField, sizeof(m_OpenField), ImGuiInputTextFlags_EnterReturnsTrue);
    TestHooks_RecordItem("open_field");
    ImGui::Spacing();
    const float w = RowButtonWidth(2);
    const bool open = PrimaryButton("Open", ImVec2(w, 0)) || entered;
    TestHooks_RecordItem("open_go");
    ImGui::SameLine();
    if (DialogCloseButton(ImGui::Button("Cancel", ImVec2(w, 0))))
        m_Dialog = Dialog::None;
    if (open && m_OpenField[0] != 0)
        OpenLink(m_OpenField);  // success closes the dialog; failure turns it into the error dialog
    EndDialog(m_Dialog == Dialog::Open);
}

void AppShell::DrawLinkErrorDialog()
{
    if (!BeginDialog("##link_error", 520.0f))
        return;
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
    ImGui::TextUnformatted("This link cannot be opened");
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::Spacing();
    // The reason as a sentence: capitalised, with a full stop.
    std::string reason = m_LinkError;
    if (!reason.empty() && reason[0] >= 'a' && reason[0] <= 'z')
        reason[0] = static_cast<char>(reason[0] - 'a' + 'A');
    ImGui::TextWrapped("%s.", reason.c_str());
    ImGui::Spacing();
    DimText("Nothing was changed: you can go on with what you had.");
    ImGui::Spacing();
    if (DialogCloseButton(PrimaryButton("OK", ImVec2(-FLT_MIN, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))))
        m_Dialog = Dialog::None;
    EndDialog(m_Dialog == Dialog::LinkError);
}

void AppShell::DrawDialogs()
{
    switch (m_Dialog)
    {
    case Dialog::Share: DrawShareDialog(); break;
    case Dialog::Open: DrawOpenDialog(); break;
    case Dialog::LinkError: DrawLinkErrorDialog(); break;
    case Dialog::None: break;
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Journey: collections, their levels, progress files
//-----------------------------------------------------------------------------

// Opens level `index` of a library entry on its kind's screen: its code at
// once, or its recipe as a generation job (a generated collection's level
// made for the first time).
void AppShell::PlayCollectionLevel(int entry, int index)
{
    Journey& journey = GetJourney();
    CollectionLevel level;
    std::string error;
    if (!journey.LevelOf(entry, index, &level, &error))
    {
        m_LinkError = "this collection's level " + std::to_string(index + 1) + " cannot be opened: " + error;
        m_Dialog = Dialog::LinkError;
        return;
    }
    const KindApi* api = find_kind(level.kind);
    const int screen_index = api != nullptr ? FindScreenKind(*api) : -1;
    if (screen_index < 0)
    {
        m_LinkError = "this app has no screen for '" + level.kind + "' levels yet";
        m_Dialog = Dialog::LinkError;
        return;
    }
    m_Views.Close();
    m_Dialog = Dialog::None;
    journey.Expect(entry, index, Browser_UnixSeconds());
    m_Current = screen_index;
    Screen& screen = CurrentScreen(false);
    screen.CloseWin();
    screen.CloseSheet();
    if (!level.code.empty())
        screen.OpenCode(level.code);
    else
        screen.OpenRecipe(level.params, level.seed);
    const LibraryEntry& e = journey.Library()[static_cast<std::size_t>(entry)];
    Browser_Announce((e.Set.title.empty() ? std::string("Collection") : e.Set.title) + ", level " +
                     std::to_string(index + 1) + " of " + std::to_string(e.Set.size()) + ".");
}

// "← → Flow first steps · 7 of 60   Levels": a row over the screen.
ScreenRect AppShell::DrawCollectionBand(const ScreenRect& area)
{
    const ImGuiStyle& style = ImGui::GetStyle();
    const float h = std::floor(ImGui::GetFrameHeight() + 10.0f);
    ScreenRect band = area;
    band.Max.y = area.Min.y + h;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(band.Min, band.Max, colors::Panel);
    draw->AddLine(ImVec2(band.Min.x, band.Max.y - 0.5f), ImVec2(band.Max.x, band.Max.y - 0.5f), colors::PanelEdge);
    const float y = band.Min.y + (h - ImGui::GetFrameHeight()) * 0.5f;
    const float arrow_w = std::fmax(ImGui::GetFrameHeight(), 44.0f);
    const float levels_w = ImGui::CalcTextSize("Levels").x + style.FramePadding.x * 2.0f;
    const int entry = m_Spot.Entry, index = m_Spot.Index;
    ImGui::SetCursorScreenPos(ImVec2(band.Min.x + 8.0f, y));
    if (KitButton("←##coll_prev", "coll_prev", index > 0, ImVec2(arrow_w, 0)))
        PlayCollectionLevel(entry, index - 1);
    UiItems_Describe(GImGui->LastItemData.ID, UiRole::Button, "Previous level");
    ImGui::SameLine();
    if (KitButton("→##coll_next", "coll_next", index + 1 < m_Spot.Count, ImVec2(arrow_w, 0)))
        PlayCollectionLevel(entry, index + 1);
    UiItems_Describe(GImGui->LastItemData.ID, UiRole::Button, "Next level");
    // The place, cut to the room between the arrows and Levels.
    const std::string place = m_Spot.Title + " · " + std::to_string(index + 1) + " of " + std::to_string(m_Spot.Count);
    const float text_x = band.Min.x + 8.0f + arrow_w * 2.0f + style.ItemSpacing.x * 2.0f;
    const float room = band.Max.x - 8.0f - levels_w - style.ItemSpacing.x - text_x;
    ImGui::PushClipRect(ImVec2(text_x, band.Min.y), ImVec2(text_x + std::fmax(0.0f, room), band.Max.y), true);
    draw->AddText(ImVec2(text_x, band.Min.y + (h - ImGui::GetTextLineHeight()) * 0.5f), colors::TextMain, place.c_str());
    ImGui::PopClipRect();
    TestHooks_RecordRect("coll_place", ImVec2(text_x, band.Min.y), ImVec2(text_x + std::fmax(0.0f, room), band.Max.y));
    ImGui::SetCursorScreenPos(ImVec2(band.Max.x - 8.0f - levels_w, y));
    if (KitButton("Levels", "coll_levels", true, ImVec2(levels_w, 0)))
        m_Views.Open(JourneyPage::Levels, entry);
    ScreenRect rest = area;
    rest.Min.y = band.Max.y;
    return rest;
}

void AppShell::AddToMyCollection()
{
    const ShareInfo info = CurrentScreen().Share();
    if (info.Code.empty())
        return;
    Journey& journey = GetJourney();
    CollectionLevel level;
    level.code = info.Code;
    level.kind = GetScreenKind(m_Current).Id();
    std::string error;
    const int entry = journey.AddToOwn(level, &error);
    if (entry >= 0)
        m_ShareAdded = "Added to \"" + journey.Library()[static_cast<std::size_t>(entry)].Set.title + "\" (" +
                       std::to_string(journey.Library()[static_cast<std::size_t>(entry)].Set.size()) +
                       " levels): Collections shows it.";
    else
        m_ShareAdded = "Not added: " + error + ".";
}

void AppShell::ImportText(const std::string& name, const std::string& text)
{
    int added = 0;
    std::string error;
    if (!text.empty() && text[0] == '\0')
        error = "the file could not be read (" + text.substr(1) + ")";
    else if (GetJourney().Import(text, &added, &error))
    {
        m_Views.SetMessage("Imported " + name + ": " + std::to_string(added) + (added == 1 ? " solve" : " solves") +
                               " added; nothing was removed.",
                           false);
        m_Views.Open(JourneyPage::Stats);
        return;
    }
    m_Views.SetMessage("Nothing was imported from " + name + ": " + error + ".", true);
    m_Views.Open(JourneyPage::Stats);
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

    const float top = m_Embedded ? 0.0f : std::floor(ImGui::GetFrameHeight() + 14.0f);
    if (!m_Embedded)
        DrawTopBar(top);

    ScreenRect area;
    area.Min = ImVec2(viewport->Pos.x, viewport->Pos.y + top);
    area.Max = ImVec2(viewport->Pos.x + viewport->Size.x, viewport->Pos.y + viewport->Size.y);
    // Keyboard focus first: Tab moves it, Enter presses, Esc leaves a menu,
    // then the widgets. A dialog takes the keys: the screen gets none while
    // one is open; an open sheet takes Esc (it closes) and keeps the rest
    // from the board.
    Screen& screen = CurrentScreen();
    std::vector<Action> screen_actions;
    for (const Action& action : actions)
    {
        if (action.Kind == ActionKind::Focus)
        {
            // A screen's own stops on the board (Blocks' pieces) come before the widgets.
            const int step = action.Dir == Direction::Down ? 1 : -1;
            const bool board = m_Dialog == Dialog::None && !m_Views.IsOpen() && !m_Lab.IsOpen() && !screen.SheetOpen();
            if (board && !KeyboardFocus_Active() && screen.FocusStep(step, false))
                continue;
            KeyboardFocus_Move(step);
            if (const UiItem* item = KeyboardFocus_Item())
                Browser_Announce(UiItem_Description(*item));
            else if (board)
                screen.FocusStep(step, true);  // off the widgets: onto the board's stops from that end
            continue;
        }
        if (action.Kind == ActionKind::Activate)
        {
            KeyboardFocus_Activate();
            continue;
        }
        if (action.Kind == ActionKind::Back && (CloseMenu() || KeyboardFocus_Active()))
        {
            KeyboardFocus_Clear();
            continue;
        }
        if (m_Dialog != Dialog::None || m_Views.IsOpen() || m_Lab.IsOpen())
            continue;
        if (screen.SheetOpen())
        {
            if (action.Kind == ActionKind::Back)
                screen.CloseSheet();
            continue;
        }
        screen_actions.push_back(action);
    }
    if (m_AnnouncedKind != m_Current)  // a new tab: say where we are
    {
        m_AnnouncedKind = m_Current;
        Browser_Announce(std::string(GetScreenKind(m_Current).Title) + " screen.");
    }
    // A collection's level: the band over the screen, and the win popup's Next goes on through the collection.
    const LevelOrigin& origin = screen.Origin();
    m_Spot = GetJourney().Spot(GetScreenKind(m_Current).Id(), origin.Code, origin.Params, origin.Seed);
    ScreenRect screen_area = area;
    if (m_Spot.Entry >= 0)
    {
        screen_area = DrawCollectionBand(area);
        const int entry = m_Spot.Entry, next = m_Spot.Index + 1;
        WinNext win;
        if (next < m_Spot.Count)
        {
            win.Label = "Level " + std::to_string(next + 1) + " of " + std::to_string(m_Spot.Count);
            win.Press = [this, entry, next] { PlayCollectionLevel(entry, next); };
        }
        else
        {
            win.Label = "All levels";
            win.Press = [this, entry] { m_Views.Open(JourneyPage::Levels, entry); };
        }
        screen.SetWinNext(std::move(win));
    }
    else
    {
        screen.SetWinNext(WinNext());
    }
    screen.SetCovered(m_Views.IsOpen() || m_Lab.IsOpen() || m_Dialog != Dialog::None);
    // Storage trouble met while saving (full, refused) is said once, and play goes on.
    if (std::string problem = GetJourney().TakeProblem(); !problem.empty())
        Toast(std::move(problem), true);
    screen.Frame(screen_area, screen_actions);
    screen.DrawSheet();
    if (m_Views.IsOpen())
    {
        const JourneyRequest request = m_Views.Draw(GetJourney(), area, Browser_PageAddress());
        if (request.What == JourneyRequest::Kind::Play)
            PlayCollectionLevel(request.Entry, request.Index);
    }
    // The Lab's run goes on while the view is closed (a level of it played meanwhile).
    m_Lab.Update();
    if (m_Lab.IsOpen())
    {
        const LabRequest request = m_Lab.Draw(area, Browser_PageAddress());
        if (request.What == LabRequest::Kind::Play)
            OpenLink(request.Link);  // the level's recipe link, as any link opens
    }
    DrawDialogs();
    DrawToast(area);
    Autosave();

    ImGui::End();
}

}  // namespace pgw::app

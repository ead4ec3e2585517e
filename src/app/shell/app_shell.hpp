// app_shell.hpp — the window around the screens: title bar, kind tabs, routing.
//
// The shell fills the canvas with one borderless ImGui window, draws the top
// bar with a tab per registered kind (screen_registry.cpp), and hands the rest
// of the window to the current kind's screen. Screens are created when their
// tab is first opened, so a kind costs nothing until it is used.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/lab/lab_view.hpp"
#include "app/midend/journey.hpp"
#include "app/midend/journey_views.hpp"
#include "app/midend/screen.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/input.hpp"

namespace pgw::app {

class AppShell {
public:
    AppShell();
    ~AppShell();

    // Submits the whole UI for this frame (between ImGui::NewFrame and Render).
    void Frame(const std::vector<Action>& actions);

    // Test hooks, answered by the current screen (plus the shell's dialog).
    std::string StateJson() const;
    bool SetParams(const ParamMap& params, std::string* error);

    // Opens a shared link or level code: the page's '#…' at start, a pasted
    // link, Module.openLink. A bad one gets a dialog saying what is wrong,
    // and everything stays as it was.
    void OpenLink(const std::string& text);
    // A progress file to merge into the records (Module.importText).
    void ImportText(const std::string& name, const std::string& text);

    // The shell main.cpp created, or null before that (Embind may ask early).
    static AppShell* Get();

private:
    enum class Dialog { None, Share, Open, LinkError };

    // Made on first use, restoring the kind's autosave; `greet` says so in a toast.
    Screen& CurrentScreen(bool greet = true);
    void DrawTopBar(float height);
    void DrawAppMenu();
    void DrawDailyItems(float width);  // one button per kind with a daily (menus)
    std::string ThemeLabel() const;
    void CycleTheme();
    void OpenOpenDialog();
    void RestoreAutosave(int kind, bool greet);
    void Autosave();
    void Toast(std::string text, bool problem);
    void DrawToast(const ScreenRect& area);
    void OpenShareDialog();
    void DrawDialogs();
    void DrawShareDialog();
    void DrawOpenDialog();
    void DrawLinkErrorDialog();
    std::string BuildLine() const;  // which build runs and why (the Share dialog)
    // --- The journey: collections, their levels, statistics ---
    void PlayCollectionLevel(int entry, int index);
    // The band over the screen while it shows a collection's level; returns the rest of `area`.
    ScreenRect DrawCollectionBand(const ScreenRect& area);
    void AddToMyCollection();

    std::vector<std::unique_ptr<Screen>> m_Screens;  // by kind index; null until opened
    int m_Current = 0;
    bool m_Embedded = false;  // ?embed: no top bar, no autosave (the page's level, not the visitor's game)
    bool m_CompactBar = false;
    int m_AnnouncedKind = -1;  // the tab screen readers were last told of  // the top bar is too narrow for the tabs: they fold into a menu

    // --- Autosave (localStorage "pgw.save.<kind>", and "pgw.save.current") ---
    std::vector<std::string> m_Saved;  // by kind index: what was last written
    int m_SavedCurrent = -1;           // the tab "pgw.save.current" names

    BuildInfo m_Build;  // read from the page once, at the start

    JourneyViews m_Views;
    LabView m_Lab;  // the Lab: sweeps, their charts and levels (src/app/lab)
    void OpenLab();
    void OpenLabLink(const std::string& text);
    CollectionSpot m_Spot;  // the collection level on screen (Entry -1: none)
    std::string m_ShareAdded;  // the share dialog's "Add to my collection" result

    // --- Toast: the shell's own news, over the screen for a few seconds ---
    std::string m_Toast;
    bool m_ToastProblem = false;
    double m_ToastTime = -1.0;  // when it was shown; its clock starts at the first frame

    // --- Dialogs ---
    Dialog m_Dialog = Dialog::None;
    std::string m_LevelLink, m_RecipeLink, m_EmbedSnippet;  // share
    std::string m_ShareNoLink;  // why the level on screen has no links, shown in their place
    std::string m_Copied;                                   // share: which one was copied last
    char m_OpenField[8200] = {};                            // open: the pasted link (kMaxLinkLength)
    std::string m_LinkError;                                // link error: what is wrong
};

}  // namespace pgw::app

// screen.hpp — what the app shell needs from a kind's screen.
//
// A screen owns everything about one puzzle kind: its panel, its board, its
// jobs. The shell only gives it a rectangle and the frame's input actions,
// and routes the test hooks (appState, setParams) to it.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/input.hpp"
#include "imgui.h"

namespace pgw::app {

// A rectangle in CSS pixels (ImGui's screen coordinates).
struct ScreenRect {
    ImVec2 Min, Max;
    float Width() const { return Max.x - Min.x; }
    float Height() const { return Max.y - Min.y; }
};

// One value of Module.setParams' JSON object.
struct ParamValue {
    enum class Type { Number, Bool, Text };
    Type Kind = Type::Number;
    double Number = 0.0;
    bool Bool = false;
    std::string Text;
};
using ParamMap = std::map<std::string, ParamValue>;

// The game in play as the shell autosaves it (kind-specific text fields).
struct SavedGame {
    std::string Code;   // the level in play; may be empty while editing
    std::string Moves;  // from its start to the current position
    std::string Extra;  // whatever else the kind keeps (par, locks, recipe, the board being edited)
};

// What the share dialog offers for the level in play.
struct ShareInfo {
    std::string Code;    // its level code; empty when there is no level
    std::string Params;  // the recipe that made it: params text and seed text,
    std::string Seed;    // both empty for an edited or opened level
    std::string NoLink;  // why a level on screen has no code, shown in its place
};

// A button of the board's action bar: the embed's toolbar, and on small
// screens the rail under the board (what does not fit goes into a menu).
struct QuickAction {
    std::string Label;         // "Hint"
    const char* Hook;          // its test hook: "hint"
    bool Enabled;
    std::function<void()> Press;
};

// How the window is shared (screen_kit.cpp chooses from the area's size):
// Side: the panel beside the board (desktops, tablets in landscape);
// Compact: the board fills the screen above a rail of quick actions, and the
// panel slides over it as a sheet (phones, tablets in portrait);
// Embedded: ?embed, the board under a toolbar of quick actions.
enum class LayoutMode { Side, Compact, Embedded };

class Screen {
public:
    virtual ~Screen() = default;

    // Submits the screen's UI into `area` of the shell's host window.
    virtual void Frame(const ScreenRect& area, const std::vector<Action>& actions) = 0;

    // Module.appState(): the screen's state as one JSON object.
    virtual std::string StateJson() const = 0;

    // Module.setParams(): fills the screen's generate fields. Unknown keys and
    // wrong types are skipped and named in `error`; the rest still apply.
    virtual bool SetParams(const ParamMap& params, std::string* error) = 0;

    // --- Links (the shell has checked them with the kind's KindApi) ---
    virtual ShareInfo Share() const = 0;
    // Plays the level of an exact link.
    virtual void OpenCode(const std::string& code) = 0;
    // Generates a recipe link's level, with the usual progress popup.
    virtual void OpenRecipe(const std::string& params, const std::string& seed) = 0;

    // --- Embedding (?embed): only the board and a small toolbar ---
    void SetEmbedded(bool embedded) { m_Embedded = embedded; }

    // After Frame(): the panel's sheet over the board, when it is open on a
    // small screen (screen_kit.cpp).
    void DrawSheet();
    bool SheetOpen() const { return m_SheetOpen; }
    // Esc, or Generate pressed in it (the new level is what the player wants to see).
    void CloseSheet() { m_SheetOpen = false; }

    // Screen readers: what the screen shows, in one sentence ("Slide, 6 by 6, par 9.").
    virtual std::string LevelSummary() const = 0;
    LayoutMode Layout() const { return m_Layout; }

    // --- Autosave ---
    virtual SavedGame Save() const = 0;
    // Plays a saved game again, every move checked; false with `error` when
    // any part does not fit (the shell then discards it and says so).
    virtual bool Restore(const SavedGame& saved, std::string* error) = 0;

protected:
    // The panel beside the board, the rail under it (compact) or the embed's
    // toolbar; returns the rest of `area` for the board (screen_kit.cpp).
    ScreenRect DrawChrome(const ScreenRect& area, double now);
    // The panel's contents in `rect`: beside the board (`side`) or in the sheet.
    virtual void DrawPanel(const ScreenRect& rect, bool side) = 0;
    // The few actions the board needs most (New, Undo, Hint, …), for the
    // embed's toolbar and the compact rail.
    virtual std::vector<QuickAction> QuickActions(double now) = 0;
    // Says LevelSummary() to screen readers when `code` (the level on screen)
    // differs from the last one said; screens call it every frame.
    void AnnounceLevel(const std::string& code);

    bool m_Embedded = false;

private:
    std::string m_AnnouncedCode;
    LayoutMode m_Layout = LayoutMode::Side;
    ScreenRect m_SheetArea;  // compact: where the sheet may open (the screen's whole area)
    bool m_SheetOpen = false;
};

}  // namespace pgw::app

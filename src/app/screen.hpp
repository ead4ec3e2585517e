// screen.hpp — what the app shell needs from a kind's screen.
//
// A screen owns everything about one puzzle kind: its panel, its board, its
// jobs. The shell only gives it a rectangle and the frame's input actions,
// and routes the test hooks (appState, setParams) to it.
#pragma once

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

    // --- Autosave ---
    virtual SavedGame Save() const = 0;
    // Plays a saved game again, every move checked; false with `error` when
    // any part does not fit (the shell then discards it and says so).
    virtual bool Restore(const SavedGame& saved, std::string* error) = 0;

protected:
    // The panel (side or top) or, embedded, the toolbar; returns the rest of
    // `area` for the board (screen_kit.cpp).
    ScreenRect DrawChrome(const ScreenRect& area, double now);
    virtual void DrawPanel(const ScreenRect& rect, bool side) = 0;
    virtual ScreenRect DrawEmbedToolbar(const ScreenRect& area, double now) = 0;

    bool m_Embedded = false;
};

}  // namespace pgw::app

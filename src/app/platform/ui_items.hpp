// ui_items.hpp — every widget ImGui laid out in a frame, and keyboard focus.
//
// Dear ImGui is built with IMGUI_ENABLE_TEST_ENGINE (scripts/setup.sh), so it
// reports each item it adds (its id and rectangle) and each widget's label
// and kind. This file keeps that list per frame, in submission order, with
// the part of each item that is visible. Three things read it:
//
//   - keyboard focus: Tab and Shift+Tab move through the enabled widgets of
//     the front-most window (a dialog, the sheet, else the whole screen), in
//     the order they are drawn; Enter or Space presses the focused one;
//     ImGui draws its focus ring. ImGui 1.86 tabs only between text fields,
//     and its arrow-key navigation would take the board's arrows.
//   - screen readers: the focused widget is announced by its name and role
//     ("Generate, button"; "Unique solution, checkbox, checked").
//   - tests: Module.uiItems() lists the last frame's widgets, so a test can
//     check that none overlaps another and none leaves the screen.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

struct ImGuiWindow;

namespace pgw::app {

enum class UiRole { Other, Button, Checkbox, TextField, Combo };

struct UiItem {
    ImGuiID Id = 0;
    ImVec2 Min, Max;          // the visible part, CSS px
    ImVec2 FullMin, FullMax;  // the whole item, scrolled out of sight or not
    std::string Label;        // what it says, without ImGui's "##id" part
    std::string Hook;         // its test hook name, when it has one
    UiRole Role = UiRole::Other;
    bool Checked = false;
    bool Disabled = false;
    bool Background = false;  // meant to lie under other widgets (a board's input area)
    ImGuiWindow* Window = nullptr;
    ImGuiWindow* Root = nullptr;  // the top-level window it belongs to
};

// --- Recording (main.cpp, test_hooks.cpp, screens) ---------------------------
void UiItems_BeginFrame();
void UiItems_EndFrame();
// The last submitted item is `hook` (TestHooks_RecordItem calls this).
void UiItems_NameLast(const char* hook);
// Names an item ImGui does not describe itself (a combo box: `id` from ImGui::GetID).
void UiItems_Describe(ImGuiID id, UiRole role, const char* label);
// The last submitted item is a board's input area: other widgets may lie on it.
void UiItems_MarkLastBackground();
// The last complete frame's items.
const std::vector<UiItem>& UiItems_LastFrame();

// --- Keyboard focus (app_shell.cpp) ------------------------------------------
// Moves the focus to the next (`step` 1) or previous (-1) widget; past the
// last one it leaves the widgets, so the board's keys work again.
void KeyboardFocus_Move(int step);
// Presses the focused widget (Enter, Space); a text field starts editing.
void KeyboardFocus_Activate();
void KeyboardFocus_Clear();
// After ImGui::NewFrame: shows the focused widget's ring (or ends the focus
// on a click).
void KeyboardFocus_AfterNewFrame();
// Closes the front-most menu or combo list, if one is open (Esc); true if it did.
bool CloseMenu();
// A widget has the keyboard focus (and its ring shows): game keys wait.
bool KeyboardFocus_Active();
// The focused widget as last drawn, or null.
const UiItem* KeyboardFocus_Item();
// The names of the item's window and top-level window (tests tell layers apart).
const char* UiItem_WindowName(const UiItem& item);
const char* UiItem_RootName(const UiItem& item);
// How a screen reader names `item`: "Generate, button".
std::string UiItem_Description(const UiItem& item);

}  // namespace pgw::app

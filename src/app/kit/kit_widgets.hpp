// kit_widgets.hpp — the widgets every kind's screen is built from.
//
// Layered as ImGui builds Button on ButtonEx: KitButton is a button with
// its test hook and its disabled state; the panel's rows (Generate, Seed
// used with Reuse, the columns) are built on it, so each exists once.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "app/kit/screen_rect.hpp"
#include "core/difficulty.hpp"
#include "imgui.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// Buttons and rows
//-----------------------------------------------------------------------------

// A button with its test hook, greyed out and inert unless `enabled`;
// `primary` gives it the accent colour (theme.hpp's PrimaryButton).
bool KitButton(const char* label, const char* hook, bool enabled = true, const ImVec2& size = ImVec2(0, 0),
               bool primary = false);
// The form's main button across the panel ("Generate", "Assemble"): usable
// when the form is and no job runs.
bool GenerateRow(bool usable, bool busy, const char* label = "Generate", const char* hook = "generate");
// "Seed used: X" and Reuse, which puts it into the form's seed `field`;
// nothing when `seed` is empty (an edited level, or one opened from a code).
void SeedUsedRow(const std::string& seed, char* field, int field_size);
// The panel's two sections: side by side on a wide strip above the board,
// else one above the other with a rule between (`right_on_top`: the right
// one first). Each gets whether they are in columns.
void PanelColumns(const ScreenRect& rect, bool side, const std::function<void(bool columns)>& left,
                  const std::function<void(bool columns)>& right, bool right_on_top);
// A form's two-column table (labels, fields); ImGui::EndTable when true.
bool BeginFormTable(const char* id);

//-----------------------------------------------------------------------------
// Panel widgets
//-----------------------------------------------------------------------------

void SectionHeading(const char* text);
// A section that opens and closes (closed at first); true while open.
bool CollapsingSection(const char* text, const char* hook);
void DimText(const char* text);
// The last hint, whole (the notice under the board may cut it): its
// technique or heading in the hint colour, then the explanation, wrapped.
void HintCard(const std::string& title, const std::string& text);
// Label and value rows (a certificate: what was proved about the level).
struct CertificateRow {
    std::string Label;
    std::string Value;
};
void CertificateRows(const std::vector<CertificateRow>& rows);
// Help that matches the input in use: taps and swipes on touch, clicks and keys with a mouse.
void HelpText(const char* touch, const char* mouse);
// A table row: label, then an integer field with − and + stepping by `step`.
// Out-of-range values are kept as typed: the kind's check_params names the
// problem and Generate waits for a fix (never a silent clamp).
void IntField(const char* label, const char* hook, int* value, int step = 1);
// A table row: an empty label cell, then a checkbox with a hover tooltip.
void CheckboxRow(const char* label, const char* hook, bool* value, const char* tooltip);
// A table row: "Seed" and a text field (blank = random).
void SeedRow(char* field, int field_size);
// ImGui::BeginCombo, named for screen readers ("Environment: town") and with
// finger-sized entries on touch; EndFormCombo when it returned true.
bool BeginFormCombo(const char* id, const char* preview, const char* name);
void EndFormCombo();
// A table row: "Difficulty" and a combo of Any, Easy, Medium, Hard, Expert
// (test hooks: `hook`, and `hook`_easy … for the entries).
void DifficultyRow(const char* hook, Difficulty* value, const char* tooltip);
// check_params' message in red when there is one; true when the form is usable.
bool FormProblem(const std::string& problem);
// The width of each of `count` equal buttons sharing the rest of the row.
float RowButtonWidth(int count);
// The Play | Edit segmented control; returns true when the other mode was
// pressed this frame.
bool ModeSwitchPressed(bool editing, bool disabled);
// Starts a form table row with `label` and moves to the field's cell.
void FormLabel(const char* label);

//-----------------------------------------------------------------------------
// Board area widgets
//-----------------------------------------------------------------------------

// "MOVES 3 | PAR 9": big values with small labels, centred side by side; in a
// taller band (LayoutBoardArea's column), two to a row.
struct HudStat {
    const char* Label;
    std::string Value;
    ImU32 Color;
};
void DrawHudStats(const ScreenRect& rect, const HudStat* stats, int count);
// A heading in the stats band (the editor's "Editing 7×7 · Road").
void DrawHudTitle(const ScreenRect& rect, const char* text);
// A centred line in an empty board field ("Generating the first level…").
void DrawFieldMessage(const ScreenRect& field, const char* text, bool spinner, double now);

// The level code with a Copy button. Returns true when it was copied.
bool DrawLevelCodeBar(const ScreenRect& rect, const char* label, const std::string& code);

//-----------------------------------------------------------------------------
// Win popup
//-----------------------------------------------------------------------------

// A modal popup of `width` with no title bar, its `pivot` at `at`, growing
// downwards with its contents; ImGui::EndPopup when true.
bool BeginModalCard(const char* id, const ImVec2& at, const ImVec2& pivot, float width, const ImVec2& padding);
// The win popup, centred, while `*open`: a title ("Solved!"), a line of
// figures and a remark, then Next level (hook "next") and Close, which
// both close it.
enum class WinPopupResult { Hidden, Shown, Next };
// `share`: a result to offer with Copy (the daily's), or empty. `results`:
// the time and the player's best (one line each, under the remark);
// `next_label`: Next's words ("Next level" when null).
WinPopupResult WinPopup(const char* id, bool* open, const char* title, const char* line, const char* remark,
                        const std::string& share = std::string(), const std::string& results = std::string(),
                        const char* next_label = nullptr);

}  // namespace pgw::app

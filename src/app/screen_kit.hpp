// screen_kit.hpp — the parts every kind's screen is built from.
//
// A screen is a panel (generate form, controls) and a board area (stats,
// board, notice, level code), with a progress popup for long work and a win
// popup. Each kind draws its own board and controls; the frame around them
// looks and behaves the same everywhere because it is this code.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/job_popup.hpp"
#include "app/screen.hpp"
#include "imgui.h"

namespace pgw {
class Progress;
}

namespace pgw::app {

// Jobs shorter than this never flash a progress popup.
constexpr double kPopupDelaySeconds = 0.2;

// The long work a screen runs (one at a time), and the popup it shows.
enum class JobKind { None, Generate, Hint, Solve, Validate };
enum class PopupKind { None, Progress, Win };
const char* JobKindName(JobKind kind);      // appState's "job": "idle", "generate", …
const char* JobKindTitle(JobKind kind);     // a notice's: "Hint" cancelled
const char* PopupKindName(PopupKind kind);  // appState's "popup"
// The progress popup of a job running since `started`, once it has run
// kPopupDelaySeconds (JobPopupResult::Hidden before, and when idle).
// `heading` and `fraction_of` replace the kind's defaults when given.
JobPopupResult DrawJobProgress(JobKind kind, double started, double now, const std::string& detail,
                               const Progress* progress, const char* heading = nullptr,
                               const char* fraction_of = nullptr);

// For Module.appState(): `"progress":f,"phase":"…","counters":{…},"totals":{…}`
// of a running job (`progress` may be null: idle), to splice into an object.
std::string ProgressJsonFields(const Progress* progress);

// SavedGame::Extra as "key=value;key=value", values percent-encoded.
void AddSavedField(std::string& extra, const char* key, const std::string& value);
// The value of `key`, or "" when it is missing or malformed.
std::string SavedField(const std::string& extra, const char* key);

//-----------------------------------------------------------------------------
// Layout
//-----------------------------------------------------------------------------

// Which layout `area` gets (see LayoutMode).
LayoutMode ChooseLayout(const ScreenRect& area, bool embedded);

// The panel's child window and, at EndPanel, its edge towards the board.
void BeginPanel(const char* id, const ScreenRect& rect);
void EndPanel(const ScreenRect& rect, bool side);

// The board area's bands, top to bottom: stats, board field, notice, level code.
struct BoardAreaLayout {
    ScreenRect Hud, Field, Notice, Status;
};
// Also paints the area's backdrop. Without the code bar (embedded, compact)
// the field reaches further down.
BoardAreaLayout LayoutBoardArea(const ScreenRect& rect, bool code_bar = true);

// Buttons in a row (or a column) across `rect`: as many as fit, the rest in
// a "…" menu. `stretch`: the row's buttons share its whole width.
void DrawActionBar(const char* id, const ScreenRect& rect, const std::vector<QuickAction>& actions, bool vertical,
                   bool stretch);

// Module.setParams into a screen's form: the screen names its fields, values
// are type-checked here, and every problem is named ("width: expected a
// number"); the fields that fit still apply.
class FormParams {
public:
    void Number(const char* key, int* field);
    void Flag(const char* key, bool* field);
    void Seed(char* field, size_t size);  // key "seed": text, or a number
    // Text that `accept` takes (it stores it), else "expected <expected>".
    void Text(const char* key, std::function<bool(const std::string&)> accept, const char* expected);
    bool Apply(const ParamMap& params, std::string* error) const;

private:
    // A value's setter: empty when it applied, else what was expected.
    std::map<std::string, std::function<std::string(const ParamValue&)>> m_Setters;
};

//-----------------------------------------------------------------------------
// Panel widgets
//-----------------------------------------------------------------------------

void SectionHeading(const char* text);
void DimText(const char* text);
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

// A one-line message under the board: what just happened, or what is wrong.
class Notice {
public:
    enum class Kind { Info, Success, Warning, Error };

    void Set(Kind kind, std::string text);
    void Clear() { m_Text.clear(); }
    const std::string& Text() const { return m_Text; }
    Kind GetKind() const { return m_Kind; }
    // A pill, centred; long text is cut with an ellipsis and shown whole on hover.
    void Draw(const ScreenRect& rect) const;

private:
    std::string m_Text;
    Kind m_Kind = Kind::Info;
    double m_Time = 0.0;
};

// "MOVES 3 | PAR 9": big values with small labels, centred side by side.
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

// A centred modal. Draw the body only when BeginWinPopup returns true, then
// call EndWinPopup; `*open` false closes it.
bool BeginWinPopup(const char* id, bool* open);
void EndWinPopup(bool open);
void CenteredText(ImFont* font, ImU32 color, const char* text);

}  // namespace pgw::app

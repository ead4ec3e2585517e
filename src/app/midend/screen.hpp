// screen.hpp — a kind's screen, and the midend every screen shares.
//
// A screen owns everything about one puzzle kind: its form, its board, its
// panel and what it does with a job's result. What is the same for every
// kind lives here once, as Simon Tatham's midend does for his games
// (midend.c): the one long job at a time (ScreenJob: start, poll, cancel,
// the progress popup and its messages), where the level on screen came from
// (LevelOrigin: Share, autosave and the "Seed used" row read it), the keys
// (Esc, then Undo, Redo, Restart, Hint and the arrows, routed to the screen's
// commands), the notice, the win popup's place among the popups, the
// autosave's one path (screen.cpp) and the test hooks' common fields.
//
// The shell only gives a screen a rectangle and the frame's input actions,
// and routes the test hooks (appState, setParams) and links to it.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/kit_widgets.hpp"
#include "app/kit/notice.hpp"
#include "app/kit/screen_rect.hpp"
#include "app/midend/autosave.hpp"
#include "app/midend/screen_job.hpp"
#include "app/platform/input.hpp"
#include "core/kind_api.hpp"
#include "core/params_text.hpp"
#include "core/records.hpp"
#include "kinds/daily.hpp"

namespace pgw {
class JsonObject;
}

namespace pgw::app {

class FormParams;

// One value of Module.setParams' JSON object.
struct ParamValue {
    enum class Type { Number, Bool, Text };
    Type Kind = Type::Number;
    double Number = 0.0;
    bool Bool = false;
    std::string Text;
};
using ParamMap = std::map<std::string, ParamValue>;

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

// What the midend needs of the level in play for the clock and the records
// (Screen::Facts): kinds without a game leave Playing false.
struct PlayFacts {
    bool Playing = false;  // a level is in play (not being edited)
    int Moves = 0;         // moves made since its start
    bool Won = false;
    int Width = 0, Height = 0;
    int Par = 0;           // 0: the kind has none
    Difficulty Grade = Difficulty::Any;  // as graded, when the kind grades
};

// The facts every game's play object knows: a level, the moves made, a win.
template <class Play>
PlayFacts GameFacts(const Play& play)
{
    PlayFacts facts;
    facts.Playing = play.has_level();
    if (facts.Playing)
    {
        facts.Moves = play.moves_made();
        facts.Won = play.won();
    }
    return facts;
}

// The play clock: time spent on a level while it can be played and is seen
// (hidden tabs, popups, dialogs and sheets over the board pause it).
class PlayClock {
public:
    void Reset(std::int64_t ms) { m_Ms = static_cast<double>(ms); m_Since = -1.0; }
    // Runs or stops at `now` (seconds of a clock that pauses with the page).
    void Run(bool running, double now);
    std::int64_t Ms(double now) const;
    bool Running() const { return m_Since >= 0.0; }

private:
    double m_Ms = 0.0;
    double m_Since = -1.0;
};

// What the win popup adds for a collection's level: Next goes to its next level.
struct WinNext {
    std::string Label;            // "Level 8 of 60"; empty: the kind's own Next (a new level)
    std::function<void()> Press;
};

// The popup on screen, for appState's "popup".
enum class PopupKind { None, Progress, Win };
const char* PopupKindName(PopupKind kind);  // "none", "progress", "win"

class Screen {
public:
    explicit Screen(const KindApi& api) : m_Api(api) {}
    virtual ~Screen() = default;
    const KindApi& Api() const { return m_Api; }

    // Submits the screen's UI into `area` of the shell's host window: the
    // job's result, the keys, the chrome and board, then the popups.
    void Frame(const ScreenRect& area, const std::vector<Action>& actions);

    // Module.appState(): the screen's state as one JSON object (the shell adds its part).
    void WriteState(JsonObject& out) const;

    // Module.setParams(): fills the screen's generate fields (AddFormFields,
    // and "seed"). Unknown keys and wrong types are skipped and named in
    // `error`; the rest still apply.
    bool SetParams(const ParamMap& params, std::string* error);

    // --- Links ---
    ShareInfo Share() const;
    // Plays the level of an exact link; a code the kind's KindApi refuses is
    // named in the notice and nothing changes.
    void OpenCode(const std::string& code);
    // Generates a recipe link's level, with the usual progress popup; its
    // seed goes into the form's field.
    void OpenRecipe(const std::string& params, const std::string& seed);

    // --- Keyboard focus: Tab on the board (app_shell.cpp) ---
    // A kind whose pieces take the keyboard focus one by one (Blocks) walks
    // them before the widgets: true when the step landed on one of its own
    // stops; false when it has none that way (the focus then goes on through
    // the widgets). `entering`: the focus has just left the widgets that way.
    virtual bool FocusStep(int step, bool entering) { return false; }

    // --- Embedding (?embed): only the board and a small toolbar ---
    void SetEmbedded(bool embedded) { m_Embedded = embedded; }

    // --- The journey (journey.hpp): the clock, the solves, a collection's Next ---
    // The shell's dialogs and views cover the board this frame: the clock pauses.
    void SetCovered(bool covered) { m_Covered = covered; }
    // The win popup's Next while the level is a collection's (shell), else empty.
    void SetWinNext(WinNext next) { m_WinNext = std::move(next); }
    // The level on screen as the shell matches it to a collection: code, recipe.
    const LevelOrigin& Origin() const { return m_Origin; }
    PlayFacts Facts() const { return m_Editing ? PlayFacts() : LevelFacts(); }
    std::int64_t ClockMs() const;
    // The clock as the HUD shows it ("1:05"); "" when the timer is hidden.
    std::string ClockText() const;
    static bool TimerShown();
    static void SetTimerShown(bool shown);
    // Closes the win popup (the shell opens another level).
    void CloseWin() { m_WinOpen = false; }

    // After Frame(): the panel's sheet over the board, when it is open on a
    // small screen (screen_kit.cpp).
    void DrawSheet();
    bool SheetOpen() const { return m_SheetOpen; }
    // Esc, or Generate pressed in it (the new level is what the player wants to see).
    void CloseSheet() { m_SheetOpen = false; }

    // Screen readers: what the screen shows, in one sentence ("Slide, 6 by 6, par 9.").
    virtual std::string LevelSummary() const = 0;
    LayoutMode Layout() const { return m_Layout; }

    // --- Autosave: one path for every kind (screen.cpp) ---
    // The parts only the kind knows, in the order Save writes them.
    struct SaveParts {
        std::string Edited;  // the board being edited, as text ("" when not editing)
        bool Game = true;    // a game in play to save (else only the edited board is)
        std::string Moves;   // its moves (the kind's encode_moves)
        std::string Extra;   // the kind's own fields (Slide's par, Flow's locks, Assembly's text)
    };
    // The board being edited ("edit"), then, with a game in play, its level
    // code, its moves, the kind's fields and the recipe it came from.
    SavedGame Save() const;
    // Plays a saved game again, every part checked on scratch objects before
    // anything changes; false with `error` when any part does not fit (the
    // shell then discards it and says so).
    bool Restore(const SavedGame& saved, std::string* error);

protected:
    // --- The screen's parts of a frame ---
    // What identifies the level on screen for screen readers ("" for none):
    // a new one is announced with LevelSummary().
    virtual std::string AnnouncedLevel() const { return m_Editing ? std::string() : m_Origin.Code; }
    // Before the keys: animations, replays, views.
    virtual void Update(double now) {}
    // After the keys: what they led to (a win, a stale notice).
    virtual void AfterActions(double now) {}
    // The board area: whatever DrawChrome left of the screen.
    virtual void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) = 0;
    // The panel's contents in `rect`: beside the board (`side`) or in the sheet.
    virtual void DrawPanel(const ScreenRect& rect, bool side) = 0;
    // The panel of a kind with an editor: the Play | Edit switch (pressed:
    // EnterPlay or EnterEdit), then `controls` (play or edit) beside the
    // generate form on a wide strip, or above it (screen_kit.cpp).
    void DrawEditorPanel(const char* id, const ScreenRect& rect, bool side, bool switch_disabled,
                         const std::function<void(bool columns)>& controls, const std::function<void()>& generate);
    virtual void EnterPlay() {}
    virtual void EnterEdit() {}
    // The few actions the board needs most (New, Undo, Hint, …), for the
    // embed's toolbar and the compact rail.
    virtual std::vector<QuickAction> QuickActions(double now) = 0;
    // The win popup, when the kind has one (ShowWinPopup); true when it is
    // on screen. Called every frame no job popup is shown.
    virtual bool DrawWinPopup() { return false; }
    // The kind's facts of the level in play (Facts() while not editing).
    virtual PlayFacts LevelFacts() const { return PlayFacts(); }
    // kit_widgets.hpp's WinPopup with the midend's part: the time and the
    // player's best, and a collection's Next (then Next is handled here and
    // the result says Shown). `moves` for the daily's share text.
    WinPopupResult ShowWinPopup(const char* id, const char* title, const char* line, const char* remark, int moves);
    // The win popup of a game with a par (Slide, Blocks): "12 moves · par 9",
    // then `extra`, and a remark on the par; its Next calls `next` (the
    // kind's new level). True while it is on screen.
    bool ShowParWinPopup(int moves, int par, const std::string& extra, const std::function<void()>& next);
    // A collection's Next for a panel's own Next button: its label ("" when
    // the level is no collection's), and going there (false when it is not).
    const std::string& CollectionNextLabel() const { return m_WinNext.Label; }
    bool GoToCollectionNext();
    // The kind's own fields of appState ("level", "board", …).
    virtual void AddState(JsonObject& out) const = 0;
    // Module.setParams' keys for the form's fields (the seed is the midend's).
    virtual void AddFormFields(FormParams& form) = 0;
    // A link's level, its text accepted by the kind's KindApi (any job is
    // cancelled and the win popup closed before).
    virtual void PlayCode(const std::string& code) = 0;
    virtual void PlayRecipe(const std::string& params, const std::string& seed) = 0;

    // --- Commands of the keys (Esc is the midend's: it cancels the job or
    // closes the win popup). None arrives while a generation runs or the win
    // popup is open. ---
    virtual void OnMove(Direction dir, double now) {}
    virtual void OnUndo(double now) {}
    virtual void OnRedo(double now) {}
    virtual void OnRestart(double now) {}
    virtual void OnHint() {}
    virtual void OnTurn(bool clockwise, double now) {}  // Space, Shift+Space

    // The panel beside the board, the rail under it (compact) or the embed's
    // toolbar; returns the rest of `area` for the board (screen_kit.cpp).
    ScreenRect DrawChrome(const ScreenRect& area, double now);

    // --- The job (one at a time) ---
    // Starts `work`, cancelling any job running; `done` gets its result. A
    // generation closes the sheet: the new level is what the player wants to
    // see. A job that cannot start says so in the notice.
    template <class Result>
    void StartJob(JobSpec spec, std::function<Result(Progress&)> work, std::function<void(Result&)> done);
    // `say_so`: the notice tells what was cancelled and what stays.
    void CancelJob(bool say_so);
    bool JobRunning() const { return m_Job.Running(); }
    // The test pace for jobs a screen runs beside the midend's (a background grading).
    static unsigned JobPace();
    // A level (or map) is on screen: a cancelled generation leaves it there.
    virtual bool HasLevel() const { return !m_Origin.Code.empty(); }

    // The popup drawn last frame: the board takes no input under the progress popup.
    PopupKind PopupShown() const { return m_PopupShown; }

    // The foot of the board area (screen_kit.cpp): the notice in `notice` and,
    // beside a side panel, the code in `status` under `label` with Copy.
    void DrawBoardFooter(const ScreenRect& notice, const ScreenRect& status, const char* label,
                         const std::string& code);

    // --- Notices ---
    using NoticeKind = Notice::Kind;
    void SetNotice(NoticeKind kind, std::string text);
    // A notice about the position on screen (a hint, Check's count): cleared
    // by ClearPositionNotice once the position changes.
    void SetPositionNotice(NoticeKind kind, std::string text);
    void ClearPositionNotice();

    // --- Autosave hooks ---
    virtual SaveParts SavedParts() const { return SaveParts(); }
    // Which part of the origin the save keeps after those.
    enum class SavedRecipe { ParamsAndSeed, Seed, Nothing };
    SavedRecipe m_SavedRecipe = SavedRecipe::ParamsAndSeed;
    // Checks every part of `saved` the kind reads on scratch objects and sets
    // `apply` to what puts it on screen; false with `error` naming what does
    // not fit (nothing has changed then). With ParamsAndSeed, the origin is
    // restored after `apply` when the save has a level code.
    virtual bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) = 0;
    // LoadSaved's `apply` for a kind with a game and an editor: the job
    // stops, the game resumes (`play`, when there is one), then the board
    // being edited opens (`edit`, when there is one) and m_Editing says so.
    std::function<void()> ResumeThenEdit(std::function<void()> play, std::function<void()> edit);
    // LoadSaved for a kind whose game has a par and whose board being edited
    // is saved too (Slide, Blocks): the board ("edit", read by `read_edited`),
    // then the game, resumed with its saved "par" by the kind's resume_session
    // on a scratch session; `edit` and `play` put each on screen.
    template <class Edited, class Session>
    bool LoadParGame(const SavedGame& saved, bool (*read_edited)(std::string_view, Edited&, std::string&),
                     bool (*resume)(std::string_view, std::string_view, int, Session&, std::string&),
                     std::function<void(const Edited&)> edit, std::function<void(const Session&)> play,
                     std::function<void()>* apply, std::string* error);

    // --- The daily puzzle, and the hints taken on the level in play ---
    bool PlayingDaily(DailyRecipe* recipe = nullptr) const;  // and which day's, in `recipe`
    // The daily's share text for a win in `moves` ("" when the level in play is not the daily).
    std::string DailyShareText(int moves) const;
    void CountHint();   // a hint was shown for the level in play
    void CountSolve();  // Solve finished it: no result to share
    int HintsTaken() const { return m_HintsLevel == m_Origin.Code ? m_Hints : 0; }
    // appState's "daily" while the level in play is a daily: {"date","params","playing","hints","share"}
    // (share: after a win).
    void AddDailyState(JsonObject& out, bool won, int moves) const;

    // --- The form's seed (every kind has one) ---
    // The seed field's text, or a new random seed when it is blank.
    std::string FormSeed() const;
    // The form's "Seed" row (a table row), and "Seed used: …" with Reuse under Generate.
    void DrawSeedRow();
    void DrawSeedUsedRow();
    char m_SeedField[64] = {};

    ScreenJob m_Job;
    LevelOrigin m_Origin;  // the level on screen
    Notice m_Notice;
    bool m_WinOpen = false;
    bool m_Editing = false;  // kinds with an editor: the board is being edited, not played
    bool m_Embedded = false;
    // The words of a generation's cancel notice: "Generation cancelled; the previous level stays."
    const char* m_GenerateTitle = "Generation";
    const char* m_LevelNoun = "level";

private:
    void HandleActions(const std::vector<Action>& actions, double now);
    void DrawPopups(double now);
    void AnnounceLevel(const std::string& level);
    void UpdateJourney();
    void JobDidNotStart();
    static double Now();

    const KindApi& m_Api;
    PopupKind m_PopupShown = PopupKind::None;
    bool m_NoticeForPosition = false;
    std::string m_AnnouncedLevel;
    LayoutMode m_Layout = LayoutMode::Side;
    ScreenRect m_SheetArea;  // compact: where the sheet may open (the screen's whole area)
    bool m_SheetOpen = false;
    std::string m_HintsLevel;  // the level code m_Hints counts for
    int m_Hints = 0;
    std::string m_SolvedLevel;  // the level code Solve last finished
    // The journey: the clock of the level in play, the last win recorded.
    PlayClock m_Clock;
    std::string m_ClockLevel;       // the level code the clock times
    std::string m_RestoredClockLevel;  // a save's clock, for its level's first frame
    std::int64_t m_RestoredClockMs = 0;
    bool m_WasWon = false;
    bool m_Covered = false;
    WinNext m_WinNext;
    std::int64_t m_WinMs = 0;      // the time of the win on screen
    LevelBest m_BestBefore;        // the player's best before it
};

template <class Edited, class Session>
bool Screen::LoadParGame(const SavedGame& saved, bool (*read_edited)(std::string_view, Edited&, std::string&),
                         bool (*resume)(std::string_view, std::string_view, int, Session&, std::string&),
                         std::function<void(const Edited&)> edit, std::function<void(const Session&)> play,
                         std::function<void()>* apply, std::string* error)
{
    const std::string edit_text = SavedField(saved.Extra, "edit");
    Edited edited;
    if (!edit_text.empty() && !read_edited(edit_text, edited, *error))
        return false;
    std::function<void()> play_it, edit_it;
    if (!edit_text.empty())
        edit_it = [edit, edited] { edit(edited); };
    if (!saved.Code.empty() || edit_text.empty())
    {
        int par = 0;
        if (!parse_whole_number(SavedField(saved.Extra, "par"), par))
            par = 0;
        // Played on a scratch session: the game in hand stays if any move does not fit.
        Session session;
        if (!resume(saved.Code, saved.Moves, par, session, *error))
            return false;
        play_it = [play, session] { play(session); };
    }
    *apply = ResumeThenEdit(play_it, edit_it);
    return true;
}

template <class Result>
void Screen::StartJob(JobSpec spec, std::function<Result(Progress&)> work, std::function<void(Result&)> done)
{
    if (spec.Kind == JobKind::Generate)
        CloseSheet();
    if (!m_Job.Start<Result>(std::move(spec), Now(), std::move(work), std::move(done), JobPace()))
        JobDidNotStart();
}

}  // namespace pgw::app

// screen.cpp — the midend every screen shares (see screen.hpp).
//
// Index of this file:
// [SECTION] Frame, keys, popups
// [SECTION] Job
// [SECTION] Notices, links, test hooks
// [SECTION] Autosave

#include "app/midend/screen.hpp"

#include <cstdio>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/form_params.hpp"
#include "app/midend/journey.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/memory_guard.hpp"
#include "app/platform/test_hooks.hpp"
#include "core/json.hpp"
#include "core/params_text.hpp"
#include "core/rng.hpp"
#include "imgui.h"

namespace pgw::app {

const char* PopupKindName(PopupKind kind)
{
    static const char* names[] = {"none", "progress", "win"};
    return names[static_cast<int>(kind)];
}

//-----------------------------------------------------------------------------
// [SECTION] Frame, keys, popups
//-----------------------------------------------------------------------------

void Screen::Frame(const ScreenRect& area, const std::vector<Action>& actions)
{
    const double now = Now();
    const JobKind polled = m_Job.Kind();
    if (!m_Job.Poll())
        SetNotice(NoticeKind::Error, std::string(JobKindTitle(polled)) + " stopped: it needs more memory than the app has (" +
                                         MemoryGuard_Describe() + "). Try a smaller size; what you had stays." +
                                         (MemoryGuard_MemoryLost() ? " A reload frees the memory it held." : ""));
    AnnounceLevel(AnnouncedLevel());
    Update(now);
    HandleActions(actions, now);
    AfterActions(now);
    UpdateJourney();
    DrawBoardArea(DrawChrome(area, now), actions, now);
    DrawPopups(now);
}

void Screen::HandleActions(const std::vector<Action>& actions, double now)
{
    for (const Action& action : actions)
    {
        if (action.Kind == ActionKind::Back)
        {
            if (JobRunning())
                CancelJob(true);
            else if (m_WinOpen)
                m_WinOpen = false;
            continue;
        }
        // Modal moments take no game input: a generation, the win popup.
        if (m_Job.Is(JobKind::Generate) || m_WinOpen)
            continue;
        switch (action.Kind)
        {
        case ActionKind::Move: OnMove(action.Dir, now); break;
        case ActionKind::Undo: OnUndo(now); break;
        case ActionKind::Redo: OnRedo(now); break;
        case ActionKind::Restart: OnRestart(now); break;
        case ActionKind::Hint: OnHint(); break;
        case ActionKind::Turn: OnTurn(action.Dir != Direction::Up, now); break;
        case ActionKind::Back: case ActionKind::Pinch: case ActionKind::Focus: case ActionKind::Activate: break;
        }
    }
}

void Screen::DrawPopups(double now)
{
    const JobPopupResult progress = m_Job.DrawPopup(now);
    if (progress == JobPopupResult::Cancelled)
        CancelJob(true);
    const bool win = progress == JobPopupResult::Hidden && DrawWinPopup();
    m_PopupShown = progress != JobPopupResult::Hidden ? PopupKind::Progress : win ? PopupKind::Win : PopupKind::None;
}

void Screen::AnnounceLevel(const std::string& level)
{
    if (level == m_AnnouncedLevel)
        return;
    m_AnnouncedLevel = level;
    if (!level.empty())
        Browser_Announce(LevelSummary());
}

double Screen::Now()
{
    return ImGui::GetTime();
}

//-----------------------------------------------------------------------------
// [SECTION] Journey: the clock, the solves
//-----------------------------------------------------------------------------

void PlayClock::Run(bool running, double now)
{
    if (running && m_Since < 0.0)
        m_Since = now;
    else if (!running && m_Since >= 0.0)
    {
        m_Ms += (now - m_Since) * 1000.0;
        m_Since = -1.0;
    }
}

std::int64_t PlayClock::Ms(double now) const
{
    const double ms = m_Ms + (m_Since >= 0.0 && now > m_Since ? (now - m_Since) * 1000.0 : 0.0);
    return static_cast<std::int64_t>(ms);
}

static int g_TimerShown = -1;  // -1: not read from storage yet

bool Screen::TimerShown()
{
    if (g_TimerShown < 0)
        g_TimerShown = Browser_StorageGet("pgw.timer") == "hidden" ? 0 : 1;
    return g_TimerShown != 0;
}

void Screen::SetTimerShown(bool shown)
{
    g_TimerShown = shown ? 1 : 0;
    Browser_StorageSet("pgw.timer", shown ? "shown" : "hidden");
}

std::int64_t Screen::ClockMs() const
{
    return m_ClockLevel == m_Origin.Code ? m_Clock.Ms(Browser_VisibleSeconds()) : 0;
}

std::string Screen::ClockText() const
{
    if (!TimerShown())
        return std::string();
    const std::int64_t ms = ClockMs();
    return ms <= 0 ? std::string("0:00") : FormatClock(ms);
}

// Every frame, after the keys: a new level resets the clock; it runs from the
// first move to the win while the board is seen; a win is recorded (not one
// Solve made) and, in an embed, told to the page around it (pgw-api.js's onResult).
void Screen::UpdateJourney()
{
    const PlayFacts facts = Facts();
    const std::string& code = m_Origin.Code;
    const double now = Browser_VisibleSeconds();
    if (code != m_ClockLevel)
    {
        m_ClockLevel = code;
        m_Clock.Reset(code == m_RestoredClockLevel ? m_RestoredClockMs : 0);
        m_RestoredClockLevel.clear();
        m_WasWon = facts.Won;
    }
    if (facts.Playing && facts.Moves == 0 && !facts.Won && m_WasWon)
    {
        m_Clock.Reset(0);  // a new attempt after a win (Restart)
        m_WasWon = false;
    }
    const bool seen = !m_Covered && m_PopupShown == PopupKind::None && !m_SheetOpen && !m_WinOpen;
    m_Clock.Run(facts.Playing && facts.Moves > 0 && !facts.Won && seen, now);
    if (m_Clock.Running() && TimerShown())
    {
        // The HUD's clock ticks once a second, and only while it runs.
        const std::int64_t ms = m_Clock.Ms(now);
        RequestFrameAfter(static_cast<double>(1000 - ms % 1000) / 1000.0 + 0.01);
    }
    if (!facts.Playing || !facts.Won || m_WasWon)
        return;
    m_WasWon = true;
    m_WinMs = m_Clock.Ms(now);
    Journey& journey = GetJourney();
    m_BestBefore = journey.Best(code);
    // An embed's solves count too: the reader's progress through a blog's series.
    if (m_SolvedLevel == code || code.empty())
        return;
    Solve solve;
    solve.kind = m_Api.name;
    solve.width = facts.Width;
    solve.height = facts.Height;
    solve.difficulty = facts.Grade;
    solve.date = utc_date(Browser_UnixSeconds());
    solve.ms = m_WinMs;
    solve.moves = facts.Moves;
    solve.par = facts.Par;
    solve.hints = HintsTaken();
    solve.daily = PlayingDaily();
    journey.RecordSolve(code, solve);
}

bool Screen::GoToCollectionNext()
{
    if (m_WinNext.Label.empty() || !m_WinNext.Press)
        return false;
    m_WinOpen = false;
    const std::function<void()> press = m_WinNext.Press;  // it may replace m_WinNext
    press();
    return true;
}

WinPopupResult Screen::ShowWinPopup(const char* id, const char* title, const char* line, const char* remark, int moves)
{
    // The time, then the best before this win (when there was one).
    std::string results;
    if (m_SolvedLevel != m_Origin.Code)
    {
        results = "Time " + FormatClock(m_WinMs);
        if (HintsTaken() > 0)
            results += " · " + std::to_string(HintsTaken()) + (HintsTaken() == 1 ? " hint" : " hints");
        if (m_BestBefore.solves > 0)
        {
            results += "\nYour best: " + FormatClock(m_BestBefore.best_ms) + " · " + std::to_string(m_BestBefore.best_moves) +
                       (m_BestBefore.best_moves == 1 ? " move" : " moves");
            if (m_BestBefore.best_ms > 0 && m_WinMs > 0 && m_WinMs < m_BestBefore.best_ms)
                results += "\nA new best time!";
        }
    }
    const bool collection = !m_WinNext.Label.empty() && m_WinNext.Press;
    const WinPopupResult result = WinPopup(id, &m_WinOpen, title, line, remark, DailyShareText(moves), results,
                                           collection ? m_WinNext.Label.c_str() : nullptr);
    if (result == WinPopupResult::Next && collection)
    {
        GoToCollectionNext();
        return WinPopupResult::Shown;
    }
    return result;
}

bool Screen::ShowParWinPopup(int moves, int par, const std::string& extra, const std::function<void()>& next)
{
    char line[128];
    std::snprintf(line, sizeof(line), "%d moves  ·  par %d%s", moves, par, extra.c_str());
    const std::string remark = moves <= par ? std::string("Perfect: as short as it gets.")
                                            : std::to_string(moves - par) + " over par. Restart for a perfect run?";
    const WinPopupResult result = ShowWinPopup("##win", "Solved!", line, remark.c_str(), moves);
    if (result == WinPopupResult::Next)
        next();
    return result != WinPopupResult::Hidden;
}

//-----------------------------------------------------------------------------
// [SECTION] Job
//-----------------------------------------------------------------------------

unsigned Screen::JobPace()
{
    return test_job_pace();  // core's (Module.setJobPace sets it)
}

void Screen::JobDidNotStart()
{
    SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
}

void Screen::CancelJob(bool say_so)
{
    const JobKind kind = m_Job.Kind();
    if (!m_Job.Cancel() || !say_so)
        return;
    if (kind == JobKind::Generate)
        SetNotice(NoticeKind::Info, HasLevel() ? std::string(m_GenerateTitle) + " cancelled; the previous " + m_LevelNoun +
                                                     " stays."
                                               : std::string(m_GenerateTitle) + " cancelled.");
    else
        SetNotice(NoticeKind::Info, std::string(JobKindTitle(kind)) + " cancelled.");
}

//-----------------------------------------------------------------------------
// [SECTION] Notices, links, test hooks
//-----------------------------------------------------------------------------

void Screen::SetNotice(NoticeKind kind, std::string text)
{
    m_Notice.Set(kind, std::move(text));
    m_NoticeForPosition = false;
}

void Screen::SetPositionNotice(NoticeKind kind, std::string text)
{
    SetNotice(kind, std::move(text));
    m_NoticeForPosition = true;
}

void Screen::ClearPositionNotice()
{
    if (!m_NoticeForPosition)
        return;
    m_Notice.Clear();
    m_NoticeForPosition = false;
}

bool Screen::SetParams(const ParamMap& params, std::string* error)
{
    FormParams form;
    AddFormFields(form);
    form.Seed(m_SeedField, sizeof(m_SeedField));
    return form.Apply(params, error);
}

void Screen::OpenCode(const std::string& code)
{
    const std::string error = m_Api.check_code(code);
    if (!error.empty())
    {
        SetNotice(NoticeKind::Error, "That " + std::string(m_LevelNoun) + " code cannot be opened: " + error);
        return;
    }
    // The link's level replaces whatever was going on.
    CancelJob(false);
    m_WinOpen = false;
    PlayCode(code);
}

void Screen::OpenRecipe(const std::string& params, const std::string& seed)
{
    const std::string error = m_Api.check_params(params);
    if (!error.empty())
    {
        SetNotice(NoticeKind::Error, "That recipe cannot be opened: " + error);
        return;
    }
    std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", seed.c_str());
    CancelJob(false);
    m_WinOpen = false;
    PlayRecipe(params, seed);
}

// The level in play is a day's puzzle when its recipe is that day's: known
// from the origin alone, so a daily restored by the autosave still is one.
bool Screen::PlayingDaily(DailyRecipe* recipe) const
{
    DailyRecipe day;
    std::string ignored;
    if (m_Origin.Code.empty() || m_Origin.Seed.empty() || !daily_recipe(m_Api.name, m_Origin.Seed, day, ignored) ||
        day.params != m_Origin.Params)
        return false;
    if (recipe != nullptr)
        *recipe = day;
    return true;
}

std::string Screen::DailyShareText(int moves) const
{
    DailyRecipe day;
    return PlayingDaily(&day) && m_SolvedLevel != m_Origin.Code ? daily_share_text(day, moves, HintsTaken())
                                                                : std::string();
}

void Screen::CountSolve()
{
    m_SolvedLevel = m_Origin.Code;
}

void Screen::CountHint()
{
    if (m_HintsLevel != m_Origin.Code)
    {
        m_HintsLevel = m_Origin.Code;
        m_Hints = 0;
    }
    ++m_Hints;
}

void Screen::AddDailyState(JsonObject& out, bool won, int moves) const
{
    DailyRecipe day;
    if (!PlayingDaily(&day))
        return;
    JsonObject daily;
    daily.add("date", day.date)
        .add("params", day.params)
        .add("playing", true)
        .add("hints", HintsTaken())
        .add("share", won ? DailyShareText(moves) : std::string());
    out.add("daily", daily);
}

std::string Screen::FormSeed() const
{
    return m_SeedField[0] != 0 ? std::string(m_SeedField) : random_seed_text();
}

void Screen::DrawSeedRow()
{
    SeedRow(m_SeedField, static_cast<int>(sizeof(m_SeedField)));
}

void Screen::DrawSeedUsedRow()
{
    SeedUsedRow(m_Origin.Seed, m_SeedField, static_cast<int>(sizeof(m_SeedField)));
}

ShareInfo Screen::Share() const
{
    ShareInfo info;
    info.Code = m_Origin.Code;
    info.NoLink = m_Origin.NoLink;
    if (m_Origin.HasRecipe())
    {
        info.Params = m_Origin.Params;
        info.Seed = m_Origin.Seed;
    }
    return info;
}

void Screen::WriteState(JsonObject& out) const
{
    AddState(out);
    out.add("seed", m_Origin.Seed)
        .add("job", JobKindName(m_Job.Kind()))
        .add("popup", PopupKindName(m_PopupShown))
        .add("notice", m_Notice.Text());
    AddProgressFields(out, m_Job.RunningProgress());
}

//-----------------------------------------------------------------------------
// [SECTION] Autosave
//-----------------------------------------------------------------------------

SavedGame Screen::Save() const
{
    SavedGame saved;
    const SaveParts parts = SavedParts();
    // The board being edited is kept too: whatever the player made survives a reload.
    if (!parts.Edited.empty())
        AddSavedField(saved.Extra, "edit", parts.Edited);
    if (!parts.Game)
        return saved;
    saved.Code = m_Origin.Code;
    saved.Moves = parts.Moves;
    if (!parts.Extra.empty())
        saved.Extra += (saved.Extra.empty() ? "" : ";") + parts.Extra;
    if (m_SavedRecipe == SavedRecipe::ParamsAndSeed && m_Origin.HasRecipe())
    {
        AddSavedField(saved.Extra, "params", m_Origin.Params);
        AddSavedField(saved.Extra, "seed", m_Origin.Seed);
    }
    else if (m_SavedRecipe == SavedRecipe::Seed && !m_Origin.Seed.empty())
    {
        AddSavedField(saved.Extra, "seed", m_Origin.Seed);
    }
    // Hints taken (and a Solve) stay with the level: a reload does not make a daily's result hint-free.
    if (HintsTaken() > 0)
        AddSavedField(saved.Extra, "hints", std::to_string(HintsTaken()));
    if (m_SolvedLevel == m_Origin.Code)
        AddSavedField(saved.Extra, "solved", "1");
    // The clock, to the second: a reload goes on from there (saved as the frame that shows the second is drawn).
    if (const std::int64_t ms = ClockMs(); ms >= 1000)
        AddSavedField(saved.Extra, "clock", std::to_string(ms / 1000));
    return saved;
}

std::function<void()> Screen::ResumeThenEdit(std::function<void()> play, std::function<void()> edit)
{
    return [this, play, edit] {
        CancelJob(false);
        m_WinOpen = false;
        m_Editing = false;
        if (play)
            play();
        if (edit)
            edit();
        m_Editing = static_cast<bool>(edit);
    };
}

bool Screen::Restore(const SavedGame& saved, std::string* error)
{
    // Everything is checked before anything changes.
    std::function<void()> apply;
    if (!LoadSaved(saved, &apply, error))
        return false;
    apply();
    if (m_SavedRecipe == SavedRecipe::ParamsAndSeed && !saved.Code.empty())
        m_Origin = SavedOrigin(saved, m_Api);
    int hints = 0;
    m_HintsLevel = m_Origin.Code;
    m_Hints = parse_whole_number(SavedField(saved.Extra, "hints"), hints) ? hints : 0;
    m_SolvedLevel = SavedField(saved.Extra, "solved") == "1" ? m_Origin.Code : std::string();
    int seconds = 0;
    m_RestoredClockLevel = m_Origin.Code;
    m_RestoredClockMs = parse_whole_number(SavedField(saved.Extra, "clock"), seconds) ? seconds * 1000LL : 0;
    return true;
}

}  // namespace pgw::app

// slide_screen.cpp — see slide_screen.hpp.
//
// Index of this file:
// [SECTION] Helpers
// [SECTION] Construction, test hooks
// [SECTION] Jobs
// [SECTION] Commands
// [SECTION] Frame
// [SECTION] Panel
// [SECTION] Board area
// [SECTION] Popups

#include "app/slide_screen.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>

#include "app/browser.hpp"
#include "app/fonts.hpp"
#include "app/frame_pacer.hpp"
#include "app/job_popup.hpp"
#include "app/screen_kit.hpp"
#include "app/slide_board_view.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "app/ui_items.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "core/params_text.hpp"
#include "core/rng.hpp"
#include "imgui.h"
#include "slide/text.hpp"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Helpers
//-----------------------------------------------------------------------------


static slide::Dir ToSlideDir(Direction dir)
{
    switch (dir)
    {
    case Direction::Up: return slide::Dir::Up;
    case Direction::Down: return slide::Dir::Down;
    case Direction::Left: return slide::Dir::Left;
    case Direction::Right: return slide::Dir::Right;
    }
    return slide::Dir::Up;
}

static const char* DirArrow(slide::Dir dir)
{
    switch (dir)
    {
    case slide::Dir::Up: return "\xE2\x86\x91";     // ↑
    case slide::Dir::Down: return "\xE2\x86\x93";   // ↓
    case slide::Dir::Left: return "\xE2\x86\x90";   // ←
    case slide::Dir::Right: return "\xE2\x86\x92";  // →
    }
    return "?";
}

static const char* DirWord(slide::Dir dir)
{
    switch (dir)
    {
    case slide::Dir::Up: return "up";
    case slide::Dir::Down: return "down";
    case slide::Dir::Left: return "left";
    case slide::Dir::Right: return "right";
    }
    return "?";
}

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateSlideScreen()
{
    return std::make_unique<SlideScreen>();
}

SlideScreen::SlideScreen()
{
    // Open on a fresh level, as a player would expect, from a random seed.
    StartGenerate(m_Form, random_seed_text());
}

std::string SlideScreen::StateJson() const
{
    const bool edit = m_Mode == Mode::Edit;
    const std::string level = edit ? slide::encode_level(m_Editor.Level()) : m_LevelCode;
    std::string board;
    if (edit)
        board = slide::format_board(m_Editor.Level().layout, m_Editor.Level().start);
    else if (m_Play.HasLevel())
        board = slide::format_board(m_Play.Level().layout, m_Play.Current());

    std::string hint;
    if (!edit && m_Play.HasHint())
        hint = slide::dir_letter(m_Play.Hint());

    // Hand-assembled: JsonObject is flat, and "counters" is an object.
    std::string out = "{";
    out += "\"screen\":" + json_quote(edit ? "edit" : "play");
    out += ",\"level\":" + json_quote(level);
    out += ",\"board\":" + json_quote(board);
    out += ",\"moves\":" + std::to_string(m_Play.MovesMade());
    out += ",\"par\":" + std::to_string(m_Play.Par());
    out += std::string(",\"won\":") + (!edit && m_Play.Won() ? "true" : "false");
    out += ",\"job\":" + json_quote(JobKindName(m_Job));
    out += "," + ProgressJsonFields(RunningProgress());
    out += ",\"popup\":" + json_quote(PopupKindName(m_PopupShown));
    out += ",\"notice\":" + json_quote(m_Notice.Text());
    out += ",\"hint\":" + json_quote(hint);
    out += ",\"seed\":" + json_quote(m_SeedUsed);
    out += ",\"seed_field\":" + json_quote(m_SeedField);
    out += std::string(",\"animating\":") + (m_Play.Busy() ? "true" : "false");
    out += "}";
    return out;
}

bool SlideScreen::SetParams(const ParamMap& params, std::string* error)
{
    FormParams form;
    form.Number("width", &m_Form.width);
    form.Number("height", &m_Form.height);
    form.Number("min_moves", &m_Form.min_moves);
    form.Number("stationary", &m_Form.stationary_percent);
    form.Number("moving", &m_Form.moving_percent);
    form.Flag("hardest", &m_Form.hardest);
    form.Seed(m_SeedField, sizeof(m_SeedField));
    return form.Apply(params, error);
}

ShareInfo SlideScreen::Share() const
{
    ShareInfo info;
    info.Code = m_LevelCode;
    if (m_LevelGenerated && !m_SeedUsed.empty())
    {
        info.Params = slide::encode_params(m_LevelParams);
        info.Seed = m_SeedUsed;
    }
    return info;
}

void SlideScreen::OpenCode(const std::string& code)
{
    slide::Level level;
    std::string error;
    if (!slide::decode_level(code, level, error))
    {
        SetNotice(NoticeKind::Error, "That level code cannot be opened: " + error);
        return;
    }
    // The code has no par: validate it as an edited level would be, then play.
    CancelJob(false);
    m_WinOpen = false;
    m_Editor.Begin(level);
    m_Mode = Mode::Edit;
    EnterPlay();
    SetNotice(NoticeKind::Info, "Opening the shared level\xE2\x80\xA6");
}

void SlideScreen::OpenRecipe(const std::string& params, const std::string& seed)
{
    slide::Params decoded;
    std::string error;
    if (!slide::decode_params(params, decoded, error))
    {
        SetNotice(NoticeKind::Error, "That recipe cannot be opened: " + error);
        return;
    }
    m_Form = decoded;
    std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", seed.c_str());
    m_Mode = Mode::Play;
    m_WinOpen = false;
    StartGenerate(decoded, seed);
}

SavedGame SlideScreen::Save() const
{
    SavedGame saved;
    // The board being edited is kept too: whatever the player made survives a reload.
    if (m_Mode == Mode::Edit)
        AddSavedField(saved.Extra, "edit", slide::encode_level(m_Editor.Level()));
    if (!m_Play.HasLevel())
        return saved;
    saved.Code = m_LevelCode;
    for (slide::Dir dir : m_Play.Moves())
        saved.Moves += slide::dir_letter(dir);
    AddSavedField(saved.Extra, "par", std::to_string(m_Play.Par()));
    const ShareInfo recipe = Share();
    if (!recipe.Seed.empty())
    {
        AddSavedField(saved.Extra, "params", recipe.Params);
        AddSavedField(saved.Extra, "seed", recipe.Seed);
    }
    return saved;
}

bool SlideScreen::Restore(const SavedGame& saved, std::string* error)
{
    // Everything is checked before anything changes.
    const std::string edit_code = SavedField(saved.Extra, "edit");
    slide::Level edited;
    if (!edit_code.empty() && !slide::decode_level(edit_code, edited, *error))
        return false;
    if (saved.Code.empty() && !edit_code.empty())
    {
        CancelJob(false);
        m_Editor.Begin(edited);
        m_Mode = Mode::Edit;
        return true;
    }
    slide::Level level;
    if (!slide::decode_level(saved.Code, level, *error))
        return false;
    int par = 0;
    if (!parse_whole_number(SavedField(saved.Extra, "par"), par) || par < 1)
    {
        *error = "it has no par";
        return false;
    }
    // Played on a scratch session: the game in hand stays if any move does not fit.
    std::vector<slide::Dir> moves;
    for (char letter : saved.Moves)
    {
        slide::Dir dir;
        if (!slide::dir_from_letter(letter, dir))
        {
            *error = "its moves are damaged";
            return false;
        }
        moves.push_back(dir);
    }
    SlidePlaySession session;
    session.Start(level, par);
    if (!session.Resume(moves))
    {
        *error = "a move does not fit the level";
        return false;
    }
    CancelJob(false);
    m_Mode = Mode::Play;
    m_WinOpen = false;
    m_Play = session;
    m_LevelCode = saved.Code;
    slide::Params params;
    std::string ignored;
    m_LevelGenerated = slide::decode_params(SavedField(saved.Extra, "params"), params, ignored);
    m_LevelParams = params;
    m_SeedUsed = m_LevelGenerated ? SavedField(saved.Extra, "seed") : std::string();
    if (!edit_code.empty())
    {
        m_Editor.Begin(edited);
        m_Mode = Mode::Edit;
    }
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void SlideScreen::StartGenerate(const slide::Params& params, const std::string& seed_text)
{
    CloseSheet();  // the new level is what the player wants to see
    CancelJob(false);
    m_Job = JobKind::Generate;
    m_JobStart = ImGui::GetTime();
    m_JobParams = params;
    m_JobSeed = seed_text;
    char detail[128];
    std::snprintf(detail, sizeof(detail), "%d\xC3\x97%d \xC2\xB7 at least %d moves%s \xC2\xB7 seed %s", params.width,
                  params.height, params.min_moves, params.hardest ? " \xC2\xB7 hardest" : "", seed_text.c_str());
    m_JobDetail = detail;
    const std::uint64_t seed = seed_from_text(seed_text);
    if (!m_GenerateJob.start([params, seed](Progress& progress) { return slide::generate(params, seed, progress); },
                             TestHooks_JobPace()))
        JobDidNotStart();
}

void SlideScreen::JobDidNotStart()
{
    m_Job = JobKind::None;
    SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
}

void SlideScreen::StartSolve(JobKind kind, const slide::Layout& layout, const slide::State& from)
{
    CancelJob(false);
    m_Job = kind;
    m_JobStart = ImGui::GetTime();
    m_JobPosition = m_Play.PositionVersion();
    m_JobEditorVersion = m_Editor.Version();
    m_JobDetail = kind == JobKind::Validate ? "Searching every position from the start"
                                            : "Searching for the shortest way to the goal";
    const bool started = m_SolveJob.start([layout, from](Progress& progress) {
        progress.set_phase("searching positions");
        return slide::solve(layout, from, &progress);
    }, TestHooks_JobPace());
    if (!started)
        JobDidNotStart();
}

void SlideScreen::CancelJob(bool say_so)
{
    const JobKind kind = m_Job;
    if (kind == JobKind::None)
        return;
    m_Job = JobKind::None;
    m_PlayAfterValidate = false;
    if (kind == JobKind::Generate)
        m_GenerateJob.cancel();
    else
        m_SolveJob.cancel();
    if (!say_so)
        return;
    if (kind == JobKind::Generate)
        SetNotice(NoticeKind::Info, m_Play.HasLevel() ? "Generation cancelled; the previous level stays."
                                                      : "Generation cancelled.");
    else
        SetNotice(NoticeKind::Info, std::string(JobKindTitle(kind)) + " cancelled.");
}

void SlideScreen::CancelPlayJob()
{
    if (m_Job == JobKind::Hint || m_Job == JobKind::Solve)
        CancelJob(false);
    m_Play.StopReplay();
}

const Progress* SlideScreen::RunningProgress() const
{
    if (m_Job == JobKind::Generate)
        return m_GenerateJob.progress();
    if (m_Job != JobKind::None)
        return m_SolveJob.progress();
    return nullptr;
}

void SlideScreen::PollJobs()
{
    const JobKind kind = m_Job;
    if (kind == JobKind::Generate)
    {
        if (std::optional<slide::Generated> result = m_GenerateJob.take_result())
        {
            m_Job = JobKind::None;
            OnGenerated(*result);
        }
    }
    else if (kind != JobKind::None)
    {
        if (std::optional<slide::SolveResult> result = m_SolveJob.take_result())
        {
            m_Job = JobKind::None;
            OnSolved(kind, *result);
        }
    }
}

void SlideScreen::OnGenerated(const slide::Generated& result)
{
    if (result.cancelled)
        return;
    if (!result.found)
    {
        SetNotice(NoticeKind::Error, m_Play.HasLevel()
            ? "No solvable level found within the search budget; the previous level stays."
            : "No solvable level found within the search budget; try other settings.");
        return;
    }
    m_Play.Start(result.level, result.optimal_moves);
    m_LevelCode = slide::encode_level(result.level);
    m_SeedUsed = m_JobSeed;
    m_LevelParams = m_JobParams;
    m_LevelGenerated = true;
    m_Mode = Mode::Play;
    m_WinOpen = false;
    char text[200];
    if (!result.target_met)
    {
        std::snprintf(text, sizeof(text),
                      "No level with \xE2\x89\xA5 %d moves within the search budget; showing the best found: %d moves.",
                      m_JobParams.min_moves, result.optimal_moves);
        SetNotice(NoticeKind::Warning, text);
        return;
    }
    char states[32];
    FormatCount(states, sizeof(states), result.states_explored);
    std::snprintf(text, sizeof(text), "New level: par %d. Found after %d boards, %s positions, %.0f ms.",
                  result.optimal_moves, result.boards_tried, states, result.ms);
    SetNotice(NoticeKind::Success, text);
}

void SlideScreen::OnSolved(JobKind kind, const slide::SolveResult& result)
{
    char text[160];
    if (kind == JobKind::Validate)
    {
        const bool play_after = m_PlayAfterValidate;
        m_PlayAfterValidate = false;
        if (m_JobEditorVersion != m_Editor.Version())
            return;  // edited since: that answer is for another level
        SlideValidation& v = m_Editor.Validation;
        v = SlideValidation{};
        v.Version = m_Editor.Version();
        v.Done = true;
        switch (result.status)
        {
        case slide::SolveStatus::Solved:
            if (result.moves.empty())
            {
                SetNotice(NoticeKind::Warning, "Already solved: the player starts on the goal. Move one of them.");
                return;
            }
            v.Playable = true;
            v.OptimalMoves = static_cast<int>(result.moves.size());
            std::snprintf(text, sizeof(text), "solvable in %d moves", v.OptimalMoves);
            SetNotice(NoticeKind::Success, text);
            if (play_after)
                EnterPlay();
            return;
        case slide::SolveStatus::Unsolvable:
            SetNotice(NoticeKind::Error, "unsolvable: no sequence of moves brings the player to the goal");
            return;
        case slide::SolveStatus::TooLarge:
            SetNotice(NoticeKind::Warning, "too many positions to check (the search stopped at its budget)");
            v.Done = false;
            return;
        case slide::SolveStatus::Cancelled:
            v.Done = false;
            return;
        }
        return;
    }

    // Hint and Solve: only for the position they were asked for.
    if (m_JobPosition != m_Play.PositionVersion())
        return;
    switch (result.status)
    {
    case slide::SolveStatus::Solved:
        if (result.moves.empty())
            return;  // already won
        if (kind == JobKind::Hint)
        {
            m_Play.SetHint(result.moves[0]);
            std::snprintf(text, sizeof(text), "Hint: slide %s %s (%d moves to go).", DirArrow(result.moves[0]),
                          DirWord(result.moves[0]), static_cast<int>(result.moves.size()));
            SetNotice(NoticeKind::Info, text);
            m_NoticeIsHint = true;
        }
        else
        {
            m_Play.StartReplay(result.moves);
            std::snprintf(text, sizeof(text), "Solving: %d moves from here (%s).", static_cast<int>(result.moves.size()),
                          slide::moves_to_string(result.moves).c_str());
            SetNotice(NoticeKind::Info, text);
        }
        return;
    case slide::SolveStatus::Unsolvable:
        SetNotice(NoticeKind::Warning, "No way to the goal from here: undo or restart.");
        return;
    case slide::SolveStatus::TooLarge:
        SetNotice(NoticeKind::Warning, "Too many positions to search from here.");
        return;
    case slide::SolveStatus::Cancelled:
        return;
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

void SlideScreen::SetNotice(NoticeKind kind, std::string text)
{
    m_Notice.Set(kind, std::move(text));
    m_NoticeIsHint = false;
}

void SlideScreen::PositionChanged()
{
    // "Hint: slide left" is about the position before; keep nothing stale on screen.
    if (m_NoticeIsHint)
        SetNotice(NoticeKind::Info, "");
}

void SlideScreen::PlayerMove(slide::Dir dir, double now)
{
    if (m_Mode != Mode::Play || !m_Play.HasLevel())
        return;
    CancelPlayJob();
    if (!m_Play.Move(dir, now))
        return;
    PositionChanged();
    char said[96];
    if (m_Play.Won())
        std::snprintf(said, sizeof(said), "Solved in %d moves, par %d.", m_Play.MovesMade(), m_Play.Par());
    else
        std::snprintf(said, sizeof(said), "%c%s. %d move%s, par %d.", DirWord(dir)[0] - 'a' + 'A', DirWord(dir) + 1,
                      m_Play.MovesMade(), m_Play.MovesMade() == 1 ? "" : "s", m_Play.Par());
    Browser_Announce(said);
}

void SlideScreen::PlayerUndo(double now)
{
    CancelPlayJob();
    if (!m_Play.Undo(now))
        return;
    m_WinOpen = false;
    PositionChanged();
}

void SlideScreen::PlayerRedo(double now)
{
    CancelPlayJob();
    if (m_Play.Redo(now))
        PositionChanged();
}

void SlideScreen::PlayerRestart()
{
    CancelPlayJob();
    if (!m_Play.Restart())
        return;
    m_WinOpen = false;
    PositionChanged();
}

void SlideScreen::RequestHint()
{
    if (m_Mode != Mode::Play || !m_Play.HasLevel() || m_Play.Won())
        return;
    m_Play.StopReplay();
    StartSolve(JobKind::Hint, m_Play.Level().layout, m_Play.Current());
}

void SlideScreen::RequestSolve()
{
    if (m_Mode != Mode::Play || !m_Play.HasLevel() || m_Play.Won())
        return;
    m_Play.StopReplay();
    StartSolve(JobKind::Solve, m_Play.Level().layout, m_Play.Current());
}

void SlideScreen::RequestNextLevel()
{
    m_WinOpen = false;
    // Same settings as the level just played (the form may hold half-typed
    // values), a new random seed.
    const slide::Params params = m_LevelGenerated ? m_LevelParams : m_Form;
    if (!slide::check_params(params).empty())
    {
        SetNotice(NoticeKind::Error, slide::check_params(params));
        return;
    }
    StartGenerate(params, random_seed_text());
}

void SlideScreen::EnterEdit()
{
    if (m_Mode == Mode::Edit)
        return;
    CancelPlayJob();
    m_WinOpen = false;
    if (m_Play.HasLevel())
    {
        m_Editor.Begin(m_Play.Level());
        // The level in play is known: carry its par over as a validation.
        m_Editor.Validation = SlideValidation{m_Editor.Version(), true, m_Play.Par() > 0, m_Play.Par()};
    }
    else
    {
        m_Editor.NewBlank(m_Form.width >= slide::kMinSide && m_Form.width <= slide::kMaxSide ? m_Form.width : 6,
                          m_Form.height >= slide::kMinSide && m_Form.height <= slide::kMaxSide ? m_Form.height : 6);
    }
    m_Mode = Mode::Edit;
    SetNotice(NoticeKind::Info, "Editing: paint on the board, then Validate or Play.");
}

void SlideScreen::ValidateEdited(bool play_after)
{
    const std::string problem = slide::check_level(m_Editor.Level());
    if (!problem.empty())
    {
        SetNotice(NoticeKind::Error, problem);
        return;
    }
    StartSolve(JobKind::Validate, m_Editor.Level().layout, m_Editor.Level().start);
    m_PlayAfterValidate = play_after;
    SetNotice(NoticeKind::Info, "Validating\xE2\x80\xA6");
}

void SlideScreen::EnterPlay()
{
    if (m_Mode == Mode::Play)
        return;
    if (!m_Editor.ValidationCurrent())
    {
        ValidateEdited(true);
        return;
    }
    const SlideValidation& v = m_Editor.Validation;
    if (!v.Playable)
    {
        SetNotice(NoticeKind::Error, "This level cannot be played: validate it to see why.");
        return;
    }
    const std::string code = slide::encode_level(m_Editor.Level());
    if (code != m_LevelCode)
    {
        m_SeedUsed.clear();  // an edited level has no seed
        m_LevelGenerated = false;
    }
    m_Play.Start(m_Editor.Level(), v.OptimalMoves);
    m_LevelCode = code;
    m_Mode = Mode::Play;
    char text[96];
    std::snprintf(text, sizeof(text), "Playing the edited level: par %d.", v.OptimalMoves);
    SetNotice(NoticeKind::Info, text);
}

void SlideScreen::Paint(int x, int y, EditTool tool)
{
    if (!m_Editor.Paint(x, y, tool))
        return;
    if (m_Job == JobKind::Validate)
        CancelJob(false);  // it was checking the level before this stroke
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void SlideScreen::HandleActions(const std::vector<Action>& actions, double now)
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
        // Modal moments take no game input: a generation or validation, the win popup.
        if (m_Job == JobKind::Generate || m_Job == JobKind::Validate || m_WinOpen || m_Mode != Mode::Play)
            continue;
        switch (action.Kind)
        {
        case ActionKind::Move: PlayerMove(ToSlideDir(action.Dir), now); break;
        case ActionKind::Undo: PlayerUndo(now); break;
        case ActionKind::Redo: PlayerRedo(now); break;
        case ActionKind::Restart: PlayerRestart(); break;
        case ActionKind::Hint: RequestHint(); break;
        case ActionKind::Back: case ActionKind::Pinch: case ActionKind::Focus: case ActionKind::Activate: break;
        }
    }
}

std::string SlideScreen::LevelSummary() const
{
    if (!m_Play.HasLevel())
        return "Slide: no level yet.";
    const slide::Layout& layout = m_Play.Level().layout;
    char text[160];
    std::snprintf(text, sizeof(text), "Slide, %d by %d, par %d. Arrow keys or swipes tilt the board.", layout.width,
                  layout.height, m_Play.Par());
    return text;
}

void SlideScreen::Frame(const ScreenRect& area, const std::vector<Action>& actions)
{
    const double now = ImGui::GetTime();
    PollJobs();
    AnnounceLevel(m_Mode == Mode::Play ? m_LevelCode : std::string());
    m_Play.SetAnimate(!ReducedMotion());
    m_Play.Update(now);
    if (m_Play.Busy())
        RequestFrame();  // a solution replays step by step, on time
    HandleActions(actions, now);
    if (m_Mode == Mode::Play && m_Play.ConsumeWinEvent())
        m_WinOpen = true;

    DrawBoardArea(DrawChrome(area, now), now);
    DrawPopups(now);
}

//-----------------------------------------------------------------------------
// [SECTION] Panel
//-----------------------------------------------------------------------------

void SlideScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    BeginPanel("##slide_panel", rect);

    DrawModeSwitch();

    // Two columns when the panel is a wide strip on top; one column at the side.
    const bool columns = !side && rect.Width() >= 600.0f;
    if (columns && ImGui::BeginTable("##panel_columns", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX))
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        DrawGenerateSection();
        ImGui::TableNextColumn();
        if (m_Mode == Mode::Play)
            DrawPlaySection(ImGui::GetTime(), true);
        else
            DrawEditSection();
        ImGui::EndTable();
    }
    else
    {
        if (m_Mode == Mode::Play)
            DrawPlaySection(ImGui::GetTime(), !side);
        else
            DrawEditSection();
        ImGui::Spacing();
        ImGui::Separator();
        DrawGenerateSection();
    }
    EndPanel(rect, side);
}

std::vector<QuickAction> SlideScreen::QuickActions(double now)
{
    const bool busy = m_Job == JobKind::Generate;
    const bool play = m_Mode == Mode::Play;
    return {
        {"New", "new", !JobRunning(), [this] { RequestNextLevel(); }},
        {"Restart", "restart", play && !busy && m_Play.HasLevel() && m_Play.MovesMade() > 0, [this] { PlayerRestart(); }},
        {"\xE2\x86\xBA Undo", "undo", play && !busy && m_Play.CanUndo(), [this, now] { PlayerUndo(now); }},
        {"Hint", "hint", play && m_Play.HasLevel() && !m_Play.Won() && !JobRunning(), [this] { RequestHint(); }},
    };
}

void SlideScreen::DrawModeSwitch()
{
    if (!ModeSwitchPressed(m_Mode == Mode::Edit, m_Job == JobKind::Generate))
        return;
    if (m_Mode == Mode::Edit)
        EnterPlay();
    else
        EnterEdit();
}

void SlideScreen::DrawGenerateSection()
{
    SectionHeading("New level");
    if (ImGui::BeginTable("##generate_form", 2, ImGuiTableFlags_SizingFixedFit))
    {
        ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, 104.0f);
        ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
        IntField("Width", "width", &m_Form.width);
        IntField("Height", "height", &m_Form.height);
        IntField("Min. moves", "min_moves", &m_Form.min_moves);
        IntField("Stationary %", "stationary", &m_Form.stationary_percent);
        IntField("Moving %", "moving", &m_Form.moving_percent);

        SeedRow(m_SeedField, static_cast<int>(sizeof(m_SeedField)));

        CheckboxRow("Hardest", "hardest", &m_Form.hardest,
                    "Start from the position farthest from the goal,\nnot a random one at least Min. moves away.");
        ImGui::EndTable();
    }

    const bool usable = FormProblem(slide::check_params(m_Form));
    ImGui::BeginDisabled(!usable || JobRunning());
    if (PrimaryButton("Generate", ImVec2(-FLT_MIN, 0)))
        StartGenerate(m_Form, m_SeedField[0] != 0 ? std::string(m_SeedField) : random_seed_text());
    TestHooks_RecordItem("generate");
    ImGui::EndDisabled();

    if (!m_SeedUsed.empty())
    {
        ImGui::AlignTextToFramePadding();
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
        ImGui::Text("Seed used: %s", m_SeedUsed.c_str());
        ImGui::PopStyleColor();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Put this seed in the field to make the same level again.");
        ImGui::SameLine();
        if (ImGui::SmallButton("Reuse"))
            std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", m_SeedUsed.c_str());
    }
}

void SlideScreen::DrawPlaySection(double now, bool compact)
{
    SectionHeading("Controls");
    const bool has = m_Play.HasLevel();
    const bool won = m_Play.Won();
    const bool solving = m_Job == JobKind::Solve || m_Play.Replaying();

    // Undo / Redo / Restart.
    float w = RowButtonWidth(3);
    ImGui::BeginDisabled(!m_Play.CanUndo());
    if (ImGui::Button("\xE2\x86\xBA Undo", ImVec2(w, 0)))  // ↺
        PlayerUndo(now);
    TestHooks_RecordItem("undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!m_Play.CanRedo());
    if (ImGui::Button("Redo \xE2\x86\xBB", ImVec2(w, 0)))  // ↻
        PlayerRedo(now);
    TestHooks_RecordItem("redo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!has || m_Play.MovesMade() == 0);
    if (ImGui::Button("Restart", ImVec2(w, 0)))
        PlayerRestart();
    TestHooks_RecordItem("restart");
    ImGui::EndDisabled();

    // Hint / Solve.
    w = RowButtonWidth(2);
    ImGui::BeginDisabled(!has || won || JobRunning() || solving);
    if (ImGui::Button(m_Job == JobKind::Hint ? "Thinking\xE2\x80\xA6" : "Hint", ImVec2(w, 0)))
        RequestHint();
    TestHooks_RecordItem("hint");
    ImGui::SameLine();
    if (ImGui::Button(solving ? "Solving\xE2\x80\xA6" : "Solve", ImVec2(w, 0)))
        RequestSolve();
    TestHooks_RecordItem("solve");
    ImGui::EndDisabled();

    // Arrow pad: an inverted T, like a keyboard's arrows; one row in the
    // compact top panel, where height is scarce. The hinted direction glows amber.
    ImGui::Spacing();
    const float spacing = compact ? ImGui::GetStyle().ItemSpacing.x : 6.0f;
    const float pad = compact ? RowButtonWidth(4) : 48.0f;
    const float pad_h = compact ? ImGui::GetFrameHeight() + 6.0f : 38.0f;
    const float left = compact ? ImGui::GetCursorPosX()
                               : ImGui::GetCursorPosX() + std::floor((ImGui::GetContentRegionAvail().x - 3.0f * pad - 2.0f * spacing) * 0.5f);
    struct Arrow { slide::Dir Dir; const char* Hook; int Col, Row, CompactCol; };
    const Arrow arrows[] = {{slide::Dir::Up, "up", 1, 0, 1}, {slide::Dir::Left, "left", 0, 1, 0},
                            {slide::Dir::Right, "right", 2, 1, 3}, {slide::Dir::Down, "down", 1, 1, 2}};
    const float top = ImGui::GetCursorPosY();
    ImGui::BeginDisabled(!has || won || m_Job == JobKind::Generate);
    for (const Arrow& arrow : arrows)
    {
        const float col = static_cast<float>(compact ? arrow.CompactCol : arrow.Col);
        const float row = static_cast<float>(compact ? 0 : arrow.Row);
        ImGui::SetCursorPos(ImVec2(left + col * (pad + spacing), top + row * (pad_h + spacing)));
        const bool hinted = m_Play.HasHint() && m_Play.Hint() == arrow.Dir;
        if (hinted)
        {
            const float pulse = 0.75f + 0.25f * AmbientWave(6.0);
            ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(1.0f, 0.71f, 0.28f, pulse));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(1.0f, 0.78f, 0.4f, 1.0f));
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.2f, 0.1f, 0.03f, 1.0f));
        }
        ImGui::PushID(arrow.Hook);
        ImGui::PushFont(g_Fonts.Heading);
        const bool pressed = ImGui::Button(DirArrow(arrow.Dir), ImVec2(pad, pad_h));
        ImGui::PopFont();
        ImGui::PopID();
        TestHooks_RecordItem(arrow.Hook);
        if (hinted)
            ImGui::PopStyleColor(3);
        if (pressed)
            PlayerMove(arrow.Dir, now);
    }
    ImGui::EndDisabled();
    ImGui::SetCursorPosY(top + (compact ? 1.0f : 2.0f) * (pad_h + spacing));

    if (won)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Good).Value);
        ImGui::TextWrapped("Solved in %d moves (par %d). Undo, restart, or:", m_Play.MovesMade(), m_Play.Par());
        ImGui::PopStyleColor();
        if (PrimaryButton("Next level", ImVec2(-FLT_MIN, 0)))
            RequestNextLevel();
    }
    else
    {
        HelpText("Swipe the board, or tap beside the player, to tilt it that way.",
                 "Arrows or WASD, swipe or click the board. Z undo, Y redo, R restart, H hint.");
    }
}

void SlideScreen::DrawEditSection()
{
    SectionHeading("Paint");
    // Tool palette: a swatch drawn like the board's pieces, and its name.
    static const char* const kToolHooks[] = {"tool_player", "tool_stone", "tool_block", "tool_goal", "tool_erase"};
    const int count = static_cast<int>(EditTool::Count);
    static_assert(sizeof(kToolHooks) / sizeof(kToolHooks[0]) == static_cast<int>(EditTool::Count), "one hook per tool");
    const float spacing = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    const float w = std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(count - 1)) / static_cast<float>(count));
    const float h = w + ImGui::GetTextLineHeight() * 0.9f;
    for (int i = 0; i < count; ++i)
    {
        const EditTool tool = static_cast<EditTool>(i);
        if (i > 0)
            ImGui::SameLine(0, spacing);
        ImGui::PushID(i);
        const ImVec2 min = ImGui::GetCursorScreenPos();
        const bool selected = m_Editor.Tool == tool;
        if (ImGui::InvisibleButton("##tool", ImVec2(w, h)))
            m_Editor.Tool = tool;
        TestHooks_RecordItem(kToolHooks[i]);
        const bool hovered = ImGui::IsItemHovered();
        ImGui::PopID();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        draw->AddRectFilled(min, ImVec2(min.x + w, min.y + h),
                            ImGui::GetColorU32(selected ? ImGuiCol_ButtonActive : hovered ? ImGuiCol_ButtonHovered : ImGuiCol_Button), 8.0f);
        if (selected)
            draw->AddRect(min, ImVec2(min.x + w, min.y + h), colors::Accent, 8.0f, 0, 2.0f);
        const float swatch = w * 0.62f;
        DrawSlideToolSwatch(draw, ImVec2(min.x + (w - swatch) * 0.5f, min.y + 3.0f), swatch, tool);
        // The name, a size smaller than the panel's text.
        const char* name = EditToolName(tool);
        const float size = ImGui::GetFontSize() * 0.8f;
        const float text_w = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, name).x;
        draw->AddText(ImGui::GetFont(), size, ImVec2(min.x + (w - text_w) * 0.5f, min.y + swatch + 5.0f), colors::TextMain, name);
    }
    HelpText("Tap or drag on the board to paint with the tool; Erase clears squares.",
             "Click or drag on the board to paint; right-drag erases.");

    const bool size_ok = m_Form.width >= slide::kMinSide && m_Form.width <= slide::kMaxSide &&
                         m_Form.height >= slide::kMinSide && m_Form.height <= slide::kMaxSide;
    char label[64];
    std::snprintf(label, sizeof(label), "New blank %d\xC3\x97%d board", m_Form.width, m_Form.height);
    ImGui::BeginDisabled(!size_ok || JobRunning());
    const bool blank = ImGui::Button(label, ImVec2(-FLT_MIN, 0));
    TestHooks_RecordItem("blank");
    if (blank)
    {
        m_Editor.NewBlank(m_Form.width, m_Form.height);
        SetNotice(NoticeKind::Info, "A blank board: place blocks, move the player or the goal.");
    }
    ImGui::EndDisabled();

    ImGui::BeginDisabled(JobRunning());
    if (PrimaryButton(m_Job == JobKind::Validate ? "Validating\xE2\x80\xA6" : "Validate", ImVec2(-FLT_MIN, 0)))
        ValidateEdited(false);
    TestHooks_RecordItem("validate");
    ImGui::EndDisabled();

    const SlideValidation& v = m_Editor.Validation;
    if (m_Editor.ValidationCurrent() && v.Playable)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Good).Value);
        ImGui::TextWrapped("\xE2\x9C\x93 Solvable in %d moves. Press Play to try it.", v.OptimalMoves);  // ✓
        ImGui::PopStyleColor();
    }
    else if (!m_Editor.ValidationCurrent())
    {
        DimText("Not validated since the last change. Play validates first.");
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void SlideScreen::DrawHud(const ScreenRect& rect)
{
    if (m_Mode == Mode::Edit)
    {
        const slide::Level& level = m_Editor.Level();
        char text[96];
        std::snprintf(text, sizeof(text), "Editing %d\xC3\x97%d  \xC2\xB7  %s", level.layout.width, level.layout.height,
                      EditToolName(m_Editor.Tool));
        DrawHudTitle(rect, text);
        return;
    }
    if (!m_Play.HasLevel())
        return;
    const bool over = m_Play.MovesMade() > m_Play.Par();
    const HudStat stats[] = {
        {"MOVES", std::to_string(m_Play.MovesMade()), m_Play.Won() ? colors::Good : over ? colors::Warn : colors::TextMain},
        {"PAR", std::to_string(m_Play.Par()), colors::TextDim},
    };
    DrawHudStats(rect, stats, 2);
}

void SlideScreen::DrawStatusBar(const ScreenRect& rect)
{
    const bool edit = m_Mode == Mode::Edit;
    const std::string code = edit ? slide::encode_level(m_Editor.Level()) : m_LevelCode;
    if (DrawLevelCodeBar(rect, edit ? "Edited level" : "Level", code))
        SetNotice(NoticeKind::Success, "Level code copied to the clipboard.");
}

void SlideScreen::DrawBoardArea(const ScreenRect& rect, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    const ScreenRect& field = layout.Field;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    DrawHud(layout.Hud);

    const bool edit = m_Mode == Mode::Edit;
    if (!edit && !m_Play.HasLevel())
    {
        // First start: the opening level is still being made (or that was cancelled).
        const bool making = m_Job == JobKind::Generate;
        DrawFieldMessage(field, making ? "Generating the first level\xE2\x80\xA6" : "No level yet: press Generate, or Edit to draw one.",
                         making, now);
    }
    else
    {
        const slide::Level& level = edit ? m_Editor.Level() : m_Play.Level();
        const SlideBoardGeometry geometry = SlideBoardGeometry::Fit(field, level.layout.width, level.layout.height);

        // One invisible button over the whole field: swipes may start off the board.
        ImGui::SetCursorScreenPos(field.Min);
        ImGui::InvisibleButton("##board_input", ImVec2(std::fmax(1.0f, field.Width()), std::fmax(1.0f, field.Height())),
                               ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
        UiItems_MarkLastBackground();
        const ScreenRect cells = geometry.Cells();
        TestHooks_RecordRect("board", cells.Min, cells.Max);

        SlideBoardLook look;
        if (edit)
        {
            look.Editing = true;
            int x = 0, y = 0;
            const bool over_cell = geometry.CellAt(ImGui::GetIO().MousePos, &x, &y);
            const bool erase = ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Right);
            const EditTool tool = erase ? EditTool::Erase : m_Editor.Tool;
            if (over_cell && (ImGui::IsItemHovered() || ImGui::IsItemActive()))
            {
                look.HoverX = x;
                look.HoverY = y;
                const ImU32 tool_colors[] = {colors::PlayerTop, colors::StoneTop, colors::MoverTop, colors::Goal, colors::Bad};
                look.HoverColor = tool_colors[static_cast<int>(tool)];
            }
            if (ImGui::IsItemActive() && over_cell && (x != m_PaintX || y != m_PaintY))
            {
                Paint(x, y, tool);
                m_PaintX = x;
                m_PaintY = y;
            }
            if (!ImGui::IsItemActive())
                m_PaintX = m_PaintY = -1;
            DrawSlideBoard(draw, geometry, level.layout, level.start, look);
        }
        else
        {
            const slide::State& state = m_Play.Current();
            Direction dir;
            const ImVec2 player = geometry.IndexCenter(static_cast<int>(state.player));
            if (ItemSwipeOrTap(player, std::fmax(24.0f, geometry.Cell * 0.45f), geometry.Cell * 0.5f, &dir) &&
                m_Job != JobKind::Generate && !m_WinOpen)
                PlayerMove(ToSlideDir(dir), now);
            if (m_Play.Animating())
            {
                look.Paths = &m_Play.AnimationPaths();
                look.Progress = m_Play.AnimationProgress(now);
            }
            look.ShowHint = m_Play.HasHint();
            look.Hint = m_Play.Hint();
            look.Facing = m_Play.Facing();
            look.Won = m_Play.Won();
            DrawSlideBoard(draw, geometry, level.layout, state, look);
        }
    }

    m_Notice.Draw(layout.Notice);
    if (Layout() == LayoutMode::Side)
        DrawStatusBar(layout.Status);
}

//-----------------------------------------------------------------------------
// [SECTION] Popups
//-----------------------------------------------------------------------------

bool SlideScreen::DrawWinPopup()
{
    if (!BeginWinPopup("##win", &m_WinOpen))
        return false;
    const int moves = m_Play.MovesMade();
    const int par = m_Play.Par();
    CenteredText(g_Fonts.Display, colors::Good, "Solved!");
    char line[96];
    std::snprintf(line, sizeof(line), "%d moves  \xC2\xB7  par %d", moves, par);
    CenteredText(g_Fonts.Heading, colors::TextMain, line);
    if (moves <= par)
        std::snprintf(line, sizeof(line), "Perfect: as short as it gets.");
    else
        std::snprintf(line, sizeof(line), "%d over par. Restart for a perfect run?", moves - par);
    CenteredText(g_Fonts.Body, colors::TextDim, line);
    ImGui::Spacing();
    ImGui::Spacing();

    const float w = RowButtonWidth(2);
    if (PrimaryButton("Next level", ImVec2(w, 0)))
        RequestNextLevel();
    TestHooks_RecordItem("next");
    ImGui::SameLine();
    if (ImGui::Button("Close", ImVec2(w, 0)))
        m_WinOpen = false;
    EndWinPopup(m_WinOpen);
    return true;
}

void SlideScreen::DrawPopups(double now)
{
    const JobPopupResult progress = DrawJobProgress(m_Job, m_JobStart, now, m_JobDetail, RunningProgress());
    if (progress == JobPopupResult::Cancelled)
        CancelJob(true);

    const bool win = progress == JobPopupResult::Hidden && DrawWinPopup();
    m_PopupShown = progress != JobPopupResult::Hidden ? PopupKind::Progress : win ? PopupKind::Win : PopupKind::None;
}

}  // namespace pgw::app

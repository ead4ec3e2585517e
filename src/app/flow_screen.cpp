// flow_screen.cpp — see flow_screen.hpp.
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

#include "app/flow_screen.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>

#include "app/browser.hpp"
#include "app/fonts.hpp"
#include "app/frame_pacer.hpp"
#include "app/job_popup.hpp"
#include "app/screen_kit.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "app/ui_items.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "core/params_text.hpp"
#include "core/rng.hpp"
#include "flow/text.hpp"
#include "imgui.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Helpers
//-----------------------------------------------------------------------------

static const float kMaxCell = 96.0f;          // CSS px: small boards stay tile-sized
static const double kLongPressSeconds = 0.5;  // a press held this long turns counter-clockwise

template <class Number>
static std::string NumbersJson(const std::vector<Number>& numbers)
{
    std::string out = "[";
    for (size_t i = 0; i < numbers.size(); ++i)
        out += (i == 0 ? "" : ",") + std::to_string(numbers[i]);
    return out + "]";
}

// The cells of a width × height board fitted into `field`, whole CSS pixels.
struct FlowBoardGeometry {
    ImVec2 Origin;
    float Cell = 0.0f;
    int Width = 0, Height = 0;

    static FlowBoardGeometry Fit(const ScreenRect& field, int width, int height)
    {
        FlowBoardGeometry g;
        g.Width = width;
        g.Height = height;
        g.Cell = std::floor(std::fmin(kMaxCell, std::fmin(field.Width() / static_cast<float>(width),
                                                          field.Height() / static_cast<float>(height))));
        g.Cell = std::fmax(g.Cell, 4.0f);
        g.Origin = ImVec2(std::floor((field.Min.x + field.Max.x - g.Cell * static_cast<float>(width)) * 0.5f),
                          std::floor((field.Min.y + field.Max.y - g.Cell * static_cast<float>(height)) * 0.5f));
        return g;
    }
    ScreenRect Cells() const
    {
        return {Origin, ImVec2(Origin.x + Cell * static_cast<float>(Width), Origin.y + Cell * static_cast<float>(Height))};
    }
    bool CellAt(const ImVec2& point, int* x, int* y) const
    {
        const int cx = static_cast<int>(std::floor((point.x - Origin.x) / Cell));
        const int cy = static_cast<int>(std::floor((point.y - Origin.y) / Cell));
        if (cx < 0 || cy < 0 || cx >= Width || cy >= Height)
            return false;
        *x = cx;
        *y = cy;
        return true;
    }
};

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateFlowScreen()
{
    return std::make_unique<FlowScreen>();
}

FlowScreen::FlowScreen()
{
    // Open on a fresh level, from a random seed.
    StartGenerate(m_Form, random_seed_text());
}

std::string FlowScreen::StateJson() const
{
    const bool has = m_Play.HasLevel();
    const bool edit = m_Mode == Mode::Edit;
    const flow::Board& board = edit ? m_Editor.Board() : m_Play.Board();
    std::string out = "{";
    out += std::string("\"screen\":") + (edit ? "\"edit\"" : "\"play\"");
    out += ",\"level\":" + json_quote(m_LevelCode);
    out += ",\"width\":" + std::to_string(edit || has ? board.width : 0);
    out += ",\"height\":" + std::to_string(edit || has ? board.height : 0);
    out += ",\"environment\":" + json_quote(edit || has ? flow::environment_name(board.environment) : "");
    out += ",\"moves\":" + std::to_string(m_Play.MovesMade());
    out += std::string(",\"won\":") + (m_Play.Won() ? "true" : "false");
    out += ",\"job\":" + json_quote(JobKindName(m_Job));
    out += ",\"popup\":" + json_quote(PopupKindName(m_PopupShown));
    out += "," + ProgressJsonFields(RunningProgress());
    out += ",\"loose_ends\":" + std::to_string(m_Play.LooseEnds());
    out += ",\"to_do\":" + std::to_string(has ? flow::tiles_to_do(m_Play.Board(), m_Play.Current(), m_Play.Level().solution) : 0);
    out += ",\"tiles\":" + NumbersJson(edit || has ? board.tiles : std::vector<std::uint16_t>());
    out += ",\"rotations\":" + NumbersJson(has ? m_Play.Current() : flow::Rotations());
    out += ",\"solution\":" + NumbersJson(has ? m_Play.Level().solution : flow::Rotations());
    int locked = 0;
    for (std::uint8_t lock : m_Play.Locks())
        locked += lock;
    out += ",\"locked\":" + std::to_string(locked);
    out += std::string(",\"checking\":") + (m_Play.ProblemsShown() ? "true" : "false");
    out += ",\"notice\":" + json_quote(m_Notice.Text());
    out += ",\"seed\":" + json_quote(m_SeedUsed);
    out += std::string(",\"animating\":") + (m_Play.HasLevel() && m_Play.Animating(ImGui::GetTime()) ? "true" : "false");
    if (edit)
    {
        const FlowValidation& v = m_Editor.Validation;
        out += ",\"edit\":{\"code\":" + json_quote(EditedLevelCode());
        out += ",\"rotations\":" + NumbersJson(m_Editor.Rotations());
        out += ",\"problems\":" + std::to_string(m_Editor.Problems());
        out += ",\"brush_tile\":" + std::to_string(m_Editor.BrushTile());
        out += ",\"brush_rotation\":" + std::to_string(m_Editor.BrushRotation());
        out += ",\"palette\":" + NumbersJson(m_Editor.Palette());
        out += std::string(",\"validated\":") + (m_Editor.ValidationCurrent() ? "true" : "false");
        out += ",\"solutions\":" + std::to_string(m_Editor.ValidationCurrent() ? v.Solutions : -1);
        out += ",\"can_undo\":" + std::string(m_Editor.CanUndo() ? "true" : "false") + "}";
    }
    if (!m_Renderer.Error().empty())
        out += ",\"render_error\":" + json_quote(m_Renderer.Error());
    out += "}";
    return out;
}

bool FlowScreen::SetParams(const ParamMap& params, std::string* error)
{
    FormParams form;
    form.Number("width", &m_Form.width);
    form.Number("height", &m_Form.height);
    form.Number("density", &m_Form.density);
    form.Flag("unique", &m_Form.unique);
    form.Flag("blank", &m_Form.blank);
    form.Flag("edit_before_play", &m_EditBeforePlay);
    form.Text("env", [this](const std::string& name) {
        if (flow::environment_from_name(name) < 0)
            return false;
        m_Form.environment = name;
        return true;
    }, "an environment's name");
    form.Seed(m_SeedField, sizeof(m_SeedField));
    return form.Apply(params, error);
}

ShareInfo FlowScreen::Share() const
{
    ShareInfo info;
    info.Code = m_LevelCode;
    if (!m_SeedUsed.empty())
    {
        info.Params = flow::encode_params(m_LevelParams);
        info.Seed = m_SeedUsed;
    }
    return info;
}

void FlowScreen::OpenCode(const std::string& code)
{
    flow::Level level;
    std::string error;
    if (!flow::decode_level(code, level, error))
    {
        SetNotice(NoticeKind::Error, "That level code cannot be opened: " + error);
        return;
    }
    CancelJob(false);
    m_WinOpen = false;
    m_Mode = Mode::Play;
    m_Play.Start(level, ImGui::GetTime());
    m_LevelCode = flow::encode_level(level);
    m_SeedUsed.clear();
    m_CursorX = m_CursorY = 0;
    SetNotice(NoticeKind::Info, "Playing a shared level.");
}

void FlowScreen::OpenRecipe(const std::string& params, const std::string& seed)
{
    flow::Params decoded;
    std::string error;
    if (!flow::decode_params(params, decoded, error))
    {
        SetNotice(NoticeKind::Error, "That recipe cannot be opened: " + error);
        return;
    }
    m_Form = decoded;
    std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", seed.c_str());
    m_EditBeforePlay = false;
    m_WinOpen = false;
    StartGenerate(decoded, seed);
}

SavedGame FlowScreen::Save() const
{
    SavedGame saved;
    // The board being edited is kept too (it may not be solvable yet, so as
    // board text, not a level code): whatever the player made survives a reload.
    if (m_Mode == Mode::Edit)
        AddSavedField(saved.Extra, "edit", m_Editor.BoardText());
    if (!m_Play.HasLevel())
        return saved;
    saved.Code = m_LevelCode;
    // "+12-5": a turn of cell 12 clockwise, then cell 5 counter-clockwise.
    for (const flow::Move& move : m_Play.Moves())
        saved.Moves += (move.clockwise ? "+" : "-") + std::to_string(move.cell);
    std::string locks;
    for (size_t cell = 0; cell < m_Play.Locks().size(); ++cell)
        if (m_Play.Locks()[cell] != 0)
            locks += (locks.empty() ? "" : ",") + std::to_string(cell);
    AddSavedField(saved.Extra, "locks", locks);
    const ShareInfo recipe = Share();
    if (!recipe.Seed.empty())
    {
        AddSavedField(saved.Extra, "params", recipe.Params);
        AddSavedField(saved.Extra, "seed", recipe.Seed);
    }
    return saved;
}

// "+12-5" into moves; false on anything else or a cell off the board.
static bool ParseFlowMoves(const std::string& text, int cells, std::vector<flow::Move>* moves)
{
    size_t i = 0;
    while (i < text.size())
    {
        const char sign = text[i++];
        size_t end = i;
        while (end < text.size() && text[end] >= '0' && text[end] <= '9')
            ++end;
        int cell = 0;
        if ((sign != '+' && sign != '-') || !parse_whole_number(std::string_view(text).substr(i, end - i), cell) || cell >= cells)
            return false;
        moves->push_back(flow::Move{cell, sign == '+'});
        i = end;
    }
    return true;
}

bool FlowScreen::Restore(const SavedGame& saved, std::string* error)
{
    // Everything is checked before anything changes (the editor's board is
    // checked into a scratch editor first).
    const std::string edit_text = SavedField(saved.Extra, "edit");
    FlowEditor edited;
    if (!edit_text.empty() && !edited.BeginFromText(edit_text, error))
        return false;
    if (saved.Code.empty() && !edit_text.empty())
    {
        CancelJob(false);
        m_Editor = edited;
        m_Mode = Mode::Edit;
        return true;
    }
    flow::Level level;
    if (!flow::decode_level(saved.Code, level, *error))
        return false;
    std::vector<flow::Move> moves;
    if (!ParseFlowMoves(saved.Moves, level.board.cells(), &moves))
    {
        *error = "its moves are damaged";
        return false;
    }
    std::vector<int> locks;
    const std::string lock_text = SavedField(saved.Extra, "locks");
    for (size_t start = 0; start < lock_text.size();)
    {
        size_t end = lock_text.find(',', start);
        end = end == std::string::npos ? lock_text.size() : end;
        int cell = 0;
        if (!parse_whole_number(std::string_view(lock_text).substr(start, end - start), cell) || cell >= level.board.cells())
        {
            *error = "its locked tiles are damaged";
            return false;
        }
        locks.push_back(cell);
        start = end + 1;
    }
    // Played on a scratch session: the game in hand stays if any move does not fit.
    FlowPlaySession session;
    const double now = ImGui::GetTime();
    session.Start(level, now);
    if (!session.Resume(moves, now))
    {
        *error = "it has moves after the win";
        return false;
    }
    for (int cell : locks)
        session.ToggleLock(cell);
    CancelJob(false);
    m_Mode = Mode::Play;
    m_WinOpen = false;
    m_Play = session;
    m_LevelCode = saved.Code;
    flow::Params params;
    std::string ignored;
    const bool recipe = flow::decode_params(SavedField(saved.Extra, "params"), params, ignored);
    m_LevelParams = params;
    m_SeedUsed = recipe ? SavedField(saved.Extra, "seed") : std::string();
    if (!edit_text.empty())
    {
        m_Editor = edited;
        m_Mode = Mode::Edit;
    }
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void FlowScreen::StartGenerate(const flow::Params& params, const std::string& seed_text)
{
    CloseSheet();  // the new level is what the player wants to see
    CancelJob(false);
    m_Job = JobKind::Generate;
    m_JobStart = ImGui::GetTime();
    m_JobSeed = seed_text;
    m_JobParams = params;
    char detail[160];
    if (params.blank)
        std::snprintf(detail, sizeof(detail), "%d\xC3\x97%d \xC2\xB7 %s \xC2\xB7 blank", params.width, params.height,
                      params.environment.c_str());
    else
        std::snprintf(detail, sizeof(detail), "%d\xC3\x97%d \xC2\xB7 %s \xC2\xB7 density %d%%%s \xC2\xB7 seed %s", params.width,
                      params.height, params.environment.c_str(), params.density, params.unique ? " \xC2\xB7 unique" : "",
                      seed_text.c_str());
    m_JobDetail = detail;
    const std::uint64_t seed = seed_from_text(seed_text);
    if (!m_GenerateJob.start([params, seed](Progress& progress) { return flow::generate(params, seed, progress); },
                             TestHooks_JobPace()))
    {
        m_Job = JobKind::None;
        SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
    }
}

void FlowScreen::RequestSolve(JobKind kind)
{
    if (!m_Play.HasLevel() || m_Play.Won() || JobRunning())
        return;
    m_Job = kind;
    m_JobStart = ImGui::GetTime();
    m_JobPosition = m_Play.PositionVersion();
    m_JobDetail = "Turning tiles until every flow connects";
    // Locked tiles stay as they are when some solution allows it; if none
    // does, the player's locks are wrong and the search ignores them.
    const flow::Board board = m_Play.Board();
    flow::Pins pins(static_cast<size_t>(board.cells()), -1);
    bool any_lock = false;
    for (int cell = 0; cell < board.cells(); ++cell)
        if (m_Play.Locked(cell))
        {
            pins[static_cast<size_t>(cell)] = static_cast<std::int8_t>(m_Play.Current()[static_cast<size_t>(cell)]);
            any_lock = true;
        }
    const bool started = m_SolveJob.start([board, pins, any_lock](Progress& progress) {
        progress.set_phase("searching rotations");
        FlowSolved solved;
        solved.Result = flow::solve(board, &progress, any_lock ? pins : flow::Pins());
        if (any_lock && !solved.Result.solved && !solved.Result.cancelled)
        {
            solved.KeptLocks = false;
            solved.Result = flow::solve(board, &progress);
        }
        return solved;
    }, TestHooks_JobPace());
    if (!started)
    {
        m_Job = JobKind::None;
        SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
    }
}

void FlowScreen::CancelJob(bool say_so)
{
    const JobKind kind = m_Job;
    if (kind == JobKind::None)
        return;
    m_Job = JobKind::None;
    if (kind == JobKind::Generate)
        m_GenerateJob.cancel();
    else if (kind == JobKind::Validate)
        m_ValidateJob.cancel();
    else
        m_SolveJob.cancel();
    if (!say_so)
        return;
    if (kind == JobKind::Generate)
        SetNotice(NoticeKind::Info, m_Play.HasLevel() ? "Generation cancelled; the previous level stays." : "Generation cancelled.");
    else
        SetNotice(NoticeKind::Info, std::string(JobKindTitle(kind)) + " cancelled.");
}

const Progress* FlowScreen::RunningProgress() const
{
    if (m_Job == JobKind::Generate)
        return m_GenerateJob.progress();
    if (m_Job == JobKind::Validate)
        return m_ValidateJob.progress();
    if (m_Job != JobKind::None)
        return m_SolveJob.progress();
    return nullptr;
}

void FlowScreen::PollJobs(double now)
{
    const JobKind kind = m_Job;
    if (kind == JobKind::Generate)
    {
        if (std::optional<flow::Generated> result = m_GenerateJob.take_result())
        {
            m_Job = JobKind::None;
            OnGenerated(*result, now);
        }
    }
    else if (kind == JobKind::Validate)
    {
        if (std::optional<flow::CountResult> result = m_ValidateJob.take_result())
        {
            m_Job = JobKind::None;
            OnValidated(*result);
        }
    }
    else if (kind != JobKind::None)
    {
        if (std::optional<FlowSolved> result = m_SolveJob.take_result())
        {
            m_Job = JobKind::None;
            OnSolved(kind, *result, now);
        }
    }
}

void FlowScreen::OnGenerated(const flow::Generated& result, double now)
{
    if (result.cancelled)
        return;
    if (!result.ok)
    {
        SetNotice(NoticeKind::Error, "No level: " + result.error);
        return;
    }
    m_SeedUsed = m_JobSeed;
    m_LevelParams = m_JobParams;
    m_WinOpen = false;
    if (result.level.board.cells() > 0 && (m_EditBeforePlay || m_JobParams.blank))
    {
        // The seed's two options: a blank board or a generated one, opened for editing.
        m_Editor.Begin(result.level);
        m_Mode = Mode::Edit;
        SetNotice(NoticeKind::Info, m_JobParams.blank ? "A blank board: pick a tile from the palette and paint."
                                                 : "Edit the new level, then Validate or Play.");
        return;
    }
    m_Mode = Mode::Play;
    m_Play.Start(result.level, now);
    m_LevelCode = flow::encode_level(result.level);
    m_CursorX = m_CursorY = 0;
    char text[200];
    std::snprintf(text, sizeof(text), "New level: %d tiles with flows%s, %.0f ms.", result.tiles_with_flow,
                  result.unique ? ", one solution" : "", result.ms);
    SetNotice(NoticeKind::Success, text);
}

void FlowScreen::OnSolved(JobKind kind, const FlowSolved& solved, double now)
{
    const flow::SolveResult& result = solved.Result;
    if (result.cancelled || m_JobPosition != m_Play.PositionVersion())
        return;  // the player turned a tile since: that answer is for another board
    if (!result.solved)
    {
        SetNotice(NoticeKind::Error, "This board has no solution.");
        return;
    }
    const flow::Board& board = m_Play.Board();
    const flow::Rotations& current = m_Play.Current();
    flow::Rotations target = current;
    int to_turn = -1;
    for (int cell = 0; cell < board.cells(); ++cell)
    {
        const size_t i = static_cast<size_t>(cell);
        if (flow::same_look(board.tiles[i], current[i], result.rotations[i]))
            continue;
        target[i] = result.rotations[i];
        // A hint turns the first wrong tile the player is free to turn.
        if (to_turn < 0 || (m_Play.Locked(to_turn) && !m_Play.Locked(cell)))
            to_turn = cell;
    }
    if (to_turn < 0)
        return;
    if (kind == JobKind::Hint)
    {
        flow::Rotations one = current;
        one[static_cast<size_t>(to_turn)] = target[static_cast<size_t>(to_turn)];
        target = one;
    }
    for (int cell = 0; cell < board.cells(); ++cell)
        if (target[static_cast<size_t>(cell)] != current[static_cast<size_t>(cell)])
            m_Play.Unlock(cell);  // only when the locks had to give way
    if (kind == JobKind::Hint)
        m_Play.Place(target, now);
    else
        m_Play.StartReplay(target, now);
    if (kind == JobKind::Hint)
    {
        char text[96];
        std::snprintf(text, sizeof(text), "Hint: the tile at column %d, row %d turned into place.", to_turn % board.width + 1,
                      to_turn / board.width + 1);
        SetNotice(solved.KeptLocks ? NoticeKind::Info : NoticeKind::Warning,
                  solved.KeptLocks ? std::string(text) : std::string(text) + " (A locked tile was wrong.)");
    }
    else
    {
        SetNotice(solved.KeptLocks ? NoticeKind::Success : NoticeKind::Warning,
                  solved.KeptLocks ? "Solved." : "Solved; some locked tiles had to turn.");
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

void FlowScreen::SetNotice(NoticeKind kind, std::string text)
{
    m_Notice.Set(kind, std::move(text));
    m_NoticeIsCheck = false;
}

bool FlowScreen::TakesInput() const
{
    return m_Mode == Mode::Play && m_Play.HasLevel() && m_Job != JobKind::Generate && !m_WinOpen;
}

void FlowScreen::PlayerTurn(int cell, bool clockwise, double now)
{
    if (m_Play.Locked(cell))
    {
        SetNotice(NoticeKind::Info, TouchMetrics() ? "That tile is locked." : "That tile is locked: L or middle-click unlocks it.");
        return;
    }
    if (m_Job == JobKind::Hint || m_Job == JobKind::Solve)
        CancelJob(false);  // its answer would be for the board before this turn
    if (!m_Play.Turn(cell, clockwise, now) || m_Play.Won())
        return;  // a win says so itself
    const flow::Board& board = m_Play.Board();
    const int to_do = flow::tiles_to_do(board, m_Play.Current(), m_Play.Level().solution);
    char said[128];
    std::snprintf(said, sizeof(said), "Turned %s: column %d, row %d. %d tile%s to do.",
                  clockwise ? "clockwise" : "back", cell % board.width + 1, cell / board.width + 1, to_do,
                  to_do == 1 ? "" : "s");
    Browser_Announce(said);
}

void FlowScreen::PlayerLock(int cell)
{
    m_Play.ToggleLock(cell);
}

void FlowScreen::PlayerCheck()
{
    m_Play.ShowProblems();
    const int count = m_Play.LooseEnds();
    if (count == 0)
        SetNotice(NoticeKind::Success, "Every flow connects.");
    else
        SetNotice(NoticeKind::Warning, std::to_string(count) + (count == 1 ? " loose end or mismatch, marked in red."
                                                                           : " loose ends and mismatches, marked in red."));
    m_NoticeIsCheck = true;
}

void FlowScreen::EnterEdit()
{
    if (m_Mode == Mode::Edit || m_Job == JobKind::Generate)
        return;
    CancelJob(false);
    m_WinOpen = false;
    if (m_Play.HasLevel())
    {
        m_Editor.Begin(m_Play.Level());
    }
    else
    {
        const bool size_ok = flow::check_params(flow::Params{m_Form.width, m_Form.height, m_Form.environment}).empty();
        m_Editor.NewBlank(size_ok ? m_Form.width : 7, size_ok ? m_Form.height : 7,
                          std::max(0, flow::environment_from_name(m_Form.environment)));
    }
    m_Mode = Mode::Edit;
    SetNotice(NoticeKind::Info, "Editing: paint tiles from the palette, then Validate or Play.");
}

void FlowScreen::RequestValidate(bool play_after)
{
    if (JobRunning())
        return;
    m_Job = JobKind::Validate;
    m_JobStart = ImGui::GetTime();
    m_JobVersion = m_Editor.Version();
    m_JobDetail = "Counting the arrangements that connect every flow";
    m_PlayAfterValidate = play_after;
    const flow::Board board = m_Editor.Board();
    const bool started = m_ValidateJob.start([board](Progress& progress) {
        progress.set_phase("counting solutions");
        return flow::count_solutions(board, FlowEditor::kSolutionLimit, &progress);
    }, TestHooks_JobPace());
    if (!started)
    {
        m_Job = JobKind::None;
        SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
    }
}

void FlowScreen::OnValidated(const flow::CountResult& counted)
{
    if (counted.cancelled || m_JobVersion != m_Editor.Version())
        return;  // the board was edited since: that count is for another board
    FlowValidation& v = m_Editor.Validation;
    v.Version = m_JobVersion;
    v.Done = true;
    v.Solutions = counted.solutions;
    v.Solution = counted.found.empty() ? flow::Rotations() : counted.found.front();
    if (v.Solutions == 0)
    {
        SetNotice(NoticeKind::Error, "No arrangement connects every flow: some tiles cannot meet.");
        return;
    }
    char text[128];
    if (v.Solutions == 1)
        std::snprintf(text, sizeof(text), "Solvable, and the solution is unique.");
    else if (v.Solutions >= FlowEditor::kSolutionLimit)
        std::snprintf(text, sizeof(text), "Solvable: at least %d solutions.", v.Solutions);
    else
        std::snprintf(text, sizeof(text), "Solvable: %d solutions.", v.Solutions);
    SetNotice(v.Solutions == 1 ? NoticeKind::Success : NoticeKind::Info, text);
    if (m_PlayAfterValidate)
        EnterPlay();
}

void FlowScreen::EnterPlay()
{
    if (m_Mode == Mode::Play || JobRunning())
        return;
    bool any_turns = false;
    for (std::uint16_t tile : m_Editor.Board().tiles)
        any_turns = any_turns || flow::rotation_matters(tile);
    if (!any_turns)
    {
        SetNotice(NoticeKind::Warning, "Nothing to turn yet: paint some tiles with flows first.");
        return;
    }
    if (!m_Editor.ValidationCurrent())
    {
        RequestValidate(true);
        return;
    }
    if (m_Editor.Validation.Solutions == 0)
    {
        SetNotice(NoticeKind::Error, "This board has no solution, so it cannot be played.");
        return;
    }
    Rng rng(seed_from_text(random_seed_text()));
    const flow::Level level = m_Editor.LevelToPlay(rng);
    const std::string code = flow::encode_level(level);
    m_SeedUsed.clear();  // an edited level has no seed
    m_Play.Start(level, ImGui::GetTime());
    m_LevelCode = code;
    m_Mode = Mode::Play;
    m_CursorX = m_CursorY = 0;
    SetNotice(NoticeKind::Info, "Playing the edited level, scrambled.");
}

void FlowScreen::EditStroke(bool changed)
{
    if (changed && m_Job == JobKind::Validate)
        CancelJob(false);  // it was counting the board before this stroke
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void FlowScreen::HandleActions(const std::vector<Action>& actions, double now)
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
        if (m_Mode == Mode::Edit && m_Job != JobKind::Generate)
        {
            if (action.Kind == ActionKind::Undo)
                EditStroke(m_Editor.Undo());
            else if (action.Kind == ActionKind::Redo)
                EditStroke(m_Editor.Redo());
            continue;
        }
        if (!TakesInput())
            continue;
        switch (action.Kind)
        {
        case ActionKind::Move:
        {
            // Arrows move the keyboard cursor; its first press only shows it.
            if (m_CursorShown)
            {
                const int dx = action.Dir == Direction::Left ? -1 : action.Dir == Direction::Right ? 1 : 0;
                const int dy = action.Dir == Direction::Up ? -1 : action.Dir == Direction::Down ? 1 : 0;
                m_CursorX = std::max(0, std::min(m_Play.Board().width - 1, m_CursorX + dx));
                m_CursorY = std::max(0, std::min(m_Play.Board().height - 1, m_CursorY + dy));
            }
            m_CursorShown = true;
            break;
        }
        case ActionKind::Undo: m_Play.Undo(now); break;
        case ActionKind::Redo: m_Play.Redo(now); break;
        case ActionKind::Restart: m_Play.Restart(now); break;
        case ActionKind::Hint: RequestSolve(JobKind::Hint); break;
        case ActionKind::Back: case ActionKind::Pinch: case ActionKind::Focus: case ActionKind::Activate: break;
        }
    }
}

void FlowScreen::HandleTileKeys(double now)
{
    // Space turns the cursor's tile (Shift: counter-clockwise), L locks it;
    // in the editor Q and E turn the brush. Read as typed characters, so a
    // press and release within one frame counts.
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || KeyboardFocus_Active())
        return;  // typing into a field, or a widget has the keyboard focus (Space presses it)
    if (m_Mode == Mode::Edit)
    {
        for (int i = 0; i < io.InputQueueCharacters.Size; ++i)
        {
            const ImWchar c = io.InputQueueCharacters[i];
            if (c == 'q' || c == 'Q' || c == 'e' || c == 'E')
                m_Editor.TurnBrush(c == 'e' || c == 'E');
        }
        return;
    }
    if (!TakesInput() || !m_CursorShown)
        return;
    const int cell = m_Play.Board().index(m_CursorX, m_CursorY);
    for (int i = 0; i < io.InputQueueCharacters.Size; ++i)
    {
        const ImWchar c = io.InputQueueCharacters[i];
        if (c == ' ')
            PlayerTurn(cell, !io.KeyShift, now);
        else if (c == 'l' || c == 'L')
            PlayerLock(cell);
    }
}

std::string FlowScreen::LevelSummary() const
{
    if (!m_Play.HasLevel())
        return "Flow: no level yet.";
    const flow::Board& board = m_Play.Board();
    const int to_do = flow::tiles_to_do(board, m_Play.Current(), m_Play.Level().solution);
    char text[200];
    std::snprintf(text, sizeof(text), "Flow, %d by %d: %d tile%s to turn until every flow connects.", board.width,
                  board.height, to_do, to_do == 1 ? "" : "s");
    return text;
}

void FlowScreen::Frame(const ScreenRect& area, const std::vector<Action>& actions)
{
    const double now = ImGui::GetTime();
    PollJobs(now);
    AnnounceLevel(m_Mode == Mode::Play ? m_LevelCode : std::string());
    if (m_CameraLevel != m_LevelCode)  // another level: the whole board again
    {
        m_CameraLevel = m_LevelCode;
        m_Camera.Reset();
    }
    m_Play.SetAnimate(!ReducedMotion());
    m_Play.Update(now);
    if (m_Play.Replaying())
        RequestFrame();  // a solution replays step by step, on time
    HandleActions(actions, now);
    HandleTileKeys(now);
    // Check's count describes the board it was pressed on: a turn makes it stale.
    if (m_NoticeIsCheck && !m_Play.ProblemsShown())
    {
        m_Notice.Clear();
        m_NoticeIsCheck = false;
    }
    if (m_Mode == Mode::Play && m_Play.ConsumeWinEvent())
    {
        m_WinOpen = true;
        SetNotice(NoticeKind::Success, "Every flow connects.");
    }

    DrawBoardArea(DrawChrome(area, now), actions, now);
    DrawPopups(now);
}

//-----------------------------------------------------------------------------
// [SECTION] Panel
//-----------------------------------------------------------------------------

void FlowScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    BeginPanel("##flow_panel", rect);
    DrawModeSwitch();
    const double now = ImGui::GetTime();
    const bool columns = !side && rect.Width() >= 600.0f;
    if (columns && ImGui::BeginTable("##panel_columns", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX))
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        DrawGenerateSection();
        ImGui::TableNextColumn();
        if (m_Mode == Mode::Play)
            DrawPlaySection(now);
        else
            DrawEditSection();
        ImGui::EndTable();
    }
    else
    {
        if (m_Mode == Mode::Play)
            DrawPlaySection(now);
        else
            DrawEditSection();
        ImGui::Spacing();
        ImGui::Separator();
        DrawGenerateSection();
    }
    EndPanel(rect, side);
}

std::vector<QuickAction> FlowScreen::QuickActions(double now)
{
    const bool has = m_Play.HasLevel();
    const bool busy = m_Job == JobKind::Generate;
    const bool play = m_Mode == Mode::Play;
    return {
        {"New", "new", !JobRunning(),
         [this, has] { StartGenerate(has && !m_SeedUsed.empty() ? m_LevelParams : m_Form, random_seed_text()); }},
        {"Restart", "restart", play && !busy && has && m_Play.MovesMade() > 0, [this, now] { m_Play.Restart(now); }},
        {"\xE2\x86\xBA Undo", "undo", play && !busy && m_Play.CanUndo(), [this, now] { m_Play.Undo(now); }},
        {"Hint", "hint", play && has && !m_Play.Won() && !JobRunning() && !m_Play.Replaying(),
         [this] { RequestSolve(JobKind::Hint); }},
    };
}

void FlowScreen::DrawModeSwitch()
{
    if (!ModeSwitchPressed(m_Mode == Mode::Edit, m_Job == JobKind::Generate || m_Job == JobKind::Validate))
        return;
    if (m_Mode == Mode::Edit)
        EnterPlay();
    else
        EnterEdit();
}

void FlowScreen::DrawGenerateSection()
{
    SectionHeading("New level");
    if (ImGui::BeginTable("##generate_form", 2, ImGuiTableFlags_SizingFixedFit))
    {
        ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, 104.0f);
        ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
        IntField("Width", "width", &m_Form.width, 1);
        IntField("Height", "height", &m_Form.height, 1);

        FormLabel("Environment");
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (BeginFormCombo("##env", m_Form.environment.c_str(), "Environment"))
        {
            for (int env = 0; env < flow::kEnvironments; ++env)
            {
                const char* name = flow::environment_name(env);
                char label[64];
                std::snprintf(label, sizeof(label), "%s (%d tiles)", name, static_cast<int>(flow::environment_tiles(env).size()));
                if (ImGui::Selectable(label, m_Form.environment == name))
                    m_Form.environment = name;
            }
            EndFormCombo();
        }
        TestHooks_RecordItem("env");

        IntField("Density %", "density", &m_Form.density, 5);

        SeedRow(m_SeedField, static_cast<int>(sizeof(m_SeedField)));

        CheckboxRow("Unique solution", "unique", &m_Form.unique,
                    "Only one arrangement solves the board\n(tiles that look the same turned count once).");
        CheckboxRow("Blank puzzle", "blank", &m_Form.blank, "Every tile empty, opened in the editor to paint your own.");
        CheckboxRow("Edit before play", "edit_before_play", &m_EditBeforePlay, "Open the new level in the editor first.");
        ImGui::EndTable();
    }

    const bool usable = FormProblem(flow::check_params(m_Form));
    ImGui::BeginDisabled(!usable || JobRunning());
    if (PrimaryButton("Generate", ImVec2(-FLT_MIN, 0)))
        StartGenerate(m_Form, m_SeedField[0] != 0 ? std::string(m_SeedField) : random_seed_text());
    TestHooks_RecordItem("generate");
    ImGui::EndDisabled();

    if (!m_SeedUsed.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
        ImGui::Text("Seed used: %s", m_SeedUsed.c_str());
        ImGui::PopStyleColor();
    }
}

void FlowScreen::DrawPlaySection(double now)
{
    SectionHeading("Controls");
    const bool has = m_Play.HasLevel();
    const bool won = m_Play.Won();
    const bool busy = m_Job == JobKind::Generate;

    float w = RowButtonWidth(3);
    ImGui::BeginDisabled(busy || !m_Play.CanUndo());
    if (ImGui::Button("\xE2\x86\xBA Undo", ImVec2(w, 0)))  // ↺
        m_Play.Undo(now);
    TestHooks_RecordItem("undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(busy || !m_Play.CanRedo());
    if (ImGui::Button("Redo \xE2\x86\xBB", ImVec2(w, 0)))  // ↻
        m_Play.Redo(now);
    TestHooks_RecordItem("redo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(busy || !has || m_Play.MovesMade() == 0);
    if (ImGui::Button("Restart", ImVec2(w, 0)))
        m_Play.Restart(now);
    TestHooks_RecordItem("restart");
    ImGui::EndDisabled();

    w = RowButtonWidth(3);
    ImGui::BeginDisabled(busy || !has);
    if (ImGui::Button("Check", ImVec2(w, 0)))
        PlayerCheck();
    TestHooks_RecordItem("check");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!has || won || JobRunning() || m_Play.Replaying());
    if (ImGui::Button(m_Job == JobKind::Hint ? "Thinking\xE2\x80\xA6" : "Hint", ImVec2(w, 0)))
        RequestSolve(JobKind::Hint);
    TestHooks_RecordItem("hint");
    ImGui::SameLine();
    if (ImGui::Button(m_Job == JobKind::Solve ? "Solving\xE2\x80\xA6" : "Solve", ImVec2(w, 0)))
        RequestSolve(JobKind::Solve);
    TestHooks_RecordItem("solve");
    ImGui::EndDisabled();

    ImGui::Spacing();
    HelpText("Tap a tile to turn it clockwise; a long press turns it back. Pinch to zoom a big board, and drag "
             "with two fingers to move it.",
             "Click turns a tile clockwise, right-click back. Middle-click or L locks it. "
             "Arrows move a cursor; Space turns (Shift: back). The wheel zooms a big board.");
}

void FlowScreen::DrawEditSection()
{
    SectionHeading("Paint");
    DrawPalette();
    const flow::TileType& brush = flow::catalogue()[static_cast<size_t>(m_Editor.BrushTile())];
    char line[128];
    std::snprintf(line, sizeof(line), "Brush: %s, turned %d\xC2\xB0", brush.name.c_str(), m_Editor.BrushRotation() * 90);
    ImGui::TextUnformatted(line);

    float w = RowButtonWidth(2);
    const bool touch = TouchMetrics();
    if (ImGui::Button(touch ? "\xE2\x86\xBA Turn brush" : "\xE2\x86\xBA Turn brush (Q)", ImVec2(w, 0)))  // ↺
        m_Editor.TurnBrush(false);
    TestHooks_RecordItem("brush_ccw");
    ImGui::SameLine();
    if (ImGui::Button(touch ? "Turn brush \xE2\x86\xBB" : "Turn brush (E) \xE2\x86\xBB", ImVec2(w, 0)))  // ↻
        m_Editor.TurnBrush(true);
    TestHooks_RecordItem("brush_cw");
    HelpText("Tap or drag paints the brush; a long press turns the tile under your finger.",
             "Click or drag paints the brush. Right-click turns a tile, middle-click picks it up, Shift+click erases.");

    w = RowButtonWidth(2);
    ImGui::BeginDisabled(!m_Editor.CanUndo());
    if (ImGui::Button("\xE2\x86\xBA Undo", ImVec2(w, 0)))
        EditStroke(m_Editor.Undo());
    TestHooks_RecordItem("undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!m_Editor.CanRedo());
    if (ImGui::Button("Redo \xE2\x86\xBB", ImVec2(w, 0)))
        EditStroke(m_Editor.Redo());
    TestHooks_RecordItem("redo");
    ImGui::EndDisabled();

    const bool size_ok = m_Form.width >= flow::kMinSide && m_Form.width <= flow::kMaxSide &&
                         m_Form.height >= flow::kMinSide && m_Form.height <= flow::kMaxSide;
    const int env = flow::environment_from_name(m_Form.environment);
    char label[96];
    std::snprintf(label, sizeof(label), "New blank %d\xC3\x97%d %s board", m_Form.width, m_Form.height, m_Form.environment.c_str());
    ImGui::BeginDisabled(!size_ok || env < 0 || JobRunning());
    if (ImGui::Button(label, ImVec2(-FLT_MIN, 0)))
    {
        CancelJob(false);
        m_Editor.NewBlank(m_Form.width, m_Form.height, env);
        SetNotice(NoticeKind::Info, "A blank board: pick a tile from the palette and paint.");
    }
    TestHooks_RecordItem("new_blank");
    ImGui::EndDisabled();

    w = RowButtonWidth(2);
    ImGui::BeginDisabled(JobRunning());
    if (ImGui::Button(m_Job == JobKind::Validate ? "Validating\xE2\x80\xA6" : "Validate", ImVec2(w, 0)))
        RequestValidate(false);
    TestHooks_RecordItem("validate");
    ImGui::SameLine();
    if (PrimaryButton("Play \xE2\x96\xB8", ImVec2(w, 0)))  // ▸
        EnterPlay();
    TestHooks_RecordItem("play_edited");
    ImGui::EndDisabled();

    const FlowValidation& v = m_Editor.Validation;
    if (!m_Editor.ValidationCurrent())
        DimText("Not validated since the last change. Play validates first.");
    else if (v.Solutions == 0)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
        ImGui::TextWrapped("No solution: some tiles can never meet.");
        ImGui::PopStyleColor();
    }
    else
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(v.Solutions == 1 ? colors::Good : colors::Warn).Value);
        if (v.Solutions == 1)
            ImGui::TextWrapped("\xE2\x9C\x93 Solvable; the solution is unique.");  // ✓
        else
            ImGui::TextWrapped("\xE2\x9C\x93 Solvable; %s%d solutions (players may find another).",
                               v.Solutions >= FlowEditor::kSolutionLimit ? "at least " : "", v.Solutions);
        ImGui::PopStyleColor();
    }
}

void FlowScreen::DrawPalette()
{
    // The environment's tiles in a grid drawn by the tile shader, scrolling
    // when there are many; the brush tile is shown turned as it will paint.
    const std::vector<int>& palette = m_Editor.Palette();
    const float avail = ImGui::GetContentRegionAvail().x;
    const int columns = std::max(4, static_cast<int>(avail / 40.0f));
    const float cell = std::floor(avail / static_cast<float>(columns));
    const int rows = (static_cast<int>(palette.size()) + columns - 1) / columns;
    const float height = std::fmin(cell * static_cast<float>(rows), cell * 4.5f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::BeginChild("##palette", ImVec2(cell * static_cast<float>(columns), height), false);
    ImGui::PopStyleVar();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##palette_tiles", ImVec2(cell * static_cast<float>(columns), cell * static_cast<float>(rows)),
                           ImGuiButtonFlags_MouseButtonLeft);
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int col = static_cast<int>(std::floor((mouse.x - origin.x) / cell));
    const int row = static_cast<int>(std::floor((mouse.y - origin.y) / cell));
    const int hovered = ImGui::IsItemHovered() && col >= 0 && col < columns && row >= 0 ? row * columns + col : -1;
    if (hovered >= 0 && hovered < static_cast<int>(palette.size()))
    {
        const int tile = palette[static_cast<size_t>(hovered)];
        if (ImGui::IsItemClicked(ImGuiMouseButton_Left))
            m_Editor.SetBrush(tile, tile == m_Editor.BrushTile() ? m_Editor.BrushRotation() : 0);
        ImGui::SetTooltip("%s", flow::catalogue()[static_cast<size_t>(tile)].name.c_str());
    }

    m_PaletteInstances.resize(palette.size());
    for (size_t i = 0; i < palette.size(); ++i)
    {
        const int tile = palette[i];
        FlowTileInstance& instance = m_PaletteInstances[i];
        instance = FlowTileInstance();
        instance.X = static_cast<float>(static_cast<int>(i) % columns);
        instance.Y = static_cast<float>(static_cast<int>(i) / columns);
        instance.Angle = tile == m_Editor.BrushTile() ? static_cast<float>(m_Editor.BrushRotation()) * 1.5707963f : 0.0f;
        const flow::TileType& type = flow::catalogue()[static_cast<size_t>(tile)];
        for (int side = 0; side < 4; ++side)
        {
            instance.Flows[side] = static_cast<std::uint8_t>(type.edges[side].flow);
            instance.Heights[side] = static_cast<std::uint8_t>(type.edges[side].height);
        }
        if (tile == m_Editor.BrushTile())
            instance.Flags[0] = kFlowTileCursor;
        // Test hooks: each tile's rect, named by its index in the palette.
        const ImVec2 min(origin.x + instance.X * cell, origin.y + instance.Y * cell);
        char hook[32];
        std::snprintf(hook, sizeof(hook), "palette_%d", static_cast<int>(i));
        TestHooks_RecordRect(hook, min, ImVec2(min.x + cell, min.y + cell));
    }
    const ImVec2 window_min = ImGui::GetWindowPos();
    const ImVec2 window_size = ImGui::GetWindowSize();
    const ScreenRect clip{window_min, ImVec2(window_min.x + window_size.x, window_min.y + window_size.y)};
    m_PaletteRenderer.Submit(ImGui::GetWindowDrawList(), origin, cell, clip, m_PaletteInstances, 0.0f);
    ImGui::EndChild();
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void FlowScreen::DrawHud(const ScreenRect& rect)
{
    if (m_Mode == Mode::Edit)
    {
        const flow::Board& board = m_Editor.Board();
        char text[128];
        const int problems = m_Editor.Problems();
        if (problems == 0)
            std::snprintf(text, sizeof(text), "Editing %d\xC3\x97%d  \xC2\xB7  every flow connects", board.width, board.height);
        else
            std::snprintf(text, sizeof(text), "Editing %d\xC3\x97%d  \xC2\xB7  %d loose end%s", board.width, board.height, problems,
                          problems == 1 ? "" : "s");
        DrawHudTitle(rect, text);
        return;
    }
    if (!m_Play.HasLevel())
        return;
    const flow::Board& board = m_Play.Board();
    char size[32];
    std::snprintf(size, sizeof(size), "%d\xC3\x97%d", board.width, board.height);
    const int to_do = m_Play.Won() ? 0 : flow::tiles_to_do(board, m_Play.Current(), m_Play.Level().solution);
    const HudStat stats[] = {
        {"MOVES", std::to_string(m_Play.MovesMade()), m_Play.Won() ? colors::Good : colors::TextMain},
        {"TO DO", std::to_string(to_do), to_do == 0 ? colors::Good : colors::TextMain},
        {"BOARD", size, colors::TextDim},
    };
    DrawHudStats(rect, stats, 3);
}

std::string FlowScreen::EditedLevelCode() const
{
    // A level code always holds a solution: the painted arrangement when every
    // flow connects, else the one Validate found; none yet means no code.
    flow::Level level;
    level.board = m_Editor.Board();
    level.start = m_Editor.Rotations();
    if (m_Editor.Problems() == 0)
        level.solution = level.start;
    else if (m_Editor.ValidationCurrent() && m_Editor.Validation.Solutions > 0)
        level.solution = m_Editor.Validation.Solution;
    else
        return std::string();
    level.locked.assign(level.start.size(), 0);
    return flow::encode_level(level);
}

void FlowScreen::DrawStatusBar(const ScreenRect& rect)
{
    const bool edit = m_Mode == Mode::Edit;
    if (DrawLevelCodeBar(rect, edit ? "Edited level" : "Level", edit ? EditedLevelCode() : m_LevelCode))
        SetNotice(NoticeKind::Success, "Level code copied to the clipboard.");
}

void FlowScreen::HandleBoardInput(const flow::Board& board, int x, int y, bool over_cell, double now)
{
    const int cell = over_cell ? board.index(x, y) : -1;
    if (m_Mode == Mode::Edit)
    {
        if (m_Job == JobKind::Generate)
            return;
        // Left paints (a drag paints each cell it crosses once; Shift erases),
        // right turns the tile, middle picks it up as the brush. With touch a
        // long press on one tile turns it; two fingers pinch, never paint.
        const bool painting = ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left) && !m_Camera.PressIsGesture();
        if (painting && cell >= 0 && cell != m_PaintCell)
        {
            EditStroke(ImGui::GetIO().KeyShift ? m_Editor.Erase(cell) : m_Editor.Paint(cell));
            m_PaintCell = cell;
            m_PressWasLong = false;
        }
        if (painting && cell >= 0 && cell == m_PaintCell && !m_PressWasLong && TouchMetrics() &&
            ImGui::GetIO().MouseDownDuration[ImGuiMouseButton_Left] >= kLongPressSeconds)
        {
            m_PressWasLong = true;
            EditStroke(m_Editor.Turn(cell, true));
        }
        if (!ImGui::IsItemActive())
            m_PaintCell = -1;
        if (cell >= 0 && ImGui::IsItemClicked(ImGuiMouseButton_Right))
            EditStroke(m_Editor.Turn(cell, true));
        if (cell >= 0 && ImGui::IsItemClicked(ImGuiMouseButton_Middle))
            m_Editor.Pick(cell);
        return;
    }
    if (!TakesInput())
    {
        m_PressCell = -1;
        return;
    }
    // Left: a tap turns clockwise when it ends; held for kLongPressSeconds
    // (a long press on touch, where there is no right button) the tile turns
    // counter-clockwise at once and the release does nothing more.
    if (ImGui::IsItemActivated() && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
    {
        m_PressCell = cell;
        m_PressWasLong = false;
    }
    if (m_Camera.PressIsGesture())
        m_PressCell = -1;  // the press became a pinch or a pan: no turn
    if (m_PressCell >= 0 && !m_PressWasLong && ImGui::IsMouseDown(ImGuiMouseButton_Left) &&
        ImGui::GetIO().MouseDownDuration[ImGuiMouseButton_Left] >= kLongPressSeconds)
    {
        if (cell == m_PressCell)
        {
            m_PressWasLong = true;
            PlayerTurn(cell, false, now);
        }
        else
        {
            m_PressCell = -1;  // the finger slid off the tile: no turn at all
        }
    }
    if (m_PressCell >= 0 && ImGui::IsMouseReleased(ImGuiMouseButton_Left))
    {
        if (!m_PressWasLong && cell == m_PressCell)
        {
            m_CursorShown = false;
            m_CursorX = x;
            m_CursorY = y;
            PlayerTurn(cell, true, now);
        }
        m_PressCell = -1;
    }
    if (cell >= 0 && ImGui::IsItemClicked(ImGuiMouseButton_Right))
    {
        m_CursorShown = false;
        m_CursorX = x;
        m_CursorY = y;
        PlayerTurn(cell, false, now);
    }
    else if (cell >= 0 && ImGui::IsItemClicked(ImGuiMouseButton_Middle))
    {
        PlayerLock(cell);
    }
}

void FlowScreen::DrawBoard(const ScreenRect& field, const std::vector<Action>& actions, double now)
{
    const bool edit = m_Mode == Mode::Edit;
    const flow::Board& board = edit ? m_Editor.Board() : m_Play.Board();
    // Laid out to fit, then through the camera: a pinch or the wheel zooms a
    // big board, a drag (in play) or two fingers move it.
    FlowBoardGeometry geometry = FlowBoardGeometry::Fit(field, board.width, board.height);
    const float fitted_cell = geometry.Cell;
    const bool pointer_over = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(field.Min, field.Max);
    const ScreenRect shown = m_Camera.Update(field, geometry.Cells(), actions, pointer_over, !edit);
    geometry.Origin = shown.Min;
    geometry.Cell = shown.Width() / static_cast<float>(board.width);
    const ScreenRect cells = geometry.Cells();
    ScreenRect visible;
    visible.Min = ImVec2(std::fmax(field.Min.x, cells.Min.x), std::fmax(field.Min.y, cells.Min.y));
    visible.Max = ImVec2(std::fmin(field.Max.x, cells.Max.x), std::fmin(field.Max.y, cells.Max.y));

    // Input: one invisible button over the visible cells, all three mouse buttons.
    ImGui::SetCursorScreenPos(visible.Min);
    ImGui::InvisibleButton("##flow_board", ImVec2(std::fmax(1.0f, visible.Width()), std::fmax(1.0f, visible.Height())),
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
    ImGui::SetItemAllowOverlap();  // the zoom buttons lie on the board
    UiItems_MarkLastBackground();
    TestHooks_RecordRect("board", cells.Min, cells.Max);
    int x = 0, y = 0;
    const bool over_cell = geometry.CellAt(ImGui::GetIO().MousePos, &x, &y);
    const bool hovered = over_cell && (ImGui::IsItemHovered() || ImGui::IsItemActive());
    HandleBoardInput(board, x, y, over_cell, now);
    const bool won = !edit && m_Play.Won();

    // A rim and a shadow around the cells, then the tiles in one draw call.
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float rim = std::fmax(4.0f, geometry.Cell * 0.08f);
    draw->AddRectFilled(ImVec2(cells.Min.x - rim + 3.0f, cells.Min.y - rim + 5.0f),
                        ImVec2(cells.Max.x + rim + 3.0f, cells.Max.y + rim + 5.0f), colors::Shadow, rim * 1.5f);
    draw->AddRectFilled(ImVec2(cells.Min.x - rim, cells.Min.y - rim), ImVec2(cells.Max.x + rim, cells.Max.y + rim),
                        won ? colors::Good : colors::BoardRim, rim * 1.5f);

    const flow::Rotations& rotations = edit ? m_Editor.Rotations() : m_Play.Current();
    // The editor shows loose ends live; play only after Check.
    const std::vector<std::uint8_t>& problems = edit ? m_Editor.ProblemSides() : m_Play.ProblemSides();
    const std::vector<flow::TileType>& catalogue = flow::catalogue();
    m_Instances.resize(static_cast<size_t>(board.cells()));
    for (int cell = 0; cell < board.cells(); ++cell)
    {
        const size_t i = static_cast<size_t>(cell);
        const flow::TileType& tile = catalogue[board.tiles[i]];
        FlowTileInstance& instance = m_Instances[i];
        instance.X = static_cast<float>(cell % board.width);
        instance.Y = static_cast<float>(cell / board.width);
        instance.Angle = (edit ? static_cast<float>(rotations[i]) : m_Play.ShownQuarterTurns(cell, now)) * 1.5707963f;
        for (int side = 0; side < 4; ++side)
        {
            instance.Flows[side] = static_cast<std::uint8_t>(tile.edges[side].flow);
            instance.Heights[side] = static_cast<std::uint8_t>(tile.edges[side].height);
        }
        std::uint8_t bits = 0;
        if (!edit && m_Play.Locked(cell))
            bits |= kFlowTileLocked;
        if (edit ? hovered && cell == board.index(x, y) : m_CursorShown && cell == board.index(m_CursorX, m_CursorY))
            bits |= kFlowTileCursor;
        if (won)
            bits |= kFlowTileWon;
        instance.Flags[0] = bits;
        // Check marks sides on screen; the shader draws in the tile's own frame.
        std::uint8_t local = 0;
        for (int side = 0; side < 4; ++side)
            if (problems[i] & (1u << side))
                local |= static_cast<std::uint8_t>(1u << ((side - rotations[i] + 4) & 3));
        instance.Flags[1] = local;
    }
    m_Renderer.Submit(draw, geometry.Origin, geometry.Cell, visible, m_Instances, static_cast<float>(AmbientTime()));
    // Zoom buttons where a tile is small for a finger (or the board is zoomed already).
    if (fitted_cell < 44.0f || m_Camera.Zoom() > 1.0f)
        m_Camera.DrawControls(field, "board_");
}

void FlowScreen::DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    const ScreenRect& field = layout.Field;
    DrawHud(layout.Hud);
    if (m_Mode == Mode::Play && !m_Play.HasLevel())
    {
        const bool making = m_Job == JobKind::Generate;
        DrawFieldMessage(field, making ? "Generating the first level\xE2\x80\xA6" : "No level yet: press Generate.", making, now);
    }
    else if (field.Width() > 8.0f && field.Height() > 8.0f)
    {
        DrawBoard(field, actions, now);
    }
    if (!m_Renderer.Error().empty() && m_Notice.GetKind() != NoticeKind::Error)
        SetNotice(NoticeKind::Error, "The board could not be drawn: " + m_Renderer.Error());
    m_Notice.Draw(layout.Notice);
    if (Layout() == LayoutMode::Side)
        DrawStatusBar(layout.Status);
}

//-----------------------------------------------------------------------------
// [SECTION] Popups
//-----------------------------------------------------------------------------

bool FlowScreen::DrawWinPopup()
{
    if (!BeginWinPopup("##flow_win", &m_WinOpen))
        return false;
    CenteredText(g_Fonts.Display, colors::Good, "Connected!");
    char line[96];
    std::snprintf(line, sizeof(line), "%d moves  \xC2\xB7  %d\xC3\x97%d", m_Play.MovesMade(), m_Play.Board().width,
                  m_Play.Board().height);
    CenteredText(g_Fonts.Heading, colors::TextMain, line);
    CenteredText(g_Fonts.Body, colors::TextDim, "Every flow runs from edge to edge.");
    ImGui::Spacing();
    ImGui::Spacing();
    const float w = RowButtonWidth(2);
    if (PrimaryButton("Next level", ImVec2(w, 0)))
    {
        m_WinOpen = false;
        StartGenerate(m_Form, random_seed_text());
    }
    TestHooks_RecordItem("next");
    ImGui::SameLine();
    if (ImGui::Button("Close", ImVec2(w, 0)))
        m_WinOpen = false;
    EndWinPopup(m_WinOpen);
    return true;
}

void FlowScreen::DrawPopups(double now)
{
    const JobPopupResult progress = DrawJobProgress(m_Job, m_JobStart, now, m_JobDetail, RunningProgress());
    if (progress == JobPopupResult::Cancelled)
        CancelJob(true);

    const bool win = progress == JobPopupResult::Hidden && DrawWinPopup();
    m_PopupShown = progress != JobPopupResult::Hidden ? PopupKind::Progress : win ? PopupKind::Win : PopupKind::None;
}

}  // namespace pgw::app

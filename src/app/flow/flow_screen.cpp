// flow_screen.cpp — see flow_screen.hpp.
//
// Index of this file:
// [SECTION] Helpers
// [SECTION] Construction, test hooks
// [SECTION] Jobs
// [SECTION] Commands
// [SECTION] Frame
// [SECTION] Board area
// [SECTION] Popups

#include "app/flow/flow_screen.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/form_params.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
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


template <class Number>
static std::string NumbersJson(const std::vector<Number>& numbers)
{
    std::string out = "[";
    for (size_t i = 0; i < numbers.size(); ++i)
        out += (i == 0 ? "" : ",") + std::to_string(numbers[i]);
    return out + "]";
}

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateFlowScreen(const KindApi& api)
{
    return std::make_unique<FlowScreen>(api);
}

FlowScreen::FlowScreen(const KindApi& api) : Screen(api)
{
    // Open on a fresh level, from a random seed.
    StartGenerate(m_Form, random_seed_text());
}

void FlowScreen::AddState(JsonObject& out) const
{
    const bool has = m_Play.has_level();
    const bool edit = m_Editing;
    const flow::Board& board = edit ? m_Editor.board() : m_Play.board();
    int locked = 0;
    for (std::uint8_t lock : m_Play.locks())
        locked += lock;
    out.add("screen", edit ? "edit" : "play")
        .add("level", m_Origin.Code)
        .add("width", edit || has ? board.width : 0)
        .add("height", edit || has ? board.height : 0)
        .add("environment", edit || has ? flow::environment_name(board.environment) : "")
        .add("moves", m_Play.moves_made())
        .add("won", m_Play.won())
        .add("loose_ends", m_Play.loose_ends())
        .add("to_do", has ? flow::tiles_to_do(m_Play.board(), m_Play.current(), m_Play.level().solution) : 0)
        .add_raw("tiles", NumbersJson(edit || has ? board.tiles : std::vector<std::uint16_t>()))
        .add_raw("rotations", NumbersJson(has ? m_Play.current() : flow::Rotations()))
        .add_raw("solution", NumbersJson(has ? m_Play.level().solution : flow::Rotations()))
        .add("locked", locked)
        .add("checking", m_Play.problems_shown())
        .add("animating", m_Play.has_level() && m_Play.animating(ImGui::GetTime()));
    AddCertificateState(out);
    AddDailyState(out, m_Play.won(), m_Play.moves_made());
    if (edit)
    {
        const flow::Validation& v = m_Editor.validation;
        JsonObject fields;
        fields.add("code", m_Editor.level_code())
            .add_raw("rotations", NumbersJson(m_Editor.rotations()))
            .add("problems", m_Editor.problems())
            .add("brush_tile", m_Editor.brush_tile())
            .add("brush_rotation", m_Editor.brush_rotation())
            .add_raw("palette", NumbersJson(m_Editor.palette()))
            .add("validated", m_Editor.validation_current())
            .add("solutions", m_Editor.validation_current() ? v.solutions : -1)
            .add("can_undo", m_Editor.can_undo());
        out.add("edit", fields);
    }
    if (!m_View.RenderError().empty())
        out.add("render_error", m_View.RenderError());
}

void FlowScreen::AddFormFields(FormParams& form)
{
    form.Number("width", &m_Form.width).Number("height", &m_Form.height).Number("density", &m_Form.density);
    form.Flag("unique", &m_Form.unique).Flag("blank", &m_Form.blank).Flag("edit_before_play", &m_EditBeforePlay);
    form.Text("env", [this](const std::string& name) {
        if (flow::environment_from_name(name) < 0)
            return false;
        m_Form.environment = name;
        return true;
    }, "an environment's name");
    form.Text("difficulty", [this](const std::string& name) { return difficulty_from_name(name, m_Form.difficulty); },
              difficulty_names());
}

void FlowScreen::PlayCode(const std::string& code)
{
    flow::Level level;
    std::string ignored;  // the midend has checked it with the kind's KindApi
    flow::decode_level(code, level, ignored);
    m_Editing = false;
    m_Play.start(level, ImGui::GetTime());
    m_Origin = LevelOrigin{flow::encode_level(level), std::string(), std::string(), std::string()};
    m_CursorX = m_CursorY = 0;
    SetNotice(NoticeKind::Info, "Playing a shared level.");
}

void FlowScreen::PlayRecipe(const std::string& params, const std::string& seed)
{
    std::string ignored;  // the midend has checked it with the kind's KindApi
    flow::decode_params(params, m_Form, ignored);
    m_EditBeforePlay = false;
    StartGenerate(m_Form, seed);
}

Screen::SaveParts FlowScreen::SavedParts() const
{
    SaveParts parts;
    // As board text, not a level code: the board being edited may not be solvable yet.
    if (m_Editing)
        parts.Edited = m_Editor.board_text();
    parts.Game = m_Play.has_level();
    parts.Moves = flow::encode_moves(m_Play.moves());
    AddSavedField(parts.Extra, "locks", flow::encode_locks(m_Play.locks()));
    return parts;
}

bool FlowScreen::LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error)
{
    // The editor's board is checked into a scratch editor first.
    const std::string edit_text = SavedField(saved.Extra, "edit");
    flow::Editor edited;
    if (!edit_text.empty() && !edited.begin_from_text(edit_text, *error))
        return false;
    std::function<void()> play, edit;
    if (!edit_text.empty())
        edit = [this, edited] { m_Editor = edited; };
    if (!saved.Code.empty() || edit_text.empty())
    {
        // Played on a scratch session: the game in hand stays if any move or lock does not fit.
        flow::PlaySession session;
        const std::string locks = SavedField(saved.Extra, "locks");
        if (!flow::resume_session(saved.Code, saved.Moves, locks, ImGui::GetTime(), session, *error))
            return false;
        play = [this, session] { m_Play = session; };
    }
    *apply = ResumeThenEdit(play, edit);
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void FlowScreen::StartGenerate(const flow::Params& params, const std::string& seed_text)
{
    char detail[160];
    if (params.blank)
        std::snprintf(detail, sizeof(detail), "%d×%d · %s · blank", params.width, params.height,
                      params.environment.c_str());
    else
        std::snprintf(detail, sizeof(detail), "%d×%d · %s · density %d%%%s · seed %s", params.width,
                      params.height, params.environment.c_str(), params.density, params.unique ? " · unique" : "",
                      seed_text.c_str());
    const std::uint64_t seed = seed_from_text(seed_text);
    StartJob<flow::Generated>(
        JobSpec{JobKind::Generate, detail},
        [params, seed](Progress& progress) { return flow::generate(params, seed, progress); },
        [this, params, seed_text](flow::Generated& result) { OnGenerated(params, seed_text, result, ImGui::GetTime()); });
}

void FlowScreen::RequestSolve()
{
    if (!m_Play.has_level() || m_Play.won() || JobRunning())
        return;
    const std::uint64_t position = m_Play.position_version();
    // Locked tiles stay as they are when some solution allows it; if none
    // does, the player's locks are wrong and the search ignores them.
    const flow::Board board = m_Play.board();
    flow::Pins pins(static_cast<size_t>(board.cells()), -1);
    bool any_lock = false;
    for (int cell = 0; cell < board.cells(); ++cell)
        if (m_Play.locked(cell))
        {
            pins[static_cast<size_t>(cell)] = static_cast<std::int8_t>(m_Play.current()[static_cast<size_t>(cell)]);
            any_lock = true;
        }
    StartJob<FlowSolved>(JobSpec{JobKind::Solve, "Turning tiles until every flow connects"}, [board, pins, any_lock](Progress& progress) {
        progress.set_phase("searching rotations");
        FlowSolved solved;
        solved.Result = flow::solve(board, &progress, any_lock ? pins : flow::Pins());
        if (any_lock && !solved.Result.solved && !solved.Result.cancelled)
        {
            solved.KeptLocks = false;
            solved.Result = flow::solve(board, &progress);
        }
        return solved;
    }, [this, position](FlowSolved& solved) { OnSolved(position, solved, ImGui::GetTime()); });
}

void FlowScreen::OnGenerated(const flow::Params& params, const std::string& seed_text, const flow::Generated& result,
                             double now)
{
    if (result.cancelled)
        return;
    if (!result.ok)
    {
        SetNotice(NoticeKind::Error, "No level: " + result.error);
        return;
    }
    // The recipe is kept for the level opened in the editor too (its code comes with Play).
    m_Origin.Params = flow::encode_params(params);
    m_Origin.Seed = seed_text;
    m_WinOpen = false;
    if (result.level.board.cells() > 0 && (m_EditBeforePlay || params.blank))
    {
        // The seed's two options: a blank board or a generated one, opened for editing.
        m_Editor.begin(result.level);
        m_Editing = true;
        SetNotice(NoticeKind::Info, params.blank ? "A blank board: pick a tile from the palette and paint."
                                                 : "Edit the new level, then Validate or Play.");
        return;
    }
    m_Editing = false;
    m_Play.start(result.level, now);
    m_Origin.Code = flow::encode_level(result.level);
    if (result.certificate.graded)  // a difficulty was asked: the generator proved it
        m_Cert.Set(m_Origin.Code, result.certificate);
    m_CursorX = m_CursorY = 0;
    char text[200];
    std::snprintf(text, sizeof(text), "New level: %d tiles with flows%s, %.0f ms.", result.tiles_with_flow,
                  result.unique ? ", one solution" : "", result.ms);
    SetNotice(NoticeKind::Success, text);
}

void FlowScreen::OnSolved(std::uint64_t position, const FlowSolved& solved, double now)
{
    const flow::SolveResult& result = solved.Result;
    if (result.cancelled || position != m_Play.position_version())
        return;  // the player turned a tile since: that answer is for another board
    if (!result.solved)
    {
        SetNotice(NoticeKind::Error, "This board has no solution.");
        return;
    }
    if (m_Play.apply_solution(result.rotations, false, now) < 0)
        return;
    CountSolve();  // no daily result to share for a solve
    SetNotice(solved.KeptLocks ? NoticeKind::Success : NoticeKind::Warning,
              solved.KeptLocks ? "Solved." : "Solved; some locked tiles had to turn.");
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

bool FlowScreen::TakesInput() const
{
    return !m_Editing && m_Play.has_level() && !m_Job.Is(JobKind::Generate) && !m_WinOpen;
}

flow::Params FlowScreen::RecipeParams() const
{
    flow::Params params = m_Form;
    std::string ignored;
    if (m_Play.has_level() && m_Origin.HasRecipe())
        flow::decode_params(m_Origin.Params, params, ignored);
    return params;
}

void FlowScreen::PlayerTurn(int cell, bool clockwise, double now)
{
    if (m_Play.locked(cell))
    {
        SetNotice(NoticeKind::Info, TouchMetrics() ? "That tile is locked." : "That tile is locked: L or middle-click unlocks it.");
        return;
    }
    if (m_Job.Is(JobKind::Hint) || m_Job.Is(JobKind::Solve) || m_Job.Is(JobKind::Check))
        CancelJob(false);  // its answer would be for the board before this turn
    if (!m_Play.turn(cell, clockwise, now) || m_Play.won())
        return;  // a win says so itself
    const flow::Board& board = m_Play.board();
    const int to_do = flow::tiles_to_do(board, m_Play.current(), m_Play.level().solution);
    char said[128];
    std::snprintf(said, sizeof(said), "Turned %s: column %d, row %d. %d tile%s to do.",
                  clockwise ? "clockwise" : "back", cell % board.width + 1, cell / board.width + 1, to_do,
                  to_do == 1 ? "" : "s");
    Browser_Announce(said);
}

void FlowScreen::EnterEdit()
{
    if (m_Editing || m_Job.Is(JobKind::Generate))
        return;
    CancelJob(false);
    m_WinOpen = false;
    if (m_Play.has_level())
    {
        m_Editor.begin(m_Play.level());
    }
    else
    {
        const bool size_ok = flow::check_params(flow::Params{m_Form.width, m_Form.height, m_Form.environment}).empty();
        m_Editor.new_blank(size_ok ? m_Form.width : 7, size_ok ? m_Form.height : 7,
                          std::max(0, flow::environment_from_name(m_Form.environment)));
    }
    m_Editing = true;
    SetNotice(NoticeKind::Info, "Editing: paint tiles from the palette, then Validate or Play.");
}

void FlowScreen::RequestValidate(bool play_after)
{
    if (JobRunning())
        return;
    const std::uint64_t version = m_Editor.version();
    const flow::Board board = m_Editor.board();
    StartJob<flow::CountResult>(JobSpec{JobKind::Validate, "Counting the arrangements that connect every flow"},
        [board](Progress& progress) {
            progress.set_phase("counting solutions");
            return flow::count_solutions(board, flow::Editor::kSolutionLimit, &progress);
        },
        [this, version, play_after](flow::CountResult& counted) { OnValidated(version, play_after, counted); });
}

void FlowScreen::OnValidated(std::uint64_t version, bool play_after, const flow::CountResult& counted)
{
    if (counted.cancelled || version != m_Editor.version())
        return;  // the board was edited since: that count is for another board
    flow::Validation& v = m_Editor.validation;
    v.version = version;
    v.done = true;
    v.solutions = counted.solutions;
    v.solution = counted.found.empty() ? flow::Rotations() : counted.found.front();
    if (v.solutions == 0)
    {
        SetNotice(NoticeKind::Error, "No arrangement connects every flow: some tiles cannot meet.");
        return;
    }
    char text[128];
    if (v.solutions == 1)
        std::snprintf(text, sizeof(text), "Solvable, and the solution is unique.");
    else if (v.solutions >= flow::Editor::kSolutionLimit)
        std::snprintf(text, sizeof(text), "Solvable: at least %d solutions.", v.solutions);
    else
        std::snprintf(text, sizeof(text), "Solvable: %d solutions.", v.solutions);
    SetNotice(v.solutions == 1 ? NoticeKind::Success : NoticeKind::Info, text);
    if (play_after)
        EnterPlay();
}

void FlowScreen::EnterPlay()
{
    if (!m_Editing || JobRunning())
        return;
    bool any_turns = false;
    for (std::uint16_t tile : m_Editor.board().tiles)
        any_turns = any_turns || flow::rotation_matters(tile);
    if (!any_turns)
    {
        SetNotice(NoticeKind::Warning, "Nothing to turn yet: paint some tiles with flows first.");
        return;
    }
    if (!m_Editor.validation_current())
    {
        RequestValidate(true);
        return;
    }
    if (m_Editor.validation.solutions == 0)
    {
        SetNotice(NoticeKind::Error, "This board has no solution, so it cannot be played.");
        return;
    }
    Rng rng(seed_from_text(random_seed_text()));
    const flow::Level level = m_Editor.level_to_play(rng);
    const std::string code = flow::encode_level(level);
    m_Origin = LevelOrigin{code, std::string(), std::string(), std::string()};  // an edited level has no recipe
    m_Play.start(level, ImGui::GetTime());
    m_Editing = false;
    m_CursorX = m_CursorY = 0;
    SetNotice(NoticeKind::Info, "Playing the edited level, scrambled.");
}

void FlowScreen::EditStroke(bool changed)
{
    if (changed && m_Job.Is(JobKind::Validate))
        CancelJob(false);  // it was counting the board before this stroke
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void FlowScreen::OnMove(Direction dir, double)
{
    if (!TakesInput())
        return;
    // Arrows move the keyboard cursor; its first press only shows it.
    if (m_CursorShown)
    {
        const int dx = dir == Direction::Left ? -1 : dir == Direction::Right ? 1 : 0;
        const int dy = dir == Direction::Up ? -1 : dir == Direction::Down ? 1 : 0;
        m_CursorX = std::max(0, std::min(m_Play.board().width - 1, m_CursorX + dx));
        m_CursorY = std::max(0, std::min(m_Play.board().height - 1, m_CursorY + dy));
    }
    m_CursorShown = true;
}

void FlowScreen::OnUndo(double now)
{
    if (m_Editing)
        EditStroke(m_Editor.undo());
    else if (TakesInput())
        m_Play.undo(now);
}

void FlowScreen::OnRedo(double now)
{
    if (m_Editing)
        EditStroke(m_Editor.redo());
    else if (TakesInput())
        m_Play.redo(now);
}

void FlowScreen::OnRestart(double now)
{
    if (TakesInput())
        m_Play.restart(now);
}

void FlowScreen::OnHint()
{
    if (TakesInput())
        RequestHint();
}

void FlowScreen::OnTurn(bool clockwise, double now)
{
    // Space turns the cursor's tile, Shift+Space turns it back.
    if (m_Editing || !TakesInput() || !m_CursorShown)
        return;
    PlayerTurn(m_Play.board().index(m_CursorX, m_CursorY), clockwise, now);
}

void FlowScreen::HandleTileKeys(double now)
{
    // L locks the cursor's tile; in the editor Q and E turn the brush. Read as
    // typed characters, so a press and release within one frame counts. Space
    // is OnTurn's.
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || KeyboardFocus_Active())
        return;  // typing into a field, or a widget has the keyboard focus (Space presses it)
    if (m_Editing)
    {
        for (int i = 0; i < io.InputQueueCharacters.Size; ++i)
        {
            const ImWchar c = io.InputQueueCharacters[i];
            if (c == 'q' || c == 'Q' || c == 'e' || c == 'E')
                m_Editor.turn_brush(c == 'e' || c == 'E');
        }
        return;
    }
    if (!TakesInput() || !m_CursorShown)
        return;
    const int cell = m_Play.board().index(m_CursorX, m_CursorY);
    for (int i = 0; i < io.InputQueueCharacters.Size; ++i)
    {
        const ImWchar c = io.InputQueueCharacters[i];
        if (c == 'l' || c == 'L')
            m_Play.toggle_lock(cell);
    }
}

std::string FlowScreen::LevelSummary() const
{
    if (!m_Play.has_level())
        return "Flow: no level yet.";
    const flow::Board& board = m_Play.board();
    const int to_do = flow::tiles_to_do(board, m_Play.current(), m_Play.level().solution);
    char text[200];
    std::snprintf(text, sizeof(text), "Flow, %d by %d: %d tile%s to turn until every flow connects.", board.width,
                  board.height, to_do, to_do == 1 ? "" : "s");
    return text;
}

void FlowScreen::Update(double now)
{
    m_View.ShowLevel(m_Origin.Code);  // another level: the whole board again
    m_Play.set_animate(!ReducedMotion());
    m_Play.update(now);
    UpdateGrading();
    if (m_Play.replaying())
        RequestFrame();  // a solution replays step by step, on time
}

void FlowScreen::AfterActions(double now)
{
    HandleTileKeys(now);
    // Check's count and a hint describe the board they were asked on: a turn makes them stale.
    if (!m_Play.problems_shown() && !HintShown())
        ClearPositionNotice();
    if (!m_Editing && m_Play.consume_win_event())
    {
        m_WinOpen = true;
        SetNotice(NoticeKind::Success, "Every flow connects.");
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void FlowScreen::DrawHud(const ScreenRect& rect)
{
    if (m_Editing)
    {
        const flow::Board& board = m_Editor.board();
        char text[128];
        const int problems = m_Editor.problems();
        if (problems == 0)
            std::snprintf(text, sizeof(text), "Editing %d×%d  ·  every flow connects", board.width, board.height);
        else
            std::snprintf(text, sizeof(text), "Editing %d×%d  ·  %d loose end%s", board.width, board.height, problems,
                          problems == 1 ? "" : "s");
        DrawHudTitle(rect, text);
        return;
    }
    if (!m_Play.has_level())
        return;
    const flow::Board& board = m_Play.board();
    char size[32];
    std::snprintf(size, sizeof(size), "%d×%d", board.width, board.height);
    const int to_do = m_Play.won() ? 0 : flow::tiles_to_do(board, m_Play.current(), m_Play.level().solution);
    const std::string clock = ClockText();
    const HudStat stats[] = {
        {"MOVES", std::to_string(m_Play.moves_made()), m_Play.won() ? colors::Good : colors::TextMain},
        {"TO DO", std::to_string(to_do), to_do == 0 ? colors::Good : colors::TextMain},
        {"GRADE", GradeLabel(), colors::AccentWarm},
        {"BOARD", size, colors::TextDim},
        {"TIME", clock, m_Play.won() ? colors::Good : colors::TextMain},
    };
    DrawHudStats(rect, stats, clock.empty() ? 4 : 5);
}

void FlowScreen::HandleBoardInput(const FlowBoardView::Pointer& pointer, double now)
{
    using Kind = FlowBoardView::Press::Kind;
    const bool edit = m_Editing;
    if (edit ? m_Job.Is(JobKind::Generate) : !TakesInput())
    {
        m_View.DropPress();
        return;
    }
    for (const FlowBoardView::Press& press : m_View.ReadPresses(pointer, edit))
    {
        if (!edit && (press.What == Kind::Tap || press.What == Kind::RightClick))
        {
            m_CursorShown = false;  // the pointer moves the keyboard's cursor too
            m_CursorX = pointer.X;
            m_CursorY = pointer.Y;
        }
        switch (press.What)
        {
        case Kind::Tap: PlayerTurn(press.Cell, true, now); break;
        case Kind::LongPress:
        case Kind::RightClick:
            if (edit)
                EditStroke(m_Editor.turn(press.Cell, true));
            else
                PlayerTurn(press.Cell, false, now);
            break;
        case Kind::MiddleClick:
            if (edit)
                m_Editor.pick(press.Cell);
            else
                m_Play.toggle_lock(press.Cell);
            break;
        case Kind::Paint: EditStroke(m_Editor.paint(press.Cell)); break;
        case Kind::PaintErase: EditStroke(m_Editor.erase(press.Cell)); break;
        }
    }
}

void FlowScreen::DrawBoard(const ScreenRect& field, const std::vector<Action>& actions, double now)
{
    const bool edit = m_Editing;
    const flow::Board& board = edit ? m_Editor.board() : m_Play.board();
    // A drag pans a zoomed board in play; in the editor it paints.
    const FlowBoardView::Pointer pointer = m_View.Layout(field, board, actions, !edit);
    HandleBoardInput(pointer, now);
    FlowBoardLook look;
    look.Board = &board;
    look.Rotations = edit ? &m_Editor.rotations() : &m_Play.current();
    // The editor shows loose ends live; play only after Check.
    look.Problems = edit ? &m_Editor.problem_sides() : &m_Play.problem_sides();
    if (edit)
        look.QuarterTurns = [this](int cell) { return static_cast<float>(m_Editor.rotations()[static_cast<size_t>(cell)]); };
    else
        look.QuarterTurns = [this, now](int cell) { return m_Play.shown_quarter_turns(cell, now); };
    if (!edit)
        look.Locked = [this](int cell) { return m_Play.locked(cell); };
    look.Highlight = edit ? (pointer.Hovered ? pointer.Cell : -1)
                          : (m_CursorShown ? board.index(m_CursorX, m_CursorY) : -1);
    look.Won = !edit && m_Play.won();
    if (!edit && HintShown())
    {
        look.Ring = m_HintMarks.Cell;
        look.Evidence = &m_HintMarks.Evidence;
    }
    if (!edit)
        look.Wrong = WrongShown();
    m_View.Draw(look, static_cast<float>(AmbientTime()));
}

void FlowScreen::DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    const ScreenRect& field = layout.Field;
    DrawHud(layout.Hud);
    if (!m_Editing && !m_Play.has_level())
    {
        const bool making = m_Job.Is(JobKind::Generate);
        DrawFieldMessage(field, making ? "Generating the first level…" : "No level yet: press Generate.", making, now);
    }
    else if (field.Width() > 8.0f && field.Height() > 8.0f)
    {
        DrawBoard(field, actions, now);
    }
    if (!m_View.RenderError().empty() && m_Notice.GetKind() != NoticeKind::Error)
        SetNotice(NoticeKind::Error, "The board could not be drawn: " + m_View.RenderError());
    const bool edit = m_Editing;
    DrawBoardFooter(layout.Notice, layout.Status, edit ? "Edited level" : "Level",
                    edit ? m_Editor.level_code() : m_Origin.Code);
}

//-----------------------------------------------------------------------------
// [SECTION] Popups
//-----------------------------------------------------------------------------

PlayFacts FlowScreen::LevelFacts() const
{
    PlayFacts facts = GameFacts(m_Play);
    if (!facts.Playing)
        return facts;
    facts.Width = m_Play.board().width;
    facts.Height = m_Play.board().height;
    if (m_Cert.Known(m_Origin.Code) && m_Cert.Value().graded)
        facts.Grade = m_Cert.Value().difficulty;
    return facts;
}

bool FlowScreen::DrawWinPopup()
{
    char line[96];
    std::snprintf(line, sizeof(line), "%d moves  ·  %d×%d", m_Play.moves_made(), m_Play.board().width,
                  m_Play.board().height);
    const WinPopupResult result =
        ShowWinPopup("##flow_win", "Connected!", line, "Every flow runs from edge to edge.", m_Play.moves_made());
    if (result == WinPopupResult::Next)
        StartGenerate(m_Form, random_seed_text());
    return result != WinPopupResult::Hidden;
}

}  // namespace pgw::app

// slide_screen.cpp — see slide_screen.hpp.
//
// Index of this file:
// [SECTION] Helpers
// [SECTION] Construction, test hooks
// [SECTION] Jobs
// [SECTION] Commands
// [SECTION] Frame
// [SECTION] Board area
// [SECTION] Popups

#include "app/slide/slide_screen.hpp"

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
#include "app/slide/slide_board_view.hpp"
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

std::unique_ptr<Screen> CreateSlideScreen(const KindApi& api)
{
    return std::make_unique<SlideScreen>(api);
}

SlideScreen::SlideScreen(const KindApi& api) : Screen(api)
{
    // Open on a fresh level, as a player would expect, from a random seed.
    StartGenerate(m_Form, random_seed_text());
}

void SlideScreen::AddState(JsonObject& out) const
{
    const bool edit = m_Editing;
    const std::string level = edit ? slide::encode_level(m_Editor.level()) : m_Origin.Code;
    std::string board;
    if (edit)
        board = slide::format_board(m_Editor.level().layout, m_Editor.level().start);
    else if (m_Play.has_level())
        board = slide::format_board(m_Play.level().layout, m_Play.current());
    std::string hint;
    if (!edit && m_Play.has_hint())
        hint = slide::dir_letter(m_Play.hint());
    out.add("screen", edit ? "edit" : "play")
        .add("level", level)
        .add("board", board)
        .add("moves", m_Play.moves_made())
        .add("par", m_Play.par())
        .add("won", !edit && m_Play.won())
        .add("hint", hint)
        .add("seed_field", m_SeedField)
        .add("animating", m_Play.busy())
        .add("edit_undo", edit && m_Editor.can_undo())
        .add("edit_redo", edit && m_Editor.can_redo());
    AddCertificateState(out);
    AddDailyState(out, !edit && m_Play.won(), m_Play.moves_made());
}

void SlideScreen::AddFormFields(FormParams& form)
{
    form.Number("width", &m_Form.width).Number("height", &m_Form.height).Number("min_moves", &m_Form.min_moves);
    form.Number("stationary", &m_Form.stationary_percent).Number("moving", &m_Form.moving_percent);
    form.Flag("hardest", &m_Form.hardest).Flag("climb", &m_Form.climb);
    form.Text("difficulty", [this](const std::string& name) { return difficulty_from_name(name, m_Form.difficulty); },
              difficulty_names());
}

void SlideScreen::PlayCode(const std::string& code)
{
    slide::Level level;
    std::string ignored;  // the midend has checked it with the kind's KindApi
    slide::decode_level(code, level, ignored);
    // The code has no par: validate it as an edited level would be, then play.
    m_Editor.begin(level);
    m_Editing = true;
    m_OpeningCode = code;
    EnterPlay();
    SetNotice(NoticeKind::Info, "Opening the shared level…");
}

void SlideScreen::PlayRecipe(const std::string& params, const std::string& seed)
{
    std::string ignored;  // the midend has checked it with the kind's KindApi
    slide::decode_params(params, m_Form, ignored);
    m_Editing = false;
    StartGenerate(m_Form, seed);
}

Screen::SaveParts SlideScreen::SavedParts() const
{
    SaveParts parts;
    if (m_Editing)
        parts.Edited = slide::encode_level(m_Editor.level());
    parts.Game = m_Play.has_level();
    parts.Moves = slide::encode_moves(m_Play.moves());
    AddSavedField(parts.Extra, "par", std::to_string(m_Play.par()));
    return parts;
}

bool SlideScreen::LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error)
{
    return LoadParGame<slide::Level, slide::PlaySession>(
        saved, slide::decode_level, slide::resume_session,
        [this](const slide::Level& edited) { m_Editor.begin(edited); },
        [this](const slide::PlaySession& session) { m_Play = session; }, apply, error);
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void SlideScreen::StartGenerate(const slide::Params& params, const std::string& seed_text)
{
    char detail[128];
    std::snprintf(detail, sizeof(detail), "%d×%d · at least %d moves%s · seed %s", params.width,
                  params.height, params.min_moves, params.hardest ? " · hardest" : "", seed_text.c_str());
    const std::uint64_t seed = seed_from_text(seed_text);
    StartJob<slide::Generated>(
        JobSpec{JobKind::Generate, detail},
        [params, seed](Progress& progress) { return slide::generate(params, seed, progress); },
        [this, params, seed_text](slide::Generated& result) { OnGenerated(params, seed_text, result); });
}

void SlideScreen::StartSolve(JobKind kind, const slide::Layout& layout, const slide::State& from, bool play_after)
{
    const std::uint64_t position = m_Play.position_version();
    const std::uint64_t editor_version = m_Editor.version();
    JobSpec spec{kind, kind == JobKind::Validate ? "Searching every position from the start"
                                                 : "Searching for the shortest way to the goal"};
    StartJob<slide::SolveResult>(std::move(spec), [layout, from](Progress& progress) {
        progress.set_phase("searching positions");
        return slide::solve(layout, from, &progress);
    }, [this, kind, position, editor_version, play_after](slide::SolveResult& result) {
        if (kind == JobKind::Validate)
            OnValidated(editor_version, play_after, result);
        else
            OnSolved(position, result);
    });
}

void SlideScreen::CancelPlayJob()
{
    if (m_Job.Is(JobKind::Hint) || m_Job.Is(JobKind::Solve))
        CancelJob(false);
    m_Play.stop_replay();
}

void SlideScreen::OnGenerated(const slide::Params& params, const std::string& seed_text, const slide::Generated& result)
{
    if (result.cancelled)
        return;
    if (!result.found)
    {
        SetNotice(NoticeKind::Error, m_Play.has_level()
            ? "No solvable level found within the search budget; the previous level stays."
            : "No solvable level found within the search budget; try other settings.");
        return;
    }
    m_Play.start(result.level, result.optimal_moves);
    m_Origin = LevelOrigin{slide::encode_level(result.level), slide::encode_params(params), seed_text, std::string()};
    if (result.analysis.status == slide::SolveStatus::Solved)  // a band was asked: the generator analysed it
        m_Analysis.Set(m_Origin.Code, result.analysis);
    m_Editing = false;
    m_WinOpen = false;
    char text[200];
    if (!result.target_met)
    {
        std::snprintf(text, sizeof(text),
                      "No level with ≥ %d moves within the search budget; showing the best found: %d moves.",
                      params.min_moves, result.optimal_moves);
        SetNotice(NoticeKind::Warning, text);
        return;
    }
    char states[32];
    FormatCount(states, sizeof(states), result.states_explored);
    std::snprintf(text, sizeof(text), "New level: par %d. Found after %d board%s, %s positions, %.0f ms.",
                  result.optimal_moves, result.boards_tried, result.boards_tried == 1 ? "" : "s", states, result.ms);
    SetNotice(NoticeKind::Success, text);
}

void SlideScreen::OnValidated(std::uint64_t editor_version, bool play_after, const slide::SolveResult& result)
{
    if (editor_version != m_Editor.version() || result.status == slide::SolveStatus::Cancelled)
        return;  // edited since: that answer is for another level
    const bool solved = result.status == slide::SolveStatus::Solved;
    slide::Validation& v = m_Editor.validation;
    v = slide::Validation{};
    v.version = m_Editor.version();
    v.done = solved || result.status == slide::SolveStatus::Unsolvable;  // a search over budget knows nothing
    v.playable = solved && !result.moves.empty();
    v.optimal_moves = static_cast<int>(result.moves.size());
    if (!solved)
        SetNotice(v.done ? NoticeKind::Error : NoticeKind::Warning,
                  v.done ? "unsolvable: no sequence of moves brings the player to the goal"
                         : "too many positions to check (the search stopped at its budget)");
    else if (!v.playable)
        SetNotice(NoticeKind::Warning, "Already solved: the player starts on the goal. Move one of them.");
    else
        SetNotice(NoticeKind::Success, "solvable in " + std::to_string(v.optimal_moves) + " moves");
    if (v.playable && play_after)
        EnterPlay();
}

void SlideScreen::OnSolved(std::uint64_t position, const slide::SolveResult& result)
{
    // Only for the position it was asked for.
    if (position != m_Play.position_version() || result.status == slide::SolveStatus::Cancelled)
        return;
    if (result.status != slide::SolveStatus::Solved)
    {
        SetNotice(NoticeKind::Warning, result.status == slide::SolveStatus::Unsolvable
                                           ? "No way to the goal from here: undo or restart."
                                           : "Too many positions to search from here.");
        return;
    }
    if (result.moves.empty())
        return;  // already won
    char text[160];
    CountSolve();  // no daily result to share for a solve
    m_Play.start_replay(result.moves);
    std::snprintf(text, sizeof(text), "Solving: %d moves from here (%s).", static_cast<int>(result.moves.size()),
                  slide::moves_to_string(result.moves).c_str());
    SetNotice(NoticeKind::Info, text);
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

void SlideScreen::OnMove(Direction dir, double now)
{
    PlayerMove(ToSlideDir(dir), now);
}

void SlideScreen::PlayerMove(slide::Dir dir, double now)
{
    if (!Playing())
        return;
    CancelPlayJob();
    if (!m_Play.move(dir, now))
        return;
    ClearPositionNotice();
    char said[96];
    if (m_Play.won())
        std::snprintf(said, sizeof(said), "Solved in %d moves, par %d.", m_Play.moves_made(), m_Play.par());
    else
        std::snprintf(said, sizeof(said), "%c%s. %d move%s, par %d.", DirWord(dir)[0] - 'a' + 'A', DirWord(dir) + 1,
                      m_Play.moves_made(), m_Play.moves_made() == 1 ? "" : "s", m_Play.par());
    Browser_Announce(said);
}

void SlideScreen::PlayerUndo(double now)
{
    if (m_Editing)
    {
        if (m_Editor.undo() && m_Job.Is(JobKind::Validate))
            CancelJob(false);  // it was checking the level before the undo
        return;
    }
    CancelPlayJob();
    if (!m_Play.undo(now))
        return;
    m_WinOpen = false;
    ClearPositionNotice();
}

void SlideScreen::PlayerRedo(double now)
{
    if (m_Editing)
    {
        if (m_Editor.redo() && m_Job.Is(JobKind::Validate))
            CancelJob(false);
        return;
    }
    CancelPlayJob();
    if (m_Play.redo(now))
        ClearPositionNotice();
}

void SlideScreen::PlayerRestart()
{
    if (!Playing())
        return;
    CancelPlayJob();
    if (!m_Play.restart())
        return;
    m_WinOpen = false;
    ClearPositionNotice();
}

void SlideScreen::RequestSolve()
{
    if (!Playing() || m_Play.won())
        return;
    m_Play.stop_replay();
    StartSolve(JobKind::Solve, m_Play.level().layout, m_Play.current());
}

void SlideScreen::RequestNextLevel()
{
    m_WinOpen = false;
    // Same settings as the level just played (the form may hold half-typed
    // values), a new random seed.
    slide::Params params = m_Form;
    std::string ignored;
    if (m_Origin.HasRecipe())
        slide::decode_params(m_Origin.Params, params, ignored);
    if (!slide::check_params(params).empty())
    {
        SetNotice(NoticeKind::Error, slide::check_params(params));
        return;
    }
    StartGenerate(params, random_seed_text());
}

void SlideScreen::EnterEdit()
{
    if (m_Editing)
        return;
    CancelPlayJob();
    m_WinOpen = false;
    if (m_Play.has_level())
    {
        m_Editor.begin(m_Play.level());
        // The level in play is known: carry its par over as a validation.
        m_Editor.validation = slide::Validation{m_Editor.version(), true, m_Play.par() > 0, m_Play.par()};
    }
    else
    {
        m_Editor.new_blank(m_Form.width >= slide::kMinSide && m_Form.width <= slide::kMaxSide ? m_Form.width : 6,
                          m_Form.height >= slide::kMinSide && m_Form.height <= slide::kMaxSide ? m_Form.height : 6);
    }
    m_Editing = true;
    SetNotice(NoticeKind::Info, "Editing: paint on the board, then Validate or Play.");
}

void SlideScreen::ValidateEdited(bool play_after)
{
    const std::string problem = slide::check_level(m_Editor.level());
    if (!problem.empty())
    {
        SetNotice(NoticeKind::Error, problem);
        return;
    }
    StartSolve(JobKind::Validate, m_Editor.level().layout, m_Editor.level().start, play_after);
    SetNotice(NoticeKind::Info, "Validating…");
}

void SlideScreen::EnterPlay()
{
    if (!m_Editing)
        return;
    if (!m_Editor.validation_current())
    {
        ValidateEdited(true);
        return;
    }
    const slide::Validation& v = m_Editor.validation;
    if (!v.playable)
    {
        SetNotice(NoticeKind::Error, "This level cannot be played: validate it to see why.");
        return;
    }
    const std::string code = slide::encode_level(m_Editor.level());
    if (code != m_Origin.Code)
        m_Origin = LevelOrigin{code, std::string(), std::string(), std::string()};  // an edited level has no recipe
    m_Play.start(m_Editor.level(), v.optimal_moves);
    m_Editing = false;
    char text[96];
    std::snprintf(text, sizeof(text), code == m_OpeningCode ? "Playing the shared level: par %d." : "Playing the edited level: par %d.",
                  v.optimal_moves);
    m_OpeningCode.clear();
    SetNotice(NoticeKind::Info, text);
}

void SlideScreen::Paint(int x, int y, slide::EditTool tool)
{
    if (!m_Editor.paint(x, y, tool))
        return;
    if (m_Job.Is(JobKind::Validate))
        CancelJob(false);  // it was checking the level before this stroke
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

std::string SlideScreen::LevelSummary() const
{
    if (!m_Play.has_level())
        return "Slide: no level yet.";
    const slide::Layout& layout = m_Play.level().layout;
    char text[160];
    std::snprintf(text, sizeof(text), "Slide, %d by %d, par %d. Arrow keys or swipes tilt the board.", layout.width,
                  layout.height, m_Play.par());
    return text;
}

void SlideScreen::Update(double now)
{
    m_Play.set_animate(!ReducedMotion());
    m_Play.update(now);
    UpdateAnalysis();
    if (m_Play.busy())
        RequestFrame();  // a solution replays step by step, on time
}

void SlideScreen::AfterActions(double)
{
    if (!m_Editing && m_Play.consume_win_event())
        m_WinOpen = true;
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void SlideScreen::DrawHud(const ScreenRect& rect)
{
    if (m_Editing)
    {
        const slide::Level& level = m_Editor.level();
        char text[96];
        std::snprintf(text, sizeof(text), "Editing %d×%d  ·  %s", level.layout.width, level.layout.height,
                      slide::edit_tool_name(m_Editor.tool));
        DrawHudTitle(rect, text);
        return;
    }
    if (!m_Play.has_level())
        return;
    const bool over = m_Play.moves_made() > m_Play.par();
    const std::string clock = ClockText();
    const HudStat stats[] = {
        {"MOVES", std::to_string(m_Play.moves_made()), m_Play.won() ? colors::Good : over ? colors::Warn : colors::TextMain},
        {"PAR", std::to_string(m_Play.par()), colors::TextDim},
        {"BAND", BandLabel(), colors::AccentWarm},
        {"TIME", clock, m_Play.won() ? colors::Good : colors::TextMain},
    };
    DrawHudStats(rect, stats, clock.empty() ? 3 : 4);
}

void SlideScreen::DrawBoardArea(const ScreenRect& rect, const std::vector<Action>&, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    const ScreenRect& field = layout.Field;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    DrawHud(layout.Hud);

    const bool edit = m_Editing;
    if (!edit && !m_Play.has_level())
    {
        // First start: the opening level is still being made (or that was cancelled).
        const bool making = m_Job.Is(JobKind::Generate);
        DrawFieldMessage(field, making ? "Generating the first level…" : "No level yet: press Generate, or Edit to draw one.",
                         making, now);
    }
    else
    {
        const slide::Level& level = edit ? m_Editor.level() : m_Play.level();
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
            const slide::EditTool tool = erase ? slide::EditTool::Erase : m_Editor.tool;
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
            const slide::State& state = m_Play.current();
            Direction dir;
            const ImVec2 player = geometry.IndexCenter(static_cast<int>(state.player));
            if (ItemSwipeOrTap(player, std::fmax(24.0f, geometry.Cell * 0.45f), geometry.Cell * 0.5f, &dir) &&
                !m_Job.Is(JobKind::Generate) && !m_WinOpen)
                PlayerMove(ToSlideDir(dir), now);
            if (m_Play.animating())
            {
                look.Paths = &m_Play.animation_paths();
                look.Progress = m_Play.animation_progress(now);
            }
            look.ShowHint = m_Play.has_hint();
            look.Hint = m_Play.hint();
            look.Facing = m_Play.facing();
            look.Won = m_Play.won();
            DrawSlideBoard(draw, geometry, level.layout, state, look);
        }
    }

    DrawBoardFooter(layout.Notice, layout.Status, edit ? "Edited level" : "Level",
                    edit ? slide::encode_level(m_Editor.level()) : m_Origin.Code);
}

//-----------------------------------------------------------------------------
// [SECTION] Popups
//-----------------------------------------------------------------------------

PlayFacts SlideScreen::LevelFacts() const
{
    PlayFacts facts = GameFacts(m_Play);
    if (!facts.Playing)
        return facts;
    facts.Width = m_Play.level().layout.width;
    facts.Height = m_Play.level().layout.height;
    facts.Par = m_Play.par();
    if (m_Analysis.Known(m_Origin.Code) && m_Analysis.Value().status == slide::SolveStatus::Solved)
        facts.Grade = m_Analysis.Value().band;
    return facts;
}

bool SlideScreen::DrawWinPopup()
{
    return ShowParWinPopup(m_Play.moves_made(), m_Play.par(), std::string(), [this] { RequestNextLevel(); });
}

}  // namespace pgw::app

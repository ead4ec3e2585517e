// blocks_screen.cpp — see blocks_screen.hpp.
//
// Index of this file:
// [SECTION] Helpers
// [SECTION] Construction, test hooks, links, autosave
// [SECTION] Jobs
// [SECTION] Commands
// [SECTION] Frame
// [SECTION] Board area
// [SECTION] Popups

#include "app/blocks/blocks_screen.hpp"

#include <cmath>
#include <cstdio>

#include "app/kit/job_popup.hpp"
#include "app/kit/kit_widgets.hpp"
#include "app/midend/form_params.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "blocks/text.hpp"
#include "core/json.hpp"
#include "core/params_text.hpp"
#include "core/rng.hpp"
#include "imgui.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Helpers
//-----------------------------------------------------------------------------

// Rush boards as Fogleman's line, Klotski's as rows (the CLI's "board").
static std::string BoardText(const blocks::Board& board)
{
    return board.rules == blocks::Rules::Rush ? blocks::format_line(board) : blocks::format_rows(board);
}

static const char* RulesTitle(blocks::Rules rules)
{
    return rules == blocks::Rules::Rush ? "Rush Hour" : "Klotski";
}

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks, links, autosave
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateBlocksScreen(const KindApi& api)
{
    return std::make_unique<BlocksScreen>(api);
}

BlocksScreen::BlocksScreen(const KindApi& api) : Screen(api)
{
    m_LevelNoun = "level";
    // Open on a fresh level, as a player would expect, from a random seed.
    StartGenerate(m_Form, random_seed_text());
}

std::string BlocksScreen::EditedCode() const
{
    return blocks::check_board(m_Editor.board()).empty() ? blocks::encode_level(m_Editor.board()) : std::string();
}

void BlocksScreen::AddState(JsonObject& out) const
{
    const bool edit = m_Editing;
    const bool has = m_Play.has_level();
    const blocks::Board* board = edit ? &m_Editor.board() : has ? &m_Play.current() : nullptr;
    const std::string level = edit ? EditedCode() : m_Origin.Code;
    // Each piece where it stands (a gliding one at its end) and its rectangle on screen, CSS px.
    JsonArray pieces;
    if (board != nullptr)
        for (size_t i = 0; i < board->pieces.size(); ++i)
        {
            const blocks::Piece& p = board->pieces[i];
            const ScreenRect r = m_Geometry.Cell > 0.0f ? m_Geometry.PieceRect(p.x, p.y, p.w, p.h) : ScreenRect();
            JsonObject rect;
            rect.add("x", static_cast<double>(r.Min.x))
                .add("y", static_cast<double>(r.Min.y))
                .add("w", static_cast<double>(r.Width()))
                .add("h", static_cast<double>(r.Height()));
            JsonObject piece;
            piece.add("letter", std::string(1, blocks::piece_letter(static_cast<int>(i))))
                .add("x", static_cast<int>(p.x))
                .add("y", static_cast<int>(p.y))
                .add("w", static_cast<int>(p.w))
                .add("h", static_cast<int>(p.h))
                .add("rect", rect);
            pieces.add(piece);
        }
    const bool hint = !edit && m_Play.has_hint();
    out.add("screen", edit ? "edit" : "play")
        .add("editing", edit)
        .add("rules", board != nullptr ? blocks::rules_name(board->rules) : "")
        .add("level", level)
        .add("board", board != nullptr ? BoardText(*board) : std::string())
        .add("width", board != nullptr ? board->width : 0)
        .add("height", board != nullptr ? board->height : 0)
        .add("moves", m_Play.moves_made())
        .add("steps", has ? m_Play.steps_made() : 0)
        .add("par", m_Play.par())
        .add("won", !edit && m_Play.won())
        .add("selected",
             has && m_ShowSelection ? std::string(1, blocks::piece_letter(m_Play.selected())) : std::string())
        .add("pieces", pieces)
        .add("hint", hint ? blocks::move_text(m_Play.current(), m_Play.hint()) : std::string())
        .add("hint_remaining", hint ? m_Play.hint_remaining() : 0)
        .add("animating", m_Play.busy())
        .add("piece_focus", !edit && m_PieceFocus)
        .add("dragging", m_Drag.Piece >= 0 ? std::string(1, blocks::piece_letter(m_Drag.Piece)) : std::string())
        .add("seed_field", m_SeedField);
    const blocks::EditValidation& v = m_Editor.validation;
    const char* tool = blocks::edit_tool_name(m_Editor.tool, m_Editor.board().rules);
    JsonObject editor;
    editor.add("tool", edit && tool != nullptr ? tool : "")
        .add("validated", edit && m_Editor.validation_current())
        .add("validation", edit && m_Editor.validation_current() ? v.message : std::string())
        .add("solvable", edit && m_Editor.validation_current() && v.playable)
        .add("optimal_moves", edit && m_Editor.validation_current() ? v.optimal_moves : 0)
        .add("undo", edit && m_Editor.can_undo())
        .add("redo", edit && m_Editor.can_redo());
    out.add("editor", editor);
    AddCertificateState(out);
    AddDailyState(out, !edit && m_Play.won(), m_Play.moves_made());
}

void BlocksScreen::AddFormFields(FormParams& form)
{
    form.Text(
        "rules",
        [this](const std::string& name) {
            if (name != "rush" && name != "klotski")
                return false;
            m_Form.rules = name == "rush" ? blocks::Rules::Rush : blocks::Rules::Klotski;
            return true;
        },
        "rush or klotski");
    form.Number("width", &m_Form.width).Number("height", &m_Form.height).Number("min_moves", &m_Form.min_moves);
    form.Number("walls", &m_Form.walls);
    form.Text(
        "difficulty", [this](const std::string& name) { return difficulty_from_name(name, m_Form.difficulty); },
        difficulty_names());
}

void BlocksScreen::PlayCode(const std::string& code)
{
    blocks::Board level;
    std::string ignored;  // the midend has checked it with the kind's KindApi
    blocks::decode_level(code, level, ignored);
    // The form follows the level's rules and size, so New makes more of its kind
    // (a Klotski link, then New: Klotski, not the Rush the form last held).
    m_Form.rules = level.rules;
    m_Form.width = level.width;
    m_Form.height = level.height;
    if (level.rules == blocks::Rules::Klotski)
        m_Form.walls = 0;
    // A code has no par: it is solved as an edited board would be, then played.
    m_Editor.begin(level);
    m_Editing = true;
    m_OpeningCode = code;
    EnterPlay();
    SetNotice(NoticeKind::Info, "Opening the shared level…");
}

void BlocksScreen::PlayRecipe(const std::string& params, const std::string& seed)
{
    std::string ignored;  // the midend has checked it with the kind's KindApi
    blocks::decode_params(params, m_Form, ignored);
    m_Editing = false;
    StartGenerate(m_Form, seed);
}

Screen::SaveParts BlocksScreen::SavedParts() const
{
    SaveParts parts;
    // As rows, not a level code: the board being edited may not be a level yet.
    if (m_Editing)
        parts.Edited = blocks::format_rows(m_Editor.board());
    parts.Game = m_Play.has_level();
    if (m_Play.has_level())
        parts.Moves = blocks::encode_moves(m_Play.level(), m_Play.moves());
    AddSavedField(parts.Extra, "par", std::to_string(m_Play.par()));
    return parts;
}

bool BlocksScreen::LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error)
{
    // The board being edited is saved as rows (it may not be a level yet).
    return LoadParGame<blocks::Board, blocks::PlaySession>(
        saved, blocks::parse_board, blocks::resume_session,
        [this](const blocks::Board& edited) { m_Editor.begin(edited); },
        [this](const blocks::PlaySession& session) {
            m_Play = session;
            m_Drag = Drag();
            m_ShowSelection = false;
        },
        apply, error);
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void BlocksScreen::StartGenerate(const blocks::Params& params, const std::string& seed_text)
{
    char detail[160];
    if (params.difficulty != Difficulty::Any)
        std::snprintf(detail, sizeof(detail), "%s %d×%d · %s · seed %s", RulesTitle(params.rules), params.width,
                      params.height, difficulty_name(params.difficulty), seed_text.c_str());
    else
        std::snprintf(detail, sizeof(detail), "%s %d×%d · at least %d moves · seed %s", RulesTitle(params.rules),
                      params.width, params.height, params.min_moves, seed_text.c_str());
    const std::uint64_t seed = seed_from_text(seed_text);
    StartJob<blocks::Generated>(
        JobSpec{JobKind::Generate, detail, nullptr, "of the moves asked"},
        [params, seed](Progress& progress) { return blocks::generate(params, seed, progress); },
        [this, params, seed_text](blocks::Generated& result) { OnGenerated(params, seed_text, result); });
}

void BlocksScreen::OnGenerated(const blocks::Params& params, const std::string& seed_text,
                               const blocks::Generated& result)
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
    m_Origin = LevelOrigin{blocks::encode_level(result.level), blocks::encode_params(params), seed_text, std::string()};
    m_Certificate.Code = m_Origin.Code;
    m_Certificate.Json = blocks::certificate_json(result);
    char positions[32], wins[32];
    FormatCount(positions, sizeof(positions), result.cluster_size);
    FormatCount(wins, sizeof(wins), result.cluster_wins);
    m_Certificate.Rows = {
        {"Par",
         std::to_string(result.optimal_moves) + " moves (" + std::to_string(result.steps) + " steps), proved optimal"},
        {"Proof", std::string("every position reachable from the level was mapped (") + positions + ", of them " +
                      wins + " won) and labelled with its distance to the nearest win"},
        {"Farthest", std::to_string(result.cluster_deepest) + " moves from a win"},
    };
    m_Editing = false;
    m_WinOpen = false;
    m_Drag = Drag();
    m_ShowSelection = false;
    m_PieceFocus = false;
    m_HintText.clear();
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
    FormatCount(states, sizeof(states), result.states);
    std::snprintf(text, sizeof(text), "New level: par %d (%s). Found after %d board%s, %s positions, %.0f ms.",
                  result.optimal_moves, GradeLabel().c_str(), result.boards, result.boards == 1 ? "" : "s", states, result.ms);
    SetNotice(NoticeKind::Success, text);
}

void BlocksScreen::ValidateEdited(bool play_after)
{
    const std::uint64_t version = m_Editor.version();
    const blocks::Board board = m_Editor.board();
    StartJob<blocks::EditValidation>(
        JobSpec{JobKind::Validate, "Searching every position from the start"},
        [board](Progress& progress) {
            progress.set_phase("searching positions");
            blocks::EditValidation v;
            blocks::validate_board(board, v, blocks::kMaxStates, &progress);
            return v;
        },
        [this, version, play_after](blocks::EditValidation& v) { OnValidated(version, play_after, v); });
}

void BlocksScreen::OnValidated(std::uint64_t editor_version, bool play_after, const blocks::EditValidation& result)
{
    if (editor_version != m_Editor.version() || !result.done)
        return;  // edited since (that answer is for another board), or cancelled
    m_Editor.validation = result;
    m_Editor.validation.version = editor_version;
    const bool opening = !m_OpeningCode.empty();
    if (!result.playable)
    {
        SetNotice(NoticeKind::Error, opening ? "That level cannot be played: " + result.message : result.message);
        m_OpeningCode.clear();
        return;
    }
    if (play_after)
        EnterPlay();
    else
        SetNotice(NoticeKind::Success, result.message);
}

void BlocksScreen::CancelPlayJob()
{
    if (m_Job.Is(JobKind::Hint) || m_Job.Is(JobKind::Solve) || m_Job.Is(JobKind::Check))
        CancelJob(false);
    m_Play.stop_replay();
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

bool BlocksScreen::TakesInput() const
{
    return !m_Job.Is(JobKind::Generate) && !m_WinOpen && PopupShown() != PopupKind::Progress;
}

void BlocksScreen::PlayerMove(const blocks::Move& move, double now, bool nudge)
{
    if (!Playing() || !blocks::is_legal(m_Play.current(), move))
        return;
    CancelPlayJob();
    const blocks::Board before = m_Play.current();
    // A dragged piece is already where it goes: no glide from where it was (Update turns gliding back on).
    if (!nudge)
        m_Play.set_animate(false);
    if (!(nudge ? m_Play.nudge(move.dx, move.dy, now) : m_Play.move(move, now)))
        return;
    ClearPositionNotice();
    // "Car C down 2. 5 moves, par 23."
    const int moves = m_Play.moves_made();
    char said[160];
    if (m_Play.won())
        std::snprintf(said, sizeof(said), "%s. Solved in %d moves, par %d.", blocks::move_words(before, move).c_str(),
                      moves, m_Play.par());
    else
        std::snprintf(said, sizeof(said), "%s. %d move%s, par %d.", blocks::move_words(before, move).c_str(), moves,
                      moves == 1 ? "" : "s", m_Play.par());
    Browser_Announce(said);
}

void BlocksScreen::PlayerUndo(double now)
{
    if (m_Editing)
    {
        if (m_Editor.undo() && m_Job.Is(JobKind::Validate))
            CancelJob(false);  // it was checking the board before the undo
        return;
    }
    CancelPlayJob();
    m_Drag = Drag();
    if (!m_Play.undo(now))
        return;
    m_WinOpen = false;
    ClearPositionNotice();
}

void BlocksScreen::PlayerRedo(double now)
{
    if (m_Editing)
    {
        if (m_Editor.redo() && m_Job.Is(JobKind::Validate))
            CancelJob(false);
        return;
    }
    CancelPlayJob();
    m_Drag = Drag();
    if (m_Play.redo(now))
        ClearPositionNotice();
}

void BlocksScreen::PlayerRestart()
{
    if (!Playing())
        return;
    CancelPlayJob();
    m_Drag = Drag();
    if (!m_Play.restart())
        return;
    m_WinOpen = false;
    ClearPositionNotice();
}

void BlocksScreen::RequestNextLevel()
{
    m_WinOpen = false;
    // The settings of the level just played (the form may hold half-typed values), a new random seed.
    blocks::Params params = m_Form;
    std::string ignored;
    if (m_Origin.HasRecipe())
        blocks::decode_params(m_Origin.Params, params, ignored);
    const std::string problem = blocks::check_params(params);
    if (!problem.empty())
    {
        SetNotice(NoticeKind::Error, problem);
        return;
    }
    StartGenerate(params, random_seed_text());
}

void BlocksScreen::EnterEdit()
{
    if (m_Editing)
        return;
    CancelPlayJob();
    m_WinOpen = false;
    m_Drag = Drag();
    if (m_Play.has_level())
    {
        m_Editor.begin(m_Play.level());
        // The level in play is known: its par carries over until the live check says more.
        m_Editor.validation = blocks::EditValidation{m_Editor.version(), true, m_Play.par() > 0, m_Play.par(),
                                                     "Solvable in " + std::to_string(m_Play.par()) + " moves."};
        m_Editor.tool = m_Play.level().rules == blocks::Rules::Rush ? blocks::EditTool::Wide : blocks::EditTool::Small;
    }
    else
    {
        NewBlank();
    }
    m_Editing = true;
    SetNotice(NoticeKind::Info,
              "Editing: choose a piece, then tap where its top-left cell goes; Play tries the board.");
}

void BlocksScreen::NewBlank()
{
    blocks::BlocksEditor scratch;
    scratch.new_blank(m_Form.rules, m_Form.width, m_Form.height);
    const std::string problem = blocks::check_shape(scratch.board());
    if (!problem.empty())
    {
        SetNotice(NoticeKind::Error, "No blank board: " + problem + ".");
        return;
    }
    if (m_Job.Is(JobKind::Validate))
        CancelJob(false);
    m_Editor.new_blank(m_Form.rules, m_Form.width, m_Form.height);
    m_Editor.tool = m_Form.rules == blocks::Rules::Rush ? blocks::EditTool::Wide : blocks::EditTool::Small;
    SetNotice(NoticeKind::Info, "A blank board with A alone: place pieces and walls around it.");
}

void BlocksScreen::EnterPlay()
{
    if (!m_Editing)
        return;
    if (!m_Editor.validation_current())
    {
        ValidateEdited(true);
        return;
    }
    const blocks::EditValidation& v = m_Editor.validation;
    if (!v.playable)
    {
        SetNotice(NoticeKind::Error, "This board cannot be played yet: " + v.message);
        return;
    }
    const std::string code = blocks::encode_level(m_Editor.board());
    if (code != m_Origin.Code)
        m_Origin = LevelOrigin{code, std::string(), std::string(), std::string()};  // an edited level has no recipe
    if (m_Certificate.Code != code)
    {
        m_Certificate.Code = code;
        m_Certificate.Json = "{\"proof\":\"breadth-first\",\"par\":" + std::to_string(v.optimal_moves) + "}";
        m_Certificate.Rows = {
            {"Par", v.message},
            {"Proof", "a breadth-first search from the start, ended at the first win: no shorter way exists"},
        };
    }
    m_Play.start(m_Editor.board(), v.optimal_moves);
    m_Editing = false;
    m_Drag = Drag();
    m_ShowSelection = false;
    m_PieceFocus = false;
    m_HintText.clear();
    char text[96];
    std::snprintf(text, sizeof(text),
                  code == m_OpeningCode ? "Playing the shared level: par %d." : "Playing the edited level: par %d.",
                  v.optimal_moves);
    m_OpeningCode.clear();
    SetNotice(NoticeKind::Info, text);
}

void BlocksScreen::Paint(int x, int y, blocks::EditTool tool)
{
    if (!m_Editor.paint(x, y, tool))
        return;
    if (m_Job.Is(JobKind::Validate))
        CancelJob(false);  // it was checking the board before this stroke
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

std::string BlocksScreen::LevelSummary() const
{
    if (!m_Play.has_level())
        return "Blocks: no level yet.";
    const blocks::Board& b = m_Play.level();
    char text[260];
    if (b.rules == blocks::Rules::Rush)
        std::snprintf(text, sizeof(text),
                      "Blocks, Rush Hour %d by %d, par %d. Free car A through the exit on the right: drag the cars, or "
                      "Tab to one and move it with the arrow keys.",
                      b.width, b.height, m_Play.par());
    else
        std::snprintf(text, sizeof(text),
                      "Blocks, Klotski %d by %d, par %d. Bring block A to the exit at the %s edge: drag the blocks, or "
                      "Tab to one and move it with the arrow keys.",
                      b.width, b.height, m_Play.par(), blocks::edge_name(b.exit));
    return text;
}

void BlocksScreen::Update(double now)
{
    m_Play.set_animate(!ReducedMotion());
    m_Play.update(now);
    UpdateEditCheck();
    if (m_Play.busy())
        RequestFrame();  // a glide and a replay run on time
}

void BlocksScreen::AfterActions(double)
{
    if (!m_Editing && m_Play.consume_win_event())
        m_WinOpen = true;
}

void BlocksScreen::DrawHud(const ScreenRect& rect)
{
    if (m_Editing)
    {
        const blocks::Board& b = m_Editor.board();
        const char* tool = blocks::edit_tool_name(m_Editor.tool, b.rules);
        char text[128];
        std::snprintf(text, sizeof(text), "Editing %s %d×%d  ·  %s", RulesTitle(b.rules), b.width, b.height,
                      tool != nullptr ? tool : "");
        DrawHudTitle(rect, text);
        return;
    }
    if (!m_Play.has_level())
        return;
    const bool over = m_Play.moves_made() > m_Play.par();
    const std::string clock = ClockText();
    const HudStat stats[] = {
        {"MOVES", std::to_string(m_Play.moves_made()),
         m_Play.won() ? colors::Good
         : over       ? colors::Warn
                      : colors::TextMain},
        {"STEPS", std::to_string(m_Play.steps_made()), colors::TextDim},
        {"PAR", std::to_string(m_Play.par()), colors::TextDim},
        {"GRADE", GradeLabel(), colors::AccentWarm},
        {"TIME", clock, m_Play.won() ? colors::Good : colors::TextMain},
    };
    DrawHudStats(rect, stats, clock.empty() ? 4 : 5);
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void BlocksScreen::DrawBoardArea(const ScreenRect& rect, const std::vector<Action>&, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    const ScreenRect& field = layout.Field;
    DrawHud(layout.Hud);

    const bool edit = m_Editing;
    if (!edit && !m_Play.has_level())
    {
        // First start: the opening level is still being made (or that was cancelled).
        const bool making = m_Job.Is(JobKind::Generate);
        DrawFieldMessage(field,
                         making ? "Generating the first level…" : "No level yet: press Generate, or Edit to make one.",
                         making, now);
        m_Geometry = BlocksBoardGeometry();
    }
    else
    {
        const blocks::Board& board = edit ? m_Editor.board() : m_Play.current();
        const BlocksBoardGeometry g = BlocksBoardGeometry::Fit(field, board);
        m_Geometry = g;

        // One invisible button over the whole field: a drag may run off the board.
        ImGui::SetCursorScreenPos(field.Min);
        ImGui::InvisibleButton("##board_input", ImVec2(std::fmax(1.0f, field.Width()), std::fmax(1.0f, field.Height())),
                               ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
        UiItems_MarkLastBackground();
        const ScreenRect cells = g.Cells();
        TestHooks_RecordRect("board", cells.Min, cells.Max);

        BlocksBoardLook look;
        look.Editing = edit;
        if (edit)
        {
            HandleEditInput(g, look);
        }
        else
        {
            HandlePlayInput(g, now);
            if (m_Drag.Piece >= 0 && m_Drag.Travelled)
            {
                look.Moving = m_Drag.Piece;
                look.MovingX = m_Drag.ShowX;
                look.MovingY = m_Drag.ShowY;
            }
            else if (m_Play.animated_piece() >= 0)
            {
                look.Moving = m_Play.animated_piece();
                m_Play.animated_place(now, look.MovingX, look.MovingY);
            }
            look.Selected = m_ShowSelection ? m_Play.selected() : -1;
            look.ShowHint = m_Play.has_hint();
            look.Hint = m_Play.hint();
            look.Won = m_Play.won();
        }
        // m_Play.current() again: a release above may have moved a piece.
        const blocks::Board& shown = edit ? m_Editor.board() : m_Play.current();
        DrawBlocksBoard(ImGui::GetWindowDrawList(), g, shown, look);
        for (size_t i = 0; i < shown.pieces.size(); ++i)
        {
            const blocks::Piece& p = shown.pieces[i];
            const ScreenRect r = g.PieceRect(p.x, p.y, p.w, p.h);
            const char hook[] = {'p', 'i', 'e', 'c', 'e', '_', blocks::piece_letter(static_cast<int>(i)), 0};
            TestHooks_RecordRect(hook, r.Min, r.Max);
        }
    }

    DrawBoardFooter(layout.Notice, layout.Status, edit ? "Edited level" : "Level", edit ? EditedCode() : m_Origin.Code);
}

//-----------------------------------------------------------------------------
// [SECTION] Popups
//-----------------------------------------------------------------------------

PlayFacts BlocksScreen::LevelFacts() const
{
    PlayFacts facts = GameFacts(m_Play);
    if (!facts.Playing)
        return facts;
    const blocks::Board& b = m_Play.level();
    facts.Width = b.width;
    facts.Height = b.height;
    facts.Par = m_Play.par();
    if (m_Play.par() > 0)
        facts.Grade = blocks::grade_of(b.rules, b.width, b.height, m_Play.par());
    return facts;
}

bool BlocksScreen::DrawWinPopup()
{
    return ShowParWinPopup(m_Play.moves_made(), m_Play.par(), "  ·  " + std::to_string(m_Play.steps_made()) + " steps",
                           [this] { RequestNextLevel(); });
}

}  // namespace pgw::app

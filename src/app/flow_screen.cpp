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
#include "app/job_popup.hpp"
#include "app/screen_kit.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "flow/text.hpp"
#include "imgui.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Helpers
//-----------------------------------------------------------------------------

static const float kMaxCell = 96.0f;  // CSS px: small boards stay tile-sized

static const char* JobKindName(int kind)
{
    static const char* names[] = {"idle", "generate", "hint", "solve"};
    return names[kind];
}

static std::string RotationsJson(const flow::Rotations& rotations)
{
    std::string out = "[";
    for (size_t i = 0; i < rotations.size(); ++i)
        out += (i == 0 ? "" : ",") + std::to_string(rotations[i]);
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
    static const char* popups[] = {"none", "progress", "win"};
    const bool has = m_Play.HasLevel();
    std::string out = "{";
    out += "\"screen\":\"play\",\"kind\":\"flow\"";
    out += ",\"level\":" + json_quote(m_LevelCode);
    out += ",\"width\":" + std::to_string(has ? m_Play.Board().width : 0);
    out += ",\"height\":" + std::to_string(has ? m_Play.Board().height : 0);
    out += ",\"moves\":" + std::to_string(m_Play.MovesMade());
    out += std::string(",\"won\":") + (m_Play.Won() ? "true" : "false");
    out += ",\"job\":" + json_quote(JobKindName(static_cast<int>(m_Job)));
    out += ",\"popup\":" + json_quote(popups[static_cast<int>(m_PopupShown)]);
    out += ",\"loose_ends\":" + std::to_string(m_Play.LooseEnds());
    out += ",\"rotations\":" + RotationsJson(has ? m_Play.Current() : flow::Rotations());
    out += ",\"solution\":" + RotationsJson(has ? m_Play.Level().solution : flow::Rotations());
    int locked = 0;
    for (std::uint8_t lock : m_Play.Locks())
        locked += lock;
    out += ",\"locked\":" + std::to_string(locked);
    out += std::string(",\"checking\":") + (m_Play.ProblemsShown() ? "true" : "false");
    out += ",\"notice\":" + json_quote(m_Notice.Text());
    out += ",\"seed\":" + json_quote(m_SeedUsed);
    out += std::string(",\"animating\":") + (m_Play.HasLevel() && m_Play.Animating(ImGui::GetTime()) ? "true" : "false");
    if (!m_Renderer.Error().empty())
        out += ",\"render_error\":" + json_quote(m_Renderer.Error());
    out += "}";
    return out;
}

bool FlowScreen::SetParams(const ParamMap& params, std::string* error)
{
    std::string problems;
    const auto complain = [&](const std::string& key, const char* what) {
        problems += (problems.empty() ? "" : "; ") + key + ": " + what;
    };
    for (const auto& [key, value] : params)
    {
        int* field = key == "width"     ? &m_Form.width
                   : key == "height"    ? &m_Form.height
                   : key == "density"   ? &m_Form.density
                                        : nullptr;
        if (field != nullptr)
        {
            if (value.Kind != ParamValue::Type::Number || !std::isfinite(value.Number) || std::fabs(value.Number) > 1e6)
                complain(key, "expected a number");
            else
                *field = static_cast<int>(std::lround(value.Number));
        }
        else if (key == "unique")
        {
            if (value.Kind != ParamValue::Type::Bool)
                complain(key, "expected true or false");
            else
                m_Form.unique = value.Bool;
        }
        else if (key == "env")
        {
            if (value.Kind != ParamValue::Type::Text || flow::environment_from_name(value.Text) < 0)
                complain(key, "expected an environment's name");
            else
                m_Form.environment = value.Text;
        }
        else if (key == "seed")
        {
            const std::string text = value.Kind == ParamValue::Type::Text ? value.Text
                                   : value.Kind == ParamValue::Type::Number ? std::to_string(std::llround(value.Number))
                                                                            : std::string();
            if (value.Kind == ParamValue::Type::Bool)
                complain(key, "expected text");
            else if (text.size() >= sizeof(m_SeedField))
                complain(key, "longer than 63 characters");
            else
                std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", text.c_str());
        }
        else
        {
            complain(key, "unknown parameter");
        }
    }
    if (error != nullptr)
        *error = problems;
    return problems.empty();
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void FlowScreen::StartGenerate(const flow::Params& params, const std::string& seed_text)
{
    CancelJob(false);
    m_Job = JobKind::Generate;
    m_JobStart = ImGui::GetTime();
    m_JobSeed = seed_text;
    char detail[160];
    std::snprintf(detail, sizeof(detail), "%d\xC3\x97%d \xC2\xB7 %s \xC2\xB7 density %d%%%s \xC2\xB7 seed %s", params.width,
                  params.height, params.environment.c_str(), params.density, params.unique ? " \xC2\xB7 unique" : "",
                  seed_text.c_str());
    m_JobDetail = detail;
    const std::uint64_t seed = seed_from_text(seed_text);
    if (!m_GenerateJob.start([params, seed](Progress& progress) { return flow::generate(params, seed, progress); }))
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
    });
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
    else
        m_SolveJob.cancel();
    if (!say_so)
        return;
    if (kind == JobKind::Generate)
        SetNotice(NoticeKind::Info, m_Play.HasLevel() ? "Generation cancelled; the previous level stays." : "Generation cancelled.");
    else
        SetNotice(NoticeKind::Info, kind == JobKind::Hint ? "Hint cancelled." : "Solve cancelled.");
}

const Progress* FlowScreen::RunningProgress() const
{
    if (m_Job == JobKind::Generate)
        return m_GenerateJob.progress();
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
    m_Play.Start(result.level, now);
    m_LevelCode = flow::encode_level(result.level);
    m_SeedUsed = m_JobSeed;
    m_WinOpen = false;
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
    m_Play.Place(target, now);
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
    return m_Play.HasLevel() && m_Job != JobKind::Generate && !m_WinOpen;
}

void FlowScreen::PlayerTurn(int cell, bool clockwise, double now)
{
    if (m_Play.Locked(cell))
    {
        SetNotice(NoticeKind::Info, "That tile is locked: L or middle-click unlocks it.");
        return;
    }
    if (m_Job == JobKind::Hint || m_Job == JobKind::Solve)
        CancelJob(false);  // its answer would be for the board before this turn
    m_Play.Turn(cell, clockwise, now);
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
        case ActionKind::Back: break;
        }
    }
}

void FlowScreen::HandleTileKeys(double now)
{
    // Space turns the cursor's tile (Shift: counter-clockwise), L locks it.
    // Read as typed characters, so a press and release within one frame counts.
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || !TakesInput() || !m_CursorShown)
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

void FlowScreen::Frame(const ScreenRect& area, const std::vector<Action>& actions)
{
    const double now = ImGui::GetTime();
    PollJobs(now);
    HandleActions(actions, now);
    HandleTileKeys(now);
    // Check's count describes the board it was pressed on: a turn makes it stale.
    if (m_NoticeIsCheck && !m_Play.ProblemsShown())
    {
        m_Notice.Clear();
        m_NoticeIsCheck = false;
    }
    if (m_Play.ConsumeWinEvent())
    {
        m_WinOpen = true;
        SetNotice(NoticeKind::Success, "Every flow connects.");
    }

    ScreenRect panel, board;
    const bool side = SplitPanelAndBoard(area, &panel, &board);
    DrawPanel(panel, side);
    DrawBoardArea(board, now);
    DrawPopups(now);
}

//-----------------------------------------------------------------------------
// [SECTION] Panel
//-----------------------------------------------------------------------------

void FlowScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    BeginPanel("##flow_panel", rect);
    const double now = ImGui::GetTime();
    const bool columns = !side && rect.Width() >= 600.0f;
    if (columns && ImGui::BeginTable("##panel_columns", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX))
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        DrawGenerateSection();
        ImGui::TableNextColumn();
        DrawPlaySection(now);
        ImGui::EndTable();
    }
    else
    {
        DrawPlaySection(now);
        ImGui::Spacing();
        ImGui::Separator();
        DrawGenerateSection();
    }
    EndPanel(rect, side);
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

        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Environment");
        ImGui::TableNextColumn();
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (ImGui::BeginCombo("##env", m_Form.environment.c_str()))
        {
            for (int env = 0; env < flow::kEnvironments; ++env)
            {
                const char* name = flow::environment_name(env);
                char label[64];
                std::snprintf(label, sizeof(label), "%s (%d tiles)", name, static_cast<int>(flow::environment_tiles(env).size()));
                if (ImGui::Selectable(label, m_Form.environment == name))
                    m_Form.environment = name;
            }
            ImGui::EndCombo();
        }
        TestHooks_RecordItem("env");

        IntField("Density %", "density", &m_Form.density, 5);

        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Seed");
        ImGui::TableNextColumn();
        ImGui::SetNextItemWidth(-FLT_MIN);
        ImGui::InputTextWithHint("##seed", "blank = random", m_SeedField, sizeof(m_SeedField));
        TestHooks_RecordItem("seed");

        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        ImGui::Checkbox("Unique solution", &m_Form.unique);
        TestHooks_RecordItem("unique");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Only one arrangement solves the board\n(tiles that look the same turned count once).");
        ImGui::EndTable();
    }

    const std::string problem = flow::check_params(m_Form);
    if (!problem.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
        ImGui::TextWrapped("%s", problem.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::BeginDisabled(!problem.empty() || JobRunning());
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
    ImGui::BeginDisabled(!has || won || JobRunning());
    if (ImGui::Button(m_Job == JobKind::Hint ? "Thinking\xE2\x80\xA6" : "Hint", ImVec2(w, 0)))
        RequestSolve(JobKind::Hint);
    TestHooks_RecordItem("hint");
    ImGui::SameLine();
    if (ImGui::Button(m_Job == JobKind::Solve ? "Solving\xE2\x80\xA6" : "Solve", ImVec2(w, 0)))
        RequestSolve(JobKind::Solve);
    TestHooks_RecordItem("solve");
    ImGui::EndDisabled();

    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    ImGui::TextWrapped("Click turns a tile clockwise, right-click back. Middle-click or L locks it. "
                       "Arrows move a cursor; Space turns (Shift: back).");
    ImGui::PopStyleColor();
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void FlowScreen::DrawHud(const ScreenRect& rect)
{
    if (!m_Play.HasLevel())
        return;
    char size[32];
    std::snprintf(size, sizeof(size), "%d\xC3\x97%d", m_Play.Board().width, m_Play.Board().height);
    const HudStat stats[] = {
        {"MOVES", std::to_string(m_Play.MovesMade()), m_Play.Won() ? colors::Good : colors::TextMain},
        {"BOARD", size, colors::TextDim},
    };
    DrawHudStats(rect, stats, 2);
}

void FlowScreen::DrawStatusBar(const ScreenRect& rect)
{
    if (DrawLevelCodeBar(rect, "Level", m_LevelCode))
        SetNotice(NoticeKind::Success, "Level code copied to the clipboard.");
}

void FlowScreen::DrawBoard(const ScreenRect& field, double now)
{
    const flow::Board& board = m_Play.Board();
    const FlowBoardGeometry geometry = FlowBoardGeometry::Fit(field, board.width, board.height);
    const ScreenRect cells = geometry.Cells();

    // Input: one invisible button over the cells, all three mouse buttons.
    ImGui::SetCursorScreenPos(cells.Min);
    ImGui::InvisibleButton("##flow_board", ImVec2(cells.Width(), cells.Height()),
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
    TestHooks_RecordRect("board", cells.Min, cells.Max);
    int x = 0, y = 0;
    if (TakesInput() && geometry.CellAt(ImGui::GetIO().MousePos, &x, &y))
    {
        const int cell = board.index(x, y);
        if (ImGui::IsItemClicked(ImGuiMouseButton_Left) || ImGui::IsItemClicked(ImGuiMouseButton_Right))
        {
            m_CursorShown = false;
            m_CursorX = x;
            m_CursorY = y;
            PlayerTurn(cell, ImGui::IsItemClicked(ImGuiMouseButton_Left), now);
        }
        else if (ImGui::IsItemClicked(ImGuiMouseButton_Middle))
        {
            PlayerLock(cell);
        }
    }

    // A rim and a shadow around the cells, then the tiles in one draw call.
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float rim = std::fmax(4.0f, geometry.Cell * 0.08f);
    draw->AddRectFilled(ImVec2(cells.Min.x - rim + 3.0f, cells.Min.y - rim + 5.0f),
                        ImVec2(cells.Max.x + rim + 3.0f, cells.Max.y + rim + 5.0f), colors::Shadow, rim * 1.5f);
    draw->AddRectFilled(ImVec2(cells.Min.x - rim, cells.Min.y - rim), ImVec2(cells.Max.x + rim, cells.Max.y + rim),
                        m_Play.Won() ? colors::Good : colors::BoardRim, rim * 1.5f);

    const bool won = m_Play.Won();
    const flow::Rotations& rotations = m_Play.Current();
    const std::vector<std::uint8_t>& problems = m_Play.ProblemSides();
    const std::vector<flow::TileType>& catalogue = flow::catalogue();
    m_Instances.resize(static_cast<size_t>(board.cells()));
    for (int cell = 0; cell < board.cells(); ++cell)
    {
        const size_t i = static_cast<size_t>(cell);
        const flow::TileType& tile = catalogue[board.tiles[i]];
        FlowTileInstance& instance = m_Instances[i];
        instance.X = static_cast<float>(cell % board.width);
        instance.Y = static_cast<float>(cell / board.width);
        instance.Angle = m_Play.ShownQuarterTurns(cell, now) * 1.5707963f;
        for (int side = 0; side < 4; ++side)
        {
            instance.Flows[side] = static_cast<std::uint8_t>(tile.edges[side].flow);
            instance.Heights[side] = static_cast<std::uint8_t>(tile.edges[side].height);
        }
        std::uint8_t bits = 0;
        if (m_Play.Locked(cell))
            bits |= kFlowTileLocked;
        if (m_CursorShown && cell == board.index(m_CursorX, m_CursorY))
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
    ScreenRect clip = field;
    clip.Min = ImVec2(std::fmax(field.Min.x, cells.Min.x), std::fmax(field.Min.y, cells.Min.y));
    clip.Max = ImVec2(std::fmin(field.Max.x, cells.Max.x), std::fmin(field.Max.y, cells.Max.y));
    m_Renderer.Submit(draw, geometry.Origin, geometry.Cell, clip, m_Instances, static_cast<float>(now));
}

void FlowScreen::DrawBoardArea(const ScreenRect& rect, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect);
    const ScreenRect& field = layout.Field;
    DrawHud(layout.Hud);
    if (!m_Play.HasLevel())
    {
        const bool making = m_Job == JobKind::Generate;
        DrawFieldMessage(field, making ? "Generating the first level\xE2\x80\xA6" : "No level yet: press Generate.", making, now);
    }
    else if (field.Width() > 8.0f && field.Height() > 8.0f)
    {
        DrawBoard(field, now);
    }
    if (!m_Renderer.Error().empty() && m_Notice.GetKind() != NoticeKind::Error)
        SetNotice(NoticeKind::Error, "The board could not be drawn: " + m_Renderer.Error());
    m_Notice.Draw(layout.Notice);
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
    JobPopupView view;
    const bool show_progress = JobRunning() && now - m_JobStart >= kPopupDelaySeconds;
    switch (m_Job)
    {
    case JobKind::Generate: view.Heading = "Generating a level"; break;
    case JobKind::Hint: view.Heading = "Finding a hint"; break;
    case JobKind::Solve: view.Heading = "Solving"; break;
    case JobKind::None: break;
    }
    view.Detail = m_JobDetail.c_str();
    view.JobProgress = show_progress ? RunningProgress() : nullptr;
    view.Determinate = m_Job == JobKind::Generate;
    view.ElapsedSeconds = now - m_JobStart;
    const JobPopupResult progress = JobProgressPopup(view);
    if (progress == JobPopupResult::Cancelled)
        CancelJob(true);

    const bool win = progress == JobPopupResult::Hidden && DrawWinPopup();
    m_PopupShown = progress != JobPopupResult::Hidden ? PopupKind::Progress : win ? PopupKind::Win : PopupKind::None;
}

}  // namespace pgw::app

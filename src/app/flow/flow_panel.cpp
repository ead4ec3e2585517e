// flow_panel.cpp — the Flow screen's panel: the Play | Edit switch, the play or
// edit controls and the generate form, and the quick actions of the rail and
// the embed's toolbar (the rest of the screen: flow_screen.cpp).
#include "app/flow/flow_screen.hpp"

#include <cfloat>
#include <cstdio>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "core/rng.hpp"
#include "flow/text.hpp"
#include "imgui.h"

namespace pgw::app {

void FlowScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    const auto controls = [this](bool) {
        if (m_Editing)
            DrawEditSection();
        else
            DrawPlaySection(ImGui::GetTime());
    };
    DrawEditorPanel("##flow_panel", rect, side, m_Job.Is(JobKind::Generate) || m_Job.Is(JobKind::Validate), controls, [this] { DrawGenerateSection(); });
}

std::vector<QuickAction> FlowScreen::QuickActions(double now)
{
    const bool has = m_Play.has_level();
    const bool busy = m_Job.Is(JobKind::Generate);
    const bool play = !m_Editing;
    return {
        {"New", "new", !JobRunning(), [this] { StartGenerate(RecipeParams(), random_seed_text()); }},
        {"Restart", "restart", play && !busy && has && m_Play.moves_made() > 0, [this, now] { m_Play.restart(now); }},
        {"↺ Undo", "undo", play && !busy && m_Play.can_undo(), [this, now] { m_Play.undo(now); }},
        {"Hint", "hint", play && has && !m_Play.won() && !JobRunning() && !m_Play.replaying(),
         [this] { RequestHint(); }},
    };
}

void FlowScreen::DrawGenerateSection()
{
    SectionHeading("New level");
    if (BeginFormTable("##generate_form"))
    {
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
        DifficultyRow("difficulty", &m_Form.difficulty,
                      "Graded by the hardest deduction a person needs:\nEasy, one way left; Medium, neighbours; Hard, a 2×2 "
                      "group;\nExpert, an \"if it turned so…\" argument. Any: unrated.");

        DrawSeedRow();

        // A difficulty implies a unique solution (the grade is proved by settling every tile).
        ImGui::BeginDisabled(m_Form.difficulty != Difficulty::Any);
        bool unique = m_Form.unique || m_Form.difficulty != Difficulty::Any;
        CheckboxRow("Unique solution", "unique", &unique,
                    "Only one arrangement solves the board\n(tiles that look the same turned count once).");
        if (m_Form.difficulty == Difficulty::Any)
            m_Form.unique = unique;
        ImGui::EndDisabled();
        CheckboxRow("Blank puzzle", "blank", &m_Form.blank, "Every tile empty, opened in the editor to paint your own.");
        CheckboxRow("Edit before play", "edit_before_play", &m_EditBeforePlay, "Open the new level in the editor first.");
        ImGui::EndTable();
    }

    if (GenerateRow(FormProblem(flow::check_params(m_Form)), JobRunning()))
        StartGenerate(m_Form, FormSeed());
    DrawSeedUsedRow();
}

void FlowScreen::DrawPlaySection(double now)
{
    SectionHeading("Controls");
    const bool has = m_Play.has_level();
    const bool won = m_Play.won();
    const bool busy = m_Job.Is(JobKind::Generate);

    float w = RowButtonWidth(3);
    if (KitButton("↺ Undo", "undo", !busy && m_Play.can_undo(), ImVec2(w, 0)))  // ↺
        m_Play.undo(now);
    ImGui::SameLine();
    if (KitButton("Redo ↻", "redo", !busy && m_Play.can_redo(), ImVec2(w, 0)))  // ↻
        m_Play.redo(now);
    ImGui::SameLine();
    if (KitButton("Restart", "restart", !busy && has && m_Play.moves_made() > 0, ImVec2(w, 0)))
        m_Play.restart(now);

    if (KitButton(m_Job.Is(JobKind::Check) ? "Checking…" : "Check", "check", !busy && has && !JobRunning(), ImVec2(w, 0)))
        PlayerCheck();
    ImGui::SameLine();
    const bool ask = has && !won && !JobRunning() && !m_Play.replaying();
    if (KitButton(m_Job.Is(JobKind::Hint) ? "Thinking…" : "Hint", "hint", ask, ImVec2(w, 0)))
        RequestHint();
    ImGui::SameLine();
    if (KitButton(m_Job.Is(JobKind::Solve) ? "Solving…" : "Solve", "solve", ask, ImVec2(w, 0)))
        RequestSolve();

    if (HintShown())
        HintCard("Hint" + (m_HintMarks.Technique.empty() ? std::string() : " · " + m_HintMarks.Technique), m_HintMarks.Text);
    ImGui::Spacing();
    HelpText("Tap a tile to turn it clockwise; a long press turns it back. Pinch to zoom a big board, and drag "
             "with two fingers to move it.",
             "Click turns a tile clockwise, right-click back. Middle-click or L locks it. "
             "Arrows move a cursor; Space turns (Shift: back). The wheel zooms a big board.");
    DrawCertificateSection();
}

void FlowScreen::DrawEditSection()
{
    SectionHeading("Paint");
    m_Palette.Draw(m_Editor);
    const flow::TileType& brush = flow::catalogue()[static_cast<size_t>(m_Editor.brush_tile())];
    char line[128];
    std::snprintf(line, sizeof(line), "Brush: %s, turned %d°", brush.name.c_str(), m_Editor.brush_rotation() * 90);
    ImGui::TextUnformatted(line);

    float w = RowButtonWidth(2);
    const bool touch = TouchMetrics();
    if (KitButton(touch ? "↺ Turn brush" : "↺ Turn brush (Q)", "brush_ccw", true, ImVec2(w, 0)))
        m_Editor.turn_brush(false);
    ImGui::SameLine();
    if (KitButton(touch ? "Turn brush ↻" : "Turn brush (E) ↻", "brush_cw", true, ImVec2(w, 0)))
        m_Editor.turn_brush(true);
    HelpText("Tap or drag paints the brush; a long press turns the tile under your finger.",
             "Click or drag paints the brush. Right-click turns a tile, middle-click picks it up, Shift+click erases.");

    if (KitButton("↺ Undo", "undo", m_Editor.can_undo(), ImVec2(w, 0)))
        EditStroke(m_Editor.undo());
    ImGui::SameLine();
    if (KitButton("Redo ↻", "redo", m_Editor.can_redo(), ImVec2(w, 0)))
        EditStroke(m_Editor.redo());

    const bool size_ok = m_Form.width >= flow::kMinSide && m_Form.width <= flow::kMaxSide &&
                         m_Form.height >= flow::kMinSide && m_Form.height <= flow::kMaxSide;
    const int env = flow::environment_from_name(m_Form.environment);
    char label[96];
    std::snprintf(label, sizeof(label), "New blank %d×%d %s board", m_Form.width, m_Form.height, m_Form.environment.c_str());
    if (KitButton(label, "new_blank", size_ok && env >= 0 && !JobRunning(), ImVec2(-FLT_MIN, 0)))
    {
        CancelJob(false);
        m_Editor.new_blank(m_Form.width, m_Form.height, env);
        SetNotice(NoticeKind::Info, "A blank board: pick a tile from the palette and paint.");
    }
    if (KitButton(m_Job.Is(JobKind::Validate) ? "Validating…" : "Validate", "validate", !JobRunning(), ImVec2(w, 0)))
        RequestValidate(false);
    ImGui::SameLine();
    if (KitButton("Play ▸", "play_edited", !JobRunning(), ImVec2(w, 0), true))  // ▸
        EnterPlay();

    const flow::Validation& v = m_Editor.validation;
    if (!m_Editor.validation_current())
        DimText("Not validated since the last change. Play validates first.");
    else if (v.solutions == 0)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
        ImGui::TextWrapped("No solution: some tiles can never meet.");
        ImGui::PopStyleColor();
    }
    else
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(v.solutions == 1 ? colors::Good : colors::Warn).Value);
        if (v.solutions == 1)
            ImGui::TextWrapped("✓ Solvable; the solution is unique.");  // ✓
        else
            ImGui::TextWrapped("✓ Solvable; %s%d solutions (players may find another).",
                               v.solutions >= flow::Editor::kSolutionLimit ? "at least " : "", v.solutions);
        ImGui::PopStyleColor();
    }
}

}  // namespace pgw::app

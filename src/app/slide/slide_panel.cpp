// slide_panel.cpp — the Slide screen's panel: the Play | Edit switch, the play or
// edit controls and the generate form, and the quick actions of the rail and
// the embed's toolbar (the rest of the screen: slide_screen.cpp).
#include "app/slide/slide_screen.hpp"

#include <cfloat>
#include <cstdio>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/theme.hpp"
#include "app/slide/slide_board_view.hpp"
#include "imgui.h"
#include "slide/text.hpp"

namespace pgw::app {

void SlideScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    const auto controls = [this, side](bool columns) {
        if (m_Editing)
            DrawEditSection();
        else
            DrawPlaySection(ImGui::GetTime(), columns || !side);
    };
    DrawEditorPanel("##slide_panel", rect, side, m_Job.Is(JobKind::Generate), controls, [this] { DrawGenerateSection(); });
}

std::vector<QuickAction> SlideScreen::QuickActions(double now)
{
    const bool busy = m_Job.Is(JobKind::Generate);
    const bool play = !m_Editing;
    return {
        {"New", "new", !JobRunning(), [this] { RequestNextLevel(); }},
        {"Restart", "restart", play && !busy && m_Play.has_level() && m_Play.moves_made() > 0, [this] { PlayerRestart(); }},
        {"↺ Undo", "undo", play && !busy && m_Play.can_undo(), [this, now] { PlayerUndo(now); }},
        {"Hint", "hint", play && m_Play.has_level() && !m_Play.won() && !JobRunning(), [this] { RequestHint(); }},
    };
}

void SlideScreen::DrawGenerateSection()
{
    SectionHeading("New level");
    if (BeginFormTable("##generate_form"))
    {
        IntField("Width", "width", &m_Form.width);
        IntField("Height", "height", &m_Form.height);
        IntField("Min. moves", "min_moves", &m_Form.min_moves);
        IntField("Stationary %", "stationary", &m_Form.stationary_percent);
        IntField("Moving %", "moving", &m_Form.moving_percent);
        DifficultyRow("difficulty", &m_Form.difficulty,
                      "A band of par, traps (positions that lose the goal)\nand how few moves are optimal. "
                      "Any: par only.\nA band climbs towards deep levels.");

        DrawSeedRow();

        CheckboxRow("Hardest", "hardest", &m_Form.hardest,
                    "Start from the position farthest from the goal,\nnot a random one at least Min. moves away.");
        ImGui::EndTable();
    }

    if (GenerateRow(FormProblem(slide::check_params(m_Form)), JobRunning()))
    {
        // A new recipe climbs (a band) with the newest climber, as levelgen does; links keep theirs.
        m_Form.climber = slide::kClimber;
        StartGenerate(m_Form, FormSeed());
    }
    DrawSeedUsedRow();
}

void SlideScreen::DrawPlaySection(double now, bool compact)
{
    SectionHeading("Controls");
    const bool has = m_Play.has_level();
    const bool won = m_Play.won();
    const bool solving = m_Job.Is(JobKind::Solve) || m_Play.replaying();

    // Undo / Redo / Restart.
    float w = RowButtonWidth(3);
    if (KitButton("↺ Undo", "undo", m_Play.can_undo(), ImVec2(w, 0)))  // ↺
        PlayerUndo(now);
    ImGui::SameLine();
    if (KitButton("Redo ↻", "redo", m_Play.can_redo(), ImVec2(w, 0)))  // ↻
        PlayerRedo(now);
    ImGui::SameLine();
    if (KitButton("Restart", "restart", has && m_Play.moves_made() > 0, ImVec2(w, 0)))
        PlayerRestart();

    // Hint / Solve.
    w = RowButtonWidth(2);
    const bool ask = has && !won && !JobRunning() && !solving;
    if (KitButton(m_Job.Is(JobKind::Hint) ? "Thinking…" : "Hint", "hint", ask, ImVec2(w, 0)))
        RequestHint();
    ImGui::SameLine();
    if (KitButton(solving ? "Solving…" : "Solve", "solve", ask, ImVec2(w, 0)))
        RequestSolve();

    slide::Dir pressed;
    if (DrawSlideArrowPad(compact, has && !won && !m_Job.Is(JobKind::Generate), m_Play.has_hint(), m_Play.hint(), &pressed))
        PlayerMove(pressed, now);

    if (m_Play.has_hint() && !m_HintText.empty())
        HintCard("Hint", m_HintText);
    if (won)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Good).Value);
        ImGui::TextWrapped("Solved in %d moves (par %d). Undo, restart, or:", m_Play.moves_made(), m_Play.par());
        ImGui::PopStyleColor();
        // In a collection: its next level (the win popup's Next); else a new one like this.
        const std::string next = CollectionNextLabel();
        if (PrimaryButton(next.empty() ? "Next level" : next.c_str(), ImVec2(-FLT_MIN, 0)) && !GoToCollectionNext())
            RequestNextLevel();
    }
    else
    {
        HelpText("Swipe the board, or tap beside the player, to tilt it that way.",
                 "Arrows or WASD, swipe or click the board. Z undo, Y redo, R restart, H hint.");
    }
    DrawCertificateSection();
}

void SlideScreen::DrawEditSection()
{
    SectionHeading("Paint");
    DrawSlideToolPalette(&m_Editor.tool);
    HelpText("Tap or drag on the board to paint with the tool; Erase clears squares.",
             "Click or drag on the board to paint; right-drag erases.");

    const bool size_ok = m_Form.width >= slide::kMinSide && m_Form.width <= slide::kMaxSide &&
                         m_Form.height >= slide::kMinSide && m_Form.height <= slide::kMaxSide;
    char label[64];
    std::snprintf(label, sizeof(label), "New blank %d×%d board", m_Form.width, m_Form.height);
    // Undo / Redo of the editor's strokes (Z, Y), through core's History.
    const float half = RowButtonWidth(2);
    if (KitButton("↺ Undo##edit", "edit_undo", m_Editor.can_undo(), ImVec2(half, 0)))
        PlayerUndo(ImGui::GetTime());
    ImGui::SameLine();
    if (KitButton("Redo ↻##edit", "edit_redo", m_Editor.can_redo(), ImVec2(half, 0)))
        PlayerRedo(ImGui::GetTime());
    if (KitButton(label, "blank", size_ok && !JobRunning(), ImVec2(-FLT_MIN, 0)))
    {
        m_Editor.new_blank(m_Form.width, m_Form.height);
        SetNotice(NoticeKind::Info, "A blank board: place blocks, move the player or the goal.");
    }
    if (KitButton(m_Job.Is(JobKind::Validate) ? "Validating…" : "Validate", "validate", !JobRunning(),
                  ImVec2(-FLT_MIN, 0), true))
        ValidateEdited(false);

    const slide::Validation& v = m_Editor.validation;
    if (m_Editor.validation_current() && v.playable)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Good).Value);
        ImGui::TextWrapped("✓ Solvable in %d moves. Press Play to try it.", v.optimal_moves);  // ✓
        ImGui::PopStyleColor();
    }
    else if (!m_Editor.validation_current())
    {
        DimText("Not validated since the last change. Play validates first.");
    }
}

}  // namespace pgw::app

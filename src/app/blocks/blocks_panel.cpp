// blocks_panel.cpp — the Blocks screen's panel: the Play | Edit switch, the
// play or edit controls and the generate form, and the quick actions of the
// rail and the embed's toolbar (the rest of the screen: blocks_screen.cpp).
#include "app/blocks/blocks_screen.hpp"

#include <cfloat>
#include <cstdio>

#include "app/blocks/blocks_board_view.hpp"
#include "app/kit/kit_widgets.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "imgui.h"

namespace pgw::app {

void BlocksScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    const auto controls = [this](bool) {
        if (m_Editing)
            DrawEditSection();
        else
            DrawPlaySection(ImGui::GetTime());
    };
    DrawEditorPanel("##blocks_panel", rect, side, m_Job.Is(JobKind::Generate) || m_Job.Is(JobKind::Validate), controls,
                    [this] { DrawGenerateSection(); });
}

std::vector<QuickAction> BlocksScreen::QuickActions(double now)
{
    const bool busy = m_Job.Is(JobKind::Generate);
    const bool play = !m_Editing;
    return {
        {"New", "new", !JobRunning(), [this] { RequestNextLevel(); }},
        {"Restart", "restart", play && !busy && m_Play.has_level() && m_Play.moves_made() > 0,
         [this] { PlayerRestart(); }},
        {"↺ Undo", "undo", play && !busy && m_Play.can_undo(), [this, now] { PlayerUndo(now); }},
        {"Hint", "hint", play && m_Play.has_level() && !m_Play.won() && !JobRunning(), [this] { RequestHint(); }},
    };
}

void BlocksScreen::DrawGenerateSection()
{
    SectionHeading("New level");
    if (BeginFormTable("##generate_form"))
    {
        // The rules first: each has its classic size and depth, set when it is chosen.
        static const char* const kRules[] = {"Rush Hour", "Klotski"};
        FormLabel("Rules");
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (BeginFormCombo("##rules", kRules[static_cast<int>(m_Form.rules)], "Rules"))
        {
            for (int i = 0; i < 2; ++i)
            {
                const blocks::Rules rules = static_cast<blocks::Rules>(i);
                if (ImGui::Selectable(kRules[i], m_Form.rules == rules) && m_Form.rules != rules)
                {
                    m_Form.rules = rules;
                    const bool rush = rules == blocks::Rules::Rush;
                    m_Form.width = rush ? 6 : 4;
                    m_Form.height = rush ? 6 : 5;
                    m_Form.min_moves = rush ? 20 : 40;
                    m_Form.walls = 0;
                }
                TestHooks_RecordItem(i == 0 ? "rules_rush" : "rules_klotski");
            }
            EndFormCombo();
        }
        TestHooks_RecordItem("rules");
        IntField("Width", "width", &m_Form.width);
        IntField("Height", "height", &m_Form.height);
        IntField("Min. moves", "min_moves", &m_Form.min_moves);
        ImGui::BeginDisabled(m_Form.rules != blocks::Rules::Rush);
        IntField("Walls", "walls", &m_Form.walls);
        ImGui::EndDisabled();
        DifficultyRow("difficulty", &m_Form.difficulty,
                      "A band of optimal moves for the rules and the size\n(6×6 Rush Hour: Easy 5–12 … Expert 35 and "
                      "more).\nAny: at least Min. moves.");
        DrawSeedRow();
        ImGui::EndTable();
    }
    if (GenerateRow(FormProblem(blocks::check_params(m_Form)), JobRunning()))
        StartGenerate(m_Form, FormSeed());
    DrawSeedUsedRow();
}

void BlocksScreen::DrawPlaySection(double now)
{
    SectionHeading("Controls");
    const bool has = m_Play.has_level();
    const bool won = m_Play.won();
    const bool busy = m_Job.Is(JobKind::Generate);

    float w = RowButtonWidth(3);
    if (KitButton("↺ Undo", "undo", !busy && m_Play.can_undo(), ImVec2(w, 0)))  // ↺
        PlayerUndo(now);
    ImGui::SameLine();
    if (KitButton("Redo ↻", "redo", !busy && m_Play.can_redo(), ImVec2(w, 0)))  // ↻
        PlayerRedo(now);
    ImGui::SameLine();
    if (KitButton("Restart", "restart", !busy && has && m_Play.moves_made() > 0, ImVec2(w, 0)))
        PlayerRestart();

    const bool ask = has && !won && !JobRunning() && !m_Play.replaying();
    if (KitButton(m_Job.Is(JobKind::Hint) ? "Thinking…" : "Hint", "hint", ask, ImVec2(w, 0)))
        RequestHint();
    ImGui::SameLine();
    if (KitButton(m_Job.Is(JobKind::Solve) || m_Play.replaying() ? "Solving…" : "Solve", "solve", ask, ImVec2(w, 0)))
        RequestSolve();
    ImGui::SameLine();
    if (KitButton(m_Job.Is(JobKind::Check) ? "Checking…" : "Check", "check", ask, ImVec2(w, 0)))
        RequestCheck();

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
    else if (has && m_Play.level().rules == blocks::Rules::Rush)
    {
        HelpText(
            "Drag a car along its lane to free the red car A through the exit on the right; tap a car to select it.",
            "Drag a car along its lane to free A on the right. Tab picks a car, the arrows move it; Z undo, "
            "Y redo, R restart, H hint.");
    }
    else
    {
        HelpText(
            "Drag a block (it turns corners) to bring A to the exit; tap a block to select it.",
            "Drag a block (it turns corners) to bring A to the exit. Tab picks a block, the arrows move it; Z undo, "
            "Y redo, R restart, H hint.");
    }
    DrawCertificateSection();
}

void BlocksScreen::DrawEditSection()
{
    const blocks::Rules rules = m_Editor.board().rules;
    SectionHeading("Pieces");
    DrawBlocksToolPalette(rules, &m_Editor.tool);
    HelpText("Tap a cell to put the piece's top-left there (A moves there); Erase clears.",
             "Click a cell to put the piece's top-left there (A moves there); right-click erases.");

    const float half = RowButtonWidth(2);
    if (KitButton("↺ Undo##edit", "edit_undo", m_Editor.can_undo(), ImVec2(half, 0)))
        PlayerUndo(ImGui::GetTime());
    ImGui::SameLine();
    if (KitButton("Redo ↻##edit", "edit_redo", m_Editor.can_redo(), ImVec2(half, 0)))
        PlayerRedo(ImGui::GetTime());
    char label[80];
    std::snprintf(label, sizeof(label), "New blank %s %d×%d",
                  m_Form.rules == blocks::Rules::Rush ? "Rush Hour" : "Klotski", m_Form.width, m_Form.height);
    if (KitButton(label, "blank", !JobRunning(), ImVec2(-FLT_MIN, 0)))
        NewBlank();
    if (KitButton(m_Job.Is(JobKind::Validate) ? "Validating…" : "Validate", "validate", !JobRunning(),
                  ImVec2(-FLT_MIN, 0), true))
        ValidateEdited(false);

    const blocks::EditValidation& v = m_Editor.validation;
    if (!m_Editor.validation_current())
    {
        DimText("Checking the board…");
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(v.playable ? colors::Good : colors::Bad).Value);
    if (v.playable)
        ImGui::TextWrapped("✓ %s Press Play to try it.", v.message.c_str());  // ✓
    else
        ImGui::TextWrapped("%s", v.message.c_str());
    ImGui::PopStyleColor();
}

}  // namespace pgw::app

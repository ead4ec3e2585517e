// flow_hint.cpp — the Flow screen's explaining parts: the hint (the ladder's
// next deduction: its technique named, the tile it decides ringed, its
// evidence outlined), Check (loose ends at once, then the tiles the solution
// rules out), and the certificate (what was proved about the level: unique
// or not, its grade, the deductions per technique), graded in the background
// for levels that did not come with one. The rest of the screen:
// flow_screen.cpp, flow_panel.cpp.
#include <cstdio>

#include "app/flow/flow_screen.hpp"
#include "app/kit/kit_widgets.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "core/json.hpp"
#include "imgui.h"

namespace pgw::app {

static std::string CellWords(const flow::Board& board, int cell)
{
    return "column " + std::to_string(cell % board.width + 1) + ", row " + std::to_string(cell / board.width + 1);
}

static std::string Capitalised(const char* name)
{
    std::string text = name;
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

//-----------------------------------------------------------------------------
// [SECTION] Hint
//-----------------------------------------------------------------------------

void FlowScreen::RequestHint()
{
    if (!m_Play.has_level() || m_Play.won() || JobRunning() || m_Play.replaying())
        return;
    const std::uint64_t position = m_Play.position_version();
    const flow::Board board = m_Play.board();
    const flow::Position at{m_Play.current(), m_Play.locks()};
    StartJob<flow::Hint>(JobSpec{JobKind::Hint, "Following the deductions a person can make"},
        [board, at](Progress& progress) {
            progress.set_phase("deducing");
            return flow::hint(board, at, &progress);
        },
        [this, position](flow::Hint& hint) { OnHinted(position, hint, ImGui::GetTime()); });
}

void FlowScreen::OnHinted(std::uint64_t position, const flow::Hint& hint, double now)
{
    if (hint.cancelled || position != m_Play.position_version())
        return;  // the player turned a tile since: that hint is for another board
    const flow::Board& board = m_Play.board();
    const flow::Deduction& d = hint.deduction;
    m_HintMarks = HintMarks();
    switch (hint.kind)
    {
    case flow::Hint::Kind::Solved:
        SetNotice(NoticeKind::Success, "Every tile is already turned as in the solution.");
        return;
    case flow::Hint::Kind::Unlock:
        m_HintMarks.Cell = d.cell;
        m_HintMarks.Text = "The locked tile at " + CellWords(board, d.cell) +
                           " is turned in a way no solution has: unlock it (L or middle-click) and turn it.";
        break;
    case flow::Hint::Kind::Deduction:
    case flow::Hint::Kind::Reveal:
    {
        flow::Rotations target = m_Play.current();
        target[static_cast<size_t>(d.cell)] = static_cast<std::uint8_t>(d.rotation);
        m_Play.place(target, now);
        m_HintMarks.Cell = d.cell;
        if (hint.kind == flow::Hint::Kind::Deduction)
        {
            m_HintMarks.Evidence = d.evidence;
            m_HintMarks.Technique = flow::technique_title(d.technique);
            m_HintMarks.Text = d.text;
        }
        else
        {
            m_HintMarks.Text = "No deduction on the ladder goes further from here, so this is the solution's way for the "
                               "tile at " + CellWords(board, d.cell) + ".";
        }
        break;
    }
    }
    CountHint();
    m_HintMarks.Level = m_Origin.Code;
    m_HintMarks.Position = m_Play.position_version();
    // "Hint · Chain: …", but not "Hint · One way left: This tile has only one way left…".
    const auto lower = [](std::string t) {
        for (char& c : t)
            c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        return t;
    };
    const bool named = !m_HintMarks.Technique.empty() &&
                       lower(m_HintMarks.Text).find(lower(m_HintMarks.Technique)) == std::string::npos;
    const std::string head = named ? "Hint · " + m_HintMarks.Technique : std::string("Hint");
    SetPositionNotice(hint.kind == flow::Hint::Kind::Unlock ? NoticeKind::Warning : NoticeKind::Info,
                      head + ": " + m_HintMarks.Text);
}

bool FlowScreen::HintShown() const
{
    return m_HintMarks.Cell >= 0 && m_HintMarks.Level == m_Origin.Code && m_HintMarks.Position == m_Play.position_version();
}

//-----------------------------------------------------------------------------
// [SECTION] Check
//-----------------------------------------------------------------------------

void FlowScreen::PlayerCheck()
{
    if (!m_Play.has_level())
        return;
    m_Play.show_problems();
    const int count = m_Play.loose_ends();
    if (count == 0)
    {
        SetPositionNotice(NoticeKind::Success, "Every flow connects.");
        return;
    }
    const std::string ends = std::to_string(count) + (count == 1 ? " loose end or mismatch, marked in red."
                                                                 : " loose ends and mismatches, marked in red.");
    SetPositionNotice(NoticeKind::Warning, ends);
    if (JobRunning())
        return;
    // Then the tiles the solution rules out, marked with a cross.
    const std::uint64_t position = m_Play.position_version();
    const flow::Board board = m_Play.board();
    const flow::Rotations rotations = m_Play.current();
    StartJob<flow::Check>(JobSpec{JobKind::Check, "Comparing each tile with what the solution allows"},
        [board, rotations](Progress& progress) {
            progress.set_phase("checking tiles");
            return flow::check(board, rotations, &progress);
        },
        [this, position, ends](flow::Check& check) {
            if (check.cancelled || position != m_Play.position_version())
                return;
            m_Wrong = check.wrong;
            m_WrongLevel = m_Origin.Code;
            m_WrongPosition = position;
            const int wrong = static_cast<int>(check.wrong.size());
            std::string text = ends + " ";
            if (wrong == 0)
                text += "No tile is turned in a way the solution rules out.";
            else
                text += std::to_string(wrong) + (wrong == 1 ? " tile is" : " tiles are") +
                        " turned in a way the solution rules out, marked with a cross.";
            SetPositionNotice(NoticeKind::Warning, text);
        });
}

const std::vector<int>* FlowScreen::WrongShown() const
{
    const bool current = m_WrongLevel == m_Origin.Code && m_WrongPosition == m_Play.position_version();
    return current && m_Play.problems_shown() ? &m_Wrong : nullptr;
}

//-----------------------------------------------------------------------------
// [SECTION] Certificate
//-----------------------------------------------------------------------------

void FlowScreen::UpdateGrading()
{
    const std::string code = !m_Editing && m_Play.has_level() ? m_Origin.Code : std::string();
    m_Cert.Update(code, JobRunning(), [this] {
        const flow::Board board = m_Play.board();
        return [board](Progress& progress) { return flow::certify(board, &progress); };
    }, JobPace());
}

std::string FlowScreen::GradeLabel() const
{
    if (!m_Cert.Known(m_Origin.Code))
        return "…";
    if (m_Cert.Value().graded)
        return Capitalised(difficulty_name(m_Cert.Value().difficulty));
    return m_Cert.Value().unique ? "Beyond" : "Open";
}

void FlowScreen::AddCertificateState(JsonObject& out) const
{
    out.add("certificate", m_Cert.State(m_Origin.Code, flow::certificate_json)).add("grade", GradeLabel());
    JsonObject hint;
    hint.add("shown", HintShown()).add("cell", HintShown() ? m_HintMarks.Cell : -1);
    JsonArray evidence;
    if (HintShown())
        for (int cell : m_HintMarks.Evidence)
            evidence.add_raw(std::to_string(cell));
    hint.add("evidence", evidence).add("technique", m_HintMarks.Technique).add("text", m_HintMarks.Text);
    out.add("hint_shown", hint);
    JsonArray wrong;
    if (const std::vector<int>* cells = WrongShown())
        for (int cell : *cells)
            wrong.add_raw(std::to_string(cell));
    out.add("wrong", wrong).add("hints_taken", HintsTaken());
}

void FlowScreen::DrawCertificateSection()
{
    if (!m_Play.has_level() || m_Editing)
        return;
    if (!CollapsingSection("Certificate", "certificate"))
        return;
    if (!m_Cert.Known(m_Origin.Code))
    {
        DimText("Grading the level…");
        return;
    }
    const flow::Certificate& c = m_Cert.Value();
    std::vector<CertificateRow> rows;
    rows.push_back({"Solution", c.unique ? (c.graded ? "unique, proved by the deductions" : "unique (counted)")
                                         : "more than one"});
    rows.push_back({"Grade", c.graded ? Capitalised(difficulty_name(c.difficulty)) + " · hardest: " +
                                            flow::technique_title(c.hardest)
                                      : std::string(c.unique ? "beyond the ladder (needs a guess)" : "unrated")});
    for (int t = 0; t < flow::kTechniques; ++t)
        rows.push_back({flow::technique_title(static_cast<flow::Technique>(t)), std::to_string(c.uses[static_cast<size_t>(t)])});
    CertificateRows(rows);
}

}  // namespace pgw::app

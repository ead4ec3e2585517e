// blocks_hint.cpp — the Blocks screen's searches from the position in play:
// Hint (the next optimal move and how many remain), Solve (an optimal
// solution replayed), Check (how far the exit is from here); the grade and
// the certificate; and the editor's live validation beside the midend's
// job. The rest of the screen: blocks_screen.cpp, blocks_panel.cpp.
#include <cstdio>

#include "app/blocks/blocks_screen.hpp"
#include "app/kit/kit_widgets.hpp"
#include "blocks/text.hpp"
#include "core/json.hpp"
#include "imgui.h"

namespace pgw::app {

void BlocksScreen::RequestHint()
{
    StartSolveJob(JobKind::Hint);
}

void BlocksScreen::RequestSolve()
{
    StartSolveJob(JobKind::Solve);
}

void BlocksScreen::RequestCheck()
{
    StartSolveJob(JobKind::Check);
}

void BlocksScreen::StartSolveJob(JobKind kind)
{
    if (!Playing() || m_Play.won() || JobRunning())
        return;
    m_Play.stop_replay();
    const std::uint64_t position = m_Play.position_version();
    const blocks::Board from = m_Play.current();
    const char* detail = kind == JobKind::Hint    ? "Searching for the shortest way out from here"
                         : kind == JobKind::Check ? "Counting the moves A needs from here"
                                                  : "Searching for an optimal solution from here";
    StartJob<blocks::Solution>(
        JobSpec{kind, detail},
        [from](Progress& progress) {
            progress.set_phase("searching positions");
            return blocks::solve(from, &progress);
        },
        [this, kind, position](blocks::Solution& solution) { OnSolvedFrom(kind, position, solution); });
}

void BlocksScreen::OnSolvedFrom(JobKind kind, std::uint64_t position, const blocks::Solution& s)
{
    // Only for the position it was asked for.
    if (position != m_Play.position_version() || s.status == blocks::SolveStatus::Cancelled)
        return;
    if (s.status != blocks::SolveStatus::Solved)
    {
        SetPositionNotice(NoticeKind::Warning, s.status == blocks::SolveStatus::Unsolvable
                                                   ? "No way out from here: undo or restart."
                                                   : "Too many positions to search from here.");
        return;
    }
    if (s.moves.empty())
        return;  // already won
    const blocks::Board& b = m_Play.current();
    const int left = static_cast<int>(s.moves.size());
    char text[200];
    switch (kind)
    {
    case JobKind::Hint:
    {
        // "Move C down 2 — 17 moves left": the move's words without the piece's noun.
        const std::string words = blocks::move_words(b, s.moves.front());
        const size_t space = words.find(' ');
        std::snprintf(text, sizeof(text), "Move %s — %d move%s left", words.substr(space + 1).c_str(), left,
                      left == 1 ? "" : "s");
        m_Play.set_hint(s.moves.front(), left);
        m_HintText = text;
        CountHint();
        SetPositionNotice(NoticeKind::Info, std::string("Hint · ") + text);
        break;
    }
    case JobKind::Check:
        std::snprintf(text, sizeof(text),
                      "A can reach the exit in %d move%s from here (%d steps); par from the start is %d.", left,
                      left == 1 ? "" : "s", s.steps, m_Play.par());
        SetPositionNotice(NoticeKind::Info, text);
        break;
    default:
        CountSolve();  // no daily result to share for a solve
        m_Play.start_replay(s.moves);
        std::snprintf(text, sizeof(text), "Solving: %d moves from here (%s).", left,
                      blocks::moves_text(b, s.moves).c_str());
        SetNotice(NoticeKind::Info, text);
        break;
    }
}

std::string BlocksScreen::GradeLabel() const
{
    if (!m_Play.has_level() || m_Play.par() < 1)
        return std::string();
    const blocks::Board& b = m_Play.level();
    std::string name = difficulty_name(blocks::grade_of(b.rules, b.width, b.height, m_Play.par()));
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return name;
}

void BlocksScreen::AddCertificateState(JsonObject& out) const
{
    JsonObject cert;
    const bool known = !m_Origin.Code.empty() && m_Certificate.Code == m_Origin.Code;
    cert.add("known", known);
    if (known)
        cert.add_raw("proved", m_Certificate.Json);
    out.add("certificate", cert)
        .add("grade", GradeLabel())
        .add("hint_text", !m_Editing && m_Play.has_hint() ? m_HintText : std::string())
        .add("hints_taken", HintsTaken());
}

void BlocksScreen::DrawCertificateSection()
{
    if (!m_Play.has_level() || m_Editing || !CollapsingSection("Certificate", "certificate"))
        return;
    if (m_Certificate.Code != m_Origin.Code || m_Origin.Code.empty())
    {
        DimText("Not proved for this level.");
        return;
    }
    std::vector<CertificateRow> rows = m_Certificate.Rows;
    rows.push_back({"Grade", GradeLabel()});
    CertificateRows(rows);
}

void BlocksScreen::UpdateEditCheck()
{
    // Keyed by the board's rows: an undo back to a board already checked needs no new search.
    const std::string rows = m_Editing ? blocks::format_rows(m_Editor.board()) : std::string();
    m_EditCheck.Update(
        rows, JobRunning(),
        [this] {
            const blocks::Board board = m_Editor.board();
            return [board](Progress& progress) {
                blocks::EditValidation v;
                blocks::validate_board(board, v, blocks::kMaxStates, &progress);
                return v;
            };
        },
        JobPace());
    if (!m_Editing || !m_EditCheck.Known(rows) || !m_EditCheck.Value().done)
        return;
    const blocks::EditValidation& v = m_EditCheck.Value();
    if (!m_Editor.validation_current() || m_Editor.validation.message != v.message)
    {
        m_Editor.validation = v;
        m_Editor.validation.version = m_Editor.version();
    }
}

}  // namespace pgw::app

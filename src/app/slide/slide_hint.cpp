// slide_hint.cpp — the Slide screen's explaining parts: the hint by
// consequence (where each tilt leads: moves to the goal from there, or no
// way back), and the certificate (par, traps, optimal first moves and
// solutions, the band), analysed in the background for levels that did not
// come with one. The rest of the screen: slide_screen.cpp, slide_panel.cpp.
#include <cstdio>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/slide/slide_screen.hpp"
#include "core/json.hpp"
#include "imgui.h"

namespace pgw::app {

void SlideScreen::RequestHint()
{
    if (!Playing() || m_Play.won())
        return;
    m_Play.stop_replay();
    const std::uint64_t position = m_Play.position_version();
    const slide::Layout layout = m_Play.level().layout;
    const slide::State from = m_Play.current();
    StartJob<slide::Hint>(JobSpec{JobKind::Hint, "Trying each tilt and searching on from there"},
        [layout, from](Progress& progress) {
            progress.set_phase("searching positions");
            return slide::hint(layout, from, &progress);
        },
        [this, position](slide::Hint& hint) { OnHinted(position, hint); });
}

void SlideScreen::OnHinted(std::uint64_t position, const slide::Hint& hint)
{
    if (position != m_Play.position_version() || hint.status == slide::SolveStatus::Cancelled || hint.won)
        return;  // moved since: that hint is for another position
    if (hint.status == slide::SolveStatus::Solved)
    {
        m_Play.set_hint(hint.best);
        CountHint();
    }
    m_HintText = hint.text;
    SetPositionNotice(hint.status == slide::SolveStatus::Solved ? NoticeKind::Info : NoticeKind::Warning,
                      "Hint · " + hint.text);
}

void SlideScreen::UpdateAnalysis()
{
    const std::string code = Playing() ? m_Origin.Code : std::string();
    m_Analysis.Update(code, JobRunning(), [this] {
        const slide::Layout layout = m_Play.level().layout;
        const slide::State start = m_Play.level().start;
        return [layout, start](Progress& progress) { return slide::analyse(layout, start, &progress); };
    }, JobPace());
}

std::string SlideScreen::BandLabel() const
{
    if (!m_Analysis.Known(m_Origin.Code))
        return "…";
    if (m_Analysis.Value().status != slide::SolveStatus::Solved)
        return "—";
    std::string name = difficulty_name(m_Analysis.Value().band);
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return name;
}

void SlideScreen::AddCertificateState(JsonObject& out) const
{
    out.add("certificate", m_Analysis.State(m_Origin.Code, slide::analysis_json))
        .add("grade", BandLabel())
        .add("hint_text", m_Play.has_hint() ? m_HintText : "");
    out.add("hints_taken", HintsTaken());
}

void SlideScreen::DrawCertificateSection()
{
    if (!m_Play.has_level() || m_Editing || !CollapsingSection("Certificate", "certificate"))
        return;
    if (!m_Analysis.Known(m_Origin.Code))
    {
        DimText("Mapping every position…");
        return;
    }
    const slide::Analysis& a = m_Analysis.Value();
    if (a.status != slide::SolveStatus::Solved)
    {
        DimText("Too many positions to map for a certificate.");
        return;
    }
    std::string first;
    static const char* const kWords[] = {"up", "down", "left", "right"};
    for (int d = 0; d < 4; ++d)
        if (a.first_moves & (1u << d))
            first += (first.empty() ? "" : ", ") + std::string(kWords[d]);
    const std::string band = BandLabel();
    CertificateRows({
        {"Par", std::to_string(a.par) + " moves, proved optimal"},
        {"Band", band + " (" + std::to_string(a.score) + " points)"},
        {"Traps", std::to_string(a.traps) + (a.complete ? "" : " or more") + " of " + std::to_string(a.positions) +
                      " positions reached lose the goal"},
        {"Optimal first moves", std::to_string(a.optimal_first_moves) + " (" + first + ")"},
        {"Optimal solutions", a.optimal_solutions >= slide::kManySolutions ? std::string("very many")
                                                                            : std::to_string(a.optimal_solutions)},
    });
}

}  // namespace pgw::app

// screen_job.cpp — see screen_job.hpp.
#include "app/midend/screen_job.hpp"

#include <cstdio>

#include "app/platform/browser.hpp"
#include "core/json.hpp"
#include "core/progress.hpp"

namespace pgw::app {

const char* JobKindName(JobKind kind)
{
    static const char* names[] = {"idle", "generate", "hint", "solve", "validate", "check", "print"};
    return names[static_cast<int>(kind)];
}

const char* JobKindTitle(JobKind kind)
{
    static const char* titles[] = {"Nothing", "Generation", "Hint", "Solve", "Validation", "Check", "Printing"};
    return titles[static_cast<int>(kind)];
}

bool ScreenJob::Poll()
{
    if (!m_Held || !m_Held->Finished())
        return true;
    // Over before its result is used: `done` may start the next job.
    std::unique_ptr<Held> held = std::move(m_Held);
    m_Spec = JobSpec{JobKind::None};
    return held->Deliver();
}

bool ScreenJob::Cancel()
{
    if (!Running())
        return false;
    m_Held.reset();  // Job's destructor asks the work to stop and forgets it
    m_Spec = JobSpec{JobKind::None};
    return true;
}

JobPopupResult ScreenJob::DrawPopup(double now) const
{
    return DrawJobProgress(m_Spec.Kind, m_Started, now, m_Spec.Detail, RunningProgress(), m_Spec.Heading,
                           m_Spec.FractionOf);
}

JobPopupResult DrawJobProgress(JobKind kind, double started, double now, const std::string& detail,
                               const Progress* progress, const char* heading, const char* fraction_of)
{
    static const char* headings[] = {"", "Generating a level", "Finding a hint", "Solving", "Validating the level",
                                        "Checking the tiles", "Preparing the pages to print"};
    JobPopupView view;
    view.Heading = heading != nullptr ? heading : headings[static_cast<int>(kind)];
    if (fraction_of != nullptr)
        view.FractionOf = fraction_of;
    view.Detail = detail.c_str();
    view.JobProgress = kind != JobKind::None && now - started >= kPopupDelaySeconds ? progress : nullptr;
    view.Determinate = kind == JobKind::Generate || kind == JobKind::Print;
    view.ElapsedSeconds = now - started;
    // Screen readers hear the job start and pass each quarter.
    static double announced_job = -1.0;
    static int announced_quarter = 0;
    if (view.JobProgress != nullptr)
    {
        if (announced_job != started)
        {
            announced_job = started;
            announced_quarter = 0;
            Browser_Announce(std::string(view.Heading) + (detail.empty() ? "" : ": " + detail) + ".");
        }
        const int quarter = view.Determinate ? static_cast<int>(progress->fraction() * 4.0) : 0;
        if (quarter > announced_quarter && quarter < 4)
        {
            announced_quarter = quarter;
            Browser_Announce(std::to_string(quarter * 25) + " percent.");
        }
    }
    return JobProgressPopup(view);
}

void AddProgressFields(JsonObject& out, const Progress* progress)
{
    char fraction[32];
    std::snprintf(fraction, sizeof(fraction), "%.4f", progress != nullptr ? progress->fraction() : 0.0);
    JsonObject counters, totals;
    if (progress != nullptr)
        for (int slot = 0; slot < Progress::kCounters; ++slot)
        {
            const char* name = progress->counter_name(slot);
            if (name == nullptr)
                continue;
            counters.add(name, progress->counter_value(slot));
            if (progress->counter_total(slot) > 0)
                totals.add(name, progress->counter_total(slot));
        }
    const char* phase = progress != nullptr && progress->phase() != nullptr ? progress->phase() : "";
    out.add_raw("progress", fraction).add("phase", phase).add("counters", counters).add("totals", totals);
}

}  // namespace pgw::app

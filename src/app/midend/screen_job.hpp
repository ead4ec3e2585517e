// screen_job.hpp — a screen's long work: one pgw::Job at a time, of any result type.
//
// Every screen generates, and some solve, hint or validate; all of it runs
// the same way: started off the frame (a worker thread, or sliced on the
// page's thread in the build without threads: core/job_runner.hpp), polled
// every frame, shown in the progress popup once it has run a moment, and
// cancelled by Esc, Cancel or a newer job. ScreenJob holds whichever job is
// running; the screen says what to do with its result when it starts it
// (the callback captures what the job was asked, so a result for a position
// or a board that has changed since is recognised and dropped there).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/kit/job_popup.hpp"
#include "core/job.hpp"

namespace pgw {
class JsonObject;
}

namespace pgw::app {

// Jobs shorter than this never flash a progress popup.
constexpr double kPopupDelaySeconds = 0.2;

// The long work a screen runs (one at a time), and the popup it shows.
enum class JobKind { None, Generate, Hint, Solve, Validate, Check, Print };
const char* JobKindName(JobKind kind);   // appState's "job": "idle", "generate", …
const char* JobKindTitle(JobKind kind);  // a notice's: "Hint" cancelled

// What the popup says about a job: its heading ("Generating a level" by
// default for a generation), its second line, what the bar's percentage counts.
struct JobSpec {
    JobKind Kind;
    std::string Detail;
    const char* Heading;     // null: the kind's
    const char* FractionOf;  // null: the popup's

    JobSpec(JobKind kind = JobKind::None, std::string detail = std::string(), const char* heading = nullptr,
            const char* fraction_of = nullptr)
        : Kind(kind), Detail(std::move(detail)), Heading(heading), FractionOf(fraction_of)
    {
    }
};

class ScreenJob {
public:
    // Starts `work` off the frame, after cancelling whatever was running;
    // `done` gets its result on the frame that collects it (Poll), and may
    // start the next job. False when no thread could be made (nothing runs).
    template <class Result>
    bool Start(JobSpec spec, double now, std::function<Result(Progress&)> work, std::function<void(Result&)> done,
               unsigned pace_us);
    // Delivers a finished job's result. The job is over before `done` runs.
    // False when a job ended without one because memory ran short (its work
    // was stopped: core/progress.hpp); the screen says so.
    bool Poll();
    // Forgets the running job (its work stops at its next cancel poll and its
    // result is dropped). True when one was running.
    bool Cancel();

    JobKind Kind() const { return m_Spec.Kind; }
    bool Running() const { return m_Spec.Kind != JobKind::None; }
    bool Is(JobKind kind) const { return m_Spec.Kind == kind; }
    const Progress* RunningProgress() const { return m_Held ? m_Held->GetProgress() : nullptr; }
    // The progress popup, once the job has run kPopupDelaySeconds
    // (JobPopupResult::Hidden before, and when idle).
    JobPopupResult DrawPopup(double now) const;

private:
    struct Held {
        virtual ~Held() = default;
        virtual bool Finished() = 0;  // takes the result when there is one
        virtual bool Deliver() = 0;  // false: no result (memory ran short)
        virtual const Progress* GetProgress() const = 0;
    };
    template <class Result>
    struct HeldJob : Held {
        Job<Result> Work;
        std::function<void(Result&)> Done;
        std::optional<Result> Value;
        bool Finished() override { return (Value = Work.take_result()).has_value() || Work.out_of_memory(); }
        bool Deliver() override
        {
            if (!Value)
                return false;
            Done(*Value);
            return true;
        }
        const Progress* GetProgress() const override { return Work.progress(); }
    };

    JobSpec m_Spec{JobKind::None};
    double m_Started = 0.0;
    std::unique_ptr<Held> m_Held;
};

template <class Result>
bool ScreenJob::Start(JobSpec spec, double now, std::function<Result(Progress&)> work,
                      std::function<void(Result&)> done, unsigned pace_us)
{
    Cancel();
    auto held = std::make_unique<HeldJob<Result>>();
    held->Done = std::move(done);
    if (!held->Work.start(std::move(work), pace_us))
        return false;
    m_Held = std::move(held);
    m_Spec = std::move(spec);
    m_Started = now;
    return true;
}

// The progress popup of a job of `kind` running since `started` (Hidden
// before kPopupDelaySeconds, and when idle); announces its start and each
// quarter to screen readers. `heading` and `fraction_of` replace the kind's
// defaults when given.
JobPopupResult DrawJobProgress(JobKind kind, double started, double now, const std::string& detail,
                               const Progress* progress, const char* heading = nullptr,
                               const char* fraction_of = nullptr);

// For Module.appState(): the running job's "progress", "phase", "counters"
// and "totals" (`progress` may be null: idle).
void AddProgressFields(JsonObject& out, const Progress* progress);

}  // namespace pgw::app

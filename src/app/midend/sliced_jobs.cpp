// sliced_jobs.cpp — see sliced_jobs.hpp.
//
// How: core/job_runner queues jobs; pgw_run_queued_jobs (an export, started
// from a setTimeout) runs them. A job's cancel poll calls Yield, which after
// kSliceMs of work sleeps: Asyncify unwinds the whole job stack back to the
// browser and rewinds it on a later turn of the event loop. Frames come from
// requestAnimationFrame (main.cpp), not from emscripten_set_main_loop, which
// Asyncify would pause at every sleep.

#include "app/midend/sliced_jobs.hpp"

#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>

#include "core/job_runner.hpp"

namespace pgw::app {

// A slice stays well under one 16 ms display frame, even when the machine
// is busy enough to preempt it now and then.
static constexpr double kSliceMs = 6.0;
static double g_SliceStart = 0.0;

// What the slices were like, for tests (Module.jobSlices).
static unsigned g_SliceCount = 0;
static double g_LongestSliceMs = 0.0;
static unsigned g_SlicesOverFrame = 0;  // longer than a 16 ms frame (the OS preempted the page mid-slice)

static void EndSlice()
{
    ++g_SliceCount;
    const double ms = emscripten_get_now() - g_SliceStart;
    g_LongestSliceMs = std::max(g_LongestSliceMs, ms);
    if (ms > 16.0)
        ++g_SlicesOverFrame;
}

EM_JS(void, ScheduleQueuedJobs, (), {
    setTimeout(function () { _pgw_run_queued_jobs(); }, 0);
});

// emscripten_sleep, except that the app stays callable while the job sleeps.
// Asyncify keeps the sleeping stack in Asyncify.currData, and Embind answers
// any call made while that is set with a Promise of the end of the whole
// job, so the page (web/app.js, tests, the JS API) could not call the app
// during a job. Once the job has unwound (after the first await: the unwind
// is synchronous) its data is put aside, and put back just before the rewind.
// A zero sleep is a message to itself: setTimeout(0) would be held back 4 ms
// each time once nested, a third of every slice.
EM_ASYNC_JS(void, SleepJob, (int ms), {
    await null;
    const suspended = Asyncify.currData;
    Asyncify.currData = null;
    await new Promise(function (resolve) {
        if (ms > 0) {
            setTimeout(resolve, ms);
            return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = function () { resolve(); };
        channel.port2.postMessage(0);
    });
    Asyncify.currData = suspended;
});

// The job's poll hook. A test pace is kept by sleeping it between polls
// (yielding too); otherwise the job yields once its slice is used up.
static void Yield(const Progress& progress, void*)
{
    const unsigned pace_us = progress.pace_us();
    if (pace_us == 0 && emscripten_get_now() - g_SliceStart < kSliceMs)
        return;
    EndSlice();
    SleepJob(static_cast<int>(pace_us / 1000));
    g_SliceStart = emscripten_get_now();
}

static const SlicedJobs kSlicedJobs = {&ScheduleQueuedJobs, &Yield};

void InstallSlicedJobs()
{
    use_sliced_jobs(&kSlicedJobs);
}

}  // namespace pgw::app

extern "C" EMSCRIPTEN_KEEPALIVE void pgw_run_queued_jobs()
{
    pgw::app::g_SliceStart = emscripten_get_now();
    pgw::run_queued_jobs();
    pgw::app::EndSlice();
}

//   Module.jobSlices()   {count, longestMs, overFrame}: the slices jobs ran in so far (this build only);
//                        overFrame: how many took longer than 16 ms
static emscripten::val JobSlices()
{
    emscripten::val out = emscripten::val::object();
    out.set("count", pgw::app::g_SliceCount);
    out.set("longestMs", pgw::app::g_LongestSliceMs);
    out.set("overFrame", pgw::app::g_SlicesOverFrame);
    return out;
}

EMSCRIPTEN_BINDINGS(pgw_sliced_jobs)
{
    emscripten::function("jobSlices", &JobSlices);
}

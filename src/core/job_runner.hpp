// job_runner.hpp — where a pgw::Job's work runs: on its own thread, or in
// slices on the one thread there is.
//
// With threads (native; the wasm build with pthreads) each job gets a new
// detached thread. A build without threads (wasm for pages that are not
// cross-origin isolated) installs SlicedJobs once at startup: jobs then queue
// and run one after another inside run_queued_jobs(), which the platform
// calls from its event loop. Every queued job's Progress gets the platform's
// yield hook, so the work's own cancel polls hand the thread back to the
// browser every few milliseconds (frames are drawn, a Cancel click lands)
// and resume it afterwards. The work itself is the same code either way.
#pragma once

#include <functional>

#include "core/progress.hpp"

namespace pgw {

// Runs a job's work to the end and marks it finished.
using JobBody = std::function<void()>;

struct SlicedJobs {
  void (*wake)();            // have run_queued_jobs() called soon from the event loop
  Progress::PollHook yield;  // every queued job's poll hook; keeps the test pace too
};

// The single-thread way from now on (nullptr: threads again, for tests).
void use_sliced_jobs(const SlicedJobs* sliced);
bool jobs_are_sliced();

// Starts `body`, whose work polls `progress`: on a new detached thread, or
// queued for run_queued_jobs(). False if no thread could be created.
bool launch_job(JobBody body, Progress& progress);

// Runs queued jobs in order until none is left. A call made while a job is
// suspended mid-way (yielded to the event loop) returns at once: the running
// call picks up whatever was queued meanwhile.
void run_queued_jobs();

}  // namespace pgw

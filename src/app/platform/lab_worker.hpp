// lab_worker.hpp — a Lab run in a plain Web Worker (web/pgw-lab.js), for the
// app built without threads: the levels are made on the worker's thread at
// full speed instead of in slices between the page's frames.
//
// The view (app/lab/lab_view.cpp) starts a run with its Lab link, takes the
// levels' bytes every frame (core/lab.hpp's decode_lab_levels reads them)
// and cancels by terminating the worker. One run at a time.
#pragma once

#include <string>

namespace pgw::app {

enum class LabWorkerState {
    None,     // no run
    Running,
    Done,     // every level was posted
    Refused,  // it failed before it was heard from: it never started
    Failed,   // it failed after it had started
};

// Starts a run of `link` (`pace_us`: the tests' pace, 0 for none). "" when the
// worker started; else why not (the browser refused it).
std::string LabWorker_Start(const std::string& link, unsigned pace_us);
LabWorkerState LabWorker_State();
// The levels' bytes posted since the last call.
std::string LabWorker_Take();
// Why the run failed ("" while it runs or once it is done).
std::string LabWorker_Error();
// Terminates the worker at once; the run is forgotten.
void LabWorker_Cancel();

}  // namespace pgw::app

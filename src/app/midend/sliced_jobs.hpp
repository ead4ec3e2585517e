// sliced_jobs.hpp — jobs without threads, for the app build that runs on
// pages without cross-origin isolation (pgw-st).
#pragma once

namespace pgw::app {

// From now on every pgw::Job runs on the page's own thread in slices of a
// few milliseconds; between slices the browser draws frames and delivers
// input, so progress shows and Cancel lands as with threads.
void InstallSlicedJobs();

}  // namespace pgw::app

// memory_guard.hpp — running short of memory says so instead of crashing.
//
// The threaded build's wasm memory is fixed (CMakeLists.txt,
// PGW_APP_MEMORY_MB: Safari refuses large or growing shared memories), and
// every job's searches are bounded well inside it (docs/architecture.md, "Memory"). Should
// one still run short: malloc returns null there (-sABORTING_MALLOC=0), and
// operator new's handler hands back a reserve held since the start and
// reports the shortage to core (core/progress.hpp), so the jobs running then
// stop at their next cancel poll and the screen says "needs more memory";
// the reserve is taken again once they have let go. An allocation larger
// than the reserve, on a job's thread, gives the job up where it stands
// (core/job.hpp, t_job_finished): the screen says the same, and what the
// job held stays allocated until a reload. Only a shortage outside any job
// with the reserve already spent stops the app, with a page that says why.
#pragma once

#include <string>

namespace pgw::app {

// At the start, before anything allocates much: the reserve and the handler.
void MemoryGuard_Install();
// Every frame: takes the reserve again after a shortage, once there is room.
void MemoryGuard_Rearm();
// The memory the app has, for messages: "384 MB".
std::string MemoryGuard_Describe();
// A job was given up with its memory still held: only a reload frees it.
bool MemoryGuard_MemoryLost();

// Tests: holds `megabytes` of the heap (0 lets go), so a job runs short.
void MemoryGuard_Hold(int megabytes);

}  // namespace pgw::app

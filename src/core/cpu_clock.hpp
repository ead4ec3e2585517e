// cpu_clock.hpp — the calling thread's CPU time, for timings a busy machine does not inflate.
//
// A level's generation time measured in wall time says as much about the
// machine's other work as about the generator (two cores shared with other
// jobs); the thread's own CPU time says what the generator spent. Emscripten
// has no per-thread CPU clock: there, wall time.
#pragma once

namespace pgw {

// Milliseconds of CPU time the calling thread has used (wall time under Emscripten).
double thread_cpu_ms();

}  // namespace pgw

// cpu_clock.cpp — see cpu_clock.hpp.
#include "core/cpu_clock.hpp"

#include <chrono>

#ifndef __EMSCRIPTEN__
#include <time.h>
#endif

namespace pgw {

double thread_cpu_ms() {
#ifndef __EMSCRIPTEN__
  timespec ts{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
#endif
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace pgw

// bench_clock.hpp — what every benchmark times with and calls itself.
#pragma once

#include <chrono>

namespace pgw::bench {

using Clock = std::chrono::steady_clock;

inline double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Printed in each benchmark's header: native and wasm runs share one table.
#ifdef __EMSCRIPTEN__
constexpr const char* kPlatform = "wasm";
#else
constexpr const char* kPlatform = "native";
#endif

}  // namespace pgw::bench

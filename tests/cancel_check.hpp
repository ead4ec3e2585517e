// cancel_check.hpp — "a cancel lands within 50 ms", measured one way everywhere.
#pragma once

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "core/progress.hpp"

namespace pgw::test {

// Sanitizers and wasm under node run several times slower than release.
#ifdef PGW_SLOW_BUILD
constexpr double kCancelLimitMs = 250;
#else
constexpr double kCancelLimitMs = 50;
#endif

inline void check_cancel_latency(double ms, const char* what) {
  const std::string report = std::string(what) + ": cancel landed after " + std::to_string(ms) + " ms";
  MESSAGE(report);
  CHECK(ms < kCancelLimitMs);
}

// Runs `work(progress)` on a thread for `head_start`, then requests a cancel
// and checks how soon the work returns. `work` returns whether it stopped
// because of the cancel; `what` names it in the report.
template <class Work>
void check_cancel_lands(Work work, std::chrono::milliseconds head_start, const char* what) {
  Progress progress;
  std::atomic<bool> done{false};
  bool stopped_by_cancel = false;
  std::chrono::steady_clock::time_point finished;
  std::thread worker([&] {
    stopped_by_cancel = work(progress);
    finished = std::chrono::steady_clock::now();
    done = true;
  });
  std::this_thread::sleep_for(head_start);
  const bool was_running = !done.load();
  const auto asked = std::chrono::steady_clock::now();
  progress.request_cancel();
  worker.join();
  REQUIRE(was_running);
  CHECK(stopped_by_cancel);
  check_cancel_latency(std::chrono::duration<double, std::milli>(finished - asked).count(), what);
}

}  // namespace pgw::test

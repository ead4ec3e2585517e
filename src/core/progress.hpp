// progress.hpp — the handle long work takes: live progress out, cancel in.
//
// One side (a generator or solver, usually on a worker thread) writes phase,
// fraction and counters and polls cancelled(); the other (the UI thread)
// reads them every frame and may request a cancel. Everything is a lock-free
// atomic, so neither side ever waits for the other.
#pragma once

#include <atomic>
#include <cstdint>

namespace pgw {

// Memory ran short: the platform's allocator says so (src/app/platform/memory_guard.cpp,
// where the wasm memory is fixed) by counting the event here. Work started
// before the count last changed sees its cancel polls answer true, so it
// stops and lets go of its memory; its owner then reads out_of_memory() and
// says so instead of using what the work returned. Work started afterwards
// runs as usual. Nothing native ever counts an event.
inline std::atomic<std::uint32_t> g_memory_shortages{0};
inline void report_memory_shortage() { g_memory_shortages.fetch_add(1, std::memory_order_relaxed); }

// Tests' hold (with a test pace only): once a work's paced polls reach this
// count, each further poll keeps sleeping (or calling its hook) its pace until
// the hold is lifted (0) or a cancel comes. A paced job then cannot end before
// the test has looked at it and pressed Cancel, however busy the machine; and
// what the test sees at the hold is the same on every run. 0: no hold.
inline std::atomic<std::uint32_t> g_test_hold_after_polls{0};
inline void set_test_hold_after_polls(std::uint32_t polls) {
  g_test_hold_after_polls.store(polls, std::memory_order_relaxed);
}

class Progress {
 public:
  static constexpr int kCounters = 4;

  // --- work side -----------------------------------------------------------
  // One relaxed load while no pace or hook is set; work polls this in its inner loops.
  bool cancelled() const {
    const std::uint64_t poll = poll_.load(std::memory_order_relaxed);
    return (poll > kCancelBit ? slow_poll(poll) : poll != 0) || out_of_memory();
  }
  // Memory ran short since this work began (report_memory_shortage above).
  bool out_of_memory() const { return g_memory_shortages.load(std::memory_order_relaxed) != shortages_at_start_; }
  void set_phase(const char* literal) { phase_.store(literal, std::memory_order_relaxed); }
  // Fractions only grow: a smaller value than the last one is ignored, so the
  // bar never runs backwards when a phase restarts its own count.
  void set_fraction(double fraction);
  // Counter `slot` is shown as "<name>: <value>", or "<name>: <value> / <total>"
  // when total > 0; names are string literals.
  void set_counter(int slot, const char* name, std::uint64_t value, std::uint64_t total = 0);

  // --- owner side ----------------------------------------------------------
  void request_cancel() { poll_.fetch_or(kCancelBit, std::memory_order_relaxed); }
  // Test pace: every cancelled() poll sleeps this long, so end-to-end tests can
  // watch progress and press Cancel on work that otherwise ends in milliseconds
  // (g_test_hold_after_polls above keeps it from ending before they do).
  void set_pace_us(unsigned pace_us);
  unsigned pace_us() const { return static_cast<unsigned>(poll_.load(std::memory_order_relaxed) >> kPaceShift); }
  // Called at every cancelled() poll, on the working thread: where work runs
  // without a second thread to watch it (a plain Web Worker, a job sliced on
  // the page's thread), the hook reports progress or yields itself. While a
  // hook is set it keeps the test pace (a single thread must yield, not
  // sleep). Set it before the work starts; the hook must not poll.
  using PollHook = void (*)(const Progress& progress, void* context);
  void set_poll_hook(PollHook hook, void* context);
  const char* phase() const { return phase_.load(std::memory_order_relaxed); }
  double fraction() const { return permyriad_.load(std::memory_order_relaxed) / 10000.0; }
  const char* counter_name(int slot) const { return names_[slot].load(std::memory_order_relaxed); }
  std::uint64_t counter_value(int slot) const { return values_[slot].load(std::memory_order_relaxed); }
  std::uint64_t counter_total(int slot) const { return totals_[slot].load(std::memory_order_relaxed); }

 private:
  // poll_ packs the cancel request (bit 0), "a hook is set" (bit 1) and the
  // pace in µs (the bits above) so the plain poll reads one word.
  static constexpr std::uint64_t kCancelBit = 1;
  static constexpr std::uint64_t kHookBit = 2;
  static constexpr int kPaceShift = 2;
  bool slow_poll(std::uint64_t poll) const;

  std::atomic<std::uint64_t> poll_{0};
  mutable std::atomic<std::uint32_t> paced_polls_{0};  // for g_test_hold_after_polls
  std::uint32_t shortages_at_start_ = g_memory_shortages.load(std::memory_order_relaxed);
  PollHook hook_ = nullptr;
  void* hook_context_ = nullptr;
  std::atomic<const char*> phase_{""};
  std::atomic<std::uint32_t> permyriad_{0};
  std::atomic<const char*> names_[kCounters] = {};
  std::atomic<std::uint64_t> values_[kCounters] = {};
  std::atomic<std::uint64_t> totals_[kCounters] = {};
};

// A part of a larger work with a Progress of its own (its phase, fraction and
// counters are the part's), cancelled when the whole work's is: every poll of
// the part asks the whole (a poll hook), so the whole's cancel, test pace and
// hook reach the part. A collection printed level by level, a Lab run's levels.
class NestedProgress {
 public:
  explicit NestedProgress(const Progress& outer) : outer_(outer) { inner_.set_poll_hook(&forward_cancel, this); }
  NestedProgress(const NestedProgress&) = delete;
  NestedProgress& operator=(const NestedProgress&) = delete;
  Progress& progress() { return inner_; }

 private:
  static void forward_cancel(const Progress& inner, void* context);
  const Progress& outer_;
  Progress inner_;
};

}  // namespace pgw

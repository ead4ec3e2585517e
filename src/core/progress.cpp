#include "core/progress.hpp"

#include <chrono>
#include <thread>

namespace pgw {

void Progress::set_fraction(double fraction) {
  if (!(fraction > 0.0)) return;
  if (fraction > 1.0) fraction = 1.0;
  const auto next = static_cast<std::uint32_t>(fraction * 10000.0);
  std::uint32_t seen = permyriad_.load(std::memory_order_relaxed);
  while (next > seen && !permyriad_.compare_exchange_weak(seen, next, std::memory_order_relaxed)) {
  }
}

void Progress::set_counter(int slot, const char* name, std::uint64_t value, std::uint64_t total) {
  if (slot < 0 || slot >= kCounters) return;
  names_[slot].store(name, std::memory_order_relaxed);
  values_[slot].store(value, std::memory_order_relaxed);
  totals_[slot].store(total, std::memory_order_relaxed);
}

void Progress::set_pace_us(unsigned pace_us) {
  // Keeps a cancel that was already requested, and the hook.
  std::uint64_t seen = poll_.load(std::memory_order_relaxed);
  while (!poll_.compare_exchange_weak(seen, (std::uint64_t{pace_us} << kPaceShift) | (seen & (kCancelBit | kHookBit)),
                                      std::memory_order_relaxed)) {
  }
}

void Progress::set_poll_hook(PollHook hook, void* context) {
  hook_ = hook;
  hook_context_ = context;
  if (hook != nullptr)
    poll_.fetch_or(kHookBit, std::memory_order_relaxed);
  else
    poll_.fetch_and(~kHookBit, std::memory_order_relaxed);
}

// A cancel already requested is answered at once; one requested during the
// sleep (or the hook's yield) is seen when it ends. A paced poll past the
// tests' hold repeats its sleep (or hook) until the hold is lifted.
bool Progress::slow_poll(std::uint64_t poll) const {
  if (poll & kCancelBit) return true;
  const std::uint32_t polls = (poll >> kPaceShift) > 0 ? paced_polls_.fetch_add(1, std::memory_order_relaxed) + 1 : 0;
  for (;;) {
    const std::uint64_t pace_us = poll >> kPaceShift;
    if ((poll & kHookBit) && hook_ != nullptr)
      hook_(*this, hook_context_);
    else if (pace_us > 0)
      std::this_thread::sleep_for(std::chrono::microseconds(pace_us));
    poll = poll_.load(std::memory_order_relaxed);
    if (poll & kCancelBit) return true;
    const std::uint32_t hold = g_test_hold_after_polls.load(std::memory_order_relaxed);
    if ((poll >> kPaceShift) == 0 || hold == 0 || polls < hold) return false;
  }
}

void NestedProgress::forward_cancel(const Progress&, void* context) {
  NestedProgress& self = *static_cast<NestedProgress*>(context);
  if (self.outer_.cancelled()) self.inner_.request_cancel();
}

}  // namespace pgw

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

class Progress {
 public:
  static constexpr int kCounters = 4;

  // --- work side -----------------------------------------------------------
  bool cancelled() const { return cancel_.load(std::memory_order_relaxed); }
  void set_phase(const char* literal) { phase_.store(literal, std::memory_order_relaxed); }
  // Fractions only grow: a smaller value than the last one is ignored, so the
  // bar never runs backwards when a phase restarts its own count.
  void set_fraction(double fraction);
  // Counter `slot` is shown as "<name>: <value>"; names are string literals.
  void set_counter(int slot, const char* name, std::uint64_t value);

  // --- owner side ----------------------------------------------------------
  void request_cancel() { cancel_.store(true, std::memory_order_relaxed); }
  const char* phase() const { return phase_.load(std::memory_order_relaxed); }
  double fraction() const { return permyriad_.load(std::memory_order_relaxed) / 10000.0; }
  const char* counter_name(int slot) const { return names_[slot].load(std::memory_order_relaxed); }
  std::uint64_t counter_value(int slot) const { return values_[slot].load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> cancel_{false};
  std::atomic<const char*> phase_{""};
  std::atomic<std::uint32_t> permyriad_{0};
  std::atomic<const char*> names_[kCounters] = {};
  std::atomic<std::uint64_t> values_[kCounters] = {};
};

}  // namespace pgw

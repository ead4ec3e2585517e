#include "core/progress.hpp"

namespace pgw {

void Progress::set_fraction(double fraction) {
  if (!(fraction > 0.0)) return;
  if (fraction > 1.0) fraction = 1.0;
  const auto next = static_cast<std::uint32_t>(fraction * 10000.0);
  std::uint32_t seen = permyriad_.load(std::memory_order_relaxed);
  while (next > seen && !permyriad_.compare_exchange_weak(seen, next, std::memory_order_relaxed)) {
  }
}

void Progress::set_counter(int slot, const char* name, std::uint64_t value) {
  if (slot < 0 || slot >= kCounters) return;
  names_[slot].store(name, std::memory_order_relaxed);
  values_[slot].store(value, std::memory_order_relaxed);
}

}  // namespace pgw

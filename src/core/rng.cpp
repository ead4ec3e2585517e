#include "core/rng.hpp"

#include <chrono>
#include <random>

namespace pgw {

Rng::Rng(std::uint64_t seed, std::uint64_t stream) : state_(0), inc_((stream << 1u) | 1u) {
  next_u32();
  state_ += seed;
  next_u32();
}

std::uint32_t Rng::next_u32() {
  const std::uint64_t old = state_;
  state_ = old * 6364136223846793005ULL + inc_;
  const std::uint32_t xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
  const std::uint32_t rot = static_cast<std::uint32_t>(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

std::uint64_t Rng::next_u64() {
  const std::uint64_t hi = next_u32();
  return (hi << 32) | next_u32();
}

std::uint32_t Rng::below(std::uint32_t bound) {
  // Lemire's multiply-and-reject: unbiased, one multiply in the common case.
  std::uint64_t m = static_cast<std::uint64_t>(next_u32()) * bound;
  std::uint32_t low = static_cast<std::uint32_t>(m);
  if (low < bound) {
    const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
    while (low < threshold) {
      m = static_cast<std::uint64_t>(next_u32()) * bound;
      low = static_cast<std::uint32_t>(m);
    }
  }
  return static_cast<std::uint32_t>(m >> 32);
}

int Rng::between(int lo, int hi) {
  return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo) + 1u));
}

double Rng::unit() { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }

std::uint64_t seed_from_text(std::string_view text) {
  const bool numeric = !text.empty() && text.size() <= 19 &&
                       text.find_first_not_of("0123456789") == std::string_view::npos;
  if (numeric) {
    std::uint64_t n = 0;
    for (char c : text) n = n * 10 + static_cast<std::uint64_t>(c - '0');
    return n;
  }
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string random_seed_text() {
  // Only picks a seed; the seed then decides everything deterministically.
  std::random_device device;
  const std::uint64_t mixed =
      (static_cast<std::uint64_t>(device()) << 32) ^ device() ^
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  return std::to_string(mixed % 1000000000ULL);
}

}  // namespace pgw

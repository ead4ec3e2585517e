// rng.hpp — the project's PRNG: the same numbers natively and in wasm.
//
// Every random decision goes through Rng (PCG32, O'Neill 2014). std::
// distributions, std::shuffle and std::hash differ between libstdc++ and
// libc++, so they never decide anything that shapes a level.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace pgw {

class Rng {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0x5851f42d4c957f2dULL);

  std::uint32_t next_u32();
  std::uint64_t next_u64();
  std::uint32_t below(std::uint32_t bound);  // uniform in [0, bound); bound > 0
  int between(int lo, int hi);               // uniform in [lo, hi]
  double unit();                             // uniform in [0, 1), 53 bits

  template <class T>
  void shuffle(T* items, std::size_t count) {  // Fisher–Yates
    for (std::size_t i = count; i > 1; --i) {
      const std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  std::uint64_t state_;
  std::uint64_t inc_;
};

// A seed typed by a user is text: decimal digits are taken as the number,
// anything else is hashed (FNV-1a), so "42" and "castle" are both seeds.
std::uint64_t seed_from_text(std::string_view text);

// A fresh seed for "blank = random", as text so it can be shown and shared.
std::string random_seed_text();

}  // namespace pgw

// difficulty.hpp — the difficulty names every kind grades its levels with.
//
// Any means "no difficulty asked": the kind's generator as it was before
// difficulties, so recipes without one keep their levels. Each kind says what
// the others mean (flow/deduce.hpp: the hardest deduction needed;
// slide/analysis.hpp: bands of par, traps and choices).
#pragma once

#include <cstdint>
#include <string_view>

namespace pgw {

enum class Difficulty : std::uint8_t { Any, Easy, Medium, Hard, Expert };
constexpr int kDifficulties = 5;
const char* difficulty_name(Difficulty difficulty);  // "any", "easy", "medium", "hard", "expert"
// False for anything else; names are lower case.
bool difficulty_from_name(std::string_view name, Difficulty& difficulty);
// "any, easy, medium, hard, expert", for messages.
const char* difficulty_names();

// The enum value whose name is `name`, with names indexed by value.
template <class Enum, int N>
bool enum_from_name(const char* const (&names)[N], std::string_view name, Enum& value) {
  for (int i = 0; i < N; ++i)
    if (name == names[i]) {
      value = static_cast<Enum>(i);
      return true;
    }
  return false;
}

}  // namespace pgw

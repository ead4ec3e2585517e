#include "core/difficulty.hpp"

namespace pgw {

namespace {
const char* const kDifficultyNames[kDifficulties] = {"any", "easy", "medium", "hard", "expert"};
}  // namespace

const char* difficulty_name(Difficulty difficulty) { return kDifficultyNames[static_cast<int>(difficulty)]; }

bool difficulty_from_name(std::string_view name, Difficulty& difficulty) {
  return enum_from_name(kDifficultyNames, name, difficulty);
}

const char* difficulty_names() { return "any, easy, medium, hard, expert"; }

}  // namespace pgw

// collections.hpp — the built-in collections a new player sees first.
//
// Each is a file in data/collections/ in core/collection.hpp's text form:
// a title, an author, a note, then its levels as pinned codes, each with the
// recipe it was made from. The codes are what ships: a later generator that
// makes other levels from those recipes never moves a player's progress to
// another level (tests/test_builtin_collections.cpp checks that the codes
// are what the recipes made, for the generator versions that made them).
// scripts/pin_collections.py writes the codes from a file of recipes.
// Compiled in by cmake/embed_collections.cmake, in the files' name order.
#pragma once

#include <string_view>
#include <vector>

namespace pgw {

struct BuiltInCollection {
  const char* Name;       // the file's name without .txt: "10-slide-first-steps"
  std::string_view Text;  // the file's text
};

const std::vector<BuiltInCollection>& builtin_collections();

}  // namespace pgw

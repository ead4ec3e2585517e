// text.hpp — Assembly recipes and maps as text, for links.
//
// Params name a compiled-in fixture, one of its assemblies and any cvars:
// "forest.nature_large" or "forest.nature_large.rm_ufo~craft_crash_bomber"
// (a cvar's tile without its '+'), and ".strict" last for Strict mode (a
// file that disagrees with itself is refused; plan.hpp's Mode). A pasted map file travels in the params
// itself, packed (core/pack.hpp) and in base64url: "pasted~KgQ….two", when
// it packs small enough for a link. A level code holds the recipe, the seed,
// which plan of the run made the map, and the placements themselves, so the
// map opens as it was and is checked by the verifier on the way in.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "assembly/assembler.hpp"
#include "assembly/model.hpp"
#include "assembly/plan.hpp"

namespace pgw::assembly {

// The file name of a recipe whose map file was pasted: its text is in the recipe.
inline constexpr char kPastedFile[] = "pasted";
// Pasted text longer than this is refused (the editor holds no more).
constexpr std::size_t kMaxPastedText = 64 * 1024;
// Pasted text goes into links when it packs to at most this many bytes: the
// level link, placements and all, then stays under kMaxLinkLength.
constexpr std::size_t kMaxLinkedPack = 5400;

struct Recipe {
  std::string fixture;  // a compiled-in fixture's name, or kPastedFile
  std::string text;     // the map file when it was pasted; empty for fixtures
  std::string assembly;
  Cvars cvars;
  bool strict = false;  // Mode::Strict; the default is the game's way (Mode::Engine)

  bool operator==(const Recipe& o) const {
    return fixture == o.fixture && text == o.text && assembly == o.assembly && cvars == o.cvars && strict == o.strict;
  }
};

// Empty when the pasted text fits a link; else a sentence saying why not.
std::string pasted_link_problem(std::string_view text);

std::string encode_params(const Recipe& recipe);  // a pasted text must fit a link
// Checks the fixture (or parses the pasted text), the assembly and that each
// cvar names a tile of it.
bool decode_params(std::string_view text, Recipe& recipe, std::string& error);

// The map file a recipe names, parsed: a fixture (kept for the process) or
// the pasted text. Null with `error` when it does not parse.
std::shared_ptr<const Ump> recipe_map(const Recipe& recipe, std::string& error);

// A level code holds no mode: a map that Strict mode makes is the map the
// game's way makes (the modes differ only in what they refuse), and a code's
// map is checked the game's way.
struct Level {
  Recipe recipe;
  std::uint64_t seed = 0;
  int replans = 0;  // the map came from plan number `replans` of its run
  std::vector<Placement> placed;

  bool operator==(const Level& o) const {
    return recipe == o.recipe && seed == o.seed && replans == o.replans && placed == o.placed;
  }
};

std::string encode_level(const Level& level);
// Checks what decode_params checks, and that the placements pass the verifier.
bool decode_level(std::string_view code, Level& level, std::string& error);
// The warnings of a decoded level's map, the game's way (its fixed tiles'
// disagreements; fixed_tile_warnings), as its run gave them.
std::vector<Warning> level_warnings(const Level& level);

}  // namespace pgw::assembly

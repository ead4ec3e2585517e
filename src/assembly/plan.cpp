// plan.cpp — see plan.hpp.
#include "assembly/plan.hpp"

#include <algorithm>

#include "core/rng.hpp"

namespace pgw::assembly {

namespace {

constexpr std::uint64_t kPlanStream = 0x9a17u;  // apart from the search's numbers

// The tile an entry names (a cvar's value when it is set and names a tile
// with '+'); -1 with `error` when the cvar names a tile that is missing.
int entry_tile(const Ump& ump, const TileRef& ref, const Cvars& cvars, Rng& rng, Plan& plan, std::string& error) {
  if (ref.kind == TileRef::Kind::Tile) return ref.index;
  if (ref.kind == TileRef::Kind::Tileset) {
    const std::vector<int>& members = ump.tilesets[ref.index].tiles;
    return members[rng.below(static_cast<std::uint32_t>(members.size()))];
  }
  const auto set = cvars.find(ref.name);
  if (set == cvars.end()) return ref.index;
  if (set->second.empty() || set->second[0] != '+') {
    plan.notes.push_back("*" + ref.name + " '" + set->second + "' does not start with '+': the default " +
                         ump.tiles[ref.index].id + " is used");
    return ref.index;
  }
  const int tile = ump.find_tile(set->second);
  if (tile < 0) error = "*" + ref.name + " names '" + set->second + "', which is not a tile of this file";
  return tile;
}

}  // namespace

bool Plan::fixed_only() const {
  for (int m : max)
    if (m > 0) return false;
  return true;
}

std::uint64_t run_seed(const Assembly& assembly, std::uint64_t seed) {
  if (assembly.seeds.empty()) return seed;
  return static_cast<std::uint64_t>(assembly.seeds[seed % assembly.seeds.size()]);
}

Plan empty_plan(const Ump& ump, const Assembly& assembly) {
  Plan out;
  out.width = assembly.width;
  out.height = assembly.height;
  out.grid_x = assembly.grid_x;
  out.grid_y = assembly.grid_y;
  out.min.assign(ump.tiles.size(), 0);
  out.max.assign(ump.tiles.size(), 0);
  return out;
}

bool make_plan(const Ump& ump, const Assembly& assembly, const Cvars& cvars, bool multiplayer, std::uint64_t seed,
               Plan& plan, std::string& error) {
  Rng rng(run_seed(assembly, seed), kPlanStream);
  Plan out = empty_plan(ump, assembly);
  for (const CountEntry& entry : assembly.counts) {
    if (entry.ref.kind != TileRef::Kind::Tileset) {
      const int tile = entry_tile(ump, entry.ref, cvars, rng, out, error);
      if (tile < 0) return false;
      out.min[tile] = entry.min;  // a later entry for the same tile overrides
      out.max[tile] = entry.max;
      continue;
    }
    // A tileset's counts are spread over its members at random: max, then min
    // (on members still below their max), added to what they have.
    const std::vector<int>& members = ump.tilesets[entry.ref.index].tiles;
    const auto pick = [&] { return members[rng.below(static_cast<std::uint32_t>(members.size()))]; };
    for (int i = 0; i < entry.max; ++i) {
      const int tile = pick();
      out.max[tile] = std::min(kMaxCount, out.max[tile] + 1);
    }
    for (int i = 0; i < entry.min; ++i) {
      bool room = false;
      for (int member : members) room = room || out.min[member] < out.max[member];
      if (!room) break;
      for (;;) {
        const int tile = pick();
        if (out.min[tile] < out.max[tile]) {
          ++out.min[tile];
          break;
        }
      }
    }
  }
  for (const FixEntry& entry : assembly.fixes) {
    const int tile = entry_tile(ump, entry.ref, cvars, rng, out, error);
    if (tile < 0) return false;
    out.fixed.push_back({tile, entry.x, entry.y});
  }
  if (multiplayer)
    for (int tile : assembly.multiplayer) out.min[tile] = out.max[tile] = 1;
  plan = std::move(out);
  return true;
}

}  // namespace pgw::assembly

// engine_strings.cpp — see engine_strings.hpp.
#include "assembly/engine_strings.hpp"

namespace pgw::assembly {

EngineStrings engine_strings(const Ump& ump, int width, int height, const std::vector<Placement>& placed) {
  EngineStrings out;
  if (!ump.base.empty()) out.tiles = "-" + ump.base;
  for (const Placement& p : placed) {
    if (!out.tiles.empty()) out.tiles += ' ';
    out.tiles += ump.tiles[p.tile].id;
    if (!out.positions.empty()) out.positions += ' ';
    // 256 map units a square, 32 units a grid step; C's integer halves.
    out.positions += std::to_string((p.x - width / 2) * 8) + " " + std::to_string((p.y - height / 2) * 8) + " 0";
  }
  return out;
}

}  // namespace pgw::assembly

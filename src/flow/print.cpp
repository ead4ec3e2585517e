#include "flow/print.hpp"

#include "flow/text.hpp"


namespace pgw::flow {

namespace {

constexpr double kCell = 10;

const char* flow_colour(Flow flow) {
  switch (flow) {
    case Flow::Road: return "#555555";
    case Flow::Path: return "#b0844c";
    case Flow::River: return "#3a78c8";
    case Flow::Rail: return "#9a3030";
    case Flow::None: break;
  }
  return "none";
}

std::string num(double v) { return svg_number(v); }

}  // namespace

SheetItem board_picture(const Board& board, const Rotations& rotations) {
  static const double kDx[4] = {0, 1, 0, -1}, kDy[4] = {-1, 0, 1, 0};
  SheetItem item = framed_picture(board.width * kCell, board.height * kCell, "#f6f3ea");
  std::string& s = item.body;
  for (int x = 1; x < board.width; ++x)
    s += "<line x1=\"" + num(x * kCell) + "\" y1=\"0\" x2=\"" + num(x * kCell) + "\" y2=\"" + num(item.height) +
         "\" stroke=\"#ccc\" stroke-width=\"0.3\"/>\n";
  for (int y = 1; y < board.height; ++y)
    s += "<line x1=\"0\" y1=\"" + num(y * kCell) + "\" x2=\"" + num(item.width) + "\" y2=\"" + num(y * kCell) +
         "\" stroke=\"#ccc\" stroke-width=\"0.3\"/>\n";
  for (int cell = 0; cell < board.cells(); ++cell) {
    const TileType& tile = catalogue()[board.tiles[cell]];
    const double cx = (cell % board.width + 0.5) * kCell, cy = (cell / board.width + 0.5) * kCell;
    int flowing = 0;
    // Lower flows first, so a bridge's upper flow is drawn over the one below it.
    for (int height = 0; height < kHeights; ++height)
      for (int side = 0; side < 4; ++side) {
        const Edge e = rotated_edge(tile, rotations[cell], side);
        if (e.flow == Flow::None || static_cast<int>(e.height) != height) continue;
        ++flowing;
        s += "<line x1=\"" + num(cx) + "\" y1=\"" + num(cy) + "\" x2=\"" + num(cx + kDx[side] * kCell / 2) +
             "\" y2=\"" + num(cy + kDy[side] * kCell / 2) + "\" stroke=\"" + flow_colour(e.flow) +
             "\" stroke-width=\"" + num(1.4 + 0.8 * height) + "\" stroke-linecap=\"butt\"/>\n";
      }
    if (flowing == 1)
      s += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"1.6\" fill=\"#333\"/>\n";
  }
  return item;
}

bool code_picture(std::string_view code, bool solution, Progress&, SheetItem& item, std::string& error) {
  Level level;
  if (!decode_level(code, level, error)) return false;
  item = board_picture(level.board, solution ? level.solution : level.start);
  return true;
}

}  // namespace pgw::flow

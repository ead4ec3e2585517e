#include "slide/print.hpp"

#include "slide/solver.hpp"
#include "slide/text.hpp"

#include <string>

namespace pgw::slide {

namespace {

constexpr double kCell = 10;

std::string num(double v) { return svg_number(v); }

}  // namespace

SheetItem board_picture(const Layout& layout, const State& state) {
  SheetItem item = framed_picture(layout.width * kCell, layout.height * kCell, "white");
  std::string& s = item.body;
  for (int y = 0; y < layout.height; ++y)
    for (int x = 0; x < layout.width; ++x) {
      const double px = x * kCell, py = y * kCell, cx = px + kCell / 2, cy = py + kCell / 2;
      s += "<rect x=\"" + num(px) + "\" y=\"" + num(py) + "\" width=\"" + num(kCell) + "\" height=\"" + num(kCell) +
           "\" fill=\"none\" stroke=\"#ddd\" stroke-width=\"0.3\"/>\n";
      switch (cell_at(layout, state, x, y)) {
        case Cell::Stationary:
          s += "<rect x=\"" + num(px + 0.5) + "\" y=\"" + num(py + 0.5) + "\" width=\"9\" height=\"9\" fill=\"#333\"/>\n";
          break;
        case Cell::Moving:
          s += "<rect x=\"" + num(px + 1.2) + "\" y=\"" + num(py + 1.2) +
               "\" width=\"7.6\" height=\"7.6\" rx=\"1.2\" fill=\"#bbb\" stroke=\"#666\" stroke-width=\"0.4\"/>\n";
          break;
        case Cell::Player:
          s += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"3.2\" fill=\"#2f6fd0\"/>\n";
          break;
        case Cell::Empty: break;
      }
    }
  // The goal over whatever stands on it.
  const double gx = cell_x(layout.goal) * kCell + kCell / 2, gy = cell_y(layout.goal) * kCell + kCell / 2;
  s += "<circle cx=\"" + num(gx) + "\" cy=\"" + num(gy) +
       "\" r=\"4.2\" fill=\"none\" stroke=\"#c83030\" stroke-width=\"1\"/>\n";
  return item;
}

bool code_picture(std::string_view code, bool solution, Progress& progress, SheetItem& item, std::string& error) {
  Level level;
  if (!decode_level(code, level, error)) return false;
  item = board_picture(level.layout, level.start);
  if (!solution) return true;
  const SolveResult solved = solve(level.layout, level.start, &progress);
  if (solved.status == SolveStatus::Cancelled) {
    error = "cancelled";
    return false;
  }
  item.caption.push_back(solved.status == SolveStatus::Solved ? "Solution: " + moves_to_string(solved.moves)
                                                               : std::string("No solution found"));
  return true;
}

}  // namespace pgw::slide

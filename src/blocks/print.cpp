// print.cpp — see print.hpp.
#include "blocks/print.hpp"

#include "blocks/solver.hpp"
#include "blocks/text.hpp"

namespace pgw::blocks {

namespace {

constexpr double kCell = 10;

std::string num(double v) { return svg_number(v); }

std::string rect(double x, double y, double w, double h, const char* fill, const char* extra = "") {
  return "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) +
         "\" fill=\"" + fill + "\"" + extra + "/>\n";
}

}  // namespace

SheetItem board_picture(const Board& b) {
  SheetItem item = framed_picture(b.width * kCell, b.height * kCell, "white");
  std::string& s = item.body;
  for (int y = 0; y < b.height; ++y)
    for (int x = 0; x < b.width; ++x) {
      s += rect(x * kCell, y * kCell, kCell, kCell, "none", " stroke=\"#ddd\" stroke-width=\"0.3\"");
      if ((b.walls >> b.cell(x, y)) & 1u) s += rect(x * kCell + 0.5, y * kCell + 0.5, kCell - 1, kCell - 1, "#333");
    }
  for (std::size_t i = 0; i < b.pieces.size(); ++i) {
    const Piece& p = b.pieces[i];
    const bool primary = i == 0;
    s += rect(p.x * kCell + 1, p.y * kCell + 1, p.w * kCell - 2, p.h * kCell - 2, primary ? "#d04040" : "#ccc",
              " rx=\"1.2\" stroke=\"#555\" stroke-width=\"0.4\"");
    const std::string letter(1, piece_letter(static_cast<int>(i)));
    s += "<text x=\"" + num((p.x + p.w / 2.0) * kCell) + "\" y=\"" + num((p.y + p.h / 2.0) * kCell + 1.6) +
         "\" font-size=\"4.5\" font-family=\"sans-serif\" text-anchor=\"middle\" fill=\"" +
         (primary ? "white" : "#222") + "\">" + letter + "</text>\n";
  }
  // The exit: a thick red stroke on the frame where A leaves.
  const Piece a = b.pieces.empty() ? Piece() : b.pieces[0];
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  if (b.rules == Rules::Rush) {
    x0 = x1 = b.width * kCell;
    y0 = a.y * kCell;
    y1 = (a.y + a.h) * kCell;
  } else if (b.exit == Edge::Bottom || b.exit == Edge::Top) {
    y0 = y1 = b.exit == Edge::Bottom ? b.height * kCell : 0;
    x0 = b.exit_offset * kCell;
    x1 = (b.exit_offset + a.w) * kCell;
  } else {
    x0 = x1 = b.exit == Edge::Right ? b.width * kCell : 0;
    y0 = b.exit_offset * kCell;
    y1 = (b.exit_offset + a.h) * kCell;
  }
  s += "<line x1=\"" + num(x0) + "\" y1=\"" + num(y0) + "\" x2=\"" + num(x1) + "\" y2=\"" + num(y1) +
       "\" stroke=\"#c83030\" stroke-width=\"1.6\"/>\n";
  return item;
}

bool code_picture(std::string_view code, bool solution, Progress& progress, SheetItem& item, std::string& error) {
  Board board;
  if (!decode_level(code, board, error)) return false;
  item = board_picture(board);
  if (!solution) return true;
  const Solution solved = solve(board, &progress);
  if (solved.status == SolveStatus::Cancelled) {
    error = "cancelled";
    return false;
  }
  if (solved.status != SolveStatus::Solved) {
    item.caption.push_back(solved.status == SolveStatus::Unsolvable ? "No solution" : "Too large to solve");
    return true;
  }
  // The moves ten to a line (a caption does not wrap).
  item.caption.push_back("Solution, " + std::to_string(solved.moves.size()) +
                         (solved.moves.size() == 1 ? " move:" : " moves:"));
  Board at = board;
  std::string line;
  for (std::size_t i = 0; i < solved.moves.size(); ++i) {
    if (!line.empty()) line += ' ';
    line += move_text(at, solved.moves[i]);
    apply(at, solved.moves[i]);
    if (i % 10 == 9 || i + 1 == solved.moves.size()) {
      item.caption.push_back(line);
      line.clear();
    }
  }
  return true;
}

}  // namespace pgw::blocks

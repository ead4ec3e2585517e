// sheet.hpp — printable pages of boards as SVG, as Simon Tatham's puzzles
// print several puzzles to a page.
//
// Each item is a picture in its own units (a kind draws its board into a
// width × height box) with a caption of one or more lines. Pages are A4
// portrait in millimetres; items are laid out in a grid of equal cells,
// scaled to fit, in the order given.
#pragma once

#include <string>
#include <vector>

namespace pgw {

struct SheetItem {
  std::string body;                   // SVG elements drawn within [0, width] × [0, height]
  double width = 0, height = 0;
  std::vector<std::string> caption;   // lines under the picture
};

// One SVG document per page; `title` heads every page ("… — page 2 of 3").
// `per_page` 0 picks by the pictures' shape (6 for square boards).
std::vector<std::string> sheet_pages(const std::string& title, const std::vector<SheetItem>& items, int per_page = 0);

// A width × height picture holding only its frame: a filled, outlined rectangle.
SheetItem framed_picture(double width, double height, const char* fill);

// A coordinate for an SVG attribute, with `decimals` places ("12.5").
std::string svg_number(double value, int decimals = 1);

// Text for an SVG text node: & < > and quotes escaped.
std::string svg_escape(const std::string& text);

}  // namespace pgw

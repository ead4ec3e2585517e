#include "core/sheet.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pgw {

SheetItem framed_picture(double width, double height, const char* fill) {
  SheetItem item;
  item.width = width;
  item.height = height;
  item.body = "<rect width=\"" + svg_number(width) + "\" height=\"" + svg_number(height) + "\" fill=\"" + fill +
              "\" stroke=\"#333\" stroke-width=\"0.6\"/>\n";
  return item;
}

std::string svg_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string svg_number(double value, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

namespace {

std::string num(double v) { return svg_number(v, 2); }

}  // namespace

std::vector<std::string> sheet_pages(const std::string& title, const std::vector<SheetItem>& items, int per_page) {
  constexpr double kPageW = 210, kPageH = 297, kMargin = 12, kTitle = 10, kLine = 4.2, kGap = 6;
  std::size_t lines = 0;
  for (const SheetItem& item : items) lines = std::max(lines, item.caption.size());
  if (per_page <= 0) per_page = 6;
  const int columns = per_page <= 2 ? 1 : 2;
  const int rows = (per_page + columns - 1) / columns;
  const double cell_w = (kPageW - 2 * kMargin - (columns - 1) * kGap) / columns;
  const double cell_h = (kPageH - 2 * kMargin - kTitle - (rows - 1) * kGap) / rows;
  const double picture_h = cell_h - static_cast<double>(lines) * kLine - 2;
  const std::size_t pages = std::max<std::size_t>(1, (items.size() + per_page - 1) / per_page);
  std::vector<std::string> out;
  for (std::size_t page = 0; page < pages; ++page) {
    std::string svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"297mm\" viewBox=\"0 0 210 297\">\n"
        "<rect width=\"210\" height=\"297\" fill=\"white\"/>\n"
        "<text x=\"" + num(kMargin) + "\" y=\"" + num(kMargin + 5) +
        "\" font-family=\"sans-serif\" font-size=\"5\">" + svg_escape(title) +
        (pages > 1 ? " — page " + std::to_string(page + 1) + " of " + std::to_string(pages) : "") + "</text>\n";
    for (int slot = 0; slot < per_page; ++slot) {
      const std::size_t i = page * per_page + slot;
      if (i >= items.size()) break;
      const SheetItem& item = items[i];
      const double x0 = kMargin + (slot % columns) * (cell_w + kGap);
      const double y0 = kMargin + kTitle + (slot / columns) * (cell_h + kGap);
      const double scale = std::min(cell_w / std::max(item.width, 1.0), picture_h / std::max(item.height, 1.0));
      const double px = x0 + (cell_w - item.width * scale) / 2;
      svg += "<g transform=\"translate(" + num(px) + " " + num(y0) + ") scale(" + num(scale) + ")\">\n" + item.body +
             "</g>\n";
      for (std::size_t l = 0; l < item.caption.size(); ++l)
        svg += "<text x=\"" + num(x0 + cell_w / 2) + "\" y=\"" +
               num(y0 + item.height * scale + 4 + static_cast<double>(l) * kLine) +
               "\" font-family=\"sans-serif\" font-size=\"3.4\" text-anchor=\"middle\">" +
               svg_escape(item.caption[l]) + "</text>\n";
    }
    svg += "</svg>\n";
    out.push_back(std::move(svg));
  }
  return out;
}

}  // namespace pgw

// collection_print.cpp — see collection_print.hpp.
#include "kinds/collection_print.hpp"

#include "core/sheet.hpp"
#include "kinds/registry.hpp"

namespace pgw {

namespace {

std::string html_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

}  // namespace

bool collection_print_html(const Collection& collection, const std::vector<std::string>& codes, Progress& progress,
                           std::string& html, std::string& error) {
  const int n = collection.size();
  std::vector<SheetItem> puzzles, solutions;
  std::vector<std::string> skipped;
  progress.set_phase("Drawing the levels");
  for (int i = 0; i < n; ++i) {
    if (progress.cancelled()) {
      error = "cancelled";
      return false;
    }
    CollectionLevel level;
    if (!collection_level(collection, i, find_kind, level, error, kind_names())) return false;
    const KindApi* kind = find_kind(level.kind);
    std::string code = i < static_cast<int>(codes.size()) && !codes[static_cast<std::size_t>(i)].empty()
                           ? codes[static_cast<std::size_t>(i)]
                           : level.code;
    if (kind->picture == nullptr) {
      skipped.push_back(std::to_string(i + 1));
      continue;
    }
    if (code.empty()) {
      NestedProgress inner(progress);  // its fractions are its own; the job's cancel reaches it
      const KindGenerated made = kind->generate(level.params, level.seed, inner.progress());
      if (!made.ok) {
        error = made.cancelled || progress.cancelled() ? "cancelled"
                                                       : "level " + std::to_string(i + 1) + ": " + made.error;
        return false;
      }
      code = made.code;
    }
    SheetItem puzzle, solution;
    for (int pass = 0; pass < 2; ++pass) {
      NestedProgress inner(progress);
      if (!kind->picture(code, pass == 1, inner.progress(), pass == 0 ? puzzle : solution, error)) {
        if (error != "cancelled") error = "level " + std::to_string(i + 1) + ": " + error;
        return false;
      }
    }
    const std::string label = "Level " + std::to_string(i + 1) + (level.name.empty() ? "" : ": " + level.name);
    puzzle.caption.insert(puzzle.caption.begin(), label);
    solution.caption.insert(solution.caption.begin(), label);
    puzzles.push_back(std::move(puzzle));
    solutions.push_back(std::move(solution));
    progress.set_fraction(static_cast<double>(i + 1) / static_cast<double>(n));
  }
  const std::string title = collection.title.empty() ? std::string("Collection") : collection.title;
  html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html_escape(title) +
         "</title><style>body{margin:0;font:14px sans-serif}.page{page-break-after:always;break-after:page}"
         ".page svg{width:100%;height:auto;display:block}.cover{padding:2em}"
         "@page{size:A4 portrait;margin:0}</style></head><body>"
         "<div class=\"cover page\"><h1>" + html_escape(title) + "</h1>";
  if (!collection.author.empty()) html += "<p>by " + html_escape(collection.author) + "</p>";
  if (!collection.note.empty()) html += "<p>" + html_escape(collection.note) + "</p>";
  html += "<p>" + std::to_string(puzzles.size()) + " puzzles, then their solutions.</p>";
  if (!skipped.empty()) {
    std::string list;
    for (const std::string& s : skipped) list += (list.empty() ? "" : ", ") + s;
    html += "<p>Not printed (their kind has no printed form): levels " + html_escape(list) + ".</p>";
  }
  html += "</div>";
  for (const std::string& page : sheet_pages(title, puzzles)) html += "<div class=\"page\">" + page + "</div>";
  for (const std::string& page : sheet_pages(title + " — solutions", solutions))
    html += "<div class=\"page\">" + page + "</div>";
  html += "</body></html>";
  return true;
}

}  // namespace pgw

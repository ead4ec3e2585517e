// collection_print.hpp — a collection's printable pages: its puzzles, then
// their solutions, as one HTML document of SVG pages (core/sheet.hpp, the
// drawing `levelgen pack` prints with), for the browser's print dialog.
#pragma once

#include <string>
#include <vector>

#include "core/collection.hpp"
#include "core/progress.hpp"

namespace pgw {

// `codes[i]`: level i's code when it is known ("" or missing: made from its
// recipe here, in order). Levels of kinds that print nothing are named in a
// note. Runs as a job: polls `progress` (cancel: false, error "cancelled"),
// reports monotonic progress.
bool collection_print_html(const Collection& collection, const std::vector<std::string>& codes, Progress& progress,
                           std::string& html, std::string& error);

}  // namespace pgw

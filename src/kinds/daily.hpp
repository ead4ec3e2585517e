// daily.hpp — the daily puzzle: one Flow, one Slide and one Blocks level a day, the same
// for everyone.
//
// The day's level is a recipe: a fixed params text per kind (a size where
// its Medium levels come quickly) and the UTC date "YYYY-MM-DD" as the seed,
// so every build and every player regenerates the same level from the date
// alone, and the share text can name it without spoiling it (hexapipes'
// players share "daily" results that way).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/difficulty.hpp"
#include "core/link.hpp"

namespace pgw {

struct DailyRecipe {
  std::string kind;    // "flow", "slide" or "blocks"
  std::string date;    // "YYYY-MM-DD" (UTC), also the seed
  std::string params;  // the kind's params text
  int width = 0, height = 0;
  Difficulty difficulty = Difficulty::Medium;
};

// The kinds that have a daily puzzle, for messages: "flow, slide, blocks".
const char* daily_kinds();

// True when `text` is a calendar date YYYY-MM-DD (years 1970–9999, real
// months and days, leap years counted); else `error` says what is wrong.
bool check_daily_date(std::string_view text, std::string& error);

// The UTC date of a moment given in seconds since 1970-01-01 00:00 UTC.
std::string utc_date(std::int64_t unix_seconds);

// The day's recipe for `kind`; false with `error` naming the bad kind or date.
bool daily_recipe(std::string_view kind, std::string_view date, DailyRecipe& recipe, std::string& error);

// A daily link (#daily/<kind>[/<date>]) becomes the recipe link of that day's
// level, `today` (YYYY-MM-DD) when the link names no date; other links stay
// as they are. False with `error` naming the bad kind or date.
bool resolve_daily_link(Link& link, std::string_view today, std::string& error);

// "Flow daily 2026-11-24 · 15×15 Medium · 41 moves · no hints": the result
// without the level (moves made to solve it, hints taken).
std::string daily_share_text(const DailyRecipe& recipe, int moves, int hints);

}  // namespace pgw

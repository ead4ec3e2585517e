// records.hpp — what a player did: each solve, the statistics and streaks
// drawn from them, the player's own collections, and the text they are kept
// in (the app's store: localStorage "pgw.records") and exported as (JSON).
//
// A solve is kept per level code (its id: level_id), so a level's marks follow
// it into every collection it appears in. Nothing here draws or touches the
// browser: the app reads and writes the text, the unit tests read the texts
// earlier versions wrote (every schema version is migrated on load).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/difficulty.hpp"

namespace pgw {

// 16 lowercase hex digits of a 64-bit FNV-1a hash of the level code: the
// same in every build, short enough to keep 10,000 of.
std::string level_id(std::string_view code);

// One solved level.
struct Solve {
  std::string id;       // level_id of its code
  std::string kind;     // "flow"
  int width = 0, height = 0;
  Difficulty difficulty = Difficulty::Any;  // as graded (Any when not)
  std::string date;     // UTC day it was solved, YYYY-MM-DD
  std::int64_t ms = 0;  // time on the clock (paused while hidden or covered); 0: the timer was off
  int moves = 0;
  int par = 0;          // 0 when the level has none
  int hints = 0;
  bool daily = false;   // it was that date's daily puzzle of its kind
  bool operator==(const Solve& o) const;
};

// The best of a level's solves (for the win popup and a collection's grid).
struct LevelBest {
  int solves = 0;
  std::int64_t best_ms = 0;   // fastest timed solve (0: none timed)
  int best_moves = 0;         // fewest moves
  int par = 0;
  int fewest_hints = 0;
  bool in_par() const { return solves > 0 && par > 0 && best_moves <= par; }
  void add(const Solve& solve);  // one more solve of the level
};

// Where a player stands in one collection (by its link).
struct CollectionPlace {
  std::string link;     // "#collection/…"
  int current = 0;      // 0-based level last opened: Continue goes there
  std::int64_t opened = 0;  // seconds since 1970 when last opened (for the list's order)
};

struct Records {
  std::vector<Solve> solves;              // in the order they happened
  std::vector<std::string> collections;   // the player's own collections, as links, in their order
  std::vector<CollectionPlace> places;
  bool operator==(const Records& o) const;

  // The best of the solves of the level with this id (solves == 0: never
  // solved); its par is the largest any of them was given.
  LevelBest best(std::string_view id) const;
  void add(const Solve& solve) { solves.push_back(solve); }
  CollectionPlace* place(std::string_view link);  // null when never opened
  void set_place(std::string_view link, int current, std::int64_t now);  // adds the place or moves it
};

// The store's text: a header line "pgw-records <schema>" then one record a
// line. load_records reads every schema version ever written (migrating),
// false with `error` naming the line when the text is damaged: the app then
// keeps the damaged text aside and says so, never overwriting it silently
// (`records` is untouched then).
//
// Schema 1 (fields separated by a space or a tab; blank lines are skipped):
//   pgw-records 1
//   s <id> <kind> <width> <height> <difficulty> <date> <ms> <moves> <par> <hints> <daily 0|1>
//   c <link>                        one of the player's collections
//   p <link> <current> <opened>     a place in a collection
// Links are percent-encoded (core/link.hpp); numbers are decimal, none
// negative; the difficulty is its name. save_records writes every solve, then
// every collection, then every place, each in its order; load_records takes
// the lines in any order and keeps each list's. How a schema is added:
// records.cpp, load_records.
constexpr int kRecordsSchema = 1;
std::string save_records(const Records& records);
bool load_records(std::string_view text, Records& records, std::string& error);

// What load_records and import_records ask of each value they read: an id of
// 16 lowercase hex digits, a kind's name (1 to 32 of a-z, 0-9, '-', '_'), a
// YYYY-MM-DD date from 1970 on, no negative number, a non-empty UTF-8 link.
// The app checks a solve before it adds one, so what it saves always loads.
bool check_solve(const Solve& solve, std::string& error);
bool check_place(const CollectionPlace& place, std::string& error);
bool check_collection_link(std::string_view link, std::string& error);

// Export: one JSON object {"format":"pgw-progress","version":1,...}; import
// reads it (or a store text) and merges into `records`: solves already
// there are not doubled, collections and places are added, nothing is
// dropped. False with `error` saying what is wrong and where, `records`
// untouched. `added` says how many solves were new.
//
// The JSON, version 1 (keys in this order; import ignores keys it does not
// know, and "solves", "collections" or "places" may be left out):
//   {"format":"pgw-progress","version":1,"exported":"<text>",
//    "solves":[{"id","kind","width","height","difficulty","date","ms","moves","par","hints","daily"}],
//    "collections":["#collection/…"],"places":[{"link","current","opened"}]}
// "exported" (when it was made, as the app words it) is written only by the
// second overload and never read back. Merging: a solve equal (==) to one
// already there is not added again (each one there matches one in the file,
// so importing the same file twice adds nothing the second time); new
// solves follow the existing ones in the file's order; collections not
// there yet are appended; a place already there takes the file's `current`
// and `opened` when the file's `opened` is later.
std::string export_records(const Records& records);
std::string export_records(const Records& records, std::string_view exported);
bool import_records(std::string_view text, Records& records, int& added, std::string& error);

// Statistics of the solves that match a filter ("" / 0: all; the
// difficulty counts only when any_difficulty is false).
struct StatsFilter {
  std::string kind;
  int width = 0, height = 0;
  Difficulty difficulty = Difficulty::Any;
  bool any_difficulty = true;  // false: only solves graded `difficulty` (Any: only ungraded ones)
};
struct Stats {
  int solves = 0;            // solves counted
  int levels = 0;            // distinct levels solved
  std::int64_t best_ms = 0;  // over timed solves, ms > 0 (0: none timed)
  std::int64_t median_ms = 0;  // of timed solves; of an even count, the mean of the middle two (rounded down)
  double in_par_rate = 0.0;  // of solves with a par (> 0), the share at or under it (0: none has one)
  double hints_per_level = 0.0;  // hints over all counted solves / levels
  std::vector<std::int64_t> times_ms;  // timed solves' times, ascending (the histogram's data)
};
Stats compute_stats(const Records& records, const StatsFilter& filter);

// The daily streak: days in a row with a daily solved (any kind), ending
// today or yesterday (a streak is not broken before the day is over).
// `today` is the UTC date, YYYY-MM-DD (current is 0 when it is not a date);
// solves whose date is not a date are left out.
struct Streak {
  int current = 0;  // the run of days ending today, or else yesterday (0: neither has a daily)
  int longest = 0;  // the longest run ever
  std::vector<std::string> days;  // every day a daily was solved, ascending, distinct
};
Streak compute_streak(const Records& records, std::string_view today);

}  // namespace pgw

// Records: level ids, the store's text (and the golden of each schema),
// export and import, statistics and streaks.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/records.hpp"
#include "records_sample.hpp"

using namespace pgw;
using test::sample_records;

namespace {

Solve make_solve(const std::string& id_source, std::string kind, int w, int h, Difficulty d, std::string date,
                 std::int64_t ms, int moves, int par, int hints, bool daily) {
  return Solve{level_id(id_source), std::move(kind), w, h, d, std::move(date), ms, moves, par, hints, daily};
}

Solve daily_on(const std::string& date, const std::string& kind = "flow") {
  return make_solve(kind + date, kind, 15, 15, Difficulty::Medium, date, 60000, 30, 30, 0, true);
}

// The error load_records gives (and that it left the records alone).
std::string load_error(const std::string& text) {
  const Records before = sample_records(20);
  Records records = before;
  std::string error;
  if (load_records(text, records, error)) return "(loaded)";
  CHECK_MESSAGE(records == before, "the records changed on a refused text: " << text);
  CHECK_MESSAGE(!error.empty(), text);
  return error;
}

std::string import_error(const std::string& text) {
  const Records before = sample_records(20);
  Records records = before;
  int added = -7;
  std::string error;
  if (import_records(text, records, added, error)) return "(imported)";
  CHECK_MESSAGE(records == before, "the records changed on a refused import: " << text);
  CHECK_MESSAGE(!error.empty(), text);
  return error;
}

const char* const kGoodSolveLine = "s 0123456789abcdef flow 15 15 hard 2026-11-24 83125 41 38 1 1";

}  // namespace

TEST_CASE("records: level_id is the FNV-1a 64-bit hash of the code, in 16 lowercase hex digits") {
  // The hash computed here independently, byte by byte.
  const std::string code = "flow-AQUF_x-9\xC3\xA9";
  unsigned long long h = 0xcbf29ce484222325ull;
  for (unsigned char c : code) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  char expected[17];
  std::snprintf(expected, sizeof expected, "%016llx", h);
  CHECK(level_id(code) == expected);
  // Published FNV-1a 64 values: the offset basis for "", and "a".
  CHECK(level_id("") == "cbf29ce484222325");
  CHECK(level_id("a") == "af63dc4c8601ec8c");
  CHECK(level_id("foobar") == "85944171f73967e8");
  CHECK(level_id("slide-AQYG") != level_id("slide-AQYH"));
}

TEST_CASE("records: best, place and set_place") {
  Records r;
  CHECK(r.best(level_id("x")).solves == 0);
  CHECK_FALSE(r.best(level_id("x")).in_par());
  r.add(make_solve("x", "flow", 5, 5, Difficulty::Easy, "2026-01-01", 9000, 14, 0, 2, false));
  r.add(make_solve("x", "flow", 5, 5, Difficulty::Easy, "2026-01-02", 0, 11, 12, 0, false));
  r.add(make_solve("x", "flow", 5, 5, Difficulty::Easy, "2026-01-03", 7000, 13, 12, 1, false));
  r.add(make_solve("y", "flow", 5, 5, Difficulty::Easy, "2026-01-03", 100, 1, 1, 0, false));
  const LevelBest b = r.best(level_id("x"));
  CHECK(b.solves == 3);
  CHECK(b.best_ms == 7000);  // the untimed solve does not count
  CHECK(b.best_moves == 11);
  CHECK(b.par == 12);
  CHECK(b.fewest_hints == 0);
  CHECK(b.in_par());

  CHECK(r.place("#collection/a") == nullptr);
  r.set_place("#collection/a", 3, 100);
  r.set_place("#collection/b", 1, 200);
  r.set_place("#collection/a", 4, 300);
  REQUIRE(r.places.size() == 2);
  REQUIRE(r.place("#collection/a") != nullptr);
  CHECK(r.place("#collection/a")->current == 4);
  CHECK(r.place("#collection/a")->opened == 300);
  CHECK(r.places[1].link == "#collection/b");
}

TEST_CASE("records: save and load give the same records, odd text in links included") {
  const Records records = sample_records(300);
  const std::string text = save_records(records);
  CHECK(text.rfind("pgw-records 1\n", 0) == 0);
  Records loaded;
  std::string error;
  REQUIRE_MESSAGE(load_records(text, loaded, error), error);
  CHECK(loaded == records);
  CHECK(save_records(loaded) == text);
  // Each kind of difference is seen by ==.
  Records other = loaded;
  other.collections[1] += " ";
  CHECK_FALSE(other == records);
  other = loaded;
  other.places[1].opened += 1;
  CHECK_FALSE(other == records);
  other = loaded;
  other.solves[7].daily = !other.solves[7].daily;
  CHECK_FALSE(other == records);

  // Nothing but the header: no records.
  Records empty = records;
  REQUIRE(load_records("pgw-records 1\n", empty, error));
  CHECK(empty == Records{});
  REQUIRE(load_records("pgw-records 1", empty, error));
  CHECK(empty == Records{});
}

TEST_CASE("records: 10,000 varied solves save and load equal") {
  const Records records = sample_records(10000, 7);
  REQUIRE(records.solves.size() == 10000);
  const std::string text = save_records(records);
  Records loaded;
  std::string error;
  REQUIRE_MESSAGE(load_records(text, loaded, error), error);
  CHECK(loaded.solves.size() == 10000);
  CHECK(loaded == records);
}

TEST_CASE("records: the golden text of schema 1 keeps loading") {
  // Written by the first version of the store. Never change this text: add
  // the golden of a later schema beside it (records.cpp, load_records).
  const char* const kSchema1 =
      "pgw-records 1\n"
      "s 0123456789abcdef flow 15 15 hard 2026-11-24 83125 41 38 1 1\n"
      "s fedcba9876543210 slide 8 8 any 2026-11-25 0 17 0 0 0\n"
      "s 00000000000000ff assembly 40 30 expert 2024-02-29 1 1 2 3 0\n"
      "c %23collection%2Framp%2Fflow1%2F15x15.countryside.d60%2Feasy-expert%2F100%2Framp%2FFlow%2520ramp\n"
      "c %23collection%2Flist-AQID%20caf%C3%A9%09%25\n"
      "p %23collection%2Flist-AQID%20caf%C3%A9%09%25 7 1790000000\n";
  Records expected;
  expected.add(make_solve("", "flow", 15, 15, Difficulty::Hard, "2026-11-24", 83125, 41, 38, 1, true));
  expected.solves[0].id = "0123456789abcdef";
  expected.add(make_solve("", "slide", 8, 8, Difficulty::Any, "2026-11-25", 0, 17, 0, 0, false));
  expected.solves[1].id = "fedcba9876543210";
  expected.add(make_solve("", "assembly", 40, 30, Difficulty::Expert, "2024-02-29", 1, 1, 2, 3, false));
  expected.solves[2].id = "00000000000000ff";
  expected.collections = {"#collection/ramp/flow1/15x15.countryside.d60/easy-expert/100/ramp/Flow%20ramp",
                          "#collection/list-AQID caf\xC3\xA9\t%"};
  expected.places = {{"#collection/list-AQID caf\xC3\xA9\t%", 7, 1790000000}};
  Records loaded;
  std::string error;
  REQUIRE_MESSAGE(load_records(kSchema1, loaded, error), error);
  CHECK(loaded == expected);
  if (kRecordsSchema == 1) CHECK(save_records(expected) == kSchema1);
}

TEST_CASE("records: load takes tabs, CRLF, blank lines and records in any order") {
  const std::string text =
      "pgw-records\t1\r\n"
      "\r\n"
      "c  a%20b\r\n"
      "p\ta%20b\t2\t50\r\n"
      "   \n"
      "s\t0123456789abcdef  flow\t15 15 hard 2026-11-24 083125 41 38 1 0\n"
      "c c\n";
  Records r;
  std::string error;
  REQUIRE_MESSAGE(load_records(text, r, error), error);
  REQUIRE(r.solves.size() == 1);
  CHECK(r.solves[0].kind == "flow");
  CHECK(r.solves[0].ms == 83125);
  CHECK_FALSE(r.solves[0].daily);
  CHECK(r.collections == std::vector<std::string>{"a b", "c"});
  REQUIRE(r.places.size() == 1);
  CHECK(r.places[0].link == "a b");
  CHECK(r.places[0].current == 2);
  CHECK(r.places[0].opened == 50);
}

TEST_CASE("records: a damaged text is refused, naming the line and what is wrong; the records stay") {
  // A bad date on line 17: after the header and 15 good solves.
  Records fifteen;
  fifteen.solves = sample_records(15).solves;
  CHECK(load_error(save_records(fifteen) + "s 0123456789abcdef flow 15 15 hard 2026-13-01 1 1 1 1 1\n") ==
        "line 17: the date '2026-13-01' is not a date (YYYY-MM-DD, from 1970 on)");

  const std::string h = "pgw-records 1\n";
  struct Bad {
    std::string text;
    std::string error;
  };
  const std::vector<Bad> bad = {
      {"", "line 1: not a records text (it starts with 'pgw-records <schema>')"},
      {"{\"format\":\"pgw-progress\"}", "line 1: not a records text (it starts with 'pgw-records <schema>')"},
      {"pgw-records\n", "line 1: not a records text (it starts with 'pgw-records <schema>')"},
      {"pgw-records 1 2\n", "line 1: not a records text (it starts with 'pgw-records <schema>')"},
      {"pgw-records x\n", "line 1: the schema 'x' is not a schema number (1 or more)"},
      {"pgw-records 0\n", "line 1: the schema '0' is not a schema number (1 or more)"},
      {"pgw-records 3\n" + std::string(kGoodSolveLine), "saved by a newer version of the app (schema 3; this one reads up to 1)"},
      {h + "s 0123456789abcdef flow 15 15 hard 2025-02-29 1 1 1 1 1", "line 2: the date '2025-02-29' is not a date"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-04-31 1 1 1 1 1", "line 2: the date '2026-04-31' is not a date"},
      {h + "s 0123456789abcdef flow 15 15 hard 2100-02-29 1 1 1 1 1", "line 2: the date '2100-02-29' is not a date"},
      {h + "s 0123456789abcdef flow 15 15 hard 1969-12-31 1 1 1 1 1", "line 2: the date '1969-12-31' is not a date"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-1-1 1 1 1 1 1", "line 2: the date '2026-1-1' is not a date"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-0a-01 1 1 1 1 1", "line 2: the date '2026-0a-01' is not a date"},
      {h + "\n\ns 0123456789ABCDEF flow 15 15 hard 2026-11-24 1 1 1 1 1",
       "line 4: the id '0123456789ABCDEF' is not 16 lowercase hex digits"},
      {h + "s 0123456789abcde flow 15 15 hard 2026-11-24 1 1 1 1 1",
       "line 2: the id '0123456789abcde' is not 16 lowercase hex digits"},
      {h + "s 0123456789abcdef Flow 15 15 hard 2026-11-24 1 1 1 1 1", "line 2: the kind 'Flow' is not a kind's name"},
      {h + "s 0123456789abcdef flow abc 15 hard 2026-11-24 1 1 1 1 1", "line 2: the width 'abc' is not a whole number"},
      {h + "s 0123456789abcdef flow 15 +15 hard 2026-11-24 1 1 1 1 1", "line 2: the height '+15' is not a whole number"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1.5 1 1 1 1", "line 2: the ms '1.5' is not a whole number"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 -3 1 1 1", "line 2: the moves '-3' is negative"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 1 99999999999 1 1", "line 2: the par '99999999999' is too large"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 1 1 x 1", "line 2: the hints 'x' is not a whole number"},
      {h + "s 0123456789abcdef flow 15 15 insane 2026-11-24 1 1 1 1 1",
       "line 2: the difficulty 'insane' is not one of any, easy, medium, hard, expert"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 1 1 1 yes", "line 2: the daily mark 'yes' is not 0 or 1"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 1 1 1", "line 2: a solve has 12 fields"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 1 1 1 1 1",
       "line 2: a solve has 12 fields (s id kind width height difficulty date ms moves par hints daily); this line has 13"},
      {h + "c", "line 2: a collection has 2 fields (c link); this line has 1"},
      {h + "c a b", "line 2: a collection has 2 fields (c link); this line has 3"},
      {h + "c %2", "line 2: the link has a '%' that is not followed by two hex digits"},
      {h + "c %FFabc", "line 2: the link is not UTF-8 text"},
      {h + "p a 1", "line 2: a place has 4 fields (p link current opened); this line has 3"},
      {h + "p a x 1", "line 2: the current 'x' is not a whole number"},
      {h + "p a 1 -1", "line 2: the opened '-1' is negative"},
      {h + "c a\nq 1 2 3", "line 3: the record 'q' is none of s (a solve), c (a collection) or p (a place)"},
      {h + "s 0123456789abcdef flow 15 15 hard 2026-11-24 1 1 1 1 1 " + std::string(60, 'z'),
       "line 2: a solve has 12 fields (s id kind width height difficulty date ms moves par hints daily); this line has 13"},
      {h + "q " + std::string(50, 'e') + "\xC3\xA9", "line 2: the record 'q' is none of"},
      {h + std::string(39, 'a') + "\xC3\xA9", "line 2: the record '" + std::string(39, 'a') + "…' is none of"},
  };
  for (const Bad& b : bad) {
    const std::string error = load_error(b.text);
    CHECK_MESSAGE(error.find(b.error) == 0, "text: " << b.text << "\nerror: " << error << "\nexpected: " << b.error);
  }
}

TEST_CASE("records: check_solve, check_place and check_collection_link") {
  std::string error;
  Solve s = make_solve("a", "flow", 5, 5, Difficulty::Easy, "2026-01-01", 1, 1, 1, 1, false);
  CHECK(check_solve(s, error));
  CHECK(error.empty());
  s.kind = "";
  CHECK_FALSE(check_solve(s, error));
  CHECK(error.find("the kind ''") == 0);
  s.kind = "light-up_2";
  CHECK(check_solve(s, error));
  for (const char* leap_day : {"2000-02-29", "2024-02-29", "2096-02-29"}) {
    s.date = leap_day;
    CHECK_MESSAGE(check_solve(s, error), error);
  }
  s.hints = -1;
  CHECK_FALSE(check_solve(s, error));
  CHECK(error == "the hints -1 is negative");
  s.hints = 0;
  s.difficulty = static_cast<Difficulty>(9);
  CHECK_FALSE(check_solve(s, error));
  CHECK(check_collection_link("#collection/x", error));
  CHECK_FALSE(check_collection_link("", error));
  CHECK(error == "the link is empty");
  CHECK_FALSE(check_place({"#c", -1, 0}, error));
  CHECK(error == "the current -1 is negative");
  CHECK(check_place({"#c", 0, 0}, error));
}

TEST_CASE("records: export then import into empty records gives them back exactly") {
  const Records records = sample_records(500, 3);
  const std::string json = export_records(records);
  CHECK(json.rfind("{\"format\":\"pgw-progress\",\"version\":1,\"solves\":[{\"id\":\"", 0) == 0);
  Records imported;
  int added = 0;
  std::string error;
  REQUIRE_MESSAGE(import_records(json, imported, added, error), error);
  CHECK(added == 500);
  CHECK(imported == records);

  const std::string dated = export_records(records, "2026-11-24T10:00:00Z");
  CHECK(dated.find("\"version\":1,\"exported\":\"2026-11-24T10:00:00Z\",\"solves\"") != std::string::npos);
  Records again;
  REQUIRE_MESSAGE(import_records(dated, again, added, error), error);
  CHECK(again == records);

  // A store text imports as it is.
  Records from_store;
  REQUIRE_MESSAGE(import_records(save_records(records), from_store, added, error), error);
  CHECK(added == 500);
  CHECK(from_store == records);
}

TEST_CASE("records: the golden progress file of version 1 keeps importing") {
  const char* const kVersion1 =
      "{\"format\":\"pgw-progress\",\"version\":1,\"exported\":\"2026-11-24\",\"solves\":["
      "{\"id\":\"0123456789abcdef\",\"kind\":\"flow\",\"width\":15,\"height\":15,\"difficulty\":\"hard\","
      "\"date\":\"2026-11-24\",\"ms\":83125,\"moves\":41,\"par\":38,\"hints\":1,\"daily\":true}],"
      "\"collections\":[\"#collection/list-AQID caf\\u00e9\\t%\"],"
      "\"places\":[{\"link\":\"#collection/list-AQID caf\\u00e9\\t%\",\"current\":7,\"opened\":1790000000}]}";
  Records expected;
  expected.add(make_solve("", "flow", 15, 15, Difficulty::Hard, "2026-11-24", 83125, 41, 38, 1, true));
  expected.solves[0].id = "0123456789abcdef";
  expected.collections = {"#collection/list-AQID caf\xC3\xA9\t%"};
  expected.places = {{"#collection/list-AQID caf\xC3\xA9\t%", 7, 1790000000}};
  Records imported;
  int added = 0;
  std::string error;
  REQUIRE_MESSAGE(import_records(kVersion1, imported, added, error), error);
  CHECK(imported == expected);
  // Unknown keys are passed over, and the three lists may be left out.
  REQUIRE_MESSAGE(import_records("{\"format\":\"pgw-progress\",\"version\":1,\"theme\":\"dark\"}", imported, added, error),
                  error);
  CHECK(added == 0);
  CHECK(imported == expected);
}

TEST_CASE("records: import merges without doubling") {
  Records mine;
  const Solve a = make_solve("a", "flow", 5, 5, Difficulty::Easy, "2026-01-01", 1000, 10, 10, 0, false);
  const Solve b = make_solve("b", "flow", 5, 5, Difficulty::Easy, "2026-01-02", 2000, 10, 10, 0, false);
  const Solve c = make_solve("c", "slide", 6, 6, Difficulty::Hard, "2026-01-03", 0, 10, 9, 1, true);
  const Solve d = make_solve("d", "slide", 6, 6, Difficulty::Hard, "2026-01-04", 4000, 9, 9, 0, true);
  mine.solves = {a, b};
  mine.collections = {"#collection/one", "#collection/two"};
  mine.places = {{"#collection/one", 5, 1000}, {"#collection/two", 1, 3000}};

  Records theirs;
  theirs.solves = {c, b, d, c};  // b is there already; c twice (two solves alike) stays twice
  theirs.collections = {"#collection/three", "#collection/two", "#collection/three"};
  theirs.places = {{"#collection/one", 9, 2000}, {"#collection/two", 7, 2500}, {"#collection/three", 2, 10}};
  const std::string file = export_records(theirs);

  int added = 0;
  std::string error;
  REQUIRE_MESSAGE(import_records(file, mine, added, error), error);
  CHECK(added == 3);
  CHECK(mine.solves == std::vector<Solve>{a, b, c, d, c});
  CHECK(mine.collections == std::vector<std::string>{"#collection/one", "#collection/two", "#collection/three"});
  REQUIRE(mine.places.size() == 3);
  CHECK(mine.places[0].current == 9);  // the file's is later
  CHECK(mine.places[0].opened == 2000);
  CHECK(mine.places[1].current == 1);  // ours is later
  CHECK(mine.places[1].opened == 3000);
  CHECK(mine.places[2].link == "#collection/three");

  // The same file again adds nothing.
  const Records once = mine;
  REQUIRE_MESSAGE(import_records(file, mine, added, error), error);
  CHECK(added == 0);
  CHECK(mine == once);
  // Nor does an export of what is there.
  REQUIRE_MESSAGE(import_records(export_records(mine), mine, added, error), error);
  CHECK(added == 0);
  CHECK(mine == once);
}

TEST_CASE("records: a refused import names what is wrong and leaves the records as they were") {
  const std::string head = "{\"format\":\"pgw-progress\",\"version\":1,";
  const std::string good = "{\"id\":\"0123456789abcdef\",\"kind\":\"flow\",\"width\":15,\"height\":15,\"difficulty\":\"hard\","
                           "\"date\":\"2026-11-24\",\"ms\":83125,\"moves\":41,\"par\":38,\"hints\":1,\"daily\":true}";
  // The good solve with one value replaced.
  const auto with = [&](const std::string& key_value_old, const std::string& key_value_new) {
    std::string s = good;
    const std::size_t at = s.find(key_value_old);
    REQUIRE(at != std::string::npos);
    return head + "\"solves\":[" + good + "," + s.replace(at, key_value_old.size(), key_value_new) + "]}";
  };
  struct Bad {
    std::string text;
    std::string error;
  };
  const std::vector<Bad> bad = {
      {"", "not a progress file: the JSON goes wrong at line 1, column 1"},
      {"{\"format\":\"pgw-progress\",\n  \"version\": 1,,}", "not a progress file: the JSON goes wrong at line 2, column 16"},
      {"{\"format\":\"pgw-progress\",\"version\":1,\"x\":\"\xFF\"}", "not a progress file: the JSON goes wrong at line 1"},
      {"[1,2]", "not a progress file: no \"format\": \"pgw-progress\""},
      {"{\"version\":1}", "not a progress file: no \"format\": \"pgw-progress\""},
      {"{\"format\":\"pgw-records\",\"version\":1}", "not a progress file: no \"format\": \"pgw-progress\""},
      {"{\"format\":7,\"version\":1}", "not a progress file: no \"format\": \"pgw-progress\""},
      {"{\"format\":\"pgw-progress\",\"version\":2,\"solves\":[]}",
       "saved by a newer version of the app (progress version 2; this one reads up to 1)"},
      {"{\"format\":\"pgw-progress\"}", "the progress file has no \"version\" (a whole number, 1 or more)"},
      {"{\"format\":\"pgw-progress\",\"version\":\"1\"}", "the progress file has no \"version\""},
      {"{\"format\":\"pgw-progress\",\"version\":0}", "the progress file has no \"version\""},
      {"{\"format\":\"pgw-progress\",\"version\":-1}", "the progress file has no \"version\""},
      {"{\"format\":\"pgw-progress\",\"version\":1.0}", "the progress file has no \"version\""},
      {head + "\"solves\":{}}", "'solves' is not a list"},
      {head + "\"solves\":[" + good + ",3]}", "solve 2: not an object"},
      {with("\"width\":15", "\"width\":15.5"), "solve 2: 'width' is not a whole number"},
      {with("\"width\":15", "\"width\":\"15\""), "solve 2: 'width' is not a whole number"},
      {with("\"width\":15", "\"width\":4294967296"), "solve 2: 'width' is out of range"},
      {with("\"width\":15", "\"width\":-2147483649"), "solve 2: 'width' is out of range"},
      {with("\"ms\":83125", "\"ms\":18446744073709551615"), "solve 2: 'ms' is out of range"},
      {with("\"moves\":41", "\"moves\":-4"), "solve 2: the moves -4 is negative"},
      {with("\"par\":38,", ""), "solve 2: no 'par'"},
      {with("\"id\":\"0123456789abcdef\"", "\"id\":12"), "solve 2: 'id' is not a string"},
      {with("\"id\":\"0123456789abcdef\"", "\"id\":\"xyz\""), "solve 2: the id 'xyz' is not 16 lowercase hex digits"},
      {with("\"kind\":\"flow\"", "\"kind\":\"\""), "solve 2: the kind '' is not a kind's name"},
      {with("\"difficulty\":\"hard\"", "\"difficulty\":\"Hard\""), "solve 2: the difficulty 'Hard' is not one of any, easy"},
      {with("\"date\":\"2026-11-24\"", "\"date\":\"2026-13-01\""), "solve 2: the date '2026-13-01' is not a date"},
      {with("\"daily\":true", "\"daily\":1"), "solve 2: 'daily' is not true or false"},
      {head + "\"collections\":\"#c\"}", "'collections' is not a list"},
      {head + "\"collections\":[\"#c\",null]}", "collection 2: not a string (a link)"},
      {head + "\"collections\":[\"\"]}", "collection 1: the link is empty"},
      {head + "\"places\":[{\"link\":\"#c\",\"current\":1}]}", "place 1: no 'opened'"},
      {head + "\"places\":[{\"link\":\"#c\",\"current\":1,\"opened\":-5}]}", "place 1: the opened -5 is negative"},
      {head + "\"places\":[{\"link\":\"\",\"current\":1,\"opened\":5}]}", "place 1: the link is empty"},
      {head + "\"places\":[[]]}", "place 1: not an object"},
      // A store text is read by load_records, with its messages.
      {"pgw-records 2\n", "saved by a newer version of the app (schema 2; this one reads up to 1)"},
      {"pgw-records 1\nx", "line 2: the record 'x' is none of"},
  };
  for (const Bad& b : bad) {
    const std::string error = import_error(b.text);
    CHECK_MESSAGE(error.find(b.error) == 0, "text: " << b.text << "\nerror: " << error << "\nexpected: " << b.error);
  }
}

TEST_CASE("records: statistics of a small set, worked by hand") {
  Records r;
  r.add(make_solve("a", "flow", 5, 5, Difficulty::Easy, "2026-01-01", 1000, 10, 10, 0, false));   // in par
  r.add(make_solve("a", "flow", 5, 5, Difficulty::Easy, "2026-01-02", 0, 12, 10, 1, false));      // untimed, over
  r.add(make_solve("b", "flow", 7, 7, Difficulty::Hard, "2026-01-03", 3001, 20, 18, 2, false));   // over
  r.add(make_solve("c", "slide", 5, 5, Difficulty::Easy, "2026-01-04", 2000, 8, 0, 0, false));    // no par
  r.add(make_solve("d", "slide", 6, 6, Difficulty::Any, "2026-01-05", 5000, 9, 9, 3, false));     // in par
  r.add(make_solve("e", "slide", 5, 5, Difficulty::Easy, "2026-01-06", 1500, 7, 6, 0, false));    // over

  StatsFilter all;
  all.difficulty = Difficulty::Expert;  // not counted: any_difficulty
  Stats s = compute_stats(r, all);
  CHECK(s.solves == 6);
  CHECK(s.levels == 5);
  CHECK(s.best_ms == 1000);
  CHECK(s.times_ms == std::vector<std::int64_t>{1000, 1500, 2000, 3001, 5000});
  CHECK(s.median_ms == 2000);                    // odd count: the middle one
  CHECK(s.in_par_rate == doctest::Approx(0.4));  // 2 of the 5 with a par
  CHECK(s.hints_per_level == doctest::Approx(1.2));  // 6 hints, 5 levels

  StatsFilter flow;
  flow.kind = "flow";
  s = compute_stats(r, flow);
  CHECK(s.solves == 3);
  CHECK(s.levels == 2);
  CHECK(s.times_ms == std::vector<std::int64_t>{1000, 3001});
  CHECK(s.median_ms == 2000);  // even count: (1000 + 3001) / 2, rounded down
  CHECK(s.in_par_rate == doctest::Approx(1.0 / 3));
  CHECK(s.hints_per_level == doctest::Approx(1.5));

  StatsFilter five;
  five.width = 5;
  five.height = 5;
  s = compute_stats(r, five);
  CHECK(s.solves == 4);
  CHECK(s.levels == 3);
  CHECK(s.median_ms == 1500);
  CHECK(s.in_par_rate == doctest::Approx(1.0 / 3));  // a in, a over, e over; c has none

  StatsFilter wide;
  wide.width = 7;  // height any
  CHECK(compute_stats(r, wide).solves == 1);

  StatsFilter easy;
  easy.any_difficulty = false;
  easy.difficulty = Difficulty::Easy;
  CHECK(compute_stats(r, easy).solves == 4);
  StatsFilter ungraded;
  ungraded.any_difficulty = false;
  s = compute_stats(r, ungraded);
  CHECK(s.solves == 1);
  CHECK(s.median_ms == 5000);
  CHECK(s.in_par_rate == doctest::Approx(1.0));
  CHECK(s.hints_per_level == doctest::Approx(3.0));

  StatsFilter slide_easy_five = easy;
  slide_easy_five.kind = "slide";
  slide_easy_five.width = 5;
  s = compute_stats(r, slide_easy_five);
  CHECK(s.solves == 2);
  CHECK(s.median_ms == 1750);
  CHECK(s.in_par_rate == doctest::Approx(0.0));

  StatsFilter none;
  none.kind = "cities";
  s = compute_stats(r, none);
  CHECK(s.solves == 0);
  CHECK(s.levels == 0);
  CHECK(s.best_ms == 0);
  CHECK(s.median_ms == 0);
  CHECK(s.in_par_rate == 0.0);
  CHECK(s.hints_per_level == 0.0);
  CHECK(s.times_ms.empty());
}

TEST_CASE("records: daily streaks") {
  const auto streak_of = [](const std::vector<std::string>& dates, const char* today) {
    Records r;
    for (const std::string& d : dates) r.add(daily_on(d));
    return compute_streak(r, today);
  };

  SUBCASE("a gap breaks the run") {
    const Streak s = streak_of({"2026-03-01", "2026-03-02", "2026-03-04"}, "2026-03-04");
    CHECK(s.current == 1);
    CHECK(s.longest == 2);
    CHECK(s.days == std::vector<std::string>{"2026-03-01", "2026-03-02", "2026-03-04"});
  }
  SUBCASE("the run ends today or yesterday, or it is over") {
    const std::vector<std::string> days = {"2026-03-02", "2026-03-03"};
    CHECK(streak_of(days, "2026-03-03").current == 2);
    CHECK(streak_of(days, "2026-03-04").current == 2);  // today not solved yet
    CHECK(streak_of(days, "2026-03-05").current == 0);
    CHECK(streak_of(days, "2026-03-05").longest == 2);
    CHECK(streak_of(days, "2026-03-02").current == 1);  // a later day (another clock) is not counted
    CHECK(streak_of({}, "2026-03-05").current == 0);
    CHECK(streak_of(days, "not a date").current == 0);
    CHECK(streak_of(days, "not a date").longest == 2);
  }
  SUBCASE("the longest run may be in the past") {
    const Streak s = streak_of({"2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-03-01",
                                "2026-03-02"},
                               "2026-03-02");
    CHECK(s.current == 2);
    CHECK(s.longest == 5);
  }
  SUBCASE("runs go over month and year ends") {
    const Streak year = streak_of({"2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"}, "2026-01-03");
    CHECK(year.current == 4);
    CHECK(year.longest == 4);
    CHECK(streak_of({"2026-02-28", "2026-03-01"}, "2026-03-01").current == 2);  // 2026 is not a leap year
    CHECK(streak_of({"2026-04-30", "2026-05-01"}, "2026-05-01").current == 2);
    CHECK(streak_of({"2026-04-29", "2026-05-01"}, "2026-05-01").current == 1);  // April 30 missed
  }
  SUBCASE("leap days") {
    CHECK(streak_of({"2024-02-28", "2024-02-29", "2024-03-01"}, "2024-03-01").current == 3);
    CHECK(streak_of({"2024-02-28", "2024-03-01"}, "2024-03-01").current == 1);  // February 29 missed
    CHECK(streak_of({"2024-02-29"}, "2024-03-01").current == 1);                // yesterday was the leap day
    CHECK(streak_of({"2100-02-28", "2100-03-01"}, "2100-03-01").current == 2);  // 2100 is not a leap year
    CHECK(streak_of({"2000-02-28", "2000-03-01"}, "2000-03-01").current == 1);  // 2000 is
  }
  SUBCASE("days are distinct and ascending, dailies only, any kind") {
    Records r;
    r.add(daily_on("2026-03-03", "slide"));
    r.add(daily_on("2026-03-01", "flow"));
    r.add(daily_on("2026-03-03", "flow"));
    Solve not_daily = daily_on("2026-03-02");
    not_daily.daily = false;
    r.add(not_daily);
    Solve broken = daily_on("2026-02-30");
    r.add(broken);
    const Streak s = compute_streak(r, "2026-03-03");
    CHECK(s.days == std::vector<std::string>{"2026-03-01", "2026-03-03"});
    CHECK(s.current == 1);
    CHECK(s.longest == 1);
  }
}

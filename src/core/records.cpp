// records.cpp — see records.hpp.
//
// The store's text is read by hand (string_views and std::from_chars, no
// allocation but the values kept), so 10,000 solves load in milliseconds
// (bench/records_bench.cpp). The export is written with core/json.hpp and
// read back with nlohmann/json (Debian's nlohmann-json3-dev), never letting
// it throw: Emscripten builds may not catch exceptions, so the text is parsed
// with allow_exceptions off and every value's type is checked before get<>().
#include "core/records.hpp"

#include <algorithm>
#include <charconv>
#include <initializer_list>
#include <limits>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/codec.hpp"
#include "core/json.hpp"
#include "core/link.hpp"

namespace pgw {

namespace {

constexpr std::string_view kStoreHeader = "pgw-records";
constexpr std::string_view kProgressFormat = "pgw-progress";
constexpr int kProgressVersion = 1;

// User text quoted back in a message: at most 40 bytes, never cut inside a
// UTF-8 character.
std::string quote_back(std::string_view text) {
  std::size_t cut = std::min<std::size_t>(text.size(), 40);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return "'" + std::string(text.substr(0, cut)) + (cut < text.size() ? "…'" : "'");
}

// --- dates -------------------------------------------------------------------

// Days from 1970-01-01 to a civil date (Howard Hinnant's days_from_civil).
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2 ? 1 : 0;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t yoe = y - era * 400;                                       // [0, 399]
  const std::int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;     // [0, 365]
  const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;               // [0, 146096]
  return era * 146097 + doe - 719468;
}

bool leap_year(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

// A YYYY-MM-DD date from 1970 on; `days` since 1970-01-01.
bool parse_date(std::string_view text, std::int64_t& days) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  int part[3] = {0, 0, 0};
  const int start[3] = {0, 5, 8}, length[3] = {4, 2, 2};
  for (int p = 0; p < 3; ++p)
    for (int i = start[p]; i < start[p] + length[p]; ++i) {
      if (text[i] < '0' || text[i] > '9') return false;
      part[p] = part[p] * 10 + (text[i] - '0');
    }
  static const int kMonthDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const int y = part[0], m = part[1], d = part[2];
  if (y < 1970 || m < 1 || m > 12 || d < 1) return false;
  if (d > kMonthDays[m - 1] + (m == 2 && leap_year(y) ? 1 : 0)) return false;
  days = days_from_civil(y, static_cast<unsigned>(m), static_cast<unsigned>(d));
  return true;
}

// --- values --------------------------------------------------------------------

bool is_level_id(std::string_view id) {
  if (id.size() != 16) return false;
  for (char c : id)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool is_kind_name(std::string_view kind) {
  if (kind.empty() || kind.size() > 32) return false;
  for (char c : kind)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
  return true;
}

bool valid_difficulty(Difficulty d) { return static_cast<int>(d) < kDifficulties; }

// "" when all of them are 0 or more, else what is wrong with the first that is not.
std::string negative(std::initializer_list<std::pair<const char*, std::int64_t>> values) {
  for (const auto& [name, value] : values)
    if (value < 0) return std::string("the ") + name + " " + std::to_string(value) + " is negative";
  return "";
}

std::string solve_problem(const Solve& s) {
  if (!is_level_id(s.id)) return "the id " + quote_back(s.id) + " is not 16 lowercase hex digits (a level_id)";
  if (!is_kind_name(s.kind))
    return "the kind " + quote_back(s.kind) + " is not a kind's name (1 to 32 of a-z, 0-9, '-' and '_')";
  std::int64_t days = 0;
  if (!parse_date(s.date, days)) return "the date " + quote_back(s.date) + " is not a date (YYYY-MM-DD, from 1970 on)";
  if (!valid_difficulty(s.difficulty)) return std::string("the difficulty is not one of ") + difficulty_names();
  return negative({{"width", s.width}, {"height", s.height}, {"ms", s.ms}, {"moves", s.moves}, {"par", s.par},
                   {"hints", s.hints}});
}

std::string link_problem(std::string_view link) {
  if (link.empty()) return "the link is empty";
  if (utf8_error_offset(link) != std::string_view::npos) return "the link is not UTF-8 text";
  return "";
}

std::string place_problem(const CollectionPlace& p) {
  const std::string link = link_problem(p.link);
  if (!link.empty()) return link;
  return negative({{"current", p.current}, {"opened", p.opened}});
}

// An ordering of solves, for matching equal ones in a merge.
bool solve_less(const Solve& a, const Solve& b) {
  return std::tie(a.id, a.kind, a.width, a.height, a.difficulty, a.date, a.ms, a.moves, a.par, a.hints, a.daily) <
         std::tie(b.id, b.kind, b.width, b.height, b.difficulty, b.date, b.ms, b.moves, b.par, b.hints, b.daily);
}

// Appends what `from` has that `into` has not (records.hpp, "Merging");
// both are checked already. The number of solves added.
int merge(Records& into, const Records& from) {
  // Each solve there matches one equal solve in the file: a multiset.
  struct Less {
    bool operator()(const Solve* a, const Solve* b) const { return solve_less(*a, *b); }
  };
  std::map<const Solve*, int, Less> there;
  for (const Solve& s : into.solves) ++there[&s];
  std::vector<Solve> added;
  for (const Solve& s : from.solves) {
    const auto it = there.find(&s);
    if (it != there.end() && it->second > 0)
      --it->second;
    else
      added.push_back(s);
  }
  into.solves.insert(into.solves.end(), added.begin(), added.end());

  std::set<std::string> links(into.collections.begin(), into.collections.end());
  for (const std::string& link : from.collections)
    if (links.insert(link).second) into.collections.push_back(link);

  for (const CollectionPlace& p : from.places) {
    CollectionPlace* mine = into.place(p.link);
    if (!mine)
      into.places.push_back(p);
    else if (p.opened > mine->opened)
      *mine = p;
  }
  return static_cast<int>(added.size());
}

// --- the store's text ------------------------------------------------------------

template <class T>
void append_number(std::string& out, T value) {
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
  out.append(buf, end);
}

// One line of the text, split at spaces and tabs.
struct Fields {
  static constexpr int kMax = 12;
  std::string_view field[kMax];
  int count = 0;  // may be more than kMax: the rest are not kept
};

Fields split_fields(std::string_view line) {
  Fields f;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i == line.size()) break;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (f.count < Fields::kMax) f.field[f.count] = line.substr(start, i - start);
    ++f.count;
  }
  return f;
}

// The next line from `at` (without its "\n" or "\r\n"); `at` moves past it.
std::string_view next_line(std::string_view text, std::size_t& at) {
  const std::size_t end = std::min(text.find('\n', at), text.size());
  std::string_view line = text.substr(at, end - at);
  at = end + 1;
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

// A whole number 0 or more that fits T ("" when it is), else what is wrong.
// A '-' is read, so that a negative number is named as such.
template <class T>
std::string read_whole(std::string_view text, const char* name, T& value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc::result_out_of_range) return std::string("the ") + name + " " + quote_back(text) + " is too large";
  if (ec != std::errc() || end != text.data() + text.size() || text.empty())
    return std::string("the ") + name + " " + quote_back(text) + " is not a whole number";
  if (value < 0) return std::string("the ") + name + " " + quote_back(text) + " is negative";
  return "";
}

std::string read_link(std::string_view text, std::string& link) {
  if (!percent_decode(text, link)) return "the link has a '%' that is not followed by two hex digits";
  return link_problem(link);
}

// One line of schema 1 into `out`: "" or what is wrong with it.
std::string read_line_v1(const Fields& f, Records& out) {
  const std::string_view tag = f.field[0];
  if (tag == "s") {
    if (f.count != 12)
      return "a solve has 12 fields (s id kind width height difficulty date ms moves par hints daily); this line has " +
             std::to_string(f.count);
    Solve s;
    s.id = std::string(f.field[1]);
    s.kind = std::string(f.field[2]);
    std::string problem;
    if (!(problem = read_whole(f.field[3], "width", s.width)).empty()) return problem;
    if (!(problem = read_whole(f.field[4], "height", s.height)).empty()) return problem;
    if (!difficulty_from_name(f.field[5], s.difficulty))
      return "the difficulty " + quote_back(f.field[5]) + " is not one of " + difficulty_names();
    s.date = std::string(f.field[6]);
    if (!(problem = read_whole(f.field[7], "ms", s.ms)).empty()) return problem;
    if (!(problem = read_whole(f.field[8], "moves", s.moves)).empty()) return problem;
    if (!(problem = read_whole(f.field[9], "par", s.par)).empty()) return problem;
    if (!(problem = read_whole(f.field[10], "hints", s.hints)).empty()) return problem;
    if (f.field[11] != "0" && f.field[11] != "1") return "the daily mark " + quote_back(f.field[11]) + " is not 0 or 1";
    s.daily = f.field[11] == "1";
    if (!(problem = solve_problem(s)).empty()) return problem;
    out.solves.push_back(std::move(s));
    return "";
  }
  if (tag == "c") {
    if (f.count != 2) return "a collection has 2 fields (c link); this line has " + std::to_string(f.count);
    std::string link;
    const std::string problem = read_link(f.field[1], link);
    if (!problem.empty()) return problem;
    out.collections.push_back(std::move(link));
    return "";
  }
  if (tag == "p") {
    if (f.count != 4) return "a place has 4 fields (p link current opened); this line has " + std::to_string(f.count);
    CollectionPlace p;
    std::string problem = read_link(f.field[1], p.link);
    if (problem.empty()) problem = read_whole(f.field[2], "current", p.current);
    if (problem.empty()) problem = read_whole(f.field[3], "opened", p.opened);
    if (!problem.empty()) return problem;
    out.places.push_back(std::move(p));
    return "";
  }
  return "the record " + quote_back(tag) + " is none of s (a solve), c (a collection) or p (a place)";
}

// --- the JSON ------------------------------------------------------------------------

using Json = nlohmann::json;

// Collects where a JSON text first goes wrong (the parse is a second one,
// only for the message: parse(…, allow_exceptions=false) says only that it did).
struct JsonErrorAt : nlohmann::json_sax<Json> {
  std::size_t byte = 0;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception&) override {
    byte = position;
    return false;
  }
};

std::string json_syntax_error(std::string_view text) {
  JsonErrorAt at;
  Json::sax_parse(text.begin(), text.end(), &at, nlohmann::detail::input_format_t::json, true, false);
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i + 1 < at.byte && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column;
    }
  }
  return "not a progress file: the JSON goes wrong at line " + std::to_string(line) + ", column " +
         std::to_string(column);
}

// Reads the members of one JSON object; the first problem is kept in `error`
// as "<where>: <what>" and every later read does nothing.
class Members {
 public:
  Members(const Json& object, std::string where, std::string& error) : object_(object), where_(std::move(where)), error_(error) {}

  bool ok() const { return error_.empty(); }
  void fail(const std::string& what) {  // nothing when `what` is empty
    if (ok() && !what.empty()) error_ = where_ + ": " + what;
  }
  void text(const char* key, std::string& value) {
    if (const Json* v = find(key)) {
      if (!v->is_string()) return fail(std::string("'") + key + "' is not a string");
      value = v->get_ref<const std::string&>();
    }
  }
  template <class T>
  void whole(const char* key, T& value) {
    const Json* v = find(key);
    if (!v) return;
    if (!v->is_number_integer()) return fail(std::string("'") + key + "' is not a whole number");
    bool fits = false;
    if (v->is_number_unsigned()) {
      const auto u = v->get<std::uint64_t>();
      fits = u <= static_cast<std::uint64_t>(std::numeric_limits<T>::max());
      value = static_cast<T>(u);
    } else {
      const auto i = v->get<std::int64_t>();
      fits = i >= std::numeric_limits<T>::min() && i <= std::numeric_limits<T>::max();
      value = static_cast<T>(i);
    }
    if (!fits) fail(std::string("'") + key + "' is out of range");
  }
  void flag(const char* key, bool& value) {
    if (const Json* v = find(key)) {
      if (!v->is_boolean()) return fail(std::string("'") + key + "' is not true or false");
      value = v->get<bool>();
    }
  }
  void difficulty(const char* key, Difficulty& value) {
    std::string name;
    text(key, name);
    if (ok() && !difficulty_from_name(name, value))
      fail("the difficulty " + quote_back(name) + " is not one of " + difficulty_names());
  }

 private:
  const Json* find(const char* key) {
    if (!ok()) return nullptr;
    const auto it = object_.find(key);
    if (it == object_.end()) {
      fail(std::string("no '") + key + "'");
      return nullptr;
    }
    return &*it;
  }
  const Json& object_;
  std::string where_;
  std::string& error_;
};

// The list `key` of the file (absent: none), each item read by `read(item, where)`.
template <class Read>
bool read_list(const Json& root, const char* key, const char* item_name, std::string& error, Read read) {
  const auto it = root.find(key);
  if (it == root.end()) return true;
  if (!it->is_array()) {
    error = std::string("'") + key + "' is not a list";
    return false;
  }
  std::size_t n = 0;
  for (const Json& item : *it) {
    const std::string where = std::string(item_name) + " " + std::to_string(++n);
    if (!read(item, where)) return false;
  }
  return true;
}

// The list `key` of objects, each read into a T by `fill(members, value)`
// and checked by `problem`.
template <class T, class Fill>
bool read_objects(const Json& root, const char* key, const char* item_name, std::vector<T>& out, std::string& error,
                  Fill fill, std::string (*problem)(const T&)) {
  return read_list(root, key, item_name, error, [&](const Json& item, const std::string& where) {
    if (!item.is_object()) {
      error = where + ": not an object";
      return false;
    }
    T value;
    Members m(item, where, error);
    fill(m, value);
    if (m.ok()) m.fail(problem(value));
    if (!m.ok()) return false;
    out.push_back(std::move(value));
    return true;
  });
}

// Version 1 of the progress file into `out`.
bool read_progress_v1(const Json& root, Records& out, std::string& error) {
  const auto fill_solve = [](Members& m, Solve& s) {
    m.text("id", s.id);
    m.text("kind", s.kind);
    m.whole("width", s.width);
    m.whole("height", s.height);
    m.difficulty("difficulty", s.difficulty);
    m.text("date", s.date);
    m.whole("ms", s.ms);
    m.whole("moves", s.moves);
    m.whole("par", s.par);
    m.whole("hints", s.hints);
    m.flag("daily", s.daily);
  };
  const auto fill_place = [](Members& m, CollectionPlace& p) {
    m.text("link", p.link);
    m.whole("current", p.current);
    m.whole("opened", p.opened);
  };
  const auto read_link_item = [&](const Json& item, const std::string& where) {
    if (!item.is_string()) {
      error = where + ": not a string (a link)";
      return false;
    }
    const std::string& link = item.get_ref<const std::string&>();
    const std::string problem = link_problem(link);
    if (!problem.empty()) {
      error = where + ": " + problem;
      return false;
    }
    out.collections.push_back(link);
    return true;
  };
  return read_objects(root, "solves", "solve", out.solves, error, fill_solve, solve_problem) &&
         read_list(root, "collections", "collection", error, read_link_item) &&
         read_objects(root, "places", "place", out.places, error, fill_place, place_problem);
}

// --- statistics ------------------------------------------------------------------------

bool matches(const Solve& s, const StatsFilter& f) {
  return (f.kind.empty() || s.kind == f.kind) && (f.width == 0 || s.width == f.width) &&
         (f.height == 0 || s.height == f.height) && (f.any_difficulty || s.difficulty == f.difficulty);
}

}  // namespace

// --- level ids and records -------------------------------------------------------------

std::string level_id(std::string_view code) {
  std::uint64_t hash = 14695981039346656037ull;
  for (char c : code) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  static const char kHex[] = "0123456789abcdef";
  std::string id(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) id[static_cast<std::size_t>(i)] = kHex[hash & 15];
  return id;
}

bool Solve::operator==(const Solve& o) const {
  return id == o.id && kind == o.kind && width == o.width && height == o.height && difficulty == o.difficulty &&
         date == o.date && ms == o.ms && moves == o.moves && par == o.par && hints == o.hints && daily == o.daily;
}

bool Records::operator==(const Records& o) const {
  if (solves != o.solves || collections != o.collections || places.size() != o.places.size()) return false;
  for (std::size_t i = 0; i < places.size(); ++i)
    if (places[i].link != o.places[i].link || places[i].current != o.places[i].current ||
        places[i].opened != o.places[i].opened)
      return false;
  return true;
}

void LevelBest::add(const Solve& s) {
  if (s.ms > 0 && (best_ms == 0 || s.ms < best_ms)) best_ms = s.ms;
  if (solves == 0 || s.moves < best_moves) best_moves = s.moves;
  if (solves == 0 || s.hints < fewest_hints) fewest_hints = s.hints;
  par = std::max(par, s.par);
  ++solves;
}

LevelBest Records::best(std::string_view id) const {
  LevelBest b;
  for (const Solve& s : solves)
    if (s.id == id) b.add(s);
  return b;
}

CollectionPlace* Records::place(std::string_view link) {
  for (CollectionPlace& p : places)
    if (p.link == link) return &p;
  return nullptr;
}

void Records::set_place(std::string_view link, int current, std::int64_t now) {
  CollectionPlace* p = place(link);
  if (!p) {
    places.push_back(CollectionPlace{std::string(link), current, now});
    return;
  }
  p->current = current;
  p->opened = now;
}

bool check_solve(const Solve& solve, std::string& error) {
  error = solve_problem(solve);
  return error.empty();
}

bool check_place(const CollectionPlace& place, std::string& error) {
  error = place_problem(place);
  return error.empty();
}

bool check_collection_link(std::string_view link, std::string& error) {
  error = link_problem(link);
  return error.empty();
}

// --- the store's text ------------------------------------------------------------------

std::string save_records(const Records& records) {
  std::string out;
  out.reserve(32 + records.solves.size() * 80);
  out += kStoreHeader;
  out += ' ';
  append_number(out, kRecordsSchema);
  out += '\n';
  for (const Solve& s : records.solves) {
    out += "s ";
    out += s.id;
    out += ' ';
    out += s.kind;
    for (int n : {s.width, s.height}) {
      out += ' ';
      append_number(out, n);
    }
    out += ' ';
    out += valid_difficulty(s.difficulty) ? difficulty_name(s.difficulty) : "?";
    out += ' ';
    out += s.date;
    out += ' ';
    append_number(out, s.ms);
    for (int n : {s.moves, s.par, s.hints}) {
      out += ' ';
      append_number(out, n);
    }
    out += s.daily ? " 1\n" : " 0\n";
  }
  for (const std::string& link : records.collections) {
    out += "c ";
    out += percent_encode(link);
    out += '\n';
  }
  for (const CollectionPlace& p : records.places) {
    out += "p ";
    out += percent_encode(p.link);
    out += ' ';
    append_number(out, p.current);
    out += ' ';
    append_number(out, p.opened);
    out += '\n';
  }
  return out;
}

// Every schema ever saved is read here, into the Records of today. To add
// schema N + 1 (a field more, a record more, another grammar):
//   1. kRecordsSchema = N + 1 in records.hpp, and the grammar's comment there;
//   2. save_records writes only the new schema;
//   3. a `case N + 1:` below with its reader; every older case stays, its
//      reader still filling today's Records (a field it never had gets the
//      value that means "not known": a migration);
//   4. tests/test_records.cpp: the golden text of schema N stays as it is
//      (it must keep loading, to the same Records) and one of N + 1 is added.
bool load_records(std::string_view text, Records& records, std::string& error) {
  std::size_t at = 0;
  const Fields header = split_fields(next_line(text, at));
  if (header.count != 2 || header.field[0] != kStoreHeader) {
    error = "line 1: not a records text (it starts with 'pgw-records <schema>')";
    return false;
  }
  int schema = 0;
  const auto [end, ec] = std::from_chars(header.field[1].data(), header.field[1].data() + header.field[1].size(), schema);
  if (ec != std::errc() || end != header.field[1].data() + header.field[1].size() || schema < 1) {
    error = "line 1: the schema " + quote_back(header.field[1]) + " is not a schema number (1 or more)";
    return false;
  }
  if (schema > kRecordsSchema) {
    error = "saved by a newer version of the app (schema " + std::to_string(schema) + "; this one reads up to " +
            std::to_string(kRecordsSchema) + ")";
    return false;
  }
  Records loaded;
  for (int line = 2; at <= text.size(); ++line) {
    const Fields fields = split_fields(next_line(text, at));
    if (fields.count == 0) continue;
    std::string problem;
    switch (schema) {
      case 1: problem = read_line_v1(fields, loaded); break;
    }
    if (!problem.empty()) {
      error = "line " + std::to_string(line) + ": " + problem;
      return false;
    }
  }
  records = std::move(loaded);
  return true;
}

// --- export and import -----------------------------------------------------------------------

std::string export_records(const Records& records) { return export_records(records, ""); }

std::string export_records(const Records& records, std::string_view exported) {
  JsonObject root;
  root.add("format", kProgressFormat).add("version", kProgressVersion);
  if (!exported.empty()) root.add("exported", exported);
  JsonArray solves, collections, places;
  for (const Solve& s : records.solves) {
    JsonObject o;
    o.add("id", s.id).add("kind", s.kind).add("width", s.width).add("height", s.height);
    o.add("difficulty", valid_difficulty(s.difficulty) ? difficulty_name(s.difficulty) : "?");
    o.add("date", s.date).add("ms", s.ms).add("moves", s.moves).add("par", s.par).add("hints", s.hints);
    o.add("daily", s.daily);
    solves.add(o);
  }
  for (const std::string& link : records.collections) collections.add(link);
  for (const CollectionPlace& p : records.places) {
    JsonObject o;
    o.add("link", p.link).add("current", p.current).add("opened", p.opened);
    places.add(o);
  }
  root.add("solves", solves).add("collections", collections).add("places", places);
  return root.str();
}

bool import_records(std::string_view text, Records& records, int& added, std::string& error) {
  error.clear();
  added = 0;
  Records file;
  if (text.substr(0, kStoreHeader.size()) == kStoreHeader) {
    if (!load_records(text, file, error)) return false;
  } else {
    const Json root = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (root.is_discarded()) {
      error = json_syntax_error(text);
      return false;
    }
    const Json* format = nullptr;
    if (root.is_object()) {
      const auto it = root.find("format");
      if (it != root.end()) format = &*it;
    }
    if (!format || !format->is_string() || format->get_ref<const std::string&>() != kProgressFormat) {
      error = "not a progress file: no \"format\": \"pgw-progress\"";
      return false;
    }
    const auto version = root.find("version");
    if (version != root.end() && version->is_number_unsigned() &&
        version->get<std::uint64_t>() > static_cast<std::uint64_t>(kProgressVersion)) {
      error = "saved by a newer version of the app (progress version " + std::to_string(version->get<std::uint64_t>()) +
              "; this one reads up to " + std::to_string(kProgressVersion) + ")";
      return false;
    }
    if (version == root.end() || !version->is_number_integer() || version->get<std::int64_t>() < 1) {
      error = "the progress file has no \"version\" (a whole number, 1 or more)";
      return false;
    }
    // As load_records: a case for every version ever exported.
    switch (version->get<int>()) {
      case 1:
        if (!read_progress_v1(root, file, error)) return false;
        break;
    }
  }
  added = merge(records, file);
  return true;
}

// --- statistics and streaks -----------------------------------------------------------------

Stats compute_stats(const Records& records, const StatsFilter& filter) {
  Stats st;
  std::set<std::string_view> levels;
  std::int64_t hints = 0;
  int with_par = 0, in_par = 0;
  for (const Solve& s : records.solves) {
    if (!matches(s, filter)) continue;
    ++st.solves;
    levels.insert(s.id);
    hints += s.hints;
    if (s.ms > 0) st.times_ms.push_back(s.ms);
    if (s.par > 0) {
      ++with_par;
      if (s.moves <= s.par) ++in_par;
    }
  }
  st.levels = static_cast<int>(levels.size());
  std::sort(st.times_ms.begin(), st.times_ms.end());
  const std::size_t n = st.times_ms.size();
  if (n > 0) {
    st.best_ms = st.times_ms.front();
    st.median_ms = n % 2 ? st.times_ms[n / 2] : st.times_ms[n / 2 - 1] + (st.times_ms[n / 2] - st.times_ms[n / 2 - 1]) / 2;
  }
  if (with_par > 0) st.in_par_rate = static_cast<double>(in_par) / with_par;
  if (st.levels > 0) st.hints_per_level = static_cast<double>(hints) / st.levels;
  return st;
}

Streak compute_streak(const Records& records, std::string_view today) {
  Streak streak;
  std::map<std::int64_t, std::string_view> days;  // day number -> its date, ascending
  for (const Solve& s : records.solves) {
    std::int64_t day = 0;
    if (s.daily && parse_date(s.date, day)) days.emplace(day, s.date);
  }
  int run = 0;
  std::int64_t previous = 0;
  for (const auto& [day, date] : days) {
    streak.days.emplace_back(date);
    run = run > 0 && day == previous + 1 ? run + 1 : 1;
    streak.longest = std::max(streak.longest, run);
    previous = day;
  }
  std::int64_t end = 0;
  if (!parse_date(today, end)) return streak;
  if (!days.count(end)) --end;  // not broken before the day is over
  for (std::int64_t day = end; days.count(day); --day) ++streak.current;
  return streak;
}

}  // namespace pgw

// daily.cpp — see daily.hpp.
#include "kinds/daily.hpp"

#include <algorithm>
#include <cstdio>

#include "blocks/text.hpp"
#include "flow/text.hpp"
#include "slide/text.hpp"

namespace pgw {

namespace {

bool leap_year(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days_in_month(int y, int m) {
  static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap_year(y) ? 29 : kDays[m - 1];
}

// Digits at [at, at + n) of `text` as a number, or -1.
int digits(std::string_view text, std::size_t at, std::size_t n) {
  int value = 0;
  for (std::size_t i = at; i < at + n; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

}  // namespace

const char* daily_kinds() { return "flow, slide, blocks"; }

bool check_daily_date(std::string_view text, std::string& error) {
  // Quoted back, at most 40 bytes, never cut inside a UTF-8 character.
  std::size_t cut = std::min<std::size_t>(text.size(), 40);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  const std::string quoted = "'" + std::string(text.substr(0, cut)) + (cut < text.size() ? "…'" : "'");
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') {
    error = "the date " + quoted + " is not YYYY-MM-DD (e.g. 2026-11-24)";
    return false;
  }
  const int y = digits(text, 0, 4), m = digits(text, 5, 2), d = digits(text, 8, 2);
  if (y < 0 || m < 0 || d < 0) {
    error = "the date " + quoted + " has a character that is not a digit where YYYY-MM-DD has one";
    return false;
  }
  if (y < 1970) {
    error = "the date " + quoted + " is before 1970";
    return false;
  }
  if (m < 1 || m > 12) {
    error = "the date " + quoted + " has month " + std::to_string(m) + " (1–12)";
    return false;
  }
  if (d < 1 || d > days_in_month(y, m)) {
    error = "the date " + quoted + " has day " + std::to_string(d) + "; that month has " +
            std::to_string(days_in_month(y, m)) + " days";
    return false;
  }
  return true;
}

std::string utc_date(std::int64_t unix_seconds) {
  // Days since 1970-01-01 to a civil date (Howard Hinnant's days_from_civil,
  // inverted), so no time zone or C library clock enters the answer.
  std::int64_t days = unix_seconds / 86400;
  if (unix_seconds % 86400 < 0) --days;
  const std::int64_t z = days + 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const std::int64_t doe = z - era * 146097;
  const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::int64_t mp = (5 * doy + 2) / 153;
  const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  const std::int64_t y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  char text[32];
  std::snprintf(text, sizeof text, "%04lld-%02d-%02d", static_cast<long long>(y), m, d);
  return text;
}

bool daily_recipe(std::string_view kind, std::string_view date, DailyRecipe& recipe, std::string& error) {
  if (!check_daily_date(date, error)) return false;
  recipe = DailyRecipe{};
  recipe.kind = std::string(kind);
  recipe.date = std::string(date);
  recipe.difficulty = Difficulty::Medium;
  if (kind == "flow") {
    flow::Params p;  // the default environment and density
    p.width = p.height = 15;
    p.difficulty = recipe.difficulty;
    recipe.params = flow::encode_params(p);
    recipe.width = p.width;
    recipe.height = p.height;
    return true;
  }
  if (kind == "slide") {
    // 8×8 at the default densities: a Medium level (par up to 19) comes
    // from the first layouts or a short climb.
    slide::Params p;
    p.width = p.height = 8;
    p.min_moves = 12;
    p.difficulty = recipe.difficulty;
    recipe.params = slide::encode_params(p);
    recipe.width = p.width;
    recipe.height = p.height;
    return true;
  }
  if (kind == "blocks") {
    // Rush Hour 6×6, Medium (13–22 moves): the generator's first climbs find one.
    blocks::Params p;
    p.difficulty = recipe.difficulty;
    p.min_moves = blocks::difficulty_band(p.rules, p.width, p.height, p.difficulty).lo;
    recipe.params = blocks::encode_params(p);
    recipe.width = p.width;
    recipe.height = p.height;
    return true;
  }
  error = "no daily puzzle for kind '" + std::string(kind) + "' (" + daily_kinds() + ")";
  return false;
}

bool resolve_daily_link(Link& link, std::string_view today, std::string& error) {
  if (link.type != Link::Type::Daily) return true;
  DailyRecipe recipe;
  if (!daily_recipe(link.kind, link.seed.empty() ? today : std::string_view(link.seed), recipe, error)) return false;
  link.type = Link::Type::Recipe;
  link.params = recipe.params;
  link.seed = recipe.date;
  return true;
}

std::string daily_share_text(const DailyRecipe& recipe, int moves, int hints) {
  std::string kind = recipe.kind;
  if (!kind.empty() && kind[0] >= 'a' && kind[0] <= 'z') kind[0] = static_cast<char>(kind[0] - 'a' + 'A');
  std::string band = difficulty_name(recipe.difficulty);
  if (!band.empty() && band[0] >= 'a' && band[0] <= 'z') band[0] = static_cast<char>(band[0] - 'a' + 'A');
  const auto count = [](int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
  };
  return kind + " daily " + recipe.date + " \u00b7 " + std::to_string(recipe.width) + "\u00d7" +
         std::to_string(recipe.height) + " " + band + " \u00b7 " + count(moves, "move", "moves") + " \u00b7 " +
         (hints == 0 ? std::string("no hints") : count(hints, "hint", "hints"));
}

}  // namespace pgw

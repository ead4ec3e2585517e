// The daily puzzle: dates, the day's recipes, the share text, levelgen daily.
#include <doctest/doctest.h>

#include "cli_run.hpp"
#include "core/codec.hpp"
#include "kinds/daily.hpp"
#include "kinds/registry.hpp"

using namespace pgw;

using test::json_field;
using test::levelgen;

TEST_CASE("daily: dates are checked, and the error names what is wrong") {
  std::string error;
  CHECK(check_daily_date("2026-11-24", error));
  CHECK(check_daily_date("2024-02-29", error));  // leap year
  CHECK(check_daily_date("2000-02-29", error));  // divisible by 400
  CHECK(check_daily_date("1970-01-01", error));
  struct Bad {
    const char* text;
    const char* message;
  };
  const Bad bad[] = {
      {"", "is not YYYY-MM-DD"},
      {"2026-1-24", "is not YYYY-MM-DD"},
      {"2026/11/24", "is not YYYY-MM-DD"},
      {"2026-11-24x", "is not YYYY-MM-DD"},
      {"20a6-11-24", "not a digit"},
      {"2026-13-01", "month 13 (1–12)"},
      {"2026-00-10", "month 0"},
      {"2026-11-31", "day 31; that month has 30 days"},
      {"2026-02-29", "day 29; that month has 28 days"},
      {"1900-02-29", "before 1970"},
      {"2026-04-00", "day 0"},
  };
  for (const Bad& b : bad) {
    CAPTURE(b.text);
    error.clear();
    CHECK_FALSE(check_daily_date(b.text, error));
    CHECK(error.find(b.message) != std::string::npos);
    CHECK(error.find(std::string("'") + b.text + "'") != std::string::npos);
  }
  // A long text is quoted in part, never cut inside a character.
  for (int at = 36; at <= 41; ++at) {
    const std::string text = std::string(static_cast<std::size_t>(at), 'a') + "\u00e9\u20ac tail";
    CAPTURE(at);
    CHECK_FALSE(check_daily_date(text, error));
    CHECK(utf8_error_offset(error) == std::string_view::npos);
    CHECK(error.find("\u2026'") != std::string::npos);
  }
}

TEST_CASE("daily: UTC dates of moments, across days, months, leap days and before 1970") {
  CHECK(utc_date(0) == "1970-01-01");
  CHECK(utc_date(86399) == "1970-01-01");
  CHECK(utc_date(86400) == "1970-01-02");
  CHECK(utc_date(-1) == "1969-12-31");
  CHECK(utc_date(951782400) == "2000-02-29");   // 2000-02-29T00:00:00Z
  CHECK(utc_date(951868799) == "2000-02-29");   // 23:59:59 that day
  CHECK(utc_date(1795478400) == "2026-11-24");  // 2026-11-24T00:00:00Z
  CHECK(utc_date(4102444800) == "2100-01-01");
  // Every day of 1970–2100 is one day after the one before, and a valid date.
  std::string error, before = utc_date(0);
  for (std::int64_t day = 1; day <= 47846; ++day) {
    const std::string d = utc_date(day * 86400 + 43200);
    REQUIRE(check_daily_date(d, error));
    REQUIRE(d > before);
    before = d;
  }
  CHECK(before == "2100-12-31");
}

TEST_CASE("daily: the day's recipes are Medium, their kind's params, the date as the seed") {
  DailyRecipe flow, slide, blocks;
  std::string error;
  REQUIRE(daily_recipe("flow", "2026-11-24", flow, error));
  REQUIRE(daily_recipe("slide", "2026-11-24", slide, error));
  REQUIRE(daily_recipe("blocks", "2026-11-24", blocks, error));
  CHECK(blocks.width == 6);
  CHECK(blocks.height == 6);
  CHECK(flow.kind == "flow");
  CHECK(flow.date == "2026-11-24");
  CHECK(flow.difficulty == Difficulty::Medium);
  CHECK(slide.difficulty == Difficulty::Medium);
  CHECK(flow.width == 15);
  CHECK(flow.height == 15);
  for (const DailyRecipe* r : {&flow, &slide, &blocks}) {
    CAPTURE(r->params);
    const KindApi* kind = find_kind(r->kind);
    REQUIRE(kind != nullptr);
    CHECK(kind->check_params(r->params).empty());
    CHECK(check_recipe(*kind, r->params, r->date).empty());
    CHECK(r->params.find(std::to_string(r->width) + "x" + std::to_string(r->height)) == 0);
    CHECK(r->params.find(".medium") != std::string::npos);
  }
  // Another day, the same params.
  DailyRecipe next;
  REQUIRE(daily_recipe("flow", "2026-11-25", next, error));
  CHECK(next.params == flow.params);
  CHECK_FALSE(daily_recipe("cities", "2026-11-24", next, error));
  CHECK(error.find("no daily puzzle for kind 'cities'") != std::string::npos);
  CHECK_FALSE(daily_recipe("flow", "2026-11-31", next, error));
  CHECK(error.find("day 31") != std::string::npos);
}

TEST_CASE("daily: the share text gives the result, not the level") {
  DailyRecipe flow, slide;
  std::string error;
  REQUIRE(daily_recipe("flow", "2026-11-24", flow, error));
  REQUIRE(daily_recipe("slide", "2026-11-24", slide, error));
  CHECK(daily_share_text(flow, 41, 0) == "Flow daily 2026-11-24 \u00b7 15\u00d715 Medium \u00b7 41 moves \u00b7 no hints");
  CHECK(daily_share_text(flow, 1, 1) == "Flow daily 2026-11-24 \u00b7 15\u00d715 Medium \u00b7 1 move \u00b7 1 hint");
  const std::string s = daily_share_text(slide, 12, 2);
  CHECK(s.rfind("Slide daily 2026-11-24 \u00b7 " + std::to_string(slide.width) + "\u00d7", 0) == 0);
  CHECK(s.find(" Medium \u00b7 12 moves \u00b7 2 hints") != std::string::npos);
}

TEST_CASE("levelgen daily: the day's level as the recipe link gives it; bad dates and kinds named") {
  for (const char* kind : {"flow", "slide"}) {
    CAPTURE(kind);
    const test::Run r = levelgen({"daily", kind, "--date", "2026-11-24"});
    REQUIRE(r.status == 0);
    CHECK(json_field(r.out, "kind") == kind);
    CHECK(json_field(r.out, "date") == "2026-11-24");
    CHECK(json_field(r.out, "seed") == "2026-11-24");
    CHECK(json_field(r.out, "difficulty") == "medium");
    const std::string recipe = json_field(r.out, "recipe");
    CHECK(recipe == "#recipe/" + std::string(kind) + "/" + json_field(r.out, "params") + "/2026-11-24");
    // The recipe link opens the same level (as the app's #daily link will).
    const test::Run link = levelgen({"link", recipe});
    REQUIRE(link.status == 0);
    CHECK(json_field(link.out, "code") == json_field(r.out, "code"));
  }
  const test::Run today = levelgen({"daily", "flow"});
  CHECK(today.status == 0);
  std::string error;
  CHECK(check_daily_date(json_field(today.out, "date"), error));
  struct Bad {
    std::vector<std::string> args;
    const char* message;
  };
  const Bad bad[] = {
      {{"daily"}, "which kind? flow, slide"},
      {{"daily", "cities", "--date", "2026-11-24"}, "no daily puzzle for kind 'cities'"},
      {{"daily", "flow", "--date", "2026-02-30"}, "'2026-02-30' has day 30; that month has 28 days"},
      {{"daily", "flow", "--date", "tomorrow"}, "'tomorrow' is not YYYY-MM-DD"},
      {{"daily", "flow", "--date"}, "--date"},
      {{"daily", "flow", "slide"}, "one kind only"},
  };
  for (const Bad& b : bad) {
    const test::Run r = levelgen(b.args);
    CAPTURE(r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find(b.message) != std::string::npos);
  }
}

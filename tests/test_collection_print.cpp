// test_collection_print.cpp — a collection's printable pages
// (kinds/collection_print.hpp): puzzles then solutions, from pinned codes and
// from recipes made on the way, a kind that prints nothing named, cancel.
#include <doctest/doctest.h>

#include <string>

#include "core/collection.hpp"
#include "kinds/collection_print.hpp"
#include "kinds/collections.hpp"
#include "kinds/registry.hpp"

namespace pgw {

namespace {

int count(const std::string& text, const std::string& what)
{
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("Collection print: a built-in's puzzles, then their solutions")
{
  Collection set;
  std::string error;
  REQUIRE(parse_collection_text(builtin_collections().front().Text, find_kind, set, error));
  Progress progress;
  std::string html;
  REQUIRE_MESSAGE(collection_print_html(set, {}, progress, html, error), error);
  CHECK(html.rfind("<!doctype html>", 0) == 0);
  CHECK(html.find(set.title) != std::string::npos);
  // One caption per level on the puzzle pages and one on the solution pages; Slide's solutions are moves.
  CHECK(count(html, "Level " + std::to_string(set.size()) + "<") == 2);
  CHECK(count(html, "Solution: ") == set.size());
  CHECK(count(html, "<svg") >= 2);
  CHECK(html.find("— solutions") != std::string::npos);
  CHECK(progress.fraction() == doctest::Approx(1.0));
}

TEST_CASE("Collection print: a generated collection's levels are made from their recipes")
{
  Collection set;
  std::string error;
  REQUIRE(parse_collection_link("#collection/ramp/flow1/5x5.countryside.d60/easy/3/print/Three", set, error));
  Progress progress;
  std::string html;
  REQUIRE_MESSAGE(collection_print_html(set, {"", "", ""}, progress, html, error), error);
  CHECK(html.find("Three") != std::string::npos);
  CHECK(count(html, "<svg") >= 2);
  CHECK(html.find("Not printed") == std::string::npos);
}

TEST_CASE("Collection print: a kind with no printed form is named; cancel stops it")
{
  Collection set;
  std::string error;
  CollectionLevel city;
  city.kind = "cities";
  city.version = find_kind("cities")->generator_version;
  city.params = "20x20.s3.l6.open.n4";
  city.seed = "p";
  CollectionLevel flow;
  flow.kind = "flow";
  flow.version = find_kind("flow")->generator_version;
  flow.params = "5x5.countryside.d60";
  flow.seed = "p";
  set.levels = {city, flow};
  set.title = "Mixed";
  Progress progress;
  std::string html;
  REQUIRE_MESSAGE(collection_print_html(set, {}, progress, html, error), error);
  CHECK(html.find("Not printed (their kind has no printed form): levels 1.") != std::string::npos);
  Progress cancelled;
  cancelled.request_cancel();
  CHECK_FALSE(collection_print_html(set, {}, cancelled, html, error));
  CHECK(error == "cancelled");
}

}  // namespace pgw

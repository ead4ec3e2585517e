// levelgen daily flow|slide|blocks [--date YYYY-MM-DD]: the day's puzzle (kinds/daily.hpp).
//
// Without --date, today in UTC, as the app opens it. One JSON line: the
// recipe (kind, date as the seed, params, difficulty, size), the level's
// code and links, and what the kind knows of the level (its describe).
#include <chrono>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "core/json.hpp"
#include "kinds/daily.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

int daily_main(const std::vector<std::string>& words, Streams& io) {
  const auto fail = [&](const std::string& message, int status) {
    io.err << "levelgen daily: " << message << "\n";
    return status;
  };
  Args args;
  args.option("date");
  std::string error;
  if (!args.parse(words, error)) return fail(error, kExitUsage);
  if (args.positional().size() != 1)
    return fail(args.positional().empty() ? std::string("which kind? ") + daily_kinds()
                                          : "one kind only (" + std::string(daily_kinds()) + ")",
                kExitUsage);
  std::string date = args.text("date");
  if (!args.has("date")) {
    const auto now = std::chrono::system_clock::now().time_since_epoch();
    date = utc_date(std::chrono::duration_cast<std::chrono::seconds>(now).count());
  }
  DailyRecipe recipe;
  if (!daily_recipe(args.positional()[0], date, recipe, error)) return fail(error, kExitUsage);
  const KindApi* kind = find_kind(recipe.kind);
  if (kind == nullptr) return fail("kind '" + recipe.kind + "' is not built in", kExitUsage);
  Progress progress;
  const KindGenerated g = kind->generate(recipe.params, recipe.date, progress);
  if (!g.ok) return fail(g.error, kExitFailed);
  const KindAnswer described = kind->describe(g.code);
  JsonObject json;
  json.add("kind", recipe.kind)
      .add("date", recipe.date)
      .add("seed", recipe.date)
      .add("params", recipe.params)
      .add("difficulty", difficulty_name(recipe.difficulty))
      .add("width", recipe.width)
      .add("height", recipe.height)
      .add("code", g.code)
      .add("recipe", recipe_link_fragment(recipe.kind, recipe.params, recipe.date))
      .add("link", exact_link_fragment(g.code));
  if (described.ok) json.add_raw("describe", described.json);
  io.out << json.str() << "\n";
  return kExitOk;
}

}  // namespace pgw::cli

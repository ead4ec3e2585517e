// levelgen cities generate: places cities on a map and judges the result
// with the independent checker.
//
// Prints one JSON line: the number of cities, the generator's ms, the
// checker's verdicts (min_distance_ok, max_distance_violations, maximal) and
// the cities the generator explains as isolated. --out FILE writes the
// cities as "x,y" lines, in the order they were placed.
#include <chrono>
#include <fstream>
#include <ostream>

#include "cities/api.hpp"
#include "cities/checker.hpp"
#include "cities/generator.hpp"
#include "cities/text.hpp"
#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen cities: " << message << "\n";
  return kExitUsage;
}

bool write_cities(const std::string& path, const cities::Generated& g) {
  std::ofstream file(path);
  if (!file) return false;
  file << "x,y\n";
  for (int tile : g.cities) file << tile % g.map.width << "," << tile / g.map.width << "\n";
  return static_cast<bool>(file);
}

// The options are Cities' form fields (cities/api.cpp) and --out; the line
// gives the checker's verdicts, not a code.
int generate_command(const std::vector<std::string>& words, Streams& io) {
  GenerateRequest request;
  cities::Params p;
  std::string error;
  if (!read_generate(cities::api(), words, {"out"}, request, error) || !cities::decode_params(request.params, p, error))
    return fail(io, error);
  const Args& args = request.args;
  const std::string& seed = request.seed;

  Progress progress;
  const cities::Generated g = cities::generate(p, seed_from_text(seed), progress);
  const auto t0 = std::chrono::steady_clock::now();
  const cities::Check check = cities::check_placement(g.map, g.cities, p.min_distance, p.max_distance, p.neighbours);
  const double check_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (args.has("out") && !write_cities(args.text("out"), g))
    return fail(io, "cannot write '" + args.text("out") + "'");
  JsonObject json;
  json.add("cities", static_cast<int>(g.cities.size()))
      .add("ms", g.ms)
      .add("min_distance_ok", check.min_distance_ok())
      .add("max_distance_violations", static_cast<int>(check.far.size()))
      .add("maximal", check.maximal())
      .add("isolated", static_cast<int>(g.isolated.size()))
      .add("isolated_why", g.isolated.empty() ? std::string() : g.isolated[0].why)
      .add("check_ms", check_ms)
      .add("params", cities::encode_params(p))
      .add("seed", seed);
  io.out << json.str() << "\n";
  return kExitOk;
}

}  // namespace

int cities_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? generate");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate)");
}

}  // namespace pgw::cli

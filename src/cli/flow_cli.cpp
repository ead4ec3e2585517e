// levelgen flow …: generate and solve Flow puzzles, list environments.
#include <fstream>
#include <iterator>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "flow/generator.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen flow: " << message << "\n";
  return kExitUsage;
}

int generate_command(const std::vector<std::string>& words, Streams& io) {
  Args args;
  for (const char* o : {"width", "height", "env", "density", "seed"}) args.option(o);
  args.flag("unique");
  args.flag("blank");
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  if (!args.positional().empty()) return fail(io, "unexpected argument '" + args.positional()[0] + "'");
  flow::Params p;
  // Out-of-range values are reported by check_params, which names the value.
  const int big = 1 << 20;
  if (!args.integer("width", -big, big, p.width, error) || !args.integer("height", -big, big, p.height, error) ||
      !args.integer("density", -big, big, p.density, error))
    return fail(io, error);
  p.environment = args.text("env", p.environment);
  p.unique = args.has("unique");
  p.blank = args.has("blank");
  error = flow::check_params(p);
  if (!error.empty()) return fail(io, error);
  const std::string seed = args.has("seed") ? args.text("seed") : random_seed_text();

  Progress progress;
  const flow::Generated g = flow::generate(p, seed_from_text(seed), progress);
  if (!g.ok) {
    io.err << "levelgen flow: " << g.error << "\n";
    return kExitFailed;
  }
  JsonObject json;
  json.add("code", flow::encode_level(g.level))
      .add("ms", g.ms)
      .add("tiles_with_flow", g.tiles_with_flow)
      .add("backtracks", g.backtracks)
      .add("tiles_placed", g.tiles_placed)
      .add("repairs", g.repairs)
      .add("unique", g.unique)
      .add("fixed_tiles", static_cast<int>(g.fixed_cells.size()))
      .add("params", flow::encode_params(p))
      .add("seed", seed);
  io.out << json.str() << "\n";
  return kExitOk;
}

int envs_command(const std::vector<std::string>& words, Streams& io) {
  if (!words.empty()) return fail(io, "envs takes no arguments");
  for (int env = 0; env < flow::kEnvironments; ++env) {
    JsonObject json;
    json.add("environment", flow::environment_name(env))
        .add("tiles", static_cast<int>(flow::environment_tiles(env).size()))
        .add("empty_tiles", static_cast<int>(flow::environment_empty_tiles(env).size()));
    io.out << json.str() << "\n";
  }
  return kExitOk;
}

}  // namespace

int flow_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? generate or envs");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  if (args[0] == "envs") return envs_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate or envs)");
}

}  // namespace pgw::cli

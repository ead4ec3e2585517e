// levelgen flow …: generate and solve Flow puzzles, list environments.
//
// solve prints the number of solutions (counted up to --max-solutions,
// default 2) and one solution as a level code whose start is solved.
#include <chrono>
#include <fstream>
#include <iterator>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "flow/api.hpp"
#include "flow/generator.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen flow: " << message << "\n";
  return kExitUsage;
}

// The options are Flow's form fields (flow/api.cpp); the line says more than
// the generic generate: the generator's counts.
int generate_command(const std::vector<std::string>& words, Streams& io) {
  GenerateRequest request;
  flow::Params p;
  std::string error;
  if (!read_generate(flow::api(), words, {}, request, error) || !flow::decode_params(request.params, p, error))
    return fail(io, error);
  const std::string& seed = request.seed;

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

// Reads a level code from --code or from FILE ('-': standard input).
bool read_code(const Args& args, Streams& io, std::string& code, std::string& error) {
  if (args.has("code") == !args.positional().empty()) {
    error = "solve needs a level code: --code CODE, or FILE ('-' for standard input)";
    return false;
  }
  if (args.has("code")) {
    code = args.text("code");
    return true;
  }
  const std::string& path = args.positional()[0];
  if (args.positional().size() > 1) {
    error = "unexpected argument '" + args.positional()[1] + "'";
    return false;
  }
  if (path == "-") {
    code.assign(std::istreambuf_iterator<char>(io.in), std::istreambuf_iterator<char>());
  } else {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
      error = "cannot read '" + path + "'";
      return false;
    }
    code.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  }
  while (!code.empty() && (code.back() == '\n' || code.back() == '\r' || code.back() == ' ')) code.pop_back();
  return true;
}

int solve_command(const std::vector<std::string>& words, Streams& io) {
  Args args;
  args.option("code");
  args.option("max-solutions");
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  int limit = 2;
  if (!args.integer("max-solutions", 1, 1 << 30, limit, error)) return fail(io, error);
  std::string code;
  if (!read_code(args, io, code, error)) return fail(io, error);
  flow::Level level;
  if (!flow::decode_level(code, level, error)) return fail(io, error);

  const auto t0 = std::chrono::steady_clock::now();
  const flow::CountResult counted = flow::count_solutions(level.board, limit);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  // A decoded level always holds a stored solution, so there is at least one.
  flow::Level solved = level;
  solved.start = counted.found.front();
  JsonObject json;
  json.add("solutions", counted.solutions)
      .add("capped", counted.solutions == limit)
      .add("solution", flow::encode_level(solved))
      .add("branches", counted.branches)
      .add("ms", ms);
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
  if (args.empty()) return fail(io, "which command? generate, solve or envs");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  if (args[0] == "solve") return solve_command(rest, io);
  if (args[0] == "envs") return envs_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate, solve or envs)");
}

}  // namespace pgw::cli

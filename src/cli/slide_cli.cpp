// levelgen slide …: generate and solve Slide levels.
#include <chrono>
#include <fstream>
#include <iterator>
#include <ostream>
#include <sstream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "slide/api.hpp"
#include "slide/generator.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen slide: " << message << "\n";
  return kExitUsage;
}

// The options are Slide's form fields (slide/api.cpp); the line says more
// than the generic generate: the board, the par and the search's counts.
int generate_command(const std::vector<std::string>& words, Streams& io) {
  GenerateRequest request;
  slide::Params p;
  std::string error;
  if (!read_generate(slide::api(), words, {}, request, error) || !slide::decode_params(request.params, p, error))
    return fail(io, error);
  const std::string& seed = request.seed;

  Progress progress;
  const slide::Generated g = slide::generate(p, seed_from_text(seed), progress);
  if (!g.found) {
    io.err << "levelgen slide: no solvable level found within the search budget\n";
    return kExitFailed;
  }
  if (!g.target_met)
    io.err << "levelgen slide: no level with " << p.min_moves << "+ moves within the search budget; "
           << "offering the best found (" << g.optimal_moves << " moves)\n";
  JsonObject json;
  json.add("code", slide::encode_level(g.level))
      .add("board", slide::format_board(g.level.layout, g.level.start))
      .add("optimal_moves", g.optimal_moves)
      .add("target_met", g.target_met)
      .add("states_explored", g.states_explored)
      .add("boards_tried", g.boards_tried)
      .add("ms", g.ms)
      .add("params", slide::encode_params(p))
      .add("seed", seed);
  io.out << json.str() << "\n";
  return kExitOk;
}

int solve_command(const std::vector<std::string>& words, Streams& io) {
  Args args;
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  if (args.positional().size() != 1) return fail(io, "solve needs one FILE ('-' for standard input)");
  const std::string& path = args.positional()[0];
  std::string text;
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(io.in), std::istreambuf_iterator<char>());
  } else {
    std::ifstream file(path, std::ios::binary);
    if (!file) return fail(io, "cannot read '" + path + "'");
    text.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  }
  slide::Level level;
  if (!slide::parse_board(text, level, error)) return fail(io, (path == "-" ? "stdin" : path) + ": " + error);

  const auto t0 = std::chrono::steady_clock::now();
  const slide::SolveResult r = slide::solve(level.layout, level.start, nullptr);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (r.status == slide::SolveStatus::TooLarge) {
    io.err << "levelgen slide: gave up after " << r.states_explored << " positions without an answer\n";
    return kExitFailed;
  }
  const bool solvable = r.status == slide::SolveStatus::Solved;
  JsonObject json;
  json.add("solvable", solvable);
  if (solvable) json.add("optimal_moves", static_cast<int>(r.moves.size()));
  json.add("moves", slide::moves_to_string(r.moves)).add("states_explored", r.states_explored).add("ms", ms);
  io.out << json.str() << "\n";
  return kExitOk;
}

}  // namespace

int slide_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? generate or solve");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  if (args[0] == "solve") return solve_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate or solve)");
}

}  // namespace pgw::cli

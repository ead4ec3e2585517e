// levelgen flow …: generate and solve Flow puzzles, list environments.
//
// solve prints the number of solutions (counted up to --max-solutions,
// default 2) and one solution as a level code whose start is solved.
#include <chrono>
#include <ostream>

#include "cli/args.hpp"
#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "flow/api.hpp"
#include "flow/deduce.hpp"
#include "flow/generator.hpp"
#include "flow/print.hpp"
#include "flow/solver.hpp"
#include "flow/text.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen flow: " << message << "\n";
  return kExitUsage;
}

// The generate options are Flow's form fields (flow/api.cpp: --difficulty
// among them, implying --unique), read by generate.hpp's read_generate, with
// --count and --jobs; shared by `generate` and `levelgen pack flow`.
bool read_params(const GenerateRequest& request, flow::Params& p, std::string& error) {
  return flow::decode_params(request.params, p, error);
}

// One level as its JSON line (with "ms" only when `timing`), and with
// `pictures` (a pack) its pictures and what sorts it.
BatchLevel make_level(const flow::Params& p, const std::string& seed, bool timing, bool pictures) {
  BatchLevel out;
  Progress progress;
  const flow::Generated g = flow::generate(p, seed_from_text(seed), progress);
  if (!g.ok) {
    out.error = g.error;
    return out;
  }
  const flow::Certificate certificate = g.certificate.graded ? g.certificate : flow::certify(g.level.board);
  JsonObject json;
  json.add("code", flow::encode_level(g.level));
  if (timing) json.add("ms", g.ms);
  json.add("tiles_with_flow", g.tiles_with_flow)
      .add("backtracks", g.backtracks)
      .add("tiles_placed", g.tiles_placed)
      .add("repairs", g.repairs)
      .add("unique", g.unique)
      .add("fixed_tiles", static_cast<int>(g.fixed_cells.size()))
      .add("difficulty", certificate.graded ? difficulty_name(certificate.difficulty) : "unrated")
      .add_raw("techniques", flow::techniques_json(certificate.uses))
      .add_raw("certificate", flow::certificate_json(certificate));
  if (p.difficulty != Difficulty::Any) json.add("boards_tried", g.boards_tried).add("islands_tried", g.islands_tried);
  json.add("params", flow::encode_params(p)).add("seed", seed);
  out.ok = true;
  out.json = json.str();
  if (!pictures) return out;
  out.code = flow::encode_level(g.level);
  out.params = flow::encode_params(p);
  out.seed = seed;
  out.rank = certificate.graded ? static_cast<int>(certificate.difficulty) : 5;
  out.subrank = certificate.uses[static_cast<int>(flow::Technique::Group)] +
                10 * (certificate.uses[static_cast<int>(flow::Technique::Contradiction)] +
                      certificate.uses[static_cast<int>(flow::Technique::Lookahead)]);
  const std::string grade = certificate.graded ? std::string(difficulty_name(certificate.difficulty)) +
                                                     " (hardest: " + flow::technique_name(certificate.hardest) + ")"
                                               : std::string(certificate.unique ? "unique, unrated" : "several solutions");
  out.puzzle = flow::board_picture(g.level.board, g.level.start);
  out.puzzle.caption = {grade, "seed " + seed};
  out.solution = flow::board_picture(g.level.board, g.level.solution);
  out.solution.caption = {grade, "seed " + seed};
  return out;
}

int generate_command(const std::vector<std::string>& words, Streams& io, const std::string& pack_dir = "") {
  return generate_command_of<flow::Params>(
      flow::api(), words, io, pack_dir, {}, read_params, flow::encode_params,
      [&](const flow::Params& p, const std::string& seed, bool timing) {
        return make_level(p, seed, timing, !pack_dir.empty());
      });
}

// Reads a level code from --code or from FILE ('-': standard input).
bool read_code(const Args& args, Streams& io, std::string& code, std::string& error,
               const std::string& command = "solve") {
  if (args.has("code") == !args.positional().empty()) {
    error = command + " needs a level code: --code CODE, or FILE ('-' for standard input)";
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
  if (!read_input(path, io.in, code, error)) return false;
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

// grade, hint and check read a level code (its start rotations and locks are the position;
// hint and check take another with --rotations: a digit 0–3 per cell, row by row, as a player
// has turned them).
int level_command(const std::string& command, const std::vector<std::string>& words, Streams& io) {
  Args args;
  args.option("code");
  if (command != "grade") args.option("rotations");
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  std::string code;
  if (!read_code(args, io, code, error, command)) return fail(io, error);
  flow::Level level;
  if (!flow::decode_level(code, level, error)) return fail(io, error);
  if (args.has("rotations")) {
    const std::string digits = args.text("rotations");
    if (digits.size() != static_cast<size_t>(level.board.cells()))
      return fail(io, "--rotations has " + std::to_string(digits.size()) + " digits for the " +
                          std::to_string(level.board.cells()) + "-cell board");
    for (size_t i = 0; i < digits.size(); ++i) {
      if (digits[i] < '0' || digits[i] > '3')
        return fail(io, "--rotations: character " + std::to_string(i + 1) + " is '" + digits.substr(i, 1) +
                            "', not a quarter turn 0-3");
      level.start[i] = static_cast<std::uint8_t>(digits[i] - '0');
    }
  }
  if (command == "grade") {
    io.out << flow::certificate_json(flow::certify(level.board)) << "\n";
  } else if (command == "hint") {
    const flow::Hint hint = flow::hint(level.board, {level.start, level.locked});
    io.out << flow::hint_json(level.board, hint) << "\n";
  } else {
    io.out << flow::check_json(level.board, flow::check(level.board, level.start)) << "\n";
  }
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

int flow_pack(const std::vector<std::string>& args, const std::string& dir, Streams& io) {
  return generate_command(args, io, dir);
}

int flow_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? generate, solve, grade, hint, check or envs");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  if (args[0] == "solve") return solve_command(rest, io);
  if (args[0] == "grade" || args[0] == "hint" || args[0] == "check") return level_command(args[0], rest, io);
  if (args[0] == "envs") return envs_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate, solve, grade, hint, check or envs)");
}

}  // namespace pgw::cli

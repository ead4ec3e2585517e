// levelgen slide …: generate and solve Slide levels.
#include <chrono>
#include <ostream>
#include <sstream>

#include "cli/args.hpp"
#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "slide/analysis.hpp"
#include "slide/api.hpp"
#include "slide/generator.hpp"
#include "slide/print.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen slide: " << message << "\n";
  return kExitUsage;
}

// The generate options are Slide's form fields (slide/api.cpp), read by
// generate.hpp's read_generate, with --count, --jobs and --no-climb; shared
// by `generate` and `levelgen pack slide`.
bool read_params(const GenerateRequest& request, slide::Params& p, std::string& error) {
  if (!slide::decode_params(request.params, p, error)) return false;
  // The CLI climbs by default with the newest climber (its params text says
  // ".climb2", so the recipe gives the same level); --no-climb is the old
  // sampling generator. A difficulty implies climbing (params_from_fields).
  const Args& args = request.args;
  if (args.has("no-climb")) {
    if (args.has("climb")) {
      error = "--climb and --no-climb together";
      return false;
    }
    if (p.difficulty != Difficulty::Any) {
      error = "--difficulty " + args.text("difficulty") + " needs the climbing generator (drop --no-climb)";
      return false;
    }
  }
  p.climb = !args.has("no-climb");  // check_params does not depend on it
  if (p.climb) p.climber = slide::kClimber;
  return true;
}

BatchLevel make_level(const slide::Params& p, const std::string& seed, bool timing, Streams& io) {
  BatchLevel out;
  Progress progress;
  const slide::Generated g = slide::generate(p, seed_from_text(seed), progress);
  if (!g.found) {
    out.error = "no solvable level found within the search budget";
    return out;
  }
  if (!g.target_met && timing)
    io.err << "levelgen slide: no level with " << p.min_moves << "+ moves"
           << (p.difficulty != Difficulty::Any ? std::string(" in band ") + difficulty_name(p.difficulty) : "")
           << " within the search budget; offering the best found (" << g.optimal_moves << " moves)\n";
  // The certificate: par, traps and choices, with the band's own budget.
  const slide::Analysis a = g.analysis.status == slide::SolveStatus::Solved
                                ? g.analysis
                                : slide::analyse(g.level.layout, g.level.start, nullptr, slide::kBandBudget);
  JsonObject json;
  json.add("code", slide::encode_level(g.level))
      .add("board", slide::format_board(g.level.layout, g.level.start))
      .add("optimal_moves", g.optimal_moves)
      .add("target_met", g.target_met)
      .add("difficulty", a.status == slide::SolveStatus::Solved ? difficulty_name(a.band) : "unrated")
      .add_raw("certificate", slide::analysis_json(a))
      .add("states_explored", g.states_explored)
      .add("boards_tried", g.boards_tried)
      .add("climb_steps", g.climb_steps)
      .add("climb_jumps", g.climb_jumps)
      .add("climb_restarts", g.climb_restarts);
  if (timing) json.add("ms", g.ms);
  json.add("params", slide::encode_params(p)).add("seed", seed);
  out.ok = true;
  out.json = json.str();
  out.code = slide::encode_level(g.level);
  out.params = slide::encode_params(p);
  out.seed = seed;
  out.rank = a.status == slide::SolveStatus::Solved ? static_cast<int>(a.band) : 5;
  out.subrank = a.score * 100 + g.optimal_moves;
  const std::string grade = std::string(difficulty_name(a.band)) + ", par " + std::to_string(g.optimal_moves) +
                            (a.traps ? ", " + std::to_string(a.traps) + " traps" : std::string());
  out.puzzle = slide::board_picture(g.level.layout, g.level.start);
  out.puzzle.caption = {grade, "seed " + seed};
  out.solution = slide::board_picture(g.level.layout, g.level.start);
  out.solution.caption = {grade, "seed " + seed + ": " + slide::moves_to_string(a.moves)};
  return out;
}

int generate_command(const std::vector<std::string>& words, Streams& io, const std::string& pack_dir = "") {
  return generate_command_of<slide::Params>(
      slide::api(), words, io, pack_dir, {"no-climb"}, read_params, slide::encode_params,
      [&](const slide::Params& p, const std::string& seed, bool timing) { return make_level(p, seed, timing, io); });
}

// Reads a board from FILE ('-': standard input).
bool read_board(const Args& args, Streams& io, const std::string& command, slide::Level& level, std::string& error) {
  if (args.positional().size() != 1) {
    error = command + " needs one FILE ('-' for standard input)";
    return false;
  }
  const std::string& path = args.positional()[0];
  std::string text;
  if (!read_input(path, io.in, text, error)) return false;
  if (!slide::parse_board(text, level, error)) {
    error = (path == "-" ? "stdin" : path) + ": " + error;
    return false;
  }
  return true;
}

// analyse and hint read a board.
int board_command(const std::string& command, const std::vector<std::string>& words, Streams& io) {
  Args args;
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  slide::Level level;
  if (!read_board(args, io, command, level, error)) return fail(io, error);
  if (command == "analyse")
    io.out << slide::analysis_json(slide::analyse(level.layout, level.start, nullptr, slide::kBandBudget)) << "\n";
  else
    io.out << slide::hint_json(slide::hint(level.layout, level.start)) << "\n";
  return kExitOk;
}

int solve_command(const std::vector<std::string>& words, Streams& io) {
  Args args;
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  slide::Level level;
  if (!read_board(args, io, "solve", level, error)) return fail(io, error);

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

int slide_pack(const std::vector<std::string>& args, const std::string& dir, Streams& io) {
  return generate_command(args, io, dir);
}

int slide_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? generate, solve, analyse or hint");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  if (args[0] == "solve") return solve_command(rest, io);
  if (args[0] == "analyse" || args[0] == "hint") return board_command(args[0], rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate, solve, analyse or hint)");
}

}  // namespace pgw::cli

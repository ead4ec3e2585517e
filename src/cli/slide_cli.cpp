// levelgen slide …: generate and solve Slide levels.
#include <chrono>
#include <fstream>
#include <iterator>
#include <ostream>
#include <sstream>

#include "cli/args.hpp"
#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "slide/analysis.hpp"
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

// The generate options, shared by `generate` and `levelgen pack slide`.
void declare_generate(Args& args) {
  for (const char* o : {"width", "height", "min-moves", "stationary", "moving", "seed", "difficulty", "count", "jobs"})
    args.option(o);
  args.flag("hardest");
  args.flag("no-climb");
}

bool read_generate(const Args& args, slide::Params& p, std::string& error) {
  if (!args.positional().empty()) {
    error = "unexpected argument '" + args.positional()[0] + "'";
    return false;
  }
  // Out-of-range values are reported by check_params, which names the value.
  const int big = 1 << 20;
  if (!args.integer("width", -big, big, p.width, error) || !args.integer("height", -big, big, p.height, error) ||
      !args.integer("min-moves", -big, big, p.min_moves, error) ||
      !args.integer("stationary", -big, big, p.stationary_percent, error) ||
      !args.integer("moving", -big, big, p.moving_percent, error))
    return false;
  p.hardest = args.has("hardest");
  // The CLI climbs by default (its params text says ".climb", so the recipe
  // gives the same level); --no-climb is the old sampling generator.
  p.climb = !args.has("no-climb");
  if (args.has("difficulty")) {
    if (!difficulty_from_name(args.text("difficulty"), p.difficulty)) {
      error = "--difficulty: '" + args.text("difficulty") + "' is not one of " + difficulty_names();
      return false;
    }
    if (p.difficulty != Difficulty::Any && !p.climb) {
      error = "--difficulty " + args.text("difficulty") + " needs the climbing generator (drop --no-climb)";
      return false;
    }
  }
  error = slide::check_params(p);
  return error.empty();
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
      .raw("certificate", slide::analysis_json(a))
      .add("states_explored", g.states_explored)
      .add("boards_tried", g.boards_tried)
      .add("climb_steps", g.climb_steps)
      .add("climb_jumps", g.climb_jumps)
      .add("climb_restarts", g.climb_restarts);
  if (timing) json.add("ms", g.ms);
  json.add("params", slide::encode_params(p)).add("seed", seed);
  out.ok = true;
  out.json = json.str();
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
      "slide", words, io, pack_dir, declare_generate, read_generate, slide::encode_params,
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
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(io.in), std::istreambuf_iterator<char>());
  } else {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
      error = "cannot read '" + path + "'";
      return false;
    }
    text.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  }
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

// levelgen blocks …: generate and solve Blocks levels (Rush Hour, Klotski).
#include <chrono>
#include <ostream>
#include <thread>

#include "blocks/api.hpp"
#include "blocks/generator.hpp"
#include "blocks/solver.hpp"
#include "blocks/text.hpp"
#include "cli/args.hpp"
#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "core/rng.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen blocks: " << message << "\n";
  return kExitUsage;
}

std::string board_text(const blocks::Board& b) {
  return b.rules == blocks::Rules::Rush ? blocks::format_line(b) : blocks::format_rows(b);
}

BatchLevel make_level(const blocks::Params& p, const std::string& seed, bool timing, Streams& io) {
  BatchLevel out;
  Progress progress;
  // One level alone climbs on every core (the level is the same on one);
  // a batch already gives each core its own levels.
  blocks::Budget budget;
  if (timing) budget.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const blocks::Generated g = blocks::generate(p, seed_from_text(seed), progress, budget);
  if (!g.found) {
    out.error = "no solvable level found within the search budget";
    return out;
  }
  if (!g.target_met && timing)
    io.err << "levelgen blocks: no level with " << p.min_moves << "+ moves"
           << (p.difficulty != Difficulty::Any ? std::string(" in band ") + difficulty_name(p.difficulty) : "")
           << " within the search budget; offering the deepest found (" << g.optimal_moves << " moves)\n";
  const Difficulty grade = blocks::grade_of(p.rules, p.width, p.height, g.optimal_moves);
  JsonObject json;
  json.add("code", blocks::encode_level(g.level))
      .add("board", board_text(g.level))
      .add("optimal_moves", g.optimal_moves)
      .add("steps", g.steps)
      .add("target_met", g.target_met)
      .add("difficulty", difficulty_name(grade))
      .add_raw("certificate", blocks::certificate_json(g))
      .add("boards_tried", g.boards)
      .add("restarts", g.restarts)
      .add("states_explored", g.states);
  if (timing) json.add("ms", g.ms);
  json.add("params", blocks::encode_params(p)).add("seed", seed);
  out.ok = true;
  out.json = json.str();
  out.code = blocks::encode_level(g.level);
  out.params = blocks::encode_params(p);
  out.seed = seed;
  out.rank = static_cast<int>(grade);
  out.subrank = g.optimal_moves;
  return out;
}

bool read_params(const GenerateRequest& request, blocks::Params& p, std::string& error) {
  return blocks::decode_params(request.params, p, error);
}

int generate_command(const std::vector<std::string>& words, Streams& io) {
  return generate_command_of<blocks::Params>(
      blocks::api(), words, io, "", {}, read_params, blocks::encode_params,
      [&](const blocks::Params& p, const std::string& seed, bool timing) { return make_level(p, seed, timing, io); });
}

// FILE or '-': a board in either text form, a level code or an exact link.
bool read_board(const Args& args, Streams& io, blocks::Board& board, std::string& error) {
  if (args.positional().size() != 1) {
    error = "solve needs one FILE ('-' for standard input)";
    return false;
  }
  const std::string& path = args.positional()[0];
  std::string text;
  if (!read_input(path, io.in, text, error)) return false;
  const std::string where = path == "-" ? "stdin" : path;
  const std::string_view trimmed = trim_spaces(text);
  if (trimmed.substr(0, 7) == "blocks-" || trimmed.find('#') != std::string_view::npos) {
    Link link;
    if (!parse_link(trimmed.substr(0, 7) == "blocks-" ? "#" + std::string(trimmed) : std::string(trimmed), link,
                    error)) {
      error = where + ": " + error;
      return false;
    }
    if (link.kind != "blocks" || link.type != Link::Type::Exact) {
      error = where + ": not a Blocks level code or exact link (a " + link.kind + " " + link_type_name(link.type) +
              " link)";
      return false;
    }
    if (!blocks::decode_level(link.code, board, error)) {
      error = where + ": " + error;
      return false;
    }
    return true;
  }
  if (!blocks::parse_board(text, board, error)) {
    error = where + ": " + error;
    return false;
  }
  return true;
}

int solve_command(const std::vector<std::string>& words, Streams& io) {
  Args args;
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  blocks::Board board;
  if (!read_board(args, io, board, error)) return fail(io, error);
  const auto t0 = std::chrono::steady_clock::now();
  Progress progress;
  const blocks::Solution s = blocks::solve(board, &progress);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (s.status == blocks::SolveStatus::TooLarge) {
    io.err << "levelgen blocks: gave up after " << s.states << " positions without an answer\n";
    return kExitFailed;
  }
  if (s.status != blocks::SolveStatus::Solved)
    return fail(io, "the board cannot be solved: A never reaches the exit (" + std::to_string(s.states) +
                        " positions reachable, none of them won)");
  io.out << JsonObject()
                .add("optimal_moves", static_cast<int>(s.moves.size()))
                .add("steps", s.steps)
                .add("moves", blocks::moves_text(board, s.moves))
                .add("states_explored", s.states)
                .add("ms", ms)
                .str()
         << "\n";
  return kExitOk;
}

}  // namespace

int blocks_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? generate or solve");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "generate") return generate_command(rest, io);
  if (args[0] == "solve") return solve_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (generate or solve)");
}

}  // namespace pgw::cli

// blocks_bench — Blocks' solver and generator timed natively, for scripts/bench.sh blocks,
// which sets the solver beside Fogleman's C++ Solver (bench/peers/rush) on the same
// positions in the same run.
//
//   blocks_bench solve [--min-ms X] < positions
//     One board a line (Fogleman's one-line format, or a level code). For each, one
//     tab-separated line:
//       solve  BOARD  MOVES  STEPS  CPU_MS  REPS  STATES  SOLUTION
//     BOARD is the board as format_line writes it (our canonical naming, which SOLUTION's
//     letters use), MOVES the optimal move count or unsolvable / toolarge / error (then
//     SOLUTION is the reason), CPU_MS the process CPU time of one pgw::blocks::solve call
//     (clock_gettime(CLOCK_PROCESS_CPUTIME_ID)), the mean over REPS calls made until
//     --min-ms of CPU time have gone by (default 0: one call), STATES the positions the
//     search reached, SOLUTION the moves ("B+1 C-2 …").
//
//   blocks_bench gen [--rules rush|klotski] [--width W] [--height H] [--min-moves M]
//                    [--walls K] --seeds A-B|A,B,… [--cap SECONDS] [--jobs J] [--threads T]
//                    [--label L]
//     pgw::blocks::generate for each seed (the seed as levelgen's --seed S reads it), J at a
//     time on their own threads (default 1), each with Budget::threads T (default 1, the
//     library's default: its climbers one after the other; levelgen gives it one thread a
//     core). Each run is given at most --cap seconds of CPU time (default 0: no cap): a
//     watcher then requests the Progress's cancel, and the generator returns the deepest
//     level it had (found, cancelled). The CPU time is the generating thread's when T is 1;
//     with T > 1 the runs go one at a time (J is 1) and it is the process's. One line per
//     seed, in seed order:
//       gen  LABEL  SEED  MET  PAR  CPU_MS  WALL_MS  BOARDS  STATES  CANCELLED  BOARD  CODE  CAP_S
//     MET is 1 when the target was met, PAR the level's optimal moves (0: none found),
//     BOARD Fogleman's line (rush; '-' for klotski), CODE the level code, CAP_S --cap. LABEL defaults to
//     "WxH.mM" (".wK", ".klotski", ".tT").
//     "The deepest level found in 60 s": --min-moves 51 --cap 60.
//
// CPU time, not wall time, bounds and measures the runs: the machine is shared (and the
// runs may be J at a time on its 2 cores); the wall time is printed for information.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <pthread.h>

#include "bench/bench_clock.hpp"
#include "blocks/generator.hpp"
#include "blocks/solver.hpp"
#include "blocks/text.hpp"
#include "core/rng.hpp"

using namespace pgw;
using namespace pgw::blocks;

namespace {

double clock_ms(clockid_t id) {
  timespec ts;
  clock_gettime(id, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int usage() {
  std::fprintf(stderr,
               "usage: blocks_bench solve [--min-ms X] < positions\n"
               "       blocks_bench gen [--rules rush|klotski] [--width W] [--height H] [--min-moves M] [--walls K]\n"
               "                        --seeds A-B|A,B,... [--cap SECONDS] [--jobs J] [--threads T] [--label L]\n"
               "(see bench/blocks_bench.cpp)\n");
  return 2;
}

std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return s;
}

int solve_mode(int argc, char** argv) {
  double min_ms = 0;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--min-ms") && i + 1 < argc) min_ms = std::atof(argv[++i]);
    else return usage();
  }
  std::string line;
  int errors = 0;
  while (std::getline(std::cin, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    Board board;
    std::string error;
    const bool ok = line.rfind("blocks-", 0) == 0 ? decode_level(line, board, error) : parse_board(line, board, error);
    if (!ok) {
      std::printf("solve\t%s\terror\t-\t-\t-\t-\t%s\n", line.c_str(), one_line(error).c_str());
      ++errors;
      continue;
    }
    Solution s;
    int reps = 0;
    double total = 0;
    do {
      const double t0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
      s = solve(board);
      total += clock_ms(CLOCK_PROCESS_CPUTIME_ID) - t0;
      ++reps;
    } while (total < min_ms);
    const std::string text = board.rules == Rules::Rush ? format_line(board) : encode_level(board);
    if (s.status == SolveStatus::Solved) {
      std::printf("solve\t%s\t%zu\t%d\t%.4f\t%d\t%llu\t%s\n", text.c_str(), s.moves.size(), s.steps, total / reps, reps,
                  static_cast<unsigned long long>(s.states), moves_text(board, s.moves).c_str());
    } else {
      const char* what = s.status == SolveStatus::Unsolvable ? "unsolvable"
                         : s.status == SolveStatus::TooLarge ? "toolarge"
                                                             : "cancelled";
      std::printf("solve\t%s\t%s\t-\t%.4f\t%d\t%llu\t-\n", text.c_str(), what, total / reps, reps,
                  static_cast<unsigned long long>(s.states));
    }
    std::fflush(stdout);
  }
  return errors ? 1 : 0;
}

bool parse_seeds(const std::string& text, std::vector<std::uint64_t>& seeds) {
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    const std::string part = text.substr(at, end - at);
    const std::size_t dash = part.find('-');
    char* rest = nullptr;
    const std::uint64_t a = std::strtoull(part.c_str(), &rest, 10);
    if (dash == std::string::npos) {
      if (part.empty() || *rest) return false;
      seeds.push_back(a);
    } else {
      const std::uint64_t b = std::strtoull(part.c_str() + dash + 1, &rest, 10);
      if (dash == 0 || *rest || b < a || b - a > 100000) return false;
      for (std::uint64_t s = a; s <= b; ++s) seeds.push_back(s);
    }
    at = end + 1;
  }
  return !seeds.empty();
}

struct GenRun {
  std::uint64_t seed = 0;
  Generated g;
  double cpu_ms = 0, wall_ms = 0;
};

// One generate() on this thread, its CPU time (this thread's, or with several climber
// threads the process's) capped by a watcher thread.
void run_generate(const Params& params, const Budget& budget, double cap_s, GenRun& run) {
  Progress progress;
  clockid_t cpu_clock = CLOCK_PROCESS_CPUTIME_ID;
  if (budget.threads <= 1) pthread_getcpuclockid(pthread_self(), &cpu_clock);
  std::atomic<bool> done{false};
  std::thread watcher;
  const double c0 = clock_ms(cpu_clock);  // the thread may have run earlier seeds
  if (cap_s > 0) {
    watcher = std::thread([&] {
      while (!done.load()) {
        if (clock_ms(cpu_clock) - c0 >= cap_s * 1000.0) {
          progress.request_cancel();
          return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
    });
  }
  const bench::Clock::time_point t0 = bench::Clock::now();
  run.g = generate(params, seed_from_text(std::to_string(run.seed)), progress, budget);
  run.wall_ms = bench::seconds_since(t0) * 1000.0;
  run.cpu_ms = clock_ms(cpu_clock) - c0;
  done = true;
  if (watcher.joinable()) watcher.join();
}

int gen_mode(int argc, char** argv) {
  Params params;
  Budget budget;
  std::vector<std::uint64_t> seeds;
  double cap = 0;
  int jobs = 1;
  std::string label;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc) return usage();
    const std::string v = argv[++i];
    if (a == "--rules" && (v == "rush" || v == "klotski")) params.rules = v == "rush" ? Rules::Rush : Rules::Klotski;
    else if (a == "--width") params.width = std::atoi(v.c_str());
    else if (a == "--height") params.height = std::atoi(v.c_str());
    else if (a == "--min-moves") params.min_moves = std::atoi(v.c_str());
    else if (a == "--walls") params.walls = std::atoi(v.c_str());
    else if (a == "--seeds") {
      if (!parse_seeds(v, seeds)) return usage();
    } else if (a == "--cap") cap = std::atof(v.c_str());
    else if (a == "--jobs") jobs = std::max(1, std::atoi(v.c_str()));
    else if (a == "--threads") budget.threads = std::max(1, std::atoi(v.c_str()));
    else if (a == "--label") label = v;
    else return usage();
  }
  const std::string problem = check_params(params);
  if (!problem.empty() || seeds.empty()) {
    std::fprintf(stderr, "blocks_bench gen: %s\n", problem.empty() ? "--seeds is needed" : problem.c_str());
    return 2;
  }
  if (label.empty()) {
    label = std::to_string(params.width) + "x" + std::to_string(params.height) + ".m" +
            std::to_string(params.min_moves);
    if (params.walls) label += ".w" + std::to_string(params.walls);
    if (params.rules == Rules::Klotski) label += ".klotski";
    if (budget.threads > 1) label += ".t" + std::to_string(budget.threads);
  }
  if (budget.threads > 1) jobs = 1;  // the process's CPU time is then this run's
  std::vector<GenRun> runs(seeds.size());
  for (std::size_t i = 0; i < seeds.size(); ++i) runs[i].seed = seeds[i];
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> workers;
  for (int j = 0; j < jobs; ++j)
    workers.emplace_back([&] {
      for (std::size_t i; (i = next.fetch_add(1)) < runs.size();) run_generate(params, budget, cap, runs[i]);
    });
  for (std::thread& t : workers) t.join();
  for (const GenRun& r : runs) {
    const Generated& g = r.g;
    const std::string line = g.found && params.rules == Rules::Rush ? format_line(g.level) : "-";
    const std::string code = g.found ? encode_level(g.level) : "-";
    std::printf("gen\t%s\t%llu\t%d\t%d\t%.1f\t%.1f\t%d\t%llu\t%d\t%s\t%s\t%g\n", label.c_str(),
                static_cast<unsigned long long>(r.seed), g.target_met ? 1 : 0, g.found ? g.optimal_moves : 0,
                r.cpu_ms, r.wall_ms, g.boards, static_cast<unsigned long long>(g.states), g.cancelled ? 1 : 0,
                line.c_str(), code.c_str(), cap);
  }
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  if (!std::strcmp(argv[1], "solve")) return solve_mode(argc, argv);
  if (!std::strcmp(argv[1], "gen")) return gen_mode(argc, argv);
  return usage();
}

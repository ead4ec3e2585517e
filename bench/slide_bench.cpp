// slide_bench — Slide solver throughput and generation time, 4×4 to 10×10.
//
// The same source runs natively and in wasm under node (scripts/bench.sh runs
// both and the Java peer of seed 003, bench/peers/SlideyBlocks.java).
//
//   1. Boards: for each size, a fixed set of "hardest" levels made by
//      slide::generate from fixed seeds, so every run (and both builds) works
//      on the same positions. --write-boards FILE writes them for the peer;
//      --check-boards FILE compares them with a file written by another build
//      (the determinism cross-check between native and wasm) and, should they
//      differ, times the file's boards so the figures stay comparable;
//      --read-boards FILE times a file's boards without generating any.
//   2. Solve: slide::solve on every board of a size (a pass), repeated until
//      at least --min-time seconds and 3 passes; states/s is the states of a
//      pass over the median pass time, counting SolveResult::states_explored
//      (the distinct positions reached). The peer divides the same per-board
//      counts by its own time, so the ratio is a time ratio on identical boards.
//   3. Generation: slide::generate (not hardest) at a per-size target of
//      minimum moves over fixed seeds, mean milliseconds per level (each seed
//      run three times, its median run counted).
//
//   4. Depth (--deep, instead of 1–3): per size, the deepest par the old
//      generator (sampling layouts) and the climbing one find within
//      --deep-seconds (10) each, at the default densities: repeated calls
//      with seeds 1, 2, … and min_moves 40 (never met, so each call keeps
//      its best), the last one cancelled at the deadline; the par of the
//      deepest level is checked by slide::solve. Then the targets at 10×10:
//      --min-moves 25 and 35 on seeds 1..--target-seeds (10) with the
//      climbing generator and its default budget (met or not, par, ms), and
//      the old generator on seeds 1..--old-target-seeds (3) for 25.
//
//   5. Targets (--targets, instead of 1–4): 10×10 at the default densities,
//      --min-moves --target-moves (25) on seeds --target-first (1000) and the
//      --target-seeds (10) after it, with climber --climber (2, levelgen's;
//      1 the first, 0 the old sampler): per seed the par (checked by
//      slide::solve), met or not, CPU seconds (std::clock: this process's own
//      time, which other processes on a shared machine do not inflate as
//      they do the wall time) and positions; then the median CPU time, the
//      median positions and how many met.
//
// --results FILE writes tab-separated lines for scripts/bench.sh:
//   solve <size> <boards> <states per pass> <passes> <seconds> <states/s>
//   gen   <size> <levels> <target> <mean ms> <mean boards tried> <checksum>
//   boards <count> <checksum>
//   deep <size> <old par> <old calls> <new par> <new calls>
//   target <min moves> <old|climb|climb2> <seed> <met 0|1> <par> <ms> <cpu ms> <positions>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench/bench_clock.hpp"
#include "core/progress.hpp"
#include "slide/generator.hpp"
#include "slide/model.hpp"
#include "slide/solver.hpp"
#include "slide/text.hpp"

using namespace pgw;
using namespace pgw::slide;

namespace {

using bench::Clock;
using bench::kPlatform;
using bench::seconds_since;

struct Options {
  int min_size = 4, max_size = 10;
  int boards_per_size = 12;
  double min_time = 0.5;      // seconds of solving per size
  int gen_levels = 6;         // generated levels per size for the timing
  std::string write_boards, check_boards, read_boards, results;
  bool skip_gen = false;
  bool deep = false;
  int deep_min = 4, deep_max = 12;
  double deep_seconds = 10;
  int target_seeds = 10, old_target_seeds = 3;
  bool targets = false;
  int target_first = 1000, target_moves = 25, climber = kClimber;
};

// Hardest-board targets: large enough that solves are not trivial, small
// enough that the generator finds a layout quickly.
int board_min_moves(int size) { return size + 6; }  // 10 at 4×4 … 16 at 10×10
// Generation-timing targets: a par a player would call "medium" at each size,
// and one the seed's shuffle-and-check loop reaches in a bounded number of tries.
int gen_min_moves(int size) { return size + 2 < 10 ? size + 2 : 10; }  // 6 at 4×4 … 10 from 8×8 on

struct BenchBoard {
  int size = 0;
  Level level;
  int par = 0;                 // our optimal move count
  std::uint64_t states = 0;    // SolveResult::states_explored
};

std::uint64_t fnv1a(std::uint64_t h, const std::string& s) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}
constexpr std::uint64_t kFnvBasis = 0xcbf29ce484222325ull;

std::vector<BenchBoard> make_boards(const Options& o) {
  std::vector<BenchBoard> boards;
  // Densities cycle per board; large boards get more stationary and fewer
  // moving blocks, else most layouts exceed the per-layout budget and the
  // generator spends seconds rejecting them.
  static const int small_mix[4][2] = {{15, 15}, {20, 10}, {25, 15}, {20, 20}};
  static const int large_mix[4][2] = {{25, 10}, {30, 10}, {30, 12}, {35, 10}};
  for (int size = o.min_size; size <= o.max_size; ++size) {
    const auto t0 = Clock::now();
    for (int i = 0; i < o.boards_per_size; ++i) {
      const int(&mix)[2] = size <= 7 ? small_mix[i % 4] : large_mix[i % 4];
      Params p;
      p.width = p.height = size;
      p.min_moves = board_min_moves(size);
      p.stationary_percent = mix[0];
      p.moving_percent = mix[1];
      p.hardest = true;
      Budget budget;
      budget.states_per_board = 30'000;
      Progress progress;
      const Generated g = generate(p, 0xBE7C'0000ull + 1000ull * size + i, progress, budget);
      if (!g.found) {
        std::fprintf(stderr, "slide_bench: no solvable board for %dx%d seed %d\n", size, size, i);
        std::exit(1);
      }
      BenchBoard b;
      b.size = size;
      b.level = g.level;
      b.par = g.optimal_moves;
      boards.push_back(b);
    }
    std::printf("  boards %2dx%-2d  %d made in %.2f s\n", size, size, o.boards_per_size, seconds_since(t0));
  }
  return boards;
}

// Solves every board once: fills in par/states and checks them against the generator.
bool measure_boards(std::vector<BenchBoard>& boards) {
  bool ok = true;
  for (BenchBoard& b : boards) {
    const SolveResult r = solve(b.level.layout, b.level.start, nullptr);
    if (r.status != SolveStatus::Solved) {
      std::printf("  !! board %dx%d: solver says %s\n", b.size, b.size, to_string(r.status));
      ok = false;
      continue;
    }
    const int moves = static_cast<int>(r.moves.size());
    if (b.par && moves != b.par) {
      std::printf("  !! board %dx%d: generator par %d, solver %d\n", b.size, b.size, b.par, moves);
      ok = false;
    }
    b.par = moves;
    b.states = r.states_explored;
  }
  return ok;
}

std::string boards_text(const std::vector<BenchBoard>& boards) {
  std::string out;
  for (const BenchBoard& b : boards) {
    out += "board " + std::to_string(b.size) + " " + std::to_string(b.par) + " " + std::to_string(b.states) + "\n";
    out += format_board(b.level.layout, b.level.start);
  }
  return out;
}

// The file: per board a header "board <size> <par> <states>" then <size> rows.
bool read_boards_file(const std::string& path, std::vector<BenchBoard>& boards, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot open " + path;
    return false;
  }
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.empty()) continue;
    BenchBoard b;
    unsigned long long states = 0;
    if (std::sscanf(line.c_str(), "board %d %d %llu", &b.size, &b.par, &states) != 3) {
      error = path + ":" + std::to_string(line_no) + ": expected 'board <size> <par> <states>'";
      return false;
    }
    b.states = states;
    std::string rows;
    for (int y = 0; y < b.size && std::getline(in, line); ++y, ++line_no) rows += line + "\n";
    std::string parse_error;
    if (!parse_board(rows, b.level, parse_error)) {
      error = path + " near line " + std::to_string(line_no) + ": " + parse_error;
      return false;
    }
    boards.push_back(b);
  }
  return true;
}

struct SolveRow {
  int size, boards;
  std::uint64_t states_per_pass;
  int passes;
  double seconds;
  double median_pass;  // seconds; the figure reported (robust to other work on a shared machine)
};

SolveRow time_solves(const std::vector<BenchBoard>& boards, int size, double min_time) {
  SolveRow row{size, 0, 0, 0, 0, 0};
  std::vector<const BenchBoard*> mine;
  for (const BenchBoard& b : boards)
    if (b.size == size) mine.push_back(&b);
  row.boards = static_cast<int>(mine.size());
  for (const BenchBoard* b : mine) row.states_per_pass += b->states;
  if (mine.empty()) return row;
  volatile std::uint64_t sink = 0;
  // Warm-up (caches, allocator, CPU clock): at least one pass and 50 ms.
  const auto tw = Clock::now();
  do {
    for (const BenchBoard* b : mine) sink = sink + solve(b->level.layout, b->level.start, nullptr).states_explored;
  } while (seconds_since(tw) < 0.05);
  const auto t0 = Clock::now();
  std::vector<double> pass_seconds;
  do {
    const auto tp = Clock::now();
    for (const BenchBoard* b : mine) {
      const SolveResult r = solve(b->level.layout, b->level.start, nullptr);
      sink = sink + r.states_explored;
    }
    pass_seconds.push_back(seconds_since(tp));
    ++row.passes;
  } while (seconds_since(t0) < min_time || row.passes < 3);
  row.seconds = seconds_since(t0);
  std::sort(pass_seconds.begin(), pass_seconds.end());
  const std::size_t n = pass_seconds.size();
  row.median_pass = n % 2 ? pass_seconds[n / 2] : (pass_seconds[n / 2 - 1] + pass_seconds[n / 2]) / 2;
  (void)sink;
  return row;
}

struct GenRow {
  int size, levels, target;
  double mean_ms, mean_tried;
  std::uint64_t checksum;
  int missed;
};

GenRow time_generation(int size, int levels) {
  GenRow row{size, levels, gen_min_moves(size), 0, 0, kFnvBasis, 0};
  double total_ms = 0, tried = 0;
  for (int i = 0; i < levels; ++i) {
    Params p;
    p.width = p.height = size;
    p.min_moves = row.target;  // default densities: 20% stationary, 15% moving
    // The same seed three times (the same work each time): the median run counts.
    double runs[3];
    Generated g;
    for (double& run : runs) {
      Progress progress;
      const auto t0 = Clock::now();
      g = generate(p, 0x6E4E'0000ull + 1000ull * size + i, progress);
      run = seconds_since(t0) * 1000.0;
    }
    std::sort(runs, runs + 3);
    total_ms += runs[1];
    tried += g.boards_tried;
    if (!g.target_met) ++row.missed;
    row.checksum = fnv1a(row.checksum, format_board(g.level.layout, g.level.start) + std::to_string(g.optimal_moves));
  }
  row.mean_ms = total_ms / levels;
  row.mean_tried = tried / levels;
  return row;
}

// ---------------------------------------------------------------------------
// Depth (--deep)

// generate() cancelled after `seconds` (it then returns its best so far).
Generated generate_until(const Params& p, std::uint64_t seed, double seconds) {
  Progress progress;
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(m);
    if (!cv.wait_for(lock, std::chrono::duration<double>(seconds), [&] { return done; })) progress.request_cancel();
  });
  Generated g = generate(p, seed, progress);
  {
    std::lock_guard<std::mutex> lock(m);
    done = true;
  }
  cv.notify_all();
  watchdog.join();
  return g;
}

struct Deepest {
  int par = 0;
  int calls = 0;
  bool checked = true;  // slide::solve agrees with the par
};

Deepest deepest_within(int size, bool climb, double seconds) {
  Deepest out;
  Level best;
  const auto t0 = Clock::now();
  for (std::uint64_t seed = 1;; ++seed) {
    const double left = seconds - seconds_since(t0);
    if (left < 0.01) break;
    Params p;
    p.width = p.height = size;
    p.min_moves = kMinMovesLimit;  // never met: every call keeps its deepest level
    p.climb = climb;
    const Generated g = generate_until(p, seed, left);
    ++out.calls;
    if (g.found && g.optimal_moves > out.par) {
      out.par = g.optimal_moves;
      best = g.level;
    }
  }
  if (out.par > 0) {
    const SolveResult r = solve(best.layout, best.start, nullptr);
    out.checked = r.status == SolveStatus::Solved && static_cast<int>(r.moves.size()) == out.par;
  }
  return out;
}

// One 10x10 target at the default densities with `climber` (0: the old
// sampler): printed and recorded; returns whether it was met, `cpu_ms` and
// `positions` set, `ok` cleared when the par is not exact.
bool run_target(int target, int climber, int seed, std::FILE* results, bool& ok, double* cpu_ms_out = nullptr,
                std::uint64_t* positions = nullptr) {
  Params p;
  p.width = p.height = 10;
  p.min_moves = target;
  p.climb = climber > 0;
  p.climber = std::max(climber, 1);
  const char* label = climber == 0 ? "old" : climber == 1 ? "climb" : "climb2";
  Progress progress;
  // CPU time beside the wall time: on a shared machine the wall time
  // counts the other processes' turns too.
  const std::clock_t cpu0 = std::clock();
  const Generated g = generate(p, static_cast<std::uint64_t>(seed), progress);
  const double cpu_ms = 1000.0 * static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  const SolveResult r = solve(g.level.layout, g.level.start, nullptr);
  const bool exact = r.status == SolveStatus::Solved && static_cast<int>(r.moves.size()) == g.optimal_moves;
  ok = ok && exact;
  std::printf("  m%d %-6s seed %4d: %-7s par %2d  %9.1f ms  cpu %9.1f ms  %6.1fM positions%s\n", target, label, seed,
              g.target_met ? "met" : "missed", g.optimal_moves, g.ms, cpu_ms,
              static_cast<double>(g.states_explored) / 1e6, exact ? "" : "  !! par not exact");
  if (results)
    std::fprintf(results, "target\t%d\t%s\t%d\t%d\t%d\t%.1f\t%.1f\t%llu\n", target, label, seed,
                 g.target_met ? 1 : 0, g.optimal_moves, g.ms, cpu_ms, static_cast<unsigned long long>(g.states_explored));
  std::fflush(stdout);
  if (cpu_ms_out) *cpu_ms_out = cpu_ms;
  if (positions) *positions = g.states_explored;
  return g.target_met && exact;
}

template <class T>
T median_of(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n == 0 ? T{} : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

bool run_targets(const Options& o, std::FILE* results) {
  bool ok = true;
  std::printf("\n  10x10 --min-moves %d, default densities and budget, climber %d, seeds %d-%d\n", o.target_moves,
              o.climber, o.target_first, o.target_first + o.target_seeds - 1);
  std::vector<double> cpu;
  std::vector<std::uint64_t> positions;
  int met = 0;
  for (int seed = o.target_first; seed < o.target_first + o.target_seeds; ++seed) {
    double ms = 0;
    std::uint64_t n = 0;
    met += run_target(o.target_moves, o.climber, seed, results, ok, &ms, &n) ? 1 : 0;
    cpu.push_back(ms);
    positions.push_back(n);
  }
  std::printf("  median cpu %.2f s, median %.1fM positions, %d of %d met\n", median_of(cpu) / 1000.0,
              static_cast<double>(median_of(positions)) / 1e6, met, o.target_seeds);
  return ok;
}

bool run_deep(const Options& o, std::FILE* results) {
  bool ok = true;
  std::printf("\n  deepest par within %.0f s, default densities (20%% stationary, 15%% moving)\n", o.deep_seconds);
  std::printf("  size     old par  (calls)   climbing par  (calls)\n");
  for (int size = o.deep_min; size <= o.deep_max; ++size) {
    const Deepest old = deepest_within(size, false, o.deep_seconds);
    const Deepest climbed = deepest_within(size, true, o.deep_seconds);
    ok = ok && old.checked && climbed.checked;
    std::printf("  %2dx%-2d    %7d  (%5d)   %12d  (%5d)%s\n", size, size, old.par, old.calls, climbed.par,
                climbed.calls, old.checked && climbed.checked ? "" : "  !! par not confirmed by solve");
    if (results) std::fprintf(results, "deep\t%d\t%d\t%d\t%d\t%d\n", size, old.par, old.calls, climbed.par, climbed.calls);
    std::fflush(stdout);
  }
  std::printf("\n  10x10 targets (default densities, default budget): seed, met, par, ms\n");
  for (int target : {25, 35})
    for (bool climb : {false, true}) {
      const int seeds = climb ? o.target_seeds : (target == 25 ? o.old_target_seeds : 0);
      for (int seed = 1; seed <= seeds; ++seed) run_target(target, climb ? 1 : 0, seed, results, ok);
    }
  return ok;
}

[[noreturn]] void usage(int code) {
  std::fprintf(code ? stderr : stdout,
               "usage: slide_bench [--sizes A-B] [--boards N] [--min-time S] [--gen-levels N] [--no-gen]\n"
               "                   [--write-boards F] [--check-boards F] [--read-boards F] [--results F]\n"
               "       slide_bench --deep [--deep-sizes A-B] [--deep-seconds S] [--target-seeds N]\n"
               "                   [--old-target-seeds N] [--results F]\n"
               "       slide_bench --targets [--target-first S] [--target-seeds N] [--target-moves M]\n"
               "                   [--climber 0|1|2] [--results F]\n");
  std::exit(code);
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(2);
      return argv[++i];
    };
    if (a == "--sizes") {
      const std::string v = value();
      if (std::sscanf(v.c_str(), "%d-%d", &o.min_size, &o.max_size) != 2) o.max_size = o.min_size = std::atoi(v.c_str());
    } else if (a == "--boards") o.boards_per_size = std::atoi(value().c_str());
    else if (a == "--min-time") o.min_time = std::atof(value().c_str());
    else if (a == "--gen-levels") o.gen_levels = std::atoi(value().c_str());
    else if (a == "--no-gen") o.skip_gen = true;
    else if (a == "--write-boards") o.write_boards = value();
    else if (a == "--check-boards") o.check_boards = value();
    else if (a == "--read-boards") o.read_boards = value();
    else if (a == "--results") o.results = value();
    else if (a == "--deep") o.deep = true;
    else if (a == "--deep-sizes") {
      const std::string v = value();
      if (std::sscanf(v.c_str(), "%d-%d", &o.deep_min, &o.deep_max) != 2) o.deep_max = o.deep_min = std::atoi(v.c_str());
    } else if (a == "--deep-seconds") o.deep_seconds = std::atof(value().c_str());
    else if (a == "--target-seeds") o.target_seeds = std::atoi(value().c_str());
    else if (a == "--old-target-seeds") o.old_target_seeds = std::atoi(value().c_str());
    else if (a == "--targets") o.targets = true;
    else if (a == "--target-first") o.target_first = std::atoi(value().c_str());
    else if (a == "--target-moves") o.target_moves = std::atoi(value().c_str());
    else if (a == "--climber") o.climber = std::atoi(value().c_str());
    else if (a == "-h" || a == "--help") usage(0);
    else usage(2);
  }
  if (o.min_size < kMinSide || o.max_size > kMaxSide || o.min_size > o.max_size || o.boards_per_size < 1) usage(2);
  if (o.targets || o.deep) {
    if (o.deep_min < kMinSide || o.deep_max > kMaxSide || o.deep_min > o.deep_max) usage(2);
    if (o.climber < 0 || o.climber > kClimber || o.target_seeds < 1 || o.target_moves < 1 ||
        o.target_moves > kMinMovesLimit)
      usage(2);
    std::FILE* results = nullptr;
    if (!o.results.empty() && !(results = std::fopen(o.results.c_str(), "w"))) {
      std::fprintf(stderr, "slide_bench: cannot write %s\n", o.results.c_str());
      return 1;
    }
    std::printf("slide_bench %s (%s)\n", o.targets ? "--targets" : "--deep", kPlatform);
    const bool ok = o.targets ? run_targets(o, results) : run_deep(o, results);
    if (results) std::fclose(results);
    return ok ? 0 : 1;
  }

  std::printf("slide_bench (%s): sizes %d..%d\n", kPlatform, o.min_size, o.max_size);
  bool ok = true;
  std::vector<BenchBoard> boards;
  if (!o.read_boards.empty()) {
    std::string error;
    if (!read_boards_file(o.read_boards, boards, error)) {
      std::fprintf(stderr, "slide_bench: %s\n", error.c_str());
      return 1;
    }
    std::printf("  boards read from %s: %zu\n", o.read_boards.c_str(), boards.size());
  } else {
    boards = make_boards(o);
  }
  {
    // Re-solving gives par and states (and checks them when read from a file).
    const std::vector<BenchBoard> before = boards;
    ok = measure_boards(boards) && ok;
    for (std::size_t i = 0; i < boards.size(); ++i)
      if (before[i].states && before[i].states != boards[i].states) {
        std::printf("  !! board %zu: file says %" PRIu64 " states, solver %" PRIu64 "\n", i, before[i].states,
                    boards[i].states);
        ok = false;
      }
  }
  const std::string text = boards_text(boards);
  const std::uint64_t checksum = fnv1a(kFnvBasis, text);
  std::printf("  boards checksum %016" PRIx64 " (%zu boards)\n", checksum, boards.size());

  if (!o.write_boards.empty()) {
    std::ofstream out(o.write_boards, std::ios::binary);
    out << text;
    if (!out) {
      std::fprintf(stderr, "slide_bench: cannot write %s\n", o.write_boards.c_str());
      return 1;
    }
    std::printf("  boards written to %s\n", o.write_boards.c_str());
  }
  if (!o.check_boards.empty()) {
    std::ifstream in(o.check_boards, std::ios::binary);
    std::stringstream other;
    other << in.rdbuf();
    if (!in) {
      std::printf("  !! determinism: cannot read %s\n", o.check_boards.c_str());
      ok = false;
    } else if (other.str() == text) {
      std::printf("  determinism: generated boards identical to %s (%zu boards)\n", o.check_boards.c_str(),
                  boards.size());
    } else {
      std::printf("  !! determinism: generated boards DIFFER from %s; timing that file's boards instead\n",
                  o.check_boards.c_str());
      ok = false;
      std::vector<BenchBoard> theirs;
      std::string error;
      if (!read_boards_file(o.check_boards, theirs, error)) {
        std::fprintf(stderr, "slide_bench: %s\n", error.c_str());
        return 1;
      }
      measure_boards(theirs);
      boards = theirs;
    }
  }

  std::FILE* results = nullptr;
  if (!o.results.empty() && !(results = std::fopen(o.results.c_str(), "w"))) {
    std::fprintf(stderr, "slide_bench: cannot write %s\n", o.results.c_str());
    return 1;
  }
  if (results) std::fprintf(results, "boards\t%zu\t%016" PRIx64 "\n", boards.size(), checksum);

  std::printf("\n  solve     boards   par(min-max)   states/board    passes   seconds      states/s\n");
  for (int size = o.min_size; size <= o.max_size; ++size) {
    const SolveRow r = time_solves(boards, size, o.min_time);
    if (!r.boards) continue;
    int lo = 1 << 30, hi = 0;
    for (const BenchBoard& b : boards)
      if (b.size == size) lo = std::min(lo, b.par), hi = std::max(hi, b.par);
    const double rate = static_cast<double>(r.states_per_pass) / r.median_pass;
    std::printf("  %2dx%-2d     %6d   %4d-%-4d     %12.0f   %7d   %7.3f  %12.0f\n", size, size, r.boards, lo, hi,
                static_cast<double>(r.states_per_pass) / r.boards, r.passes, r.seconds, rate);
    if (results)
      std::fprintf(results, "solve\t%d\t%d\t%" PRIu64 "\t%d\t%.6f\t%.1f\n", size, r.boards, r.states_per_pass,
                   r.passes, r.seconds, rate);
    std::fflush(stdout);
  }

  if (!o.skip_gen) {
    std::printf("\n  generate  levels  target   mean ms   boards tried   checksum\n");
    for (int size = o.min_size; size <= o.max_size; ++size) {
      const GenRow g = time_generation(size, o.gen_levels);
      std::printf("  %2dx%-2d     %6d  %6d  %8.2f   %12.1f   %016" PRIx64 "%s\n", size, size, g.levels, g.target,
                  g.mean_ms, g.mean_tried, g.checksum, g.missed ? "  (target missed)" : "");
      if (results)
        std::fprintf(results, "gen\t%d\t%d\t%d\t%.4f\t%.2f\t%016" PRIx64 "\n", size, g.levels, g.target, g.mean_ms,
                     g.mean_tried, g.checksum);
      std::fflush(stdout);
    }
  }
  if (results) std::fclose(results);
  if (!ok) std::printf("\n  !! slide_bench: a cross-check failed (see above)\n");
  return ok ? 0 : 1;
}

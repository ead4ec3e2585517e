// flow_bench — Flow generation time per puzzle, unique and non-unique mode.
//
// The same source runs natively and in wasm under node; scripts/bench.sh runs
// both and the peer, Simon Tatham's Net (`sgt-net --generate N WxH`), and
// prints the ratios.
//
// A row is one environment, one size (square) and one mode. It generates
// levels with flow::generate from a fixed list of seeds (seed i of a row is
// the same in every run and build), at least --min-levels of them and until
// at least --min-time seconds have gone by, timing each call with
// std::chrono::steady_clock, and reports the mean and median ms per level and
// the mean backtracks and unique-mode repairs. Every level must be ok and, in
// unique mode, verified unique; otherwise the program exits 1. The checksum
// is the CRC-32 (core/codec) of the codes of the row's first --min-levels
// levels, which every run generates whatever its speed, so native and wasm
// runs can be compared.
//
// Difficulty rows (--difficulties, --difficulty-sizes): the same timing for
// levels asked for a difficulty (flow/deduce.hpp), each checked to grade as
// asked; --difficulty-levels is their minimum count (expert levels take
// longest). The grade share (--grades N, --grade-sizes): N levels per size
// made without a difficulty (today's generator), unique mode and plain,
// each certified (flow::certify), counted by grade.
//
// --results FILE writes tab-separated lines for scripts/bench.sh:
//   flow <env> <size> <unique|any> <levels> <seconds> <mean ms> <median ms>
//        <mean backtracks> <mean repairs> <mean tiles with flow %> <checksum> <failures>
//   diff <env> <size> <difficulty> <levels> <seconds> <mean ms> <median ms>
//        <mean boards> <mean islands> <checksum> <failures>
//   grades <env> <size> <unique|plain> <levels> <easy> <medium> <hard> <expert> <unique unrated> <several>
//
// --batch N --batch-seed S --batch-size W: the generator alone, as `levelgen
// flow generate --width W --height W --unique --count N --seed S --jobs 1`
// calls it (seeds S, S+1, … as text), without the certificate, the JSON line
// or the printing; then one line: levels, the CRC-32 of their codes,
// failures. scripts/bench.sh (flow-batch) times the whole process beside
// levelgen's and Net's.
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/codec.hpp"
#include "bench/bench_clock.hpp"
#include "core/progress.hpp"
#include "core/rng.hpp"
#include "flow/deduce.hpp"
#include "flow/generator.hpp"
#include "flow/model.hpp"
#include "flow/text.hpp"

using namespace pgw;
using namespace pgw::flow;

namespace {

using bench::Clock;
using bench::kPlatform;
using bench::seconds_since;

struct Options {
  std::vector<int> sizes = {7, 15, 25, 40};
  std::vector<int> all_sizes = {15, 40};  // extra rows with environment "all"
  std::vector<int> difficulty_sizes = {7, 10, 15, 25};
  std::vector<Difficulty> difficulties = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert};
  int difficulty_levels = 10;
  std::vector<int> grade_sizes = {7, 10, 15, 25};
  int grades = 0;  // levels per size for the grade share; 0: none
  std::string environment = "countryside";
  int density = 60;
  double min_time = 0.5;  // seconds of generation per row
  int min_levels = 20;    // per row; also the levels the checksum covers
  std::string results;
  int batch = 0;  // --batch N: the generator alone over N seeds, nothing else
  unsigned long long batch_seed = 1;
  int batch_size = 15;
};

struct Row {
  std::string environment;
  int size = 0;
  bool unique = false;
  Difficulty difficulty = Difficulty::Any;
  double mean_boards = 0, mean_islands = 0;
  int levels = 0;
  double seconds = 0;  // sum of the timed generate calls
  double mean_ms = 0, median_ms = 0;
  double mean_backtracks = 0, mean_repairs = 0, mean_flow_percent = 0;
  std::uint32_t checksum = 0;
  int failures = 0;
};

std::uint64_t row_seed(const std::string& environment, int size, bool unique, int i,
                       Difficulty difficulty = Difficulty::Any) {
  // Unique and non-unique rows share seeds, so they start from the same boards.
  const std::uint64_t env = environment == "countryside" ? 0 : 1 + static_cast<unsigned char>(environment[0]);
  return 0xF10B'0000'0000ull + (static_cast<std::uint64_t>(difficulty) << 32) + (env << 24) +
         (static_cast<std::uint64_t>(size) << 16) + static_cast<unsigned>(i);
}

Row time_row(const Options& o, const std::string& environment, int size, bool unique,
             Difficulty difficulty = Difficulty::Any) {
  Row row;
  row.environment = environment;
  row.size = size;
  row.unique = unique;
  row.difficulty = difficulty;
  Params p;
  p.width = p.height = size;
  p.environment = environment;
  p.density = o.density;
  p.unique = unique || difficulty != Difficulty::Any;
  p.difficulty = difficulty;
  const int min_levels = difficulty == Difficulty::Any ? o.min_levels : o.difficulty_levels;

  {
    // Warm-up (caches, allocator, CPU clock), on a seed outside the row's list.
    Progress progress;
    (void)generate(p, row_seed(environment, size, unique, 0xFFFF, difficulty), progress);
  }
  std::vector<double> ms;
  std::string codes;  // the first min_levels codes, one a line
  double backtracks = 0, repairs = 0, flow_percent = 0, boards = 0, islands = 0;
  const auto t0 = Clock::now();
  for (int i = 0; i < min_levels || seconds_since(t0) < o.min_time; ++i) {
    Progress progress;
    const auto tg = Clock::now();
    const Generated g = generate(p, row_seed(environment, size, unique, i, difficulty), progress);
    ms.push_back(seconds_since(tg) * 1000.0);
    const bool graded_wrong = difficulty != Difficulty::Any && g.ok && grade(g.level.board).difficulty != difficulty;
    if (!g.ok || (p.unique && !g.unique) || graded_wrong) {
      ++row.failures;
      std::printf("  !! %s %dx%d seed %d: %s\n", environment.c_str(), size, size, i,
                  !g.ok ? ("not generated: " + g.error).c_str()
                  : graded_wrong ? "the level does not grade as asked"
                                 : "unique mode returned a level not verified unique");
      continue;
    }
    backtracks += static_cast<double>(g.backtracks);
    repairs += g.repairs;
    boards += g.boards_tried;
    islands += g.islands_tried;
    flow_percent += 100.0 * g.tiles_with_flow / (size * size);
    if (i < min_levels) codes += encode_level(g.level) + "\n";
  }
  row.levels = static_cast<int>(ms.size());
  for (double m : ms) row.seconds += m / 1000.0;
  row.mean_ms = row.seconds * 1000.0 / row.levels;
  std::sort(ms.begin(), ms.end());
  const std::size_t n = ms.size();
  row.median_ms = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
  const int good = std::max(1, row.levels - row.failures);
  row.mean_backtracks = backtracks / good;
  row.mean_repairs = repairs / good;
  row.mean_boards = boards / good;
  row.mean_islands = islands / good;
  row.mean_flow_percent = flow_percent / good;
  row.checksum = crc32(reinterpret_cast<const std::uint8_t*>(codes.data()), codes.size());
  return row;
}

// The share of grades today's generator (no difficulty) makes: certify() each level.
void grade_share(const Options& o, std::FILE* results) {
  std::printf("\n  grades of levels made without a difficulty (today's generator), %d a row, certified by the ladder\n",
              o.grades);
  std::printf("  env          size   mode     levels    easy  medium    hard  expert  unrated  several\n");
  for (int size : o.grade_sizes)
    for (bool unique : {true, false}) {
      int counts[6] = {};  // easy medium hard expert, unique but unrated, several solutions
      for (int i = 0; i < o.grades; ++i) {
        Params p;
        p.width = p.height = size;
        p.environment = o.environment;
        p.density = o.density;
        p.unique = unique;
        Progress progress;
        const Generated g = generate(p, row_seed(o.environment, size, unique, 0x10000 + i), progress);
        if (!g.ok) continue;
        const Certificate c = certify(g.level.board);
        ++counts[c.graded ? static_cast<int>(c.difficulty) - 1 : c.unique ? 4 : 5];
      }
      const auto pct = [&](int k) { return 100.0 * counts[k] / o.grades; };
      std::printf("  %-11s  %2dx%-2d  %-6s  %6d  %5.1f%%  %5.1f%%  %5.1f%%  %5.1f%%  %6.1f%%  %6.1f%%\n",
                  o.environment.c_str(), size, size, unique ? "unique" : "plain", o.grades, pct(0), pct(1), pct(2),
                  pct(3), pct(4), pct(5));
      if (results)
        std::fprintf(results, "grades\t%s\t%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", o.environment.c_str(), size,
                     unique ? "unique" : "plain", o.grades, counts[0], counts[1], counts[2], counts[3], counts[4],
                     counts[5]);
      std::fflush(stdout);
    }
}

bool parse_difficulties(const std::string& text, std::vector<Difficulty>& out) {
  out.clear();
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(',', pos);
    if (end == std::string::npos) end = text.size();
    Difficulty d;
    if (!difficulty_from_name(text.substr(pos, end - pos), d) || d == Difficulty::Any) return false;
    out.push_back(d);
    pos = end + 1;
  }
  return true;
}

// "7,15,25" (empty: none).
bool parse_sizes(const std::string& text, std::vector<int>& sizes) {
  sizes.clear();
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(',', pos);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(pos, end - pos);
    char* rest = nullptr;
    const long v = std::strtol(item.c_str(), &rest, 10);
    if (item.empty() || *rest || v < kMinSide || v > kMaxSide) return false;
    sizes.push_back(static_cast<int>(v));
    pos = end + 1;
  }
  return true;
}

// --batch: levelgen's --count loop without the certificate, JSON or output.
int batch_only(const Options& o) {
  Params p;
  p.width = p.height = o.batch_size;
  p.environment = o.environment;
  p.density = o.density;
  p.unique = true;
  std::vector<std::uint8_t> codes;
  int failures = 0;
  for (int i = 0; i < o.batch; ++i) {
    Progress progress;
    const std::string seed = std::to_string(o.batch_seed + static_cast<unsigned long long>(i));
    const Generated g = generate(p, seed_from_text(seed), progress);
    if (!g.ok || !g.unique) {
      ++failures;
      continue;
    }
    const std::string code = encode_level(g.level);
    codes.insert(codes.end(), code.begin(), code.end());
  }
  std::printf("flow_bench --batch: %d levels %dx%d unique from seed %llu, crc %08" PRIx32 ", %d failures\n", o.batch,
              o.batch_size, o.batch_size, o.batch_seed, crc32(codes.data(), codes.size()), failures);
  return failures ? 1 : 0;
}

[[noreturn]] void usage(int code) {
  std::fprintf(code ? stderr : stdout,
               "usage: flow_bench [--sizes 7,15,25,40] [--all-sizes 15,40] [--env NAME] [--density PCT]\n"
               "                  [--min-time S] [--min-levels N] [--results F]\n"
               "                  [--difficulties easy,medium,hard,expert] [--difficulty-sizes 7,10,15,25]\n"
               "                  [--difficulty-levels N] [--grades N] [--grade-sizes 7,10,15,25]\n"
               "       flow_bench --batch N [--batch-seed S] [--batch-size W] [--env NAME] [--density PCT]\n"
               "  --all-sizes: sizes of the extra rows with environment \"all\" (\"\" for none)\n"
               "  --difficulties \"\": no difficulty rows; --grades 0: no grade share\n");
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
      if (!parse_sizes(value(), o.sizes)) usage(2);
    } else if (a == "--all-sizes") {
      if (!parse_sizes(value(), o.all_sizes)) usage(2);
    } else if (a == "--env") o.environment = value();
    else if (a == "--density") o.density = std::atoi(value().c_str());
    else if (a == "--min-time") o.min_time = std::atof(value().c_str());
    else if (a == "--min-levels") o.min_levels = std::atoi(value().c_str());
    else if (a == "--results") o.results = value();
    else if (a == "--difficulty-sizes") {
      if (!parse_sizes(value(), o.difficulty_sizes)) usage(2);
    } else if (a == "--difficulties") {
      if (!parse_difficulties(value(), o.difficulties)) usage(2);
    } else if (a == "--difficulty-levels") o.difficulty_levels = std::atoi(value().c_str());
    else if (a == "--grades") o.grades = std::atoi(value().c_str());
    else if (a == "--grade-sizes") {
      if (!parse_sizes(value(), o.grade_sizes)) usage(2);
    }
    else if (a == "--batch") o.batch = std::atoi(value().c_str());
    else if (a == "--batch-seed") o.batch_seed = std::strtoull(value().c_str(), nullptr, 10);
    else if (a == "--batch-size") o.batch_size = std::atoi(value().c_str());
    else if (a == "-h" || a == "--help") usage(0);
    else usage(2);
  }
  if (o.min_levels < 1 || o.difficulty_levels < 1 || o.grades < 0) usage(2);
  {
    Params p;
    p.environment = o.environment;
    p.density = o.density;
    const std::string error = check_params(p);
    if (!error.empty()) {
      std::fprintf(stderr, "flow_bench: %s\n", error.c_str());
      return 2;
    }
  }

  if (o.batch > 0) return batch_only(o);

  std::FILE* results = nullptr;
  if (!o.results.empty() && !(results = std::fopen(o.results.c_str(), "w"))) {
    std::fprintf(stderr, "flow_bench: cannot write %s\n", o.results.c_str());
    return 1;
  }
  std::printf("flow_bench (%s): density %d, at least %.2f s and %d levels a row\n", kPlatform, o.density,
              o.min_time, o.min_levels);
  std::printf("\n  env          size   mode    levels    mean ms  median ms  backtracks  repairs  flow %%  checksum\n");
  std::vector<std::pair<std::string, int>> runs;
  for (int size : o.sizes) runs.emplace_back(o.environment, size);
  for (int size : o.all_sizes) runs.emplace_back("all", size);
  int failures = 0;
  for (const auto& [environment, size] : runs) {
    for (bool unique : {true, false}) {
      const Row r = time_row(o, environment, size, unique);
      failures += r.failures;
      const char* mode = unique ? "unique" : "any";
      std::printf("  %-11s  %2dx%-2d  %-6s  %6d  %9.3f  %9.3f  %10.2f  %7.2f  %6.1f  %08" PRIx32 "%s\n",
                  environment.c_str(), size, size, mode, r.levels, r.mean_ms, r.median_ms, r.mean_backtracks,
                  r.mean_repairs, r.mean_flow_percent, r.checksum, r.failures ? "  !! FAILURES" : "");
      if (results)
        std::fprintf(results, "flow\t%s\t%d\t%s\t%d\t%.6f\t%.4f\t%.4f\t%.3f\t%.3f\t%.2f\t%08" PRIx32 "\t%d\n",
                     environment.c_str(), size, mode, r.levels, r.seconds, r.mean_ms, r.median_ms,
                     r.mean_backtracks, r.mean_repairs, r.mean_flow_percent, r.checksum, r.failures);
      std::fflush(stdout);
    }
  }
  if (!o.difficulties.empty() && !o.difficulty_sizes.empty()) {
    std::printf("\n  difficulty rows: levels asked for a difficulty, each checked to grade as asked (at least %d a row)\n",
                o.difficulty_levels);
    std::printf("  env          size   difficulty  levels    mean ms  median ms   boards  islands  checksum\n");
  }
  for (int size : o.difficulty_sizes)
    for (Difficulty d : o.difficulties) {
      const Row r = time_row(o, o.environment, size, true, d);
      failures += r.failures;
      std::printf("  %-11s  %2dx%-2d  %-10s  %6d  %9.3f  %9.3f  %7.2f  %7.1f  %08" PRIx32 "%s\n", o.environment.c_str(),
                  size, size, difficulty_name(d), r.levels, r.mean_ms, r.median_ms, r.mean_boards, r.mean_islands,
                  r.checksum, r.failures ? "  !! FAILURES" : "");
      if (results)
        std::fprintf(results, "diff\t%s\t%d\t%s\t%d\t%.6f\t%.4f\t%.4f\t%.3f\t%.3f\t%08" PRIx32 "\t%d\n",
                     o.environment.c_str(), size, difficulty_name(d), r.levels, r.seconds, r.mean_ms, r.median_ms,
                     r.mean_boards, r.mean_islands, r.checksum, r.failures);
      std::fflush(stdout);
    }
  if (o.grades > 0) grade_share(o, results);
  if (results) std::fclose(results);
  if (failures) std::printf("\n  !! flow_bench: %d level(s) not generated or not unique (see above)\n", failures);
  return failures ? 1 : 0;
}

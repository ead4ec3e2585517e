// records_bench — how long the app's records store takes to read and write
// (core/records.hpp), natively or in wasm under node.
//
//   records_bench [SOLVES] [MIN_SECONDS]     default 10000 solves, 1 s
//
// Makes SOLVES varied solves (tests/records_sample.hpp), then repeats each
// step for MIN_SECONDS (and 3 runs at least) and prints one tab-separated
// line per step: platform, step, solves, bytes of its text, mean and best
// CPU ms (std::clock: the process's CPU time, which other work on a shared
// machine disturbs less than the wall clock), mean wall ms, runs. The steps:
// load (load_records of the saved text), save, import (an export into
// empty records), export. Exits 1 when a step's result is not the records.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>

#include "bench/bench_clock.hpp"
#include "tests/records_sample.hpp"

using namespace pgw;

namespace {

// Runs `step` for min_seconds (3 runs at least) and prints its line.
void time_step(const char* name, int solves, std::size_t bytes, double min_seconds, const std::function<void()>& step) {
  double cpu_total = 0, cpu_best = 1e30;
  int runs = 0;
  const bench::Clock::time_point start = bench::Clock::now();
  while (runs < 3 || bench::seconds_since(start) < min_seconds) {
    const std::clock_t c0 = std::clock();
    step();
    const double cpu_ms = 1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    cpu_total += cpu_ms;
    cpu_best = std::min(cpu_best, cpu_ms);
    ++runs;
  }
  const double wall_ms = bench::seconds_since(start) * 1000.0 / runs;
  std::printf("%s\t%s\t%d\t%zu\t%.3f\t%.3f\t%.3f\t%d\n", bench::kPlatform, name, solves, bytes, cpu_total / runs, cpu_best,
              wall_ms, runs);
}

}  // namespace

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 10000;
  const double min_seconds = argc > 2 ? std::atof(argv[2]) : 1.0;
  if (count < 1 || min_seconds < 0) {
    std::fprintf(stderr, "records_bench: bad count or time\n");
    return 2;
  }
  const Records records = test::sample_records(count);
  const std::string text = save_records(records);
  const std::string json = export_records(records);
  // Each step's result checked once, outside the timing.
  Records loaded, imported;
  int added = 0;
  std::string error;
  const bool ok = load_records(text, loaded, error) && loaded == records && save_records(records) == text &&
                  import_records(json, imported, added, error) && imported == records && export_records(records) == json;
  std::printf("platform\tstep\tsolves\tbytes\tcpu_ms_mean\tcpu_ms_best\twall_ms_mean\truns\n");
  time_step("load", count, text.size(), min_seconds, [&] {
    Records r;
    load_records(text, r, error);
  });
  time_step("save", count, text.size(), min_seconds, [&] { save_records(records); });
  time_step("import", count, json.size(), min_seconds, [&] {
    Records r;
    import_records(json, r, added, error);
  });
  time_step("export", count, json.size(), min_seconds, [&] { export_records(records); });
  if (!ok) std::fprintf(stderr, "records_bench: a step did not give the records back: %s\n", error.c_str());
  return ok ? 0 : 1;
}

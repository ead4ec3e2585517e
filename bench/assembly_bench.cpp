// assembly_bench — every assembly of every .ump file in a directory, seeds
// 0..N-1 with the default cvars, ours (native, or wasm under node), for
// scripts/bench.sh to set beside the original RMA2 (bench/peers/rma2).
//
//   assembly_bench DIR [SEEDS]     DIR holds the .ump files; SEEDS 50
//
// Prints one tab-separated line per assembly: platform, file, assembly,
// runs, ok, mean ms, worst ms, mean nodes, plans drawn again, the most
// warnings a run had (the file disagreeing with itself, which the game lets
// through), a hash of the maps made (native and wasm must agree), and the
// first failure's reason ("-" when none). A run's ms is the whole
// run_assembly (plan, search, verifier), not the parsing; the game's way
// (Mode::Engine), as the original assembles.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "assembly/parser.hpp"
#include "assembly/run.hpp"
#include "bench/bench_clock.hpp"

using namespace pgw;
using namespace pgw::assembly;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: assembly_bench DIR [SEEDS]\n");
    return 2;
  }
  const std::string dir = argv[1];
  const int seeds = argc > 2 ? std::atoi(argv[2]) : 50;
  const std::vector<std::string> files = ump_files_in(dir);
  if (files.empty() || seeds < 1) {
    std::fprintf(stderr, "assembly_bench: no .ump files in %s, or SEEDS < 1\n", dir.c_str());
    return 2;
  }
  for (const std::string& file : files) {
    Ump ump;
    Diagnostic error;
    if (!load_ump(dir + "/" + file + ".ump", ump, error)) {
      std::fprintf(stderr, "assembly_bench: %s\n", describe(error).c_str());
      return 1;
    }
    for (const Assembly& assembly : ump.assemblies) {
      int ok = 0, replans = 0, warnings = 0;
      double total = 0, worst = 0;
      std::uint64_t nodes = 0, hash = 1469598103934665603ull;
      std::string reason = "-";
      for (int seed = 0; seed < seeds; ++seed) {
        Progress progress;
        const bench::Clock::time_point t0 = bench::Clock::now();
        const Run run = run_assembly(ump, assembly, {}, false, static_cast<std::uint64_t>(seed), progress);
        const double ms = bench::seconds_since(t0) * 1000.0;
        total += ms;
        worst = std::max(worst, ms);
        nodes += run.nodes;
        replans += run.replans;
        ok += run.ok ? 1 : 0;
        warnings = std::max(warnings, static_cast<int>(run.result.warnings.size()));
        if (!run.ok && reason == "-") reason = run_verdict(run);
        for (const Placement& p : run.result.placed)
          hash = (hash ^ static_cast<std::uint64_t>(p.tile * 1024 + p.y * 32 + p.x)) * 1099511628211ull;
      }
      std::printf("%s\t%s\t%s\t%d\t%d\t%.3f\t%.3f\t%.0f\t%d\t%d\t%016llx\t%s\n", bench::kPlatform, file.c_str(),
                  assembly.name.c_str(), seeds, ok, total / seeds, worst, static_cast<double>(nodes) / seeds, replans,
                  warnings, static_cast<unsigned long long>(hash), reason.c_str());
    }
  }
  return 0;
}

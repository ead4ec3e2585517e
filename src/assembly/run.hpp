// run.hpp — one assembly run as the CLI, the app and the benchmark do it:
// the plan, the search, the verifier, and (as the original retries with
// another seed) a few fresh plans when a plan is proven impossible.
#pragma once

#include <cstdint>

#include "assembly/assembler.hpp"
#include "assembly/plan.hpp"
#include "assembly/verifier.hpp"

namespace pgw::assembly {

// Plans drawn again when one is proven impossible (the original retries 3 times).
constexpr int kMaxReplans = 3;

struct Run {
  bool ok = false;          // assembled and verified
  std::string error;        // the plan could not be made (a cvar names no tile)
  std::uint64_t run_seed = 0;
  int replans = 0;          // plans drawn again after a proof that one was impossible
  Plan plan;                // the last plan tried
  AssemblyResult result;
  Verdict verdict;          // of result.placed, when the search found a map
  double ms = 0;            // all attempts
  std::uint64_t nodes = 0;  // all attempts
};

// The seed of plan `attempt` of a run (attempt 0: the seed itself).
std::uint64_t plan_seed(std::uint64_t seed, int attempt);

Run run_assembly(const Ump& ump, const Assembly& assembly, const Cvars& cvars, bool multiplayer, std::uint64_t seed,
                 Progress& progress, const SearchLimits& limits = SearchLimits(), Mode mode = Mode::Engine);

// One sentence on a run, as the CLI and the app say it: "assembled as the
// game does, with 12 warnings", "assembled", or why not.
std::string run_verdict(const Run& run);

}  // namespace pgw::assembly

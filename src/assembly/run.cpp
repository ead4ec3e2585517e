// run.cpp — see run.hpp.
#include "assembly/run.hpp"

namespace pgw::assembly {

std::uint64_t plan_seed(std::uint64_t seed, int attempt) {
  return seed + 0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(attempt);
}

Run run_assembly(const Ump& ump, const Assembly& assembly, const Cvars& cvars, bool multiplayer, std::uint64_t seed,
                 Progress& progress, const SearchLimits& limits, Mode mode) {
  Run run;
  run.run_seed = run_seed(assembly, seed);
  for (int attempt = 0;; ++attempt) {
    // The first plan is the seed's own; later ones spread the tileset counts anew.
    if (!make_plan(ump, assembly, cvars, multiplayer, plan_seed(seed, attempt), run.plan, run.error)) return run;
    run.plan.mode = mode;
    run.result = assemble(ump, run.plan, run.run_seed + static_cast<std::uint64_t>(attempt), progress, limits);
    run.ms += run.result.ms;
    run.nodes += run.result.nodes;
    const bool random_plan = attempt < kMaxReplans && [&] {
      for (const CountEntry& entry : assembly.counts)
        if (entry.ref.kind == TileRef::Kind::Tileset) return true;
      for (const FixEntry& entry : assembly.fixes)
        if (entry.ref.kind == TileRef::Kind::Tileset) return true;
      return false;
    }();
    if (run.result.ok || run.result.cancelled || !run.result.exhaustive || !random_plan) break;
    ++run.replans;
  }
  if (run.result.ok) run.verdict = verify(ump, run.plan, run.result.placed);
  run.ok = run.result.ok && run.verdict.ok();
  return run;
}

std::string run_verdict(const Run& run) {
  if (!run.error.empty()) return run.error;
  if (run.ok) {
    const std::size_t n = run.result.warnings.size();
    if (n == 0) return "assembled";
    return "assembled as the game does, with " + std::to_string(n) + (n == 1 ? " warning" : " warnings");
  }
  if (run.result.ok) return "the verifier rejects the map: " + run.verdict.problems[0];
  if (run.result.cancelled) return "cancelled";
  return (run.result.exhaustive ? "cannot be assembled: " : "gave up: ") + run.result.reason;
}

}  // namespace pgw::assembly

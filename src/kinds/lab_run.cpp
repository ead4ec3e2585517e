// lab_run.cpp — see lab_run.hpp.
#include "kinds/lab_run.hpp"

#include "core/cpu_clock.hpp"
#include "kinds/registry.hpp"

namespace pgw {

namespace {

struct Made {
  LabLevel level;
  bool cancelled = false;
};

}  // namespace

bool run_lab(const LabSpec& spec, const LabRunOptions& options, Progress& progress, LabRun& run, std::string& error) {
  run = LabRun();
  if (!lab_cells(spec, find_kind, run.cells, error, kind_names())) return false;
  run.kind = find_kind(spec.kind);
  const KindApi& kind = *run.kind;
  const std::size_t count = static_cast<std::size_t>(spec.count);
  const std::size_t total = run.cells.size() * count;
  run.levels.reserve(total);
  progress.set_phase("generating levels");
  progress.set_counter(0, "levels", 0, total);
  const auto make = [&](std::size_t i) {
    Made made;
    made.level.cell = static_cast<std::uint32_t>(i / count);
    made.level.index = static_cast<std::uint32_t>(i % count);
    const std::string seed = lab_level_seed(spec.seed, made.level.cell, made.level.index);
    NestedProgress inner(progress);
    const double t0 = thread_cpu_ms();
    KindGenerated g = kind.generate(run.cells[made.level.cell].params, seed, inner.progress());
    made.level.ms = static_cast<float>(thread_cpu_ms() - t0);
    made.cancelled = g.cancelled || (!g.ok && progress.cancelled());
    made.level.ok = g.ok;
    made.level.code = std::move(g.code);
    made.level.measure = std::move(g.measure);
    made.level.error = std::move(g.error);
    return made;
  };
  const auto take = [&](std::size_t, Made& made) {
    if (run.cancelled || made.cancelled) {
      run.cancelled = true;  // levels after a cancelled one are dropped: the run stays a prefix
      return;
    }
    run.levels.push_back(std::move(made.level));
    LabLevel& level = run.levels.back();
    if (options.each) options.each(level);
    if (!options.keep_codes) std::string().swap(level.code);
    if (level.index + 1 == count)
      run.summaries.push_back(summarize_lab_levels(&run.levels[run.levels.size() - count], count));
    progress.set_counter(0, "levels", run.levels.size(), total);
    progress.set_fraction(static_cast<double>(run.levels.size()) / static_cast<double>(total));
  };
  run.stats = run_in_order<Made>(total, options.jobs, make, take, [&] { return progress.cancelled(); });
  run.cancelled = run.cancelled || run.levels.size() < total;
  return true;
}

}  // namespace pgw

// lab_run.hpp — a Lab spec's levels made (core/lab.hpp): on J threads, in a fixed order.
//
// Level i of cell c is the kind's generate(cell params, lab_level_seed(seed,
// c, i)), each made on its own with a Progress of its own that the run's
// cancel reaches, its CPU time measured on the thread that made it. Levels
// are handed over by cell, then level index, whatever the number of threads
// (core/in_order.hpp, as `levelgen … --count` streams), so everything but
// the CPU times is the same on one thread or many.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/in_order.hpp"
#include "core/kind_api.hpp"
#include "core/lab.hpp"
#include "core/progress.hpp"

namespace pgw {

struct LabRun {
  bool cancelled = false;  // the run stopped at a cancel: levels and summaries are a prefix
  const KindApi* kind = nullptr;
  std::vector<LabCell> cells;         // every cell of the spec
  std::vector<LabLevel> levels;       // by cell, then level index
  std::vector<LabSummary> summaries;  // per cell whose levels were all made, in order
  InOrderStats stats;
};

// Called on the calling thread with each level, in order, as soon as it and
// those before it are made (a CSV written while the run goes on).
using LabLevelSink = std::function<void(const LabLevel& level)>;

struct LabRunOptions {
  int jobs = 1;  // threads (1 in wasm, unless allow_in_order_threads_in_wasm: core/in_order.hpp)
  // False: run.levels keep no code (`each` still gets it; every level is a
  // recipe, made again from its cell's params and seed). 100,000 codes of
  // small levels take about 10 MB, of Flow 40×40 ones 450 MB.
  bool keep_codes = true;
  LabLevelSink each;
};

// Runs `spec`. False with `error` when the spec is refused (lab_cells:
// nothing is run). Progress: levels made out of all (a counter and the
// fraction); a cancel is seen between levels and inside each level's
// generate, and ends the run with run.cancelled.
bool run_lab(const LabSpec& spec, const LabRunOptions& options, Progress& progress, LabRun& run, std::string& error);

}  // namespace pgw

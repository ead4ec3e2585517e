// lab_cli.cpp — levelgen lab: a kind's form fields swept (core/lab.hpp), a table per cell and a CSV per level.
//
// levelgen lab --kind K --sweep FIELD=A..B[:STEP] [--sweep FIELD2=…] [--set FIELD=V]… --count N
//              [--jobs J] [--seed S] [--csv FILE] [--link]
// levelgen lab LINK [--jobs J] [--csv FILE] [--link]
//
// The run's levels come from kinds/lab_run.hpp in a fixed order, so the table
// and the CSV are the same whatever --jobs, but for their CPU times (ms).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <thread>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "core/lab.hpp"
#include "core/lab_results.hpp"
#include "core/link.hpp"
#include "core/rng.hpp"
#include "kinds/lab_run.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

namespace {

// The options that describe the run, which a link replaces.
const char* const kSpecOptions[] = {"kind", "sweep", "set", "count", "seed"};

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

// The spec from --kind, --sweep, --set, --count and --seed.
bool spec_from_options(const Args& args, LabSpec& spec, std::string& error) {
  if (!args.has("kind")) {
    error = "needs --kind K (" + kind_names() + ") or a Lab link";
    return false;
  }
  spec.kind = args.text("kind");
  if (!args.has("sweep")) {
    error = "needs --sweep FIELD=A..B[:STEP] or --sweep FIELD=a|b|c (one or two)";
    return false;
  }
  for (const std::string& text : args.all("sweep")) {
    LabSweep sweep;
    if (!parse_lab_sweep(text, sweep, error)) {
      error = "--sweep " + error;
      return false;
    }
    spec.sweeps.push_back(std::move(sweep));
  }
  for (const std::string& set : args.all("set")) {
    const std::size_t eq = set.find('=');
    if (eq == std::string::npos || eq == 0) {
      error = "--set " + shown_text(set) + ": expected FIELD=VALUE";
      return false;
    }
    if (!spec.fixed.emplace(set.substr(0, eq), set.substr(eq + 1)).second) {
      error = "--set " + shown_text(set.substr(0, eq)) + " is given twice";
      return false;
    }
  }
  spec.seed = args.text("seed", random_seed_text());
  return args.required_integer("count", 1, kMaxLabCount, spec.count, error,
                               "levels per cell, 1–" + std::to_string(kMaxLabCount));
}

// The per-cell table: the swept values, levels, failures, the measure's
// statistics (or each value's share) and the CPU time's median and 95th percentile.
void print_table(const LabSpec& spec, const LabRun& run, std::ostream& os) {
  const std::string measure = lab_measure_column(spec, *run.kind);
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> header;
  for (const LabSweep& sweep : spec.sweeps) header.push_back(sweep.field);
  for (const char* column : {"levels", "failed"}) header.push_back(column);
  bool numeric = false;
  for (const LabSummary& s : run.summaries) numeric = numeric || s.numeric;
  if (numeric)
    for (const char* stat : {" mean", " min", " max"}) header.push_back(measure + stat);
  else
    header.push_back(measure);
  header.push_back("ms median");
  header.push_back("ms p95");
  rows.push_back(header);
  for (std::size_t c = 0; c < run.summaries.size(); ++c) {
    const LabSummary& s = run.summaries[c];
    std::vector<std::string> row = run.cells[c].values;
    row.push_back(std::to_string(s.count));
    row.push_back(std::to_string(s.failures));
    if (numeric && s.numeric) {
      row.push_back(fixed(s.mean, 2));
      row.push_back(fixed(s.min, 0));
      row.push_back(fixed(s.max, 0));
    } else if (numeric) {
      row.insert(row.end(), 3, "-");
    } else {
      std::string shares;
      for (const auto& [value, levels] : s.shares)
        shares += (shares.empty() ? "" : " ") + value + " " +
                  fixed(std::round(100.0 * levels / static_cast<double>(s.measured)), 0) + "%";
      row.push_back(shares.empty() ? "-" : shares);
    }
    row.push_back(fixed(s.median_ms, 2));
    row.push_back(fixed(s.p95_ms, 2));
    rows.push_back(row);
  }
  std::vector<std::size_t> width(header.size(), 0);
  for (const auto& row : rows)
    for (std::size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i)
      line += row[i] + (i + 1 < row.size() ? std::string(width[i] - row[i].size() + 2, ' ') : "");
    os << line << "\n";
  }
}

std::string plural(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

int lab_main(const std::vector<std::string>& words, Streams& io) {
  const auto fail = [&](const std::string& message) {
    io.err << "levelgen lab: " << message << "\n";
    return kExitUsage;
  };
  Args args;
  args.option("kind");
  args.repeated("sweep");
  args.repeated("set");
  args.option("count");
  args.option("seed");
  args.option("jobs");
  args.option("csv");
  args.flag("link");
  std::string error;
  if (!args.parse(words, error)) return fail(error);
  LabSpec spec;
  if (args.positional().size() > 1) return fail("unexpected argument '" + shown_text(args.positional()[1]) + "'");
  if (args.positional().size() == 1) {
    for (const char* option : kSpecOptions)
      if (args.has(option))
        return fail(std::string("a Lab link names the whole run: --") + option + " goes without it");
    if (!parse_lab_link(args.positional()[0], spec, error)) return fail(error);
  } else if (!spec_from_options(args, spec, error)) {
    return fail(error);
  }
  const unsigned cores = std::thread::hardware_concurrency();
  int jobs = cores == 0 ? 1 : static_cast<int>(cores);
  if (!args.integer("jobs", 1, 256, jobs, error)) return fail(error);
  std::vector<LabCell> cells;
  if (!lab_cells(spec, find_kind, cells, error, kind_names())) return fail(error);
  const std::string link = lab_link_fragment(spec);
  if (args.has("link")) {
    io.out << link << "\n";
    return kExitOk;
  }
  // The CSV's file is opened before any level is made.
  const std::string csv_path = args.text("csv");
  std::ofstream csv_file;
  if (!csv_path.empty() && csv_path != "-") {
    csv_file.open(csv_path, std::ios::binary);
    if (!csv_file) return fail("cannot write '" + csv_path + "'");
  }
  std::ostream* csv = csv_path.empty() ? nullptr : csv_path == "-" ? &io.out : &csv_file;
  std::ostream& table = csv_path == "-" ? io.err : io.out;  // standard output is the CSV's then
  const KindApi& kind = *find_kind(spec.kind);
  if (csv) *csv << lab_csv_header(spec, kind);
  constexpr int kFailuresShown = 20;
  int failures = 0;
  const auto each = [&](const LabLevel& level) {
    const LabCell& cell = cells[level.cell];
    const std::string seed = lab_level_seed(spec.seed, level.cell, level.index);
    if (!level.ok && ++failures <= kFailuresShown)
      io.err << "levelgen lab: " << lab_cell_label(spec, cell) << ", seed " << shown_text(seed) << ": " << level.error
             << "\n";
    if (csv) *csv << lab_csv_row(cell, seed, level.code, level.measure, level.ms);
  };
  Progress progress;
  LabRun run;
  const auto t0 = std::chrono::steady_clock::now();
  LabRunOptions options;
  options.jobs = jobs;
  options.keep_codes = false;  // streamed to the CSV
  options.each = each;
  if (!run_lab(spec, options, progress, run, error)) return fail(error);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (csv) csv->flush();
  if (csv_file.is_open() && !csv_file) return fail("cannot write '" + csv_path + "'");
  if (failures > kFailuresShown) io.err << "levelgen lab: … and " << failures - kFailuresShown << " more failures\n";
  const std::size_t total = run.levels.size();
  table << "lab " << spec.kind << ": " << plural(run.cells.size(), "cell", "cells") << " × "
        << plural(static_cast<std::size_t>(spec.count), "level", "levels") << ", seed " << shown_text(spec.seed)
        << "\n";
  print_table(spec, run, table);
  table << link << "\n";
  io.err << "levelgen lab: " << total - static_cast<std::size_t>(failures) << " of " << total << " levels in "
         << fixed(seconds, 2) << " s (" << fixed(seconds > 0 ? static_cast<double>(total) / seconds : 0.0, 1)
         << " levels/s) on " << plural(static_cast<std::size_t>(run.stats.threads), "thread", "threads") << "\n";
  return kExitOk;
}

}  // namespace pgw::cli

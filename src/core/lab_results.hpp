// lab_results.hpp — a Lab run's levels kept compactly, summed up, binned and exported.
//
// What the app's Lab view keeps of a run (core/lab.hpp, kinds/lab_run.hpp)
// while it streams in: 20 bytes a level (cell, index, CPU ms, the measure and
// the error as indices into a table of the distinct texts seen), and the
// levels' codes in one arena while they fit a budget (past it none is kept:
// every level is a recipe, made again from its cell's params and its seed).
// From those: each cell's summary (summarize_lab_levels, the CLI's table), a
// statistic per cell for a heatmap, a cell's histogram of its measure or its
// CPU time, and the CSV (the same columns as `levelgen lab --csv`) and JSON.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/kind_api.hpp"
#include "core/lab.hpp"

namespace pgw {

struct LabRecord {
  static constexpr std::uint16_t kNone = 0xffff;
  std::uint32_t cell = 0;
  std::uint32_t index = 0;  // within its cell: its seed is lab_level_seed(seed, cell, index)
  float ms = 0;
  std::uint16_t measure = kNone;  // LabResults::text; kNone: the level has no measure
  std::uint16_t error = kNone;    // why it failed, when not ok
  bool ok = false;
};

class LabResults {
 public:
  // A run of `cells` × `count` levels (what came before is forgotten). Codes
  // are kept while their bytes stay within `code_budget`.
  void start(std::size_t cells, int count, std::size_t code_budget = std::size_t(32) << 20);
  // The run's next level, in its order (cell, then index).
  void add(const LabLevel& level);

  std::size_t size() const { return records_.size(); }
  std::size_t total() const { return cells_ * static_cast<std::size_t>(count_); }
  std::size_t cells() const { return cells_; }
  int count() const { return count_; }
  const LabRecord& at(std::size_t i) const { return records_[i]; }
  // Levels of `cell` made so far (records cell × count onwards).
  std::size_t cell_size(std::size_t cell) const;
  std::size_t cells_done() const { return count_ > 0 ? records_.size() / static_cast<std::size_t>(count_) : 0; }
  // A measure's or an error's text ("" for kNone). Past 65,534 distinct texts
  // (errors naming each level) further ones share the text "(more)".
  const std::string& text(std::uint16_t id) const;
  // The measure as a whole number, when it is one (else false).
  bool measure_number(const LabRecord& record, double& value) const;
  // Every measure seen so far is a whole number (and there is one).
  bool numeric() const;
  // Level i's code; empty when not kept (codes_kept() false) or when it failed.
  std::string_view code(std::size_t i) const;
  bool codes_kept() const { return codes_kept_; }
  // A cell's levels so far summed up (summarize_lab_levels); complete cells are kept.
  LabSummary summary(std::size_t cell) const;
  // What the records, the texts and the codes hold, in bytes.
  std::size_t memory_bytes() const;

 private:
  std::uint16_t intern(const std::string& text);

  std::size_t cells_ = 0;
  int count_ = 0;
  std::size_t code_budget_ = 0;
  std::vector<LabRecord> records_;
  std::vector<std::string> texts_;
  std::vector<double> numbers_;  // per text: its whole number, NaN when it is none
  std::map<std::string, std::uint16_t> text_ids_;
  int numeric_state_ = 0;  // 0: no measure yet, 1: all whole numbers, -1: not
  bool codes_kept_ = true;
  std::string codes_;                    // every code kept, one after another
  std::vector<std::uint32_t> code_end_;  // per record: where its code ends in codes_
  std::vector<LabSummary> done_;         // the summaries of complete cells, in order
  mutable std::size_t partial_cell_ = static_cast<std::size_t>(-1), partial_size_ = 0;
  mutable LabSummary partial_;
};

// What a heatmap shows of each cell.
enum class LabStat { MeanMeasure, MaxMeasure, MedianMs, P95Ms, FailureRate, Share };
const char* lab_stat_name(LabStat stat);  // "mean par" is the view's: "mean", "max", "median ms", …
// The statistic of a cell's summary; NaN when it has none (no levels; a mean
// of a measure that is no number). Share: the fraction of the measured levels
// whose measure is `share_of` (a Flow grade).
double lab_statistic(const LabSummary& summary, LabStat stat, std::string_view share_of = "");

// A histogram of one cell: its measure (whole numbers: one bar a value while
// they span at most `max_bins` values, else bars of a whole width; other
// measures: one bar a value, in the summary's order), or its CPU time (bars of
// a round width from 0). Levels without a measure are left out of the former.
struct LabBin {
  double lo = 0, hi = 0;  // numbers: lo ≤ value < hi (CPU ms), or whole values lo … hi-1
  std::string label;      // "12", "10–14", "easy", "2–4 ms"
  int count = 0;
};
struct LabHistogram {
  bool ms = false;        // of CPU time
  bool numeric = false;   // bars of numbers (else one a text, by label)
  std::vector<LabBin> bins;
  int most = 0;           // the tallest bar's count
};
LabHistogram lab_histogram(const LabResults& results, std::size_t cell, bool ms, int max_bins);
// The bar a level falls in, or -1.
int lab_bin_of(const LabResults& results, const LabHistogram& histogram, const LabRecord& record);

// The measure's column: the kind's measure_name, or "measured <name>" when a
// swept field has that name (Flow's difficulty swept, and measured).
std::string lab_measure_column(const LabSpec& spec, const KindApi& kind);
// `levelgen lab --csv`: a header (the swept fields, seed, code, the measure's
// column, ms) and a row a level. Fields are quoted as RFC 4180 has it.
std::string lab_csv_header(const LabSpec& spec, const KindApi& kind);
std::string lab_csv_row(const LabCell& cell, const std::string& seed, std::string_view code,
                        const std::string& measure, float ms);
// The whole run as JSON: its link, kind, measure, each cell (its values,
// params and summary) and each level (cell, index, seed, code, measure, ok,
// error, ms). `codes`: level i's code (empty when not known).
std::string lab_results_json(const LabSpec& spec, const KindApi& kind, const std::vector<LabCell>& cells,
                             const LabResults& results, const std::vector<std::string>& codes);

}  // namespace pgw

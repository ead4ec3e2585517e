// lab_results.cpp — see lab_results.hpp.
#include "core/lab_results.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "core/json.hpp"
#include "core/params_text.hpp"

namespace pgw {

namespace {

const std::string kEmpty;
const std::string kMore = "(more)";
constexpr std::uint16_t kMaxTexts = LabRecord::kNone - 1;

double nan() { return std::numeric_limits<double>::quiet_NaN(); }

// "-12", "340": what summarize_lab_levels takes for a whole number.
bool whole_number(const std::string& text, double& value) {
  std::string_view digits = text;
  const bool negative = !digits.empty() && digits[0] == '-';
  if (negative) digits.remove_prefix(1);
  int number = 0;
  if (!parse_whole_number(digits, number)) return false;
  value = negative ? -number : number;
  return true;
}

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

// 1, 2, 5, 10, 20, 50, … (times `unit`): the smallest that makes at most `max_bins` bars of `span`.
double round_width(double span, int max_bins, double unit) {
  for (int power = 0;; ++power)
    for (double step : {1.0, 2.0, 5.0}) {
      const double width = step * unit * std::pow(10.0, power);
      if (span / width < max_bins) return width;
    }
}

std::string ms_text(double ms) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", std::round(ms * 1000.0) / 1000.0);
  return text;
}

// A CSV field: quoted when it holds a comma, a quote or a line end (RFC 4180).
std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_row(const std::vector<std::string>& fields) {
  std::string row;
  for (std::size_t i = 0; i < fields.size(); ++i) row += (i ? "," : "") + csv_field(fields[i]);
  return row + "\n";
}

}  // namespace

void LabResults::start(std::size_t cells, int count, std::size_t code_budget) {
  *this = LabResults();
  cells_ = cells;
  count_ = count;
  code_budget_ = code_budget;
}

std::uint16_t LabResults::intern(const std::string& text) {
  const auto found = text_ids_.find(text);
  if (found != text_ids_.end()) return found->second;
  const std::string& kept = texts_.size() < kMaxTexts ? text : kMore;
  if (&kept != &text) {
    const auto more = text_ids_.find(kMore);
    if (more != text_ids_.end()) return more->second;
  }
  const auto id = static_cast<std::uint16_t>(texts_.size());
  texts_.push_back(kept);
  double value = 0;
  numbers_.push_back(whole_number(kept, value) ? value : nan());
  text_ids_.emplace(kept, id);
  return id;
}

void LabResults::add(const LabLevel& level) {
  LabRecord record;
  record.cell = level.cell;
  record.index = level.index;
  record.ms = level.ms;
  record.ok = level.ok;
  if (!level.measure.empty()) {
    record.measure = intern(level.measure);
    const bool number = !std::isnan(numbers_[record.measure]);
    numeric_state_ = numeric_state_ < 0 || !number ? -1 : 1;
  }
  if (!level.ok) record.error = intern(level.error);
  records_.push_back(record);
  if (codes_kept_ && codes_.size() + level.code.size() <= code_budget_) {
    codes_ += level.code;
    code_end_.push_back(static_cast<std::uint32_t>(codes_.size()));
  } else if (codes_kept_) {
    codes_kept_ = false;  // from here on every code is made again from its recipe
    std::string().swap(codes_);
    std::vector<std::uint32_t>().swap(code_end_);
  }
  if (count_ > 0 && level.index + 1 == static_cast<std::uint32_t>(count_) && level.cell == done_.size())
    done_.push_back(summary(level.cell));
}

std::size_t LabResults::cell_size(std::size_t cell) const {
  const std::size_t first = cell * static_cast<std::size_t>(count_);
  if (records_.size() <= first) return 0;
  return std::min(records_.size() - first, static_cast<std::size_t>(count_));
}

const std::string& LabResults::text(std::uint16_t id) const { return id < texts_.size() ? texts_[id] : kEmpty; }

bool LabResults::measure_number(const LabRecord& record, double& value) const {
  if (record.measure >= numbers_.size() || std::isnan(numbers_[record.measure])) return false;
  value = numbers_[record.measure];
  return true;
}

bool LabResults::numeric() const { return numeric_state_ > 0; }

std::string_view LabResults::code(std::size_t i) const {
  if (!codes_kept_ || i >= code_end_.size()) return {};
  const std::size_t begin = i == 0 ? 0 : code_end_[i - 1];
  return std::string_view(codes_).substr(begin, code_end_[i] - begin);
}

LabSummary LabResults::summary(std::size_t cell) const {
  if (cell < done_.size()) return done_[cell];
  const std::size_t n = cell_size(cell);
  if (cell == partial_cell_ && n == partial_size_) return partial_;
  std::vector<LabLevel> levels(n);
  const std::size_t first = cell * static_cast<std::size_t>(count_);
  for (std::size_t i = 0; i < n; ++i) {
    const LabRecord& r = records_[first + i];
    levels[i].ok = r.ok;
    levels[i].ms = r.ms;
    levels[i].measure = text(r.measure);
  }
  partial_cell_ = cell;
  partial_size_ = n;
  partial_ = summarize_lab_levels(levels.data(), n);
  return partial_;
}

std::size_t LabResults::memory_bytes() const {
  std::size_t bytes = records_.capacity() * sizeof(LabRecord) + codes_.capacity() +
                      code_end_.capacity() * sizeof(std::uint32_t) + done_.capacity() * sizeof(LabSummary);
  for (const std::string& text : texts_) bytes += sizeof(std::string) * 2 + sizeof(double) + text.capacity();
  return bytes;
}

const char* lab_stat_name(LabStat stat) {
  switch (stat) {
    case LabStat::MeanMeasure: return "mean";
    case LabStat::MaxMeasure: return "max";
    case LabStat::MedianMs: return "median ms";
    case LabStat::P95Ms: return "p95 ms";
    case LabStat::FailureRate: return "failure rate";
    case LabStat::Share: return "share";
  }
  return "";
}

double lab_statistic(const LabSummary& s, LabStat stat, std::string_view share_of) {
  if (s.count == 0) return nan();
  switch (stat) {
    case LabStat::MeanMeasure: return s.numeric ? s.mean : nan();
    case LabStat::MaxMeasure: return s.numeric ? s.max : nan();
    case LabStat::MedianMs: return s.median_ms;
    case LabStat::P95Ms: return s.p95_ms;
    case LabStat::FailureRate: return static_cast<double>(s.failures) / s.count;
    case LabStat::Share: {
      if (s.numeric || s.measured == 0) return nan();
      for (const auto& [value, levels] : s.shares)
        if (value == share_of) return static_cast<double>(levels) / s.measured;
      return 0.0;
    }
  }
  return nan();
}

LabHistogram lab_histogram(const LabResults& results, std::size_t cell, bool ms, int max_bins) {
  LabHistogram out;
  out.ms = ms;
  max_bins = std::max(max_bins, 1);
  const std::size_t n = results.cell_size(cell);
  const std::size_t first = cell * static_cast<std::size_t>(results.count());
  if (n == 0) return out;
  const LabSummary summary = results.summary(cell);
  if (ms) {
    out.numeric = true;
    double most = 0;
    for (std::size_t i = 0; i < n; ++i) most = std::max(most, static_cast<double>(results.at(first + i).ms));
    const double width = round_width(std::max(most, 0.001), max_bins, 0.001);
    const int bins = static_cast<int>(std::floor(most / width)) + 1;
    for (int b = 0; b < bins; ++b) {
      LabBin bin;
      bin.lo = width * b;
      bin.hi = width * (b + 1);
      bin.label = ms_text(bin.lo) + "–" + ms_text(bin.hi) + " ms";
      out.bins.push_back(bin);
    }
  } else if (summary.numeric) {
    out.numeric = true;
    const double span = summary.max - summary.min + 1;
    const double width = span <= max_bins ? 1.0 : round_width(span, max_bins, 1.0);
    const double lo = std::floor(summary.min / width) * width;
    for (double at = lo; at <= summary.max; at += width) {
      LabBin bin;
      bin.lo = at;
      bin.hi = at + width;
      bin.label = width == 1.0 ? fixed(at, 0) : fixed(at, 0) + "–" + fixed(at + width - 1, 0);
      out.bins.push_back(bin);
    }
  } else {
    for (const auto& share : summary.shares) {
      LabBin bin;
      bin.label = share.first;
      out.bins.push_back(bin);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const int b = lab_bin_of(results, out, results.at(first + i));
    if (b >= 0) out.most = std::max(out.most, ++out.bins[static_cast<std::size_t>(b)].count);
  }
  return out;
}

int lab_bin_of(const LabResults& results, const LabHistogram& histogram, const LabRecord& record) {
  const int bins = static_cast<int>(histogram.bins.size());
  if (histogram.ms) {
    for (int b = 0; b < bins; ++b)
      if (record.ms < histogram.bins[static_cast<std::size_t>(b)].hi || b + 1 == bins) return b;
    return -1;
  }
  if (record.measure == LabRecord::kNone) return -1;
  if (!histogram.numeric) {
    for (int b = 0; b < bins; ++b)
      if (histogram.bins[static_cast<std::size_t>(b)].label == results.text(record.measure)) return b;
    return -1;
  }
  double value = 0;
  if (!results.measure_number(record, value)) return -1;
  for (int b = 0; b < bins; ++b) {
    const LabBin& bin = histogram.bins[static_cast<std::size_t>(b)];
    if (value >= bin.lo && value < bin.hi) return b;
  }
  return -1;
}

std::string lab_measure_column(const LabSpec& spec, const KindApi& kind) {
  for (const LabSweep& sweep : spec.sweeps)
    if (sweep.field == kind.measure_name) return std::string("measured ") + kind.measure_name;
  return kind.measure_name;
}

std::string lab_csv_header(const LabSpec& spec, const KindApi& kind) {
  std::vector<std::string> header;
  for (const LabSweep& sweep : spec.sweeps) header.push_back(sweep.field);
  for (const std::string& column : {std::string("seed"), std::string("code"), lab_measure_column(spec, kind),
                                    std::string("ms")})
    header.push_back(column);
  return csv_row(header);
}

std::string lab_csv_row(const LabCell& cell, const std::string& seed, std::string_view code,
                        const std::string& measure, float ms) {
  std::vector<std::string> row = cell.values;
  for (const std::string& field : {seed, std::string(code), measure, fixed(ms, 2)}) row.push_back(field);
  return csv_row(row);
}

std::string lab_results_json(const LabSpec& spec, const KindApi& kind, const std::vector<LabCell>& cells,
                             const LabResults& results, const std::vector<std::string>& codes) {
  JsonObject out;
  out.add("link", lab_link_fragment(spec)).add("kind", spec.kind).add("measure", lab_measure_column(spec, kind));
  JsonArray fields;
  for (const LabSweep& sweep : spec.sweeps) fields.add(sweep.field);
  out.add("swept", fields).add("count", spec.count).add("seed", spec.seed);
  JsonArray cell_list;
  for (std::size_t c = 0; c < cells.size() && c < results.cells(); ++c) {
    if (results.cell_size(c) == 0) break;
    const LabSummary s = results.summary(c);
    JsonArray values;
    for (const std::string& value : cells[c].values) values.add(value);
    JsonObject cell;
    cell.add("values", values).add("params", cells[c].params).add("levels", s.count).add("failed", s.failures);
    if (s.numeric) {
      cell.add("mean", s.mean).add("min", s.min).add("max", s.max);
    } else {
      JsonObject shares;
      for (const auto& [value, levels] : s.shares) shares.add(value, levels);
      cell.add("shares", shares);
    }
    cell.add("median_ms", s.median_ms).add("p95_ms", s.p95_ms);
    cell_list.add(cell);
  }
  out.add("cells", cell_list);
  JsonArray levels;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const LabRecord& r = results.at(i);
    JsonObject level;
    level.add("cell", static_cast<int>(r.cell))
        .add("index", static_cast<int>(r.index))
        .add("seed", lab_level_seed(spec.seed, r.cell, r.index))
        .add("code", i < codes.size() ? codes[i] : std::string())
        .add("measure", results.text(r.measure))
        .add("ok", r.ok);
    if (!r.ok) level.add("error", results.text(r.error));
    level.add("ms", static_cast<double>(r.ms));
    levels.add(level);
  }
  out.add("levels", levels);
  return out.str();
}

}  // namespace pgw

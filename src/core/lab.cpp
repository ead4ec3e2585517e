// lab.cpp — see lab.hpp.
#include "core/lab.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

#include "core/ascii.hpp"
#include "core/codec.hpp"
#include "core/difficulty.hpp"
#include "core/link.hpp"

namespace pgw {

namespace {

constexpr std::string_view kLabPrefix = "lab/";
constexpr std::string_view kSetPrefix = "set.";
// Bytes a name or value keeps as they are in a link, besides letters, digits
// and RFC 3986's other unreserved characters ("-._~").
constexpr std::string_view kLiteral = "*+!,@";
// What else a link's items may hold: the escape and the grammar's own marks.
constexpr std::string_view kGrammar = "%;=|:";
constexpr int kMaxDigits = 6;

bool literal(char c) { return is_unreserved(c) || kLiteral.find(c) != std::string_view::npos; }

std::string encode(std::string_view text) { return percent_encode(text, kLiteral); }

// "-12", "340": a sign and 1 to 6 digits.
bool read_int(std::string_view text, int& value) {
  const bool negative = !text.empty() && text[0] == '-';
  if (negative) text.remove_prefix(1);
  if (text.empty() || text.size() > static_cast<std::size_t>(kMaxDigits)) return false;
  value = 0;
  for (char c : text) {
    if (!ascii::is_digit(c)) return false;
    value = value * 10 + (c - '0');
  }
  if (negative) value = -value;
  return true;
}

bool all_digits(std::string_view text, bool sign) {
  if (sign && !text.empty() && text[0] == '-') text.remove_prefix(1);
  return !text.empty() && std::all_of(text.begin(), text.end(), ascii::is_digit);
}

// Whether a sweep's value is written as a range: <int>..<int>[:<int>].
bool looks_like_range(std::string_view value) {
  const std::size_t dots = value.find("..");
  if (dots == std::string_view::npos) return false;
  std::string_view to = value.substr(dots + 2);
  const std::size_t colon = to.find(':');
  if (colon != std::string_view::npos) {
    if (!all_digits(to.substr(colon + 1), true)) return false;
    to = to.substr(0, colon);
  }
  return all_digits(value.substr(0, dots), true) && all_digits(to, true);
}

// The value of a sweep named `field` (already decoded): a range, or a list
// whose values `decode` turns into text (a link's percent-decoding, or none).
template <class Decode>
bool read_sweep_value(const std::string& field, std::string_view value, Decode decode, LabSweep& sweep,
                      std::string& error) {
  sweep = LabSweep();
  sweep.field = field;
  const std::string shown = shown_text(field);
  if (looks_like_range(value)) {
    const std::size_t dots = value.find("..");
    std::string_view to = value.substr(dots + 2);
    const std::size_t colon = to.find(':');
    const std::string_view step = colon == std::string_view::npos ? std::string_view() : to.substr(colon + 1);
    to = to.substr(0, std::min(colon, to.size()));
    sweep.range = true;
    if (!read_int(value.substr(0, dots), sweep.from) || !read_int(to, sweep.to) ||
        (!step.empty() && !read_int(step, sweep.step))) {
      error = "the range of " + shown + " (" + std::string(value) + ") has a number of more than " +
              std::to_string(kMaxDigits) + " digits";
      return false;
    }
    return true;
  }
  sweep.range = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= value.size(); ++i) {
    if (i < value.size() && value[i] != '|') continue;
    std::string item;
    if (!decode(value.substr(start, i - start), item, error)) {
      error = "the values of " + shown + ": " + error;
      return false;
    }
    sweep.values.push_back(std::move(item));
    start = i + 1;
  }
  return true;
}

bool no_decoding(std::string_view text, std::string& out, std::string&) {
  out = std::string(text);
  return true;
}

// A link's name or value, percent-decoded: UTF-8 text.
bool decode(std::string_view text, std::string& out, std::string& error) {
  if (!percent_decode(text, out)) {
    error = "'" + std::string(text) + "' has a '%' that is not followed by two hex digits";
    return false;
  }
  if (utf8_error_offset(out) != std::string::npos) {
    error = "'" + std::string(text) + "' is not UTF-8 text once decoded";
    return false;
  }
  return true;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : std::string(separator)) + part;
  return out;
}

std::string sweep_value_text(const LabSweep& sweep) {
  if (sweep.range)
    return std::to_string(sweep.from) + ".." + std::to_string(sweep.to) +
           (sweep.step == 1 ? std::string() : ":" + std::to_string(sweep.step));
  std::vector<std::string> values;
  for (const std::string& value : sweep.values) values.push_back(encode(value));
  std::string text = join(values, "|");
  if (values.size() == 1 && looks_like_range(text)) {
    std::string dotted;
    for (char c : text) dotted += c == '.' ? std::string("%2E") : std::string(1, c);
    text = dotted;
  }
  return text;
}

const KindField* field_named(const KindApi& kind, const std::string& name) {
  for (const KindField& field : kind.fields)
    if (field.type != KindField::Type::Keyed
            ? name == field.name
            : name.size() > field.prefix().size() && name.compare(0, field.prefix().size(), field.prefix()) == 0)
      return &field;
  return nullptr;
}

std::string field_names(const KindApi& kind) {
  std::vector<std::string> names;
  for (const KindField& field : kind.fields) names.push_back(field.name);
  return join(names, ", ");
}

// Why `sweep` cannot sweep a field of `kind`; empty when it can.
std::string sweep_problem(const KindApi& kind, const LabSweep& sweep) {
  const std::string name = shown_text(sweep.field);
  const KindField* field = field_named(kind, sweep.field);
  if (field == nullptr)
    return std::string("unknown field '") + name + "' swept (" + kind.name + "'s fields: " + field_names(kind) + ")";
  switch (field->type) {
    case KindField::Type::Flag:
      return name + " is a flag (true or false): it is not swept; set it with set." + name + "=true";
    case KindField::Type::Keyed: return name + " is a keyed field: it is not swept; set it with set." + name + "=…";
    case KindField::Type::Number:
      if (!sweep.range) return name + " is a number: sweep it over a range (" + name + "=A..B[:STEP]), not a list";
      return "";
    case KindField::Type::Text:
      if (sweep.range)
        return name + " is a text field (" + field->values + "): sweep it over a list of values (" + name +
               "=a|b|c), not a range";
      return "";
  }
  return "";
}

// The index of each sweep's value in cell `cell` (the first sweep outer).
std::vector<std::size_t> cell_indices(const LabSpec& spec, std::uint64_t cell) {
  std::vector<std::size_t> at(spec.sweeps.size());
  for (std::size_t s = spec.sweeps.size(); s-- > 0;) {
    const std::uint64_t size = spec.sweeps[s].size();
    at[s] = static_cast<std::size_t>(cell % size);
    cell /= size;
  }
  return at;
}

}  // namespace

std::uint64_t LabSweep::size() const {
  if (!range) return values.size();
  if (step < 1 || to < from) return 0;
  return static_cast<std::uint64_t>((static_cast<std::int64_t>(to) - from) / step) + 1;
}

std::string LabSweep::value(std::size_t i) const {
  return range ? std::to_string(static_cast<std::int64_t>(from) + static_cast<std::int64_t>(i) * step) : values[i];
}

bool LabSweep::operator==(const LabSweep& o) const {
  return field == o.field && range == o.range &&
         (range ? from == o.from && to == o.to && step == o.step : values == o.values);
}

std::uint64_t LabSpec::cells() const {
  std::uint64_t cells = sweeps.empty() ? 0 : 1;
  for (const LabSweep& sweep : sweeps) cells = std::min<std::uint64_t>(cells * sweep.size(), kMaxLabLevels + 1);
  return cells;
}

bool LabSpec::operator==(const LabSpec& o) const {
  return kind == o.kind && sweeps == o.sweeps && fixed == o.fixed && count == o.count && seed == o.seed;
}

bool parse_lab_sweep(std::string_view text, LabSweep& sweep, std::string& error) {
  const std::size_t eq = text.find('=');
  if (eq == std::string_view::npos || eq == 0) {
    error = "'" + shown_text(text) + "' is not FIELD=A..B[:STEP] or FIELD=a|b|c";
    return false;
  }
  return read_sweep_value(std::string(text.substr(0, eq)), text.substr(eq + 1), no_decoding, sweep, error);
}

std::string check_lab_spec(const LabSpec& spec) {
  if (spec.kind.empty()) return "the spec names no kind";
  if (spec.sweeps.empty()) return "the spec sweeps no field: give one or two (FIELD=A..B[:STEP] or FIELD=a|b|c)";
  if (spec.sweeps.size() > static_cast<std::size_t>(kMaxLabSweeps))
    return "the spec sweeps " + std::to_string(spec.sweeps.size()) + " fields; at most " +
           std::to_string(kMaxLabSweeps);
  std::set<std::string> swept;
  for (const LabSweep& sweep : spec.sweeps) {
    const std::string name = shown_text(sweep.field);
    if (sweep.field.empty()) return "a sweep names no field";
    if (!swept.insert(sweep.field).second) return name + " is swept twice";
    if (spec.fixed.count(sweep.field)) return name + " is both swept and set";
    const std::string written = name + "=" + shown_text(sweep_value_text(sweep));
    if (sweep.range && sweep.step < 1)
      return written + ": the step is " + std::to_string(sweep.step) + "; it must be at least 1";
    if (sweep.range && sweep.to < sweep.from) return written + ": the range runs backwards (A..B needs A ≤ B)";
    if (!sweep.range && sweep.values.empty()) return name + " is swept over no value";
    std::set<std::string> seen;
    for (std::size_t i = 0; !sweep.range && i < sweep.values.size(); ++i) {
      if (sweep.values[i].empty()) return name + "'s value " + std::to_string(i + 1) + " is empty";
      if (!seen.insert(sweep.values[i]).second) return name + " lists '" + shown_text(sweep.values[i]) + "' twice";
    }
  }
  for (const auto& [field, value] : spec.fixed)
    if (field.empty()) return "a set field has no name";
  if (spec.count < 1 || spec.count > kMaxLabCount)
    return "n " + std::to_string(spec.count) + " is out of range 1–" + std::to_string(kMaxLabCount) +
           " (levels per cell)";
  if (spec.seed.empty()) return "the seed is empty";
  if (spec.seed.size() > kMaxLabSeed)
    return "the seed is " + std::to_string(spec.seed.size()) + " characters long; at most " +
           std::to_string(kMaxLabSeed) + " are allowed";
  if (utf8_error_offset(spec.seed) != std::string::npos) return "the seed is not UTF-8 text";
  const std::uint64_t cells = spec.cells();
  if (cells > kMaxLabLevels)
    return "the sweeps make more than " + std::to_string(kMaxLabLevels) + " cells; a run makes at most " +
           std::to_string(kMaxLabLevels) + " levels";
  if (cells * static_cast<std::uint64_t>(spec.count) > kMaxLabLevels)
    return std::to_string(cells) + " cells × " + std::to_string(spec.count) +
           " levels = " + std::to_string(cells * static_cast<std::uint64_t>(spec.count)) +
           " levels; a run makes at most " + std::to_string(kMaxLabLevels);
  return "";
}

std::string lab_link_fragment(const LabSpec& spec) {
  std::vector<std::string> items;
  for (const LabSweep& sweep : spec.sweeps) items.push_back(encode(sweep.field) + "=" + sweep_value_text(sweep));
  for (const auto& [field, value] : spec.fixed)
    items.push_back(std::string(kSetPrefix) + encode(field) + "=" + encode(value));
  items.push_back("n=" + std::to_string(spec.count));
  items.push_back("seed=" + encode(spec.seed));
  return "#" + std::string(kLabPrefix) + spec.kind + "/" + join(items, ";");
}

bool parse_lab_link(std::string_view text, LabSpec& spec, std::string& error) {
  spec = LabSpec();
  std::string_view fragment;
  if (!prefixed_fragment(text, kLabPrefix, kMaxLabLink, "Lab", "a Lab run", fragment, error)) return false;
  const std::string_view rest = fragment.substr(kLabPrefix.size());
  const std::size_t slash = rest.find('/');
  if (slash == std::string_view::npos) {
    error = "a Lab link is #lab/<kind>/<items>; this one has no '/' after its kind";
    return false;
  }
  const std::string_view kind = rest.substr(0, slash), body = rest.substr(slash + 1);
  if (kind.empty() || !std::all_of(kind.begin(), kind.end(), ascii::is_lower)) {
    error = "the Lab link's kind '" + shown_text(kind) + "' is not a kind's name (lowercase letters)";
    return false;
  }
  spec.kind = std::string(kind);
  if (body.empty()) {
    error = "the Lab link has no items after '" + spec.kind + "/'";
    return false;
  }
  const std::size_t body_at = kLabPrefix.size() + slash + 1;  // in the fragment
  for (std::size_t i = 0; i < body.size(); ++i)
    if (!literal(body[i]) && kGrammar.find(body[i]) == std::string_view::npos) {
      error = "the Lab link has " + shown_char(body[i]) + " at character " + std::to_string(body_at + i + 1) +
              (body[i] == '/' ? " (a value's '/' is written %2F)" : " (write it as %XX)");
      return false;
    }
  bool have_count = false, have_seed = false;
  std::size_t start = 0, number = 0;
  for (std::size_t i = 0; i <= body.size(); ++i) {
    if (i < body.size() && body[i] != ';') continue;
    const std::string_view item = body.substr(start, i - start);
    start = i + 1;
    const std::string where = "item " + std::to_string(++number);
    if (item.empty()) {
      error = "the Lab link's " + where + " is empty (two ';' in a row, or one at the end)";
      return false;
    }
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      error = "the Lab link's " + where + " ('" + std::string(item) + "') has no '='";
      return false;
    }
    const std::string_view name = item.substr(0, eq), value = item.substr(eq + 1);
    if (name == "n") {
      int count = 0;
      if (have_count) {
        error = "n is given twice";
        return false;
      }
      if (!all_digits(value, false) || !read_int(value, count)) {
        error = "n '" + std::string(value) + "' is not a whole number 1–" + std::to_string(kMaxLabCount);
        return false;
      }
      spec.count = count;
      have_count = true;
    } else if (name == "seed") {
      if (have_seed) {
        error = "seed is given twice";
        return false;
      }
      if (!decode(value, spec.seed, error)) {
        error = "the seed " + error;
        return false;
      }
      have_seed = true;
    } else if (name.substr(0, kSetPrefix.size()) == kSetPrefix) {
      std::string field, fixed;
      if (!decode(name.substr(kSetPrefix.size()), field, error) || !decode(value, fixed, error)) {
        error = "the Lab link's " + where + ": " + error;
        return false;
      }
      if (field.empty()) {
        error = "the Lab link's " + where + " sets a field with no name ('set.=…')";
        return false;
      }
      if (!spec.fixed.emplace(field, fixed).second) {
        error = "set." + shown_text(field) + " is given twice";
        return false;
      }
    } else {
      std::string field;
      if (!decode(name, field, error)) {
        error = "the Lab link's " + where + ": " + error;
        return false;
      }
      if (field.empty()) {
        error = "the Lab link's " + where + " sweeps a field with no name ('=" + std::string(value) + "')";
        return false;
      }
      LabSweep sweep;
      if (!read_sweep_value(field, value, decode, sweep, error)) return false;
      spec.sweeps.push_back(std::move(sweep));
    }
  }
  if (!have_count) {
    error = "the Lab link has no n=<levels per cell>";
    return false;
  }
  if (!have_seed) {
    error = "the Lab link has no seed=<text>";
    return false;
  }
  error = check_lab_spec(spec);
  return error.empty();
}

bool is_lab_link(std::string_view text) {
  std::string_view fragment;
  return link_fragment(text, fragment) && fragment.substr(0, kLabPrefix.size()) == kLabPrefix;
}

TextRead read_lab_link(std::string_view text) { return read_text<LabSpec, lab_link_fragment, parse_lab_link>(text); }

bool lab_cells(const LabSpec& spec, KindLookup lookup, std::vector<LabCell>& cells, std::string& error,
               std::string_view known_kinds) {
  cells.clear();
  error = check_lab_spec(spec);
  if (!error.empty()) return false;
  const KindApi* kind = lookup(spec.kind);
  if (kind == nullptr) {
    error = "unknown kind '" + shown_text(spec.kind) + "'" +
            (known_kinds.empty() ? std::string() : " (" + std::string(known_kinds) + ")");
    return false;
  }
  for (const LabSweep& sweep : spec.sweeps)
    if (!(error = sweep_problem(*kind, sweep)).empty()) return false;
  if (!only_known_fields(spec.fixed, kind->fields, error)) {
    error = "set: " + error;
    return false;
  }
  const std::uint64_t n = spec.cells();
  cells.reserve(static_cast<std::size_t>(n));
  for (std::uint64_t c = 0; c < n; ++c) {
    LabCell cell;
    const std::vector<std::size_t> at = cell_indices(spec, c);
    for (std::size_t s = 0; s < spec.sweeps.size(); ++s) cell.values.push_back(spec.sweeps[s].value(at[s]));
    std::string problem;
    if (!kind->params_from_fields(lab_cell_fields(spec, cell), cell.params, problem)) {
      error = lab_cell_label(spec, cell) + ": " + problem;
      cells.clear();
      return false;
    }
    cells.push_back(std::move(cell));
  }
  return true;
}

ParamFields lab_cell_fields(const LabSpec& spec, const LabCell& cell) {
  ParamFields fields = spec.fixed;
  for (std::size_t s = 0; s < spec.sweeps.size() && s < cell.values.size(); ++s)
    fields[spec.sweeps[s].field] = cell.values[s];
  return fields;
}

std::string lab_cell_label(const LabSpec& spec, const LabCell& cell) {
  std::vector<std::string> parts;
  for (std::size_t s = 0; s < spec.sweeps.size() && s < cell.values.size(); ++s)
    parts.push_back(shown_text(spec.sweeps[s].field) + "=" + shown_text(cell.values[s]));
  return join(parts, ", ");
}

std::string lab_level_seed(std::string_view seed, std::size_t cell, std::size_t level) {
  return std::string(seed) + ".c" + std::to_string(cell) + "." + std::to_string(level);
}

LabSummary summarize_lab_levels(const LabLevel* levels, std::size_t count) {
  LabSummary out;
  out.count = static_cast<int>(count);
  std::vector<float> ms;
  std::vector<std::string> measures;
  for (std::size_t i = 0; i < count; ++i) {
    const LabLevel& level = levels[i];
    out.failures += level.ok ? 0 : 1;
    ms.push_back(level.ms);
    if (!level.measure.empty()) measures.push_back(level.measure);
  }
  out.measured = static_cast<int>(measures.size());
  out.numeric = !measures.empty();
  std::vector<int> numbers;
  for (const std::string& measure : measures) {
    int value = 0;
    if (!all_digits(measure, true) || !read_int(measure, value)) {
      out.numeric = false;
      break;
    }
    numbers.push_back(value);
  }
  if (out.numeric) {
    double sum = 0;
    for (int value : numbers) sum += value;
    out.mean = sum / static_cast<double>(numbers.size());
    out.min = *std::min_element(numbers.begin(), numbers.end());
    out.max = *std::max_element(numbers.begin(), numbers.end());
  } else {
    // Difficulties in their order (easy … expert), then any other value by name.
    const auto rank = [](const std::string& value) {
      Difficulty d = Difficulty::Any;
      return difficulty_from_name(value, d) && d != Difficulty::Any ? static_cast<int>(d) : kDifficulties;
    };
    std::sort(measures.begin(), measures.end(), [&](const std::string& a, const std::string& b) {
      return rank(a) != rank(b) ? rank(a) < rank(b) : a < b;
    });
    for (const std::string& measure : measures)
      if (!out.shares.empty() && out.shares.back().first == measure)
        ++out.shares.back().second;
      else
        out.shares.emplace_back(measure, 1);
  }
  if (!ms.empty()) {
    std::sort(ms.begin(), ms.end());
    const auto rank = [&](double p) {
      const auto at = static_cast<std::size_t>(std::ceil(p * static_cast<double>(ms.size())));
      return static_cast<double>(ms[std::min(ms.size(), std::max<std::size_t>(at, 1)) - 1]);
    };
    out.median_ms = rank(0.5);
    out.p95_ms = rank(0.95);
  }
  return out;
}

namespace {

void put_u32(std::uint32_t value, std::string& out) {
  for (int shift = 0; shift < 32; shift += 8) out.push_back(static_cast<char>((value >> shift) & 0xff));
}

void put_text(const std::string& text, std::string& out) {
  put_u32(static_cast<std::uint32_t>(text.size()), out);
  out += text;
}

// Reads from `bytes` at `at`, moving on; false when they end first.
bool take_u32(std::string_view bytes, std::size_t& at, std::uint32_t& value) {
  if (bytes.size() - at < 4) return false;
  value = 0;
  for (int i = 0; i < 4; ++i) value |= std::uint32_t{static_cast<unsigned char>(bytes[at + i])} << (8 * i);
  at += 4;
  return true;
}

bool take_text(std::string_view bytes, std::size_t& at, std::string& text) {
  std::uint32_t size = 0;
  if (!take_u32(bytes, at, size) || bytes.size() - at < size) return false;
  text.assign(bytes.substr(at, size));
  at += size;
  return true;
}

}  // namespace

void encode_lab_level(const LabLevel& level, std::string& out) {
  std::uint32_t ms = 0;
  static_assert(sizeof ms == sizeof level.ms, "ms is a 32-bit float");
  std::memcpy(&ms, &level.ms, sizeof ms);
  put_u32(level.cell, out);
  put_u32(level.index, out);
  put_u32(ms, out);
  out.push_back(level.ok ? 1 : 0);
  put_text(level.code, out);
  put_text(level.measure, out);
  put_text(level.error, out);
}

bool decode_lab_levels(std::string_view bytes, std::vector<LabLevel>& out) {
  std::vector<LabLevel> levels;
  std::size_t at = 0;
  while (at < bytes.size()) {
    LabLevel level;
    std::uint32_t ms = 0;
    if (!take_u32(bytes, at, level.cell) || !take_u32(bytes, at, level.index) || !take_u32(bytes, at, ms) ||
        at >= bytes.size() || static_cast<unsigned char>(bytes[at]) > 1)
      return false;
    level.ok = bytes[at++] == 1;
    std::memcpy(&level.ms, &ms, sizeof ms);
    if (!take_text(bytes, at, level.code) || !take_text(bytes, at, level.measure) || !take_text(bytes, at, level.error))
      return false;
    levels.push_back(std::move(level));
  }
  for (LabLevel& level : levels) out.push_back(std::move(level));
  return true;
}

}  // namespace pgw

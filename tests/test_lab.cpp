// test_lab.cpp — the Lab: sweep specs and their links (core/lab.hpp), the
// runner (kinds/lab_run.hpp), ordered hand-over (core/in_order.hpp),
// `levelgen lab`, and a run kept compactly, charted and exported as the
// app's Lab view does (core/lab_results.hpp).
#include <doctest/doctest.h>

#include "cancel_check.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include "cli_run.hpp"
#include "core/in_order.hpp"
#include "core/lab.hpp"
#include "core/lab_results.hpp"
#include "core/link.hpp"
#include "kinds/lab_run.hpp"
#include "kinds/registry.hpp"

using namespace pgw;

using test::json_field;
using test::levelgen;
using test::Run;

namespace {

LabSpec parsed(const std::string& link) {
  LabSpec spec;
  std::string error;
  REQUIRE_MESSAGE(parse_lab_link(link, spec, error), std::string(link + ": " + error));
  return spec;
}

std::vector<LabCell> cells_of(const LabSpec& spec) {
  std::vector<LabCell> cells;
  std::string error;
  REQUIRE_MESSAGE(lab_cells(spec, find_kind, cells, error, kind_names()), error);
  return cells;
}

// Why the link is refused, by its reader or against its kind ("" when it is not).
std::string refusal(const std::string& link) {
  LabSpec spec;
  std::string error;
  if (!parse_lab_link(link, spec, error)) {
    CHECK(!error.empty());
    return error;
  }
  std::vector<LabCell> cells;
  if (!lab_cells(spec, find_kind, cells, error, kind_names())) {
    CHECK(!error.empty());
    CHECK(cells.empty());
    return error;
  }
  return "";
}

LabRun run_of(const std::string& link, int jobs) {
  Progress progress;
  LabRun run;
  std::string error;
  LabRunOptions options;
  options.jobs = jobs;
  REQUIRE_MESSAGE(run_lab(parsed(link), options, progress, run, error), error);
  CHECK_FALSE(run.cancelled);
  return run;
}

// A CSV without its last column (ms, the one that differs between runs).
std::string without_ms(const std::string& csv) {
  std::string out, line;
  for (char c : csv) {
    if (c != '\n') {
      line += c;
      continue;
    }
    out += line.substr(0, line.rfind(',')) + "\n";
    line.clear();
  }
  return out;
}

}  // namespace

TEST_CASE("lab link: every kind's spec reads back equal and writes the same canonical link") {
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    LabSpec spec;
    spec.kind = kind->name;
    // Its first Number field over a range, and a Text field over values that need escaping.
    for (const KindField& field : kind->fields) {
      LabSweep sweep;
      sweep.field = field.name;
      if (field.type == KindField::Type::Number && spec.sweeps.empty()) {
        sweep.from = field.lo;
        sweep.to = field.lo + 4;
        sweep.step = 2;
        spec.sweeps.push_back(sweep);
      } else if (field.type == KindField::Type::Text && spec.sweeps.size() < 2) {
        sweep.range = false;
        sweep.values = {"a b", "c/d;e|f", "é=%", "5..6"};
        spec.sweeps.push_back(sweep);
      } else if (field.type == KindField::Type::Keyed) {
        spec.fixed[field.prefix() + "rm_ufo"] = "+craft_drop_firebird";
      } else if (field.type == KindField::Type::Flag) {
        spec.fixed[field.name] = "true";
      }
    }
    spec.count = 12;
    spec.seed = "s 1/é";
    REQUIRE(check_lab_spec(spec) == "");
    const std::string link = lab_link_fragment(spec);
    CAPTURE(link);
    CHECK(link.rfind("#lab/" + spec.kind + "/", 0) == 0);
    LabSpec back;
    std::string error;
    REQUIRE_MESSAGE(parse_lab_link(link, back, error), error);
    CHECK(back == spec);
    CHECK(lab_link_fragment(back) == link);
    CHECK(read_lab_link(link).broken == "");
    // Within a whole URL, and with spaces around.
    REQUIRE(parse_lab_link("  https://example.org/pgw/index.html" + link + "\n", back, error));
    CHECK(back == spec);
  }
  // A list whose only value reads as a range keeps it a value.
  LabSpec one = parsed("#lab/flow/env=5%2E%2E6;n=1;seed=s");
  REQUIRE(one.sweeps.size() == 1);
  CHECK_FALSE(one.sweeps[0].range);
  CHECK(one.sweeps[0].values == std::vector<std::string>{"5..6"});
  CHECK(lab_link_fragment(one) == "#lab/flow/env=5%2E%2E6;n=1;seed=s");
}

TEST_CASE("lab link: readable, written canonically (sweeps, set fields by name, n, seed; step 1 left out)") {
  const std::string link = "#lab/slide/width=6..10:2;stationary=10..40:10;set.min_moves=8;n=20;seed=abc";
  const LabSpec spec = parsed(link);
  CHECK(spec.kind == "slide");
  REQUIRE(spec.sweeps.size() == 2);
  CHECK(spec.sweeps[0].field == "width");
  CHECK(spec.sweeps[0].size() == 3);
  CHECK(spec.sweeps[1].size() == 4);
  CHECK(spec.fixed == ParamFields{{"min_moves", "8"}});
  CHECK(spec.count == 20);
  CHECK(spec.seed == "abc");
  CHECK(spec.cells() == 12);
  CHECK(lab_link_fragment(spec) == link);
  // Items in any order (the sweeps keep theirs), a step of 1, lower-case escapes, no '#'.
  CHECK(lab_link_fragment(parsed("lab/slide/seed=a%2fb;n=3;set.min_moves=8;set.height=5;width=05..6:1")) ==
        "#lab/slide/width=5..6;set.height=5;set.min_moves=8;n=3;seed=a%2Fb");
  CHECK(lab_link_fragment(parsed("#lab/assembly/assembly=small|large;set.*rm_drop=+craft_drop_firebird;set.file="
                                 "village;n=2;seed=x")) ==
        "#lab/assembly/assembly=small|large;set.*rm_drop=+craft_drop_firebird;set.file=village;n=2;seed=x");
  // A level's seed, and a level link that is a Lab link said plainly.
  CHECK(lab_level_seed("S", 3, 7) == "S.c3.7");
  Link level;
  std::string error;
  CHECK_FALSE(parse_link(link, level, error));
  CHECK(error == "this is a Lab run's link (#lab/…), not a level's");
}

TEST_CASE("lab spec: bad specs and damaged links are named") {
  struct Case {
    std::string link;
    std::string message;
  };
  const std::string tail = ";n=1;seed=s";
  const std::vector<Case> cases = {
      {"#recipe/slide/6x6.m8.s20.v15/1", "this is not a Lab link (they begin #lab/)"},
      {"https://example.org/", "the link has no '#' part"},
      {"#lab/slide", "this one has no '/' after its kind"},
      {"#lab/Slide/width=5..6" + tail, "the Lab link's kind 'Slide' is not a kind's name"},
      {"#lab/slide/", "the Lab link has no items after 'slide/'"},
      {"#lab/maze/width=5..6" + tail, "unknown kind 'maze' (slide, flow"},
      {"#lab/slide/foo=5..6" + tail, "unknown field 'foo' swept (slide's fields: width, height"},
      {"#lab/slide/hardest=true|false" + tail, "hardest is a flag (true or false): it is not swept"},
      {"#lab/assembly/*rm_ufo=a|b;set.file=village;set.assembly=small" + tail, "*rm_ufo is a keyed field"},
      {"#lab/slide/width=5|6" + tail, "width is a number: sweep it over a range (width=A..B[:STEP]), not a list"},
      {"#lab/flow/env=1..3" + tail, "env is a text field (countryside|town|canyon|all): sweep it over a list"},
      {"#lab/slide/width=10..6" + tail, "width=10..6: the range runs backwards"},
      {"#lab/slide/width=5..10:0" + tail, "width=5..10:0: the step is 0; it must be at least 1"},
      {"#lab/slide/width=5..10:-2" + tail, "the step is -2"},
      {"#lab/slide/width=1234567..1234568" + tail, "has a number of more than 6 digits"},
      {"#lab/slide/width=2..4" + tail, "width=2: width 2 is out of range 3–12"},
      {"#lab/slide/width=5..6;height=5..6;moving=0..2" + tail, "the spec sweeps 3 fields; at most 2"},
      {"#lab/slide/set.width=5" + tail, "the spec sweeps no field"},
      {"#lab/slide/width=5..6;width=7..8" + tail, "width is swept twice"},
      {"#lab/slide/width=5..6;set.width=7" + tail, "width is both swept and set"},
      {"#lab/slide/width=5..6;set.zzz=7" + tail, "set: unknown parameter 'zzz' (known: width, height"},
      {"#lab/slide/width=5..6;set.width=7;set.width=8" + tail, "set.width is given twice"},
      {"#lab/flow/env=town|town" + tail, "env lists 'town' twice"},
      {"#lab/flow/env=town||canyon" + tail, "env's value 2 is empty"},
      {"#lab/flow/env=town;set.width=99" + tail, "env=town: width 99 is out of range"},
      {"#lab/assembly/assembly=small" + tail, "assembly=small: file (or text) and assembly are needed"},
      {"#lab/slide/width=5..6;n=1", "the Lab link has no seed=<text>"},
      {"#lab/slide/width=5..6;seed=s", "the Lab link has no n=<levels per cell>"},
      {"#lab/slide/width=5..6;n=0;seed=s", "n 0 is out of range 1–10000"},
      {"#lab/slide/width=5..6;n=10001;seed=s", "n 10001 is out of range 1–10000"},
      {"#lab/slide/width=5..6;n=x;seed=s", "n 'x' is not a whole number 1–10000"},
      {"#lab/slide/width=5..6;n=1;n=2;seed=s", "n is given twice"},
      {"#lab/slide/width=5..6;n=1;seed=s;seed=t", "seed is given twice"},
      {"#lab/slide/width=3..12;height=3..12;n=1001;seed=s",
       "100 cells × 1001 levels = 100100 levels; a run makes at most 100000"},
      {"#lab/cities/width=1..999999;height=1..999999" + tail, "the sweeps make more than 100000 cells"},
      {"#lab/slide/width=5..6" + tail + ";", "the Lab link's item 4 is empty"},
      {"#lab/slide/width=5..6;;n=1;seed=s", "the Lab link's item 2 is empty"},
      {"#lab/slide/width=5..6;height" + tail, "the Lab link's item 2 ('height') has no '='"},
      {"#lab/slide/=5..6" + tail, "sweeps a field with no name"},
      {"#lab/slide/width=5..6;set.=4" + tail, "sets a field with no name"},
      {"#lab/slide/width=5..6;n=1;seed=a b", "the Lab link has byte 32 at character 32 (write it as %XX)"},
      {"#lab/slide/width=5..6;n=1;seed=a/b", "the Lab link has '/' at character 32 (a value's '/' is written %2F)"},
      {"#lab/slide/width=5..6;n=1;seed=%ZZ", "the seed '%ZZ' has a '%' that is not followed by two hex digits"},
      {"#lab/slide/width=5..6;n=1;seed=%FF", "the seed '%FF' is not UTF-8 text once decoded"},
      {"#lab/slide/width=5..6;n=1;seed=", "the seed is empty"},
      {"#lab/slide/width=5..6;n=1;seed=" + std::string(41, 'x'), "the seed is 41 characters long; at most 40"},
      {"#lab/slide/width=5..6;n=1;seed=s#more", "'#' at character"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.link);
    const std::string error = refusal(c.link);
    CHECK_MESSAGE(error.find(c.message) != std::string::npos, error);
  }
  CHECK(refusal("#lab/slide/width=3..12;height=3..12;n=1000;seed=s").empty());  // exactly 100,000 levels
  std::string error;
  LabSpec spec;
  CHECK_FALSE(parse_lab_link("#lab/slide/" + std::string(kMaxLabLink, 'x'), spec, error));
  CHECK(error.find("at most 65536") != std::string::npos);
  // The command line's sweeps.
  LabSweep sweep;
  CHECK_FALSE(parse_lab_sweep("width", sweep, error));
  CHECK(error == "'width' is not FIELD=A..B[:STEP] or FIELD=a|b|c");
  REQUIRE(parse_lab_sweep("env=a b|c", sweep, error));
  CHECK(sweep.values == std::vector<std::string>{"a b", "c"});
  REQUIRE(parse_lab_sweep("width=4..9:3", sweep, error));
  CHECK((sweep.range && sweep.from == 4 && sweep.to == 9 && sweep.step == 3 && sweep.size() == 2));
  CHECK(sweep.value(1) == "7");
}

TEST_CASE("lab cells: the sweeps' product, first sweep outer, each cell's params the kind's params_from_fields") {
  const LabSpec spec = parsed("#lab/slide/width=5..7:2;stationary=10..30:10;set.min_moves=3;set.climb=true;n=2;seed=x");
  const std::vector<LabCell> cells = cells_of(spec);
  REQUIRE(cells.size() == 6);
  const std::vector<std::vector<std::string>> values = {{"5", "10"}, {"5", "20"}, {"5", "30"},
                                                        {"7", "10"}, {"7", "20"}, {"7", "30"}};
  const KindApi& slide = *find_kind("slide");
  for (std::size_t c = 0; c < cells.size(); ++c) {
    CAPTURE(c);
    CHECK(cells[c].values == values[c]);
    const ParamFields fields = {
        {"width", values[c][0]}, {"stationary", values[c][1]}, {"min_moves", "3"}, {"climb", "true"}};
    CHECK(lab_cell_fields(spec, cells[c]) == fields);
    std::string params, error;
    REQUIRE(slide.params_from_fields(fields, params, error));
    CHECK(cells[c].params == params);
  }
  CHECK(lab_cell_label(spec, cells[4]) == "width=7, stationary=20");
  // Text fields of every kind that has them.
  CHECK(cells_of(parsed("#lab/flow/env=countryside|town|canyon;set.width=9;n=1;seed=7"))[1].params == "9x7.town.d60");
  CHECK(cells_of(parsed("#lab/cities/terrain=open|islands;max=4..8:2;n=1;seed=7")).size() == 6);
  const std::vector<LabCell> maps = cells_of(parsed("#lab/assembly/assembly=small|large;set.file=village;n=1;seed=7"));
  REQUIRE(maps.size() == 2);
  CHECK(maps[0].params == "village.small");
}

TEST_CASE("lab summary: a numeric measure's mean, min and max; grades' shares; CPU time's median and 95th percentile") {
  std::vector<LabLevel> levels(20);
  for (std::size_t i = 0; i < levels.size(); ++i) {
    levels[i].ok = i != 3;
    levels[i].measure = i == 3 ? "" : std::to_string(i % 4 == 0 ? 4 : 8);
    levels[i].ms = static_cast<float>(20 - i);  // 20 … 1
  }
  LabSummary s = summarize_lab_levels(levels.data(), levels.size());
  CHECK(s.count == 20);
  CHECK(s.failures == 1);
  CHECK(s.measured == 19);
  CHECK(s.numeric);
  CHECK(s.min == 4);
  CHECK(s.max == 8);
  CHECK(s.mean == doctest::Approx((5 * 4 + 14 * 8) / 19.0));
  CHECK(s.median_ms == 10);
  CHECK(s.p95_ms == 19);
  const char* grades[] = {"medium", "unrated", "easy", "expert", "easy"};
  std::vector<LabLevel> flow(5);
  for (int i = 0; i < 5; ++i) {
    flow[i].ok = true;
    flow[i].measure = grades[i];
  }
  s = summarize_lab_levels(flow.data(), flow.size());
  CHECK_FALSE(s.numeric);
  CHECK(s.shares ==
        std::vector<std::pair<std::string, int>>{{"easy", 2}, {"medium", 1}, {"expert", 1}, {"unrated", 1}});
}

TEST_CASE("lab run: the same levels and measures on 1 and 3 threads; each level is its recipe's; summaries per cell") {
  const std::string link = "#lab/slide/width=5..6;stationary=10..20:10;set.height=5;n=2;seed=lab";
  const LabRun one = run_of(link, 1);
  const LabRun three = run_of(link, 3);
  REQUIRE(one.levels.size() == 8);
  REQUIRE(three.levels.size() == 8);
  CHECK(one.stats.threads == 1);
  CHECK(one.summaries.size() == 4);
  const KindApi& slide = *find_kind("slide");
  CHECK(std::string(slide.measure_name) == "par");
  for (std::size_t i = 0; i < one.levels.size(); ++i) {
    const LabLevel& a = one.levels[i];
    const LabLevel& b = three.levels[i];
    CAPTURE(i);
    CHECK(a.cell == i / 2);
    CHECK(a.index == i % 2);
    CHECK((a.cell == b.cell && a.index == b.index && a.ok == b.ok && a.code == b.code && a.measure == b.measure));
    REQUIRE(a.ok);
    CHECK(a.ms >= 0);
    // The level is its recipe's, and its measure is the exact par.
    Progress progress;
    const KindGenerated g = slide.generate(one.cells[a.cell].params, lab_level_seed("lab", a.cell, a.index), progress);
    CHECK(g.code == a.code);
    const KindAnswer solved = slide.solve(a.code, progress);
    CHECK(json_field(solved.json, "optimal_moves") == a.measure);
  }
  // Streamed instead of kept: the sink gets each level, in order, with its code.
  LabRunOptions streamed;
  streamed.jobs = 2;
  streamed.keep_codes = false;
  std::vector<std::string> codes;
  streamed.each = [&](const LabLevel& level) { codes.push_back(level.code); };
  Progress progress;
  LabRun run;
  std::string error;
  REQUIRE(run_lab(parsed(link), streamed, progress, run, error));
  REQUIRE(codes.size() == 8);
  for (std::size_t i = 0; i < codes.size(); ++i) {
    CHECK(codes[i] == one.levels[i].code);
    CHECK(run.levels[i].code.empty());
    CHECK(run.levels[i].measure == one.levels[i].measure);
  }
  const LabSummary& first = one.summaries[0];
  CHECK(first.count == 2);
  CHECK(first.numeric);
  CHECK(first.min <= first.max);
}

TEST_CASE("lab run: every kind measures its levels") {
  const std::vector<std::pair<std::string, std::string>> runs = {
      {"#lab/slide/width=4..5;set.height=4;n=1;seed=m", "par"},
      {"#lab/blocks/min_moves=3..4;set.width=4;set.height=4;n=1;seed=m", "par"},
      {"#lab/flow/difficulty=easy|any;set.width=5;set.height=5;n=1;seed=m", "difficulty"},
      {"#lab/cities/terrain=open|islands;set.width=30;set.height=30;n=1;seed=m", "cities"},
      {"#lab/assembly/assembly=small;set.file=village;n=2;seed=m", "ok"},
  };
  std::vector<std::string> kinds;
  for (const auto& entry : runs) {
    const std::string& link = entry.first;  // not a structured binding: clang 14 cannot capture one (CAPTURE)
    const std::string& measure = entry.second;
    CAPTURE(link);
    const LabRun run = run_of(link, 2);
    CHECK(std::string(run.kind->measure_name) == measure);
    kinds.push_back(run.kind->name);
    for (const LabLevel& level : run.levels) {
      CHECK(level.ok);
      CHECK(!level.measure.empty());
    }
    if (measure == "difficulty") {
      CHECK(run.levels[0].measure == "easy");     // the grade the level was kept for
      CHECK(run.levels[1].measure == "unrated");  // none asked: the generator grades nothing
    }
    if (measure == "ok") CHECK(run.levels[0].measure == "1");
    if (measure == "cities") CHECK(std::stoi(run.levels[0].measure) > 0);
  }
  for (const KindApi* kind : all_kinds()) {
    CAPTURE(kind->name);
    CHECK(std::find(kinds.begin(), kinds.end(), kind->name) != kinds.end());
  }
}

TEST_CASE("lab run: progress counts levels up to the total; a cancel stops the run, within 50 ms of CPU time") {
  // The counter only grows and ends at the total (seen at every poll of the levels' work).
  struct Seen {
    std::uint64_t last = 0;
    bool backwards = false;
  } seen;
  Progress progress;
  progress.set_poll_hook(
      [](const Progress& p, void* context) {
        Seen& s = *static_cast<Seen*>(context);
        if (p.counter_value(0) < s.last) s.backwards = true;
        s.last = p.counter_value(0);
      },
      &seen);
  LabRun run;
  std::string error;
  REQUIRE(run_lab(parsed("#lab/slide/width=5..6;n=3;seed=p"), LabRunOptions(), progress, run, error));
  CHECK_FALSE(seen.backwards);
  CHECK(seen.last >= 1);
  CHECK(progress.counter_value(0) == 6);
  CHECK(progress.counter_total(0) == 6);
  CHECK(progress.fraction() == doctest::Approx(1.0));

  // Cancelled before it starts: nothing is made.
  Progress cancelled;
  cancelled.request_cancel();
  LabRunOptions three;
  three.jobs = 3;
  REQUIRE(run_lab(parsed("#lab/slide/width=5..6;n=3;seed=p"), three, cancelled, run, error));
  CHECK(run.cancelled);
  CHECK(run.levels.empty());

  // Deep climbs, far more of them than the head start makes: the cancel lands
  // inside a level's generate or between two, and the run keeps a prefix.
  const LabSpec deep = parsed("#lab/slide/width=8..9;set.height=8;set.min_moves=30;set.climb=true;n=500;seed=c");
  for (int jobs : {1, 2}) {
    CAPTURE(jobs);
    LabRun stopped;
    LabRunOptions options;
    options.jobs = jobs;
    test::check_cancel_lands(
        [&](Progress& p) {
          std::string e;
          return run_lab(deep, options, p, stopped, e) && stopped.cancelled;
        },
        std::chrono::milliseconds(60), "lab run");
    CHECK(stopped.levels.size() < 1000);
    for (std::size_t i = 0; i < stopped.levels.size(); ++i) CHECK(stopped.levels[i].index == i);
  }
}

TEST_CASE("in order: items handed over in order on any number of threads; a stop ends the run after a prefix") {
  for (int jobs : {1, 2, 4}) {
    CAPTURE(jobs);
    std::vector<std::size_t> handed;
    const InOrderStats stats = run_in_order<std::size_t>(
        50, jobs, [](std::size_t i) { return i * i; },
        [&](std::size_t i, std::size_t& item) {
          CHECK(item == i * i);
          handed.push_back(i);
        });
    CHECK(stats.handed == 50);
    CHECK(stats.peak_held <= stats.window);
    CHECK(handed.size() == 50);
    CHECK(std::is_sorted(handed.begin(), handed.end()));
    std::atomic<int> made{0};
    std::size_t taken = 0;
    const InOrderStats stopped = run_in_order<int>(
        1000, jobs, [&](std::size_t) { return ++made; }, [&](std::size_t i, int&) { CHECK(i == taken++); },
        [&] { return made.load() >= 10; });
    CHECK(stopped.handed == taken);
    CHECK(taken >= 1);
    CHECK(taken < 1000);
    CHECK(made.load() < 10 + static_cast<int>(stopped.window));
  }
}

TEST_CASE("levelgen lab: the table and the run's link, a CSV the same on 1 and 3 jobs, from options or the link") {
  const std::vector<std::string> options = {
      "lab",   "--kind",   "slide",   "--sweep", "width=5..6", "--sweep", "stationary=10..20:10",
      "--set", "height=5", "--count", "2",       "--seed",     "t"};
  std::vector<std::string> csv_args = options;
  csv_args.insert(csv_args.end(), {"--csv", "-", "--jobs"});
  std::vector<std::string> csvs;
  for (const char* jobs : {"1", "3"}) {
    std::vector<std::string> args = csv_args;
    args.push_back(jobs);
    const Run r = levelgen(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    csvs.push_back(without_ms(r.out));
    CHECK(r.err.find("width  stationary  levels  failed  par mean  par min  par max  ms median  ms p95") !=
          std::string::npos);  // the table goes to standard error then
  }
  CHECK(csvs[0] == csvs[1]);
  CHECK(std::count(csvs[0].begin(), csvs[0].end(), '\n') == 9);
  CHECK(csvs[0].rfind("width,stationary,seed,code,par\n5,10,t.c0.0,slide-", 0) == 0);
  CHECK(csvs[0].find("\n6,20,t.c3.1,slide-") != std::string::npos);

  // To a file, with the table and the link on standard output.
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "pgw_test_lab";
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "lab.csv").string();
  std::vector<std::string> args = options;
  args.insert(args.end(), {"--csv", file, "--jobs", "2"});
  Run r = levelgen(args);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  std::ifstream in(file, std::ios::binary);
  const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(without_ms(written) == csvs[0]);
  const std::string link = "#lab/slide/width=5..6;stationary=10..20:10;set.height=5;n=2;seed=t";
  CHECK(r.out.rfind("lab slide: 4 cells × 2 levels, seed t\nwidth  stationary  levels", 0) == 0);
  CHECK(r.out.find("\n" + link + "\n") != std::string::npos);
  CHECK(r.err.find("levelgen lab: 8 of 8 levels in ") != std::string::npos);

  // The link alone; the link run.
  args = options;
  args.push_back("--link");
  r = levelgen(args);
  CHECK(r.status == 0);
  CHECK(r.out == link + "\n");
  r = levelgen({"lab", "https://example.org/#" + link.substr(1), "--csv", "-", "--jobs", "2"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(without_ms(r.out) == csvs[0]);
  // Flow's difficulty swept and measured: the columns keep apart.
  r = levelgen({"lab", "#lab/flow/difficulty=easy;set.width=5;set.height=5;n=1;seed=d", "--csv", "-"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.rfind("difficulty,seed,code,measured difficulty,ms\neasy,d.c0.0,flow-", 0) == 0);
  CHECK(r.err.find("easy 100%") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("levelgen lab: bad arguments exit 2 with a message naming them") {
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  const std::vector<Case> cases = {
      {{"lab"}, "levelgen lab: needs --kind K (slide, flow"},
      {{"lab", "--kind", "slide", "--count", "2"}, "needs --sweep FIELD=A..B[:STEP]"},
      {{"lab", "--kind", "slide", "--sweep", "width=5..6"}, "needs --count N (levels per cell, 1–10000)"},
      {{"lab", "--kind", "maze", "--sweep", "width=5..6", "--count", "1"}, "unknown kind 'maze'"},
      {{"lab", "--kind", "slide", "--sweep", "width", "--count", "1"}, "--sweep 'width' is not FIELD=A..B"},
      {{"lab", "--kind", "slide", "--sweep", "width=6..5", "--count", "1"}, "the range runs backwards"},
      {{"lab", "--kind", "slide", "--sweep", "width=5..6", "--count", "0"}, "--count: 0 is out of range 1–10000"},
      {{"lab", "--kind", "slide", "--sweep", "width=5..6", "--count", "1", "--jobs", "0"}, "--jobs: 0 is out of range"},
      {{"lab", "--kind", "slide", "--sweep", "width=5..6", "--count", "1", "--set", "x"},
       "--set x: expected FIELD=VALUE"},
      {{"lab", "--kind", "slide", "--sweep", "width=5..6", "--count", "1", "--set", "hardest=yes"},
       "width=5: hardest 'yes' is not true or false"},
      {{"lab", "--kind", "slide", "--sweep", "width=5..6", "--count", "1", "--frobnicate"},
       "unknown option --frobnicate"},
      {{"lab", "#lab/slide/width=5..6;n=1;seed=s", "--kind", "slide"}, "a Lab link names the whole run: --kind"},
      {{"lab", "#lab/slide/width=5..6;n=1"}, "the Lab link has no seed=<text>"},
      {{"lab", "#lab/slide/width=5..6;n=1;seed=s", "extra"}, "unexpected argument 'extra'"},
      {{"lab", "#lab/slide/width=5..6;n=1;seed=s", "--csv", "/nonexistent-dir/x/lab.csv"},
       "cannot write '/nonexistent-dir/x/lab.csv'"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.message);
    const Run r = levelgen(c.args);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK_MESSAGE(r.err.find(c.message) != std::string::npos, r.err);
  }
  const Run help = levelgen({"--help"});
  CHECK(help.out.find("levelgen lab --kind K --sweep FIELD=A..B[:STEP]") != std::string::npos);
}

namespace {

// A run streamed into LabResults (core/lab_results.hpp), as the app's Lab view keeps it.

struct Streamed {
  LabSpec spec;
  LabRun run;
  LabResults results;
  std::vector<std::string> codes;
};

Streamed stream(const std::string& link, std::size_t code_budget = std::size_t(32) << 20) {
  Streamed out;
  std::string error;
  REQUIRE_MESSAGE(parse_lab_link(link, out.spec, error), error);
  std::vector<LabCell> cells;
  REQUIRE_MESSAGE(lab_cells(out.spec, find_kind, cells, error), error);
  out.results.start(cells.size(), out.spec.count, code_budget);
  LabRunOptions options;
  options.jobs = 2;
  options.keep_codes = false;
  options.each = [&](const LabLevel& level) {
    out.results.add(level);
    out.codes.push_back(level.code);
  };
  Progress progress;
  REQUIRE_MESSAGE(run_lab(out.spec, options, progress, out.run, error), error);
  return out;
}

}  // namespace

TEST_CASE("lab results: 20 bytes a level; the runner's summaries; codes kept within their budget") {
  CHECK(sizeof(LabRecord) <= 20);
  const Streamed s = stream("#lab/slide/width=5..6;stationary=10..20:10;set.height=5;n=3;seed=r");
  const LabResults& r = s.results;
  REQUIRE(r.size() == 12);
  CHECK(r.total() == 12);
  CHECK(r.cells() == 4);
  CHECK(r.cells_done() == 4);
  CHECK(r.numeric());
  CHECK(r.codes_kept());
  REQUIRE(s.run.summaries.size() == 4);
  for (std::size_t c = 0; c < 4; ++c) {
    CAPTURE(c);
    CHECK(r.cell_size(c) == 3);
    const LabSummary a = r.summary(c), b = s.run.summaries[c];
    CHECK((a.count == b.count && a.failures == b.failures && a.measured == b.measured && a.numeric == b.numeric));
    CHECK((a.mean == b.mean && a.min == b.min && a.max == b.max));
    CHECK((a.median_ms == b.median_ms && a.p95_ms == b.p95_ms));
  }
  for (std::size_t i = 0; i < r.size(); ++i) {
    CAPTURE(i);
    CHECK(r.at(i).cell == i / 3);
    CHECK(r.at(i).index == i % 3);
    CHECK(r.code(i) == s.codes[i]);
    CHECK(r.text(r.at(i).measure) == s.run.levels[i].measure);
    double par = 0;
    CHECK(r.measure_number(r.at(i), par));
    CHECK(par >= 1);
  }
  // A budget too small for every code keeps none: each is made again from its recipe.
  const Streamed tight = stream("#lab/slide/width=5..5;set.height=5;n=3;seed=r", 40);
  CHECK_FALSE(tight.results.codes_kept());
  CHECK(tight.results.code(0).empty());
  CHECK(tight.results.size() == 3);
  // A partial cell is summed up as far as it goes.
  LabResults partial;
  partial.start(2, 4);
  for (std::uint32_t i = 0; i < 3; ++i) {
    LabLevel level;
    level.index = i;
    level.ok = true;
    level.measure = std::to_string(5 + i);
    level.ms = static_cast<float>(i + 1);
    partial.add(level);
  }
  CHECK(partial.cells_done() == 0);
  CHECK(partial.cell_size(0) == 3);
  CHECK(partial.cell_size(1) == 0);
  const LabSummary p = partial.summary(0);
  CHECK(p.count == 3);
  CHECK(p.mean == doctest::Approx(6));
  CHECK(p.median_ms == doctest::Approx(2));
  CHECK(partial.memory_bytes() > 0);
}

TEST_CASE("lab levels as bytes: a run's levels read back equal, in batches; cut bytes are refused") {
  const Streamed s = stream("#lab/slide/width=5..6;set.height=5;n=3;seed=b");
  std::vector<LabLevel> made = s.run.levels;
  for (std::size_t i = 0; i < made.size(); ++i) made[i].code = s.codes[i];
  LabLevel failed;
  failed.cell = 7;
  failed.index = 70000;
  failed.ms = 1.25f;
  failed.error = "no level: \"x\"\n\xe2\x80\x94 tried 3";
  made.push_back(failed);
  // Two batches, as the worker posts them, decoded into one list.
  std::string first, second;
  for (std::size_t i = 0; i < made.size(); ++i) encode_lab_level(made[i], i < 2 ? first : second);
  std::vector<LabLevel> back;
  REQUIRE(decode_lab_levels(first, back));
  REQUIRE(decode_lab_levels(second, back));
  REQUIRE(decode_lab_levels("", back));
  REQUIRE(back.size() == made.size());
  for (std::size_t i = 0; i < made.size(); ++i) {
    CAPTURE(i);
    CHECK((back[i].cell == made[i].cell && back[i].index == made[i].index && back[i].ok == made[i].ok));
    CHECK((back[i].code == made[i].code && back[i].measure == made[i].measure && back[i].error == made[i].error));
    CHECK(back[i].ms == made[i].ms);
  }
  CHECK(back[0].ok);
  CHECK_FALSE(back.back().ok);
  // Cut anywhere inside a level: nothing is appended.
  std::string one;
  encode_lab_level(failed, one);
  for (std::size_t cut = 1; cut < one.size(); ++cut) {
    CAPTURE(cut);
    std::vector<LabLevel> none;
    CHECK_FALSE(decode_lab_levels(first + one.substr(0, cut), none));
    CHECK(none.empty());
  }
}

TEST_CASE("lab results: statistics per cell; histograms of a measure, of grades and of CPU time") {
  LabSummary s;
  s.count = 4;
  s.failures = 1;
  s.measured = 3;
  s.numeric = true;
  s.mean = 7.5;
  s.max = 9;
  s.median_ms = 2;
  s.p95_ms = 8;
  CHECK(lab_statistic(s, LabStat::MeanMeasure) == 7.5);
  CHECK(lab_statistic(s, LabStat::MaxMeasure) == 9);
  CHECK(lab_statistic(s, LabStat::MedianMs) == 2);
  CHECK(lab_statistic(s, LabStat::P95Ms) == 8);
  CHECK(lab_statistic(s, LabStat::FailureRate) == 0.25);
  CHECK(std::isnan(lab_statistic(s, LabStat::Share, "easy")));
  CHECK(std::isnan(lab_statistic(LabSummary(), LabStat::MedianMs)));
  s.numeric = false;
  s.shares = {{"easy", 1}, {"hard", 2}};
  CHECK(std::isnan(lab_statistic(s, LabStat::MeanMeasure)));
  CHECK(lab_statistic(s, LabStat::Share, "hard") == doctest::Approx(2.0 / 3.0));
  CHECK(lab_statistic(s, LabStat::Share, "expert") == 0.0);
  CHECK(std::string(lab_stat_name(LabStat::P95Ms)) == "p95 ms");

  // Whole numbers: a bar a value while they fit, else bars of a round width.
  LabResults r;
  r.start(1, 30);
  for (std::uint32_t i = 0; i < 30; ++i) {
    LabLevel level;
    level.index = i;
    level.ok = i != 29;
    level.measure = i == 29 ? "" : std::to_string(10 + i);  // 10 … 38
    level.error = "none found";
    level.ms = static_cast<float>(i) * 0.5f;  // 0 … 14.5
    r.add(level);
  }
  LabHistogram h = lab_histogram(r, 0, false, 40);
  CHECK(h.numeric);
  REQUIRE(h.bins.size() == 29);
  CHECK(h.bins[0].label == "10");
  CHECK(h.most == 1);
  h = lab_histogram(r, 0, false, 10);
  REQUIRE(h.bins.size() == 6);  // 29 values: bars 5 wide, 10–14 … 35–39
  CHECK(h.bins[0].label == "10–14");
  CHECK(h.bins[0].count == 5);
  int counted = 0;
  for (const LabBin& bin : h.bins) counted += bin.count;
  CHECK(counted == 29);  // the failure has no measure
  CHECK(lab_bin_of(r, h, r.at(6)) == 1);
  CHECK(lab_bin_of(r, h, r.at(29)) == -1);
  LabHistogram ms = lab_histogram(r, 0, true, 20);
  CHECK(ms.ms);
  REQUIRE(ms.bins.size() == 15);  // 1 ms wide, 0 … 14.5
  CHECK(ms.bins[0].label == "0–1 ms");
  CHECK(ms.bins[0].count == 2);
  CHECK(lab_bin_of(r, ms, r.at(29)) == 14);
  CHECK(r.text(r.at(29).error) == "none found");

  // Grades: a bar a grade, in their order.
  const Streamed flow = stream("#lab/flow/width=5..5;set.height=5;set.difficulty=any;n=6;seed=g");
  CHECK_FALSE(flow.results.numeric());
  const LabHistogram grades = lab_histogram(flow.results, 0, false, 40);
  CHECK_FALSE(grades.numeric);
  REQUIRE_FALSE(grades.bins.empty());
  const LabSummary fs = flow.results.summary(0);
  REQUIRE(fs.shares.size() == grades.bins.size());
  for (std::size_t b = 0; b < grades.bins.size(); ++b) {
    CHECK(grades.bins[b].label == fs.shares[b].first);
    CHECK(grades.bins[b].count == fs.shares[b].second);
  }
}

TEST_CASE("lab results: the CSV is levelgen lab's but for ms; the JSON has every cell and level") {
  const std::string link = "#lab/slide/width=5..6;stationary=10..20:10;set.height=5;n=2;seed=t";
  const Streamed s = stream(link);
  std::vector<LabCell> cells;
  std::string error;
  REQUIRE(lab_cells(s.spec, find_kind, cells, error));
  const KindApi& kind = *find_kind("slide");
  std::string csv = lab_csv_header(s.spec, kind);
  for (std::size_t i = 0; i < s.results.size(); ++i) {
    const LabRecord& rec = s.results.at(i);
    csv += lab_csv_row(cells[rec.cell], lab_level_seed(s.spec.seed, rec.cell, rec.index), s.results.code(i),
                       s.results.text(rec.measure), rec.ms);
  }
  const test::Run cli = test::levelgen({"lab", link, "--csv", "-", "--jobs", "1"});
  REQUIRE_MESSAGE(cli.status == 0, cli.err);
  CHECK(without_ms(csv) == without_ms(cli.out));
  CHECK(lab_csv_row(cells[0], "a,b", "x\"y", "3", 1.5f) == "5,10,\"a,b\",\"x\"\"y\",3,1.50\n");
  CHECK(lab_measure_column(s.spec, kind) == "par");
  CHECK(is_lab_link(link));
  CHECK(is_lab_link("https://example.org/app/" + link));
  CHECK(is_lab_link("lab/slide/width=5;n=1;seed=a"));
  CHECK_FALSE(is_lab_link("#recipe/slide/6x6/a"));
  CHECK_FALSE(is_lab_link("https://example.org/lab/"));

  const std::string json = lab_results_json(s.spec, kind, cells, s.results, s.codes);
  CHECK(json.rfind("{\"link\":\"" + link + "\",\"kind\":\"slide\",\"measure\":\"par\",\"swept\":[\"width\",", 0) == 0);
  CHECK(json.find("\"cells\":[{\"values\":[\"5\",\"10\"],\"params\":") != std::string::npos);
  CHECK(json.find("\"seed\":\"t.c3.1\",\"code\":\"" + s.codes[7] + "\"") != std::string::npos);
}

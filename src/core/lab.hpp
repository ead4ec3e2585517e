// lab.hpp — the Lab: a kind's form fields swept, and what the generator makes.
//
// A sweep spec names a kind, one or two of its form fields swept (a Number
// field over a range A..B[:STEP], a Text field over a list a|b|c), the other
// fields fixed (ParamFields; a field not given keeps the kind's default, as
// params_from_fields has it), how many levels each cell makes and a seed.
// The cells are the sweeps' cartesian product, the first sweep outer; each
// cell's params text is the kind's params_from_fields of its fields, and its
// level i's seed is "<seed>.c<cell>.<i>" (lab_level_seed), so every level is a
// recipe of its own. kinds/lab_run.hpp runs a spec; `levelgen lab` prints it.
//
// The spec travels as a link, readable and editable by hand:
//
//   #lab/<kind>/<item>;<item>;…
//   <item>  <field>=<from>..<to>[:<step>]  a Number field swept: from, from+step, … up to to
//                                          (from ≤ to, step ≥ 1, 1 when absent; whole numbers)
//         | <field>=<value>|<value>|…      a Text field swept over its values, in order
//         | set.<field>=<value>            a field fixed (any type; a Keyed one by its key,
//                                          set.*rm_ufo=+craft_drop_firebird)
//         | n=<count>                      levels per cell, 1–10000 (required)
//         | seed=<text>                    the run's seed, 1–40 characters (required)
//
//   #lab/slide/width=6..10:2;stationary=10..40:10;set.min_moves=8;n=20;seed=abc
//   #lab/flow/env=countryside|town|canyon;set.difficulty=medium;set.width=9;n=5;seed=7
//
// One or two sweeps; the first written is the outer one. The other items may
// come in any order; the canonical link (lab_link_fragment) writes the sweeps,
// then the set. items by field name, then n, then seed, a range's step only
// when it is not 1. Names and values are percent-encoded: letters, digits and
// "-._~*+!,@" stand for themselves, any other byte is %XX (upper case written,
// either case read); a list whose only value reads as a range writes its dots
// %2E. Decoded names and values are UTF-8. At most cells × n = 100,000 levels.
// The link is read from a whole URL (what follows its first '#'), a fragment
// with or without '#'.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/kind_api.hpp"

namespace pgw {

constexpr int kMaxLabSweeps = 2;
constexpr int kMaxLabCount = 10000;              // levels per cell
constexpr std::uint64_t kMaxLabLevels = 100000;  // cells × count
// A level's seed "<seed>.c<cell>.<level>" must still be a recipe's (at most
// kMaxSeedLength = 63 characters): 40 + ".c99999.9999".
constexpr std::size_t kMaxLabSeed = 40;
constexpr std::size_t kMaxLabLink = 1 << 16;  // characters: a pasted .ump text may be a fixed field

// One swept field: a range of whole numbers or a list of texts.
struct LabSweep {
  std::string field;
  bool range = true;
  int from = 0, to = 0, step = 1;   // range: from, from+step, … ≤ to
  std::vector<std::string> values;  // list, in order
  std::uint64_t size() const;       // values swept
  std::string value(std::size_t i) const;
  bool operator==(const LabSweep& o) const;
};

struct LabSpec {
  std::string kind;
  std::vector<LabSweep> sweeps;  // 1 or 2; the first is the outer one
  ParamFields fixed;             // set.<field>=<value>
  int count = 1;                 // levels per cell
  std::string seed;
  std::uint64_t cells() const;  // the sweeps' sizes multiplied
  bool operator==(const LabSpec& o) const;
};

// One cell of a spec: each sweep's value, and the params text they make.
struct LabCell {
  std::vector<std::string> values;  // per sweep, in the spec's order
  std::string params;
};

// A sweep as written on the command line (no percent-encoding):
// FIELD=A..B[:STEP] or FIELD=a|b|c. False with `error` naming what is wrong.
bool parse_lab_sweep(std::string_view text, LabSweep& sweep, std::string& error);

// The spec's shape, without its kind: one or two sweeps (ranges that run
// forward with a step of at least 1, lists without empty or repeated values),
// no field swept twice or both swept and set, n in 1–10000, a seed of 1–40
// characters, at most 100,000 levels. Empty when all is well.
std::string check_lab_spec(const LabSpec& spec);

// "#lab/<kind>/…", canonical (above).
std::string lab_link_fragment(const LabSpec& spec);
// A Lab link read and its shape checked (check_lab_spec); false with `error`
// saying what is wrong and where. Whether its kind and fields are good is lab_cells'.
bool parse_lab_link(std::string_view text, LabSpec& spec, std::string& error);
// The text is a Lab link: its fragment (after the first '#', or the whole text) begins "lab/".
bool is_lab_link(std::string_view text);
// parse_lab_link as a TextReader (kind_api.hpp's read_text), for the fuzz target.
TextRead read_lab_link(std::string_view text);

// The spec against its kind: a known kind, swept fields of the kind that can
// be swept (a Number over a range, a Text over a list; never a Flag or a Keyed
// one), fixed fields the kind knows, and every cell's fields accepted by its
// params_from_fields, else `error` names the cell ("width=3: width 3 is out of
// range 4–12"). `known_kinds` lists the kinds for the message of an unknown one.
bool lab_cells(const LabSpec& spec, KindLookup lookup, std::vector<LabCell>& cells, std::string& error,
               std::string_view known_kinds = "");
// A cell's fields: the fixed ones with its sweeps' values.
ParamFields lab_cell_fields(const LabSpec& spec, const LabCell& cell);
// "width=6, stationary=10", for messages and tables.
std::string lab_cell_label(const LabSpec& spec, const LabCell& cell);
// Level `level` of cell `cell`: "<seed>.c<cell>.<level>" ("abc.c3.7"), both 0-based.
std::string lab_level_seed(std::string_view seed, std::size_t cell, std::size_t level);

// One level a run made: compact, for 100,000 of them.
struct LabLevel {
  std::uint32_t cell = 0;
  std::uint32_t index = 0;  // within its cell: its seed is lab_level_seed(seed, cell, index)
  bool ok = false;
  std::string code;     // the level, when ok
  std::string measure;  // the kind's measure (KindApi::measure_name), "" when it gave none
  std::string error;    // why not, when not ok
  float ms = 0;         // CPU ms the level took: the one field that differs between runs
};

// A cell's levels summed up. The measure's statistics are over the levels
// that have one (Assembly measures its failures too: ok 0): when every one is
// a whole number, their mean, min and max; otherwise (Flow's grades) how many
// levels have each value, difficulties in their order, then others by name.
struct LabSummary {
  int count = 0;     // levels made
  int failures = 0;  // not ok
  int measured = 0;  // with a measure
  bool numeric = false;
  double mean = 0, min = 0, max = 0;
  std::vector<std::pair<std::string, int>> shares;
  double median_ms = 0, p95_ms = 0;  // nearest rank, over every level
};
LabSummary summarize_lab_levels(const LabLevel* levels, std::size_t count);

// Levels as bytes, for a run made in another place than the one that shows it
// (the app without threads runs it in a plain Web Worker, which posts them in
// batches): per level its cell, index, CPU ms, ok and its code, measure and
// error, little-endian, each text after its length. decode_lab_levels appends
// the levels `bytes` holds; false, appending none, when they are cut short.
void encode_lab_level(const LabLevel& level, std::string& out);
bool decode_lab_levels(std::string_view bytes, std::vector<LabLevel>& out);

}  // namespace pgw

// batch.hpp — many levels at once: --count N [--jobs J], and packs.
//
// Levels come from consecutive seeds (S, S+1, …), each made on its own from
// its seed, so the lines are the same whatever the number of threads; they
// are printed in seed order, without timings (the one thing that would
// differ), and a summary (levels per second) goes to standard error. A pack
// is the same levels sorted by difficulty, written as pack.json and as
// printable pages: puzzles-N.svg, and the solutions apart in solutions-N.svg;
// pack.json has the pack's levels as a hand-made collection link too
// ("collection": "#collection/list-…", core/collection.hpp: codes and recipes).
// (levelgen built to wasm makes them all on one thread; see core/in_order.hpp.)
#pragma once

#include <cstddef>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/in_order.hpp"
#include "core/kind_api.hpp"
#include "core/sheet.hpp"

namespace pgw::cli {

struct BatchLevel {
  bool ok = false;
  std::string json;   // the level's JSON line, without timings
  std::string error;  // when not ok
  // For a pack: sorted by (rank, subrank), then seed order.
  int rank = 0;       // 1 easy … 4 expert, 5 without a grade
  int subrank = 0;    // within the rank, harder later
  SheetItem puzzle, solution;  // captions included
  std::string code, params, seed;  // the level and its recipe, for the pack's collection link
};

using MakeLevel = std::function<BatchLevel(const std::string& seed)>;

// A batch's seeds, S, S+1, …, S+count-1, each made as text when asked for
// (a batch of 100,000 levels holds none of them).
struct Seeds {
  std::string base;  // S as given (the only seed when count is 1: any text)
  unsigned long long first = 0;
  std::size_t count = 0;
  std::size_t size() const { return count; }
  std::string at(std::size_t i) const { return count == 1 ? base : std::to_string(first + i); }
};

// S must be a whole number when count > 1.
bool consecutive_seeds(const std::string& base, int count, Seeds& seeds, std::string& error);

// Parses --count and --jobs (jobs default: every core) from `args`.
struct BatchOptions {
  bool batch = false;  // --count was given
  int count = 1;
  int jobs = 1;
};
bool batch_options(const Args& args, BatchOptions& options, std::string& error);

// The pack's folder made (with its parents) and a file written and removed
// there, before any level is made: false with why ("'x' is a file").
bool check_pack_dir(const std::string& dir, std::string& error);

// How many levels a batch on `threads` threads holds at most: made and not
// yet printed (levels are taken only that far ahead of the next line;
// core/in_order.hpp).
std::size_t batch_window(int threads);

// What a batch held: its window and the most levels it held at once (made,
// not yet printed), never more than the window whatever the count.
using BatchStats = InOrderStats;

// Makes the levels and prints each line, in order, as soon as it and those
// before it are made (streamed: memory stays flat whatever the count); with
// `pack_dir`, also keeps them and writes the pack there. Returns the exit
// status (1 when a level failed).
int run_batch(const char* kind, const Seeds& seeds, int jobs, const MakeLevel& make, Streams& io,
              const std::string& pack_dir = "", const std::string& pack_title = "", BatchStats* stats = nullptr);

// The end of every kind's generate command: without --count, one level with
// timings; with it (or a pack), the batch. `make(seed, timing)` makes a level.
int print_levels(const char* kind, const std::string& params_text, const std::string& seed, const BatchOptions& batch,
                 const std::string& pack_dir, const std::function<BatchLevel(const std::string&, bool)>& make,
                 Streams& io);

// A kind's whole generate command (and its pack): read `words` through
// generate.hpp's read_generate (the kind's form fields, --seed, --count,
// --jobs and the kind's `own_flags`), let `read` turn the request into the
// kind's Params (decode, then what the CLI adds), then print_levels with its
// params text (`encode`) and its level maker (`make(params, seed, timing)`).
template <class Params, class Read, class Encode, class Make>
int generate_command_of(const KindApi& kind, const std::vector<std::string>& words, Streams& io,
                        const std::string& pack_dir, const std::vector<std::string>& own_flags, Read read,
                        Encode encode, Make make) {
  GenerateRequest request;
  std::string error;
  Params p;
  BatchOptions batch;
  if (!read_generate(kind, words, {"count", "jobs"}, request, error, own_flags) || !read(request, p, error) ||
      !batch_options(request.args, batch, error)) {
    io.err << "levelgen " << kind.name << ": " << error << "\n";
    return kExitUsage;
  }
  return print_levels(kind.name, encode(p), request.seed, batch, pack_dir,
                      [&](const std::string& s, bool timing) { return make(p, s, timing); }, io);
}

}  // namespace pgw::cli

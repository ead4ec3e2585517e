#include "cli/batch.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <numeric>
#include <ostream>
#include <thread>

#include "cli/args.hpp"
#include "core/collection.hpp"
#include "core/json.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

bool consecutive_seeds(const std::string& base, int count, Seeds& seeds, std::string& error) {
  seeds = Seeds();
  seeds.base = base;
  seeds.count = static_cast<std::size_t>(std::max(count, 0));
  if (count == 1) return true;
  const bool digits = !base.empty() && base.size() <= 18 && base.find_first_not_of("0123456789") == std::string::npos;
  if (!digits) {
    error = "--count needs a whole number as --seed (levels use consecutive seeds), not '" + base + "'";
    return false;
  }
  seeds.first = std::stoull(base);
  return true;
}

bool batch_options(const Args& args, BatchOptions& options, std::string& error) {
  options.batch = args.has("count");
  if (!args.integer("count", 1, 100000, options.count, error)) return false;
  const unsigned cores = std::thread::hardware_concurrency();
  options.jobs = cores == 0 ? 1 : static_cast<int>(cores);
  if (!args.integer("jobs", 1, 256, options.jobs, error)) return false;
  if (args.has("jobs") && !options.batch) {
    error = "--jobs needs --count";
    return false;
  }
  return true;
}

namespace {

bool write_file(const std::filesystem::path& path, const std::string& text, std::string& error) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file) {
    error = "cannot write '" + path.string() + "'";
    return false;
  }
  return true;
}

// The pack's levels, in the pack's order, as a hand-made collection link:
// each level's code with its recipe. Empty (and said on standard error) when
// the pack has more levels than a collection holds.
std::string pack_collection(const char* kind, const std::string& title, const std::vector<BatchLevel>& levels,
                            const std::vector<std::size_t>& order, Streams& io) {
  if (levels.empty()) return std::string();
  if (levels.size() > static_cast<std::size_t>(kMaxCollectionLevels)) {
    io.err << "levelgen " << kind << ": " << levels.size() << " levels are more than a collection holds ("
           << kMaxCollectionLevels << "); pack.json has no collection link\n";
    return std::string();
  }
  const KindApi* api = find_kind(kind);
  Collection c;
  c.type = Collection::Type::HandMade;
  // The pack's title when it fits a collection's ("Flow 15x15.countryside.d60, seeds 1–30").
  c.title = title.size() <= kMaxCollectionTitle ? title : std::string();
  for (std::size_t i : order) {
    CollectionLevel level;
    level.kind = kind;
    level.code = levels[i].code;
    level.version = api->generator_version;
    level.params = levels[i].params;
    level.seed = levels[i].seed;
    c.levels.push_back(std::move(level));
  }
  std::string error;
  if (!check_collection(c, find_kind, error, kind_names())) {
    io.err << "levelgen " << kind << ": no collection link: " << error << "\n";
    return std::string();
  }
  return collection_link_fragment(c);
}

}  // namespace

bool check_pack_dir(const std::string& dir, std::string& error) {
  std::error_code ec;
  const std::filesystem::path root(dir);
  if (std::filesystem::exists(root, ec) && !std::filesystem::is_directory(root, ec)) {
    error = "--out '" + dir + "' is a file, not a folder";
    return false;
  }
  std::filesystem::create_directories(root, ec);
  if (ec) {
    error = "cannot make the folder '" + dir + "': " + ec.message();
    return false;
  }
  const std::filesystem::path probe = root / ".levelgen-probe";
  {
    std::ofstream file(probe, std::ios::binary);
    file << "probe";
    if (!file) {
      error = "cannot write in the folder '" + dir + "'";
      return false;
    }
  }
  std::filesystem::remove(probe, ec);
  return true;
}

namespace {

bool write_pack(const char* kind, const std::string& dir, const std::string& title,
                const std::vector<BatchLevel>& levels, Streams& io) {
  std::vector<std::size_t> order(levels.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return levels[a].rank != levels[b].rank ? levels[a].rank < levels[b].rank : levels[a].subrank < levels[b].subrank;
  });
  std::string error;  // the folder was made by check_pack_dir, before any level
  std::string json = "{\"kind\":" + json_quote(kind) + ",\"title\":" + json_quote(title);
  const std::string collection = pack_collection(kind, title, levels, order, io);
  if (!collection.empty()) json += ",\"collection\":" + json_quote(collection);
  json += ",\"levels\":[\n";
  std::vector<SheetItem> puzzles, solutions;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const BatchLevel& level = levels[order[i]];
    json += level.json + (i + 1 < order.size() ? ",\n" : "\n");
    SheetItem puzzle = level.puzzle, solution = level.solution;
    const std::string number = std::to_string(i + 1) + ". ";
    if (!puzzle.caption.empty()) puzzle.caption[0] = number + puzzle.caption[0];
    if (!solution.caption.empty()) solution.caption[0] = number + solution.caption[0];
    puzzles.push_back(std::move(puzzle));
    solutions.push_back(std::move(solution));
  }
  json += "]}\n";
  const std::filesystem::path root(dir);
  if (!write_file(root / "pack.json", json, error)) {
    io.err << "levelgen: " << error << "\n";
    return false;
  }
  const std::vector<std::string> puzzle_pages = sheet_pages(title, puzzles);
  const std::vector<std::string> solution_pages = sheet_pages(title + " — solutions", solutions);
  for (std::size_t p = 0; p < puzzle_pages.size(); ++p)
    if (!write_file(root / ("puzzles-" + std::to_string(p + 1) + ".svg"), puzzle_pages[p], error)) {
      io.err << "levelgen: " << error << "\n";
      return false;
    }
  for (std::size_t p = 0; p < solution_pages.size(); ++p)
    if (!write_file(root / ("solutions-" + std::to_string(p + 1) + ".svg"), solution_pages[p], error)) {
      io.err << "levelgen: " << error << "\n";
      return false;
    }
  io.err << "levelgen " << kind << ": pack of " << levels.size() << " levels in " << dir << " (pack.json, "
         << puzzle_pages.size() << " puzzle page(s), " << solution_pages.size() << " solution page(s))\n";
  return true;
}

}  // namespace

namespace {

// What the calling thread and its helpers share. Helpers are detached and
// hold it by shared_ptr: where threads start late (wasm, a thread pool in
// use), the calling thread may do all the work itself and return before a
// helper starts; such a helper then finds no work and leaves.
//
// The levels made and not yet printed live in a ring of `window` slots: level
// i in slot i % window. A level is taken only while it is fewer than `window`
// ahead of the next line to print, so however many levels the batch makes, it
// never holds more than `window` of them (a pack keeps its own copies, which
// it needs for sorting).
struct Batch {
  Seeds seeds;
  MakeLevel make;
  std::size_t window = 1;
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next = 0;     // the next level to take, under the mutex
  std::size_t printed = 0;  // lines printed so far, under the mutex
  std::vector<BatchLevel> slots;
  std::vector<char> done;   // per slot
  std::size_t held = 0, peak_held = 0;  // levels made and not yet printed
  int started = 0, finished = 0;  // helpers, under the mutex

  // Under the mutex: may the next level be taken now?
  bool can_take() const { return next < seeds.size() && next < printed + window; }
  bool all_taken() const { return next >= seeds.size(); }

  // Makes level `i` (taken under the mutex) and stores it in its slot.
  void make_one(std::size_t i) {
    BatchLevel level = make(seeds.at(i));
    std::lock_guard<std::mutex> lock(mutex);
    slots[i % window] = std::move(level);
    done[i % window] = 1;
    peak_held = std::max(peak_held, ++held);
    changed.notify_all();
  }

  // A helper: takes levels while any are left, waiting while the window is full.
  void help() {
    std::unique_lock<std::mutex> lock(mutex);
    ++started;
    for (;;) {
      changed.wait(lock, [&] { return can_take() || all_taken(); });
      if (all_taken()) break;
      const std::size_t i = next++;
      lock.unlock();
      make_one(i);
      lock.lock();
    }
    ++finished;
    changed.notify_all();
  }
};

}  // namespace

std::size_t batch_window(int threads) { return 2 * static_cast<std::size_t>(std::max(threads, 1)) + 2; }

int run_batch(const char* kind, const Seeds& seeds, int jobs, const MakeLevel& make, Streams& io,
              const std::string& pack_dir, const std::string& pack_title, BatchStats* stats) {
  const std::size_t n = seeds.size();
  auto batch = std::make_shared<Batch>();
  batch->seeds = seeds;
  batch->make = make;
#ifdef __EMSCRIPTEN__
  // levelgen compiled to wasm (for native/wasm determinism checks) runs as
  // one synchronous program: a Web Worker thread it starts beyond its pool,
  // or a detached one's worker, waits for an event loop that never turns. So
  // it makes every level on the calling thread (the lines are the same).
  const int threads = 1;
  (void)jobs;
#else
  const int threads = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(std::max(jobs, 1)), n));
#endif
  batch->window = batch_window(threads);
  batch->slots.resize(batch->window);
  batch->done.assign(batch->window, 0);
  const auto t0 = std::chrono::steady_clock::now();
  for (int t = 1; t < threads; ++t) std::thread([batch] { batch->help(); }).detach();
  // The calling thread prints the lines in seed order, and makes levels
  // itself while the next line is not ready.
  int failed = 0;
  std::vector<BatchLevel> kept;  // a pack's levels
  for (std::size_t i = 0; i < n; ++i) {
    BatchLevel level;
    {
      std::unique_lock<std::mutex> lock(batch->mutex);
      while (!batch->done[i % batch->window]) {
        if (batch->can_take()) {
          const std::size_t j = batch->next++;
          lock.unlock();
          batch->make_one(j);
          lock.lock();
        } else {
          batch->changed.wait(lock);
        }
      }
      level = std::move(batch->slots[i % batch->window]);
      batch->slots[i % batch->window] = BatchLevel();
      batch->done[i % batch->window] = 0;
      --batch->held;
      batch->printed = i + 1;
      batch->changed.notify_all();
    }
    if (level.ok) {
      io.out << level.json << "\n";
      if (!pack_dir.empty()) kept.push_back(std::move(level));
    } else {
      io.err << "levelgen " << kind << ": seed " << seeds.at(i) << ": " << level.error << "\n";
      ++failed;
    }
  }
  {
    // Every helper that started has finished its level (all are done); let it leave.
    std::unique_lock<std::mutex> lock(batch->mutex);
    batch->changed.wait(lock, [&] { return batch->finished == batch->started; });
    if (stats) {
      stats->threads = threads;
      stats->window = batch->window;
      stats->peak_held = batch->peak_held;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  io.err << "levelgen " << kind << ": " << n - static_cast<std::size_t>(failed) << " of " << n << " levels in "
         << seconds << " s (" << (seconds > 0 ? static_cast<double>(n) / seconds : 0.0) << " levels/s) on "
         << threads << " thread" << (threads == 1 ? "" : "s") << "\n";
  if (!pack_dir.empty() && !write_pack(kind, pack_dir, pack_title, kept, io)) return kExitUsage;
  return failed ? kExitFailed : kExitOk;
}

int print_levels(const char* kind, const std::string& params_text, const std::string& seed, const BatchOptions& batch,
                 const std::string& pack_dir, const std::function<BatchLevel(const std::string&, bool)>& make,
                 Streams& io) {
  if (batch.batch || !pack_dir.empty()) {
    Seeds seeds;
    std::string error;
    if (!consecutive_seeds(seed, batch.count, seeds, error)) {
      io.err << "levelgen " << kind << ": " << error << "\n";
      return kExitUsage;
    }
    std::string title = std::string(kind) + " " + params_text + ", seeds " + seeds.at(0) + "–" + seeds.at(seeds.size() - 1);
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    return run_batch(kind, seeds, batch.jobs, [&](const std::string& s) { return make(s, false); }, io, pack_dir,
                     title);
  }
  const BatchLevel level = make(seed, true);
  if (!level.ok) {
    io.err << "levelgen " << kind << ": " << level.error << "\n";
    return kExitFailed;
  }
  io.out << level.json << "\n";
  return kExitOk;
}

}  // namespace pgw::cli

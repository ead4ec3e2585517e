#include "cli/batch.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <ostream>
#include <thread>

#include "cli/args.hpp"
#include "core/collection.hpp"
#include "core/in_order.hpp"
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

std::size_t batch_window(int threads) { return in_order_window(threads); }

int run_batch(const char* kind, const Seeds& seeds, int jobs, const MakeLevel& make, Streams& io,
              const std::string& pack_dir, const std::string& pack_title, BatchStats* stats) {
  const std::size_t n = seeds.size();
  const auto t0 = std::chrono::steady_clock::now();
  int failed = 0;
  std::vector<BatchLevel> kept;  // a pack's levels
  const InOrderStats run = run_in_order<BatchLevel>(
      n, jobs, [&](std::size_t i) { return make(seeds.at(i)); },
      [&](std::size_t i, BatchLevel& level) {
        if (level.ok) {
          io.out << level.json << "\n";
          if (!pack_dir.empty()) kept.push_back(std::move(level));
        } else {
          io.err << "levelgen " << kind << ": seed " << seeds.at(i) << ": " << level.error << "\n";
          ++failed;
        }
      });
  if (stats) *stats = run;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  io.err << "levelgen " << kind << ": " << n - static_cast<std::size_t>(failed) << " of " << n << " levels in "
         << seconds << " s (" << (seconds > 0 ? static_cast<double>(n) / seconds : 0.0) << " levels/s) on "
         << run.threads << " thread" << (run.threads == 1 ? "" : "s") << "\n";
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

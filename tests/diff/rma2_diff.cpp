// rma2_diff — the differential test against the original: UFO:AI's own
// RMA2 (bench/peers/rma2, built from the original's sources) and ours on
// every assembly of every .ump file in the directories, seeds 0..SEEDS-1.
//
//   rma2_diff PEER DIR[:DIR…] [SEEDS]   (scripts/diff.sh builds the peer and runs this:
//                                        data/ump, the shipped maps, and tests/fixtures/ump)
//
// Per assembly, one test case, which passes when:
//  (a) the original's fixed tiles (tile and place) are ours, its two engine
//      strings are what ours makes of its placements (the base word, the tile
//      ids, ((x − W/2)·8, (y − H/2)·8, 0)), and where the assembly has only
//      fixed tiles its map and strings are ours, tile for tile;
//  (b) for every seed the original assembles a map for, ours assembles one
//      too (the maps differ: the random number generators differ), and our
//      verifier, the game's way (Mode::Engine), accepts the original's map
//      under the original's own plan (its tile counts after its tilesets
//      were spread);
//  (c) where ours proves the assembly impossible (every seed ends in a
//      proof), the original fails on every seed it tries.
// The peer runs each seed in a child capped at RMA2_CAP seconds (a run past
// it counts as neither made nor failed). Seeds past an assembly's seeds list
// are skipped by the original (its test mode) and are left out here too.
//
// Prints a line per assembly (PASS/FAIL, ours and the original's results),
// the reasons of any failure, and "rma2 diff: N passed, M failed". Exits 1
// when any failed, 2 on bad arguments or when the peer cannot be run.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "assembly/engine_strings.hpp"
#include "assembly/parser.hpp"
#include "assembly/run.hpp"

using namespace pgw;
using namespace pgw::assembly;

namespace {

struct Named {  // a tile by its id, and where (or its counts)
  std::string id;
  int a = 0, b = 0;
};

// One seed of the original, from rma2_peer's output with RMA2_DUMP=1.
struct PeerRun {
  int seed = 0;
  std::string status;   // ok, fail, timeout
  std::string message;  // why not
  bool described = false;
  std::string assembly;
  int width = 0, height = 0;
  std::vector<Named> plan, fixed, placed;  // plan: id min max; the others: id x y
  std::string tiles, positions;

  bool ok() const { return status == "ok"; }
  // Seeds past the assembly's seeds list: the original does not try them.
  bool skipped() const { return status == "fail" && message.rfind("not assembled:", 0) == 0; }
};

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, sep)) out.push_back(part);
  if (!text.empty() && text.back() == sep) out.emplace_back();
  return out;
}

std::vector<Named> named_list(const std::vector<std::string>& fields) {
  std::vector<Named> out;
  for (std::size_t i = 2; i < fields.size(); ++i) {
    std::istringstream in(fields[i]);
    Named n;
    in >> n.id >> n.a >> n.b;
    out.push_back(n);
  }
  return out;
}

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool run_peer(const std::string& peer, const std::string& dir, const std::string& file, const std::string& assembly,
              int seeds, std::vector<PeerRun>& out, std::string& error) {
  const std::string command = "RMA2_DUMP=1 " + shell_quote(peer) + " " + shell_quote(dir) + " " + shell_quote(file) +
                              " " + shell_quote(assembly) + " 0 " + std::to_string(seeds - 1);
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) {
    error = "cannot run " + peer;
    return false;
  }
  std::string text;
  char buffer[65536];
  std::size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0) text.append(buffer, n);
  const int status = pclose(pipe);
  for (const std::string& line : split(text, '\n')) {
    if (line.empty()) continue;
    const std::vector<std::string> f = split(line, '\t');
    if (f[0] == "#") {
      if (out.empty() || f.size() < 2) continue;
      PeerRun& r = out.back();
      r.described = true;
      if (f[1] == "assembly" && f.size() >= 5) {
        r.assembly = f[2];
        r.width = std::atoi(f[3].c_str());
        r.height = std::atoi(f[4].c_str());
      } else if (f[1] == "plan") {
        r.plan = named_list(f);
      } else if (f[1] == "fixed") {
        r.fixed = named_list(f);
      } else if (f[1] == "placed") {
        r.placed = named_list(f);
      } else if (f[1] == "tiles") {
        r.tiles = f.size() > 2 ? f[2] : "";
      } else if (f[1] == "pos") {
        r.positions = f.size() > 2 ? f[2] : "";
      }
      continue;
    }
    if (f.size() < 6) continue;
    PeerRun r;
    r.seed = std::atoi(f[2].c_str());
    r.status = f[3];
    r.message = f.size() > 6 ? f[6] : "";
    out.push_back(r);
  }
  if (status != 0 || static_cast<int>(out.size()) != seeds) {
    error = "the peer ran " + std::to_string(out.size()) + " of " + std::to_string(seeds) + " seeds (exit status " +
            std::to_string(status) + "): " + command;
    return false;
  }
  return true;
}

// The original's placements as ours: tile ids looked up in our parse.
bool to_placements(const Ump& ump, const std::vector<Named>& list, std::vector<Placement>& out, std::string& error) {
  out.clear();
  for (const Named& n : list) {
    const int tile = ump.find_tile(n.id);
    if (tile < 0) {
      error = "the original placed '" + n.id + "', which is not a tile of our parse";
      return false;
    }
    out.push_back({tile, n.a, n.b});
  }
  return true;
}

std::string placements_text(const Ump& ump, const std::vector<Placement>& placed) {
  std::string out;
  for (const Placement& p : placed)
    out += (out.empty() ? "" : ", ") + ump.tiles[p.tile].id + " " + std::to_string(p.x) + " " + std::to_string(p.y);
  return out;
}

bool same(const std::vector<Placement>& a, const std::vector<Placement>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Placement& p, const Placement& q) {
    return p.tile == q.tile && p.x == q.x && p.y == q.y;
  });
}

struct Outcome {
  std::vector<std::string> failures;
  std::string ours, original, checks;
};

Outcome compare(const Ump& ump, const Assembly& assembly, const std::vector<PeerRun>& peer, int seeds) {
  Outcome out;
  const auto fail = [&](int seed, const std::string& text) {
    if (out.failures.size() < 6) out.failures.push_back("seed " + std::to_string(seed) + ": " + text);
  };
  int ours_ok = 0, ours_proofs = 0, warnings = 0;
  std::string ours_reason;
  int peer_ok = 0, peer_failed = 0, peer_skipped = 0, peer_timeout = 0;
  std::string peer_reason;
  int fixed_checked = 0, strings_checked = 0, maps_verified = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    Progress progress;
    const Run run = run_assembly(ump, assembly, {}, false, static_cast<std::uint64_t>(seed), progress);
    if (run.ok) {
      ++ours_ok;
      warnings = std::max(warnings, static_cast<int>(run.result.warnings.size()));
    } else {
      ours_proofs += run.result.exhaustive ? 1 : 0;
      if (ours_reason.empty()) ours_reason = run_verdict(run);
    }
    const PeerRun& p = peer[static_cast<std::size_t>(seed)];
    if (p.ok()) ++peer_ok;
    else if (p.status == "timeout") ++peer_timeout;
    else if (p.skipped()) ++peer_skipped;
    else {
      ++peer_failed;
      if (peer_reason.empty()) peer_reason = p.message;
    }
    if (!p.described) continue;

    // (a) the fixed tiles, the map's size, and the engine strings.
    if (p.assembly != assembly.name || p.width != assembly.width || p.height != assembly.height)
      fail(seed, "the original assembled '" + p.assembly + "' " + std::to_string(p.width) + "×" +
                     std::to_string(p.height) + ", ours '" + assembly.name + "' " + std::to_string(assembly.width) +
                     "×" + std::to_string(assembly.height));
    std::string error;
    std::vector<Placement> fixed, placed;
    if (!to_placements(ump, p.fixed, fixed, error) || !to_placements(ump, p.placed, placed, error)) {
      fail(seed, error);
      continue;
    }
    if (!same(fixed, run.plan.fixed))
      fail(seed, "fixed tiles: the original's [" + placements_text(ump, fixed) + "], ours [" +
                     placements_text(ump, run.plan.fixed) + "]");
    ++fixed_checked;
    if (!p.ok()) continue;
    if (placed.size() < fixed.size() || !same(std::vector<Placement>(placed.begin(), placed.begin() + fixed.size()), fixed))
      fail(seed, "the original's map does not start with its fixed tiles");
    const EngineStrings strings = engine_strings(ump, assembly.width, assembly.height, placed);
    if (strings.tiles != p.tiles) fail(seed, "tiles string: the original's '" + p.tiles + "', ours '" + strings.tiles + "'");
    if (strings.positions != p.positions)
      fail(seed, "pos string: the original's '" + p.positions + "', ours '" + strings.positions + "'");
    ++strings_checked;
    if (run.plan.fixed_only()) {
      const EngineStrings mine = engine_strings(ump, assembly.width, assembly.height, run.result.placed);
      if (!same(run.result.placed, placed) || mine.tiles != p.tiles || mine.positions != p.positions)
        fail(seed, "only fixed tiles, yet the maps differ: the original's [" + placements_text(ump, placed) +
                       "], ours [" + placements_text(ump, run.result.placed) + "]");
    }

    // (b) ours makes a map too, and takes the original's under its plan.
    if (!run.ok) fail(seed, "the original assembled a map; ours: " + run_verdict(run));
    Plan plan = empty_plan(ump, assembly);
    plan.mode = Mode::Engine;
    plan.fixed = fixed;
    bool plan_ok = true;
    for (const Named& n : p.plan) {
      const int tile = ump.find_tile(n.id);
      if (tile < 0) {
        fail(seed, "the original's plan names '" + n.id + "', which is not a tile of our parse");
        plan_ok = false;
        continue;
      }
      plan.min[tile] = n.a;
      plan.max[tile] = n.b;
    }
    if (!plan_ok) continue;
    const Verdict verdict = verify(ump, plan, placed);
    if (!verdict.ok())
      fail(seed, "our verifier rejects the original's map [" + placements_text(ump, placed) + "]: " + verdict.problems[0]);
    else
      ++maps_verified;
  }
  // (c) a proof on every seed: the original must make no map.
  if (ours_ok == 0 && ours_proofs == seeds && peer_ok > 0)
    out.failures.push_back("ours proves it impossible (" + ours_reason + "), yet the original assembled " +
                           std::to_string(peer_ok) + " of " + std::to_string(seeds) + " seeds");
  if (ours_ok < seeds && ours_proofs < seeds - ours_ok)
    out.failures.push_back("ours gave up without a proof on " + std::to_string(seeds - ours_ok - ours_proofs) +
                           " seeds: " + ours_reason);

  const std::string n = std::to_string(seeds);
  if (ours_ok == seeds)
    out.ours = "assembled " + n + "/" + n + (warnings ? ", " + std::to_string(warnings) + " warnings" : "");
  else if (ours_ok == 0 && ours_proofs == seeds)
    out.ours = "impossible: " + ours_reason;
  else
    out.ours = "assembled " + std::to_string(ours_ok) + "/" + n + " (" + ours_reason + ")";
  const int tried = seeds - peer_skipped;
  out.original = "assembled " + std::to_string(peer_ok) + "/" + std::to_string(tried);
  if (peer_skipped) out.original += " (" + std::to_string(peer_skipped) + " past its seeds list)";
  if (peer_timeout) out.original += ", " + std::to_string(peer_timeout) + " past the cap";
  if (peer_failed) out.original += ", failed " + std::to_string(peer_failed) + ": " + peer_reason;
  out.checks = "(a) " + std::to_string(fixed_checked) + " fixed, " + std::to_string(strings_checked) + " strings; (b) " +
               std::to_string(maps_verified) + " maps verified";
  if (ours_ok == 0 && ours_proofs == seeds) out.checks += "; (c) " + std::to_string(peer_ok) + " made by the original";
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: rma2_diff PEER DIR[:DIR...] [SEEDS]\n");
    return 2;
  }
  const std::string peer = argv[1];
  const int seeds = argc > 3 ? std::atoi(argv[3]) : 20;
  if (seeds < 1 || seeds > 1000) {
    std::fprintf(stderr, "rma2_diff: SEEDS must be 1–1000, not '%s'\n", argv[3]);
    return 2;
  }
  // Each directory's files, in its order (a file's `extends` is read next to it).
  std::vector<std::pair<std::string, std::string>> files;  // directory, file
  std::istringstream dirs(argv[2]);
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::vector<std::string> in_dir = ump_files_in(dir);
    if (in_dir.empty()) {
      std::fprintf(stderr, "rma2_diff: no .ump files in %s\n", dir.c_str());
      return 2;
    }
    for (const std::string& file : in_dir) files.emplace_back(dir, file);
  }
  int passed = 0, failed = 0;
  for (const auto& [dir, file] : files) {
    Ump ump;
    Diagnostic error;
    if (!load_ump(dir + "/" + file + ".ump", ump, error)) {
      std::printf("FAIL %s: %s\n", file.c_str(), describe(error).c_str());
      ++failed;
      continue;
    }
    for (const Assembly& assembly : ump.assemblies) {
      std::vector<PeerRun> runs;
      std::string peer_error;
      if (!run_peer(peer, dir, file, assembly.name, seeds, runs, peer_error)) {
        std::printf("FAIL %s %s: %s\n", file.c_str(), assembly.name.c_str(), peer_error.c_str());
        ++failed;
        continue;
      }
      const Outcome o = compare(ump, assembly, runs, seeds);
      const bool ok = o.failures.empty();
      std::printf("%s %-10s %-14s | ours: %s | original: %s | %s\n", ok ? "PASS" : "FAIL", file.c_str(),
                  assembly.name.c_str(), o.ours.c_str(), o.original.c_str(), o.checks.c_str());
      for (const std::string& f : o.failures) std::printf("       %s\n", f.c_str());
      std::fflush(stdout);
      (ok ? passed : failed) += 1;
    }
  }
  std::printf("rma2 diff: %d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}

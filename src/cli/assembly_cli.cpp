// levelgen assembly (or assemble): UFO:AI map assembly from a .ump file.
//
//   levelgen assembly generate --file NAME --assembly NAME …   (a shipped map's recipe: generate.hpp)
//   levelgen assembly FILE --list
//   levelgen assembly FILE --assembly NAME [--seed S | --seeds N] [--set CVAR=VALUE]... [--multiplayer]
//                          [--strict] [--engine-strings]
//
// One JSON line per run: ok, the verdict ("assembled as the game does, with
// 3 warnings"), the reason when not, whether the search was exhaustive (then
// no map exists for that plan), ms, nodes searched, the verifier's verdict,
// the warnings (each with its square and text: where the file disagrees with
// itself, which the game lets through; --strict refuses such a file instead)
// and the placements; --engine-strings adds the game's two strings for the
// map (its console's "tiles:" and "pos:"). --seeds N runs seeds 0..N-1 and
// ends with a summary line. Parse errors name file, line and column.
#include <algorithm>
#include <ostream>

#include "assembly/api.hpp"
#include "assembly/engine_strings.hpp"
#include "assembly/parser.hpp"
#include "assembly/run.hpp"
#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/generate.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"

namespace pgw::cli {

namespace {

using namespace pgw::assembly;

int fail(Streams& io, const std::string& message) {
  io.err << "levelgen assembly: " << message << "\n";
  return kExitUsage;
}

JsonArray placements_json(const Ump& ump, const std::vector<Placement>& placed) {
  JsonArray out;
  for (const Placement& p : placed) out.add(JsonObject().add("tile", ump.tiles[p.tile].id).add("x", p.x).add("y", p.y));
  return out;
}

JsonArray warnings_json(const std::vector<Warning>& warnings) {
  JsonArray out;
  for (const Warning& w : warnings)
    out.add(JsonObject().add("x", w.x).add("y", w.y).add("kind", warning_kind_name(w.kind)).add("text", w.text));
  return out;
}

struct RunOptions {
  bool multiplayer = false;
  Mode mode = Mode::Engine;
  bool engine_strings = false;
};

int list_assemblies(const Ump& ump, Streams& io) {
  for (const Assembly& a : ump.assemblies)
    io.out << JsonObject()
                  .add("assembly", a.name)
                  .add("title", a.title)
                  .add("width", a.width)
                  .add("height", a.height)
                  .add("entries", static_cast<int>(a.counts.size()))
                  .add("fixed", static_cast<int>(a.fixes.size()))
                  .add("seeds", static_cast<int>(a.seeds.size()))
                  .str()
           << "\n";
  return kExitOk;
}

struct RunSummary {
  int runs = 0, ok = 0;
  double total_ms = 0, max_ms = 0;
};

bool run_once(const Ump& ump, const Assembly& assembly, const Cvars& cvars, const RunOptions& options,
              std::uint64_t seed, Streams& io, RunSummary& summary, std::string& error) {
  Progress progress;
  const Run run = run_assembly(ump, assembly, cvars, options.multiplayer, seed, progress, SearchLimits(), options.mode);
  if (!run.error.empty()) {
    error = run.error;
    return false;
  }
  JsonObject json;
  json.add("assembly", assembly.name).add("seed", seed).add("run_seed", run.run_seed).add("ok", run.ok);
  json.add("verdict", run_verdict(run));
  if (!run.result.ok) json.add("reason", run.result.reason).add("exhaustive", run.result.exhaustive);
  if (run.result.ok && !run.verdict.ok()) json.add("reason", "the verifier: " + run.verdict.problems[0]);
  json.add("ms", run.ms).add("nodes", run.nodes).add("replans", run.replans);
  if (run.result.ok) json.add("verified", run.verdict.ok());
  std::string notes;
  for (const std::string& note : run.plan.notes) notes += (notes.empty() ? "" : "; ") + note;
  if (!notes.empty()) json.add("notes", notes);
  const std::vector<Placement> placed = run.result.ok ? run.result.placed : std::vector<Placement>();
  if (options.engine_strings) {
    const EngineStrings strings = engine_strings(ump, assembly.width, assembly.height, placed);
    json.add("engine_tiles", strings.tiles).add("engine_pos", strings.positions);
  }
  json.add("warnings", warnings_json(run.result.warnings)).add("placements", placements_json(ump, placed));
  io.out << json.str() << "\n";
  ++summary.runs;
  summary.ok += run.ok ? 1 : 0;
  summary.total_ms += run.ms;
  summary.max_ms = std::max(summary.max_ms, run.ms);
  return true;
}

}  // namespace

int assembly_main(const std::vector<std::string>& words, Streams& io) {
  // A recipe's map (a shipped map by name), as every kind generates.
  if (!words.empty() && words[0] == "generate")
    return generate_main(assembly::api(), std::vector<std::string>(words.begin() + 1, words.end()), io);
  Args args;
  args.flag("list");
  args.flag("multiplayer");
  args.flag("strict");
  args.flag("engine-strings");
  args.option("assembly");
  args.option("seed");
  args.option("seeds");
  args.repeated("set");
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  if (args.positional().size() != 1) return fail(io, "needs one .ump file (levelgen assembly FILE --assembly NAME)");
  const std::string path = args.positional()[0];
  std::string text;
  if (!read_file(path, text)) return fail(io, "cannot read '" + path + "'");
  Ump ump;
  Diagnostic problem;
  if (!parse_ump(text, path, read_file, ump, problem)) return fail(io, describe(problem));
  for (const Diagnostic& warning : ump.warnings) io.err << "warning: " << describe(warning) << "\n";
  if (args.has("list")) return list_assemblies(ump, io);

  if (ump.assemblies.empty()) return fail(io, path + " defines no assemblies (it can only be extended)");
  if (!args.has("assembly")) return fail(io, "--assembly NAME is needed (--list shows them)");
  const int index = ump.find_assembly(args.text("assembly"));
  if (index < 0) return fail(io, "no assembly '" + args.text("assembly") + "' in " + path + " (--list shows them)");
  Cvars cvars;
  for (const std::string& set : args.all("set")) {
    const std::size_t eq = set.find('=');
    if (eq == std::string::npos || eq == 0) return fail(io, "--set " + set + ": expected CVAR=VALUE");
    cvars[set.substr(set[0] == '*' ? 1 : 0, eq - (set[0] == '*' ? 1 : 0))] = set.substr(eq + 1);
  }
  if (args.has("seed") && args.has("seeds")) return fail(io, "--seed and --seeds cannot be used together");
  int seeds = 0;
  if (!args.integer("seeds", 1, 100000, seeds, error)) return fail(io, error);

  const Assembly& assembly = ump.assemblies[index];
  RunOptions options;
  options.multiplayer = args.has("multiplayer");
  options.mode = args.has("strict") ? Mode::Strict : Mode::Engine;
  options.engine_strings = args.has("engine-strings");
  RunSummary summary;
  if (seeds == 0) {
    const std::uint64_t seed = args.has("seed") ? seed_from_text(args.text("seed")) : 0;
    if (!run_once(ump, assembly, cvars, options, seed, io, summary, error)) return fail(io, error);
    return summary.ok == 1 ? kExitOk : kExitFailed;
  }
  for (int seed = 0; seed < seeds; ++seed)
    if (!run_once(ump, assembly, cvars, options, static_cast<std::uint64_t>(seed), io, summary, error))
      return fail(io, error);
  io.out << JsonObject()
                .add("summary", true)
                .add("assembly", assembly.name)
                .add("runs", summary.runs)
                .add("ok", summary.ok)
                .add("mean_ms", summary.total_ms / summary.runs)
                .add("max_ms", summary.max_ms)
                .str()
         << "\n";
  return summary.ok == summary.runs ? kExitOk : kExitFailed;
}

}  // namespace pgw::cli

// levelgen collection make|show: level sets and their links (core/collection.hpp).
//
//   make --kind K [--params P] [--from D] [--to D] --count N [--seed S] [--title T] [--author A] [--note X]
//        a generated collection: the kind's params (a difficulty in them is
//        dropped: the ramp gives each level's), a ramp from D to D (one end
//        given: both; none: any), N levels; the seed is a random number when
//        absent, as generate's is.
//   make --codes FILE [--title T] [--author A] [--note X]
//        a hand-made collection from FILE ('-': standard input) in the
//        collection text form: codes or links a line, optionally with their
//        recipes, and title:, author:, note:, name: lines.
//   show LINK
//        every level of the collection, generated ones made in order.
//
// Each prints one JSON line; a bad argument, text or link (a generator
// version other than this build's among them) exits 2 with a message.
#include <chrono>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "core/collection.hpp"
#include "core/json.hpp"
#include "core/rng.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

namespace {

int fail(Streams& io, const std::string& message, int status = kExitUsage) {
  io.err << "levelgen collection: " << message << "\n";
  return status;
}

bool read_difficulty(const Args& args, const char* option, Difficulty& d, std::string& error) {
  if (!args.has(option) || difficulty_from_name(args.text(option), d)) return true;
  error = std::string("--") + option + " '" + args.text(option) + "' is not one of " + difficulty_names();
  return false;
}

// A generated collection from --kind, --params, --from, --to, --count, --seed.
bool generated_from(const Args& args, Collection& c, std::string& error) {
  for (const char* option : {"codes"})
    if (args.has(option)) {
      error = std::string("--") + option + " makes a hand-made collection; --kind a generated one: give one of them";
      return false;
    }
  c.type = Collection::Type::Generated;
  c.kind = args.text("kind");
  const KindApi* kind = find_kind(c.kind);
  if (kind == nullptr) {
    error = "unknown kind '" + c.kind + "' (known: " + kind_names() + ")";
    return false;
  }
  c.version = kind->generator_version;
  // The kind's own form of the params, then without a difficulty (the ramp gives each level's).
  const TextRead given = kind->read_params(args.text("params", kind->default_params));
  if (!given.ok) {
    error = "--params: " + given.error;
    return false;
  }
  const TextRead plain = kind->read_params(params_without_difficulty(given.canonical));
  if (!plain.ok) {
    error = "--params without its difficulty: " + plain.error;
    return false;
  }
  c.params = plain.canonical;
  if (!read_difficulty(args, "from", c.from, error) || !read_difficulty(args, "to", c.to, error)) return false;
  if (!args.has("to")) c.to = c.from;
  if (!args.has("from")) c.from = c.to;
  if (!args.required_integer("count", 1, kMaxCollectionLevels, c.count, error,
                             "1–" + std::to_string(kMaxCollectionLevels) + " levels"))
    return false;
  c.seed = args.has("seed") ? args.text("seed") : random_seed_text();
  return true;
}

// A hand-made collection from --codes FILE.
bool hand_made_from(const Args& args, Streams& io, Collection& c, std::string& error) {
  for (const char* option : {"params", "from", "to", "count", "seed"})
    if (args.has(option)) {
      error = std::string("--") + option + " is for a generated collection (--kind); --codes makes a hand-made one";
      return false;
    }
  const std::string path = args.text("codes");
  std::string text;
  if (!read_input(path, io.in, text, error)) return false;
  if (parse_collection_text(text, find_kind, c, error, kind_names())) return true;
  error = (path == "-" ? std::string("stdin") : path) + ": " + error;
  return false;
}

int make_command(const std::vector<std::string>& words, Streams& io) {
  Args args;
  for (const char* option : {"kind", "params", "from", "to", "count", "seed", "title", "author", "note", "codes"})
    args.option(option);
  std::string error;
  if (!args.parse(words, error)) return fail(io, error);
  if (!args.positional().empty()) return fail(io, "unexpected argument '" + args.positional()[0] + "'");
  Collection c;
  if (!args.has("kind") && !args.has("codes"))
    return fail(io, "make needs --kind K (a generated collection) or --codes FILE (a hand-made one)");
  if (!(args.has("kind") ? generated_from(args, c, error) : hand_made_from(args, io, c, error))) return fail(io, error);
  if (args.has("title")) c.title = args.text("title");
  if (args.has("author")) c.author = args.text("author");
  if (args.has("note")) c.note = args.text("note");
  if (!check_collection(c, find_kind, error, kind_names())) return fail(io, error);
  const std::string link = collection_link_fragment(c);
  Collection back;
  if (!parse_collection_link(link, back, error)) return fail(io, "the link cannot be read back: " + error);
  if (!(back == c)) return fail(io, "the link reads back as another collection", kExitFailed);
  std::string kinds;
  if (c.type == Collection::Type::Generated) kinds = c.kind;
  for (const CollectionLevel& level : c.levels)
    if ((", " + kinds + ",").find(", " + level.kind + ",") == std::string::npos)
      kinds += (kinds.empty() ? "" : ", ") + level.kind;
  JsonObject json;
  json.add("link", link)
      .add("type", c.type == Collection::Type::Generated ? "generated" : "hand-made")
      .add("title", c.title)
      .add("author", c.author)
      .add("count", c.size())
      .add("kind", kinds);
  // The generator version of a generated collection's kind; a hand-made one's recipes each keep their own.
  if (c.type == Collection::Type::Generated) json.add("version", static_cast<int>(c.version)).add("seed", c.seed);
  json.add("length", static_cast<int>(link.size()));
  io.out << json.str() << "\n";
  return kExitOk;
}

// The string value of `key` at the top level of a JSON object (a kind's
// describe), or "" when it has none.
std::string top_level_string(const std::string& json, const std::string& key) {
  int depth = 0;
  bool at_key = false;  // the next string at depth 1 is a key
  bool wanted = false;  // the key just read is `key`: its value comes next
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '"') {
      std::string text;
      for (++i; i < json.size() && json[i] != '"'; ++i) {
        if (json[i] == '\\' && i + 1 < json.size()) ++i;
        text += json[i];
      }
      if (depth != 1) continue;
      if (wanted) return text;
      if (at_key) wanted = text == key;
      at_key = false;
    } else if (c == '{' || c == '[') {
      if (wanted) return std::string();
      at_key = ++depth == 1 && c == '{';
    } else if (c == '}' || c == ']') {
      --depth;
    } else if (c == ',' && depth == 1) {
      at_key = true;
      wanted = false;
    } else if (wanted && c != ':' && c != ' ') {
      return std::string();  // a number, true, false or null
    }
  }
  return std::string();
}

int show_command(const std::vector<std::string>& words, Streams& io) {
  if (words.size() != 1) return fail(io, "show needs one collection link (#collection/…)");
  Collection c;
  std::string error;
  if (!parse_collection_link(words[0], c, error) || !check_collection(c, find_kind, error, kind_names()))
    return fail(io, error);
  const auto t0 = std::chrono::steady_clock::now();
  JsonArray levels;
  int generated = 0;
  for (int i = 0; i < c.size(); ++i) {
    CollectionLevel level;
    if (!collection_level(c, i, find_kind, level, error, kind_names())) return fail(io, error);
    const KindApi* kind = find_kind(level.kind);
    std::string code = level.code;
    if (code.empty()) {
      Progress progress;
      const KindGenerated g = kind->generate(level.params, level.seed, progress);
      if (!g.ok) return fail(io, "level " + std::to_string(i + 1) + ": " + g.error, kExitFailed);
      code = g.code;
      ++generated;
    }
    JsonObject json;
    json.add("index", i + 1).add("kind", level.kind).add("code", code);
    // A recipe is shown when this build's generator makes its level.
    if (!level.params.empty() && level.version == kind->generator_version)
      json.add("recipe", recipe_link_fragment(level.kind, level.params, level.seed));
    const Difficulty ramp =
        c.type == Collection::Type::Generated ? ramp_difficulty(c.from, c.to, c.count, i) : Difficulty::Any;
    std::string difficulty = ramp != Difficulty::Any ? difficulty_name(ramp) : "";
    if (difficulty.empty()) {
      const KindAnswer described = kind->describe(code);
      if (described.ok) difficulty = top_level_string(described.json, "difficulty");
    }
    if (!difficulty.empty()) json.add("difficulty", difficulty);
    if (!level.name.empty()) json.add("name", level.name);
    levels.add(json);
  }
  JsonObject json;
  json.add("title", c.title)
      .add("author", c.author)
      .add("note", c.note)
      .add("type", c.type == Collection::Type::Generated ? "generated" : "hand-made")
      .add("count", c.size())
      .add("levels", levels);
  io.out << json.str() << "\n";
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  io.err << "levelgen collection: " << c.size() << " levels (" << generated << " generated) in " << seconds << " s\n";
  return kExitOk;
}

}  // namespace

int collection_main(const std::vector<std::string>& args, Streams& io) {
  if (args.empty()) return fail(io, "which command? make or show");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "make") return make_command(rest, io);
  if (args[0] == "show") return show_command(rest, io);
  return fail(io, "unknown command '" + args[0] + "' (make or show)");
}

}  // namespace pgw::cli

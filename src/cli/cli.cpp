// cli.cpp — see cli.hpp: levelgen's commands, for every registered kind.
#include "cli/cli.hpp"

#include <fstream>
#include <iterator>
#include <ostream>

#include "cli/batch.hpp"
#include "cli/generate.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

bool read_input(const std::string& path, std::istream& in, std::string& text, std::string& error) {
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return true;
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    error = "cannot read '" + path + "'";
    return false;
  }
  text.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  return true;
}

namespace {

// A kind's commands of its own. The generate line of the usage comes from
// the kind's fields (generate_usage), with `generate_more` at its end.
struct KindCommands {
  const char* name;
  KindMain main;
  const char* generate_more;
  const char* usage;
};

const KindCommands kCommands[] = {
    {"slide", slide_main, "[--no-climb] [--count N [--jobs J]]",
     "  levelgen slide solve|analyse|hint FILE   (FILE '-' reads standard input)\n"},
    {"flow", flow_main, "[--count N [--jobs J]]",
     "  levelgen flow solve FILE|--code CODE [--max-solutions K]   (FILE '-' reads standard input)\n"
     "  levelgen flow grade|hint|check FILE|--code CODE [--rotations DIGITS (hint, check: a position)]\n"
     "  levelgen flow envs               (environments and their tile counts)\n"},
    {"cities", cities_main, "[--out FILE]", ""},
    {"assembly", assembly_main, "",
     "  levelgen assembly FILE --list    (a .ump file's assemblies and their sizes)\n"
     "  levelgen assembly FILE --assembly NAME [--seed S | --seeds N] [--set CVAR=VALUE]...\n"
     "                           [--multiplayer] [--strict] [--engine-strings]\n"
     "                                   ('assemble' is the same command)\n"},
    {"blocks", blocks_main, "[--count N [--jobs J]]",
     "  levelgen blocks solve FILE|-      (a board in either text form, a level code or an exact link)\n"},
};

// Other names of a kind's command: `assemble` was Assembly's first.
const char* kind_named(const std::string& word) { return word == "assemble" ? "assembly" : word.c_str(); }

const KindCommands* commands_of(const std::string& kind) {
  for (const KindCommands& k : kCommands)
    if (kind == k.name) return &k;
  return nullptr;
}

void usage(std::ostream& os) {
  os << "usage:\n";
  for (const KindApi* kind : all_kinds()) {
    const KindCommands* own = commands_of(kind->name);
    os << generate_usage(*kind, own != nullptr ? own->generate_more : "");
    if (own != nullptr) os << own->usage;
  }
  os << "  levelgen pack slide|flow --out DIR --count N [generate options]\n"
        "                                   (a pack sorted by difficulty: pack.json with its collection link,\n"
        "                                   puzzles-N.svg, solutions-N.svg)\n";
  os << "  levelgen daily flow|slide|blocks [--date YYYY-MM-DD]   (the day's puzzle; today in UTC without --date)\n";
  os << "  levelgen link LINK               (a shared link's level: URL, #fragment or level code)\n";
  os << "  levelgen collection make --kind K [--params P] [--from D] [--to D] --count N [--seed S]\n"
        "                                   [--title T] [--author A] [--note X]\n"
        "                                   (a generated collection: a difficulty ramp from D to D)\n"
        "  levelgen collection make --codes FILE [--title T] [--author A] [--note X]\n"
        "                                   (a hand-made collection: level codes or links a line, FILE '-' reads\n"
        "                                   standard input)\n"
        "  levelgen collection show LINK    (a collection's levels, generated ones made)\n";
  os << "  levelgen lab --kind K --sweep FIELD=A..B[:STEP] [--sweep FIELD2=a|b|c] [--set FIELD=V]… --count N\n"
        "               [--jobs J] [--seed S] [--csv FILE] [--link]\n"
        "  levelgen lab LINK [--jobs J] [--csv FILE] [--link]\n"
        "                                   (one or two fields swept, numbers over A..B[:STEP], texts over a|b|c:\n"
        "                                   a table per cell and the run's #lab/… link; a CSV row per level to\n"
        "                                   FILE, '-' standard output; --link: the link alone)\n";
}

// A kind with no commands of its own: generate only.
int kind_main(const KindApi& kind, const std::vector<std::string>& args, Streams& io) {
  const std::string who = std::string("levelgen ") + kind.name + ": ";
  if (args.empty()) {
    io.err << who << "which command? generate\n";
    return kExitUsage;
  }
  if (args[0] == "generate") return generate_main(kind, std::vector<std::string>(args.begin() + 1, args.end()), io);
  io.err << who << "unknown command '" << args[0] << "' (generate)\n";
  return kExitUsage;
}

}  // namespace

int pack_main(const std::vector<std::string>& args, Streams& io) {
  const auto fail = [&](const std::string& message) {
    io.err << "levelgen pack: " << message << "\n";
    return kExitUsage;
  };
  if (args.empty() || (args[0] != "slide" && args[0] != "flow"))
    return fail(args.empty() ? "which kind? slide or flow" : "unknown kind '" + args[0] + "' (slide or flow)");
  std::vector<std::string> rest;
  std::string dir;
  bool count = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& word = args[i];
    if (word == "--out" || word.rfind("--out=", 0) == 0) {
      if (!dir.empty()) return fail("--out is given twice");
      if (word == "--out") {
        if (i + 1 == args.size()) return fail("--out needs a value");
        dir = args[++i];
      } else {
        dir = word.substr(6);
      }
      continue;
    }
    count = count || word == "--count" || word.rfind("--count=", 0) == 0;
    rest.push_back(word);
  }
  if (dir.empty()) return fail("needs --out DIR (the folder to write the pack to)");
  if (!count) return fail("needs --count N (levels in the pack)");
  std::string error;
  if (!check_pack_dir(dir, error)) return fail(error);  // before any level is made
  return args[0] == "slide" ? slide_pack(rest, dir, io) : flow_pack(rest, dir, io);
}

int run(const std::vector<std::string>& args, Streams& io) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    usage(args.empty() ? io.err : io.out);
    return args.empty() ? kExitUsage : kExitOk;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "link") return link_main(rest, io);
  if (args[0] == "daily") return daily_main(rest, io);
  if (args[0] == "collection") return collection_main(rest, io);
  if (args[0] == "pack") return pack_main(rest, io);
  if (args[0] == "lab") return lab_main(rest, io);
  const std::string name = kind_named(args[0]);
  const KindCommands* own = commands_of(name);
  if (const KindApi* kind = find_kind(name); kind != nullptr && rest.size() == 2 && rest[0] == "generate" &&
                                             (rest[1] == "--help" || rest[1] == "-h")) {
    io.out << generate_help(*kind, own != nullptr ? own->generate_more : "");
    return kExitOk;
  }
  if (own != nullptr) return own->main(rest, io);
  if (const KindApi* kind = find_kind(name)) return kind_main(*kind, rest, io);
  io.err << "levelgen: unknown kind '" << args[0] << "'\n";
  usage(io.err);
  return kExitUsage;
}

}  // namespace pgw::cli

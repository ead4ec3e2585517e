#include "cli/cli.hpp"

#include <ostream>

namespace pgw::cli {

namespace {

struct KindEntry {
  const char* name;
  KindMain main;
  const char* usage;
};

const KindEntry kKinds[] = {
    {"slide", slide_main,
     "  levelgen slide generate --width W --height H [--min-moves M] [--stationary PCT]\n"
     "                          [--moving PCT] [--hardest] [--difficulty easy|medium|hard|expert|any]\n"
     "                          [--no-climb] [--seed S] [--count N [--jobs J]]\n"
     "  levelgen slide solve|analyse|hint FILE   (FILE '-' reads standard input)\n"},
    {"flow", flow_main,
     "  levelgen flow generate --width W --height H [--env NAME] [--density PCT] [--unique]\n"
     "                         [--blank] [--difficulty easy|medium|hard|expert|any] [--seed S]\n"
     "                         [--count N [--jobs J]]\n"
     "  levelgen flow solve FILE|--code CODE [--max-solutions K]   (FILE '-' reads standard input)\n"
     "  levelgen flow grade|hint|check FILE|--code CODE\n"
     "  levelgen flow envs               (environments and their tile counts)\n"},
    {"cities", cities_main,
     "  levelgen cities generate --width W --height H --min S --max L [--terrain open|islands|mountains]\n"
     "                           [--neighbours 4|8] [--seed S] [--out FILE]\n"},
    {"assembly", assembly_main,
     "  levelgen assembly FILE --list    (a .ump file's assemblies and their sizes)\n"
     "  levelgen assembly FILE --assembly NAME [--seed S | --seeds N] [--set CVAR=VALUE]...\n"
     "                           [--multiplayer] [--strict] [--engine-strings]\n"
     "                                   ('assemble' is the same command)\n"},
    {"assemble", assembly_main, nullptr},  // the command's first name
};

void usage(std::ostream& os) {
  os << "usage:\n";
  for (const KindEntry& k : kKinds)
    if (k.usage != nullptr) os << k.usage;
  os << "  levelgen pack slide|flow --out DIR --count N [generate options]\n"
        "                                   (a pack sorted by difficulty: pack.json, puzzles-N.svg, solutions-N.svg)\n";
  os << "  levelgen daily flow|slide [--date YYYY-MM-DD]   (the day's puzzle; today in UTC without --date)\n";
  os << "  levelgen link LINK               (a shared link's level: URL, #fragment or level code)\n";
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
  return args[0] == "slide" ? slide_pack(rest, dir, io) : flow_pack(rest, dir, io);
}

int run(const std::vector<std::string>& args, Streams& io) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    usage(args.empty() ? io.err : io.out);
    return args.empty() ? kExitUsage : kExitOk;
  }
  if (args[0] == "link") return link_main(std::vector<std::string>(args.begin() + 1, args.end()), io);
  if (args[0] == "daily") return daily_main(std::vector<std::string>(args.begin() + 1, args.end()), io);
  if (args[0] == "pack") return pack_main(std::vector<std::string>(args.begin() + 1, args.end()), io);
  for (const KindEntry& k : kKinds)
    if (args[0] == k.name) return k.main(std::vector<std::string>(args.begin() + 1, args.end()), io);
  io.err << "levelgen: unknown kind '" << args[0] << "'\n";
  usage(io.err);
  return kExitUsage;
}

}  // namespace pgw::cli

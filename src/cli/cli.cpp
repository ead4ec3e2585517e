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
     "                          [--moving PCT] [--hardest] [--seed S]\n"
     "  levelgen slide solve FILE        (FILE '-' reads standard input)\n"},
    {"flow", flow_main,
     "  levelgen flow generate --width W --height H [--env NAME] [--density PCT] [--unique]\n"
     "                         [--blank] [--seed S]\n"
     "  levelgen flow solve FILE|--code CODE [--max-solutions K]   (FILE '-' reads standard input)\n"
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
  os << "  levelgen link LINK               (a shared link's level: URL, #fragment or level code)\n";
}

}  // namespace

int run(const std::vector<std::string>& args, Streams& io) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    usage(args.empty() ? io.err : io.out);
    return args.empty() ? kExitUsage : kExitOk;
  }
  if (args[0] == "link") return link_main(std::vector<std::string>(args.begin() + 1, args.end()), io);
  for (const KindEntry& k : kKinds)
    if (args[0] == k.name) return k.main(std::vector<std::string>(args.begin() + 1, args.end()), io);
  io.err << "levelgen: unknown kind '" << args[0] << "'\n";
  usage(io.err);
  return kExitUsage;
}

}  // namespace pgw::cli

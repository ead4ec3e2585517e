// cli.cpp — see cli.hpp: levelgen's commands, for every registered kind.
#include "cli/cli.hpp"

#include <ostream>

#include "cli/generate.hpp"
#include "kinds/registry.hpp"

namespace pgw::cli {

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
    {"slide", slide_main, "",
     "  levelgen slide solve FILE        (FILE '-' reads standard input)\n"},
    {"flow", flow_main, "",
     "  levelgen flow solve FILE|--code CODE [--max-solutions K]   (FILE '-' reads standard input)\n"
     "  levelgen flow envs               (environments and their tile counts)\n"},
    {"cities", cities_main, "[--out FILE]", ""},
    {"assembly", assembly_main, "",
     "  levelgen assembly FILE --list    (a .ump file's assemblies and their sizes)\n"
     "  levelgen assembly FILE --assembly NAME [--seed S | --seeds N] [--set CVAR=VALUE]...\n"
     "                           [--multiplayer] [--strict] [--engine-strings]\n"
     "                                   ('assemble' is the same command)\n"},
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
  os << "  levelgen link LINK               (a shared link's level: URL, #fragment or level code)\n";
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

int run(const std::vector<std::string>& args, Streams& io) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    usage(args.empty() ? io.err : io.out);
    return args.empty() ? kExitUsage : kExitOk;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "link") return link_main(rest, io);
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

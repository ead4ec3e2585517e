// cli.hpp — levelgen: the native command-line tool, as a function tests call.
//
// levelgen <kind> <command> [options], for every kind in src/kinds/registry.cpp:
// `generate` takes the kind's form fields as options (cli/generate.hpp), with
// nothing in the CLI for the kind. A kind may have commands of its own (Slide's
// solve, Flow's envs, Assembly's FILE runs): one entry in cli.cpp's table,
// its function here and in src/cli/<kind>_cli.cpp. The exit status is 0 on
// an answer (also "unsolvable"), 1 when the work ran but found none (a search
// gave up), 2 on bad arguments or input.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace pgw::cli {

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

struct Streams {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

using KindMain = int (*)(const std::vector<std::string>& args, Streams& io);

// The whole of FILE, or of `in` when `path` is "-"; false with "cannot read 'FILE'".
bool read_input(const std::string& path, std::istream& in, std::string& text, std::string& error);

int run(const std::vector<std::string>& args, Streams& io);

// levelgen link LINK: any kind's shared link, opened as the app opens it.
int link_main(const std::vector<std::string>& args, Streams& io);

// levelgen daily flow|slide|blocks [--date YYYY-MM-DD]: the day's puzzle (kinds/daily.hpp).
int daily_main(const std::vector<std::string>& args, Streams& io);

// levelgen collection make|show: level sets and their links (core/collection.hpp).
int collection_main(const std::vector<std::string>& args, Streams& io);

// levelgen lab --kind K --sweep FIELD=A..B[:STEP] … | levelgen lab LINK: a
// kind's form fields swept, a table per cell and a CSV per level (core/lab.hpp).
int lab_main(const std::vector<std::string>& args, Streams& io);

// levelgen pack KIND --out DIR --count N [generate options]: a pack sorted by
// difficulty (pack.json, puzzles-N.svg, solutions-N.svg; cli/batch.hpp).
int pack_main(const std::vector<std::string>& args, Streams& io);
int slide_pack(const std::vector<std::string>& args, const std::string& dir, Streams& io);
int flow_pack(const std::vector<std::string>& args, const std::string& dir, Streams& io);

// Kinds with commands of their own (one line each in cli.cpp's table); each
// also answers `generate`, through generate.hpp's read_generate.
int slide_main(const std::vector<std::string>& args, Streams& io);
int flow_main(const std::vector<std::string>& args, Streams& io);
int cities_main(const std::vector<std::string>& args, Streams& io);
int assembly_main(const std::vector<std::string>& args, Streams& io);
int blocks_main(const std::vector<std::string>& args, Streams& io);

}  // namespace pgw::cli

// parser.hpp — a .ump file (ump-format.md §2–7) as an Ump.
//
// Where the original only prints a message (unknown words, stray blocks, a
// tile with too few or too many cells, an oversized tile, too many tiles or
// seeds) the parser warns and goes on; where the original stops with a fatal
// error (a bad cell character, an unknown tile or tileset, a bad "min max")
// parsing fails with a message and a position. A few things the original
// lets through silently and then misbehaves on (a size outside 1–32, an
// empty tileset used in an assembly, a missing value) are errors here.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "assembly/model.hpp"

namespace pgw::assembly {

// Fetches the text of the file named by `path`; false if it does not exist.
using UmpLoader = std::function<bool(const std::string& path, std::string& text)>;

// `file` is the path the text was opened as: it names positions in messages
// and locates extended files (`extends x` reads "<directory of file>/x.ump").
// On success `out` holds the file, warnings in out.warnings; on failure
// `error` says where and what, and `out` is unspecified.
bool parse_ump(std::string_view text, const std::string& file, const UmpLoader& load, Ump& out, Diagnostic& error);

// "village.ump:12:5: message"
std::string describe(const Diagnostic& diagnostic);

// A UmpLoader over the file system, for native tools and tests (the app
// passes texts it holds).
bool read_file(const std::string& path, std::string& text);
// read_file, then parse_ump (`extends` from the file's directory).
bool load_ump(const std::string& path, Ump& out, Diagnostic& error);
// The .ump files in a directory, by name without ".ump", sorted (empty when
// there are none or it cannot be read); for native tools.
std::vector<std::string> ump_files_in(const std::string& dir);

}  // namespace pgw::assembly

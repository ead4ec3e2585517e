// ump_files.hpp — where the tests find a .ump file: the shipped maps are in
// data/ump (compiled into the app), the game's own test files for `extends`
// in tests/fixtures/ump (never shipped).
#pragma once

#include <fstream>
#include <string>

namespace pgw::test {

inline const std::string kShippedUmp = PGW_SOURCE_DIR "/data/ump/";
inline const std::string kTestUmp = PGW_SOURCE_DIR "/tests/fixtures/ump/";

// "forest.ump" → ".../data/ump/forest.ump"; "test_extends.ump" → ".../tests/fixtures/ump/test_extends.ump".
inline std::string ump_path(const std::string& file) {
  return std::ifstream(kShippedUmp + file).good() ? kShippedUmp + file : kTestUmp + file;
}

}  // namespace pgw::test

// cli_run.hpp — runs levelgen in-process for tests and reads its JSON line.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.hpp"

namespace pgw::test {

struct Run {
  int status;
  std::string out, err;
};

inline Run levelgen(const std::vector<std::string>& args, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out, err;
  cli::Streams io{in, out, err};
  const int status = cli::run(args, io);
  return {status, out.str(), err.str()};
}

// The value of `key` in a flat JSON object, as text ("" when absent).
inline std::string json_field(const std::string& json, const std::string& key) {
  const std::string tag = "\"" + key + "\":";
  const std::size_t at = json.find(tag);
  if (at == std::string::npos) return "";
  const std::size_t start = at + tag.size();
  if (json[start] == '"') {
    const std::size_t end = json.find('"', start + 1);
    return json.substr(start + 1, end - start - 1);
  }
  const std::size_t end = json.find_first_of(",}", start);
  return json.substr(start, end - start);
}

}  // namespace pgw::test

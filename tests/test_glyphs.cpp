// test_glyphs.cpp — every character beyond ASCII in the sources' strings is
// in src/app/platform/glyphs.def, the one list the font's subset and ImGui's glyph
// ranges are made from (a character missing there is drawn as '?').
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// glyphs.def's entries as [first, last] ranges, ASCII's printable ones first.
std::vector<std::pair<std::uint32_t, std::uint32_t>> glyph_ranges() {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> ranges = {{0x20, 0x7E}};
  std::istringstream lines(read_file(PGW_SOURCE_DIR "/src/app/platform/glyphs.def"));
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("PGW_GLYPH", 0) != 0) continue;
    const std::size_t first = line.find("0x");
    const std::size_t second = line.find("0x", first + 2);
    const auto code = [&line](std::size_t at) { return static_cast<std::uint32_t>(std::stoul(line.substr(at), nullptr, 16)); };
    ranges.emplace_back(code(first), second == std::string::npos ? code(first) : code(second));
  }
  return ranges;
}

// The code points of the string literals on `line` (a `//` comment outside
// a string ends it); UTF-8 decoded, escapes other than \xHH skipped.
std::vector<std::uint32_t> literal_code_points(const std::string& line) {
  std::string bytes;
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (!in_string) {
      if (c == '/' && i + 1 < line.size() && line[i + 1] == '/') break;
      if (c == '\'' && i + 2 < line.size()) i += line[i + 1] == '\\' ? 3 : 2;  // '"' is no string
      else if (c == '"') in_string = true;
      continue;
    }
    if (c == '"') {
      in_string = false;
    } else if (c == '\\' && i + 1 < line.size()) {
      if (line[i + 1] == 'x' && i + 3 < line.size()) {
        bytes += static_cast<char>(std::stoi(line.substr(i + 2, 2), nullptr, 16));
        i += 3;
      } else {
        ++i;
      }
    } else {
      bytes += c;
    }
  }
  std::vector<std::uint32_t> codes;
  for (std::size_t i = 0; i < bytes.size();) {
    const auto b = static_cast<unsigned char>(bytes[i]);
    const int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
    std::uint32_t code = extra == 0 ? b : b & (0x3F >> extra);
    for (int k = 1; k <= extra && i + k < bytes.size(); ++k) code = (code << 6) | (static_cast<unsigned char>(bytes[i + k]) & 0x3F);
    codes.push_back(code);
    i += static_cast<std::size_t>(extra) + 1;
  }
  return codes;
}

}  // namespace

TEST_CASE("glyphs: every character the sources' strings use is in glyphs.def") {
  const auto ranges = glyph_ranges();
  REQUIRE(ranges.size() > 5);
  const auto covered = [&ranges](std::uint32_t code) {
    for (const auto& [first, last] : ranges)
      if (code >= first && code <= last) return true;
    return code == '\t' || code == '\n';
  };
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(PGW_SOURCE_DIR "/src")) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".cpp" && ext != ".hpp") continue;
    ++files;
    std::istringstream lines(read_file(entry.path()));
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
      ++number;
      for (const std::uint32_t code : literal_code_points(line)) {
        if (code < 0x80) continue;
        char where[32];
        std::snprintf(where, sizeof(where), ":%d U+%04X", number, static_cast<unsigned>(code));
        INFO(entry.path().string() << where);
        CHECK(covered(code));
      }
    }
  }
  CHECK(files > 50);
}

TEST_CASE("glyphs: a missing character is found") {
  // The scanner itself: a string's characters count, a comment's do not.
  CHECK(literal_code_points("f(\"a×b\"); // ←").size() == 3);
  CHECK(literal_code_points("f(\"a×b\"); // ←")[1] == 0xD7);
  CHECK(literal_code_points("x = '\"'; y = \"\\xE2\\x86\\x90\";") == std::vector<std::uint32_t>{0x2190});
}

// test_layering.cpp — the sources' includes keep the layers apart
// (docs/architecture.md, "Layout").
//
// The app (src/app) is in folders by concern, and an include runs only
// downward or within its own folder:
//   platform (the page, frames, input, fonts, theme, test hooks, widgets' items)
//   < kit (widgets, notices, popups, the board camera)
//   < midend (the screen every kind shares, jobs, autosave, the registry, the journey)
//   < one folder per kind's screen (flow, slide, …; none includes another's)
//   < shell (the app shell, main, the page's bindings).
// Every other folder of src/ (core, the kinds, kinds/, cli) includes nothing
// from the app, SDL, Dear ImGui, GL or Emscripten; src/web (Embind) may use
// Emscripten but not the app, SDL or ImGui.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// The app's layers, bottom up; any other folder of src/app is a kind's screen.
const std::map<std::string, int> kAppLayers = {{"platform", 0}, {"kit", 1}, {"midend", 2}, {"shell", 4}};
constexpr int kKindScreenLayer = 3;

int app_layer(const std::string& folder) {
  const auto it = kAppLayers.find(folder);
  return it == kAppLayers.end() ? kKindScreenLayer : it->second;
}

// Why `target` (as written in an #include) may not be included from a file of
// src/<top>/<sub>/… ("" when it may). `sub` is the folder under src/app, empty
// for a file directly in src/app or outside the app.
std::string include_problem(const std::string& top, const std::string& sub, const std::string& target) {
  static const std::regex kPlatformHeader(R"(^(SDL|imgui|emscripten|GLES|GL/|EGL/))");
  const bool app_target = target.rfind("app/", 0) == 0;
  if (top == "app") {
    if (sub.empty()) return "a file directly in src/app: every file of the app has a folder";
    if (!app_target) return "";
    const std::string rest = target.substr(4);
    const std::size_t slash = rest.find('/');
    if (slash == std::string::npos)
      return "names no folder: includes name their path from src/ (\"app/kit/notice.hpp\")";
    const std::string folder = rest.substr(0, slash);
    if (folder == sub) return "";
    const int from = app_layer(sub);
    const int to = app_layer(folder);
    if (to > from) return "runs upward (" + sub + " may not include " + folder + ")";
    if (to == from) return "runs sideways: one kind's screen includes another's (" + sub + " → " + folder + ")";
    return "";
  }
  if (app_target) return "src/" + top + " includes the app";
  if (top == "web") {
    if (target.rfind("emscripten", 0) == 0) return "";
    return std::regex_search(target, kPlatformHeader) ? "src/web includes SDL, ImGui or GL" : "";
  }
  return std::regex_search(target, kPlatformHeader) ? "src/" + top + " includes SDL, ImGui, GL or Emscripten" : "";
}

std::vector<std::string> includes_of(const fs::path& path) {
  static const std::regex kInclude(R"(^\s*#\s*include\s*["<]([^">]+)[">])");
  std::ifstream file(path, std::ios::binary);
  std::vector<std::string> targets;
  std::string line;
  std::smatch match;
  while (std::getline(file, line))
    if (std::regex_search(line, match, kInclude)) targets.push_back(match[1]);
  return targets;
}

}  // namespace

TEST_CASE("layering: no include in src/app runs upward; core and kinds include no app, SDL, ImGui or Emscripten") {
  const fs::path src = PGW_SOURCE_DIR "/src";
  int files = 0;
  int app_files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(src)) {
    if (!entry.is_regular_file()) continue;
    const std::string ext = entry.path().extension().string();
    if (ext != ".cpp" && ext != ".hpp" && ext != ".h" && ext != ".def") continue;
    const fs::path relative = entry.path().lexically_relative(src);
    std::vector<std::string> parts;
    for (const auto& part : relative) parts.push_back(part.string());
    const std::string top = parts.size() > 1 ? parts[0] : "";
    const std::string sub = top == "app" && parts.size() > 2 ? parts[1] : "";
    ++files;
    if (top == "app") {
      ++app_files;
      INFO("src/" << relative.generic_string());
      CHECK_MESSAGE(!sub.empty(), include_problem(top, sub, ""));
      if (sub.empty()) continue;
    }
    for (const std::string& target : includes_of(entry.path())) {
      const std::string problem = include_problem(top, sub, target);
      INFO("src/" << relative.generic_string() << ": #include \"" << target << "\": " << problem);
      CHECK(problem.empty());
      // An app include names a file that is there (not a path left behind by a move).
      if (target.rfind("app/", 0) == 0) CHECK(fs::exists(src / target));
    }
  }
  CHECK(files > 100);
  CHECK(app_files > 50);
}

TEST_CASE("layering: a wrong include is found") {
  // Within the app: down and within a folder are fine; up, sideways and flat are not.
  CHECK(include_problem("app", "midend", "app/kit/notice.hpp").empty());
  CHECK(include_problem("app", "flow", "app/midend/screen.hpp").empty());
  CHECK(include_problem("app", "flow", "app/flow/flow_screen.hpp").empty());
  CHECK(include_problem("app", "shell", "app/slide/slide_screen.hpp").empty());
  CHECK(include_problem("app", "kit", "app/platform/theme.hpp").empty());
  CHECK(include_problem("app", "kit", "app/midend/screen.hpp").find("upward") != std::string::npos);
  CHECK(include_problem("app", "platform", "app/kit/notice.hpp").find("upward") != std::string::npos);
  CHECK(include_problem("app", "midend", "app/shell/app_shell.hpp").find("upward") != std::string::npos);
  CHECK(include_problem("app", "midend", "app/flow/flow_screen.hpp").find("upward") != std::string::npos);
  CHECK(include_problem("app", "slide", "app/flow/flow_board_view.hpp").find("sideways") != std::string::npos);
  CHECK(include_problem("app", "kit", "app/notice.hpp").find("no folder") != std::string::npos);
  CHECK_FALSE(include_problem("app", "", "core/json.hpp").empty());
  // Outside it.
  CHECK(include_problem("slide", "", "core/rng.hpp").empty());
  CHECK_FALSE(include_problem("core", "", "app/midend/autosave.hpp").empty());
  CHECK_FALSE(include_problem("flow", "", "imgui.h").empty());
  CHECK_FALSE(include_problem("kinds", "", "SDL.h").empty());
  CHECK_FALSE(include_problem("cli", "", "emscripten/bind.h").empty());
  CHECK_FALSE(include_problem("cities", "", "GLES3/gl3.h").empty());
  CHECK(include_problem("web", "", "emscripten/val.h").empty());
  CHECK_FALSE(include_problem("web", "", "imgui.h").empty());
  CHECK_FALSE(include_problem("web", "", "app/midend/screen.hpp").empty());
}

// fixtures.cpp — see fixtures.hpp. The list itself, fixtures(), is in the
// index CMake generates from data/ump/*.ump.
#include "assembly/fixtures.hpp"

#include <map>
#include <memory>
#include <mutex>

#include "assembly/parser.hpp"

namespace pgw::assembly {

const Fixture* find_fixture(std::string_view name) {
  for (const Fixture& fixture : fixtures())
    if (name == fixture.name) return &fixture;
  return nullptr;
}

bool fixture_loader(const std::string& path, std::string& text) {
  std::string name = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
  if (name.size() > 4 && name.compare(name.size() - 4, 4, ".ump") == 0) name.resize(name.size() - 4);
  const Fixture* fixture = find_fixture(name);
  if (fixture == nullptr) return false;
  text = std::string(fixture->text);
  return true;
}

const Ump* parsed_fixture(std::string_view name, std::string& error) {
  // Parsed on first use and kept: jobs on several threads may ask at once.
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<Ump>, std::less<>> parsed;
  const std::lock_guard<std::mutex> lock(mutex);
  const auto known = parsed.find(name);
  if (known != parsed.end()) return known->second.get();
  const Fixture* fixture = find_fixture(name);
  if (fixture == nullptr) {
    error = "no shipped map file '" + std::string(name) + "'; they are:";
    const char* sep = " ";
    for (const Fixture& f : fixtures()) {
      error += sep + std::string(f.name);
      sep = ", ";
    }
    return nullptr;
  }
  auto ump = std::make_unique<Ump>();
  Diagnostic problem;
  if (!parse_ump(fixture->text, std::string(fixture->name) + ".ump", fixture_loader, *ump, problem)) {
    error = describe(problem);
    return nullptr;
  }
  return parsed.emplace(std::string(name), std::move(ump)).first->second.get();
}

}  // namespace pgw::assembly

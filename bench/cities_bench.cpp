// cities_bench — Cities generation time on open terrain, ours (native, or
// wasm under node), for bench/cities_bench.js to set beside the peers.
//
//   cities_bench [SIZES] [MIN_SECONDS]     SIZES like 200,500,1000 (square maps)
//
// Prints one tab-separated line per size: platform, size, s, l, cities,
// mean ms, best ms, runs, a hash of the first run's cities (native and wasm
// must agree) and the checker's verdict on it ("ok" or what failed).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/bench_clock.hpp"
#include "cities/checker.hpp"
#include "cities/generator.hpp"

using namespace pgw;

int main(int argc, char** argv) {
  std::vector<int> sizes;
  const std::string list = argc > 1 ? argv[1] : "200,500,1000";
  for (std::size_t at = 0; at < list.size();) {
    const std::size_t comma = list.find(',', at);
    sizes.push_back(std::atoi(list.substr(at, comma - at).c_str()));
    at = comma == std::string::npos ? list.size() : comma + 1;
  }
  const double min_seconds = argc > 2 ? std::atof(argv[2]) : 1.0;
  for (int size : sizes) {
    cities::Params p;
    p.width = p.height = size;
    p.min_distance = 3;
    p.max_distance = 6;
    if (!cities::check_params(p).empty() || min_seconds <= 0) {
      std::fprintf(stderr, "cities_bench: bad size %d or time\n", size);
      return 2;
    }
    double total = 0, best = 1e30;
    int runs = 0;
    cities::Generated first;
    const bench::Clock::time_point start = bench::Clock::now();
    while (runs < 3 || bench::seconds_since(start) < min_seconds) {
      Progress progress;
      const bench::Clock::time_point t0 = bench::Clock::now();
      cities::Generated g = cities::generate(p, static_cast<std::uint64_t>(runs + 1), progress);
      const double ms = bench::seconds_since(t0) * 1000.0;
      total += ms;
      best = ms < best ? ms : best;
      if (runs++ == 0) first = std::move(g);
    }
    const cities::Check check = cities::check_placement(first.map, first.cities, p.min_distance, p.max_distance, p.neighbours);
    std::string verdict = "ok";
    if (!check.min_distance_ok()) verdict = "too-close";
    if (!check.far.empty()) verdict = "far";
    if (!check.maximal()) verdict = "not-maximal";
    std::uint64_t hash = 1469598103934665603ull;
    for (int tile : first.cities) hash = (hash ^ static_cast<std::uint64_t>(tile)) * 1099511628211ull;
    std::printf("%s\t%d\t%d\t%d\t%zu\t%.2f\t%.2f\t%d\t%016llx\t%s\n", bench::kPlatform, size, p.min_distance,
                p.max_distance, first.cities.size(), total / runs, best, runs, static_cast<unsigned long long>(hash),
                verdict.c_str());
    std::fflush(stdout);
  }
  return 0;
}

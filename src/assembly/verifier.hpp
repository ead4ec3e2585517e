// verifier.hpp — judges an assembled map from the tiles and the plan alone,
// by its own walk over the placements (none of the assembler's state), so
// tests and the app can trust what it says.
#pragma once

#include <string>
#include <vector>

#include "assembly/model.hpp"
#include "assembly/plan.hpp"

namespace pgw::assembly {

struct Verdict {
  std::vector<std::string> problems;  // empty: a good map
  bool ok() const { return problems.empty(); }
};

// Every map square covered by exactly one solid tile cell, no solid cell
// off the map, every ring requirement met by the solid cell it lies on (the
// frame meets any), the fixed tiles first and where the plan puts them, and
// each tile's other copies between its min and max. At most `max_problems`
// are listed.
Verdict verify(const Ump& ump, const Plan& plan, const std::vector<Placement>& placed, int max_problems = 20);

}  // namespace pgw::assembly

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
// off the map and no tile past the frame, every ring requirement met by the
// solid cell it lies on, the rings on the frame as the game's fit test takes
// them in the map's order (the frame's cells start by accepting any letter),
// the fixed tiles first and where the plan puts them, and each tile's other
// copies between its min and max. In the plan's Engine mode, what the fixed
// tiles do to each other (overlaps, unmet rings, cells off the map) is the
// file's own disagreement, which the game lets through, and so are open
// squares in an assembly with only fixed tiles: not problems here (the
// assembler lists them as warnings). At most `max_problems` are listed.
Verdict verify(const Ump& ump, const Plan& plan, const std::vector<Placement>& placed, int max_problems = 20);

}  // namespace pgw::assembly

#include "slide/analysis.hpp"

#include <algorithm>

#include "core/json.hpp"

namespace pgw::slide {

int band_score(int par, std::uint64_t positions, std::uint64_t traps, int optimal_first_moves,
               std::uint64_t optimal_solutions) {
  int trap_points = 0;
  if (traps > 0) trap_points = traps * 10 < positions ? 2 : traps * 10 < positions * 3 ? 4 : 6;
  const int first_points = optimal_first_moves == 1 ? 3 : optimal_first_moves == 2 ? 1 : 0;
  const int solution_points = optimal_solutions == 1 ? 3 : optimal_solutions <= 4 ? 1 : 0;
  return par + trap_points + first_points + solution_points;
}

Difficulty band_of_score(int score) {
  if (score < 10) return Difficulty::Easy;
  if (score < 20) return Difficulty::Medium;
  if (score < 30) return Difficulty::Hard;
  return Difficulty::Expert;
}

void band_scores(Difficulty band, int& lo, int& hi) {
  switch (band) {
    case Difficulty::Easy: lo = 0, hi = 9; return;
    case Difficulty::Medium: lo = 10, hi = 19; return;
    case Difficulty::Hard: lo = 20, hi = 29; return;
    case Difficulty::Expert: lo = 30, hi = 1 << 20; return;
    case Difficulty::Any: lo = 0, hi = 1 << 20; return;
  }
}

void band_pars(Difficulty band, int& lo, int& hi) {
  band_scores(band, lo, hi);
  lo = std::max(1, lo - 12);  // the most points beyond par
}

namespace {

// Mapped positions that cannot reach the goal and whose every continuation
// was mapped (a position with an unmapped continuation might still escape).
std::uint64_t count_traps(const StateGraph& graph, const std::vector<std::uint16_t>& dist) {
  const std::size_t n = graph.states.size(), expanded = graph.next.size();
  std::uint64_t traps = 0;
  if (expanded == n) {
    for (std::uint16_t d : dist) traps += d == kNoWin ? 1 : 0;
    return traps;
  }
  // "Open": an unexpanded position, or one with a move into an open one.
  std::vector<std::uint32_t> first(n + 1, 0);
  for (std::size_t s = 0; s < expanded; ++s)
    for (std::uint32_t to : graph.next[s]) ++first[to + 1];
  for (std::size_t i = 0; i < n; ++i) first[i + 1] += first[i];
  std::vector<std::uint32_t> from(first[n]), fill(first.begin(), first.end() - 1);
  for (std::size_t s = 0; s < expanded; ++s)
    for (std::uint32_t to : graph.next[s]) from[fill[to]++] = static_cast<std::uint32_t>(s);
  std::vector<std::uint8_t> open(n, 0);
  std::vector<std::uint32_t> queue;
  for (std::size_t s = expanded; s < n; ++s) {
    open[s] = 1;
    queue.push_back(static_cast<std::uint32_t>(s));
  }
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (std::uint32_t e = first[queue[head]]; e < first[queue[head] + 1]; ++e)
      if (!open[from[e]]) {
        open[from[e]] = 1;
        queue.push_back(from[e]);
      }
  for (std::size_t s = 0; s < n; ++s) traps += !open[s] && dist[s] == kNoWin ? 1 : 0;
  return traps;
}

}  // namespace

Analysis analyse(const Layout& layout, const State& start, Progress* progress, std::uint64_t map_budget) {
  Analysis a;
  OptimalPaths paths = optimal_paths(layout, start, progress, kPathsBudget);
  a.status = paths.status;
  if (paths.status != SolveStatus::Solved) return a;
  a.par = paths.par;
  a.first_moves = paths.first_moves;
  a.optimal_first_moves = __builtin_popcount(paths.first_moves);
  a.optimal_solutions = paths.solutions;
  a.moves = std::move(paths.moves);
  const StateGraph graph = explore(layout, start, progress, map_budget);
  const std::vector<std::uint16_t> dist = distances_to_win(layout, graph, progress);
  if (progress && progress->cancelled()) {
    a.status = SolveStatus::Cancelled;
    return a;
  }
  a.positions = graph.states.size();
  a.complete = graph.complete;
  a.traps = count_traps(graph, dist);
  a.score = band_score(a.par, a.positions, a.traps, a.optimal_first_moves, a.optimal_solutions);
  a.band = band_of_score(a.score);
  return a;
}

std::string analysis_json(const Analysis& a) {
  JsonObject json;
  json.add("solvable", a.status == SolveStatus::Solved);
  if (a.status != SolveStatus::Solved) {
    json.add("status", to_string(a.status));
    return json.str();
  }
  std::string first;
  for (Dir d : kDirs)
    if ((a.first_moves >> static_cast<int>(d)) & 1u) first += dir_letter(d);
  json.add("par", a.par)
      .add("optimal_first_moves", a.optimal_first_moves)
      .add("first_moves", first)
      .add("optimal_solutions", a.optimal_solutions)
      .add("positions", a.positions)
      .add("traps", a.traps)
      .add("traps_exact", a.complete)
      .add("score", a.score)
      .add("band", difficulty_name(a.band));
  return json.str();
}

// ---------------------------------------------------------------------------
// Hints

namespace {

const char* const kDirWords[4] = {"up", "down", "left", "right"};

std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string moves_words(int n) { return n == 1 ? "1 move" : std::to_string(n) + " moves"; }

// "left", "left and right", "up, left and right".
std::string joined(const std::vector<int>& dirs) {
  std::string out;
  for (std::size_t i = 0; i < dirs.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == dirs.size() ? " and " : ", ") + kDirWords[dirs[i]];
  return out;
}

std::string hint_text(const Hint& h) {
  if (h.won) return "The player is on the goal already.";
  if (h.status == SolveStatus::Unsolvable)
    return "The goal can no longer be reached from here: undo or restart.";
  if (h.status == SolveStatus::TooLarge) return "This position is too large to solve within the search budget.";
  if (h.status != SolveStatus::Solved) return "";
  const MoveOutcome& best = h.outcomes[static_cast<int>(h.best)];
  std::string text = capitalised(kDirWords[static_cast<int>(h.best)]) + ": " +
                     (best.to_goal == 0 ? std::string("reaches the goal")
                                        : moves_words(best.to_goal) + " to the goal from there");
  std::vector<int> same, dead, still, unknown;
  std::vector<std::pair<int, int>> longer;
  for (int d = 0; d < 4; ++d) {
    if (d == static_cast<int>(h.best)) continue;
    const MoveOutcome& o = h.outcomes[d];
    if (!o.moves) still.push_back(d);
    else if (o.status == SolveStatus::Unsolvable) dead.push_back(d);
    else if (o.status != SolveStatus::Solved) unknown.push_back(d);
    else if (o.to_goal == best.to_goal) same.push_back(d);
    else longer.emplace_back(d, o.to_goal);
  }
  if (!same.empty()) text += "; " + joined(same) + (same.size() == 1 ? " is" : " are") + " just as good";
  for (const auto& [d, n] : longer) text += "; " + std::string(kDirWords[d]) + ": " + moves_words(n) + " from there";
  if (!dead.empty())
    text += "; " + joined(dead) + (dead.size() == 1 ? " leads" : " lead") +
            " to positions from which the goal can no longer be reached";
  if (!still.empty()) text += "; " + joined(still) + (still.size() == 1 ? " moves" : " move") + " nothing";
  if (!unknown.empty()) text += "; " + joined(unknown) + " could not be solved within the search budget";
  return text + ".";
}

}  // namespace

Hint hint(const Layout& layout, const State& state, Progress* progress, std::uint64_t budget) {
  Hint h;
  if (is_won(layout, state)) {
    h.won = true;
    h.status = SolveStatus::Solved;
    h.text = hint_text(h);
    return h;
  }
  int best = -1;
  bool unknown = false;
  for (Dir d : kDirs) {
    MoveOutcome& o = h.outcomes[static_cast<int>(d)];
    o.dir = d;
    const State next = apply(layout, state, d);
    o.moves = !(next == state);
    if (!o.moves) continue;
    const SolveResult r = solve(layout, next, progress, budget);
    o.status = r.status;
    if (r.status == SolveStatus::Cancelled) {
      h.status = SolveStatus::Cancelled;
      return h;
    }
    if (r.status == SolveStatus::TooLarge) unknown = true;
    if (r.status != SolveStatus::Solved) continue;
    o.to_goal = static_cast<int>(r.moves.size());
    if (best < 0 || o.to_goal < h.outcomes[best].to_goal) best = static_cast<int>(d);
  }
  if (best >= 0) {
    h.status = SolveStatus::Solved;
    h.best = static_cast<Dir>(best);
    h.to_goal = h.outcomes[best].to_goal + 1;
  } else {
    h.status = unknown ? SolveStatus::TooLarge : SolveStatus::Unsolvable;
  }
  h.text = hint_text(h);
  return h;
}

std::string hint_json(const Hint& h) {
  JsonObject json;
  json.add("status", h.won ? "won" : to_string(h.status));
  if (h.status == SolveStatus::Solved && !h.won)
    json.add("best", std::string(1, dir_letter(h.best))).add("to_goal", h.to_goal);
  JsonArray outcomes;
  for (int d = 0; d < 4 && !h.won; ++d) {
    const MoveOutcome& o = h.outcomes[d];
    JsonObject one;
    one.add("dir", std::string(1, dir_letter(o.dir))).add("moves", o.moves);
    if (o.moves) {
      one.add("status", to_string(o.status));
      if (o.status == SolveStatus::Solved) one.add("to_goal", o.to_goal);
    }
    outcomes.add(one);
  }
  json.add("outcomes", outcomes).add("text", h.text);
  return json.str();
}

}  // namespace pgw::slide

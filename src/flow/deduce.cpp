#include "flow/deduce.hpp"

#include <algorithm>
#include <functional>

#include "core/json.hpp"

namespace pgw::flow {

// ---------------------------------------------------------------------------
// Names

namespace {

const char* const kTechniqueNames[kTechniques] = {"single", "neighbours", "group", "contradiction", "lookahead"};
const char* const kTechniqueTitles[kTechniques] = {"One way left", "Neighbours' options", "A group of four",
                                                   "Short contradiction", "Lookahead"};

}  // namespace

const char* technique_name(Technique technique) { return kTechniqueNames[static_cast<int>(technique)]; }
const char* technique_title(Technique technique) { return kTechniqueTitles[static_cast<int>(technique)]; }

bool technique_from_name(std::string_view name, Technique& technique) {
  return enum_from_name(kTechniqueNames, name, technique);
}

Difficulty difficulty_of(Technique hardest) {
  switch (hardest) {
    case Technique::Single: return Difficulty::Easy;
    case Technique::Neighbours: return Difficulty::Medium;
    case Technique::Group: return Difficulty::Hard;
    case Technique::Contradiction:
    case Technique::Lookahead: return Difficulty::Expert;
  }
  return Difficulty::Any;
}

Technique hardest_allowed(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::Easy: return Technique::Single;
    case Difficulty::Medium: return Technique::Neighbours;
    case Difficulty::Hard: return Technique::Group;
    case Difficulty::Expert:
    case Difficulty::Any: return Technique::Lookahead;
  }
  return Technique::Lookahead;
}

Technique hardest_required(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::Medium: return Technique::Neighbours;
    case Difficulty::Hard: return Technique::Group;
    case Difficulty::Expert: return Technique::Contradiction;
    case Difficulty::Easy:
    case Difficulty::Any: return Technique::Single;
  }
  return Technique::Single;
}

const char* hint_kind_name(Hint::Kind kind) {
  switch (kind) {
    case Hint::Kind::Deduction: return "deduction";
    case Hint::Kind::Unlock: return "unlock";
    case Hint::Kind::Reveal: return "reveal";
    case Hint::Kind::Solved: return "solved";
  }
  return "?";
}

Domains full_domains(const Board& board) {
  Domains d(static_cast<std::size_t>(board.cells()));
  for (int cell = 0; cell < board.cells(); ++cell)
    d[cell] = static_cast<std::uint8_t>((1u << catalogue()[board.tiles[cell]].period) - 1);
  return d;
}

namespace {

// Set bits; a table for the 4-bit masks of ways (the build may have no popcount instruction).
constexpr std::uint8_t kBits4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
inline int bits(unsigned mask) { return mask < 16 ? kBits4[mask] : __builtin_popcount(mask); }
inline int lowest(unsigned mask) { return __builtin_ctz(mask); }

constexpr int kContradictionRadius = 2;  // Manhattan steps from the assumed tile
constexpr unsigned kPollEvery = 64;      // expensive tests between cancel polls

// Per tile, [domain][side]: the edge codes it can show on that side turned
// any of the domain's ways (among its distinct looks), made once.
const std::vector<std::uint16_t>& offer_table() {
  static const std::vector<std::uint16_t> table = [] {
    std::vector<std::uint16_t> offers(static_cast<std::size_t>(tile_count()) * 64);
    for (int tile = 0; tile < tile_count(); ++tile) {
      const unsigned full = (1u << catalogue()[static_cast<std::size_t>(tile)].period) - 1;
      const std::uint8_t* codes = tile_codes(tile);
      for (unsigned domain = 0; domain < 16; ++domain)
        for (int side = 0; side < 4; ++side) {
          unsigned shown = 0;
          for (unsigned m = domain & full; m; m &= m - 1) shown |= 1u << codes[lowest(m) * 4 + side];
          offers[static_cast<std::size_t>(tile) * 64 + domain * 4 + side] = static_cast<std::uint16_t>(shown);
        }
    }
    return offers;
  }();
  return table;
}

// The board as tables, and every technique as "which of these ways of this
// tile does it rule out, given what is known".
class Engine {
 public:
  explicit Engine(const Board& board) : w_(board.width), h_(board.height), n_(board.cells()) {
    code_.resize(static_cast<std::size_t>(n_) * 16);
    nb_.resize(static_cast<std::size_t>(n_) * 4);
    offer_.resize(static_cast<std::size_t>(n_) * 64);
    full_ = full_domains(board);
    const std::vector<std::uint16_t>& offers = offer_table();
    for (int cell = 0; cell < n_; ++cell) {
      for (int side = 0; side < 4; ++side) nb_[cell * 4 + side] = board.neighbour(cell, side);
      const int tile = board.tiles[cell];
      std::copy_n(tile_codes(tile), 16, code_.begin() + cell * 16);
      std::copy_n(offers.begin() + tile * 64, 64, offer_.begin() + cell * 64);
    }
  }

  int cells() const { return n_; }
  int width() const { return w_; }
  const Domains& full() const { return full_; }
  int neighbour(int cell, int side) const { return nb_[cell * 4 + side]; }
  int code(int cell, int r, int side) const { return code_[cell * 16 + r * 4 + side]; }
  // Edge codes `cell` can show on `side` with these ways.
  unsigned offer(int cell, unsigned domain, int side) const { return offer_[cell * 64 + domain * 4 + side]; }
  // The ways among `domain` that show one of `codes` on `side`.
  unsigned accept(int cell, int side, unsigned codes, unsigned domain) const {
    unsigned keep = 0;
    for (unsigned m = domain; m; m &= m - 1) {
      const int r = lowest(m);
      if ((codes >> code(cell, r, side)) & 1u) keep |= 1u << r;
    }
    return keep;
  }
  int distance(int a, int b) const {
    return std::abs(a % w_ - b % w_) + std::abs(a / w_ - b / w_);
  }

  // The ways among `candidates` of `cell` that `technique` rules out. Reads
  // d (never d[cell], except that contradiction and lookahead set it while
  // they assume, and restore it). `accessed` collects the other tiles whose
  // entries were read.
  unsigned rule_out(Technique technique, Domains& d, int cell, unsigned candidates, std::vector<int>* accessed) {
    switch (technique) {
      case Technique::Single: return against_neighbours(d, cell, candidates, true, accessed);
      case Technique::Neighbours: return against_neighbours(d, cell, candidates, false, accessed);
      case Technique::Group: return group(d, cell, candidates, accessed);
      case Technique::Contradiction: return assume_each(d, cell, candidates, kContradictionRadius, accessed);
      case Technique::Lookahead: return assume_each(d, cell, candidates, -1, accessed);
    }
    return 0;
  }

  // What one assumption does: false when a tile is left with no way; `emptied`
  // is that tile, `forced` how many tiles lost ways on the way there.
  bool assume(Domains& d, int cell, int r, int radius, std::vector<int>* accessed, int* emptied, int* forced) {
    undo_.clear();
    undo_.push_back({cell, d[cell]});
    d[cell] = static_cast<std::uint8_t>(1u << r);
    const bool ok = propagate(d, cell, radius, accessed, emptied);
    if (forced) *forced = static_cast<int>(undo_.size()) - 1;
    for (std::size_t i = undo_.size(); i-- > 0;) d[undo_[i].cell] = undo_[i].before;
    return ok;
  }

 private:
  // single: only the board's edge and settled neighbours; neighbours: every neighbour.
  unsigned against_neighbours(const Domains& d, int cell, unsigned candidates, bool settled_only,
                              std::vector<int>* accessed) const {
    unsigned keep = candidates;
    for (int side = 0; side < 4 && keep; ++side) {
      const int other = neighbour(cell, side);
      if (other < 0) {
        keep = accept(cell, side, 1u, keep);  // nothing may flow off the board
        continue;
      }
      if (settled_only && bits(d[other]) != 1) continue;
      if (accessed) accessed->push_back(other);
      keep = accept(cell, side, offer(other, d[other], opposite(side)), keep);
    }
    return candidates & ~keep;
  }

  // Every 2×2 block holding `cell`: a way with no completion of the block is out.
  unsigned group(const Domains& d, int cell, unsigned candidates, std::vector<int>* accessed) const {
    const int x = cell % w_, y = cell / w_;
    unsigned keep = candidates;
    for (int by = y - 1; by <= y && keep; ++by)
      for (int bx = x - 1; bx <= x && keep; ++bx) {
        if (bx < 0 || by < 0 || bx + 1 >= w_ || by + 1 >= h_) continue;
        const int q[4] = {by * w_ + bx, by * w_ + bx + 1, (by + 1) * w_ + bx, (by + 1) * w_ + bx + 1};
        unsigned dom[4];
        int self = 0;
        for (int i = 0; i < 4; ++i) {
          if (q[i] == cell) {
            self = i;
            dom[i] = keep;
          } else {
            dom[i] = d[q[i]];
            if (accessed) accessed->push_back(q[i]);
          }
        }
        unsigned support[4] = {0, 0, 0, 0};
        for (unsigned ma = dom[0]; ma; ma &= ma - 1) {
          const int ra = lowest(ma);
          for (unsigned mb = dom[1]; mb; mb &= mb - 1) {
            const int rb = lowest(mb);
            if (code(q[0], ra, East) != code(q[1], rb, West)) continue;
            for (unsigned mc = dom[2]; mc; mc &= mc - 1) {
              const int rc = lowest(mc);
              if (code(q[0], ra, South) != code(q[2], rc, North)) continue;
              for (unsigned md = dom[3]; md; md &= md - 1) {
                const int rd = lowest(md);
                if (code(q[1], rb, South) != code(q[3], rd, North) || code(q[2], rc, East) != code(q[3], rd, West))
                  continue;
                support[0] |= 1u << ra;
                support[1] |= 1u << rb;
                support[2] |= 1u << rc;
                support[3] |= 1u << rd;
              }
            }
          }
        }
        keep &= support[self];
      }
    return candidates & ~keep;
  }

  unsigned assume_each(Domains& d, int cell, unsigned candidates, int radius, std::vector<int>* accessed) {
    unsigned out = 0;
    for (unsigned m = candidates; m; m &= m - 1) {
      const int r = lowest(m);
      if (!assume(d, cell, r, radius, accessed, nullptr, nullptr)) out |= 1u << r;
    }
    return out;
  }

  // Neighbours' propagation from `start` (its entry already narrowed), within
  // `radius` steps of it (-1: anywhere). Changes are logged in undo_.
  bool propagate(Domains& d, int start, int radius, std::vector<int>* accessed, int* emptied) {
    stack_.clear();
    stack_.push_back(start);
    while (!stack_.empty()) {
      const int x = stack_.back();
      stack_.pop_back();
      for (int side = 0; side < 4; ++side) {
        const int y = neighbour(x, side);
        if (y < 0 || (radius >= 0 && distance(y, start) > radius)) continue;
        if (accessed) accessed->push_back(y);
        const unsigned keep = accept(y, opposite(side), offer(x, d[x], side), d[y]);
        if (keep == d[y]) continue;
        undo_.push_back({y, d[y]});
        d[y] = static_cast<std::uint8_t>(keep);
        if (keep == 0) {
          if (emptied) *emptied = y;
          return false;
        }
        stack_.push_back(y);
      }
    }
    return true;
  }

  struct Undo {
    int cell;
    std::uint8_t before;
  };

  int w_, h_, n_;
  std::vector<std::uint8_t> code_;    // [cell][rotation][side] edge code
  std::vector<int> nb_;               // [cell][side], -1 off the board
  std::vector<std::uint16_t> offer_;  // [cell][domain][side] codes shown
  Domains full_;
  std::vector<Undo> undo_;
  std::vector<int> stack_;
};

// The ladder over one board: cheapest technique first, back to the cheapest
// after every deduction. `on_settle(cell)` is told of each tile as it is
// settled and may stop the run by returning true.
class Ladder {
 public:
  explicit Ladder(Engine& engine) : e_(engine), n_(engine.cells()) {}

  Grade run(Technique cap, Progress* progress, const Pins& pins, const std::function<bool(int)>& on_settle = {}) {
    Grade out;
    d_ = e_.full();
    if (!pins.empty())
      for (int cell = 0; cell < n_; ++cell)
        if (pins[cell] >= 0) d_[cell] = static_cast<std::uint8_t>(1u << (pins[cell] % period(cell)));
    unsettled_ = 0;
    for (int cell = 0; cell < n_; ++cell) unsettled_ += bits(d_[cell]) > 1 ? 1 : 0;
    in1_.assign(static_cast<std::size_t>(n_), 1);
    in2_.assign(static_cast<std::size_t>(n_), cap >= Technique::Neighbours ? 1 : 0);
    list1_.clear();
    list2_.clear();
    for (int cell = n_ - 1; cell >= 0; --cell) {
      list1_.push_back(cell);
      if (cap >= Technique::Neighbours) list2_.push_back(cell);
    }
    group_clean_.assign(static_cast<std::size_t>(n_), 0);
    contra_clean_.assign(static_cast<std::size_t>(n_), 0);
    look_clean_.assign(static_cast<std::size_t>(n_), 0);
    version_ = 1;
    out_ = &out;
    on_settle_ = &on_settle;
    stop_ = false;
    cap_ = cap;
    std::size_t cursor[kTechniques] = {};
    unsigned polls = 0;
    for (;;) {
      if (progress && progress->cancelled()) {
        out.cancelled = true;
        break;
      }
      cheap();
      if (out.contradiction || stop_) break;
      if (unsettled_ == 0) break;
      bool found = false;
      for (int t = static_cast<int>(Technique::Group); t <= static_cast<int>(cap) && !found; ++t) {
        const auto technique = static_cast<Technique>(t);
        std::vector<std::uint32_t>& clean = technique == Technique::Group         ? group_clean_
                                            : technique == Technique::Contradiction ? contra_clean_
                                                                                    : look_clean_;
        const std::uint32_t stamp = technique == Technique::Lookahead ? version_ : 1u;
        for (int k = 0; k < n_ && !found; ++k) {
          const int cell = static_cast<int>((cursor[t] + static_cast<std::size_t>(k)) % static_cast<std::size_t>(n_));
          if (bits(d_[cell]) <= 1 || clean[cell] == stamp) continue;
          if ((++polls % kPollEvery) == 0 && progress && progress->cancelled()) {
            out.cancelled = true;
            break;
          }
          const unsigned ruled = e_.rule_out(technique, d_, cell, d_[cell], nullptr);
          clean[cell] = stamp;
          if (ruled) {
            cursor[t] = static_cast<std::size_t>(cell);
            apply(cell, ruled, technique);
            found = true;
          }
        }
        if (out.cancelled) break;
      }
      if (out.cancelled || !found) break;
    }
    out.unsettled = unsettled_;
    out.known = d_;
    if (!out.cancelled && !out.contradiction && !stop_ && unsettled_ == 0) {
      out.solution.resize(static_cast<std::size_t>(n_));
      for (int cell = 0; cell < n_; ++cell) out.solution[cell] = static_cast<std::uint8_t>(lowest(d_[cell]));
      out.solved = true;
      out.difficulty = difficulty_of(out.hardest);
    }
    return out;
  }

  const Domains& known() const { return d_; }

 private:
  int period(int cell) const { return bits(e_.full()[cell]); }

  // Single and neighbours to their fixpoint, single first.
  void cheap() {
    for (;;) {
      if (out_->contradiction || stop_) return;
      if (!step(list1_, in1_, Technique::Single) && !step(list2_, in2_, Technique::Neighbours)) return;
    }
  }

  // One cell off `list` (false when it is empty) tried with `technique`.
  bool step(std::vector<int>& list, std::vector<std::uint8_t>& in, Technique technique) {
    if (list.empty()) return false;
    const int cell = list.back();
    list.pop_back();
    in[cell] = 0;
    if (bits(d_[cell]) > 1) {
      const unsigned ruled = e_.rule_out(technique, d_, cell, d_[cell], nullptr);
      if (ruled) apply(cell, ruled, technique);
    }
    return true;
  }

  void apply(int cell, unsigned ruled, Technique technique) {
    const bool was_open = bits(d_[cell]) > 1;
    d_[cell] = static_cast<std::uint8_t>(d_[cell] & ~ruled);
    Grade& out = *out_;
    ++out.uses[static_cast<int>(technique)];
    if (technique > out.hardest) out.hardest = technique;
    if (d_[cell] == 0) {
      out.contradiction = true;
      return;
    }
    const bool settled = bits(d_[cell]) == 1;
    if (was_open && settled) --unsettled_;
    ++version_;
    for (int side = 0; side < 4; ++side) {
      const int other = e_.neighbour(cell, side);
      if (other < 0) continue;
      if (settled && !in1_[other]) {
        in1_[other] = 1;
        list1_.push_back(other);
      }
      if (cap_ >= Technique::Neighbours && !in2_[other]) {
        in2_[other] = 1;
        list2_.push_back(other);
      }
    }
    // A group test reads the 3×3 square around its tile; a contradiction
    // test the tiles within its radius, and their neighbours.
    const int w = e_.width(), x = cell % w, y = cell / w, h = n_ / w;
    const int reach = kContradictionRadius + 1;
    for (int dy = -reach; dy <= reach; ++dy)
      for (int dx = -reach; dx <= reach; ++dx) {
        const int nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const int other = ny * w + nx;
        if (std::abs(dx) <= 1 && std::abs(dy) <= 1) group_clean_[other] = 0;
        if (std::abs(dx) + std::abs(dy) <= reach) contra_clean_[other] = 0;
      }
    if (settled && was_open && *on_settle_ && (*on_settle_)(cell)) stop_ = true;
  }

  Engine& e_;
  int n_;
  Domains d_;
  int unsettled_ = 0;
  std::vector<std::uint8_t> in1_, in2_;
  std::vector<int> list1_, list2_;
  std::vector<std::uint32_t> group_clean_, contra_clean_, look_clean_;
  std::uint32_t version_ = 1;
  Grade* out_ = nullptr;
  const std::function<bool(int)>* on_settle_ = nullptr;
  bool stop_ = false;
  Technique cap_ = Technique::Lookahead;
};

// ---------------------------------------------------------------------------
// Words

const char* flow_word(Flow flow) {
  switch (flow) {
    case Flow::Road: return "road";
    case Flow::Path: return "path";
    case Flow::River: return "river";
    case Flow::Rail: return "rail";
    case Flow::None: break;
  }
  return "nothing";
}

Edge edge_of_code(int code) {
  Edge e;
  if (code == 0) return e;
  e.flow = static_cast<Flow>(1 + (code - 1) / kHeights);
  e.height = static_cast<Height>((code - 1) % kHeights);
  return e;
}

// "a river", "a low road", "a high rail", "no flow".
std::string code_words(int code) {
  const Edge e = edge_of_code(code);
  if (e.flow == Flow::None) return "no flow";
  const char* height = e.height == Height::Low ? "low " : e.height == Height::High ? "high " : "";
  return std::string("a ") + height + flow_word(e.flow);
}

// "the road", "the low river": a flow met head on.
std::string the_code(int code) {
  std::string words = code_words(code);
  return code == 0 ? words : "the " + words.substr(2);
}

const char* const kNear[4] = {"above", "to the right", "below", "to the left"};
const char* const kPointing[4] = {"up", "right", "down", "left"};

// Where `other` lies seen from `cell`: "above", "to the right", "2 up and 1 left".
std::string where(const Engine& e, int cell, int other) {
  const int w = e.width();
  const int dx = other % w - cell % w, dy = other / w - cell / w;
  for (int side = 0; side < 4; ++side)
    if (e.neighbour(cell, side) == other) return kNear[side];
  std::string s;
  if (dy) s += std::to_string(std::abs(dy)) + (dy < 0 ? " up" : " down");
  if (dx) s += (s.empty() ? "" : " and ") + std::to_string(std::abs(dx)) + (dx < 0 ? " left" : " right");
  return s;
}

// "with its road pointing up and right", "with its river up and down and its road left".
std::string look_words(const Engine& e, int cell, int r) {
  std::string out;
  for (int kind = 1; kind < kFlowKinds; ++kind) {
    std::vector<int> sides;
    for (int side = 0; side < 4; ++side)
      if (edge_of_code(e.code(cell, r, side)).flow == static_cast<Flow>(kind)) sides.push_back(side);
    if (sides.empty()) continue;
    out += out.empty() ? "with its " : " and its ";
    out += flow_word(static_cast<Flow>(kind));
    out += out.find("pointing") == std::string::npos ? " pointing " : " ";
    for (std::size_t i = 0; i < sides.size(); ++i)
      out += std::string(i == 0 ? "" : i + 1 == sides.size() ? " and " : ", ") + kPointing[sides[i]];
  }
  return out.empty() ? "turned so" : out;
}

void add_reason(std::vector<std::string>& reasons, std::string reason) {
  if (std::find(reasons.begin(), reasons.end(), reason) == reasons.end()) reasons.push_back(std::move(reason));
}

// Why `single` or `neighbours` rules way r of `cell` out, given `d`.
std::string side_reason(const Engine& e, const Domains& d, int cell, int r, bool settled_only) {
  for (int pass = 0; pass < 2; ++pass)  // the board's edge first: it needs no other tile
    for (int side = 0; side < 4; ++side) {
      const int other = e.neighbour(cell, side);
      const int mine = e.code(cell, r, side);
      if (pass == 0) {
        if (other < 0 && mine != 0)
          return "its " + std::string(flow_word(edge_of_code(mine).flow)) + " would run off the board";
        continue;
      }
      if (other < 0 || (settled_only && bits(d[other]) != 1)) continue;
      const unsigned offered = e.offer(other, d[other], opposite(side));
      if ((offered >> mine) & 1u) continue;
      const std::string there = std::string("the tile ") + kNear[side];
      if (bits(offered) == 1) {
        const int theirs = lowest(offered);
        const std::string always = bits(d[other]) == 1 ? "" : ", whichever way it turns";
        if (mine != 0 && theirs != 0) return "its " + code_words(mine).substr(2) + " would meet " + the_code(theirs) + " " + kNear[side] + always;
        if (mine != 0) return "its " + code_words(mine).substr(2) + " would run into the blank side of " + there + always;
        return "it would leave " + the_code(theirs) + " " + kNear[side] + " with a loose end" + always;
      }
      std::string list;
      for (unsigned m = offered; m; m &= m - 1) {
        const bool last = (m & (m - 1)) == 0;
        list += std::string(list.empty() ? "" : last ? " or " : ", ") + code_words(lowest(m));
      }
      return there + " can only show " + list + " on that side, not " + code_words(mine);
    }
  return "it would not fit";
}

std::string group_reason(const Engine& e, const Domains& d, int cell) {
  // Name the first block that rules something out.
  const int w = e.width(), x = cell % w, y = cell / w, h = e.cells() / w;
  for (int by = y - 1; by <= y; ++by)
    for (int bx = x - 1; bx <= x; ++bx) {
      if (bx < 0 || by < 0 || bx + 1 >= w || by + 1 >= h) continue;
      const bool right = bx == x, down = by == y;
      return std::string("no way of the other three tiles of the 2×2 block ") + (down ? "below" : "above") +
             " and to the " + (right ? "right" : "left") +
             " of it would make the four edges inside the block meet";
    }
  (void)d;
  return "the tiles around it would not fit";
}

std::string assume_reason(Engine& e, Domains& d, int cell, int r, int radius) {
  int emptied = -1, forced = 0;
  if (e.assume(d, cell, r, radius, nullptr, &emptied, &forced) || emptied < 0) return "it would not fit";
  std::string s = "turned " + look_words(e, cell, r) + ", the tile " + where(e, cell, emptied) + " would have no way left";
  if (radius < 0 && forced > 1) s += " after " + std::to_string(forced - 1) + " other tiles were forced in turn";
  return s;
}

std::string deduction_text(Engine& e, Domains& d, int cell, const std::array<unsigned, kTechniques>& ruled,
                           Technique hardest) {
  static const char* const kHead[kTechniques] = {
      "This tile has only one way left: turned any other way, ",
      "Its neighbours leave this tile one way: turned any other way, ",
      "Only one way of this tile lets the tiles around it fit together: turned any other way, ",
      "Turned any other way, this tile would leave a tile near it with no way to fit: ",
      "Turned any other way, this tile starts a chain of forced turns that ends with a tile that cannot fit: ",
  };
  std::vector<std::string> reasons;
  for (int t = 0; t < kTechniques; ++t)
    for (unsigned m = ruled[t]; m; m &= m - 1) {
      const int r = lowest(m);
      const auto technique = static_cast<Technique>(t);
      if (technique == Technique::Single || technique == Technique::Neighbours)
        add_reason(reasons, side_reason(e, d, cell, r, technique == Technique::Single));
      else if (technique == Technique::Group)
        add_reason(reasons, group_reason(e, d, cell));
      else
        add_reason(reasons, assume_reason(e, d, cell, r,
                                          technique == Technique::Contradiction ? kContradictionRadius : -1));
    }
  std::string text = kHead[static_cast<int>(hardest)];
  const bool semicolons = hardest >= Technique::Contradiction;
  for (std::size_t i = 0; i < reasons.size(); ++i)
    text += (i == 0 ? "" : semicolons ? "; or " : ", or ") + reasons[i];
  return text + ".";
}

bool explain_with(Engine& e, const Domains& known, int cell, Technique cap, Deduction& out) {
  Domains d = known;
  const Domains& full = e.full();
  const unsigned all = full[cell];
  std::array<unsigned, kTechniques> ruled{};
  unsigned out_mask = 0;
  Technique hardest = Technique::Single;
  bool settled = bits(all) == 1;
  for (int t = 0; t <= static_cast<int>(cap) && !settled; ++t) {
    const auto technique = static_cast<Technique>(t);
    const unsigned more = e.rule_out(technique, d, cell, all & ~out_mask, nullptr);
    if (!more) continue;
    ruled[t] = more;
    out_mask |= more;
    hardest = technique;
    settled = bits(all & ~out_mask) <= 1;
  }
  if (bits(all & ~out_mask) != 1) return false;

  // Evidence: for each technique used, the tiles read whose knowledge it
  // needs; one by one, a tile is dropped (its entry reset to all its ways)
  // when the technique still rules out the same ways without it.
  std::vector<int> evidence;
  Domains reduced = full;
  for (int t = 0; t < kTechniques; ++t) {
    if (!ruled[t]) continue;
    const auto technique = static_cast<Technique>(t);
    std::vector<int> read;
    Domains probe = d;
    e.rule_out(technique, probe, cell, ruled[t], &read);
    std::sort(read.begin(), read.end());
    read.erase(std::unique(read.begin(), read.end()), read.end());
    // Start from what is known of the tiles read only (the run reads the
    // same entries, so it rules out the same ways), then drop tiles.
    std::vector<int> kept;
    Domains trial = full;
    for (int other : read) trial[other] = d[other];
    for (int other : read) {
      if (other == cell || trial[other] == full[other]) continue;
      trial[other] = full[other];
      if ((e.rule_out(technique, trial, cell, ruled[t], nullptr) & ruled[t]) == ruled[t]) continue;
      trial[other] = d[other];
      kept.push_back(other);
    }
    // Everything not kept is reset in `trial`: keep only what is known of `kept`.
    for (int other : kept) {
      reduced[other] = d[other];
      evidence.push_back(other);
    }
  }
  std::sort(evidence.begin(), evidence.end());
  evidence.erase(std::unique(evidence.begin(), evidence.end()), evidence.end());
  reduced[cell] = full[cell];
  out.cell = cell;
  out.rotation = lowest(all & ~out_mask);
  out.technique = hardest;
  out.evidence = std::move(evidence);
  out.text = deduction_text(e, reduced, cell, ruled, hardest);
  return true;
}

}  // namespace

// ---------------------------------------------------------------------------

Grade grade(const Board& board, Technique cap, Progress* progress, const Pins& pins) {
  Engine engine(board);
  Ladder ladder(engine);
  Grade g = ladder.run(cap, progress, pins);
  if (g.solved && !is_solved(board, g.solution)) {  // only when pins clash: no arrangement fits them
    g.solved = false;
    g.contradiction = true;
    g.difficulty = Difficulty::Any;
  }
  return g;
}

bool explain(const Board& board, const Domains& known, int cell, Technique cap, Deduction& out) {
  if (cell < 0 || cell >= board.cells() || known.size() != static_cast<std::size_t>(board.cells())) return false;
  Engine engine(board);
  return explain_with(engine, known, cell, cap, out);
}

namespace {

// A solution that keeps `pins`, or none.
bool some_solution(const Board& board, const Pins& pins, Progress* progress, Rotations& solution, bool& cancelled) {
  const CountResult counted = count_solutions(board, 1, progress, pins);
  cancelled = counted.cancelled;
  if (counted.found.empty()) return false;
  solution = counted.found.front();
  return true;
}

}  // namespace

Hint hint(const Board& board, const Position& position, Progress* progress) {
  Hint out;
  const Rotations& current = position.rotations;
  if (is_solved(board, current)) return out;  // Solved
  const int n = board.cells();
  const auto is_locked = [&](int cell) {
    return !position.locked.empty() && position.locked[static_cast<std::size_t>(cell)] != 0;
  };
  Engine engine(board);

  // Locks a solution disagrees with come first.
  Pins pins(static_cast<std::size_t>(n), -1);
  bool any_lock = false;
  for (int cell = 0; cell < n; ++cell)
    if (is_locked(cell)) {
      pins[cell] = static_cast<std::int8_t>(current[cell] & 3);
      any_lock = true;
    }
  const Check checked = check(board, current, progress);
  if (checked.cancelled) {
    out.cancelled = true;
    return out;
  }
  for (int cell : checked.wrong)
    if (is_locked(cell)) {
      out.kind = Hint::Kind::Unlock;
      out.deduction.cell = cell;
      out.deduction.rotation = current[cell] & 3;
      out.deduction.text = "This tile is locked the wrong way: no solution turns it like this. Unlock it.";
      return out;
    }
  if (any_lock) {  // each lock fits some solution; do they all fit one together?
    Rotations solution;
    bool cancelled = false;
    if (!some_solution(board, pins, progress, solution, cancelled)) {
      if (cancelled) {
        out.cancelled = true;
        return out;
      }
      for (int cell = 0; cell < n; ++cell) {
        if (pins[cell] < 0) continue;
        Pins others = pins;
        others[cell] = -1;
        if (some_solution(board, others, progress, solution, cancelled)) {
          out.kind = Hint::Kind::Unlock;
          out.deduction.cell = cell;
          out.deduction.rotation = current[cell] & 3;
          out.deduction.text =
              "The locked tiles do not fit one solution together: no solution turns this tile like this with the "
              "other locks as they are. Unlock it.";
          return out;
        }
        if (cancelled) {
          out.cancelled = true;
          return out;
        }
      }
    }
  }

  // The ladder from the locks; the first tile it settles that is turned otherwise.
  Ladder ladder(engine);
  int found = -1;
  const std::function<bool(int)> on_settle = [&](int cell) {
    if (is_locked(cell)) return false;
    const int settled_to = lowest(ladder.known()[cell]);
    if (same_look(board.tiles[cell], current[cell], settled_to)) return false;
    found = cell;
    return true;
  };
  const Grade g = ladder.run(Technique::Lookahead, progress, pins, on_settle);
  if (g.cancelled) {
    out.cancelled = true;
    return out;
  }
  if (found >= 0) {
    out.kind = Hint::Kind::Deduction;
    out.known = ladder.known();
    out.known[found] = engine.full()[found];
    if (explain_with(engine, out.known, found, Technique::Lookahead, out.deduction)) return out;
  }

  // The ladder stopped short (several solutions, or deeper than lookahead):
  // a solution's way for the first tile turned otherwise.
  Rotations solution;
  bool cancelled = false;
  if (!some_solution(board, pins, progress, solution, cancelled)) {
    out.cancelled = cancelled;
    return out;
  }
  for (int cell = 0; cell < n; ++cell)
    if (!same_look(board.tiles[cell], current[cell], solution[cell])) {
      out.kind = Hint::Kind::Reveal;
      out.known.clear();
      out.deduction = Deduction{};
      out.deduction.cell = cell;
      out.deduction.rotation = solution[cell];
      out.deduction.technique = Technique::Lookahead;
      out.deduction.text =
          "No deduction settles another tile from here (the level has several solutions, or needs more than "
          "lookahead): in a solution, this tile is turned this way.";
      return out;
    }
  return out;
}

Check check(const Board& board, const Rotations& rotations, Progress* progress) {
  Check out;
  const Grade g = grade(board, Technique::Lookahead, progress);
  if (g.cancelled) {
    out.cancelled = true;
    return out;
  }
  if (g.solved) {
    out.unique = true;
    for (int cell = 0; cell < board.cells(); ++cell)
      if (!same_look(board.tiles[cell], rotations[cell], g.solution[cell])) out.wrong.push_back(cell);
    return out;
  }
  // Not settled by the ladder: a tile is wrong when no solution has its way.
  Rotations one;
  bool cancelled = false;
  if (!some_solution(board, {}, progress, one, cancelled)) {
    out.cancelled = cancelled;
    if (!cancelled)  // no solution at all: every way of every tile is ruled out
      for (int cell = 0; cell < board.cells(); ++cell) out.wrong.push_back(cell);
    return out;
  }
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (same_look(board.tiles[cell], rotations[cell], one[cell])) continue;
    Pins pin(static_cast<std::size_t>(board.cells()), -1);
    pin[cell] = static_cast<std::int8_t>(rotations[cell] & 3);
    Rotations other;
    if (!some_solution(board, pin, progress, other, cancelled)) {
      if (cancelled) {
        out.cancelled = true;
        return out;
      }
      out.wrong.push_back(cell);
    }
  }
  return out;
}

namespace {

JsonArray cells_json(const Board& board, const std::vector<int>& cells) {
  JsonArray out;
  for (int cell : cells) out.add(JsonObject().add("cell", cell).add("x", cell % board.width).add("y", cell / board.width));
  return out;
}

void add_deduction(JsonObject& json, const Board& board, const Deduction& d) {
  json.add("cell", d.cell)
      .add("x", d.cell < 0 ? -1 : d.cell % board.width)
      .add("y", d.cell < 0 ? -1 : d.cell / board.width)
      .add("rotation", d.rotation)
      .add("technique", technique_name(d.technique))
      .add("title", technique_title(d.technique))
      .add("evidence", cells_json(board, d.evidence))
      .add("text", d.text);
}

}  // namespace

std::string techniques_json(const std::array<int, kTechniques>& uses) {
  JsonObject json;
  for (int t = 0; t < kTechniques; ++t) json.add(technique_name(static_cast<Technique>(t)), uses[t]);
  return json.str();
}

std::string deduction_json(const Board& board, const Deduction& deduction) {
  JsonObject json;
  add_deduction(json, board, deduction);
  return json.str();
}

std::string hint_json(const Board& board, const Hint& hint) {
  JsonObject json;
  json.add("kind", hint_kind_name(hint.kind));
  if (hint.kind != Hint::Kind::Solved) add_deduction(json, board, hint.deduction);
  return json.str();
}

std::string check_json(const Board& board, const Check& check) {
  JsonObject json;
  json.add("unique", check.unique).add("wrong", cells_json(board, check.wrong));
  return json.str();
}

}  // namespace pgw::flow

// editor.cpp — see editor.hpp.
#include "flow/editor.hpp"

#include <algorithm>

#include "core/params_text.hpp"
#include "flow/text.hpp"

namespace pgw::flow {

void Editor::begin(const Level& level) {
  board_ = level.board;
  history_.reset(EditState{level.board.tiles, level.solution});
  palette_ = environment_tiles(level.board.environment);
  // Keep the brush when the palette has it; else the first tile that
  // carries a flow (the empty ones come first).
  if (std::find(palette_.begin(), palette_.end(), brush_tile_) == palette_.end()) {
    brush_tile_ = palette_.front();
    for (int tile : palette_)
      if (catalogue()[static_cast<size_t>(tile)].has_flow()) {
        brush_tile_ = tile;
        break;
      }
    brush_rotation_ = 0;
  }
  changed();
}

void Editor::new_blank(int width, int height, int environment) { begin(blank_level(width, height, environment)); }

void Editor::set_brush(int tile, int rotation) {
  brush_tile_ = tile;
  brush_rotation_ = rotation & 3;
}

void Editor::turn_brush(bool clockwise) { brush_rotation_ = (brush_rotation_ + (clockwise ? 1 : 3)) & 3; }

bool Editor::apply_stroke(const EditMove& move) {
  const EditState& now = history_.current();
  const size_t i = static_cast<size_t>(move.cell);
  if (now.tiles[i] == move.tile && same_look(move.tile, now.rotations[i], move.rotation)) return false;
  EditState next = now;
  next.tiles[i] = move.tile;
  next.rotations[i] = move.rotation;
  history_.push(move, next);
  changed();
  return true;
}

bool Editor::paint(int cell) {
  return apply_stroke(EditMove{cell, static_cast<std::uint16_t>(brush_tile_), static_cast<std::uint8_t>(brush_rotation_)});
}

bool Editor::erase(int cell) {
  const int empty = environment_empty_tiles(board_.environment).front();
  return apply_stroke(EditMove{cell, static_cast<std::uint16_t>(empty), 0});
}

bool Editor::turn(int cell, bool clockwise) {
  const EditState& now = history_.current();
  const size_t i = static_cast<size_t>(cell);
  const int rotation = (now.rotations[i] + (clockwise ? 1 : 3)) & 3;
  return apply_stroke(EditMove{cell, now.tiles[i], static_cast<std::uint8_t>(rotation)});
}

void Editor::pick(int cell) {
  const EditState& now = history_.current();
  set_brush(now.tiles[static_cast<size_t>(cell)], now.rotations[static_cast<size_t>(cell)]);
}

bool Editor::undo() {
  if (!history_.undo()) return false;
  changed();
  return true;
}

bool Editor::redo() {
  if (!history_.redo()) return false;
  changed();
  return true;
}

void Editor::changed() {
  ++version_;
  board_.tiles = history_.current().tiles;
  problem_sides_ = flow::problem_sides(board_, rotations());
  problem_count_ = static_cast<int>(flow::problems(board_, rotations()).size());
}

int Editor::tiles_with_flow() const {
  int count = 0;
  for (std::uint16_t tile : board_.tiles) count += catalogue()[tile].has_flow() ? 1 : 0;
  return count;
}

std::string Editor::level_code() const {
  Level level;
  level.board = board_;
  level.start = rotations();
  if (problems() == 0)
    level.solution = level.start;
  else if (validation_current() && validation.solutions > 0)
    level.solution = validation.solution;
  else
    return std::string();
  level.locked.assign(level.start.size(), 0);
  return encode_level(level);
}

std::string Editor::board_text() const {
  std::string out = std::to_string(board_.width) + "x" + std::to_string(board_.height) + "." +
                    environment_name(board_.environment) + ":";
  for (size_t cell = 0; cell < board_.tiles.size(); ++cell)
    out += (cell == 0 ? "" : ",") + std::to_string(board_.tiles[cell]) + "." + std::to_string(rotations()[cell]);
  return out;
}

bool Editor::begin_from_text(std::string_view text, std::string& error) {
  const size_t colon = text.find(':');
  const size_t x = text.find('x');
  const size_t dot = text.find('.');
  Level level;
  Board& board = level.board;
  if (colon == std::string_view::npos || x == std::string_view::npos || dot == std::string_view::npos ||
      !(x < dot && dot < colon) || !parse_whole_number(text.substr(0, x), board.width) ||
      !parse_whole_number(text.substr(x + 1, dot - x - 1), board.height)) {
    error = "the edited board's size is damaged";
    return false;
  }
  board.environment = environment_from_name(std::string(text.substr(dot + 1, colon - dot - 1)));
  if (board.environment < 0 || board.width < kMinSide || board.width > kMaxSide || board.height < kMinSide ||
      board.height > kMaxSide) {
    error = "the edited board's size or environment is damaged";
    return false;
  }
  const size_t parts = static_cast<size_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(colon), text.end(), ',')) + 1;
  if (parts != static_cast<size_t>(board.cells())) {
    error = "the edited board has " + std::to_string(parts) + " tiles for " + std::to_string(board.cells()) + " cells";
    return false;
  }
  for (size_t start = colon + 1; start <= text.size();) {
    size_t end = text.find(',', start);
    end = end == std::string_view::npos ? text.size() : end;
    const std::string_view cell = text.substr(start, end - start);
    const size_t point = cell.find('.');
    int tile = 0, rotation = 0;
    if (point == std::string_view::npos || !parse_whole_number(cell.substr(0, point), tile) ||
        !parse_whole_number(cell.substr(point + 1), rotation) || tile >= tile_count() || rotation > 3) {
      error = "the edited board's tile " + std::to_string(level.solution.size() + 1) + " is damaged";
      return false;
    }
    board.tiles.push_back(static_cast<std::uint16_t>(tile));
    level.solution.push_back(static_cast<std::uint8_t>(rotation));
    start = end + 1;
  }
  const std::string problem = check_board(board);
  if (!problem.empty()) {
    error = problem;
    return false;
  }
  level.start = level.solution;
  level.locked.assign(level.solution.size(), 0);
  begin(level);
  return true;
}

Level Editor::level_to_play(Rng& rng) const {
  Level level;
  level.board = board_;
  level.solution = problem_count_ == 0 ? rotations() : validation.solution;
  level.start = scramble(level.board, level.solution, rng);
  level.locked.assign(level.solution.size(), 0);
  return level;
}

}  // namespace pgw::flow

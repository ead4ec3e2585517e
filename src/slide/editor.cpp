// editor.cpp — see editor.hpp.
#include "slide/editor.hpp"

namespace pgw::slide {

const char* edit_tool_name(EditTool tool) {
  switch (tool) {
    case EditTool::Player: return "Player";
    case EditTool::Stationary: return "Stone";
    case EditTool::Moving: return "Block";
    case EditTool::Goal: return "Goal";
    case EditTool::Erase: return "Erase";
    case EditTool::Count: break;
  }
  return "?";
}

Editor::Editor() : history_(blank_level(6, 6)) {}

void Editor::begin(const Level& level) {
  history_.reset(level);
  ++version_;
}

void Editor::new_blank(int width, int height) { begin(blank_level(width, height)); }

bool Editor::paint(int x, int y, EditTool tool_used) {
  Level next = level();
  if (!next.layout.inside(x, y)) return false;
  const int index = cell_index(x, y);
  const Cell before = cell_at(next.layout, next.start, x, y);
  switch (tool_used) {
    case EditTool::Goal:
      if (next.layout.goal == index) return false;
      next.layout.goal = index;
      break;
    case EditTool::Player:
      if (before == Cell::Player) return false;
      set_cell(next, x, y, Cell::Player);
      break;
    case EditTool::Stationary:
    case EditTool::Moving:
    case EditTool::Erase: {
      if (before == Cell::Player) return false;
      const Cell cell = tool_used == EditTool::Stationary ? Cell::Stationary
                        : tool_used == EditTool::Moving   ? Cell::Moving
                                                          : Cell::Empty;
      if (before == cell) return false;
      set_cell(next, x, y, cell);
      break;
    }
    case EditTool::Count:
      return false;
  }
  history_.push(EditStroke{x, y, tool_used}, next);
  ++version_;
  return true;
}

bool Editor::undo() {
  if (!history_.undo()) return false;
  ++version_;
  return true;
}

bool Editor::redo() {
  if (!history_.redo()) return false;
  ++version_;
  return true;
}

}  // namespace pgw::slide

// slide_editor.cpp — see slide_editor.hpp.
#include "app/slide_editor.hpp"

namespace pgw::app {

const char* EditToolName(EditTool tool)
{
    switch (tool)
    {
    case EditTool::Player: return "Player";
    case EditTool::Stationary: return "Stone";
    case EditTool::Moving: return "Block";
    case EditTool::Goal: return "Goal";
    case EditTool::Erase: return "Erase";
    case EditTool::Count: break;
    }
    return "?";
}

void SlideEditor::Begin(const slide::Level& level)
{
    m_Level = level;
    ++m_Version;
}

void SlideEditor::NewBlank(int width, int height)
{
    m_Level = slide::blank_level(width, height);
    ++m_Version;
}

bool SlideEditor::Paint(int x, int y, EditTool tool)
{
    if (!m_Level.layout.inside(x, y))
        return false;
    const int index = slide::cell_index(x, y);
    const slide::Cell before = slide::cell_at(m_Level.layout, m_Level.start, x, y);
    switch (tool)
    {
    case EditTool::Goal:
        if (m_Level.layout.goal == index)
            return false;
        m_Level.layout.goal = index;
        break;
    case EditTool::Player:
        if (before == slide::Cell::Player)
            return false;
        slide::set_cell(m_Level, x, y, slide::Cell::Player);
        break;
    case EditTool::Stationary:
    case EditTool::Moving:
    case EditTool::Erase:
    {
        if (before == slide::Cell::Player)
            return false;
        const slide::Cell cell = tool == EditTool::Stationary ? slide::Cell::Stationary
                               : tool == EditTool::Moving     ? slide::Cell::Moving
                                                              : slide::Cell::Empty;
        if (before == cell)
            return false;
        slide::set_cell(m_Level, x, y, cell);
        break;
    }
    case EditTool::Count:
        return false;
    }
    ++m_Version;
    return true;
}

}  // namespace pgw::app

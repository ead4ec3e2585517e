// flow_editor.cpp — see flow_editor.hpp.
#include "app/flow_editor.hpp"

#include <algorithm>

#include "core/params_text.hpp"

namespace pgw::app {

void FlowEditor::Begin(const flow::Level& level)
{
    m_Board = level.board;
    m_History.reset(FlowEditState{level.board.tiles, level.solution});
    m_Palette = flow::environment_tiles(level.board.environment);
    // Keep the brush when the palette has it; else the first tile that
    // carries a flow (the empty ones come first).
    if (std::find(m_Palette.begin(), m_Palette.end(), m_BrushTile) == m_Palette.end())
    {
        m_BrushTile = m_Palette.front();
        for (int tile : m_Palette)
            if (flow::catalogue()[static_cast<size_t>(tile)].has_flow())
            {
                m_BrushTile = tile;
                break;
            }
        m_BrushRotation = 0;
    }
    Changed();
}

void FlowEditor::NewBlank(int width, int height, int environment)
{
    Begin(flow::blank_level(width, height, environment));
}

void FlowEditor::SetBrush(int tile, int rotation)
{
    m_BrushTile = tile;
    m_BrushRotation = rotation & 3;
}

void FlowEditor::TurnBrush(bool clockwise)
{
    m_BrushRotation = (m_BrushRotation + (clockwise ? 1 : 3)) & 3;
}

bool FlowEditor::Apply(const FlowEditMove& move)
{
    const FlowEditState& now = m_History.current();
    const size_t i = static_cast<size_t>(move.Cell);
    if (now.Tiles[i] == move.Tile && flow::same_look(move.Tile, now.Rotations[i], move.Rotation))
        return false;
    FlowEditState next = now;
    next.Tiles[i] = move.Tile;
    next.Rotations[i] = move.Rotation;
    m_History.push(move, next);
    Changed();
    return true;
}

bool FlowEditor::Paint(int cell)
{
    return Apply(FlowEditMove{cell, static_cast<std::uint16_t>(m_BrushTile), static_cast<std::uint8_t>(m_BrushRotation)});
}

bool FlowEditor::Erase(int cell)
{
    const int empty = flow::environment_empty_tiles(m_Board.environment).front();
    return Apply(FlowEditMove{cell, static_cast<std::uint16_t>(empty), 0});
}

bool FlowEditor::Turn(int cell, bool clockwise)
{
    const FlowEditState& now = m_History.current();
    const size_t i = static_cast<size_t>(cell);
    const int rotation = (now.Rotations[i] + (clockwise ? 1 : 3)) & 3;
    return Apply(FlowEditMove{cell, now.Tiles[i], static_cast<std::uint8_t>(rotation)});
}

void FlowEditor::Pick(int cell)
{
    const FlowEditState& now = m_History.current();
    SetBrush(now.Tiles[static_cast<size_t>(cell)], now.Rotations[static_cast<size_t>(cell)]);
}

bool FlowEditor::Undo()
{
    if (!m_History.undo())
        return false;
    Changed();
    return true;
}

bool FlowEditor::Redo()
{
    if (!m_History.redo())
        return false;
    Changed();
    return true;
}

void FlowEditor::Changed()
{
    ++m_Version;
    m_Board.tiles = m_History.current().Tiles;
    m_ProblemSides = flow::problem_sides(m_Board, Rotations());
    m_ProblemCount = static_cast<int>(flow::problems(m_Board, Rotations()).size());
}

int FlowEditor::TilesWithFlow() const
{
    int count = 0;
    for (std::uint16_t tile : m_Board.tiles)
        count += flow::catalogue()[tile].has_flow() ? 1 : 0;
    return count;
}

std::string FlowEditor::BoardText() const
{
    std::string out = std::to_string(m_Board.width) + "x" + std::to_string(m_Board.height) + "." +
                      flow::environment_name(m_Board.environment) + ":";
    for (size_t cell = 0; cell < m_Board.tiles.size(); ++cell)
        out += (cell == 0 ? "" : ",") + std::to_string(m_Board.tiles[cell]) + "." + std::to_string(Rotations()[cell]);
    return out;
}

bool FlowEditor::BeginFromText(const std::string& text, std::string* error)
{
    const size_t colon = text.find(':');
    const size_t x = text.find('x');
    const size_t dot = text.find('.');
    flow::Level level;
    flow::Board& board = level.board;
    if (colon == std::string::npos || x == std::string::npos || dot == std::string::npos || !(x < dot && dot < colon) ||
        !parse_whole_number(std::string_view(text).substr(0, x), board.width) ||
        !parse_whole_number(std::string_view(text).substr(x + 1, dot - x - 1), board.height))
    {
        *error = "the edited board's size is damaged";
        return false;
    }
    board.environment = flow::environment_from_name(text.substr(dot + 1, colon - dot - 1));
    if (board.environment < 0 || board.width < flow::kMinSide || board.width > flow::kMaxSide ||
        board.height < flow::kMinSide || board.height > flow::kMaxSide)
    {
        *error = "the edited board's size or environment is damaged";
        return false;
    }
    const size_t parts = static_cast<size_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(colon), text.end(), ',')) + 1;
    if (parts != static_cast<size_t>(board.cells()))
    {
        *error = "the edited board has " + std::to_string(parts) + " tiles for " + std::to_string(board.cells()) + " cells";
        return false;
    }
    for (size_t start = colon + 1; start <= text.size();)
    {
        size_t end = text.find(',', start);
        end = end == std::string::npos ? text.size() : end;
        const std::string_view cell = std::string_view(text).substr(start, end - start);
        const size_t point = cell.find('.');
        int tile = 0, rotation = 0;
        if (point == std::string_view::npos || !parse_whole_number(cell.substr(0, point), tile) ||
            !parse_whole_number(cell.substr(point + 1), rotation) || tile >= flow::tile_count() || rotation > 3)
        {
            *error = "the edited board's tile " + std::to_string(level.solution.size() + 1) + " is damaged";
            return false;
        }
        board.tiles.push_back(static_cast<std::uint16_t>(tile));
        level.solution.push_back(static_cast<std::uint8_t>(rotation));
        start = end + 1;
    }
    const std::string problem = flow::check_board(board);
    if (!problem.empty())
    {
        *error = problem;
        return false;
    }
    level.start = level.solution;
    level.locked.assign(level.solution.size(), 0);
    Begin(level);
    return true;
}

flow::Level FlowEditor::LevelToPlay(Rng& rng) const
{
    flow::Level level;
    level.board = m_Board;
    level.solution = m_ProblemCount == 0 ? Rotations() : Validation.Solution;
    level.start = flow::scramble(level.board, level.solution, rng);
    level.locked.assign(level.solution.size(), 0);
    return level;
}

}  // namespace pgw::app

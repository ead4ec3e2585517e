// slide_editor.hpp — the Slide level being edited, and what is known about it.
//
// Painting goes through slide::set_cell (the goal tool sets layout.goal), so
// the editor can never hold a board the rules do not understand. Every change
// bumps a version; a validation belongs to the version it was computed for,
// so "Play" after an edit never trusts an old answer.
#pragma once

#include <cstdint>
#include <string>

#include "slide/model.hpp"

namespace pgw::app {

enum class EditTool : int { Player, Stationary, Moving, Goal, Erase, Count };

const char* EditToolName(EditTool tool);

struct SlideValidation {
    std::uint64_t Version = 0;  // the editor version it describes
    bool Done = false;          // a result exists for that version
    bool Playable = false;      // solvable in at least one move
    int OptimalMoves = 0;
};

class SlideEditor {
public:
    void Begin(const slide::Level& level);
    void NewBlank(int width, int height);
    const slide::Level& Level() const { return m_Level; }
    std::uint64_t Version() const { return m_Version; }

    // Applies `tool` at (x, y). The player is never painted over: it can only
    // be moved with the player tool, so a board always has one. Returns true
    // when the level changed.
    bool Paint(int x, int y, EditTool tool);

    EditTool Tool = EditTool::Moving;
    SlideValidation Validation;
    bool ValidationCurrent() const { return Validation.Done && Validation.Version == m_Version; }

private:
    slide::Level m_Level = slide::blank_level(6, 6);
    std::uint64_t m_Version = 1;
};

}  // namespace pgw::app

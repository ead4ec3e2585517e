// input.cpp — see input.hpp.
#include "app/input.hpp"

#include <SDL.h>

#include <cmath>

namespace pgw::app {

static bool DirectionForScancode(SDL_Scancode code, Direction* out)
{
    switch (code)
    {
    case SDL_SCANCODE_UP:    case SDL_SCANCODE_W: *out = Direction::Up; return true;
    case SDL_SCANCODE_DOWN:  case SDL_SCANCODE_S: *out = Direction::Down; return true;
    case SDL_SCANCODE_LEFT:  case SDL_SCANCODE_A: *out = Direction::Left; return true;
    case SDL_SCANCODE_RIGHT: case SDL_SCANCODE_D: *out = Direction::Right; return true;
    default: return false;
    }
}

void InputLayer::ProcessEvent(const SDL_Event& event)
{
    if (event.type != SDL_KEYDOWN || event.key.repeat != 0)
        return;
    // Ctrl/Alt/Cmd chords belong to the browser and to text fields (copy, paste).
    if ((event.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0)
        return;

    const SDL_Scancode code = event.key.keysym.scancode;
    if (code == SDL_SCANCODE_ESCAPE)
    {
        m_Queue.push_back({ActionKind::Back, Direction::Up});
        return;
    }
    // Typing "wasd" into the seed field must not move the player. WantTextInput
    // is from the previous frame, which is the frame that owned the focus.
    if (ImGui::GetCurrentContext() != nullptr && ImGui::GetIO().WantTextInput)
        return;

    Action action;
    if (DirectionForScancode(code, &action.Dir))
        action.Kind = ActionKind::Move;
    else if (code == SDL_SCANCODE_Z || code == SDL_SCANCODE_BACKSPACE)
        action.Kind = ActionKind::Undo;
    else if (code == SDL_SCANCODE_Y)
        action.Kind = ActionKind::Redo;
    else if (code == SDL_SCANCODE_R)
        action.Kind = ActionKind::Restart;
    else if (code == SDL_SCANCODE_H)
        action.Kind = ActionKind::Hint;
    else
        return;
    m_Queue.push_back(action);
}

std::vector<Action> InputLayer::TakeActions()
{
    std::vector<Action> actions;
    actions.swap(m_Queue);
    return actions;
}

static Direction DominantDirection(const ImVec2& delta)
{
    if (std::fabs(delta.x) >= std::fabs(delta.y))
        return delta.x < 0.0f ? Direction::Left : Direction::Right;
    return delta.y < 0.0f ? Direction::Up : Direction::Down;
}

bool ItemSwipeOrTap(const ImVec2& tap_origin, float min_swipe, float dead_zone, Direction* out_dir)
{
    if (!ImGui::IsItemDeactivated())
        return false;
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 press = io.MouseClickedPos[ImGuiMouseButton_Left];
    const ImVec2 release = io.MousePos;
    const ImVec2 drag(release.x - press.x, release.y - press.y);
    if (drag.x * drag.x + drag.y * drag.y >= min_swipe * min_swipe)
    {
        *out_dir = DominantDirection(drag);
        return true;
    }
    const ImVec2 from_origin(press.x - tap_origin.x, press.y - tap_origin.y);
    if (std::fabs(from_origin.x) <= dead_zone && std::fabs(from_origin.y) <= dead_zone)
        return false;
    *out_dir = DominantDirection(from_origin);
    return true;
}

}  // namespace pgw::app

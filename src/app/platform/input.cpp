// input.cpp — see input.hpp.
#include "app/platform/input.hpp"

#include <SDL.h>

#include <cmath>

#include "app/platform/ui_items.hpp"

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

static int g_FingersDown = 0;

int FingersDown()
{
    return g_FingersDown;
}

void InputLayer::TrackFinger(const SDL_Event& event)
{
    // SDL gives fingers in 0..1 of the window, which is the canvas's CSS size.
    const ImVec2 size = ImGui::GetCurrentContext() != nullptr ? ImGui::GetIO().DisplaySize : ImVec2(1.0f, 1.0f);
    const ImVec2 pos(event.tfinger.x * size.x, event.tfinger.y * size.y);
    const std::int64_t id = static_cast<std::int64_t>(event.tfinger.fingerId);
    size_t index = 0;
    while (index < m_Fingers.size() && m_Fingers[index].Id != id)
        ++index;
    if (event.type == SDL_FINGERDOWN)
    {
        if (index == m_Fingers.size())
            m_Fingers.push_back({id, pos});
        return;
    }
    if (index == m_Fingers.size())
        return;
    if (event.type == SDL_FINGERUP)
    {
        m_Fingers.erase(m_Fingers.begin() + static_cast<std::ptrdiff_t>(index));
        return;
    }
    // A move of one of the first two fingers while both are down: a pinch step.
    if (index > 1 || m_Fingers.size() < 2)
    {
        m_Fingers[index].Pos = pos;
        return;
    }
    const ImVec2 a0 = m_Fingers[0].Pos, b0 = m_Fingers[1].Pos;
    m_Fingers[index].Pos = pos;
    const ImVec2 a1 = m_Fingers[0].Pos, b1 = m_Fingers[1].Pos;
    const float before = std::hypot(b0.x - a0.x, b0.y - a0.y);
    const float after = std::hypot(b1.x - a1.x, b1.y - a1.y);
    if (before < 1.0f || after < 1.0f)
        return;
    Action action;
    action.Kind = ActionKind::Pinch;
    action.At = ImVec2((a1.x + b1.x) * 0.5f, (a1.y + b1.y) * 0.5f);
    action.Shift = ImVec2(action.At.x - (a0.x + b0.x) * 0.5f, action.At.y - (a0.y + b0.y) * 0.5f);
    action.Scale = after / before;
    m_Queue.push_back(action);
}

void InputLayer::ProcessEvent(const SDL_Event& event)
{
    if (event.type == SDL_FINGERDOWN || event.type == SDL_FINGERUP || event.type == SDL_FINGERMOTION)
    {
        if (event.type == SDL_FINGERDOWN)
            m_Touch = true;
        TrackFinger(event);
        g_FingersDown = static_cast<int>(m_Fingers.size());
        return;
    }
    // SDL turns fingers into mouse events too (SDL_TOUCH_MOUSEID): only a real mouse says "mouse".
    if ((event.type == SDL_MOUSEMOTION && event.motion.which != SDL_TOUCH_MOUSEID) ||
        (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID))
        m_Touch = false;
    if (event.type != SDL_KEYDOWN)
        return;
    // Ctrl/Alt/Cmd chords belong to the browser and to text fields (copy, paste).
    if ((event.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0)
        return;

    const SDL_Scancode code = event.key.keysym.scancode;
    Action action;
    if (code == SDL_SCANCODE_ESCAPE && event.key.repeat == 0)
    {
        action.Kind = ActionKind::Back;
        m_Queue.push_back(action);
        return;
    }
    if (code == SDL_SCANCODE_TAB)
    {
        action.Kind = ActionKind::Focus;
        action.Dir = (event.key.keysym.mod & KMOD_SHIFT) != 0 ? Direction::Up : Direction::Down;
        m_Queue.push_back(action);
        return;
    }
    // Typing "wasd" into the seed field must not move the player. WantTextInput
    // is from the previous frame, which is the frame that owned the focus.
    if (ImGui::GetCurrentContext() != nullptr && ImGui::GetIO().WantTextInput)
        return;
    // A widget has the keyboard focus: Enter and Space press it, arrows move
    // the focus; the board's keys wait until the focus leaves the widgets.
    if (KeyboardFocus_Active())
    {
        Direction dir;
        if (code == SDL_SCANCODE_RETURN || code == SDL_SCANCODE_KP_ENTER || code == SDL_SCANCODE_SPACE)
        {
            if (event.key.repeat != 0)
                return;
            action.Kind = ActionKind::Activate;
        }
        else if ((code == SDL_SCANCODE_UP || code == SDL_SCANCODE_DOWN || code == SDL_SCANCODE_LEFT ||
                  code == SDL_SCANCODE_RIGHT) && DirectionForScancode(code, &dir))
        {
            action.Kind = ActionKind::Focus;
            action.Dir = dir == Direction::Up || dir == Direction::Left ? Direction::Up : Direction::Down;
        }
        else
        {
            return;
        }
        m_Queue.push_back(action);
        return;
    }
    if (code == SDL_SCANCODE_SPACE)  // held, it turns again with the key's repeat
    {
        action.Kind = ActionKind::Turn;
        action.Dir = (event.key.keysym.mod & KMOD_SHIFT) != 0 ? Direction::Up : Direction::Down;
        m_Queue.push_back(action);
        return;
    }
    if (event.key.repeat != 0)
        return;

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

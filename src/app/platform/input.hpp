// input.hpp — turns keys, swipes and taps into the app's actions.
//
// Keys are read from SDL events, not from ImGui's key state: ImGui 1.86 only
// sees whether a key is down at the start of a frame, so a press and release
// inside one frame (a quick tap, or a test's keyboard.press) would be lost.
// The queue keeps every press, in order.
//
// Swipes and taps come from an ImGui item (the board's invisible button), so
// modal popups and other windows block them the usual ImGui way. One finger
// needs nothing extra: SDL turns it into mouse events. Two fingers make
// Pinch actions, for views that zoom (the Cities map).
#pragma once

#include <cstdint>
#include <vector>

#include "imgui.h"

union SDL_Event;

namespace pgw::app {

enum class Direction : std::uint8_t { Up, Down, Left, Right };

enum class ActionKind : std::uint8_t {
    Move,     // arrows, WASD, swipe, tap
    Back,     // Esc: cancel a job, close a popup
    Undo,     // Z, Backspace
    Redo,     // Y
    Restart,  // R
    Hint,     // H
    Pinch,    // two fingers moved: zoom by Scale about At, then pan by Shift
    Focus,    // Tab (Dir Down) or Shift+Tab (Dir Up); arrows too while a widget has the focus
    Activate, // Enter or Space while a widget has the keyboard focus
    Turn,     // Space: Dir Down turns clockwise, Up (Shift+Space) counter-clockwise. Shift is read from the
              // key's own event: ImGui's io.KeyShift is the state when the frame starts, so a Shift+Space
              // pressed and released within one slow frame would read as a plain Space.
};

struct Action {
    ActionKind Kind = ActionKind::Move;
    Direction Dir = Direction::Up;  // for Move
    // For Pinch, in CSS px: the fingers' midpoint now, how far it moved, and
    // the ratio of their spread now to before.
    ImVec2 At, Shift;
    float Scale = 1.0f;
};

class InputLayer {
public:
    // Call for every SDL event, before ImGui_ImplSDL2_ProcessEvent.
    void ProcessEvent(const SDL_Event& event);
    // The actions since the last call, oldest first.
    std::vector<Action> TakeActions();
    // Fingers on the screen now.
    int FingersDown() const { return static_cast<int>(m_Fingers.size()); }
    // The last pointer was a finger (help texts, touch-sized widgets); a real
    // mouse moving says otherwise. Starts as the page's (pointer: coarse).
    bool Touch() const { return m_Touch; }
    void SetTouch(bool touch) { m_Touch = touch; }

private:
    struct Finger {
        std::int64_t Id;
        ImVec2 Pos;
    };
    void TrackFinger(const SDL_Event& event);

    std::vector<Action> m_Queue;
    std::vector<Finger> m_Fingers;  // down now, in the order they touched
    bool m_Touch = false;
};

// Fingers on the screen now (the input layer counts them): two or more are
// a pinch, never a tap or a long press.
int FingersDown();

// Reads a swipe or a tap on the last submitted item, when its press ends this
// frame. A drag of at least `min_swipe` px gives its dominant direction. A
// shorter tap gives the direction from `tap_origin` towards the tap, unless
// the tap lies within `dead_zone` px of it. False when nothing happened.
bool ItemSwipeOrTap(const ImVec2& tap_origin, float min_swipe, float dead_zone, Direction* out_dir);

}  // namespace pgw::app

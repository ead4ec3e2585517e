// board_camera.hpp — pinch, zoom and pan over a board laid out to fit its field.
//
// A screen lays its board out to fit the field (zoom 1: the whole board
// shows); the camera scales that layout and moves it, so that the tiles of a
// big board (Flow 15×15 and up, an Assembly map) can be made large enough to
// tap. Two fingers pinch and move it (the input layer's Pinch actions), the
// wheel zooms about the pointer, and a zoomed board can be dragged with one
// finger or the mouse where the screen says a drag means nothing else. The
// board always covers the field when it is bigger, and is centred when it
// is smaller.
#pragma once

#include <vector>

#include "app/kit/screen_rect.hpp"
#include "app/platform/input.hpp"

namespace pgw::app {

class BoardCamera {
public:
    // Applies the frame's input to the view of `fitted` (the board's
    // rectangle at zoom 1) in `field`; returns the board's rectangle now.
    // `hovered`: the pointer is over the board's input item (the wheel zooms);
    // `drag_pans`: a one-button drag moves a zoomed board (Flow play, maps).
    ScreenRect Update(const ScreenRect& field, const ScreenRect& fitted, const std::vector<Action>& actions,
                      bool hovered, bool drag_pans);
    // The board's rectangle now (after Update).
    const ScreenRect& Board() const { return m_Board; }
    float Zoom() const { return m_Zoom; }
    // Back to the whole board (a new level, the Fit button).
    void Reset() { m_Zoom = 1.0f; m_Pan = ImVec2(0.0f, 0.0f); }
    // The press under way became a pinch or a pan: its release is no tap.
    bool PressIsGesture() const { return m_Gesture; }
    // −, + and Fit in the field's lower right corner (hooks: `<prefix>zoom_out`, …).
    void DrawControls(const ScreenRect& field, const char* hook_prefix);

private:
    void ZoomAbout(const ImVec2& at, float factor);

    float m_Zoom = 1.0f;
    ImVec2 m_Pan;  // the board's top-left minus the fitted one's, CSS px
    ScreenRect m_Field, m_Fitted, m_Board;
    bool m_Gesture = false;  // since the current press began
    bool m_Dragging = false;
};

// Where a field's zoom buttons go: its lower right corner, `count` square
// buttons and one of `last_width` (Fit), in CSS px. Returns the first's top-left.
ImVec2 ZoomControlsOrigin(const ScreenRect& field, int count, float last_width);

}  // namespace pgw::app

// board_camera.cpp — see board_camera.hpp.
#include "app/kit/board_camera.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "imgui.h"

namespace pgw::app {

static constexpr float kMaxZoom = 8.0f;

static bool Contains(const ScreenRect& r, const ImVec2& p)
{
    return p.x >= r.Min.x && p.y >= r.Min.y && p.x < r.Max.x && p.y < r.Max.y;
}
static constexpr float kDragThreshold = 10.0f;  // CSS px before a press becomes a pan

void BoardCamera::ZoomAbout(const ImVec2& at, float factor)
{
    const float zoom = std::clamp(m_Zoom * factor, 1.0f, kMaxZoom);
    factor = zoom / m_Zoom;
    // The point under `at` stays under it: board.Min moves towards or away from it.
    const ImVec2 min(m_Fitted.Min.x + m_Pan.x, m_Fitted.Min.y + m_Pan.y);
    const ImVec2 next(at.x - (at.x - min.x) * factor, at.y - (at.y - min.y) * factor);
    m_Pan = ImVec2(next.x - m_Fitted.Min.x, next.y - m_Fitted.Min.y);
    m_Zoom = zoom;
}

// Keeps a board bigger than the field covering it, and a smaller one centred.
static float ClampAxis(float min, float size, float field_min, float field_max, float centred)
{
    if (size <= field_max - field_min)
        return centred;
    return std::clamp(min, field_max - size, field_min);
}

ScreenRect BoardCamera::Update(const ScreenRect& field, const ScreenRect& fitted, const std::vector<Action>& actions,
                               bool hovered, bool drag_pans)
{
    // A new layout (another board, a resized window): keep the zoom, scale the pan.
    if (m_Fitted.Width() > 0.0f && (fitted.Width() != m_Fitted.Width() || fitted.Height() != m_Fitted.Height()))
    {
        const float scale = fitted.Width() / m_Fitted.Width();
        m_Pan = ImVec2(m_Pan.x * scale, m_Pan.y * scale);
    }
    m_Field = field;
    m_Fitted = fitted;

    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left))
    {
        m_Gesture = false;
        m_Dragging = false;
    }
    if (FingersDown() >= 2)
        m_Gesture = true;  // two fingers: a pinch from its first touch, never a tap
    for (const Action& action : actions)
        if (action.Kind == ActionKind::Pinch)
        {
            m_Gesture = true;
            ZoomAbout(action.At, action.Scale);
            m_Pan = ImVec2(m_Pan.x + action.Shift.x, m_Pan.y + action.Shift.y);
        }
    if (hovered && io.MouseWheel != 0.0f)
        ZoomAbout(io.MousePos, std::pow(1.2f, io.MouseWheel));
    // One button held and moved: a pan, once past the threshold, on a zoomed board.
    if (drag_pans && m_Zoom > 1.0f && ImGui::IsMouseDown(ImGuiMouseButton_Left) &&
        Contains(field, io.MouseClickedPos[ImGuiMouseButton_Left]) &&
        (m_Dragging || ImGui::IsMouseDragging(ImGuiMouseButton_Left, kDragThreshold)))
    {
        if (!m_Dragging)  // the distance covered before the threshold counts too
        {
            const ImVec2 drag = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
            m_Pan = ImVec2(m_Pan.x + drag.x - io.MouseDelta.x, m_Pan.y + drag.y - io.MouseDelta.y);
        }
        m_Dragging = true;
        m_Gesture = true;
        m_Pan = ImVec2(m_Pan.x + io.MouseDelta.x, m_Pan.y + io.MouseDelta.y);
    }

    const float w = fitted.Width() * m_Zoom, h = fitted.Height() * m_Zoom;
    const ImVec2 centred((field.Min.x + field.Max.x - w) * 0.5f, (field.Min.y + field.Max.y - h) * 0.5f);
    ImVec2 min(fitted.Min.x + m_Pan.x, fitted.Min.y + m_Pan.y);
    min.x = ClampAxis(min.x, w, field.Min.x, field.Max.x, centred.x);
    min.y = ClampAxis(min.y, h, field.Min.y, field.Max.y, centred.y);
    m_Pan = ImVec2(min.x - fitted.Min.x, min.y - fitted.Min.y);
    m_Board = ScreenRect{min, ImVec2(min.x + w, min.y + h)};
    return m_Board;
}

ImVec2 ZoomControlsOrigin(const ScreenRect& field, int count, float last_width)
{
    const float size = ImGui::GetFrameHeight();
    const float gap = 4.0f;
    const float width = static_cast<float>(count) * (size + gap) + last_width;
    return ImVec2(field.Max.x - width - 6.0f, field.Max.y - size - 6.0f);
}

void BoardCamera::DrawControls(const ScreenRect& field, const char* hook_prefix)
{
    const float size = ImGui::GetFrameHeight();
    const float fit_w = std::fmax(size, ImGui::CalcTextSize("Fit").x + 2.0f * ImGui::GetStyle().FramePadding.x);
    const ImVec2 at = ZoomControlsOrigin(field, 2, fit_w);
    const ImVec2 centre((field.Min.x + field.Max.x) * 0.5f, (field.Min.y + field.Max.y) * 0.5f);
    const std::string prefix = hook_prefix;
    ImGui::PushID(hook_prefix);
    ImGui::SetCursorScreenPos(at);
    ImGui::BeginDisabled(m_Zoom <= 1.0f);
    if (ImGui::Button("-", ImVec2(size, size)))
        ZoomAbout(centre, 1.0f / 1.5f);
    TestHooks_RecordItem((prefix + "zoom_out").c_str());
    ImGui::EndDisabled();
    ImGui::SameLine(0, 4.0f);
    ImGui::BeginDisabled(m_Zoom >= kMaxZoom);
    if (ImGui::Button("+", ImVec2(size, size)))
        ZoomAbout(centre, 1.5f);
    TestHooks_RecordItem((prefix + "zoom_in").c_str());
    ImGui::EndDisabled();
    ImGui::SameLine(0, 4.0f);
    ImGui::BeginDisabled(m_Zoom <= 1.0f);
    if (ImGui::Button("Fit", ImVec2(fit_w, size)))
        Reset();
    TestHooks_RecordItem((prefix + "fit").c_str());
    ImGui::EndDisabled();
    ImGui::PopID();
}

}  // namespace pgw::app

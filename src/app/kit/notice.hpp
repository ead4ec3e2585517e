// notice.hpp — the message under the board: what just happened, or what is wrong.
#pragma once

#include <string>

#include "app/kit/screen_rect.hpp"

namespace pgw::app {

// One or two lines, said to screen readers as it is set (errors urgently).
class Notice {
public:
    enum class Kind { Info, Success, Warning, Error };

    void Set(Kind kind, std::string text);
    void Clear() { m_Text.clear(); }
    const std::string& Text() const { return m_Text; }
    Kind GetKind() const { return m_Kind; }
    // A pill, centred; long text is cut with an ellipsis and shown whole on hover.
    void Draw(const ScreenRect& rect) const;
    // The top of the notice drawn in this frame (FLT_MAX when none was): the
    // shell's toast stays above it.
    static float TopThisFrame();

private:
    std::string m_Text;
    Kind m_Kind = Kind::Info;
    double m_Time = 0.0;
};

}  // namespace pgw::app

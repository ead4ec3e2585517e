// palette.hpp — the app's two colour palettes (dark and light), as data.
//
// No ImGui here: theme.cpp turns a palette into ImGui's style and the
// colors:: values the views draw with, and tests/test_palette.cpp checks
// every text colour against the backgrounds it is drawn on (WCAG AA: at
// least 4.5:1) in both palettes.
#pragma once

#include <cmath>
#include <cstdint>

namespace pgw::app {

struct Rgba {
    std::uint8_t R = 0, G = 0, B = 0, A = 255;
    // ImGui's packed order (IM_COL32): R in the low byte.
    constexpr std::uint32_t Packed() const
    {
        return static_cast<std::uint32_t>(R) | static_cast<std::uint32_t>(G) << 8 | static_cast<std::uint32_t>(B) << 16 |
               static_cast<std::uint32_t>(A) << 24;
    }
};

struct Palette {
    // The page and its panels
    Rgba Backdrop, BackdropTop, Panel, PanelEdge, PopupBg, Scrim;
    // Text and what it is drawn on
    Rgba TextMain, TextDim, TextDisabled;
    Rgba Accent, AccentWarm, Good, Warn, Bad;
    // Widgets
    Rgba Frame, FrameHovered, FrameActive, Button, ButtonHovered, ButtonActive, Selected;
    Rgba Primary, PrimaryHovered, PrimaryActive, PrimaryText, CheckMark, FocusRing;
    // Boards
    Rgba BoardBase, BoardRim, Tile, TileEdit, Goal, Shadow;
};

// A colour's relative luminance (WCAG 2).
inline double RelativeLuminance(const Rgba& c)
{
    const auto channel = [](std::uint8_t v) {
        const double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.R) + 0.7152 * channel(c.G) + 0.0722 * channel(c.B);
}

// The contrast ratio of two opaque colours, 1 to 21.
inline double ContrastRatio(const Rgba& a, const Rgba& b)
{
    const double la = RelativeLuminance(a), lb = RelativeLuminance(b);
    return (std::fmax(la, lb) + 0.05) / (std::fmin(la, lb) + 0.05);
}

// The slide pieces, the Flow tiles and the Cities terrain keep their
// colours in both palettes: they are things on the board, not the page.
inline constexpr Palette kDarkPalette{
    {11, 15, 23, 255}, {20, 27, 40, 255}, {17, 22, 32, 255}, {38, 47, 64, 255}, {22, 29, 42, 255}, {4, 6, 10, 158},
    {230, 235, 242, 255}, {148, 160, 180, 255}, {110, 121, 140, 255},
    {53, 182, 201, 255}, {255, 182, 72, 255}, {92, 240, 165, 255}, {255, 196, 92, 255}, {255, 120, 120, 255},
    {30, 38, 54, 255}, {38, 49, 69, 255}, {45, 58, 82, 255}, {36, 47, 67, 255}, {48, 64, 92, 255}, {58, 80, 116, 255},
    {24, 94, 110, 255},
    {20, 112, 130, 255}, {16, 100, 118, 255}, {12, 88, 104, 255}, {247, 255, 255, 255}, {255, 184, 77, 255},
    {120, 220, 235, 255},
    {24, 31, 45, 255}, {44, 55, 76, 255}, {33, 42, 59, 255}, {40, 51, 71, 255}, {92, 240, 165, 255}, {0, 0, 0, 110},
};

inline constexpr Palette kLightPalette{
    {236, 240, 245, 255}, {248, 250, 252, 255}, {255, 255, 255, 255}, {208, 215, 226, 255}, {255, 255, 255, 255},
    {30, 38, 52, 110},
    {20, 26, 36, 255}, {78, 88, 104, 255}, {140, 148, 162, 255},
    {10, 112, 128, 255}, {150, 80, 0, 255}, {0, 120, 70, 255}, {150, 90, 0, 255}, {190, 32, 40, 255},
    {232, 236, 242, 255}, {222, 228, 236, 255}, {210, 218, 230, 255}, {226, 231, 239, 255}, {212, 220, 232, 255},
    {196, 208, 224, 255},
    {190, 228, 234, 255},
    {14, 104, 122, 255}, {18, 120, 140, 255}, {10, 88, 104, 255}, {255, 255, 255, 255}, {196, 110, 0, 255},
    {14, 104, 122, 255},
    {214, 221, 231, 255}, {184, 194, 210, 255}, {238, 242, 247, 255}, {228, 234, 242, 255}, {18, 156, 96, 255},
    {20, 30, 45, 60},
};

}  // namespace pgw::app

// fonts.cpp — see fonts.hpp.
#include "app/fonts.hpp"

#include "imgui.h"

namespace pgw::app {

// Generated at build time from Debian's fonts-dejavu-core (see CMakeLists.txt).
extern const unsigned char kDejaVuSansTtf[];
extern const unsigned int kDejaVuSansTtfSize;
extern const unsigned char kDejaVuSansBoldTtf[];
extern const unsigned int kDejaVuSansBoldTtfSize;

AppFonts g_Fonts;

// Latin-1 plus the few symbols the UI and the core's messages use
// (– — • … ← ↑ → ↓ ↺ ↻ ≤ ≥ ✓). Must match the subset in font_data.cpp.
static const ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF, 0x2013, 0x2014, 0x2022, 0x2022, 0x2026, 0x2026, 0x2190, 0x2193, 0x2197, 0x2197,
    0x21BA, 0x21BB, 0x2264, 0x2265, 0x25B8, 0x25B8, 0x2713, 0x2713, 0,
};

static ImFont* AddFont(const unsigned char* data, unsigned int size, float css_px, float pixel_ratio)
{
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // static data: the atlas must not free it
    config.OversampleH = 2;
    config.OversampleV = 1;
    // ImGui only reads the buffer; the cast is its API's, not a write.
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size),
                                                      css_px * pixel_ratio, &config, kGlyphRanges);
}

void BuildFonts(float pixel_ratio)
{
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    g_Fonts.Body = AddFont(kDejaVuSansTtf, kDejaVuSansTtfSize, 16.0f, pixel_ratio);
    g_Fonts.Heading = AddFont(kDejaVuSansBoldTtf, kDejaVuSansBoldTtfSize, 18.0f, pixel_ratio);
    g_Fonts.Display = AddFont(kDejaVuSansBoldTtf, kDejaVuSansBoldTtfSize, 34.0f, pixel_ratio);
    io.FontDefault = g_Fonts.Body;
    io.FontGlobalScale = 1.0f / pixel_ratio;
    io.Fonts->Build();
}

}  // namespace pgw::app

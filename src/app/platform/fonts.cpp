// fonts.cpp — see fonts.hpp.
#include "app/platform/fonts.hpp"

#include "imgui.h"

namespace pgw::app {

// Generated at build time from Debian's fonts-dejavu-core (see CMakeLists.txt).
extern const unsigned char kDejaVuSansTtf[];
extern const unsigned int kDejaVuSansTtfSize;
extern const unsigned char kDejaVuSansBoldTtf[];
extern const unsigned int kDejaVuSansBoldTtfSize;

AppFonts g_Fonts;

// ASCII and the characters of glyphs.def (the font's subset is made from the same list).
static const ImWchar kGlyphRanges[] = {
    0x0020, 0x007E,
#define PGW_GLYPH(code) code, code,
#define PGW_GLYPH_RANGE(first, last) first, last,
#include "app/platform/glyphs.def"
#undef PGW_GLYPH
#undef PGW_GLYPH_RANGE
    0,
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

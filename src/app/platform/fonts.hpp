// fonts.hpp — the app's three text styles, rasterised for the screen's pixel ratio.
//
// Sizes are in CSS pixels. The atlas is rasterised at size × devicePixelRatio
// and io.FontGlobalScale = 1 / ratio, so at DPR 2 every glyph maps 1:1 onto
// device pixels (crisp), while layouts stay in CSS pixels.
#pragma once

struct ImFont;

namespace pgw::app {

struct AppFonts {
    ImFont* Body = nullptr;    // 16 px regular: panels, status line
    ImFont* Heading = nullptr; // 18 px bold: section titles, buttons that matter
    ImFont* Display = nullptr; // 34 px bold: move counter, win popup
};

extern AppFonts g_Fonts;

// (Re)builds the atlas for `pixel_ratio`. Call before the first frame; when
// the ratio changes later, the renderer's font texture must be rebuilt too.
void BuildFonts(float pixel_ratio);

}  // namespace pgw::app

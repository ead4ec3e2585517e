// test_palette.cpp — the app's colours read well: every text colour on every
// background it is drawn on, in the dark and the light palette (WCAG AA).
#include <doctest/doctest.h>

#include <string>

#include "app/platform/palette.hpp"

using pgw::app::ContrastRatio;
using pgw::app::Palette;
using pgw::app::Rgba;

TEST_CASE("ContrastRatio follows WCAG's formula") {
  CHECK(ContrastRatio({0, 0, 0, 255}, {255, 255, 255, 255}) == doctest::Approx(21.0));
  CHECK(ContrastRatio({119, 119, 119, 255}, {255, 255, 255, 255}) == doctest::Approx(4.48).epsilon(0.01));
  CHECK(ContrastRatio({40, 80, 120, 255}, {40, 80, 120, 255}) == doctest::Approx(1.0));
}

static void CheckPalette(const Palette& p, const char* name) {
  struct Named { const char* Name; Rgba Color; };
  const Named texts[] = {{"TextMain", p.TextMain}, {"TextDim", p.TextDim}, {"Accent", p.Accent},
                         {"AccentWarm", p.AccentWarm}, {"Good", p.Good}, {"Warn", p.Warn}, {"Bad", p.Bad}};
  const Named grounds[] = {{"Backdrop", p.Backdrop}, {"BackdropTop", p.BackdropTop}, {"Panel", p.Panel},
                           {"PopupBg", p.PopupBg}};
  for (const Named& text : texts)
    for (const Named& ground : grounds) {
      CAPTURE(std::string(name) + ": " + text.Name + " on " + ground.Name);
      CHECK(ContrastRatio(text.Color, ground.Color) >= 4.5);
    }
  // Button and field labels.
  for (const Rgba& ground : {p.Frame, p.FrameHovered, p.Button, p.ButtonHovered, p.ButtonActive, p.Selected}) {
    CAPTURE(std::string(name));
    CHECK(ContrastRatio(p.TextMain, ground) >= 4.5);
  }
  for (const Rgba& ground : {p.Primary, p.PrimaryHovered, p.PrimaryActive}) {
    CAPTURE(std::string(name));
    CHECK(ContrastRatio(p.PrimaryText, ground) >= 4.5);
  }
  // Non-text: the focus ring and a field's edge against the panel (WCAG 1.4.11: 3:1).
  const std::string palette = name;
  CAPTURE(palette);
  CHECK(ContrastRatio(p.FocusRing, p.Panel) >= 3.0);
  CHECK(ContrastRatio(p.FocusRing, p.Button) >= 3.0);
}

TEST_CASE("both palettes: text at least 4.5:1 on what it is drawn on, focus ring 3:1") {
  CheckPalette(pgw::app::kDarkPalette, "dark");
  CheckPalette(pgw::app::kLightPalette, "light");
}

TEST_CASE("the light palette is light and the dark one dark") {
  CHECK(pgw::app::RelativeLuminance(pgw::app::kLightPalette.Backdrop) > 0.7);
  CHECK(pgw::app::RelativeLuminance(pgw::app::kDarkPalette.Backdrop) < 0.05);
}

// screen_registry.hpp — the puzzle kinds the app can show, in tab order.
#pragma once

#include <memory>

#include "app/screen.hpp"

namespace pgw::app {

struct ScreenKind {
    const char* Id;     // stable, lower case: "slide"
    const char* Title;  // shown on the kind's tab
    std::unique_ptr<Screen> (*Create)();
};

int ScreenKindCount();
const ScreenKind& GetScreenKind(int index);

}  // namespace pgw::app

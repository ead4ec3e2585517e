// screen_registry.hpp — the puzzle kinds the app can show, in tab order.
//
// Each entry pairs a kind's KindApi (src/<kind>/api.hpp: its name, its
// codes and params) with its screen: the shell finds a link's screen by the
// KindApi check_link resolved, never by comparing names.
#pragma once

#include <memory>

#include "app/midend/screen.hpp"

namespace pgw::app {

struct ScreenKind {
    const KindApi& Api;  // Api.name: stable, lower case ("slide"), the save key's and the link's
    const char* Title;   // shown on the kind's tab
    std::unique_ptr<Screen> (*Create)(const KindApi& api);
    const char* Id() const { return Api.name; }
};

int ScreenKindCount();
const ScreenKind& GetScreenKind(int index);
// The index of the screen of `api`, or -1 when the app has none.
int FindScreenKind(const KindApi& api);

}  // namespace pgw::app

// screen_registry.cpp — see screen_registry.hpp.
//
// Adding a kind: write its screen file (which defines the factory) and add
// ONE line to PGW_SCREEN_KINDS below. Nothing else in the app changes.
#include "app/screen_registry.hpp"

namespace pgw::app {

// id, tab title, factory (defined in the kind's own *_screen.cpp)
#define PGW_SCREEN_KINDS(X)                         \
    X("slide", "Slide", CreateSlideScreen)          \
    X("flow", "Flow", CreateFlowScreen)             \
    X("cities", "Cities", CreateCitiesScreen)       \
    X("assembly", "Assembly", CreateAssemblyScreen)

// The factories, declared here so the list above is the only edit.
#define PGW_DECLARE_FACTORY(id, title, factory) std::unique_ptr<Screen> factory();
PGW_SCREEN_KINDS(PGW_DECLARE_FACTORY)
#undef PGW_DECLARE_FACTORY

#define PGW_KIND_ENTRY(id, title, factory) ScreenKind{id, title, &factory},
static const ScreenKind g_ScreenKinds[] = {PGW_SCREEN_KINDS(PGW_KIND_ENTRY)};
#undef PGW_KIND_ENTRY

int ScreenKindCount()
{
    return static_cast<int>(sizeof(g_ScreenKinds) / sizeof(g_ScreenKinds[0]));
}

const ScreenKind& GetScreenKind(int index)
{
    return g_ScreenKinds[index];
}

}  // namespace pgw::app

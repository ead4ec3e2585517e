// screen_registry.cpp — see screen_registry.hpp.
//
// Adding a kind: write its screen file (which defines the factory) and add
// ONE line to PGW_SCREEN_KINDS below. Nothing else in the app changes.
#include "app/midend/screen_registry.hpp"

#include "assembly/api.hpp"
#include "blocks/api.hpp"
#include "cities/api.hpp"
#include "flow/api.hpp"
#include "slide/api.hpp"

namespace pgw::app {

// the kind's KindApi, tab title, factory (defined in the kind's own *_screen.cpp)
#define PGW_SCREEN_KINDS(X)                               \
    X(slide::api(), "Slide", CreateSlideScreen)          \
    X(flow::api(), "Flow", CreateFlowScreen)             \
    X(cities::api(), "Cities", CreateCitiesScreen)       \
    X(assembly::api(), "Assembly", CreateAssemblyScreen) \
    X(blocks::api(), "Blocks", CreateBlocksScreen)

// The factories, declared here so the list above is the only edit.
#define PGW_DECLARE_FACTORY(api, title, factory) std::unique_ptr<Screen> factory(const KindApi&);
PGW_SCREEN_KINDS(PGW_DECLARE_FACTORY)
#undef PGW_DECLARE_FACTORY

static const ScreenKind* Kinds()
{
#define PGW_KIND_ENTRY(api, title, factory) ScreenKind{api, title, &factory},
    static const ScreenKind kinds[] = {PGW_SCREEN_KINDS(PGW_KIND_ENTRY)};
#undef PGW_KIND_ENTRY
    return kinds;
}

int ScreenKindCount()
{
#define PGW_COUNT(api, title, factory) +1
    return 0 PGW_SCREEN_KINDS(PGW_COUNT);
#undef PGW_COUNT
}

const ScreenKind& GetScreenKind(int index)
{
    return Kinds()[index];
}

int FindScreenKind(const KindApi& api)
{
    for (int i = 0; i < ScreenKindCount(); ++i)
        if (&GetScreenKind(i).Api == &api)
            return i;
    return -1;
}

}  // namespace pgw::app

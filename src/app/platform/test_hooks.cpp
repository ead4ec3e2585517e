// test_hooks.cpp — see test_hooks.hpp.
#include "app/platform/test_hooks.hpp"

#include <map>

#include "app/platform/ui_items.hpp"

namespace pgw::app {

static std::map<std::string, HookRect> g_HooksThisFrame;
static std::map<std::string, HookRect> g_HooksLastFrame;
static unsigned g_FrameCount = 0;

void TestHooks_BeginFrame()
{
    g_HooksThisFrame.clear();
}

void TestHooks_RecordRect(const char* name, const ImVec2& min, const ImVec2& max)
{
    g_HooksThisFrame[name] = HookRect{min.x, min.y, max.x - min.x, max.y - min.y};
}

void TestHooks_RecordItem(const char* name)
{
    UiItems_NameLast(name);
    // A clipped item (scrolled out of its panel) cannot be clicked: report it as not drawn.
    if (!ImGui::IsItemVisible())
        return;
    TestHooks_RecordRect(name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void TestHooks_EndFrame()
{
    g_HooksLastFrame.swap(g_HooksThisFrame);
    ++g_FrameCount;
}

HookRect TestHooks_WidgetRect(const std::string& name)
{
    const auto it = g_HooksLastFrame.find(name);
    return it == g_HooksLastFrame.end() ? HookRect{} : it->second;
}

const std::map<std::string, HookRect>& TestHooks_AllRects()
{
    return g_HooksLastFrame;
}

unsigned TestHooks_FrameCount()
{
    return g_FrameCount;
}


}  // namespace pgw::app

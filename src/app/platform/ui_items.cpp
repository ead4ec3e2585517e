// ui_items.cpp — see ui_items.hpp.
#include "app/platform/ui_items.hpp"

#include <cstring>

#include "imgui_internal.h"

namespace pgw::app {

static std::vector<UiItem> g_ThisFrame;
static std::vector<UiItem> g_LastFrame;

// What ImGui told us last about an item: ItemAdd comes first, then (for
// labelled widgets) ItemInfo with the label.
static UiItem* Find(std::vector<UiItem>& items, ImGuiID id)
{
    for (auto it = items.rbegin(); it != items.rend(); ++it)
        if (it->Id == id)
            return &*it;
    return nullptr;
}

static std::string VisibleLabel(const char* label)
{
    if (label == nullptr)
        return std::string();
    const char* end = std::strstr(label, "##");
    return end != nullptr ? std::string(label, end) : std::string(label);
}

void UiItems_BeginFrame()
{
    g_ThisFrame.clear();
    GImGui->TestEngineHookItems = true;
}

void UiItems_EndFrame()
{
    g_LastFrame.swap(g_ThisFrame);
}

const std::vector<UiItem>& UiItems_LastFrame()
{
    return g_LastFrame;
}

void UiItems_NameLast(const char* hook)
{
    const ImGuiContext& g = *GImGui;
    if (UiItem* item = Find(g_ThisFrame, g.LastItemData.ID))
        item->Hook = hook;
}

void UiItems_Describe(ImGuiID id, UiRole role, const char* label)
{
    if (UiItem* item = Find(g_ThisFrame, id))
    {
        item->Role = role;
        item->Label = VisibleLabel(label);
    }
}

void UiItems_MarkLastBackground()
{
    const ImGuiContext& g = *GImGui;
    if (UiItem* item = Find(g_ThisFrame, g.LastItemData.ID))
        item->Background = true;
}

//-----------------------------------------------------------------------------
// [SECTION] Keyboard focus
//-----------------------------------------------------------------------------

static bool Focusable(const UiItem& item)
{
    return item.Role != UiRole::Other && !item.Disabled && item.Max.x > item.Min.x && item.Max.y > item.Min.y;
}

// The top-level window whose widgets take the focus: the front-most one
// that has any (a popup or dialog, the sheet, else the screen).
static ImGuiWindow* FocusRoot()
{
    const ImGuiContext& g = *GImGui;
    for (int i = g.Windows.Size - 1; i >= 0; --i)
    {
        const ImGuiWindow* window = g.Windows[i];
        if (!window->WasActive)
            continue;
        for (const UiItem& item : g_LastFrame)
            if (item.Root == window && Focusable(item))
                return item.Root;
    }
    return nullptr;
}

// The widget Tab gave the focus to. Kept here, not only as ImGui's NavId:
// without ImGui's keyboard navigation (it would take the board's arrow
// keys) ImGui hides its focus ring every frame, and a mouse click moves its
// NavId too. KeyboardFocus_AfterNewFrame shows the ring again.
static ImGuiID g_FocusId = 0;
static ImGuiWindow* g_FocusWindow = nullptr;

const UiItem* KeyboardFocus_Item()
{
    if (g_FocusId == 0)
        return nullptr;
    for (const UiItem& item : g_LastFrame)
        if (item.Id == g_FocusId)
            return &item;
    return nullptr;
}

bool KeyboardFocus_Active()
{
    return KeyboardFocus_Item() != nullptr;
}

void KeyboardFocus_Clear()
{
    ImGuiContext& g = *GImGui;
    if (g_FocusId != 0 && g.ActiveId == g_FocusId)
        ImGui::ClearActiveID();
    g_FocusId = 0;
    g_FocusWindow = nullptr;
    g.NavDisableHighlight = true;
}

void KeyboardFocus_AfterNewFrame()
{
    ImGuiContext& g = *GImGui;
    // A click or a tap anywhere ends keyboard focus.
    for (int button = 0; button < 3; ++button)
        if (g.IO.MouseClicked[button])
            g_FocusId = 0;
    if (g_FocusId == 0 || KeyboardFocus_Item() == nullptr)
    {
        g_FocusId = 0;
        return;
    }
    g.NavId = g_FocusId;
    g.NavWindow = g_FocusWindow;
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
}

void KeyboardFocus_Move(int step)
{
    ImGuiContext& g = *GImGui;
    ImGuiWindow* root = FocusRoot();
    std::vector<const UiItem*> order;
    for (const UiItem& item : g_LastFrame)
        if (item.Root == root && Focusable(item))
            order.push_back(&item);
    // A text field being edited lets go first.
    if (g.ActiveId != 0)
        ImGui::ClearActiveID();
    int at = -1;
    for (size_t i = 0; i < order.size(); ++i)
        if (order[i]->Id == g_FocusId)
            at = static_cast<int>(i);
    // Positions: -1 is "no widget" (the board), then the widgets in order.
    const int count = static_cast<int>(order.size());
    int next = at + step;
    if (at < 0 && step < 0)
        next = count - 1;
    if (next < 0 || next >= count)
    {
        KeyboardFocus_Clear();
        return;
    }
    const UiItem& item = *order[static_cast<size_t>(next)];
    g_FocusId = item.Id;
    g_FocusWindow = item.Window;
    ImGui::FocusWindow(item.Window);
    ImGui::SetFocusID(item.Id, item.Window);
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
    ImGui::ScrollToRect(item.Window, ImRect(item.FullMin, item.FullMax), ImGuiScrollFlags_KeepVisibleEdgeY);
    // A text field is ready for typing as soon as it is reached, as on a web page.
    if (item.Role == UiRole::TextField)
    {
        g.NavNextActivateId = item.Id;
        g.NavNextActivateFlags = ImGuiActivateFlags_PreferInput;
    }
}

void KeyboardFocus_Activate()
{
    ImGuiContext& g = *GImGui;
    const UiItem* item = KeyboardFocus_Item();
    if (item == nullptr)
        return;
    g.NavNextActivateId = item->Id;
    g.NavNextActivateFlags = item->Role == UiRole::TextField ? ImGuiActivateFlags_PreferInput : ImGuiActivateFlags_None;
}

bool CloseMenu()
{
    ImGuiContext& g = *GImGui;
    if (g.OpenPopupStack.Size == 0)
        return false;
    const ImGuiPopupData& top = g.OpenPopupStack.back();
    if (top.Window == nullptr || (top.Window->Flags & ImGuiWindowFlags_Modal) != 0)
        return false;  // dialogs and progress popups answer Esc themselves
    ImGui::ClosePopupToLevel(g.OpenPopupStack.Size - 1, true);
    return true;
}

const char* UiItem_WindowName(const UiItem& item)
{
    return item.Window != nullptr ? item.Window->Name : "";
}

const char* UiItem_RootName(const UiItem& item)
{
    return item.Root != nullptr ? item.Root->Name : "";
}

std::string UiItem_Description(const UiItem& item)
{
    std::string name = item.Label;
    if (name.empty())
    {
        name = item.Hook;
        for (char& c : name)
            if (c == '_')
                c = ' ';
    }
    static const char* roles[] = {"", "button", "checkbox", "text field", "list"};
    std::string out = name;
    const char* role = roles[static_cast<int>(item.Role)];
    if (role[0] != 0)
        out += std::string(out.empty() ? "" : ", ") + role;
    if (item.Role == UiRole::Checkbox)
        out += item.Checked ? ", checked" : ", not checked";
    if (item.Disabled)
        out += ", unavailable";
    return out;
}

}  // namespace pgw::app

//-----------------------------------------------------------------------------
// [SECTION] ImGui's hooks (IMGUI_ENABLE_TEST_ENGINE)
//-----------------------------------------------------------------------------

void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id)
{
    ImGuiContext& g = *ctx;
    ImGuiWindow* window = g.CurrentWindow;
    ImRect visible = bb;
    visible.ClipWithFull(window->ClipRect);
    pgw::app::UiItem item;
    item.Id = id;
    item.Min = visible.Min;
    item.Max = visible.Max;
    item.FullMin = bb.Min;
    item.FullMax = bb.Max;
    if (item.Max.x < item.Min.x || item.Max.y < item.Min.y)
        item.Max = item.Min;  // wholly clipped: kept, with no area
    item.Disabled = (g.LastItemData.InFlags & ImGuiItemFlags_Disabled) != 0;
    if (g.LastItemData.InFlags & ImGuiItemFlags_Inputable)
        item.Role = pgw::app::UiRole::TextField;
    item.Window = window;
    item.Root = window->RootWindow;
    pgw::app::g_ThisFrame.push_back(item);
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags)
{
    pgw::app::UiItem* item = pgw::app::Find(pgw::app::g_ThisFrame, id);
    if (item == nullptr)
        return;
    (void)ctx;
    item->Label = pgw::app::VisibleLabel(label);
    using pgw::app::UiRole;
    if (flags & ImGuiItemStatusFlags_Checkable)
    {
        item->Role = UiRole::Checkbox;
        item->Checked = (flags & ImGuiItemStatusFlags_Checked) != 0;
    }
    else if (flags & ImGuiItemStatusFlags_Openable)
        item->Role = UiRole::Combo;
    else if (item->Role == UiRole::Other)
        item->Role = UiRole::Button;  // buttons, selectables, radio buttons
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID)
{
    return nullptr;
}

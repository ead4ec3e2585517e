// web_bindings.cpp — what the page and the tests call on Module, through
// Embind: the app's own glue (src/web holds the JS API and its worker, which
// know nothing of the app).
//
//   Module.openLink(text)      opens a shared link or level code (web/app.js calls it when
//                              the page's '#…' changes); a bad one shows the app's error dialog
//
//   Module.importText(name, text)  a progress file's text to import (the file picker calls
//                              it; tests too): the result is said on the statistics page
//
//   Module.frameCount()        frames rendered so far
//   Module.widgetRect(name)    {x, y, w, h} of a named widget in the last frame (CSS px from
//                              the canvas's top-left); all zero if it was not drawn
//   Module.appState()          the current screen's state, a JSON string
//   Module.setParams(json)     sets the generate fields from a JSON object (any subset);
//                              true when every key was understood
//   Module.setJobPace(us)      a test pace: jobs started afterwards sleep `us` microseconds
//                              at every cancel poll, so tests can watch the progress popup
//                              and press Cancel; 0 turns it off and lifts the hold
//   Module.holdJobsAfter(n)    with a pace: a job's polls after its n-th wait there (still
//                              paced, still cancellable) until setJobPace(0) or
//                              holdJobsAfter(0), so it cannot end before the test has
//                              looked (core/progress.hpp); 0: no hold
//   Module.wake()              draws frames again if the app had stopped drawing (idle):
//                              web/app.js calls it on every input, resize or preference
//                              change; tests call it before counting frames
//   Module.setReducedMotion(b) the page's prefers-reduced-motion (web/app.js)
//   Module.setAmbientMotion(b) a test hook: false stops ambient motion (glows, ripples, a
//                              pulsing hint) while moves still animate; web/app.js calls it
//                              at the first frame when the page set window.pgwTestAmbient = false
//   Module.setSystemDark(b)    the page's prefers-color-scheme (web/app.js): the theme that
//                              "system" follows
//   Module.textInput(n, text)  web/text-bridge.js: n Backspaces, then `text`, into the text
//                              field being edited
//   Module.hookRects()         every named rectangle of the last frame (widgets, the stats' "hud_N")
//   Module.textPaste(text)     web/text-bridge.js: the browser's paste, into that field
//   Module.uiItems()           the last frame's visible widgets: [{hook, label, role, x, y, w, h,
//                              disabled, background, window, root}]
//   Module.focusedItem()       the widget with the keyboard focus {hook, label, description}, or null
//   Module.framePacing()       {reason, jobs}: why the last frame asked for another one
//                              ("idle" when it did not), and the jobs in flight
//   Module.holdMemory(mb)      holds `mb` MB of the heap (0 lets go): a job then runs short of
//                              memory, as on a device with less (memory_guard.hpp)
//   Module.memoryStats()       {memory, peak, used}: the wasm memory's size, the highest the
//                              heap has reached since the start (dlmalloc here never gives memory
//                              back, so its top only rises) and the bytes allocated now
//
// Names, keys and meanings are a contract with tests/e2e: change them together.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <emscripten/heap.h>
#include <malloc.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "app/platform/frame_pacer.hpp"
#include "app/platform/memory_guard.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "app/shell/app_shell.hpp"
#include "app/shell/text_bridge.hpp"
#include "core/job.hpp"
#include "imgui.h"

using emscripten::val;
using namespace pgw::app;

namespace {

// Core's test pace: the screens' jobs and the JS API's (src/web/api.cpp) read it.
void SetJobPace(unsigned pace_us)
{
    pgw::set_test_job_pace(pace_us);
    if (pace_us == 0)
        pgw::set_test_hold_after_polls(0);
}

unsigned FrameCount()
{
    return TestHooks_FrameCount();
}

val WidgetRect(const std::string& name)
{
    const HookRect r = TestHooks_WidgetRect(name);
    val out = val::object();
    out.set("x", r.X);
    out.set("y", r.Y);
    out.set("w", r.W);
    out.set("h", r.H);
    return out;
}

std::string AppState()
{
    const AppShell* shell = AppShell::Get();
    return shell != nullptr ? shell->StateJson() : std::string("{}");
}

// JSON.parse does the parsing (a malformed string throws to the caller, as
// JSON.parse would); each value is then typed for the screen.
bool SetParams(const std::string& json)
{
    const val parsed = val::global("JSON").call<val>("parse", json);
    if (parsed.typeOf().as<std::string>() != "object" || parsed.isNull() ||
        val::global("Array").call<bool>("isArray", parsed))
        return false;
    ParamMap params;
    const val keys = val::global("Object").call<val>("keys", parsed);
    const unsigned count = keys["length"].as<unsigned>();
    for (unsigned i = 0; i < count; ++i)
    {
        const std::string key = keys[i].as<std::string>();
        const val value = parsed[key];
        const std::string type = value.typeOf().as<std::string>();
        ParamValue param;
        if (type == "number")
        {
            param.Kind = ParamValue::Type::Number;
            param.Number = value.as<double>();
        }
        else if (type == "boolean")
        {
            param.Kind = ParamValue::Type::Bool;
            param.Bool = value.as<bool>();
        }
        else
        {
            param.Kind = ParamValue::Type::Text;
            param.Text = type == "string" ? value.as<std::string>() : std::string();
        }
        params[key] = param;
    }
    AppShell* shell = AppShell::Get();
    if (shell == nullptr)
        return false;
    Wake();
    std::string error;
    const bool ok = shell->SetParams(params, &error);
    if (!ok)
        std::fprintf(stderr, "setParams: %s\n", error.c_str());
    return ok;
}

void OpenLink(const std::string& text)
{
    if (AppShell* shell = AppShell::Get())
        shell->OpenLink(text);
    Wake();
}

// The file picker's text (browser.cpp's Browser_PickTextFile): progress to import.
void ImportText(const std::string& name, const std::string& text)
{
    if (AppShell* shell = AppShell::Get())
        shell->ImportText(name, text);
    Wake();
}

void WakeApp()
{
    Wake();
}

void SetSystemDarkAndWake(bool dark)
{
    SetSystemDark(dark);
    Wake();
}

// The last frame's widgets (ui_items.hpp): what a test checks for overlaps,
// touch-target sizes and the screen's edges.
val UiItems()
{
    val out = val::array();
    unsigned i = 0;
    static const char* roles[] = {"other", "button", "checkbox", "text", "combo"};
    for (const UiItem& item : UiItems_LastFrame())
    {
        if (item.Max.x <= item.Min.x || item.Max.y <= item.Min.y)
            continue;  // scrolled or clipped out of sight
        val v = val::object();
        v.set("hook", item.Hook);
        v.set("label", item.Label);
        v.set("role", std::string(roles[static_cast<int>(item.Role)]));
        v.set("x", item.Min.x);
        v.set("y", item.Min.y);
        v.set("w", item.Max.x - item.Min.x);
        v.set("h", item.Max.y - item.Min.y);
        v.set("fullW", item.FullMax.x - item.FullMin.x);
        v.set("fullH", item.FullMax.y - item.FullMin.y);
        v.set("disabled", item.Disabled);
        v.set("background", item.Background);
        v.set("window", std::string(UiItem_WindowName(item)));
        v.set("root", std::string(UiItem_RootName(item)));
        out.set(i++, v);
    }
    return out;
}

// Every named rectangle of the last frame: {name: {x, y, w, h}} (widgets and
// drawn things such as the stats, "hud_0", …).
val HookRects()
{
    val out = val::object();
    for (const auto& [name, r] : TestHooks_AllRects())
    {
        val v = val::object();
        v.set("x", r.X);
        v.set("y", r.Y);
        v.set("w", r.W);
        v.set("h", r.H);
        out.set(name, v);
    }
    return out;
}

// The widget with the keyboard focus: {hook, label, description}, or null.
val FocusedItem()
{
    const UiItem* item = KeyboardFocus_Item();
    if (item == nullptr)
        return val::null();
    val v = val::object();
    v.set("hook", item->Hook);
    v.set("label", item->Label);
    v.set("description", UiItem_Description(*item));
    return v;
}

// Why the app drew its last frame and whether it goes on: {"reason", "jobs"}.
val FramePacing()
{
    val out = val::object();
    out.set("reason", std::string(FramePacer::LastReason()));
    out.set("jobs", pgw::jobs_in_flight());
    out.set("text_input", ImGui::GetCurrentContext() != nullptr && ImGui::GetIO().WantTextInput);
    out.set("rendered", FramePacer::RenderedFrames());
    out.set("skipped", FramePacer::SkippedFrames());
    return out;
}

// What the memory sizing in CMakeLists.txt is measured with (scripts/bench.sh memory).
val MemoryStats()
{
    const struct mallinfo info = mallinfo();
    val out = val::object();
    out.set("memory", static_cast<double>(emscripten_get_heap_size()));
    out.set("peak", static_cast<double>(reinterpret_cast<std::uintptr_t>(sbrk(0))));
    out.set("used", static_cast<double>(info.uordblks));
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pgw_test_hooks)
{
    emscripten::function("openLink", &OpenLink);
    emscripten::function("importText", &ImportText);
    emscripten::function("frameCount", &FrameCount);
    emscripten::function("widgetRect", &WidgetRect);
    emscripten::function("appState", &AppState);
    emscripten::function("setParams", &SetParams);
    emscripten::function("setJobPace", &SetJobPace);
    emscripten::function("holdJobsAfter", &pgw::set_test_hold_after_polls);
    emscripten::function("wake", &WakeApp);
    emscripten::function("framePacing", &FramePacing);
    emscripten::function("memoryStats", &MemoryStats);
    emscripten::function("holdMemory", &MemoryGuard_Hold);
    emscripten::function("uiItems", &UiItems);
    emscripten::function("hookRects", &HookRects);
    emscripten::function("textInput", &TextBridge_Input);
    emscripten::function("textPaste", &TextBridge_Paste);
    emscripten::function("focusedItem", &FocusedItem);
    emscripten::function("setReducedMotion", &SetReducedMotion);
    emscripten::function("setAmbientMotion", &SetAmbientMotion);
    emscripten::function("setSystemDark", &SetSystemDarkAndWake);
}

// bindings.cpp — what the page and the tests call on Module, through Embind.
//
//   Module.openLink(text)      opens a shared link or level code (web/app.js calls it when
//                              the page's '#…' changes); a bad one shows the app's error dialog
//
//   Module.frameCount()        frames rendered so far
//   Module.widgetRect(name)    {x, y, w, h} of a named widget in the last frame (CSS px from
//                              the canvas's top-left); all zero if it was not drawn
//   Module.appState()          the current screen's state, a JSON string
//   Module.setParams(json)     sets the generate fields from a JSON object (any subset);
//                              true when every key was understood
//   Module.setJobPace(us)      a test pace: jobs started afterwards sleep `us` microseconds
//                              at every cancel poll, so tests can watch the progress popup
//                              and press Cancel; 0 turns it off
//   Module.wake()              draws frames again if the app had stopped drawing (idle):
//                              web/app.js calls it on every input, resize or preference
//                              change; tests call it before counting frames
//   Module.setReducedMotion(b) the page's prefers-reduced-motion (web/app.js)
//   Module.framePacing()       {reason, jobs}: why the last frame asked for another one
//                              ("idle" when it did not), and the jobs in flight
//
// Names, keys and meanings are a contract with tests/e2e: change them together.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdio>
#include <string>

#include "app/app_shell.hpp"
#include "app/frame_pacer.hpp"
#include "app/test_hooks.hpp"
#include "core/job.hpp"

using emscripten::val;
using namespace pgw::app;

namespace {

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

void WakeApp()
{
    Wake();
}

// Why the app drew its last frame and whether it goes on: {"reason", "jobs"}.
val FramePacing()
{
    val out = val::object();
    out.set("reason", std::string(FramePacer::LastReason()));
    out.set("jobs", pgw::jobs_in_flight());
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pgw_test_hooks)
{
    emscripten::function("openLink", &OpenLink);
    emscripten::function("frameCount", &FrameCount);
    emscripten::function("widgetRect", &WidgetRect);
    emscripten::function("appState", &AppState);
    emscripten::function("setParams", &SetParams);
    emscripten::function("setJobPace", &TestHooks_SetJobPace);
    emscripten::function("wake", &WakeApp);
    emscripten::function("framePacing", &FramePacing);
    emscripten::function("setReducedMotion", &SetReducedMotion);
}

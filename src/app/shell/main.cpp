// main.cpp — SDL2 + WebGL2 + Dear ImGui setup, canvas sizing, the main loop.
//
// The page owns the canvas's CSS size (it fills the window); this file keeps
// the drawing buffer at CSS size × devicePixelRatio every frame, tells ImGui
// the CSS size plus the ratio, and rebuilds the fonts when the ratio changes
// (zoom, or a window moved to another screen). SDL's own high-DPI handling is
// left off: it only reacts to resize events, and this way one place decides.
//
// The main loop is the browser's animation frame: it must never block, so
// long work runs as pgw::Job (on Web Worker threads, or sliced between
// frames in the build without threads) and is polled here. It runs only
// while something changes (frame_pacer.hpp): idle, it stops, and Wake()
// starts it again.

#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cfloat>
#include <cmath>
#include <memory>
#include <vector>

#include "app/midend/sliced_jobs.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/input.hpp"
#include "app/platform/memory_guard.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "app/shell/app_shell.hpp"
#include "app/shell/text_bridge.hpp"
#include "core/job.hpp"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

using namespace pgw::app;

static const char* kCanvas = "#canvas";

struct CanvasSize {
    double CssW = 0.0, CssH = 0.0;  // layout size, CSS px
    float Ratio = 0.0f;             // devicePixelRatio
    int PixelW = 0, PixelH = 0;     // drawing buffer, device px
};

static SDL_Window* g_Window = nullptr;
static std::unique_ptr<AppShell> g_MainShell;
static InputLayer g_Input;
static CanvasSize g_Canvas;
static float g_FontRatio = 0.0f;
static bool g_LoopRunning = false;
static std::vector<SDL_Event> g_Deferred;  // events held for the next frame (MainLoopStep)
static ImVec2 g_MouseAt(-FLT_MAX, -FLT_MAX);  // where the last mouse event handled was
static double g_TimerDue = -1.0;  // emscripten_get_now() ms of the armed wake timer; < 0: none

//-----------------------------------------------------------------------------
// [SECTION] Canvas size and pixel ratio
//-----------------------------------------------------------------------------

static CanvasSize MeasureCanvas()
{
    CanvasSize size;
    emscripten_get_element_css_size(kCanvas, &size.CssW, &size.CssH);
    size.CssW = std::fmax(1.0, size.CssW);
    size.CssH = std::fmax(1.0, size.CssH);
    const double ratio = emscripten_get_device_pixel_ratio();
    size.Ratio = static_cast<float>(ratio > 0.25 && ratio < 8.0 ? ratio : 1.0);
    size.PixelW = static_cast<int>(std::lround(size.CssW * size.Ratio));
    size.PixelH = static_cast<int>(std::lround(size.CssH * size.Ratio));
    return size;
}

// Returns true when the canvas's size or pixel ratio changed.
static bool SyncCanvas()
{
    const CanvasSize size = MeasureCanvas();
    const bool changed = size.CssW != g_Canvas.CssW || size.CssH != g_Canvas.CssH || size.Ratio != g_Canvas.Ratio;

    // SDL's window size is what it scales mouse coordinates by: keep it the
    // CSS size, so mouse and touch positions arrive in CSS px.
    const int css_w = static_cast<int>(std::lround(size.CssW));
    const int css_h = static_cast<int>(std::lround(size.CssH));
    int window_w = 0, window_h = 0;
    SDL_GetWindowSize(g_Window, &window_w, &window_h);
    if (window_w != css_w || window_h != css_h)
        SDL_SetWindowSize(g_Window, css_w, css_h);  // also resets the buffer size: fixed below

    int buffer_w = 0, buffer_h = 0;
    emscripten_get_canvas_element_size(kCanvas, &buffer_w, &buffer_h);
    if (buffer_w != size.PixelW || buffer_h != size.PixelH)
        emscripten_set_canvas_element_size(kCanvas, size.PixelW, size.PixelH);

    if (size.Ratio != g_FontRatio)
    {
        const bool had_texture = g_FontRatio != 0.0f;
        BuildFonts(size.Ratio);
        if (had_texture)
        {
            ImGui_ImplOpenGL3_DestroyFontsTexture();
            ImGui_ImplOpenGL3_CreateFontsTexture();
            TexturesChanged();
        }
        g_FontRatio = size.Ratio;
    }
    g_Canvas = size;
    return changed;
}

//-----------------------------------------------------------------------------
// [SECTION] Main loop
//-----------------------------------------------------------------------------

static EM_BOOL MainLoopStep(double, void*);

// A frame asked for later (RequestFrameAfter) is due: one frame, no
// settling (it goes on only if it shows something new).
static void OnWakeTimer(void*)
{
    g_TimerDue = -1.0;
    if (g_LoopRunning)
        return;
    g_LoopRunning = true;
    emscripten_request_animation_frame_loop(&MainLoopStep, nullptr);
}

// Asks the browser for frames again, if the loop had stopped.
void pgw::app::Wake()
{
    FramePacer::Settle();
    if (g_LoopRunning)
        return;
    g_LoopRunning = true;
    emscripten_request_animation_frame_loop(&MainLoopStep, nullptr);
}

// The loop stops: a timer brings it back for the earliest frame asked for later.
static void StopLoop()
{
    g_LoopRunning = false;
    const double seconds = FramePacer::SecondsToDeadline();
    if (seconds < 0.0)
        return;
    const double due = emscripten_get_now() + seconds * 1000.0;
    if (g_TimerDue >= 0.0 && g_TimerDue <= due + 1.0)
        return;  // an earlier timer is armed already
    g_TimerDue = due;
    emscripten_set_timeout(&OnWakeTimer, seconds * 1000.0, nullptr);
}

static EM_BOOL MainLoopStep(double, void*)
{
    const bool canvas_changed = SyncCanvas();
    int events = canvas_changed ? 1 : 0;

    // ImGui 1.86 reads the keys and the mouse once a frame: a key pressed and
    // released within one frame (a quick Esc, any key on a slow frame) would
    // never be seen down, and a press followed by a move within one frame
    // would be seen where the move ended (a drag that paints cells would miss
    // its first). So a key's release after its press, or a move after a
    // press, waits with every event after it for the next frame (as later
    // ImGui versions trickle their input queue), and the mouse is placed
    // where the frame's last event left it.
    std::vector<SDL_Event> batch;
    batch.swap(g_Deferred);
    SDL_Event polled;
    while (SDL_PollEvent(&polled))
        batch.push_back(polled);
    bool pressed[SDL_NUM_SCANCODES] = {};
    bool button_down = false;
    for (std::size_t i = 0; i < batch.size(); ++i)
    {
        const SDL_Event& event = batch[i];
        const bool key_released = event.type == SDL_KEYUP && event.key.keysym.scancode < SDL_NUM_SCANCODES &&
                                  pressed[event.key.keysym.scancode];
        if (key_released || (event.type == SDL_MOUSEMOTION && button_down))
        {
            g_Deferred.assign(batch.begin() + static_cast<std::ptrdiff_t>(i), batch.end());
            RequestFrame();
            break;
        }
        if (event.type == SDL_KEYDOWN && event.key.keysym.scancode < SDL_NUM_SCANCODES)
            pressed[event.key.keysym.scancode] = true;
        if (event.type == SDL_MOUSEBUTTONDOWN)
            button_down = true;
        if (event.type == SDL_MOUSEMOTION)
            g_MouseAt = ImVec2(static_cast<float>(event.motion.x), static_cast<float>(event.motion.y));
        else if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP)
            g_MouseAt = ImVec2(static_cast<float>(event.button.x), static_cast<float>(event.button.y));
        ++events;
        g_Input.ProcessEvent(event);
        // Typed text waits behind the text field's replay, in the order it came.
        if (TextBridge_TakeEvent(event))
            continue;
        if (event.type == SDL_TEXTINPUT && TextBridge_Busy())
            TextBridge_Input(0, event.text.text);
        else
            ImGui_ImplSDL2_ProcessEvent(&event);
        // The SDL backend reads the modifiers as they are now, not as they
        // were with this key: a quick Ctrl+A whose Ctrl is already up in
        // SDL's queue would reach the field as a plain A.
        if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP)
        {
            ImGuiIO& key_io = ImGui::GetIO();
            const Uint16 mod = event.key.keysym.mod;
            key_io.KeyShift = (mod & KMOD_SHIFT) != 0;
            key_io.KeyCtrl = (mod & KMOD_CTRL) != 0;
            key_io.KeyAlt = (mod & KMOD_ALT) != 0;
            key_io.KeySuper = (mod & KMOD_GUI) != 0;
        }
    }

    TextBridge_BeforeFrame();
    ApplyInputMetrics(g_Input.Touch());
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    // SDL's mouse state is already where the held-back events leave it.
    if (!g_Deferred.empty() && g_MouseAt.x > -FLT_MAX && ImGui::GetIO().MousePos.x > -FLT_MAX)
        ImGui::GetIO().MousePos = g_MouseAt;
    // The SDL backend knows neither the fractional CSS size nor the ratio.
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(static_cast<float>(g_Canvas.CssW), static_cast<float>(g_Canvas.CssH));
    io.DisplayFramebufferScale = ImVec2(static_cast<float>(g_Canvas.PixelW / g_Canvas.CssW),
                                        static_cast<float>(g_Canvas.PixelH / g_Canvas.CssH));
    ImGui::NewFrame();
    KeyboardFocus_AfterNewFrame();
    TestHooks_BeginFrame();
    UiItems_BeginFrame();

    MemoryGuard_Rearm();
    g_MainShell->Frame(g_Input.TakeActions());

    ImGui::Render();
    // A picture the canvas already shows is not rendered again (frame_pacer.hpp).
    if (FramePacer::ShouldRender(ImGui::GetDrawData(), canvas_changed))
    {
        glViewport(0, 0, g_Canvas.PixelW, g_Canvas.PixelH);
        const ImVec4 backdrop = ImGui::ColorConvertU32ToFloat4(colors::Backdrop);
        glClearColor(backdrop.x, backdrop.y, backdrop.z, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(g_Window);
    }

    TestHooks_EndFrame();
    UiItems_EndFrame();
    TextBridge_AfterFrame();
    if (TestHooks_FrameCount() == 1)
        Browser_NotifyFirstFrame();

    const bool pointer_down = io.MouseDown[0] || io.MouseDown[1] || io.MouseDown[2] || g_Input.FingersDown() > 0;
    if (FramePacer::AfterFrame(ImGui::GetDrawData(), events, pgw::jobs_in_flight(), pointer_down, io.WantTextInput))
        return EM_TRUE;
    StopLoop();
    return EM_FALSE;
}

//-----------------------------------------------------------------------------
// [SECTION] Setup
//-----------------------------------------------------------------------------

int main(int, char**)
{
    // SDL sleeps in SDL_GL_SwapWindow and SDL_Delay when the build has
    // Asyncify (pgw-st); only a job may sleep, never a frame.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_ASYNCIFY, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
    {
        Browser_ReportFatal("The app's window layer (SDL) could not start.", SDL_GetError());
        return 1;
    }
    // WebGL 2 is OpenGL ES 3.0.
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

    const CanvasSize size = MeasureCanvas();
    g_Window = SDL_CreateWindow("Procgen Workbench", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                                static_cast<int>(std::lround(size.CssW)), static_cast<int>(std::lround(size.CssH)),
                                SDL_WINDOW_OPENGL);
    SDL_GLContext gl = g_Window != nullptr ? SDL_GL_CreateContext(g_Window) : nullptr;
    if (gl == nullptr)
    {
        Browser_ReportFatal("WebGL 2 is not available here, so the board cannot be drawn. Try a current browser "
                            "with hardware acceleration enabled.", SDL_GetError());
        return 1;
    }

    IMGUI_CHECKVERSION();
    MemoryGuard_Install();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no imgui.ini: nothing to persist, no filesystem writes
    io.ConfigInputTextCursorBlink = true;
    // The theme: the player's choice if any, else the system's light or dark.
    SetSystemDark(Browser_PrefersDark());
    const std::string theme = Browser_StorageGet("pgw.theme");
    SetThemeChoice(theme == "light" ? ThemeChoice::Light : theme == "dark" ? ThemeChoice::Dark : ThemeChoice::System);
    ImGui_ImplSDL2_InitForOpenGL(g_Window, gl);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    // Tab moves the keyboard focus through every widget (ui_items.cpp), not
    // ImGui 1.86's own tabbing between text fields only.
    io.KeyMap[ImGuiKey_Tab] = -1;
    io.KeyMap[ImGuiKey_Space] = -1;  // Space presses the focused widget through ui_items.cpp too
    TextBridge_InstallClipboard();

    g_Input.SetTouch(Browser_CoarsePointer());
    Browser_PressHeldMs();  // installs the press clock's listeners before the first press
#if !PGW_THREADS
    InstallSlicedJobs();
#endif
    g_MainShell = std::make_unique<AppShell>();
    // A shared link: the level in the page's '#…' (web/app.js reports later changes).
    const std::string hash = Browser_LocationHash();
    if (hash.size() > 1)
        g_MainShell->OpenLink(hash);
    SyncCanvas();
    // A plain animation-frame loop, not emscripten_set_main_loop: the build
    // without threads sleeps inside jobs (Asyncify), and every such sleep
    // would pause emscripten's main loop, so no frame would be drawn.
    Wake();
    return 0;
}

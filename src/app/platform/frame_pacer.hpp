// frame_pacer.hpp — a frame is drawn only when something changed.
//
// Idle costs nothing: the main loop (main.cpp) stops asking the browser for
// animation frames once the picture has settled, and starts again when the
// page reports an event (web/app.js calls Module.wake on input, resize,
// focus, a pixel-ratio or preference change), when a timer asked for here
// falls due, or when a binding changes the app (Module.openLink, setParams).
//
// What keeps frames coming (FramePacer::AfterFrame decides):
//   - SDL events this frame, then a few frames for ImGui to settle;
//   - a frame that differs from the one before (a hash of ImGui's draw data
//     plus whatever custom renderers mix in): animations need no flag;
//   - a job in flight (its progress, and its result to be collected);
//   - a mouse button or finger held down (long presses are timed);
//   - RequestFrame() from code that knows something will change.
// A frame is a pass of the loop; only one whose picture differs from the
// canvas's is rendered (ShouldRender).
// Long background work whose progress is all the screen shows (a Lab run,
// a job's progress popup) asks for paced frames instead (PaceFrames, every frame while it runs):
// then a change or a job in flight draws a few frames a second, not every
// one (in software GL every frame costs a core the work could use); input,
// its settling frames, a held pointer and RequestFrame still draw at once.
// What wakes the loop later: RequestFrameAfter(seconds), e.g. the toast's
// fade, a text field's caret (at most 4 frames a second).
//
// Ambient motion (a goal's glow, rippling rivers, a pulsing hint) is not a
// reason to draw forever: AmbientTime() and AmbientWave() move for a few
// seconds after the last input, then come to rest; with reduced motion
// (prefers-reduced-motion) they never move at all.
#pragma once

#include <cstddef>
#include <cstdint>

struct ImDrawData;

namespace pgw::app {

// Something will change on screen that the pacer cannot see coming: draw at
// least one more frame (and the settling frames after it).
void RequestFrame();
// Draw a frame once `seconds` have passed (the earliest request wins).
void RequestFrameAfter(double seconds);
// A custom renderer's input that the draw data does not show (the Flow
// board's instance data and its uniforms): mixed into this frame's hash.
void MixFrameHash(const void* data, std::size_t size);

// The user did something (or a job ended): ambient motion starts again.
void NoteActivity();

// Reduced motion (the page's prefers-reduced-motion, web/app.js): animations
// of moves and turns end at once; ambient motion never starts.
void SetReducedMotion(bool reduced);
bool ReducedMotion();
// A test hook (Module.setAmbientMotion): ambient motion off while moves and
// turns still animate. In software GL an ambient frame costs 50-330 ms of CPU,
// and each input starts 3 s of them: tests of moving pieces turn it off unless
// they look at it (tests/e2e/harness.js, `ambient`).
void SetAmbientMotion(bool on);

// Seconds that advance only while ambient motion is allowed: for effects
// that drift (ripples). Asks for the next frame while it advances.
double AmbientTime();
// sin(AmbientTime() * speed) faded out once ambient motion comes to rest
// (so a pulse settles on its middle value); 0 with reduced motion.
float AmbientWave(double speed);

// Background work is under way (call every frame while it is): until the
// next frame, changes and jobs draw at most kPacedFramesPerSecond frames a
// second, and a frame comes at that pace even when nothing else asks for one.
constexpr double kPacedFramesPerSecond = 5.0;
void PaceFrames();

// A texture's pixels changed (an upload) without the draw data showing it:
// the next frame is rendered even if its draw data is the last one's.
void TexturesChanged();

// Starts drawing frames again if the loop had stopped (main.cpp): the page's
// events (Module.wake) and bindings that change the app call it.
void Wake();

// --- The loop's side (main.cpp) --------------------------------------------
struct FramePacer {
    // After ImGui::Render(): whether the frame's picture differs from the one
    // the canvas shows (its draw data's hash, a resized canvas, a texture
    // changed). The canvas keeps its last picture (preserveDrawingBuffer), so
    // a frame whose picture is the same (the settling frames after most
    // events, a wake with nothing new) skips the GL work: in software GL a
    // phone-sized frame costs a core 0.2 s.
    static bool ShouldRender(const ImDrawData* draw_data, bool canvas_changed);
    // Frames rendered, and frames whose picture was already on the canvas.
    static unsigned RenderedFrames();
    static unsigned SkippedFrames();
    // The loop was woken: draw the settling frames.
    static void Settle();
    // After a frame was rendered: whether to ask for another one. `events` is
    // the number of SDL events the frame handled; `jobs` the jobs in flight.
    static bool AfterFrame(const ImDrawData* draw_data, int events, int jobs, bool pointer_down, bool text_input);
    // Seconds until the earliest RequestFrameAfter deadline, or < 0 if none.
    static double SecondsToDeadline();
    // Why the last frame asked for another ("settling", "changed",
    // "requested", "jobs", "pointer down"), "paced" (the next one comes at
    // the paced rate), or "idle" (tests read it).
    static const char* LastReason();
};

}  // namespace pgw::app

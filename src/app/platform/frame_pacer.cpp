// frame_pacer.cpp — see frame_pacer.hpp.
#include "app/platform/frame_pacer.hpp"

#include <emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "imgui.h"

namespace pgw::app {

// Frames drawn after the last event: ImGui shows some changes a frame late
// (a popup opening, an item's hover after a layout change).
static constexpr int kSettleFrames = 3;
// Ambient motion runs this long after the last activity, then fades out.
static constexpr double kLivelySeconds = 2.0;
static constexpr double kFadeSeconds = 1.0;

static bool g_RequestedFrame = false;
static double g_Deadline = -1.0;  // real seconds; < 0: none
static int g_Settle = kSettleFrames;
static std::uint64_t g_LastHash = 0;
static std::uint64_t g_Mixed = 0;  // MixFrameHash's part of this frame's hash
static double g_LastActivity = 0.0;
static double g_LastFrameTime = -1.0;
static double g_AmbientTime = 0.0;
static bool g_ReducedMotion = false;
static bool g_AmbientOff = false;  // a test's choice (SetAmbientMotion)
static bool g_Paced = false;  // PaceFrames since the last frame
static const char* g_Why = "idle";
static std::uint64_t g_FrameHash = 0;     // this frame's, once ShouldRender made it
static bool g_FrameHashReady = false;
static std::uint64_t g_RenderedHash = 0;  // the picture on the canvas
static bool g_MustRender = true;          // nothing rendered yet, or a texture changed
static unsigned g_Rendered = 0, g_Skipped = 0;

static double Now()
{
    return emscripten_get_now() * 0.001;
}

// A fast hash over whole 64-bit words (tail bytes zero-padded): a frame is
// "the same" when its bytes are, and a collision only costs a missed frame
// that the next event draws anyway.
static std::uint64_t Mix(std::uint64_t hash, const void* data, std::size_t size)
{
    const unsigned char* bytes = static_cast<const unsigned char*>(data);
    std::uint64_t h = hash ^ (size * 0x9E3779B97F4A7C15ull);
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8)
    {
        std::uint64_t word;
        std::memcpy(&word, bytes + i, 8);
        h = (h ^ word) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    }
    if (i < size)
    {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes + i, size - i);
        h = (h ^ word) * 0xC4CEB9FE1A85EC53ull;
        h ^= h >> 29;
    }
    return h;
}

static std::uint64_t HashDrawData(const ImDrawData* data)
{
    std::uint64_t h = 0x243F6A8885A308D3ull;
    if (data == nullptr)
        return h;
    h = Mix(h, &data->DisplaySize, sizeof(data->DisplaySize));
    h = Mix(h, &data->FramebufferScale, sizeof(data->FramebufferScale));
    for (int n = 0; n < data->CmdListsCount; ++n)
    {
        const ImDrawList* list = data->CmdLists[n];
        h = Mix(h, list->VtxBuffer.Data, static_cast<std::size_t>(list->VtxBuffer.Size) * sizeof(ImDrawVert));
        h = Mix(h, list->IdxBuffer.Data, static_cast<std::size_t>(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& cmd : list->CmdBuffer)
        {
            const struct {
                ImVec4 Clip;
                const void* Texture;
                unsigned Offsets[3];
                const void* Callback;
            } key{cmd.ClipRect, cmd.TextureId, {cmd.VtxOffset, cmd.IdxOffset, cmd.ElemCount},
                  reinterpret_cast<const void*>(cmd.UserCallback)};
            h = Mix(h, &key, sizeof(key));
        }
    }
    return h;
}

void RequestFrame()
{
    g_RequestedFrame = true;
}

void RequestFrameAfter(double seconds)
{
    const double at = Now() + std::max(0.0, seconds);
    if (g_Deadline < 0.0 || at < g_Deadline)
        g_Deadline = at;
}

void MixFrameHash(const void* data, std::size_t size)
{
    g_Mixed = Mix(g_Mixed, data, size);
}

void TexturesChanged()
{
    g_MustRender = true;
}

void PaceFrames()
{
    g_Paced = true;
}

void NoteActivity()
{
    g_LastActivity = Now();
}

void SetReducedMotion(bool reduced)
{
    g_ReducedMotion = reduced;
    RequestFrame();
}

bool ReducedMotion()
{
    return g_ReducedMotion;
}

void SetAmbientMotion(bool on)
{
    g_AmbientOff = !on;
    RequestFrame();
}

// 1 while ambient motion runs, falling to 0 as it comes to rest.
static double AmbientEnvelope()
{
    if (g_ReducedMotion || g_AmbientOff)
        return 0.0;
    const double quiet = Now() - g_LastActivity;
    return std::clamp((kLivelySeconds + kFadeSeconds - quiet) / kFadeSeconds, 0.0, 1.0);
}

double AmbientTime()
{
    if (AmbientEnvelope() > 0.0)
        g_RequestedFrame = true;
    return g_AmbientTime;
}

float AmbientWave(double speed)
{
    const double envelope = AmbientEnvelope();
    if (envelope <= 0.0)
        return 0.0f;
    g_RequestedFrame = true;
    return static_cast<float>(std::sin(g_AmbientTime * speed) * envelope);
}

bool FramePacer::AfterFrame(const ImDrawData* draw_data, int events, int jobs, bool pointer_down, bool text_input)
{
    const double now = Now();
    // Ambient time advances by the frame's real duration, capped so a frame
    // after a long pause does not jump.
    if (g_LastFrameTime >= 0.0 && AmbientEnvelope() > 0.0)
        g_AmbientTime += std::min(0.1, now - g_LastFrameTime);
    g_LastFrameTime = now;

    if (events > 0)
    {
        g_Settle = kSettleFrames;
        NoteActivity();
    }
    static int last_jobs = 0;
    if (jobs != last_jobs)
        NoteActivity();  // a job started or ended: the screen shows something new
    last_jobs = jobs;

    const std::uint64_t hash = g_FrameHashReady ? g_FrameHash : HashDrawData(draw_data) ^ g_Mixed;
    g_FrameHashReady = false;
    g_Mixed = 0;
    const bool changed = hash != g_LastHash;
    g_LastHash = hash;

    // A focused text field blinks its caret: a few frames a second.
    if (text_input)
        RequestFrameAfter(0.25);
    if (g_Deadline >= 0.0 && now >= g_Deadline)
        g_Deadline = -1.0;

    bool again = g_Settle > 0 || changed || g_RequestedFrame || jobs > 0 || pointer_down;
    g_Why = g_Settle > 0 ? "settling" : changed ? "changed" : g_RequestedFrame ? "requested" : jobs > 0 ? "jobs"
          : pointer_down ? "pointer down" : "idle";
    // Background work with nothing else asking: its changes and jobs wait for the paced frame.
    if (g_Paced && g_Settle == 0 && !g_RequestedFrame && !pointer_down)
    {
        RequestFrameAfter(1.0 / kPacedFramesPerSecond);
        again = false;
        g_Why = "paced";
    }
    g_Paced = false;
    g_RequestedFrame = false;
    if (g_Settle > 0)
        --g_Settle;
    return again;
}

bool FramePacer::ShouldRender(const ImDrawData* draw_data, bool canvas_changed)
{
    g_FrameHash = HashDrawData(draw_data) ^ g_Mixed;
    g_Mixed = 0;
    g_FrameHashReady = true;
    if (!g_MustRender && !canvas_changed && g_FrameHash == g_RenderedHash)
    {
        ++g_Skipped;
        return false;
    }
    g_RenderedHash = g_FrameHash;
    g_MustRender = false;
    ++g_Rendered;
    return true;
}

unsigned FramePacer::RenderedFrames()
{
    return g_Rendered;
}

unsigned FramePacer::SkippedFrames()
{
    return g_Skipped;
}

void FramePacer::Settle()
{
    g_Settle = kSettleFrames;
}

const char* FramePacer::LastReason()
{
    return g_Why;
}

double FramePacer::SecondsToDeadline()
{
    return g_Deadline < 0.0 ? -1.0 : std::max(0.0, g_Deadline - Now());
}

}  // namespace pgw::app

// text_bridge.cpp — see text_bridge.hpp.
#include "app/shell/text_bridge.hpp"

#include <SDL.h>
#include <emscripten.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <deque>
#include <vector>

#include "app/platform/browser.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/ui_items.hpp"
#include "imgui_internal.h"

namespace pgw::app {

namespace {

// One thing to replay: a key pressed (down one frame, up the next) or text.
struct Op {
    int Key = -1;  // an ImGuiKey_, or -1 for text
    std::string Text;
    bool Ctrl = false;  // the key with Ctrl (a paste)
    std::uint32_t Seq = 0;  // when it came, against the text pushed into SDL's queue
};

// Text the bridge pushes into SDL's queue is marked in windowID (this bit and
// its sequence number), so that when it comes out of SDL's queue behind ops
// that were queued here after it, it goes back in front of them.
constexpr std::uint32_t kBridgeMark = 0x80000000u;
std::uint32_t g_NextSeq = 1;

std::deque<Op> g_Queue;
// The sequence numbers of text pushed into SDL's queue and not yet back out
// of it (TextBridge_TakeEvent). An op queued after such text waits for it:
// the main loop may hold SDL's events back for a frame (a key released
// behind its press), and the replay must not run ahead of them (a dead
// key's accent, then the Backspace and é that replace it, once came out
// as "´é").
std::deque<std::uint32_t> g_InSdl;
int g_KeyDown = -1;  // the ImGuiKey_ held down by the replay this frame
bool g_CtrlHeld = false;  // and whether it was with Ctrl
bool g_ReportedEditing = false;
std::vector<float> g_ReportedFields;
std::string g_Clipboard;

// The field being edited takes new lines as text (the .ump editor), or
// Enter ends it (a one-line field).
bool EditingMultiline()
{
    const ImGuiContext& g = *GImGui;
    const ImGuiInputTextState* state = ImGui::GetInputTextState(g.ActiveId);
    return state != nullptr && (state->Flags & ImGuiInputTextFlags_Multiline) != 0;
}

}  // namespace

EM_JS(void, TextBridge_Report, (int editing, const float* fields, int count), {
    if (typeof window === "undefined" || !window.pgwTextBridge)
        return;
    const rects = [];
    for (let i = 0; i < count; ++i) {
        const at = (fields >> 2) + i * 4;
        rects.push({ x: HEAPF32[at], y: HEAPF32[at + 1], w: HEAPF32[at + 2], h: HEAPF32[at + 3] });
    }
    window.pgwTextBridge.update(!!editing, rects);
});

EM_JS(void, TextBridge_CopyToSystem, (const char* text), {
    try {
        if (navigator.clipboard && navigator.clipboard.writeText)
            navigator.clipboard.writeText(UTF8ToString(text)).catch(function () {});
    } catch (e) {}
});

// Text without deletions goes into SDL's event queue, behind whatever keys
// came before it (a character typed through SDL's own key events, then one
// composed in the field, stay in that order). One SDL_TEXTINPUT holds up to
// 31 bytes: longer text, and text SDL refuses, goes to the replay's queue.
static bool PushText(const std::string& text)
{
    if (text.empty() || text.size() >= sizeof(SDL_TextInputEvent::text))
        return false;
    for (const char c : text)
        if (c == '\n' || c == '\r')
            return false;  // Enter is a key: the replay's
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.timestamp = SDL_GetTicks();
    std::memcpy(event.text.text, text.data(), text.size());
    const std::uint32_t seq = g_NextSeq++ & ~kBridgeMark;
    event.text.windowID = kBridgeMark | seq;
    if (SDL_PushEvent(&event) != 1)
        return false;
    g_InSdl.push_back(seq);
    return true;
}

void TextBridge_Input(int deletes, const std::string& text)
{
    if (deletes == 0 && g_Queue.empty() && g_KeyDown < 0 && PushText(text))
    {
        Wake();
        return;
    }
    for (int i = 0; i < deletes; ++i)
        g_Queue.push_back(Op{ImGuiKey_Backspace, std::string(), false, g_NextSeq++});
    std::string run;
    for (const char c : text)
    {
        if (c != '\n' && c != '\r')
        {
            run += c;
            continue;
        }
        if (c == '\r')
            continue;
        if (!run.empty())
            g_Queue.push_back(Op{-1, run, false, g_NextSeq++});
        run.clear();
        g_Queue.push_back(Op{ImGuiKey_Enter, std::string(), false, g_NextSeq++});
    }
    if (!run.empty())
        g_Queue.push_back(Op{-1, run, false, g_NextSeq++});
    Wake();
}

bool TextBridge_TakeEvent(const SDL_Event& event)
{
    if (event.type != SDL_TEXTINPUT || (event.text.windowID & kBridgeMark) == 0)
        return false;
    // Back in the order it came: before every op queued after it was pushed.
    const std::uint32_t seq = event.text.windowID & ~kBridgeMark;
    g_InSdl.erase(std::remove(g_InSdl.begin(), g_InSdl.end(), seq), g_InSdl.end());
    auto at = std::find_if(g_Queue.begin(), g_Queue.end(), [&](const Op& op) { return op.Seq > seq; });
    g_Queue.insert(at, Op{-1, std::string(event.text.text), false, seq});
    RequestFrame();
    return true;
}

bool TextBridge_Busy()
{
    return !g_Queue.empty() || g_KeyDown >= 0;
}

void TextBridge_Paste(const std::string& text)
{
    g_Clipboard = text;
    g_Queue.push_back(Op{ImGuiKey_V, std::string(), true, g_NextSeq++});
    Wake();
}

void TextBridge_BeforeFrame()
{
    ImGuiIO& io = ImGui::GetIO();
    if (g_KeyDown >= 0)  // the key pressed last frame comes up
    {
        io.KeysDown[io.KeyMap[g_KeyDown]] = false;
        if (g_CtrlHeld)
            io.KeyCtrl = false;
        g_KeyDown = -1;
        g_CtrlHeld = false;
        RequestFrame();
        return;
    }
    while (!g_Queue.empty())
    {
        if (!g_InSdl.empty() && g_Queue.front().Seq > g_InSdl.front())
            break;  // text pushed before it is still in SDL's queue, or held back with its events
        Op op = g_Queue.front();
        g_Queue.pop_front();
        if (op.Key == ImGuiKey_Enter && EditingMultiline())
            op = Op{-1, "\n"};
        if (op.Key < 0)
        {
            io.AddInputCharactersUTF8(op.Text.c_str());
            continue;
        }
        io.KeysDown[io.KeyMap[op.Key]] = true;
        if (op.Ctrl)
        {
            io.KeyCtrl = true;
            io.KeyShift = io.KeyAlt = io.KeySuper = false;
        }
        g_KeyDown = op.Key;
        g_CtrlHeld = op.Ctrl;
        break;
    }
    if (g_KeyDown >= 0 || !g_Queue.empty())
        RequestFrame();
}

void TextBridge_AfterFrame()
{
    const bool editing = ImGui::GetIO().WantTextInput;
    std::vector<float> fields;
    for (const UiItem& item : UiItems_LastFrame())
        if (item.Role == UiRole::TextField && !item.Disabled && item.Max.x > item.Min.x && item.Max.y > item.Min.y)
            fields.insert(fields.end(), {item.Min.x, item.Min.y, item.Max.x - item.Min.x, item.Max.y - item.Min.y});
    if (editing == g_ReportedEditing && fields == g_ReportedFields)
        return;
    g_ReportedEditing = editing;
    g_ReportedFields = fields;
    TextBridge_Report(editing ? 1 : 0, fields.data(), static_cast<int>(fields.size() / 4));
}

static void SetClipboard(void*, const char* text)
{
    g_Clipboard = text != nullptr ? text : "";
    TextBridge_CopyToSystem(g_Clipboard.c_str());
}

static const char* GetClipboard(void*)
{
    return g_Clipboard.c_str();
}

void TextBridge_InstallClipboard()
{
    ImGuiIO& io = ImGui::GetIO();
    io.SetClipboardTextFn = &SetClipboard;
    io.GetClipboardTextFn = &GetClipboard;
    io.ClipboardUserData = nullptr;
}

}  // namespace pgw::app

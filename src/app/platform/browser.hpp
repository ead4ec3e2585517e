// browser.hpp — the few things the app asks of the page around it.
//
// index.html defines the receiving functions (window.pgwFirstFrame,
// window.pgwFatal); each call checks they exist, so the app also runs on a
// bare page.
#pragma once

#include <cstdint>
#include <string>

namespace pgw::app {

// Hides the loading screen and sets window.__firstFrameMs (call on frame 1).
void Browser_NotifyFirstFrame();

// Replaces the page with a readable error (the app cannot continue):
// `message` for everyone, `detail` (may be null) for whoever debugs it.
void Browser_ReportFatal(const char* message, const char* detail);

// Puts `text` on the system clipboard (navigator.clipboard; failures, e.g. no
// permission, are ignored: ImGui's own clipboard still has the text).
void Browser_CopyText(const char* text);

// The page's address without its '#…' part: what share links are built on.
std::string Browser_PageAddress();
// The page's '#…' part as the page was opened (empty when there is none).
std::string Browser_LocationHash();
// Drops '#…' from the address without reloading, once a link was opened: a
// reload then brings back the autosaved game, not the link's fresh start.
void Browser_ClearLocationHash();

// The page was opened with ?embed (a blog's iframe): board and toolbar only.
bool Browser_EmbedMode();
// Opens `url` in a new tab (the embed's "open in the full app").
void Browser_OpenTab(const std::string& url);

// Saves `rgba` (width × height pixels, rows top first) as a PNG download
// named `filename`: the browser encodes it (canvas.toBlob), so no encoder is
// compiled in. The copy is taken before this returns.
void Browser_DownloadPng(const char* filename, const void* rgba, int width, int height);

// Says `text` to screen readers: the page's ARIA live region (web/app.js).
// `urgent` (an error) interrupts what is being read; otherwise it waits.
void Browser_Announce(const std::string& text, bool urgent = false);

// The page's prefers-color-scheme is dark (or says nothing).
bool Browser_PrefersDark();

// The page's (pointer: coarse): a touch screen is the main input.
bool Browser_CoarsePointer();

// Which build of the app runs and why (web/app.js's window.pgwBuildInfo):
// threads with their pool of workers, or none, and for what reason (the page
// is not cross-origin isolated; or the threaded build was refused and this
// one started in its place, FellBack). Notice: say so once, in this tab.
struct BuildInfo {
    bool Threads = false;
    int Workers = 0;
    std::string Reason;
    bool FellBack = false;
    bool Notice = false;
};
BuildInfo Browser_BuildInfo();
// navigator.hardwareConcurrency: the device's logical cores (1 when the page does not say).
int Browser_HardwareThreads();

// localStorage, where the page may use it (a sandboxed frame may not: then
// reads give "" and writes do nothing).
std::string Browser_StorageGet(const char* key);
void Browser_StorageSet(const char* key, const std::string& value);
void Browser_StorageRemove(const char* key);
// A write that says whether it happened (false: storage full or unavailable).
bool Browser_StorageSetChecked(const char* key, const std::string& value);
// localStorage takes a write (false in a sandboxed frame, some private modes).
bool Browser_StorageWorks();

// Seconds the page has been shown since the first call: time in a hidden
// tab is left out (the play clock's base).
double Browser_VisibleSeconds();
// The page's clock in milliseconds (performance.now): for measuring, never for deciding.
double Browser_NowMs();
// How long the last press of the primary pointer (mouse button or first
// finger) has lasted, in ms: by the DOM events' own timestamps (up − down) once
// it ended; while it lasts, since the page saw it (a press that reached a busy
// page late, its release queued behind it, was not held for the delay); -1
// before any press. A long press is
// decided by this, not by counting frames: a slow frame on a busy machine or
// software WebGL then never turns a tap into a long press.
double Browser_PressHeldMs();
// Seconds since 1970 UTC (plus window.pgwTestClockOffset, the tests' hook
// for another day).
std::int64_t Browser_UnixSeconds();

// Saves `text` as a download named `filename`.
void Browser_DownloadText(const char* filename, const std::string& text, const char* mime);
// Opens the browser's file picker; the chosen file's text arrives through
// Module.importText(name, text) (web_bindings.cpp).
void Browser_PickTextFile(const char* accept);
// In a frame: posts {type: "pgw-result", result: <json>} to the page around it.
void Browser_PostResult(const std::string& json);
// Opens the print dialog on `html` (a hidden frame of the page; window.pgwLastPrint keeps it).
void Browser_Print(const std::string& html);

}  // namespace pgw::app

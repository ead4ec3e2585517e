// browser.cpp — see browser.hpp.
#include "app/platform/browser.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace pgw::app {

// A JS string handed to C++: malloc'd UTF-8, freed by TakeString.
EM_JS(char*, Browser_LocationPart, (int hash), {
    const text = typeof location === "undefined" ? "" : (hash ? location.hash : location.origin + location.pathname);
    const size = lengthBytesUTF8(text) + 1;
    const out = _malloc(size);
    stringToUTF8(text, out, size);
    return out;
});

EM_JS(char*, Browser_StorageRead, (const char* key), {
    let text = "";
    try { text = localStorage.getItem(UTF8ToString(key)) || ""; } catch (e) {}
    const size = lengthBytesUTF8(text) + 1;
    const out = _malloc(size);
    stringToUTF8(text, out, size);
    return out;
});

// 1 written, 0 refused (storage full or unavailable).
EM_JS(int, Browser_StorageWrite, (const char* key, const char* value), {
    try {
        if (value) localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
        else localStorage.removeItem(UTF8ToString(key));
        return 1;
    } catch (e) {
        return 0;
    }
});

// Milliseconds the page was shown: a hidden tab's time is left out (the
// listener is added on the first call).
EM_JS(double, Browser_VisibleMs, (), {
    const g = typeof window !== "undefined" ? window : globalThis;
    if (!g.pgwVisibleClock) {
        const doc = typeof document !== "undefined" ? document : null;
        const clock = {shown: 0, since: performance.now(), hidden: !!(doc && doc.hidden)};
        if (doc) doc.addEventListener("visibilitychange", function() {
            const now = performance.now();
            if (!clock.hidden) clock.shown += now - clock.since;
            clock.hidden = doc.hidden;
            clock.since = now;
        });
        g.pgwVisibleClock = clock;
    }
    const c = g.pgwVisibleClock;
    return c.shown + (c.hidden ? 0 : performance.now() - c.since);
});

// web/app.js's pgwBuildInfo, one field at a time: 0 threads, 1 workers, 2 fell back, 3 notice.
EM_JS(int, Browser_BuildField, (int field), {
    const info = typeof window === "undefined" ? null : window.pgwBuildInfo;
    if (!info) return 0;
    if (field === 0) return info.build === "threads" ? 1 : 0;
    if (field === 1) {
        const pool = Module.PThread;
        return pool ? pool.unusedWorkers.length + pool.runningWorkers.length : 0;
    }
    if (field === 2) return info.fellBack ? 1 : 0;
    return info.notice ? 1 : 0;
});

EM_JS(char*, Browser_BuildReason, (), {
    const info = typeof window === "undefined" ? null : window.pgwBuildInfo;
    const text = info && info.reason ? String(info.reason) : "";
    const size = lengthBytesUTF8(text) + 1;
    const out = _malloc(size);
    stringToUTF8(text, out, size);
    return out;
});

static std::string TakeString(char* text)
{
    std::string out(text != nullptr ? text : "");
    std::free(text);
    return out;
}

BuildInfo Browser_BuildInfo()
{
    BuildInfo info;
    info.Threads = Browser_BuildField(0) != 0;
    info.Workers = Browser_BuildField(1);
    info.Reason = TakeString(Browser_BuildReason());
    info.FellBack = Browser_BuildField(2) != 0;
    info.Notice = Browser_BuildField(3) != 0;
    return info;
}

EM_JS(int, Browser_HardwareConcurrency, (), {
    const n = typeof navigator === "undefined" ? 0 : Number(navigator.hardwareConcurrency) || 0;
    return n > 0 ? n : 1;
});

int Browser_HardwareThreads()
{
    return Browser_HardwareConcurrency();
}

std::string Browser_PageAddress()
{
    return TakeString(Browser_LocationPart(0));
}

std::string Browser_LocationHash()
{
    return TakeString(Browser_LocationPart(1));
}

void Browser_Announce(const std::string& text, bool urgent)
{
    EM_ASM({
        if (typeof window !== "undefined" && window.pgwAnnounce)
            window.pgwAnnounce(UTF8ToString($0), !!$1);
    }, text.c_str(), urgent ? 1 : 0);
}

bool Browser_PrefersDark()
{
    return EM_ASM_INT({
        return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: light)").matches ? 0 : 1;
    }) != 0;
}

bool Browser_CoarsePointer()
{
    return EM_ASM_INT({
        return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches ? 1 : 0;
    }) != 0;
}

void Browser_NotifyFirstFrame()
{
    EM_ASM({
        if (typeof window !== "undefined" && window.pgwFirstFrame)
            window.pgwFirstFrame();
    });
}

void Browser_ReportFatal(const char* message, const char* detail)
{
    EM_ASM({
        const text = UTF8ToString($0);
        const detail = $1 ? UTF8ToString($1) : "";
        if (typeof window !== "undefined" && window.pgwFatal)
            window.pgwFatal(text, detail);
        else
            console.error(text + " " + detail);
    }, message, detail);
}

void Browser_CopyText(const char* text)
{
    EM_ASM({
        const text = UTF8ToString($0);
        if (navigator.clipboard && navigator.clipboard.writeText)
            navigator.clipboard.writeText(text).catch(function() {});
    }, text);
}

bool Browser_EmbedMode()
{
    return EM_ASM_INT({
        return typeof location !== "undefined" && new URLSearchParams(location.search).has("embed") ? 1 : 0;
    }) != 0;
}

void Browser_OpenTab(const std::string& url)
{
    EM_ASM({ window.open(UTF8ToString($0), "_blank", "noopener"); }, url.c_str());
}

void Browser_ClearLocationHash()
{
    EM_ASM({
        if (typeof location !== "undefined" && location.hash && history.replaceState)
            history.replaceState(null, "", location.pathname + location.search);
    });
}

void Browser_DownloadPng(const char* filename, const void* rgba, int width, int height)
{
    EM_ASM({
        // slice() copies out of the wasm heap (shared memory in the threaded
        // build, which ImageData refuses).
        const pixels = new Uint8ClampedArray(HEAPU8.slice($1, $1 + $2 * $3 * 4).buffer);
        const canvas = document.createElement("canvas");
        canvas.width = $2;
        canvas.height = $3;
        canvas.getContext("2d").putImageData(new ImageData(pixels, $2, $3), 0, 0);
        const name = UTF8ToString($0);
        canvas.toBlob(function(blob) {
            const link = document.createElement("a");
            link.href = URL.createObjectURL(blob);
            link.download = name;
            document.body.appendChild(link);
            link.click();
            link.remove();
            setTimeout(function() { URL.revokeObjectURL(link.href); }, 10000);
        }, "image/png");
    }, filename, rgba, width, height);
}

std::string Browser_StorageGet(const char* key)
{
    return TakeString(Browser_StorageRead(key));
}

void Browser_StorageSet(const char* key, const std::string& value)
{
    Browser_StorageWrite(key, value.c_str());
}

bool Browser_StorageSetChecked(const char* key, const std::string& value)
{
    return Browser_StorageWrite(key, value.c_str()) != 0;
}

bool Browser_StorageWorks()
{
    return EM_ASM_INT({
        try {
            const key = "pgw.probe";
            localStorage.setItem(key, "1");
            localStorage.removeItem(key);
            return 1;
        } catch (e) {
            return 0;
        }
    }) != 0;
}

double Browser_NowMs()
{
    return emscripten_get_now();
}

double Browser_VisibleSeconds()
{
    return Browser_VisibleMs() / 1000.0;
}

double Browser_PressHeldMs()
{
    // Listeners on the window, capturing, installed on the first call: they see
    // every pointer event before the canvas's own (SDL's) handlers.
    return EM_ASM_DOUBLE({
        if (typeof window === "undefined") return -1;
        let press = window.pgwPress;
        if (!press) {
            press = window.pgwPress = ({down: false, downAt: -1, upAt: -1, held: 0, polledAt: -1});
            window.addEventListener("pointerdown", function(e) {
                if (!e.isPrimary) return;
                press.down = true;
                press.downAt = e.timeStamp;
                press.held = 0;
                press.polledAt = performance.now();
            }, true);
            const up = function(e) {
                if (!e.isPrimary || !press.down) return;
                press.down = false;
                press.upAt = e.timeStamp;
            };
            window.addEventListener("pointerup", up, true);
            window.addEventListener("pointercancel", up, true);
            return -1;
        }
        if (press.downAt < 0) return -1;
        // Released: by the two events' own timestamps. Still down: the time since the page saw the
        // press, counted between this clock's reads (a frame each while a pointer is down) with each
        // gap taken as at most 100 ms. A tap's release can wait behind one slow frame (a busy phone,
        // software GL): the press's own timestamp, or one long gap, would make the tap a long press.
        // A real long press on such a page still turns back: at its release, by the timestamps.
        if (!press.down) return press.upAt - press.downAt;
        const now = performance.now();
        press.held += Math.min(100, Math.max(0, now - press.polledAt));
        press.polledAt = now;
        return press.held;
    });
}

std::int64_t Browser_UnixSeconds()
{
    // window.pgwTestClockOffset (seconds): the tests' hook for another day.
    return static_cast<std::int64_t>(EM_ASM_DOUBLE({
        const offset = typeof window !== "undefined" && window.pgwTestClockOffset ? window.pgwTestClockOffset : 0;
        return Math.floor(Date.now() / 1000) + offset;
    }));
}

void Browser_DownloadText(const char* filename, const std::string& text, const char* mime)
{
    EM_ASM({
        const blob = new Blob([UTF8ToString($1)], {type: UTF8ToString($2)});
        const link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = UTF8ToString($0);
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(function() { URL.revokeObjectURL(link.href); }, 10000);
    }, filename, text.c_str(), mime);
}

void Browser_PickTextFile(const char* accept)
{
    // The chosen file's text arrives later through Module.importText (web_bindings.cpp).
    EM_ASM({
        const input = document.createElement("input");
        input.type = "file";
        input.accept = UTF8ToString($0);
        input.style.display = "none";
        input.addEventListener("change", function() {
            const file = input.files && input.files[0];
            input.remove();
            if (!file) return;
            file.text().then(function(text) { Module.importText(file.name, text); },
                             function(e) { Module.importText(file.name, "\u0000" + String(e)); });
        });
        document.body.appendChild(input);
        input.click();
    }, accept);
}

void Browser_PostResult(const std::string& json)
{
    EM_ASM({
        if (typeof window === "undefined" || !window.parent || window.parent === window) return;
        window.parent.postMessage({type: "pgw-result", result: JSON.parse(UTF8ToString($0))}, "*");
    }, json.c_str());
}

void Browser_Print(const std::string& html)
{
    // A frame of the page holds the pages and opens the print dialog once
    // they are laid out (a new window would need the tap's activation, long
    // gone when the job ends). window.pgwLastPrint keeps them for the tests.
    EM_ASM({
        const html = UTF8ToString($0);
        window.pgwLastPrint = html;
        const frame = document.createElement("iframe");
        frame.setAttribute("aria-hidden", "true");
        frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0";
        frame.onload = function() {
            try { frame.contentWindow.focus(); frame.contentWindow.print(); } catch (e) {}
            setTimeout(function() { frame.remove(); }, 60000);
        };
        frame.srcdoc = html;
        document.body.appendChild(frame);
    }, html.c_str());
}

void Browser_StorageRemove(const char* key)
{
    Browser_StorageWrite(key, nullptr);
}

}  // namespace pgw::app

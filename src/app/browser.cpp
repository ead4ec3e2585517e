// browser.cpp — see browser.hpp.
#include "app/browser.hpp"

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

EM_JS(void, Browser_StorageWrite, (const char* key, const char* value), {
    try {
        if (value) localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
        else localStorage.removeItem(UTF8ToString(key));
    } catch (e) {}
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

void Browser_StorageRemove(const char* key)
{
    Browser_StorageWrite(key, nullptr);
}

}  // namespace pgw::app

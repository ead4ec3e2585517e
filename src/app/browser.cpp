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

static std::string TakeString(char* text)
{
    std::string out(text != nullptr ? text : "");
    std::free(text);
    return out;
}

std::string Browser_PageAddress()
{
    return TakeString(Browser_LocationPart(0));
}

std::string Browser_LocationHash()
{
    return TakeString(Browser_LocationPart(1));
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

}  // namespace pgw::app

// browser.cpp — see browser.hpp.
#include "app/browser.hpp"

#include <emscripten.h>

namespace pgw::app {

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

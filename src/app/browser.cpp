// browser.cpp — see browser.hpp.
#include "app/browser.hpp"

#include <emscripten.h>

namespace pgw::app {

void Browser_NotifyFirstFrame()
{
    EM_ASM({
        if (typeof window !== 'undefined' && window.pgwFirstFrame)
            window.pgwFirstFrame();
    });
}

void Browser_ReportFatal(const char* message)
{
    EM_ASM({
        const text = UTF8ToString($0);
        if (typeof window !== 'undefined' && window.pgwFatal)
            window.pgwFatal(text);
        else
            console.error(text);
    }, message);
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

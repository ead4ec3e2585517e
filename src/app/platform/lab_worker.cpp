// lab_worker.cpp — see lab_worker.hpp.
#include "app/platform/lab_worker.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace pgw::app {

// web/pgw-lab.js's window.pgwLab; each call checks it is there (a page
// without the script: the worker is refused, and the run is sliced).
EM_JS(char*, LabWorker_StartJs, (const char* link, unsigned pace_us), {
    const lab = typeof window !== "undefined" ? window.pgwLab : null;
    const why = lab ? lab.start(UTF8ToString(link), pace_us) : "the page has no pgw-lab.js";
    const size = lengthBytesUTF8(why) + 1;
    const out = _malloc(size);
    stringToUTF8(why, out, size);
    return out;
});

EM_JS(int, LabWorker_StateJs, (), {
    const lab = typeof window !== "undefined" ? window.pgwLab : null;
    return lab ? lab.state() : 0;
});

// which 0: the levels' bytes taken; 1: the error's text. malloc'd, `size` bytes.
EM_JS(char*, LabWorker_BytesJs, (int which, int* size), {
    const lab = typeof window !== "undefined" ? window.pgwLab : null;
    const bytes = !lab ? new Uint8Array(0) : which === 0 ? lab.take() : new TextEncoder().encode(lab.error());
    const out = _malloc(bytes.length + 1);
    HEAPU8.set(bytes, out);
    HEAP32[size >> 2] = bytes.length;
    return out;
});

EM_JS(void, LabWorker_CancelJs, (), {
    const lab = typeof window !== "undefined" ? window.pgwLab : null;
    if (lab) lab.cancel();
});

static std::string TakeBytes(int which)
{
    int size = 0;
    char* bytes = LabWorker_BytesJs(which, &size);
    std::string out(bytes, static_cast<std::size_t>(size));
    std::free(bytes);
    return out;
}

std::string LabWorker_Start(const std::string& link, unsigned pace_us)
{
    char* why = LabWorker_StartJs(link.c_str(), pace_us);
    std::string out(why);
    std::free(why);
    return out;
}

LabWorkerState LabWorker_State()
{
    return static_cast<LabWorkerState>(LabWorker_StateJs());
}

std::string LabWorker_Take()
{
    return TakeBytes(0);
}

std::string LabWorker_Error()
{
    return TakeBytes(1);
}

void LabWorker_Cancel()
{
    LabWorker_CancelJs();
}

}  // namespace pgw::app

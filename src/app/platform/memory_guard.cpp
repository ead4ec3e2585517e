// memory_guard.cpp — see memory_guard.hpp.
#include "app/platform/memory_guard.hpp"

#include <emscripten.h>
#include <emscripten/heap.h>
#include <emscripten/threading.h>
#include <pthread.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <vector>

#include "core/job.hpp"
#include "core/progress.hpp"

namespace pgw::app {

namespace {

// Enough for the work running at a shortage to reach its next cancel poll
// (polled within milliseconds) and for the frames drawn meanwhile.
constexpr std::size_t kReserveBytes = std::size_t{24} << 20;
std::atomic<void*> g_Reserve{nullptr};
std::vector<void*> g_Held;  // MemoryGuard_Hold's blocks (the main thread only)
std::atomic<bool> g_Abandoned{false};  // a job was given up with its memory still held

void OnOutOfMemory()
{
    if (void* reserve = g_Reserve.exchange(nullptr))
    {
        std::free(reserve);
        report_memory_shortage();
        return;  // operator new tries again, now with the reserve's room
    }
    // The reserve is spent and this allocation still does not fit (one
    // larger than the reserve, before the work reached a cancel poll). On a
    // job's thread, give the job up where it stands: it is marked finished
    // without a result (its owner says memory ran short) and its thread
    // ends. What it held stays allocated until the page reloads.
    if (!emscripten_is_main_browser_thread() && t_job_finished != nullptr)
    {
        report_memory_shortage();
        g_Abandoned.store(true);
        std::atomic<bool>* finished = t_job_finished;
        t_job_finished = nullptr;
        finished->store(true, std::memory_order_release);
        pthread_exit(nullptr);
    }
    // Anywhere else the app cannot go on. Said on the page (from whichever
    // thread ran short), then stopped.
    MAIN_THREAD_ASYNC_EM_ASM({
        if (typeof window !== "undefined" && window.pgwFatal)
            window.pgwFatal("The app ran out of memory (" + ($0 >>> 20) + " MB) and had to stop. Reload the page; " +
                                "smaller sizes need less.",
                            "operator new failed with the reserve already spent");
    }, static_cast<unsigned>(emscripten_get_heap_size()));
    std::abort();
}

}  // namespace

void MemoryGuard_Install()
{
    g_Reserve.store(std::malloc(kReserveBytes));
    std::set_new_handler(OnOutOfMemory);
}

void MemoryGuard_Rearm()
{
    if (g_Reserve.load(std::memory_order_relaxed) != nullptr)
        return;
    if (void* reserve = std::malloc(kReserveBytes))  // plain malloc: null when there is no room yet
    {
        void* expected = nullptr;
        if (!g_Reserve.compare_exchange_strong(expected, reserve))
            std::free(reserve);
    }
}

std::string MemoryGuard_Describe()
{
    return std::to_string(emscripten_get_heap_size() >> 20) + " MB";
}

bool MemoryGuard_MemoryLost()
{
    return g_Abandoned.load();
}

void MemoryGuard_Hold(int megabytes)
{
    for (void* block : g_Held)
        std::free(block);
    g_Held.clear();
    // In blocks of 1 MB, so what is held fills the gaps too, as the work would.
    for (int i = 0; i < megabytes; ++i)
        if (void* block = std::malloc(std::size_t{1} << 20))
            g_Held.push_back(block);
}

}  // namespace pgw::app

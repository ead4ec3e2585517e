// in_order.cpp — see in_order.hpp.
#include "core/in_order.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace pgw {

namespace {

// What the calling thread and its helpers share. The callbacks are the
// caller's and live only while run_in_order_slots runs: a helper calls them
// only while the run is open (`closed` false), which the caller ends, under
// the mutex, once every helper that took an item has finished it.
struct Run {
  std::size_t count = 0;
  std::size_t window = 1;
  const std::function<void(std::size_t, std::size_t)>* make = nullptr;
  const std::function<bool()>* stopped = nullptr;
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next = 0;                 // the next item to take, under the mutex
  std::size_t handed = 0;               // items handed over so far, under the mutex
  std::vector<char> done;               // per slot
  std::size_t held = 0, peak_held = 0;  // items made and not yet handed over
  int making = 0;                       // items being made, under the mutex
  bool halted = false;                  // `stopped` said true: no item is taken any more
  bool closed = false;                  // the caller has returned (or is about to)

  // Under the mutex: may the next item be taken now?
  bool can_take() {
    if (closed || halted || next >= count || next >= handed + window) return false;
    if (*stopped && (*stopped)()) {
      halted = true;
      changed.notify_all();
      return false;
    }
    return true;
  }
  bool no_more() const { return closed || halted || next >= count; }

  // Under the mutex (`lock`): takes the next item, makes it unlocked, stores it.
  void make_next(std::unique_lock<std::mutex>& lock) {
    const std::size_t i = next++;
    ++making;
    lock.unlock();
    (*make)(i, i % window);
    lock.lock();
    done[i % window] = 1;
    peak_held = std::max(peak_held, ++held);
    --making;
    changed.notify_all();
  }

  // A helper: takes items while any are left, waiting while the window is full.
  void help() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      changed.wait(lock, [&] { return no_more() || can_take(); });
      if (no_more()) break;
      make_next(lock);
    }
  }
};

}  // namespace

namespace {
std::atomic<bool> g_wasm_threads{false};
}  // namespace

void allow_in_order_threads_in_wasm(bool allowed) { g_wasm_threads.store(allowed, std::memory_order_relaxed); }

int in_order_threads(int jobs, std::size_t count) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  (void)jobs;
  (void)count;
  return 1;
#else
#ifdef __EMSCRIPTEN__
  if (!g_wasm_threads.load(std::memory_order_relaxed)) return 1;
#endif
  return static_cast<int>(
      std::max<std::size_t>(1, std::min<std::size_t>(static_cast<std::size_t>(std::max(jobs, 1)), count)));
#endif
}

std::size_t in_order_window(int threads) { return 2 * static_cast<std::size_t>(std::max(threads, 1)) + 2; }

InOrderStats run_in_order_slots(std::size_t count, int threads,
                                const std::function<void(std::size_t index, std::size_t slot)>& make,
                                const std::function<void(std::size_t index, std::size_t slot)>& take,
                                const std::function<bool()>& stopped) {
  auto run = std::make_shared<Run>();
  run->count = count;
  run->window = in_order_window(threads);
  run->make = &make;
  run->stopped = &stopped;
  run->done.assign(run->window, 0);
#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)  // without threads: one (in_order_threads)
  for (int t = 1; t < threads; ++t) std::thread([run] { run->help(); }).detach();
#endif
  // The calling thread hands the items over in order, and makes items itself
  // while the next one is not ready.
  std::unique_lock<std::mutex> lock(run->mutex);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t slot = i % run->window;
    while (!run->done[slot]) {
      if (run->can_take())
        run->make_next(lock);
      else if (run->halted && i >= run->next)
        break;  // halted before item i was taken: it is never made
      else
        run->changed.wait(lock);
    }
    if (!run->done[slot]) break;
    lock.unlock();
    take(i, slot);
    lock.lock();
    run->done[slot] = 0;
    --run->held;
    run->handed = i + 1;
    run->changed.notify_all();
  }
  // Items past the last one handed over, made or being made after a halt, are
  // dropped; helpers still making one finish it before the run closes.
  run->closed = true;
  run->changed.notify_all();
  run->changed.wait(lock, [&] { return run->making == 0; });
  InOrderStats stats;
  stats.threads = threads;
  stats.window = run->window;
  stats.peak_held = run->peak_held;
  stats.handed = run->handed;
  return stats;
}

}  // namespace pgw

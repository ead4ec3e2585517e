// in_order.hpp — many items made on J threads, handed over one by one in order.
//
// Items 0, 1, …, count-1 are each made on their own (any thread, any order),
// and handed to the calling thread strictly in index order as soon as an item
// and all before it are made, so what a caller prints or sums is the same
// whatever J. Memory stays flat whatever the count: items made and not yet
// handed over live in a ring of in_order_window(threads) slots (item i in
// slot i % window), and an item is taken only while it is fewer than `window`
// ahead of the next one to hand over. `levelgen … --count N` (cli/batch.cpp)
// and the Lab's runner (kinds/lab_run.hpp) stream through it.
//
// The calling thread makes items too while the next one is not ready;
// helpers are detached and share the state by shared_ptr: where threads start
// late (wasm, a busy pool) the caller may make everything itself and return
// before a helper starts, which then finds no work and leaves. In wasm
// everything is made on the calling thread: levelgen compiled to wasm runs as
// one synchronous program, where a thread started beyond the pool, or a
// detached one's worker, waits for an event loop that never turns. A program
// whose page thread does return to its event loop (the app's threaded build:
// its jobs run on workers) says so with allow_in_order_threads_in_wasm.
#pragma once

#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

namespace pgw {

// What a run held: its window and the most items it held at once (made, not
// yet handed over), never more than the window whatever the count.
struct InOrderStats {
  int threads = 0;  // the threads that made items (1 in wasm, whatever the jobs asked)
  std::size_t window = 0;
  std::size_t peak_held = 0;
  std::size_t handed = 0;  // items handed over (count, unless stopped)
};

// The threads a run of `count` items on `jobs` would use: min(jobs, count), at least 1; 1 in wasm
// unless allowed below.
int in_order_threads(int jobs, std::size_t count);
// Wasm with threads only (elsewhere nothing changes): runs may start helpers,
// since the page's thread returns to its event loop and new workers can start.
void allow_in_order_threads_in_wasm(bool allowed);
// The ring's slots for that many threads: 2 × threads + 2.
std::size_t in_order_window(int threads);

// The run on slot numbers: make(i, slot) makes item i into the caller's slot
// (on any thread; no other call touches that slot meanwhile), take(i, slot)
// hands it over on the calling thread, in order; the slot is reused once take
// returns. `stopped` (may be empty) is asked before each item is taken: once it
// says true no further item is started, the items being made are waited for,
// and the run ends after the last item handed over in order (handed < count).
InOrderStats run_in_order_slots(std::size_t count, int threads,
                                const std::function<void(std::size_t index, std::size_t slot)>& make,
                                const std::function<void(std::size_t index, std::size_t slot)>& take,
                                const std::function<bool()>& stopped = nullptr);

// The same with the ring as values: make(i) returns item i, take(i, item) gets it.
template <class T, class Make, class Take>
InOrderStats run_in_order(std::size_t count, int jobs, Make make, Take take,
                          const std::function<bool()>& stopped = nullptr) {
  const int threads = in_order_threads(jobs, count);
  std::vector<T> slots(in_order_window(threads));
  return run_in_order_slots(
      count, threads, [&](std::size_t i, std::size_t slot) { slots[slot] = make(i); },
      [&](std::size_t i, std::size_t slot) {
        T item = std::move(slots[slot]);
        slots[slot] = T();
        take(i, item);
      },
      stopped);
}

}  // namespace pgw

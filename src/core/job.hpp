// job.hpp — runs one piece of long work off the calling thread.
//
// start() launches the work on a thread created detached (a Web Worker under
// emscripten -pthread) and returns at once. The owner polls every frame:
// progress() for the popup, take_result() for the value once it is done.
// Nothing on the owner's side ever joins or blocks: the browser's main thread
// must not wait. cancel() makes take_result() drop whatever the work returns,
// so a cancelled job never replaces what the user already had; the work sees
// the request through Progress::cancelled() and stops soon after.
//
// The thread shares the job's state through a shared_ptr, so destroying or
// restarting a Job while old work still winds down is safe.
#pragma once

#include <pthread.h>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include "core/progress.hpp"

namespace pgw {

template <class Result>
class Job {
 public:
  using Work = std::function<Result(Progress&)>;

  Job() = default;
  Job(const Job&) = delete;
  Job& operator=(const Job&) = delete;
  ~Job() { cancel(); }

  bool running() const { return shared_ && !shared_->finished.load(std::memory_order_acquire); }

  // False (and nothing starts) while earlier work is still running, or if
  // no thread could be created. `pace_us` is Progress::set_pace_us's test
  // pace, set before the work can poll.
  bool start(Work work, unsigned pace_us = 0) {
    if (running()) return false;
    auto task = std::make_unique<Task>(Task{std::make_shared<Shared>(), std::move(work)});
    task->shared->progress.set_pace_us(pace_us);
    // Created detached rather than std::thread + detach(): a job that ends
    // before detach() would otherwise be joined on the browser's main thread.
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    std::shared_ptr<Shared> shared = task->shared;
    const bool started = pthread_create(&thread, &attr, &Job::run, task.get()) == 0;
    pthread_attr_destroy(&attr);
    if (!started) return false;
    task.release();  // run() owns it now
    shared_ = std::move(shared);
    return true;
  }

  // The job is forgotten at once; its thread finishes on its own.
  void cancel() {
    if (!shared_) return;
    shared_->progress.request_cancel();
    shared_.reset();
  }

  // The running job's progress, or nullptr when idle.
  const Progress* progress() const { return running() ? &shared_->progress : nullptr; }

  // The result, once, when the work has finished (never after cancel()).
  std::optional<Result> take_result() {
    if (!shared_ || !shared_->finished.load(std::memory_order_acquire)) return std::nullopt;
    std::optional<Result> result = std::move(shared_->result);
    shared_.reset();
    return result;
  }

 private:
  struct Shared {
    Progress progress;
    std::optional<Result> result;
    std::atomic<bool> finished{false};
  };
  struct Task {
    std::shared_ptr<Shared> shared;
    Work work;
  };

  static void* run(void* raw) {
    std::unique_ptr<Task> task(static_cast<Task*>(raw));
    task->shared->result.emplace(task->work(task->shared->progress));
    task->shared->finished.store(true, std::memory_order_release);
    return nullptr;
  }
  std::shared_ptr<Shared> shared_;
};

}  // namespace pgw

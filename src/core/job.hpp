// job.hpp — runs one piece of long work off the owner's frame loop.
//
// start() hands the work to the job runner (core/job_runner.hpp: a detached
// thread, or a slice-by-slice queue where there are no threads) and returns
// at once. The owner polls every frame: progress() for the popup,
// take_result() for the value once it is done. Nothing on the owner's side
// ever joins or blocks: the browser's main thread must not wait. cancel()
// makes take_result() drop whatever the work returns, so a cancelled job
// never replaces what the user already had; the work sees the request
// through Progress::cancelled() and stops soon after.
//
// The work shares the job's state through a shared_ptr, so destroying or
// restarting a Job while old work still winds down is safe.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include "core/job_runner.hpp"
#include "core/progress.hpp"

namespace pgw {

// Jobs started and not yet over for their owner (cancelled, or their result
// taken): the app keeps drawing frames while there are any, to show progress
// and collect results; when there are none it may stop drawing.
inline std::atomic<int> g_jobs_in_flight{0};
inline int jobs_in_flight() { return g_jobs_in_flight.load(std::memory_order_relaxed); }

// A test pace for jobs: every job started afterwards without a pace of its
// own sleeps `pace_us` microseconds at each cancel poll (Progress::set_pace_us),
// so end-to-end tests can watch progress and press Cancel on work that would
// otherwise end in a few milliseconds (Module.setJobPace, src/app/shell/web_bindings.cpp).
// 0: off, which is all a release run ever sees unless a test sets it.
inline std::atomic<unsigned> g_test_job_pace{0};
inline void set_test_job_pace(unsigned pace_us) { g_test_job_pace.store(pace_us, std::memory_order_relaxed); }
inline unsigned test_job_pace() { return g_test_job_pace.load(std::memory_order_relaxed); }

// The finished flag of the job whose work runs on this thread (null when
// none does). A platform that must give up on that work where it stands
// (src/app/platform/memory_guard.cpp: memory ran out inside an allocation too large
// for the reserve, where no cancel poll can be reached) sets it, after
// report_memory_shortage(), and ends the thread: the owner then takes no
// result and reads out_of_memory(), as for work that stopped at a poll.
inline thread_local std::atomic<bool>* t_job_finished = nullptr;

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
  // pace, set before the work can poll (by default the one tests set above).
  bool start(Work work, unsigned pace_us = test_job_pace()) {
    if (running()) return false;
    auto shared = std::make_shared<Shared>();
    shared->progress.set_pace_us(pace_us);
    JobBody body = [shared, work = std::move(work)]() {
      t_job_finished = &shared->finished;
      shared->result.emplace(work(shared->progress));
      t_job_finished = nullptr;
      shared->finished.store(true, std::memory_order_release);
    };
    if (!launch_job(std::move(body), shared->progress)) return false;
    out_of_memory_ = false;
    shared_ = std::move(shared);
    g_jobs_in_flight.fetch_add(1, std::memory_order_relaxed);
    return true;
  }

  // The job is forgotten at once; its thread finishes on its own.
  void cancel() {
    if (!shared_) return;
    shared_->progress.request_cancel();
    forget();
  }

  // The running job's progress, or nullptr when idle.
  const Progress* progress() const { return running() ? &shared_->progress : nullptr; }

  // The result, once, when the work has finished (never after cancel()).
  // Work that memory ran short under (Progress::out_of_memory) was stopped:
  // it gives no result, and out_of_memory() says why until the next start.
  std::optional<Result> take_result() {
    if (!shared_ || !shared_->finished.load(std::memory_order_acquire)) return std::nullopt;
    out_of_memory_ = shared_->progress.out_of_memory();
    std::optional<Result> result;
    if (!out_of_memory_) result = std::move(shared_->result);
    forget();
    return result;
  }
  // The last job ended without a result because memory ran short.
  bool out_of_memory() const { return out_of_memory_; }

 private:
  void forget() {
    shared_.reset();
    g_jobs_in_flight.fetch_sub(1, std::memory_order_relaxed);
  }

  struct Shared {
    Progress progress;
    std::optional<Result> result;
    std::atomic<bool> finished{false};
  };
  std::shared_ptr<Shared> shared_;
  bool out_of_memory_ = false;
};

}  // namespace pgw

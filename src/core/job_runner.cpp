#include "core/job_runner.hpp"

#include <pthread.h>

#include <deque>
#include <memory>
#include <utility>

namespace pgw {

namespace {

const SlicedJobs* g_sliced = nullptr;
std::deque<JobBody> g_queue;
bool g_draining = false;
bool g_woken = false;  // a run_queued_jobs() call is already on its way

void* run_on_thread(void* raw) {
  std::unique_ptr<JobBody> body(static_cast<JobBody*>(raw));
  (*body)();
  return nullptr;
}

// Created detached rather than std::thread + detach(): a job that ends before
// detach() would otherwise be joined on the browser's main thread.
bool start_detached_thread(JobBody body) {
  auto owned = std::make_unique<JobBody>(std::move(body));
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  const bool started = pthread_create(&thread, &attr, &run_on_thread, owned.get()) == 0;
  pthread_attr_destroy(&attr);
  if (started) owned.release();  // run_on_thread owns it now
  return started;
}

}  // namespace

void use_sliced_jobs(const SlicedJobs* sliced) { g_sliced = sliced; }

bool jobs_are_sliced() { return g_sliced != nullptr; }

bool launch_job(JobBody body, Progress& progress) {
  if (g_sliced == nullptr) return start_detached_thread(std::move(body));
  progress.set_poll_hook(g_sliced->yield, nullptr);
  g_queue.push_back(std::move(body));
  if (!g_draining && !g_woken) {
    g_woken = true;
    g_sliced->wake();
  }
  return true;
}

void run_queued_jobs() {
  if (g_draining) return;
  g_woken = false;
  g_draining = true;
  while (!g_queue.empty()) {
    JobBody body = std::move(g_queue.front());
    g_queue.pop_front();
    body();
  }
  g_draining = false;
}

}  // namespace pgw

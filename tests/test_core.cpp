// Core: PRNG, progress, job runner, codec, JSON.
#include <doctest/doctest.h>

#include "cancel_check.hpp"

#include <atomic>
#include <chrono>
#include <limits>
#include <thread>
#include <vector>

#include "core/codec.hpp"
#include "core/history.hpp"
#include "core/job.hpp"
#include "core/json.hpp"
#include "core/pack.hpp"
#include "core/rng.hpp"

using namespace pgw;

TEST_CASE("Rng: fixed output for a fixed seed (same on every platform)") {
  // PCG32 reference values for this seeding: a change here changes every recipe.
  Rng a(42), b(42), c(43);
  std::uint32_t first[4];
  for (auto& v : first) v = a.next_u32();
  for (auto v : first) CHECK(b.next_u32() == v);
  CHECK(c.next_u32() != first[0]);
}

TEST_CASE("Rng: below() stays in range and hits every value") {
  Rng rng(7);
  int seen[7] = {};
  for (int i = 0; i < 7000; ++i) {
    const std::uint32_t v = rng.below(7);
    REQUIRE(v < 7);
    ++seen[v];
  }
  for (int n : seen) CHECK(n > 800);
  for (int i = 0; i < 1000; ++i) {
    const int v = rng.between(-3, 3);
    CHECK((v >= -3 && v <= 3));
  }
  for (int i = 0; i < 1000; ++i) {
    const double u = rng.unit();
    CHECK((u >= 0.0 && u < 1.0));
  }
}

TEST_CASE("Rng: shuffle is a permutation and depends on the seed") {
  int a[10], b[10];
  for (int i = 0; i < 10; ++i) a[i] = b[i] = i;
  Rng r1(1), r2(2);
  r1.shuffle(a, 10);
  r2.shuffle(b, 10);
  int sum = 0;
  bool differ = false;
  for (int i = 0; i < 10; ++i) {
    sum += a[i];
    differ |= a[i] != b[i];
  }
  CHECK(sum == 45);
  CHECK(differ);
}

TEST_CASE("seed_from_text: digits are the number, other text is hashed") {
  CHECK(seed_from_text("42") == 42u);
  CHECK(seed_from_text("castle") == seed_from_text("castle"));
  CHECK(seed_from_text("castle") != seed_from_text("castles"));
  CHECK(seed_from_text("") != 0u);
}

TEST_CASE("Progress: fraction never decreases; counters keep names") {
  Progress p;
  p.set_fraction(0.5);
  p.set_fraction(0.25);
  CHECK(p.fraction() == doctest::Approx(0.5));
  p.set_fraction(2.0);
  CHECK(p.fraction() == doctest::Approx(1.0));
  p.set_counter(1, "states", 99);
  CHECK(std::string(p.counter_name(1)) == "states");
  CHECK(p.counter_value(1) == 99u);
  CHECK(p.counter_name(0) == nullptr);
}

TEST_CASE("Progress: counters carry an optional total, replaced with the value") {
  Progress p;
  p.set_counter(0, "tiles placed", 12, 49);
  p.set_counter(1, "backtracks", 3);
  CHECK(p.counter_value(0) == 12u);
  CHECK(p.counter_total(0) == 49u);
  CHECK(p.counter_value(1) == 3u);
  CHECK(p.counter_total(1) == 0u);  // no total: shown as a bare count
  p.set_counter(0, "tiles placed", 7);
  CHECK(p.counter_total(0) == 0u);
  p.set_counter(Progress::kCounters, "nowhere", 1, 1);  // out of range: ignored
  for (int slot = 2; slot < Progress::kCounters; ++slot) CHECK(p.counter_total(slot) == 0u);
}

TEST_CASE("Progress: a test pace makes polls sleep and never hides a cancel") {
  Progress p;
  p.set_pace_us(1000);
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 10; ++i) CHECK_FALSE(p.cancelled());
  CHECK(std::chrono::steady_clock::now() - t0 >= std::chrono::microseconds(10 * 1000));
  p.request_cancel();
  CHECK(p.cancelled());
  p.set_pace_us(0);  // changing the pace keeps the request
  CHECK(p.cancelled());
  Progress q;
  q.request_cancel();
  q.set_pace_us(500);
  CHECK(q.cancelled());
  q.set_pace_us(0);
  CHECK(q.cancelled());
  CHECK_FALSE(Progress().cancelled());
}

TEST_CASE("Job: result comes back by value; never blocks the owner") {
  Job<int> job;
  CHECK(job.progress() == nullptr);
  REQUIRE(job.start([](Progress& p) {
    p.set_phase("working");
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    return 7;
  }));
  CHECK(job.running());
  CHECK_FALSE(job.start([](Progress&) { return 8; }));  // one job at a time
  std::optional<int> result;
  for (int i = 0; i < 5000 && !result; ++i) {
    result = job.take_result();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(result.has_value());
  CHECK(*result == 7);
  CHECK_FALSE(job.running());
  CHECK_FALSE(job.take_result().has_value());  // only once
}

TEST_CASE("Memory shortage: work started before it stops at its next poll and gives no result; later work runs") {
  Progress before;
  CHECK_FALSE(before.cancelled());
  // A job that polls until it is told to stop, as every generator does.
  std::atomic<bool> polling{false};
  Job<int> job;
  REQUIRE(job.start([&polling](Progress& p) {
    polling = true;
    int polls = 0;
    while (!p.cancelled()) {
      ++polls;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return polls;
  }));
  for (int i = 0; i < 5000 && !polling; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  REQUIRE(polling);
  report_memory_shortage();
  CHECK(before.cancelled());
  CHECK(before.out_of_memory());
  bool finished = false;
  for (int i = 0; i < 5000 && !finished; ++i) {
    CHECK_FALSE(job.take_result().has_value());  // stopped work gives no result...
    finished = !job.running();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  CHECK(finished);
  CHECK_FALSE(job.take_result().has_value());
  CHECK(job.out_of_memory());  // ...and says why
  // Work started after the shortage runs as usual.
  Progress after;
  CHECK_FALSE(after.cancelled());
  REQUIRE(job.start([](Progress& p) { return p.cancelled() ? -1 : 5; }));
  CHECK_FALSE(job.out_of_memory());
  std::optional<int> result;
  for (int i = 0; i < 5000 && !result; ++i) {
    result = job.take_result();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(result.has_value());
  CHECK(*result == 5);
  CHECK_FALSE(job.out_of_memory());
}

TEST_CASE("Job: jobs_in_flight counts a job from its start until its result is taken or it is cancelled") {
  const int before = jobs_in_flight();
  {
    Job<int> taken, cancelled;
    REQUIRE(taken.start([](Progress&) { return 1; }));
    CHECK(jobs_in_flight() == before + 1);
    REQUIRE(cancelled.start([](Progress& p) {
      while (!p.cancelled()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      return 2;
    }));
    CHECK(jobs_in_flight() == before + 2);
    // Finished but not taken still counts: the owner has yet to see the result.
    std::optional<int> result;
    for (int i = 0; i < 5000 && !result; ++i) {
      result = taken.take_result();
      if (!result) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(result.has_value());
    CHECK(jobs_in_flight() == before + 1);
    CHECK(taken.start([](Progress&) { return 3; }));  // started again, then dropped by its destructor
    CHECK(jobs_in_flight() == before + 2);
    cancelled.cancel();
    CHECK(jobs_in_flight() == before + 1);
    cancelled.cancel();  // twice is once
    CHECK(jobs_in_flight() == before + 1);
  }
  CHECK(jobs_in_flight() == before);
}

TEST_CASE("Progress: the tests' hold keeps a paced work at its n-th poll until lifted or cancelled") {
  for (const bool cancel : {false, true}) {
    Progress p;
    p.set_pace_us(500);
    set_test_hold_after_polls(3);
    std::atomic<int> returned{0};
    std::atomic<bool> saw_cancel{false};
    std::thread work([&] {
      for (int i = 0; i < 10; ++i) {
        if (p.cancelled()) {
          saw_cancel = true;
          return;
        }
        ++returned;
      }
    });
    // Two polls return; the third is held.
    for (int i = 0; i < 5000 && returned < 2; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    CHECK(returned == 2);
    if (cancel)
      p.request_cancel();
    else
      set_test_hold_after_polls(0);
    work.join();
    CHECK(saw_cancel == cancel);
    CHECK(returned == (cancel ? 2 : 10));
  }
  set_test_hold_after_polls(0);
}

// One job for the pace and the cancel: the wasm build's detached threads keep
// their worker of a small pool until the test run ends.
TEST_CASE("Job: a paced job's polls sleep the pace; cancel lands within 50 ms and drops the result") {
  constexpr int kPolls = 25;
  constexpr unsigned kPaceUs = 2000;
  using Clock = std::chrono::steady_clock;
  std::atomic<bool> polled{false}, ended{false};
  Clock::duration polling{};
  test::ThreadCpuClock clock;  // the job's thread's: the cancel's latency in its CPU time
  double ended_at = -1;
  Job<int> job;
  REQUIRE(job.start(
      [&](Progress& p) {
        clock = test::ThreadCpuClock::current();
        const auto t0 = Clock::now();
        for (int i = 0; i < kPolls; ++i)
          if (p.cancelled()) return 1;
        polling = Clock::now() - t0;
        polled = true;
        while (!p.cancelled()) {
        }
        ended_at = clock.ms();
        ended = true;
        return 0;
      },
      kPaceUs));
  for (int i = 0; i < 5000 && !polled; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  REQUIRE(polled.load());
  CHECK(polling >= std::chrono::microseconds(kPolls * kPaceUs));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));  // the work is now mid-loop
  const double asked = clock.ms();
  job.cancel();
  CHECK_FALSE(job.running());
  CHECK_FALSE(job.take_result().has_value());
  for (int i = 0; i < 5000 && !ended; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  REQUIRE(ended.load());
  test::check_cancel_latency(asked >= 0 ? ended_at - asked : -1, "job with a test pace");
  // A new job may start at once, while the old thread winds down.
  REQUIRE(job.start([](Progress&) { return 2; }));
  std::optional<int> result;
  for (int i = 0; i < 5000 && !result; ++i) {
    result = job.take_result();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  CHECK(result == 2);
}

// The single-thread way (the wasm build without threads), with a stand-in
// platform: wake() notes that a drain is wanted; yield() is where the real
// platform hands the thread to the browser, and here also plays the browser
// by starting a second job mid-way, as a frame drawn in that gap could.
namespace sliced_test {
int wakes = 0;
int yields = 0;
unsigned paces_seen = 0;
Job<int>* started_mid_way = nullptr;
void wake() { ++wakes; }
void yield(const Progress& progress, void*) {
  ++yields;
  paces_seen += progress.pace_us();
  if (started_mid_way != nullptr) {
    CHECK(started_mid_way->start([](Progress&) { return 3; }));
    started_mid_way = nullptr;
  }
}
}  // namespace sliced_test

TEST_CASE("Job, sliced: jobs queue, run in order on the caller's thread, yield at polls, keep the pace") {
  using namespace sliced_test;
  static const SlicedJobs kSliced{&wake, &yield};
  use_sliced_jobs(&kSliced);
  wakes = yields = 0;
  paces_seen = 0;
  const std::thread::id caller = std::this_thread::get_id();
  std::vector<int> order;
  Job<int> first, second, third, cancelled;
  REQUIRE(first.start([&](Progress& p) {
    order.push_back(1);
    for (int i = 0; i < 4; ++i) CHECK_FALSE(p.cancelled());
    const bool on_caller_thread = std::this_thread::get_id() == caller;
    CHECK(on_caller_thread);
    return 10;
  }, 1000000));  // a 1 s pace: the hook keeps it, nothing sleeps
  REQUIRE(second.start([&](Progress& p) {
    order.push_back(2);
    started_mid_way = &third;
    CHECK_FALSE(p.cancelled());
    return 20;
  }));
  REQUIRE(cancelled.start([&](Progress& p) {
    order.push_back(9);
    return p.cancelled() ? -1 : 9;
  }));
  cancelled.cancel();
  CHECK(wakes == 1);  // one drain is asked for all the queue
  CHECK(first.running());
  CHECK_FALSE(first.take_result().has_value());
  // Nothing sleeps: four polls at a 1 s pace would take 4 s. A load can only
  // add time, so the bound sits just under what sleeping would take.
  const auto t0 = std::chrono::steady_clock::now();
  run_queued_jobs();
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::milliseconds(3500));
  CHECK(order == std::vector<int>{1, 2, 9});
  CHECK(yields == 5);
  CHECK(paces_seen == 4 * 1000000u);
  CHECK(wakes == 1);  // the job started mid-drain joined it
  CHECK(first.take_result() == 10);
  CHECK(second.take_result() == 20);
  CHECK(third.take_result() == 3);
  CHECK_FALSE(cancelled.take_result().has_value());
  REQUIRE(first.start([](Progress&) { return 11; }));
  CHECK(wakes == 2);  // the queue had drained: a new drain is asked for
  run_queued_jobs();
  CHECK(first.take_result() == 11);
  run_queued_jobs();  // nothing queued: returns
  use_sliced_jobs(nullptr);
  CHECK_FALSE(jobs_are_sliced());
}

TEST_CASE("Job: a job started without a pace of its own takes the test pace (Module.setJobPace)") {
  // Sliced, so that no thread of the wasm build's small pool is used.
  static const SlicedJobs kSliced{[] {}, [](const Progress&, void*) {}};
  use_sliced_jobs(&kSliced);
  Job<unsigned> paced, plain;
  set_test_job_pace(700);
  REQUIRE(paced.start([](Progress& p) { return p.pace_us(); }));
  set_test_job_pace(0);
  REQUIRE(plain.start([](Progress& p) { return p.pace_us(); }));
  run_queued_jobs();
  CHECK(paced.take_result() == 700u);
  CHECK(plain.take_result() == 0u);
  use_sliced_jobs(nullptr);
}

TEST_CASE("base64url round trip over every length and byte") {
  for (std::size_t n = 0; n < 40; ++n) {
    std::vector<std::uint8_t> bytes(n);
    for (std::size_t i = 0; i < n; ++i) bytes[i] = static_cast<std::uint8_t>(i * 37 + n);
    const std::string text = base64url_encode(bytes);
    CHECK(text.find_first_not_of(
              "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos);
    std::vector<std::uint8_t> back;
    std::string error;
    REQUIRE(base64url_decode(text, back, error));
    CHECK(back == bytes);
  }
  std::vector<std::uint8_t> out;
  std::string error;
  CHECK_FALSE(base64url_decode("ab+c", out, error));
  CHECK(error.find("character 3") != std::string::npos);
  CHECK_FALSE(base64url_decode("abcde", out, error));
}

TEST_CASE("utf8_error_offset: strict UTF-8, the first bad byte named") {
  CHECK(utf8_error_offset("") == std::string_view::npos);
  CHECK(utf8_error_offset("plain, ×, €, \xF0\x9F\x99\x82") == std::string_view::npos);
  CHECK(utf8_error_offset("ab\xFF") == 2);            // never a lead byte
  CHECK(utf8_error_offset("a\xC3") == 1);             // cut short
  CHECK(utf8_error_offset("a\xC3(") == 1);            // not a continuation
  CHECK(utf8_error_offset("\xC0\xAF") == 0);          // overlong '/'
  CHECK(utf8_error_offset("x\xED\xA0\x80") == 1);     // a surrogate
  CHECK(utf8_error_offset("\xF4\x90\x80\x80") == 0);  // past U+10FFFF
}

TEST_CASE("crc32 matches the standard check value") {
  const char* text = "123456789";
  CHECK(crc32(reinterpret_cast<const std::uint8_t*>(text), 9) == 0xCBF43926u);
}

TEST_CASE("code frame: round trip, and each kind of damage named") {
  ByteWriter w;
  w.varint(300);
  w.u8(7);
  const std::string code = wrap_code("demo", 1, w.bytes());
  CHECK(code.rfind("demo-", 0) == 0);
  std::vector<std::uint8_t> payload;
  std::string error;
  REQUIRE(unwrap_code(code, "demo", 1, payload, error));
  ByteReader r(payload);
  CHECK(r.varint("n") == 300u);
  CHECK(r.u8("b") == 7u);
  CHECK(r.at_end());
  CHECK(r.u8("more") == 0u);
  CHECK(r.error() == "the code ends before its more");

  std::string damaged = code;
  damaged[6] = damaged[6] == 'A' ? 'B' : 'A';
  CHECK_FALSE(unwrap_code(damaged, "demo", 1, payload, error));
  CHECK(error.find("checksum") != std::string::npos);
  CHECK_FALSE(unwrap_code(code, "other", 1, payload, error));
  CHECK(error.find("'demo'") != std::string::npos);
  CHECK_FALSE(unwrap_code(code, "demo", 2, payload, error));
  CHECK(error.find("version 1") != std::string::npos);
  CHECK_FALSE(unwrap_code("hello world", "demo", 1, payload, error));
  CHECK_FALSE(unwrap_code("demo-", "demo", 1, payload, error));
}

TEST_CASE("pack_text: texts unpack to themselves; damaged packings are refused with what is wrong") {
  // The format, on a text that repeats: three letters, then one copy of nine.
  CHECK(pack_text("abcabcabcabc") == std::vector<std::uint8_t>{12, 3, 'a', 'b', 'c', 5, 2});
  Rng rng(5);
  std::vector<std::string> texts = {"", "a", "abcd", std::string(5000, 'x'), "tile +a\n{\n3 3\n0 a 0\n}\n"};
  std::string random_bytes, words;
  for (int i = 0; i < 3000; ++i) random_bytes += static_cast<char>(rng.below(256));
  for (int i = 0; i < 800; ++i) words += std::string("0 a ab abc\n").substr(rng.below(4) * 2);
  texts.push_back(random_bytes);
  texts.push_back(words);
  for (const std::string& text : texts) {
    CAPTURE(text.size());
    std::string back, error;
    REQUIRE_MESSAGE(unpack_text(pack_text(text), text.size(), back, error), error);
    CHECK(back == text);
  }
  CHECK(pack_text(std::string(5000, 'x')).size() < 10);
  CHECK(pack_text(words).size() * 3 < words.size() * 2);

  std::string text, error;
  const std::vector<std::uint8_t> good = pack_text("abcabcabcabc");
  CHECK_FALSE(unpack_text(good, 11, text, error));
  CHECK(error == "the packed text would be 12 bytes; at most 11 are allowed");
  CHECK_FALSE(unpack_text(std::vector<std::uint8_t>(good.begin(), good.end() - 1), 100, text, error));
  CHECK(error == "the code ends before its copy distance");
  CHECK_FALSE(unpack_text({12, 3, 'a', 'b', 'c', 5, 3}, 100, text, error));
  CHECK(error == "a copy reaches outside the text");
  CHECK_FALSE(unpack_text({2, 3, 'a', 'b', 'c'}, 100, text, error));
  CHECK(error == "a run of letters goes past the text's end");
  CHECK_FALSE(unpack_text({1, 1, 'a', 0}, 100, text, error));
  CHECK(error == "the packed text has bytes after its end");
  CHECK(text.empty());  // a refused packing changes nothing
}

TEST_CASE("ByteReader: ranged names the value and the range") {
  ByteWriter w;
  w.varint(0);
  ByteReader r(w.bytes());
  r.ranged("width", 3, 12);
  CHECK(r.error() == "width 0 is out of range 3–12");
}

TEST_CASE("JSON: quoting and values") {
  JsonObject o;
  o.add("s", "a\"b\n").add("b", true).add("n", 3).add("x", 1.5);
  CHECK(o.str() == R"({"s":"a\"b\n","b":true,"n":3,"x":1.500})");
  JsonObject outer;
  outer.add_raw("inner", o.str()).add_raw("list", "[1,2]").add("z", 0);
  CHECK(outer.str() == R"({"inner":{"s":"a\"b\n","b":true,"n":3,"x":1.500},"list":[1,2],"z":0})");
}

TEST_CASE("JSON: nested objects, arrays and values already written, in the order added") {
  JsonArray placed;
  CHECK(placed.empty());
  CHECK(placed.str() == "[]");
  placed.add(JsonObject().add("tile", "+a").add("x", 1)).add(JsonObject()).add("t\"").add_raw("null");
  CHECK_FALSE(placed.empty());
  const std::string answer = JsonObject().add("solvable", true).str();
  JsonObject o;
  o.add("ok", true).add("placements", placed).add("level", JsonObject().add("w", 2)).add_raw("result", answer);
  CHECK(o.str() == R"({"ok":true,"placements":[{"tile":"+a","x":1},{},"t\"",null],"level":{"w":2},)"
                   R"("result":{"solvable":true}})");
  CHECK(JsonObject().str() == "{}");
  CHECK(JsonObject().add("inf", std::numeric_limits<double>::infinity()).str() == R"({"inf":null})");
}

TEST_CASE("History: undo, redo, restart, and a new move drops the redo tail") {
  History<int, char> h(0);
  CHECK_FALSE(h.can_undo());
  h.push('a', 1);
  h.push('b', 2);
  h.push('c', 3);
  CHECK(h.current() == 3);
  CHECK(h.moves_made() == 3);
  CHECK(h.last_move() == 'c');
  REQUIRE(h.undo());
  CHECK(h.current() == 2);
  CHECK(h.can_redo());
  REQUIRE(h.redo());
  CHECK(h.current() == 3);
  h.restart();
  CHECK(h.current() == 0);
  CHECK(h.moves_made() == 0);
  REQUIRE(h.redo());
  REQUIRE(h.redo());
  CHECK(h.current() == 2);
  CHECK(h.moves() == std::vector<char>{'a', 'b'});
  h.push('x', 9);
  CHECK_FALSE(h.can_redo());
  CHECK(h.moves() == std::vector<char>{'a', 'b', 'x'});
  h.reset(5);
  CHECK(h.current() == 5);
  CHECK_FALSE(h.can_undo());
  CHECK_FALSE(h.undo());
}

TEST_CASE("Progress: a poll hook runs at every poll on the working side, and a cancel still lands") {
  Progress progress;
  int calls = 0;
  progress.set_fraction(0.5);
  progress.set_poll_hook([](const Progress& p, void* context) { *static_cast<int*>(context) += p.fraction() == 0.5; },
                         &calls);
  for (int i = 0; i < 10; ++i) CHECK_FALSE(progress.cancelled());
  CHECK(calls == 10);
  progress.request_cancel();
  const int before = calls;
  CHECK(progress.cancelled());
  CHECK(calls == before);  // a requested cancel answers at once
  Progress plain;
  plain.set_poll_hook(nullptr, nullptr);
  CHECK_FALSE(plain.cancelled());
}

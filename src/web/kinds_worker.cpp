// kinds_worker.cpp — the kinds' text interface in a plain Web Worker (no
// threads): web/pgw-kinds-worker.js calls Module.kindsRun for each request.
//
// The worker is single-threaded, so nobody else can read the Progress while
// the work runs: a poll hook posts it to the page (at most every 50 ms).
// Cancel is the page terminating the worker.
//
// op "lab" runs a Lab link (kinds/lab_run.hpp) on this one thread for the
// app built without threads (web/pgw-lab.js): its levels go to the page in
// batches as they are made (core/lab.hpp's bytes, every 50 ms at most), the
// answer says how the run ended.

#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdlib>
#include <string>

#include "core/json.hpp"
#include "core/lab.hpp"
#include "kinds/lab_run.hpp"
#include "kinds/registry.hpp"
#include "web/js_fields.hpp"

using emscripten::val;

namespace {

EM_JS(void, PostProgress, (double fraction, const char* phase), {
    postMessage({type: "progress", fraction: fraction, phase: phase ? UTF8ToString(phase) : ""});
});

void ReportProgress(const pgw::Progress& progress, void* context)
{
    double& last = *static_cast<double*>(context);
    const double now = emscripten_get_now();
    if (now - last < 50.0)
        return;
    last = now;
    PostProgress(progress.fraction(), progress.phase());
}

// A batch of a Lab run's levels, its bytes moved to the page (not copied).
EM_JS(void, PostLabBatch, (const char* data, int size, double done, double total), {
    const bytes = HEAPU8.slice(data, data + size);
    postMessage({type: "lab", bytes: bytes, done: done, total: total}, [bytes.buffer]);
});

// The tests' pace (Module.setJobPace on the page): each poll waits it out, as a job's thread sleeps it.
void KeepPace(const pgw::Progress& progress, void*)
{
    const double until = emscripten_get_now() + progress.pace_us() / 1000.0;
    while (emscripten_get_now() < until)
    {
    }
}

std::string Failure(const std::string& error)
{
    return pgw::JsonObject().add("ok", false).add("error", error).str();
}

std::string Success(const std::string& result)
{
    return pgw::JsonObject().add("ok", true).add_raw("result", result).str();
}

// op "lab": a = a Lab link, b = the tests' pace in µs ("" or "0": none).
std::string RunLab(const std::string& link, const std::string& pace)
{
    pgw::LabSpec spec;
    std::string error;
    if (!pgw::parse_lab_link(link, spec, error))
        return Failure(error);
    pgw::Progress progress;
    const unsigned pace_us = static_cast<unsigned>(std::strtoul(pace.c_str(), nullptr, 10));
    if (pace_us > 0)
    {
        progress.set_pace_us(pace_us);
        progress.set_poll_hook(&KeepPace, nullptr);
    }
    std::string batch;
    double done = 0.0, total = static_cast<double>(spec.cells() * static_cast<std::uint64_t>(spec.count));
    double last = emscripten_get_now();
    PostLabBatch(batch.data(), 0, 0.0, total);  // started: the page knows the worker runs
    pgw::LabRunOptions options;
    options.keep_codes = false;
    options.each = [&](const pgw::LabLevel& level) {
        pgw::encode_lab_level(level, batch);
        ++done;
        const double now = emscripten_get_now();
        if (now - last < 50.0 && done < total)
            return;
        last = now;
        PostLabBatch(batch.data(), static_cast<int>(batch.size()), done, total);
        batch.clear();
    };
    pgw::LabRun run;
    if (!pgw::run_lab(spec, options, progress, run, error))
        return Failure(error);
    if (!batch.empty())
        PostLabBatch(batch.data(), static_cast<int>(batch.size()), done, total);
    return Success(pgw::JsonObject()
                       .add("levels", static_cast<std::int64_t>(run.levels.size()))
                       .add("cancelled", run.cancelled)
                       .add("threads", run.stats.threads)
                       .str());
}

// op "generate": a = params text, or a JSON object of form fields; b = seed.
// op "solve" and "describe": a = level code. op "collection": a = a
// collection link (no kind). Answers one JSON object.
std::string KindsRun(const std::string& op, const std::string& kind_name, const std::string& a, const std::string& b)
{
    if (op == "collection")
    {
        const pgw::KindAnswer answer = pgw::collection_answer(a);
        return answer.ok ? Success(answer.json) : Failure(answer.error);
    }
    if (op == "lab")
        return RunLab(a, b);
    const pgw::KindApi* kind = pgw::find_kind(kind_name);
    if (kind == nullptr)
        return Failure("unknown kind '" + kind_name + "'");
    pgw::Progress progress;
    double last_report = 0.0;
    progress.set_poll_hook(&ReportProgress, &last_report);
    if (op == "generate")
    {
        std::string params = a, error;
        if (!a.empty() && a[0] == '{' &&
            !kind->params_from_fields(pgw::web::FieldsFromJs(val::global("JSON").call<val>("parse", a)), params, error))
            return Failure(error);
        const pgw::KindAnswer answer = pgw::generate_answer(*kind, params, b, progress);
        if (!answer.ok)
            return Failure(answer.error);
        return Success(answer.json);
    }
    if (op == "solve" || op == "describe")
    {
        const pgw::KindAnswer answer = op == "solve" ? kind->solve(a, progress) : kind->describe(a);
        if (!answer.ok)
            return Failure(answer.error);
        return Success(answer.json);
    }
    return Failure("unknown operation '" + op + "' (generate, solve, describe, collection, lab)");
}

}  // namespace

EMSCRIPTEN_BINDINGS(pgw_kinds_worker)
{
    emscripten::function("kindsRun", &KindsRun);
}

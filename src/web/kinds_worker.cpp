// kinds_worker.cpp — the kinds' text interface in a plain Web Worker (no
// threads): web/pgw-kinds-worker.js calls Module.kindsRun for each request.
//
// The worker is single-threaded, so nobody else can read the Progress while
// the work runs: a poll hook posts it to the page (at most every 50 ms).
// Cancel is the page terminating the worker.

#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json.hpp"
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

std::string Failure(const std::string& error)
{
    return pgw::JsonObject().add("ok", false).add("error", error).str();
}

std::string Success(const std::string& result)
{
    return pgw::JsonObject().add("ok", true).add_raw("result", result).str();
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
    return Failure("unknown operation '" + op + "' (generate, solve, describe, collection)");
}

}  // namespace

EMSCRIPTEN_BINDINGS(pgw_kinds_worker)
{
    emscripten::function("kindsRun", &KindsRun);
}

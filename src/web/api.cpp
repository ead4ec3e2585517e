// api.cpp — the JS API a page calls (web/pgw-api.js wraps it in promises).
//
//   Module.apiKinds()                   [{"name", "default_params"}] as JSON
//   Module.apiParams(kind, fields)      fields (a JS object) as params text:
//                                       {"ok":true,"params":"…"} or {"ok":false,"error":"…"}
//   Module.apiCheckLink(text)           a link or code checked: {"ok","kind","type","code","params","seed"}
//   Module.apiDescribe(code)            {"ok":true,"level":{…}} or the error
//   Module.apiCollection(link)          {"ok":true,"collection":{…}} (kinds/registry.hpp's
//                                       collection_answer) or the error
//   Module.apiStart(op, kind, a, b)     starts "generate" (a params text, b seed) or "solve"
//                                       (a code) on a worker thread: {"ok":true,"job":id}
//   Module.apiPoll(id)                  {"state":"running","progress","phase"} | {"state":"done",
//                                       "result":{…}} | {"state":"failed","error"} | {"state":"unknown"}
//   Module.apiCancel(id)                drops the job; its thread stops at its next poll
//
// Everything is text in and JSON out, through the kinds' KindApi: the same
// calls the CLI and links use. Names and shapes are a contract with
// web/pgw-api.js and web/pgw-api.d.ts: change them together.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <map>
#include <memory>
#include <string>

#include "core/job.hpp"
#include "core/json.hpp"
#include "kinds/registry.hpp"
#include "web/js_fields.hpp"

using emscripten::val;

namespace {

std::string Failure(const std::string& error)
{
    return pgw::JsonObject().add("ok", false).add("error", error).str();
}

// A job id apiPoll does not know (never started, finished or cancelled).
std::string Unknown()
{
    return pgw::JsonObject().add("state", "unknown").str();
}

std::string ApiKinds()
{
    pgw::JsonArray out;
    for (const pgw::KindApi* kind : pgw::all_kinds())
        out.add(pgw::JsonObject().add("name", kind->name).add("default_params", kind->default_params));
    return out.str();
}

std::string ApiParams(const std::string& kind_name, val fields)
{
    const pgw::KindApi* kind = pgw::find_kind(kind_name);
    if (kind == nullptr)
        return Failure("unknown kind '" + kind_name + "'");
    std::string params, error;
    if (!kind->params_from_fields(pgw::web::FieldsFromJs(fields), params, error))
        return Failure(error);
    return pgw::JsonObject().add("ok", true).add("params", params).str();
}

std::string ApiCheckLink(const std::string& text)
{
    pgw::Link link;
    std::string error;
    if (!pgw::check_link(text, link, error))
        return Failure(error);
    return pgw::JsonObject()
        .add("ok", true)
        .add("kind", link.kind)
        .add("type", pgw::link_type_name(link.type))
        .add("code", link.code)
        .add("params", link.params)
        .add("seed", link.seed)
        .str();
}

std::string ApiDescribe(const std::string& code)
{
    pgw::Link link;
    std::string error;
    if (!pgw::check_link(code, link, error) || link.type != pgw::Link::Type::Exact)
        return Failure(error.empty() ? "a level code is needed, not a recipe" : error);
    const pgw::KindAnswer answer = pgw::find_kind(link.kind)->describe(link.code);
    if (!answer.ok)
        return Failure(answer.error);
    return pgw::JsonObject().add("ok", true).add_raw("level", answer.json).str();
}

std::string ApiCollection(const std::string& link)
{
    const pgw::KindAnswer answer = pgw::collection_answer(link);
    if (!answer.ok)
        return Failure(answer.error);
    return pgw::JsonObject().add("ok", true).add_raw("collection", answer.json).str();
}

// --- Jobs -------------------------------------------------------------------

std::map<int, std::unique_ptr<pgw::Job<pgw::KindAnswer>>> g_Jobs;
int g_NextJob = 1;

std::string ApiStart(const std::string& op, const std::string& kind_name, const std::string& a, const std::string& b)
{
    const pgw::KindApi* kind = pgw::find_kind(kind_name);
    if (kind == nullptr)
        return Failure("unknown kind '" + kind_name + "'");
    pgw::Job<pgw::KindAnswer>::Work work;
    if (op == "generate")
    {
        // Checked here too, so a bad recipe is refused before any thread starts.
        const std::string problem = pgw::check_recipe(*kind, a, b);
        if (!problem.empty())
            return Failure(problem);
        work = [kind, a, b](pgw::Progress& progress) { return pgw::generate_answer(*kind, a, b, progress); };
    }
    else if (op == "solve")
    {
        const std::string problem = kind->check_code(a);
        if (!problem.empty())
            return Failure(problem);
        work = [kind, a](pgw::Progress& progress) { return kind->solve(a, progress); };
    }
    else
    {
        return Failure("unknown operation '" + op + "' (generate, solve)");
    }
    auto job = std::make_unique<pgw::Job<pgw::KindAnswer>>();
    if (!job->start(std::move(work)))
        return Failure("could not start a worker thread");
    const int id = g_NextJob++;
    g_Jobs[id] = std::move(job);
    return pgw::JsonObject().add("ok", true).add("job", id).str();
}

// A job stopped because the app's memory ran short (core/progress.hpp).
const char* const kOutOfMemory = "stopped: this needs more memory than the app has; try smaller parameters";

std::string ApiPoll(int id)
{
    const auto it = g_Jobs.find(id);
    if (it == g_Jobs.end())
        return Unknown();
    pgw::Job<pgw::KindAnswer>& job = *it->second;
    if (const pgw::Progress* progress = job.progress())
    {
        const char* phase = progress->phase();
        return pgw::JsonObject()
            .add("state", "running")
            .add("progress", progress->fraction())
            .add("phase", phase != nullptr ? phase : "")
            .str();
    }
    std::optional<pgw::KindAnswer> result = job.take_result();
    const bool out_of_memory = job.out_of_memory();
    g_Jobs.erase(it);
    if (out_of_memory)
        return pgw::JsonObject().add("state", "failed").add("error", kOutOfMemory).str();
    if (!result)
        return Unknown();
    if (result->ok)
        return pgw::JsonObject().add("state", "done").add_raw("result", result->json).str();
    return pgw::JsonObject()
        .add("state", result->cancelled ? "cancelled" : "failed")
        .add("error", result->cancelled ? std::string("cancelled") : result->error)
        .str();
}

void ApiCancel(int id)
{
    const auto it = g_Jobs.find(id);
    if (it == g_Jobs.end())
        return;
    it->second->cancel();
    g_Jobs.erase(it);
}

}  // namespace

EMSCRIPTEN_BINDINGS(pgw_api)
{
    emscripten::function("apiKinds", &ApiKinds);
    emscripten::function("apiParams", &ApiParams);
    emscripten::function("apiCheckLink", &ApiCheckLink);
    emscripten::function("apiDescribe", &ApiDescribe);
    emscripten::function("apiCollection", &ApiCollection);
    emscripten::function("apiStart", &ApiStart);
    emscripten::function("apiPoll", &ApiPoll);
    emscripten::function("apiCancel", &ApiCancel);
}

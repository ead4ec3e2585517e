// level_job.hpp — work about the level in play that runs beside the
// midend's one job (screen_job.hpp): a grading, an analysis. It runs once
// per level code, only while the midend's job is idle (the build without
// threads has one worker, and what the player asked for goes first), and
// its result is kept with the code it is for.
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "core/job.hpp"
#include "core/json.hpp"

namespace pgw::app {

template <class Result>
class LevelJob {
public:
    using Work = std::function<Result(Progress&)>;

    // Each frame: `code` is the level in play ("" for none), `busy` the
    // midend's job running; `make` gives the work for `code` when it starts.
    void Update(const std::string& code, bool busy, const std::function<Work()>& make, unsigned pace_us)
    {
        const bool wanted = !code.empty() && m_For != code && m_Short != code;
        if (!wanted || busy || m_Asked != code)
        {
            m_Job.cancel();  // a cancelled job's result is never taken
            m_Asked.clear();
            if (!wanted || busy)
                return;
        }
        if (std::optional<Result> done = m_Job.take_result())
        {
            Set(m_Asked, std::move(*done));
            m_Asked.clear();
            return;
        }
        if (m_Job.out_of_memory())
        {
            m_Short = m_Asked;  // stopped for memory: not again for this level
            m_Asked.clear();
            return;
        }
        if (!m_Job.running())
        {
            m_Asked = code;
            m_Job.start(make(), pace_us);
        }
    }
    // What another source already proved (the generator's certificate).
    void Set(const std::string& code, Result result)
    {
        m_Value = std::move(result);
        m_For = code;
    }
    bool Known(const std::string& code) const { return !code.empty() && m_For == code; }
    // For appState: {"known":…, "proved": to_json(the result)} about `code`.
    JsonObject State(const std::string& code, std::string (*to_json)(const Result&)) const
    {
        JsonObject out;
        out.add("known", Known(code));
        if (Known(code))
            out.add_raw("proved", to_json(m_Value));
        return out;
    }
    const Result& Value() const { return m_Value; }

private:
    Job<Result> m_Job;
    std::string m_Asked;  // the code the running job is for
    Result m_Value{};
    std::string m_For;    // the code m_Value is for
    std::string m_Short;  // the code whose job memory ran short under
};

}  // namespace pgw::app

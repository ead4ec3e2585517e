// form_params.cpp — see form_params.hpp.
#include "app/midend/form_params.hpp"

#include <cmath>
#include <cstdio>

#include "core/link.hpp"

namespace pgw::app {

FormParams& FormParams::Number(const char* key, int* field)
{
    m_Setters[key] = [field](const ParamValue& value) {
        if (value.Kind != ParamValue::Type::Number || !std::isfinite(value.Number) || std::fabs(value.Number) > 1e6)
            return std::string("expected a number");
        *field = static_cast<int>(std::lround(value.Number));
        return std::string();
    };
    return *this;
}

FormParams& FormParams::Flag(const char* key, bool* field)
{
    m_Setters[key] = [field](const ParamValue& value) {
        if (value.Kind != ParamValue::Type::Bool)
            return std::string("expected true or false");
        *field = value.Bool;
        return std::string();
    };
    return *this;
}

FormParams& FormParams::Seed(char* field, size_t size)
{
    m_Setters["seed"] = [field, size](const ParamValue& value) {
        if (value.Kind == ParamValue::Type::Bool)
            return std::string("expected text");
        const std::string text = value.Kind == ParamValue::Type::Text ? value.Text : std::to_string(std::llround(value.Number));
        if (text.size() >= size)
            return "longer than " + std::to_string(size - 1) + " characters";
        std::snprintf(field, size, "%s", text.c_str());
        return std::string();
    };
    return *this;
}

FormParams& FormParams::Text(const char* key, std::function<bool(const std::string&)> accept, const char* expected)
{
    m_Setters[key] = [accept, expected](const ParamValue& value) {
        if (value.Kind != ParamValue::Type::Text || !accept(value.Text))
            return std::string("expected ") + expected;
        return std::string();
    };
    return *this;
}

FormParams& FormParams::Then(std::function<std::string()> step)
{
    m_Then.push_back(std::move(step));
    return *this;
}

bool FormParams::Apply(const ParamMap& params, std::string* error) const
{
    std::string problems;
    for (const auto& [key, value] : params)
    {
        const auto setter = m_Setters.find(key);
        const std::string problem = setter == m_Setters.end() ? std::string("unknown parameter") : setter->second(value);
        if (!problem.empty())
            problems += (problems.empty() ? "" : "; ") + key + ": " + problem;
    }
    for (const auto& step : m_Then)
    {
        const std::string problem = step();
        if (!problem.empty())
            problems += (problems.empty() ? "" : "; ") + problem;
    }
    if (error != nullptr)
        *error = problems;
    return problems.empty();
}

}  // namespace pgw::app

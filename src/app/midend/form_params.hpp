// form_params.hpp — Module.setParams into a screen's form (the test hooks' way in).
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/midend/screen.hpp"

namespace pgw::app {

// Module.setParams into a screen's form: the screen names its fields, values
// are type-checked here, and every problem is named ("width: expected a
// number"); the fields that fit still apply.
class FormParams {
public:
    FormParams& Number(const char* key, int* field);
    FormParams& Flag(const char* key, bool* field);
    FormParams& Seed(char* field, size_t size);  // key "seed": text, or a number
    // Text that `accept` takes (it stores it), else "expected <expected>".
    FormParams& Text(const char* key, std::function<bool(const std::string&)> accept, const char* expected);
    // A step after every value has applied (a field that depends on another);
    // what it returns, when not empty, is a problem named as it is.
    FormParams& Then(std::function<std::string()> step);
    bool Apply(const ParamMap& params, std::string* error) const;

private:
    // A value's setter: empty when it applied, else what was expected.
    std::map<std::string, std::function<std::string(const ParamValue&)>> m_Setters;
    std::vector<std::function<std::string()>> m_Then;
};

}  // namespace pgw::app

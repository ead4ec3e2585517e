// js_fields.hpp — a JS object of form fields as a kind's ParamFields.
#pragma once

#include <emscripten/val.h>

#include <string>

#include "core/kind_api.hpp"

namespace pgw::web {

// Every own key, its value as String() gives it: {width: 7, unique: true}
// becomes {"width": "7", "unique": "true"}.
inline ParamFields FieldsFromJs(const emscripten::val& object)
{
    ParamFields fields;
    const emscripten::val keys = emscripten::val::global("Object").call<emscripten::val>("keys", object);
    const unsigned count = keys["length"].as<unsigned>();
    for (unsigned i = 0; i < count; ++i)
    {
        const std::string key = keys[i].as<std::string>();
        fields[key] = emscripten::val::global("String")(object[key]).as<std::string>();
    }
    return fields;
}

}  // namespace pgw::web

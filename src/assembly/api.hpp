// api.hpp — Assembly behind the shared kind interface (core/kind_api.hpp).
#pragma once

#include "core/kind_api.hpp"

namespace pgw::assembly {

const KindApi& api();

}  // namespace pgw::assembly

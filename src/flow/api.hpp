// api.hpp — Flow behind the shared kind interface (core/kind_api.hpp).
#pragma once

#include "core/kind_api.hpp"

namespace pgw::flow {

const KindApi& api();

}  // namespace pgw::flow

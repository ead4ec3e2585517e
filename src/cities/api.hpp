// api.hpp — Cities behind the shared kind interface (core/kind_api.hpp).
#pragma once

#include "core/kind_api.hpp"

namespace pgw::cities {

const KindApi& api();

}  // namespace pgw::cities

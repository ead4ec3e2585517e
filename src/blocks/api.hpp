// api.hpp — Blocks behind the shared KindApi (core/kind_api.hpp).
#pragma once

#include "core/kind_api.hpp"

namespace pgw::blocks {

const KindApi& api();

}  // namespace pgw::blocks

// api.hpp — Slide behind the shared kind interface (core/kind_api.hpp).
#pragma once

#include "core/kind_api.hpp"

namespace pgw::slide {

const KindApi& api();

}  // namespace pgw::slide

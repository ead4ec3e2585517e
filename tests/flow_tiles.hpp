// flow_tiles.hpp — catalogue tiles by name, for Flow tests that build boards by hand.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "flow/catalogue.hpp"

namespace pgw::test {

inline int tile_named(const std::string& name) {
  for (const flow::TileType& t : flow::catalogue())
    if (t.name == name) return t.id;
  FAIL("no tile named " << name);
  return -1;
}

}  // namespace pgw::test

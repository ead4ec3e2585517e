// api.cpp — see api.hpp.
#include "slide/api.hpp"

#include "core/rng.hpp"
#include "slide/generator.hpp"
#include "slide/text.hpp"

namespace pgw::slide {

namespace {

KindGenerated generate_recipe(std::string_view text, std::string_view seed, Progress& progress) {
  KindGenerated out;
  Params params;
  if (!decode_params(text, params, out.error)) return out;
  const Generated g = generate(params, seed_from_text(seed), progress);
  out.cancelled = g.cancelled;
  out.ok = g.found && !g.cancelled;
  if (out.ok)
    out.code = encode_level(g.level);
  else if (!g.cancelled)
    out.error = "no solvable position was found";
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"slide", "6x6.m8.s20.v15", decode_error<Params, decode_params>,
                               decode_error<Level, decode_level>, generate_recipe};
  return kApi;
}

}  // namespace pgw::slide

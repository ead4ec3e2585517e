// api.cpp — see api.hpp.
#include "flow/api.hpp"

#include "core/rng.hpp"
#include "flow/generator.hpp"
#include "flow/text.hpp"

namespace pgw::flow {

namespace {

KindGenerated generate_recipe(std::string_view text, std::string_view seed, Progress& progress) {
  KindGenerated out;
  Params params;
  if (!decode_params(text, params, out.error)) return out;
  const Generated g = generate(params, seed_from_text(seed), progress);
  out.cancelled = g.cancelled;
  out.ok = g.ok;
  if (g.ok)
    out.code = encode_level(g.level);
  else if (!g.cancelled)
    out.error = g.error;
  return out;
}

}  // namespace

const KindApi& api() {
  static const KindApi kApi{"flow", "7x7.countryside.d60", decode_error<Params, decode_params>,
                               decode_error<Level, decode_level>, generate_recipe};
  return kApi;
}

}  // namespace pgw::flow

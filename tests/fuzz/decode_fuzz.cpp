// decode_fuzz.cpp — libFuzzer target for everything that reads user text.
//
// Level codes and params texts arrive from links, the clipboard and the CLI,
// so bad input must give a clear message, never a crash or a hang. This
// target feeds each input, as text, to every decoder:
//
//   pgw::base64url_decode, pgw::unwrap_code (for "slide", "flow" and whatever
//   kind the text itself names), pgw::slide::decode_level,
//   pgw::slide::decode_params, pgw::slide::parse_board,
//   pgw::flow::decode_level, pgw::flow::decode_params,
//   pgw::cities::decode_level, pgw::cities::decode_params,
//   pgw::assembly::parse_ump (a .ump text; `extends` reads the input again,
//   so nesting and cycles are exercised too), pgw::assembly::decode_level,
//   pgw::assembly::decode_params (a pasted map text packed into it too),
//   pgw::unpack_text, pgw::check_daily_date (with daily_recipe).
//
// Level codes whose checksum is wrong are also tried resealed (see reseal()),
// so mutated payloads reach the kinds' readers.
//
// All of them, not one picked by the first byte: each is linear in the input
// and quick to reject, the corpus stays plain codes and texts (readable,
// pasteable into the app or `levelgen flow solve --code`), and a mutation of
// a slide code also exercises flow's "wrong kind" path and so on.
//
// Properties (a violation calls abort(), which libFuzzer reports as a crash):
//   - a decoder that returns false leaves a non-empty error message, valid
//     UTF-8 whenever the input was;
//   - a decoder that returns true gives a value that survives a round trip:
//     e1 = encode(decode(input)) decodes again, to a value equal to the
//     first (field by field), and encodes to e1 again;
//   - a parsed slide board that check_level accepts also round-trips through
//     a level code;
//   - pack_text(input) unpacks to the input;
//   - a date check_daily_date accepts is the UTC date of its own noon and
//     gives a recipe;
//   - no decoder hangs (libFuzzer's -timeout) or misbehaves in memory
//     (AddressSanitizer, UndefinedBehaviorSanitizer: built with -fsanitize=
//     fuzzer,address,undefined and -fno-sanitize-recover=all).
//
// Build and run: scripts/fuzz.sh [SECONDS] (build/fuzz, a copy of the corpus
// in build/fuzz/corpus-work). scripts/test.sh runs it briefly as one layer.
//
// Seed corpus (tests/fuzz/corpus/): real codes from build/native/levelgen
// (`levelgen slide generate … | code`, `levelgen flow generate …`, sizes from
// 2×2 to 40×40, every environment, blank and unique), params texts (with
// difficulties, Slide's climb token, and a band with hardest), slide
// boards, and broken inputs: bad checksum, character, length, kind, version,
// out-of-range values, unknown tiles and flags, a solution that does not
// solve, a varint that never ends. Inputs that once crashed go there too.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/codec.hpp"
#include "core/pack.hpp"
#include "assembly/parser.hpp"
#include "assembly/text.hpp"
#include "cities/text.hpp"
#include "flow/text.hpp"
#include "kinds/daily.hpp"
#include "slide/model.hpp"
#include "slide/text.hpp"

namespace {

[[noreturn]] void violation(const char* decoder, const std::string& what) {
  std::fprintf(stderr, "decode_fuzz: %s: %s\n", decoder, what.c_str());
  std::abort();
}

// Strict UTF-8: no overlong forms, surrogates or code points past U+10FFFF.
bool valid_utf8(std::string_view s) { return pgw::utf8_error_offset(s) == std::string_view::npos; }

// Whether the current input is valid UTF-8 (set once per input).
bool g_input_utf8 = false;

// A false result must come with a message for the user, and a message about
// text that was valid UTF-8 must be valid UTF-8 too (it is shown in the page
// and printed by the CLI; half a character quoted back is not a clear message).
void check_error(const char* decoder, bool ok, const std::string& error) {
  if (ok) return;
  if (error.empty()) violation(decoder, "returned false with an empty error message");
  if (g_input_utf8 && !valid_utf8(error)) violation(decoder, "error message is not valid UTF-8: " + error);
}

// The same value, field by field (the Levels have no operator==).
bool same(const pgw::slide::Level& a, const pgw::slide::Level& b) {
  return a.layout.width == b.layout.width && a.layout.height == b.layout.height && a.layout.goal == b.layout.goal &&
         a.layout.walls == b.layout.walls && a.start == b.start;
}
bool same(const pgw::flow::Level& a, const pgw::flow::Level& b) {
  return a.board.width == b.board.width && a.board.height == b.board.height &&
         a.board.environment == b.board.environment && a.board.tiles == b.board.tiles && a.solution == b.solution &&
         a.start == b.start && a.locked == b.locked;
}
bool same(const pgw::cities::Level& a, const pgw::cities::Level& b) { return a.params == b.params && a.seed == b.seed; }
bool same(const pgw::assembly::Recipe& a, const pgw::assembly::Recipe& b) {
  return a.fixture == b.fixture && a.text == b.text && a.assembly == b.assembly && a.cvars == b.cvars;
}
bool same(const pgw::assembly::Level& a, const pgw::assembly::Level& b) {
  bool placed = a.placed.size() == b.placed.size();
  for (std::size_t i = 0; placed && i < a.placed.size(); ++i)
    placed = a.placed[i].tile == b.placed[i].tile && a.placed[i].x == b.placed[i].x && a.placed[i].y == b.placed[i].y;
  return same(a.recipe, b.recipe) && a.seed == b.seed && a.replans == b.replans && placed;
}
bool same(const pgw::slide::Params& a, const pgw::slide::Params& b) { return a == b; }
bool same(const pgw::cities::Params& a, const pgw::cities::Params& b) { return a == b; }
bool same(const pgw::flow::Params& a, const pgw::flow::Params& b) { return a == b; }

// encode(decode(input)) must decode again, to the same value, and encode to
// the same text.
template <class Value, class Encode, class Decode>
void check_round_trip(const char* decoder, const Value& value, Encode encode, Decode decode) {
  const std::string first = encode(value);
  Value again{};
  std::string error;
  if (!decode(first, again, error)) violation(decoder, "its own encoding '" + first + "' is rejected: " + error);
  if (!same(value, again)) violation(decoder, "'" + first + "' decodes to a different value");
  const std::string second = encode(again);
  if (second != first) violation(decoder, "encoding '" + first + "' decodes and encodes to '" + second + "'");
}

void fuzz_base64(std::string_view text) {
  std::vector<std::uint8_t> bytes;
  std::string error;
  const bool ok = pgw::base64url_decode(text, bytes, error);
  check_error("base64url_decode", ok, error);
  if (!ok) return;
  const std::string encoded = pgw::base64url_encode(bytes);
  std::vector<std::uint8_t> again;
  if (!pgw::base64url_decode(encoded, again, error) || again != bytes)
    violation("base64url_decode", "bytes do not survive encode/decode");
}

void fuzz_unwrap(std::string_view text, std::string_view kind) {
  std::vector<std::uint8_t> payload;
  std::string error;
  const bool ok = pgw::unwrap_code(text, kind, 1, payload, error);
  check_error("unwrap_code", ok, error);
  if (!ok) return;
  const std::string wrapped = pgw::wrap_code(kind, 1, payload);
  std::vector<std::uint8_t> again;
  if (!pgw::unwrap_code(wrapped, kind, 1, again, error) || again != payload)
    violation("unwrap_code", "payload does not survive wrap/unwrap of '" + wrapped + "'");
}

template <class Value, class Encode, class Decode>
void fuzz_decoder(const char* decoder, std::string_view text, Encode encode, Decode decode) {
  Value value{};
  std::string error;
  const bool ok = decode(text, value, error);
  check_error(decoder, ok, error);
  if (ok) check_round_trip<Value>(decoder, value, encode, decode);
}

void fuzz_slide_board(std::string_view text) {
  pgw::slide::Level level;
  std::string error;
  const bool ok = pgw::slide::parse_board(text, level, error);
  check_error("slide::parse_board", ok, error);
  if (!ok) return;
  const auto format = [](const pgw::slide::Level& l) { return pgw::slide::format_board(l.layout, l.start); };
  check_round_trip<pgw::slide::Level>("slide::parse_board", level, format, pgw::slide::parse_board);
  // A board the editor would accept must also travel as a level code.
  if (pgw::slide::check_level(level).empty())
    check_round_trip<pgw::slide::Level>("slide::parse_board → slide::decode_level", level,
                                        pgw::slide::encode_level, pgw::slide::decode_level);
}

// The input with its checksum made right: "<kind>-<base64url>" whose bytes,
// less the last 4 (the CRC) when there are 5 or more, are framed again by
// wrap_code. Random mutations almost never keep a CRC-32 valid, so without
// this the fuzzer would rarely get past unwrap_code into the kinds' payload
// readers. Empty when the input has no such shape.
std::string reseal(std::string_view text) {
  const std::size_t dash = text.find('-');
  if (dash == std::string_view::npos) return "";
  std::vector<std::uint8_t> bytes;
  std::string error;
  if (!pgw::base64url_decode(text.substr(dash + 1), bytes, error)) return "";
  if (bytes.size() >= 5) bytes.resize(bytes.size() - 4);
  if (bytes.empty()) return "";
  const std::vector<std::uint8_t> payload(bytes.begin() + 1, bytes.end());
  return pgw::wrap_code(text.substr(0, dash), bytes[0], payload);
}

void fuzz_ump(std::string_view text) {
  const std::string input(text);
  const pgw::assembly::UmpLoader load = [&input](const std::string&, std::string& out) {
    out = input;
    return true;
  };
  pgw::assembly::Ump ump;
  pgw::assembly::Diagnostic error;
  const bool ok = pgw::assembly::parse_ump(text, "fuzz.ump", load, ump, error);
  check_error("assembly::parse_ump", ok, error.message);
  if (ok)
    for (const pgw::assembly::Tile& tile : ump.tiles)
      if (tile.width < 1 || tile.height < 1 || tile.width > pgw::assembly::kMaxTileSize ||
          tile.height > pgw::assembly::kMaxTileSize || tile.cells.size() != static_cast<std::size_t>(tile.width * tile.height))
        violation("assembly::parse_ump", "kept a tile of an impossible size");
}

// Any text packs and unpacks to itself; any bytes unpack to a text that
// packs again, or are refused with a message.
void fuzz_pack(std::string_view text) {
  std::string back, error;
  if (!pgw::unpack_text(pgw::pack_text(text), text.size(), back, error) || back != text)
    violation("pack_text", "the text did not unpack to itself: " + error);
  const std::vector<std::uint8_t> bytes(text.begin(), text.end());
  const bool ok = pgw::unpack_text(bytes, pgw::assembly::kMaxPastedText, back, error);
  check_error("unpack_text", ok, error);
  std::string again;
  if (ok && (!pgw::unpack_text(pgw::pack_text(back), back.size(), again, error) || again != back))
    violation("unpack_text", "an unpacked text did not pack and unpack to itself");
}

void fuzz_level_decoders(std::string_view text) {
  fuzz_decoder<pgw::slide::Level>("slide::decode_level", text, pgw::slide::encode_level, pgw::slide::decode_level);
  fuzz_decoder<pgw::flow::Level>("flow::decode_level", text, pgw::flow::encode_level, pgw::flow::decode_level);
  fuzz_decoder<pgw::cities::Level>("cities::decode_level", text, pgw::cities::encode_level,
                                   pgw::cities::decode_level);
  fuzz_decoder<pgw::assembly::Level>("assembly::decode_level", text, pgw::assembly::encode_level,
                                     pgw::assembly::decode_level);
}

}  // namespace

void fuzz_daily(std::string_view text) {
  std::string error;
  const bool ok = pgw::check_daily_date(text, error);
  check_error("check_daily_date", ok, error);
  if (!ok) return;
  const std::string date(text);
  // Days from 1970-01-01 to the date, by stepping a day at a time from the
  // year's first day: noon of that day must be the date again.
  const int year = std::atoi(date.substr(0, 4).c_str());
  std::int64_t days = 0;
  for (int y = 1970; y < year; ++y) days += (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 366 : 365;
  std::string at = pgw::utc_date(days * 86400 + 43200);
  for (int i = 0; i < 366 && at != date; ++i) at = pgw::utc_date((++days) * 86400 + 43200);
  if (at != date) violation("check_daily_date", "accepted '" + date + "', which no day of its year is");
  pgw::DailyRecipe recipe;
  if (!pgw::daily_recipe("slide", date, recipe, error)) violation("daily_recipe", "refused '" + date + "': " + error);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  g_input_utf8 = valid_utf8(text);

  fuzz_base64(text);
  fuzz_unwrap(text, "slide");
  fuzz_unwrap(text, "flow");
  // Any kind the text names itself (the frame is the same for every kind).
  const std::size_t dash = text.find('-');
  if (dash != std::string_view::npos && dash > 0 && dash <= 16) fuzz_unwrap(text, text.substr(0, dash));

  fuzz_level_decoders(text);
  const std::string resealed = reseal(text);
  if (!resealed.empty() && resealed != text) fuzz_level_decoders(resealed);

  fuzz_decoder<pgw::slide::Params>("slide::decode_params", text, pgw::slide::encode_params,
                                   pgw::slide::decode_params);
  fuzz_slide_board(text);
  fuzz_decoder<pgw::flow::Params>("flow::decode_params", text, pgw::flow::encode_params, pgw::flow::decode_params);
  fuzz_decoder<pgw::cities::Params>("cities::decode_params", text, pgw::cities::encode_params,
                                    pgw::cities::decode_params);
  fuzz_decoder<pgw::assembly::Recipe>("assembly::decode_params", text, pgw::assembly::encode_params,
                                      pgw::assembly::decode_params);
  fuzz_ump(text);
  fuzz_pack(text);
  fuzz_daily(text);
  return 0;
}

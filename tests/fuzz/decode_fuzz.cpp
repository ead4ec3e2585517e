// decode_fuzz.cpp — libFuzzer target for everything that reads user text.
//
// Level codes and params texts arrive from links, the clipboard and the CLI,
// so bad input must give a clear message, never a crash or a hang. This
// target feeds each input, as text, to every reader of every kind registered
// in src/kinds/registry.cpp (a new kind is fuzzed without a line here):
//
//   each kind's read_params (its decode_params) and read_code (its
//   decode_level, also with the input's checksum made right: reseal()), and
//   its more_readers (Slide's board text, Assembly's .ump parser, …);
//   and the shared layers: pgw::base64url_decode, pgw::unwrap_code (for
//   every kind's name and whatever kind the text itself names),
//   pgw::unpack_text, pgw::range_unpack, pgw::check_daily_date (with
//   daily_recipe), pgw::parse_collection_link (also with a hand-made link's
//   checksum made right) and pgw::parse_collection_text (with find_kind),
//   each followed by check_collection, and the Lab's pgw::parse_lab_link
//   (followed by lab_cells with find_kind) and pgw::parse_lab_sweep.
//
// All of them, not one picked by the first byte: each is linear in the input
// and quick to reject, the corpus stays plain codes and texts (readable,
// pasteable into the app or `levelgen flow solve --code`), and a mutation of
// a slide code also exercises flow's "wrong kind" path and so on.
//
// Properties (a violation calls abort(), which libFuzzer reports as a crash):
//   - a reader that refuses the text leaves a non-empty error message, valid
//     UTF-8 whenever the input was;
//   - a reader that accepts it gives a value that survives a round trip
//     (pgw::TextRead::broken is empty; core/kind_api.hpp's read_text: e1 =
//     encode(decode(input)) decodes again, to a value equal to the first,
//     and encodes to e1 again; a Slide board the editor accepts also
//     round-trips through a level code; a .ump tile has a possible size);
//   - pack_text(input) and range_pack(input) unpack to the input;
//   - a collection either reader accepts gives a link
//     (collection_link_fragment) that reads back to an equal collection;
//   - a Lab link parse_lab_link accepts writes (lab_link_fragment) a link
//     that reads back to an equal spec and writes the same again;
//   - a date check_daily_date accepts is the UTC date of its own noon and
//     gives a recipe;
//   - no reader hangs (libFuzzer's -timeout) or misbehaves in memory
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
// boards, daily dates, .ump texts, and broken inputs: bad checksum, character, length,
// kind, version, out-of-range values, unknown tiles and flags, a solution
// that does not solve, a varint that never ends. Inputs that once crashed go
// there too.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "assembly/text.hpp"
#include "core/codec.hpp"
#include "core/collection.hpp"
#include "core/lab.hpp"
#include "core/pack.hpp"
#include "core/range_code.hpp"
#include "core/records.hpp"
#include "kinds/daily.hpp"
#include "kinds/registry.hpp"

namespace {

[[noreturn]] void violation(const std::string& reader, const std::string& what) {
  std::fprintf(stderr, "decode_fuzz: %s: %s\n", reader.c_str(), what.c_str());
  std::abort();
}

// Strict UTF-8: no overlong forms, surrogates or code points past U+10FFFF.
bool valid_utf8(std::string_view s) { return pgw::utf8_error_offset(s) == std::string_view::npos; }

// Whether the current input is valid UTF-8 (set once per input).
bool g_input_utf8 = false;

// A false result must come with a message for the user, and a message about
// text that was valid UTF-8 must be valid UTF-8 too (it is shown in the page
// and printed by the CLI; half a character quoted back is not a clear message).
void check_error(const std::string& reader, bool ok, const std::string& error) {
  if (ok) return;
  if (error.empty()) violation(reader, "returned false with an empty error message");
  if (g_input_utf8 && !valid_utf8(error)) violation(reader, "error message is not valid UTF-8: " + error);
}

void check_read(const std::string& reader, const pgw::TextRead& read) {
  check_error(reader, read.ok, read.error);
  if (read.ok && !read.broken.empty()) violation(reader, read.broken);
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

// Bytes range-pack and unpack to themselves; any bytes unpack to something,
// or are refused with a message. The coder is bit by bit, and the slowest
// code here under the fuzzer's instrumentation, so it sees the input's first
// 64 bytes and unpacks at most 128 (collection links reach it with whole
// inputs; tests/test_collection.cpp packs long ones).
void fuzz_range(std::string_view text) {
  const std::vector<std::uint8_t> bytes(
      text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(text.size(), 64)));
  std::vector<std::uint8_t> back;
  std::string error;
  if (!pgw::range_unpack(pgw::range_pack(bytes), bytes.size(), back, error) || back != bytes)
    violation("range_pack", "the bytes did not unpack to themselves: " + error);
  const bool ok = pgw::range_unpack(bytes, 128, back, error);
  check_error("range_unpack", ok, error);
}

// A collection a reader accepted: its link reads back equal, and the kinds'
// check answers with a message or not at all.
void check_collection_read(const std::string& reader, const pgw::Collection& collection) {
  const std::string link = pgw::collection_link_fragment(collection);
  pgw::Collection again;
  std::string error;
  if (!pgw::parse_collection_link(link, again, error))
    violation(reader, "its own link '" + link.substr(0, 200) + "' is refused: " + error);
  if (!(again == collection)) violation(reader, "'" + link.substr(0, 200) + "' reads back as another collection");
  const bool ok = pgw::check_collection(collection, pgw::find_kind, error, pgw::kind_names());
  check_error(reader + " (check_collection)", ok, error);
}

void fuzz_collection_link(std::string_view text) {
  pgw::Collection collection;
  std::string error;
  const bool ok = pgw::parse_collection_link(text, collection, error);
  check_error("parse_collection_link", ok, error);
  if (ok) check_collection_read("parse_collection_link", collection);
}

// A hand-made collection link with its checksum made right, so mutations
// reach the levels' reader: "…collection/list-<base64url>" resealed.
std::string reseal_collection(std::string_view text) {
  const std::size_t at = text.find("collection/list-");
  if (at == std::string_view::npos) return "";
  const std::string code = reseal(text.substr(at + 11));
  return code.empty() ? "" : "#collection/" + code;
}

void fuzz_collection_text(std::string_view text) {
  pgw::Collection collection;
  std::string error;
  const bool ok = pgw::parse_collection_text(text, pgw::find_kind, collection, error, pgw::kind_names());
  check_error("parse_collection_text", ok, error);
  if (ok) check_collection_read("parse_collection_text", collection);
}

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

// The player's records (core/records.hpp): the store's text (load_records)
// and an exported progress file or a store text (import_records, merged into
// records that already hold a solve, a collection and a place). Accepted:
// save_records then load_records gives the same records, and `added` is how
// many solves the import added. Refused: a message, the records untouched.
void fuzz_records(std::string_view text) {
  std::string error;
  const auto round_trip = [&](const std::string& reader, const pgw::Records& records) {
    pgw::Records again;
    std::string again_error;
    if (!pgw::load_records(pgw::save_records(records), again, again_error) || !(again == records))
      violation(reader, "the records do not survive save_records/load_records: " + again_error);
  };
  pgw::Records loaded;
  const bool ok = pgw::load_records(text, loaded, error);
  check_error("load_records", ok, error);
  if (ok) round_trip("load_records", loaded);

  pgw::Records base;
  base.add(pgw::Solve{pgw::level_id("flow-AQUF"), "flow", 5, 5, pgw::Difficulty::Easy, "2026-11-24", 1000, 9, 9, 0, true});
  base.collections.push_back("#collection/x");
  base.set_place("#collection/x", 1, 100);
  pgw::Records merged = base;
  int added = -1;
  const bool imported = pgw::import_records(text, merged, added, error);
  check_error("import_records", imported, error);
  if (!imported && !(merged == base)) violation("import_records", "refused, but changed the records");
  if (imported && merged.solves.size() != base.solves.size() + static_cast<std::size_t>(added))
    violation("import_records", "'added' is not the number of solves added");
  if (imported) round_trip("import_records", merged);
}

// A Lab link: read, written canonically and read again (read_lab_link), its
// cells made against the kinds when there are few of them (each is a
// params_from_fields), and the text as a --sweep of the command line.
void fuzz_lab(std::string_view text) {
  const pgw::TextRead read = pgw::read_lab_link(text);
  check_read("parse_lab_link", read);
  std::string error;
  pgw::LabSpec spec;
  if (read.ok && pgw::parse_lab_link(text, spec, error) && spec.cells() <= 1000) {
    std::vector<pgw::LabCell> cells;
    const bool ok = pgw::lab_cells(spec, pgw::find_kind, cells, error, pgw::kind_names());
    check_error("lab_cells", ok, error);
    if (ok && cells.size() != spec.cells()) violation("lab_cells", "made another number of cells than the spec has");
  }
  pgw::LabSweep sweep;
  check_error("parse_lab_sweep", pgw::parse_lab_sweep(text, sweep, error), error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  g_input_utf8 = valid_utf8(text);

  fuzz_base64(text);
  // Any kind the text names itself (the frame is the same for every kind).
  const std::size_t dash = text.find('-');
  if (dash != std::string_view::npos && dash > 0 && dash <= 16) fuzz_unwrap(text, text.substr(0, dash));
  const std::string resealed = reseal(text);

  for (const pgw::KindApi* kind : pgw::all_kinds()) {
    const std::string name = kind->name;
    fuzz_unwrap(text, name);
    check_read(name + "::read_params", kind->read_params(text));
    check_read(name + "::read_code", kind->read_code(text));
    if (!resealed.empty() && resealed != text) check_read(name + "::read_code (resealed)", kind->read_code(resealed));
    for (const pgw::TextReader& reader : kind->more_readers) check_read(reader.name, reader.read(text));
  }
  fuzz_pack(text);
  fuzz_range(text);
  fuzz_daily(text);
  fuzz_collection_link(text);
  const std::string resealed_collection = reseal_collection(text);
  if (!resealed_collection.empty() && resealed_collection != text) fuzz_collection_link(resealed_collection);
  fuzz_collection_text(text);
  fuzz_records(text);
  fuzz_lab(text);
  return 0;
}

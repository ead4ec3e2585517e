// pack.cpp — see pack.hpp.
#include "core/pack.hpp"

#include "core/codec.hpp"

namespace pgw {

namespace {

constexpr std::size_t kMinMatch = 4;
constexpr std::size_t kWindow = 1u << 16;
constexpr int kHashBits = 13;
constexpr int kChainDepth = 48;  // candidates tried per position: plenty for texts of kilobytes

std::uint32_t hash4(const char* p) {
  std::uint32_t v = 0;
  for (int k = 3; k >= 0; --k) v = v << 8 | static_cast<std::uint8_t>(p[k]);
  return (v * 2654435761u) >> (32 - kHashBits);
}

}  // namespace

std::vector<std::uint8_t> pack_text(std::string_view text) {
  ByteWriter w;
  w.varint(text.size());
  const std::size_t n = text.size();
  // head[h]: the last position whose 4 bytes hash to h; prev[i]: the one before i.
  std::vector<std::int64_t> head(std::size_t(1) << kHashBits, -1);
  std::vector<std::int64_t> prev(n, -1);
  const auto insert = [&](std::size_t i) {
    if (i + kMinMatch > n) return;
    const std::uint32_t h = hash4(text.data() + i);
    prev[i] = head[h];
    head[h] = static_cast<std::int64_t>(i);
  };
  std::size_t literal_start = 0;
  std::size_t i = 0;
  while (i < n) {
    std::size_t best_length = 0, best_distance = 0;
    if (i + kMinMatch <= n) {
      std::int64_t candidate = head[hash4(text.data() + i)];
      for (int tries = 0; candidate >= 0 && tries < kChainDepth; ++tries, candidate = prev[candidate]) {
        const std::size_t from = static_cast<std::size_t>(candidate);
        if (i - from > kWindow) break;
        std::size_t length = 0;
        while (i + length < n && text[from + length] == text[i + length]) ++length;
        if (length > best_length) {
          best_length = length;
          best_distance = i - from;
        }
      }
    }
    if (best_length < kMinMatch) {
      insert(i);
      ++i;
      continue;
    }
    w.varint(i - literal_start);
    for (std::size_t k = literal_start; k < i; ++k) w.u8(static_cast<std::uint8_t>(text[k]));
    w.varint(best_length - kMinMatch);
    w.varint(best_distance - 1);
    for (std::size_t k = 0; k < best_length; ++k) insert(i + k);
    i += best_length;
    literal_start = i;
  }
  if (literal_start < n) {
    w.varint(n - literal_start);
    for (std::size_t k = literal_start; k < n; ++k) w.u8(static_cast<std::uint8_t>(text[k]));
  }
  return w.bytes();
}

bool unpack_text(const std::vector<std::uint8_t>& packed, std::size_t max_size, std::string& text,
                 std::string& error) {
  ByteReader r(packed);
  const std::uint64_t size = r.varint("text size");
  if (r.ok() && size > max_size)
    r.fail("the packed text would be " + std::to_string(size) + " bytes; at most " + std::to_string(max_size) +
           " are allowed");
  std::string out;
  while (r.ok() && out.size() < size) {
    const std::uint64_t literals = r.varint("literal count");
    if (r.ok() && literals > size - out.size()) r.fail("a run of letters goes past the text's end");
    for (std::uint64_t k = 0; k < literals && r.ok(); ++k) out += static_cast<char>(r.u8("letter"));
    if (!r.ok() || out.size() == size) break;
    const std::uint64_t length = r.varint("copy length") + kMinMatch;
    const std::uint64_t distance = r.varint("copy distance") + 1;
    if (r.ok() && (distance > out.size() || length > size - out.size()))
      r.fail("a copy reaches outside the text");
    for (std::uint64_t k = 0; k < length && r.ok(); ++k) out += out[out.size() - distance];
  }
  if (r.ok() && !r.at_end()) r.fail("the packed text has bytes after its end");
  if (!r.ok()) {
    error = r.error();
    return false;
  }
  text = std::move(out);
  return true;
}

}  // namespace pgw

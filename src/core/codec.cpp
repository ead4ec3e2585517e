#include "core/codec.hpp"

#include <array>

namespace pgw {

// ---------------------------------------------------------------------------
// base64url (RFC 4648 §5, no padding)

static const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url_encode(const std::vector<std::uint8_t>& bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t v = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest == 1) {
    const std::uint32_t v = bytes[i] << 16;
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
  } else if (rest == 2) {
    const std::uint32_t v = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    out += kAlphabet[(v >> 6) & 63];
  }
  return out;
}

static int base64url_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

bool base64url_decode(std::string_view text, std::vector<std::uint8_t>& bytes, std::string& error) {
  bytes.clear();
  if (text.size() % 4 == 1) {
    error = "the code has a length no encoder makes (" + std::to_string(text.size()) + " characters)";
    return false;
  }
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const int v = base64url_value(text[i]);
    if (v < 0) {
      error = "character " + std::to_string(i + 1) + " of the code is not allowed in a code";
      return false;
    }
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push_back(static_cast<std::uint8_t>(acc >> bits));
    }
  }
  return true;
}

// ---------------------------------------------------------------------------
// CRC-32 (IEEE 802.3, reflected), table built once.

std::uint32_t crc32(const std::uint8_t* data, std::size_t size) {
  static const std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < size; ++i) c = table[(c ^ data[i]) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::size_t utf8_error_offset(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t more = 0;
    std::uint32_t code = 0;
    if (lead < 0x80) {
      ++i;
      continue;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
      more = 1;
      code = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      more = 2;
      code = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      more = 3;
      code = lead & 0x07;
    } else {
      return i;
    }
    if (i + more >= text.size()) return i;
    for (std::size_t k = 1; k <= more; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return i;
      code = code << 6 | (next & 0x3F);
    }
    if ((more == 2 && code < 0x800) || (more == 3 && code < 0x10000) || code > 0x10FFFF ||
        (code >= 0xD800 && code <= 0xDFFF))
      return i;
    i += more + 1;
  }
  return std::string_view::npos;
}

// ---------------------------------------------------------------------------
// Byte writer / reader

void ByteWriter::varint(std::uint64_t value) {
  while (value >= 0x80) {
    bytes_.push_back(static_cast<std::uint8_t>(value | 0x80));
    value >>= 7;
  }
  bytes_.push_back(static_cast<std::uint8_t>(value));
}

void ByteReader::fail(std::string message) {
  if (error_.empty()) error_ = std::move(message);
}

unsigned ByteReader::u8(const char* what) {
  if (!ok()) return 0;
  if (pos_ >= bytes_.size()) {
    fail(std::string("the code ends before its ") + what);
    return 0;
  }
  return bytes_[pos_++];
}

std::uint64_t ByteReader::varint(const char* what) {
  std::uint64_t value = 0;
  for (int shift = 0; ok(); shift += 7) {
    if (shift > 63) {
      fail(std::string("the ") + what + " in the code is too long");
      return 0;
    }
    const unsigned byte = u8(what);
    value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
    if (!(byte & 0x80)) return value;
  }
  return 0;
}

int ByteReader::ranged(const char* what, int lo, int hi) {
  const std::uint64_t value = varint(what);
  if (!ok()) return lo;
  if (value < static_cast<std::uint64_t>(lo) || value > static_cast<std::uint64_t>(hi)) {
    fail(std::string(what) + " " + std::to_string(value) + " is out of range " + std::to_string(lo) +
         "–" + std::to_string(hi));
    return lo;
  }
  return static_cast<int>(value);
}

// ---------------------------------------------------------------------------
// Code frame

std::string wrap_code(std::string_view kind, unsigned version, const std::vector<std::uint8_t>& payload) {
  std::vector<std::uint8_t> bytes;
  bytes.reserve(payload.size() + 5);
  bytes.push_back(static_cast<std::uint8_t>(version));
  bytes.insert(bytes.end(), payload.begin(), payload.end());
  const std::uint32_t crc = crc32(bytes.data(), bytes.size());
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * i)));
  return std::string(kind) + "-" + base64url_encode(bytes);
}

bool unwrap_code(std::string_view code, std::string_view kind, unsigned version,
                 std::vector<std::uint8_t>& payload, std::string& error) {
  const std::string prefix = std::string(kind) + "-";
  if (code.substr(0, prefix.size()) != prefix) {
    const std::size_t dash = code.find('-');
    error = dash == std::string_view::npos || dash > 16
                ? "this is not a level code (codes look like " + prefix + "…)"
                : "this is a code for '" + std::string(code.substr(0, dash)) + "', not for '" +
                      std::string(kind) + "'";
    return false;
  }
  std::vector<std::uint8_t> bytes;
  if (!base64url_decode(code.substr(prefix.size()), bytes, error)) return false;
  if (bytes.size() < 5) {
    error = "the code is too short to be a level";
    return false;
  }
  const std::size_t body = bytes.size() - 4;
  std::uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<std::uint32_t>(bytes[body + i]) << (8 * i);
  if (crc32(bytes.data(), body) != stored) {
    error = "checksum mismatch: the code was damaged or cut short";
    return false;
  }
  if (bytes[0] != version) {
    error = "the code uses format version " + std::to_string(bytes[0]) + "; this app reads version " +
            std::to_string(version);
    return false;
  }
  payload.assign(bytes.begin() + 1, bytes.begin() + static_cast<std::ptrdiff_t>(body));
  return true;
}

}  // namespace pgw

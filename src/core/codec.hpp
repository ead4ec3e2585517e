// codec.hpp — bytes to shareable text and back, with errors that say what broke.
//
// A level code is "<kind>-<base64url>", where the base64url carries
// [format version][kind payload][CRC-32 of both]. Kinds write their payload
// with ByteWriter and read it with ByteReader; wrap_code/unwrap_code add and
// check the frame. Every reader error is a sentence meant for the user.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pgw {

std::string base64url_encode(const std::vector<std::uint8_t>& bytes);
// False (and `error` set) on a character outside the alphabet or a bad length.
bool base64url_decode(std::string_view text, std::vector<std::uint8_t>& bytes, std::string& error);

std::uint32_t crc32(const std::uint8_t* data, std::size_t size);

// Where the text stops being UTF-8 (overlong forms and surrogates count as
// broken): the offset of the first bad byte, or npos when it is all UTF-8.
std::size_t utf8_error_offset(std::string_view text);

class ByteWriter {
 public:
  void u8(unsigned value) { bytes_.push_back(static_cast<std::uint8_t>(value)); }
  void varint(std::uint64_t value);  // LEB128
  const std::vector<std::uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<std::uint8_t> bytes_;
};

// Reads until the first error, which it keeps; later reads return 0.
class ByteReader {
 public:
  explicit ByteReader(const std::vector<std::uint8_t>& bytes) : bytes_(bytes) {}
  unsigned u8(const char* what);
  std::uint64_t varint(const char* what);
  // Reads an integer and checks it lies in [lo, hi]: "width 0 is out of range 3–12".
  int ranged(const char* what, int lo, int hi);
  bool at_end() const { return pos_ == bytes_.size(); }
  // Bytes read so far (all of them when a read ran past the end).
  std::size_t position() const { return pos_; }
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(std::string message);

 private:
  const std::vector<std::uint8_t>& bytes_;
  std::size_t pos_ = 0;
  std::string error_;
};

std::string wrap_code(std::string_view kind, unsigned version, const std::vector<std::uint8_t>& payload);
// Checks prefix, alphabet, checksum and version; `payload` gets the bytes after the version.
bool unwrap_code(std::string_view code, std::string_view kind, unsigned version,
                 std::vector<std::uint8_t>& payload, std::string& error);

}  // namespace pgw

// range_code.hpp — bytes made smaller by an adaptive range coder, for level
// codes that travel together in one link (a hand-made collection's).
//
// Level codes are dense bytes (a Flow cell is a tile id and a rotation byte)
// with few repeats, so LZ77 (core/pack.hpp) saves little on them: 30 Flow
// 15×15 codes pack from 14,250 bytes to 11,956. Each byte here is coded bit
// by bit with a probability that depends on the byte before it (order-1),
// learned as the bytes go (each count's rate falls as it sees more), which
// takes the same codes to about 6,200 bytes. Integer arithmetic only: the
// same bytes in every build.
//
// Format: varint(byte count), then the range coder's output (LZMA's carry
// scheme, 16-bit probabilities; the first byte, always 0, and trailing
// zeros left out).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pgw {

std::vector<std::uint8_t> range_pack(const std::vector<std::uint8_t>& bytes);

// Unpacks a range_pack's bytes a part at a time, so a reader of what they
// hold can stop at the first thing wrong without unpacking the rest (a
// damaged link may claim megabytes).
class RangeUnpacker {
 public:
  RangeUnpacker();
  ~RangeUnpacker();
  RangeUnpacker(const RangeUnpacker&) = delete;
  RangeUnpacker& operator=(const RangeUnpacker&) = delete;

  // False with `error` when `packed` has no byte count or would unpack to
  // more than max_size bytes. `packed` must outlive the unpacker.
  bool start(const std::vector<std::uint8_t>& packed, std::size_t max_size, std::string& error);
  std::size_t size() const { return size_; }  // the bytes it unpacks to
  std::size_t done() const { return done_; }  // the bytes unpacked so far
  // Appends the next `count` bytes (fewer at the end) to `out`. Any bytes
  // unpack to something: a coder reads zeros past its input's end.
  void more(std::size_t count, std::vector<std::uint8_t>& out);

 private:
  struct State;
  std::unique_ptr<State> state_;
  std::size_t size_ = 0, done_ = 0;
};

// All of them at once: false with `error` as RangeUnpacker::start.
bool range_unpack(const std::vector<std::uint8_t>& packed, std::size_t max_size, std::vector<std::uint8_t>& bytes,
                  std::string& error);

}  // namespace pgw

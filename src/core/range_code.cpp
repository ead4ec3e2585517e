// range_code.cpp — see range_code.hpp.
#include "core/range_code.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <utility>

#include "core/codec.hpp"

namespace pgw {

namespace {

constexpr std::uint32_t kTop = 1u << 24;  // the range is renormalised below this
constexpr std::uint32_t kOne = 1u << 16;  // probability 1
constexpr std::uint32_t kEdge = 64;       // probabilities stay in [kEdge, kOne - kEdge]
constexpr int kRateLimit = 30;            // a count's rate falls to 1/(kRateLimit + 2)

// The chance of a 0 for each bit of a byte, given the byte before it: node
// 1..255 of the byte's bit tree, under each of the 256 previous bytes. A
// context's table is made when it is first used (most inputs use few).
class Model {
 public:
  // Before the bits of a byte whose previous byte is `context`.
  void enter(unsigned context) {
    if (!contexts_[context]) contexts_[context] = std::make_unique<Context>();
    now_ = contexts_[context].get();
  }
  std::uint32_t p(unsigned node) const { return now_->p[node]; }
  void update(unsigned node, unsigned bit) {
    std::uint32_t p = now_->p[node];
    const std::uint32_t divisor = now_->seen[node] + 2u;
    p = bit ? p - p / divisor : p + (kOne - p) / divisor;
    now_->p[node] = static_cast<std::uint16_t>(p < kEdge ? kEdge : p > kOne - kEdge ? kOne - kEdge : p);
    if (now_->seen[node] < kRateLimit) ++now_->seen[node];
  }

 private:
  struct Context {
    Context() {
      std::fill(std::begin(p), std::end(p), static_cast<std::uint16_t>(kOne / 2));
      std::fill(std::begin(seen), std::end(seen), static_cast<std::uint8_t>(0));
    }
    std::uint16_t p[256];
    std::uint8_t seen[256];
  };
  std::unique_ptr<Context> contexts_[256];
  Context* now_ = nullptr;
};

class Encoder {
 public:
  void bit(std::uint32_t p, unsigned bit) {
    const std::uint32_t bound = (range_ >> 16) * p;
    if (bit) {
      low_ += bound;
      range_ -= bound;
    } else {
      range_ = bound;
    }
    while (range_ < kTop) {
      range_ <<= 8;
      shift_low();
    }
  }
  // The coded bytes, without the first (always 0) and trailing zeros (the
  // decoder reads zeros past the end).
  std::vector<std::uint8_t> finish() {
    for (int i = 0; i < 5; ++i) shift_low();
    while (!out_.empty() && out_.back() == 0) out_.pop_back();
    return std::move(out_);
  }

 private:
  void shift_low() {
    if (static_cast<std::uint32_t>(low_) < 0xFF000000u || (low_ >> 32) != 0) {
      const auto carry = static_cast<std::uint8_t>(low_ >> 32);
      std::uint8_t byte = cache_;
      do {
        if (started_) out_.push_back(static_cast<std::uint8_t>(byte + carry));
        started_ = true;
        byte = 0xFF;
      } while (--pending_ != 0);
      cache_ = static_cast<std::uint8_t>(low_ >> 24);
    }
    ++pending_;
    low_ = (low_ & 0x00FFFFFFu) << 8;
  }

  std::uint64_t low_ = 0;
  std::uint32_t range_ = 0xFFFFFFFFu;
  std::uint8_t cache_ = 0;
  std::uint64_t pending_ = 1;
  bool started_ = false;  // the first byte out is always 0: not written
  std::vector<std::uint8_t> out_;
};

class Decoder {
 public:
  Decoder(const std::vector<std::uint8_t>& in, std::size_t pos) : in_(in), pos_(pos) {
    for (int i = 0; i < 4; ++i) code_ = code_ << 8 | next();
  }
  unsigned bit(std::uint32_t p) {
    const std::uint32_t bound = (range_ >> 16) * p;
    unsigned bit = 0;
    if (code_ < bound) {
      range_ = bound;
    } else {
      code_ -= bound;
      range_ -= bound;
      bit = 1;
    }
    while (range_ < kTop) {
      range_ <<= 8;
      code_ = code_ << 8 | next();
    }
    return bit;
  }

 private:
  std::uint32_t next() { return pos_ < in_.size() ? in_[pos_++] : 0; }

  const std::vector<std::uint8_t>& in_;
  std::size_t pos_;
  std::uint32_t code_ = 0;
  std::uint32_t range_ = 0xFFFFFFFFu;
};

}  // namespace

std::vector<std::uint8_t> range_pack(const std::vector<std::uint8_t>& bytes) {
  ByteWriter head;
  head.varint(bytes.size());
  std::vector<std::uint8_t> out = head.bytes();
  Model model;
  Encoder encoder;
  unsigned context = 0;
  for (std::uint8_t byte : bytes) {
    model.enter(context);
    unsigned node = 1;
    for (int k = 7; k >= 0; --k) {
      const unsigned bit = (byte >> k) & 1u;
      encoder.bit(model.p(node), bit);
      model.update(node, bit);
      node = node << 1 | bit;
    }
    context = byte;
  }
  const std::vector<std::uint8_t> coded = encoder.finish();
  out.insert(out.end(), coded.begin(), coded.end());
  return out;
}

struct RangeUnpacker::State {
  State(const std::vector<std::uint8_t>& packed, std::size_t start) : decoder(packed, start) {}
  Model model;
  Decoder decoder;
  unsigned context = 0;
};

RangeUnpacker::RangeUnpacker() = default;
RangeUnpacker::~RangeUnpacker() = default;

bool RangeUnpacker::start(const std::vector<std::uint8_t>& packed, std::size_t max_size, std::string& error) {
  ByteReader r(packed);
  const std::uint64_t size = r.varint("byte count");
  if (r.ok() && size > max_size)
    r.fail("the packed bytes would be " + std::to_string(size) + " bytes; at most " + std::to_string(max_size) +
           " are allowed");
  if (!r.ok()) {
    error = r.error();
    return false;
  }
  state_ = std::make_unique<State>(packed, r.position());
  size_ = static_cast<std::size_t>(size);
  done_ = 0;
  return true;
}

void RangeUnpacker::more(std::size_t count, std::vector<std::uint8_t>& out) {
  if (!state_) return;
  for (; count > 0 && done_ < size_; --count, ++done_) {
    state_->model.enter(state_->context);
    unsigned node = 1;
    for (int k = 0; k < 8; ++k) {
      const unsigned bit = state_->decoder.bit(state_->model.p(node));
      state_->model.update(node, bit);
      node = node << 1 | bit;
    }
    state_->context = node & 0xFF;
    out.push_back(static_cast<std::uint8_t>(state_->context));
  }
}

bool range_unpack(const std::vector<std::uint8_t>& packed, std::size_t max_size, std::vector<std::uint8_t>& bytes,
                  std::string& error) {
  RangeUnpacker unpacker;
  if (!unpacker.start(packed, max_size, error)) return false;
  std::vector<std::uint8_t> out;
  out.reserve(unpacker.size());
  unpacker.more(unpacker.size(), out);
  bytes = std::move(out);
  return true;
}

}  // namespace pgw

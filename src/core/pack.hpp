// pack.hpp — a small LZ77 packing for text that travels in links (a pasted
// .ump map file). Map files repeat themselves a great deal (tile blocks of
// letters and zeros, the same keywords), so they pack to a fifth or less and
// a mapper's edited file still fits a link.
//
// Format: varint(text size), then blocks of varint(literal count), the
// literals, and (unless the text is complete) varint(match length - 4),
// varint(distance - 1) copying from the text already unpacked.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pgw {

// Deterministic: the same text gives the same bytes in every build.
std::vector<std::uint8_t> pack_text(std::string_view text);

// False with `error` when the bytes are not a packing, or the text would be
// longer than max_size bytes.
bool unpack_text(const std::vector<std::uint8_t>& packed, std::size_t max_size, std::string& text,
                 std::string& error);

}  // namespace pgw

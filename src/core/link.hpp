// link.hpp — shareable links: the part of a URL after '#'.
//
// Two forms for every kind, as Simon Tatham's puzzles offer a game ID and a
// random seed:
//   exact   #flow-AQUF…                       a level code: the same level in
//                                             any later version of the app
//   recipe  #recipe/flow/15x15.countryside.d60/castle
//                                             kind, params text, seed: short,
//                                             regenerates the same level
// and the day's puzzle (kinds/daily.hpp), whose recipe is the kind's daily
// params with the UTC date as the seed:
//   daily   #daily/flow  or  #daily/flow/2026-11-24
// The seed is user text, so it is percent-encoded; everything else is already
// URL-safe (base64url, letters, digits, '.', 'x'). parse_link checks the
// shape only; whether the kind, code or params are good is the kind's call.
#pragma once

#include <string>
#include <string_view>

namespace pgw {

struct Link {
  enum class Type { Exact, Recipe, Daily };
  Type type = Type::Exact;
  std::string kind;
  std::string code;    // exact: the whole level code, "<kind>-<base64url>"
  std::string params;  // recipe: the kind's params text
  std::string seed;    // recipe: decoded seed text; daily: the date ("" for today)
};

const char* link_type_name(Link::Type type);  // "exact", "recipe", "daily"

constexpr std::size_t kMaxSeedLength = 63;
constexpr std::size_t kMaxLinkLength = 8192;  // far beyond any level code we make

// Accepts a whole URL (only what follows its first '#' is read), a fragment
// with or without '#', or a bare level code. False with `error` saying what
// is wrong and where.
bool parse_link(std::string_view text, Link& link, std::string& error);

// What a link's text names: the part after its first '#' (white space around
// the text left out), or the whole text when it has no '#'. False for a URL
// without '#', which opens the app and nothing in it.
bool link_fragment(std::string_view text, std::string_view& fragment);
std::string_view trim_spaces(std::string_view text);  // spaces, tabs and line ends off both ends
// The fragment of a link that opens something other than a level (a
// collection, a Lab run): the text trimmed, at most `max_length` characters,
// with a '#' part that begins with `prefix` ("collection/"). False with `error`
// naming the link by `name` ("collection") and what it opens (`opens`, "a
// collection"): "the collection link is 70000 characters long; at most 65536
// are allowed", "the link has no '#' part: it opens the app, not a
// collection", "this is not a collection link (they begin #collection/)".
bool prefixed_fragment(std::string_view text, std::string_view prefix, std::size_t max_length, const char* name,
                       const char* opens, std::string_view& fragment, std::string& error);
// A character in a message: printable ASCII quoted ("'%'"), any other byte
// by its value ("byte 32"), so a message about bad bytes stays UTF-8.
std::string shown_char(char c);
// A word of the user's text in a message: printable ASCII as it is, any other
// byte by its value ("<byte 195>"), so the message stays UTF-8.
std::string shown_text(std::string_view text);

std::string exact_link_fragment(std::string_view code);  // "#" + code
std::string recipe_link_fragment(std::string_view kind, std::string_view params, std::string_view seed);

// RFC 3986 unreserved characters stay, and the bytes of `keep` (a link's
// format may keep more of them readable); every other byte becomes %XX.
std::string percent_encode(std::string_view text, std::string_view keep = "");
// Those characters: letters, digits, '-', '.', '_', '~' (all a recipe's params may have).
bool is_unreserved(char c);
// False on a '%' not followed by two hex digits.
bool percent_decode(std::string_view text, std::string& out);

}  // namespace pgw

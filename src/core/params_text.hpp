// params_text.hpp — a kind's parameters as short text: "<W>x<H>.<token>.<token>…".
//
// The shared part of every kind's recipe text: the size comes first, then
// '.'-separated tokens each kind reads its own way ("m8", "hardest",
// "countryside"). Errors name the parameter: "parameter 2 ('q3') …".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pgw {

struct ParamsText {
  int width = 0;
  int height = 0;
  std::vector<std::string_view> tokens;  // after the size; views into the text
};

// False with `error` when the first part is not a size like `size_example`.
bool split_params_text(std::string_view text, const char* size_example, ParamsText& out, std::string& error);

// A whole number of at most 6 digits, nothing else.
bool parse_whole_number(std::string_view digits, int& value);

// "parameter 3 ('d60')" for tokens[index] (the size is parameter 1).
std::string params_token_label(std::size_t index, std::string_view token);

// The last step of every kind's decode_params: `parsed` replaces `params`
// only when the kind's `check` (its check_params) finds nothing wrong.
template <class Params, class Check>
bool accept_params(const Params& parsed, Check check, Params& params, std::string& error) {
  std::string problem = check(parsed);
  if (!problem.empty()) {
    error = std::move(problem);
    return false;
  }
  params = parsed;
  return true;
}

}  // namespace pgw

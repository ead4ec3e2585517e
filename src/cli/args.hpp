// args.hpp — command-line options with messages that name the argument.
//
// Options are declared before parsing (so an unknown one is an error, never
// ignored); values come as --name VALUE or --name=VALUE; what is not an
// option is a positional argument.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace pgw::cli {

class Args {
 public:
  void flag(const std::string& name);      // --name, no value
  void option(const std::string& name);    // --name VALUE
  void repeated(const std::string& name);  // --name VALUE, any number of times

  bool parse(const std::vector<std::string>& words, std::string& error);

  bool has(const std::string& name) const { return values_.count(name) != 0; }
  const std::vector<std::string>& positional() const { return positional_; }
  // The value of --name, or `fallback` when absent.
  std::string text(const std::string& name, const std::string& fallback = "") const;
  // Integer value of --name in [lo, hi]; false and `error` when it is not.
  bool integer(const std::string& name, int lo, int hi, int& value, std::string& error) const;
  // The same for an option that must be given: "needs --name N (<what>)" when it is not.
  bool required_integer(const std::string& name, int lo, int hi, int& value, std::string& error,
                        const std::string& what) const;
  // Every value of a repeated option, in order.
  std::vector<std::string> all(const std::string& name) const;

 private:
  std::map<std::string, bool> takes_value_;
  std::map<std::string, bool> repeats_;
  std::map<std::string, std::string> values_;
  std::map<std::string, std::vector<std::string>> repeated_values_;
  std::vector<std::string> positional_;
};

}  // namespace pgw::cli

// levelgen's entry point; everything else is in cli.cpp so tests can call it.
#include <iostream>

#include "cli/cli.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  pgw::cli::Streams io{std::cin, std::cout, std::cerr};
  return pgw::cli::run(args, io);
}

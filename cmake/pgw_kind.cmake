# pgw_kind.cmake — a kind of level, declared once:
#
#   pgw_kind(<name>
#     SOURCES src/<name>/api.cpp …   # the kind's library, pgw_<name> (one line a file is fine)
#     TESTS   tests/test_<name>.cpp …  # its doctest files, compiled into unit_tests
#     EXTRA   …)                     # generated sources, also in pgw_<name> (Assembly's embedded maps)
#
# Every list of kinds in the build is taken from the global properties this
# sets, in the order of the calls:
#   PGW_KINDS       the names: pgw_kinds links every pgw_<name>; a benchmark
#                   <name>_bench is built from bench/<name>_bench.cpp when that
#                   file exists; the fuzz target links and instruments every kind
#   PGW_KIND_TESTS  every kind's TESTS, for unit_tests
# The kind's KindApi is listed once more, in src/kinds/registry.cpp (one line):
# links, the CLI (levelgen <name> generate …), the JS API, the worker, the
# contract tests and the fuzz target reach the kind through it.

function(pgw_kind name)
  cmake_parse_arguments(PARSE_ARGV 1 KIND "" "" "SOURCES;TESTS;EXTRA")
  if(KIND_UNPARSED_ARGUMENTS OR NOT KIND_SOURCES)
    message(FATAL_ERROR "pgw_kind(${name} SOURCES … [TESTS …] [EXTRA …]): SOURCES is needed; "
                        "not understood: ${KIND_UNPARSED_ARGUMENTS}")
  endif()
  add_library(pgw_${name} STATIC ${KIND_SOURCES} ${KIND_EXTRA})
  target_link_libraries(pgw_${name} PUBLIC pgw_core)
  target_compile_options(pgw_${name} PRIVATE ${PGW_WARNINGS})
  set(tests)
  foreach(test ${KIND_TESTS})
    get_filename_component(test "${test}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND tests "${test}")
  endforeach()
  set_property(GLOBAL APPEND PROPERTY PGW_KINDS ${name})
  set_property(GLOBAL APPEND PROPERTY PGW_KIND_TESTS ${tests})
endfunction()

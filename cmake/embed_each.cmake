# embed_each.cmake — data files compiled in, one byte array each, with the
# lines an index of them needs (embed_ump.cmake, embed_collections.cmake).
#
#   pgw_embed_each(<files> <subdir> <symbol-prefix> <namespace>)
#
# For each file (in the order given): scripts/embed_file.cmake writes
# <binary dir>/<subdir>/<stem>.cpp defining <prefix><stem>[] and ...Size.
# Sets, in the caller's scope: PGW_EMBED_SOURCES (the generated files),
# PGW_EMBED_DECLARATIONS (their extern declarations) and PGW_EMBED_ENTRIES
# ("{\"<stem>\", {pointer, size}},\n" lines for an index's table).

function(pgw_embed_each files subdir prefix namespace)
  set(sources)
  set(declarations "")
  set(entries "")
  foreach(file ${files})
    get_filename_component(stem "${file}" NAME_WE)
    string(MAKE_C_IDENTIFIER "${prefix}${stem}" symbol)
    set(embedded "${CMAKE_CURRENT_BINARY_DIR}/${subdir}/${stem}.cpp")
    add_custom_command(OUTPUT "${embedded}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/${subdir}"
      COMMAND ${CMAKE_COMMAND} -DINPUT=${file} -DOUTPUT=${embedded} -DSYMBOL=${symbol} -DNAMESPACE=${namespace}
              -P "${PROJECT_SOURCE_DIR}/scripts/embed_file.cmake"
      DEPENDS "${file}" "${PROJECT_SOURCE_DIR}/scripts/embed_file.cmake"
      COMMENT "Embedding ${subdir}/${stem}")
    list(APPEND sources "${embedded}")
    string(APPEND declarations "extern const unsigned char ${symbol}[];\nextern const unsigned int ${symbol}Size;\n")
    string(APPEND entries "      {\"${stem}\", {reinterpret_cast<const char*>(${symbol}), ${symbol}Size}},\n")
  endforeach()
  set(PGW_EMBED_SOURCES ${sources} PARENT_SCOPE)
  set(PGW_EMBED_DECLARATIONS "${declarations}" PARENT_SCOPE)
  set(PGW_EMBED_ENTRIES "${entries}" PARENT_SCOPE)
endfunction()

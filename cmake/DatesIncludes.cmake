# What a source file of this project includes, read from its '#include' lines when CMake
# configures (a new file is seen at the next build, through the CONFIGURE_DEPENDS globs; a changed
# include only at the next configure: a file that starts using LibTorch still compiles, without
# the precompiled header, until then).
#
#   dates_sources_using_libtorch(OUT SOURCES...)
#       The SOURCES whose own includes, project headers (lib/include/dates/...) or headers beside
#       them (#include "commands.h") reach a LibTorch header (<torch/...>, <ATen/...>, <c10/...>).
#       Only these take the precompiled LibTorch header: for a file that never uses LibTorch,
#       loading it costs more than compiling the file.
#   dates_needed_library_sources(OUT SOURCES...)
#       The lib/src files that SOURCES need: for each '#include "dates/X.h"' met while following
#       headers and sources, lib/src/X.cpp when it exists.

set(DATES_INCLUDE_ROOT ${CMAKE_CURRENT_LIST_DIR}/../lib)

# The project headers named by `file`'s '#include "dates/X.h"' lines, as names X.
function(_dates_project_includes file out_var)
  file(STRINGS "${file}" include_lines
       REGEX "^[ \t]*#[ \t]*include[ \t]+\"dates/[A-Za-z0-9_/]+\\.h\"")
  set(headers "")
  foreach(line IN LISTS include_lines)
    string(REGEX REPLACE ".*\"dates/([A-Za-z0-9_/]+)\\.h\".*" "\\1" name "${line}")
    list(APPEND headers "${name}")
  endforeach()
  set(${out_var} ${headers} PARENT_SCOPE)
endfunction()

# The headers beside `file` named by its other quoted includes ('#include "commands.h"'), as paths.
function(_dates_local_includes file out_var)
  file(STRINGS "${file}" include_lines REGEX "^[ \t]*#[ \t]*include[ \t]+\"[A-Za-z0-9_./]+\"")
  get_filename_component(directory "${file}" DIRECTORY)
  set(headers "")
  foreach(line IN LISTS include_lines)
    string(REGEX REPLACE ".*\"([A-Za-z0-9_./]+)\".*" "\\1" name "${line}")
    if(NOT name MATCHES "^dates/" AND EXISTS "${directory}/${name}")
      list(APPEND headers "${directory}/${name}")
    endif()
  endforeach()
  set(${out_var} ${headers} PARENT_SCOPE)
endfunction()

# True when `file` itself includes a LibTorch header.
function(_dates_includes_libtorch_directly file out_var)
  file(STRINGS "${file}" torch_lines REGEX "^[ \t]*#[ \t]*include[ \t]*<(torch|ATen|c10)/")
  if(torch_lines)
    set(${out_var} TRUE PARENT_SCOPE)
  else()
    set(${out_var} FALSE PARENT_SCOPE)
  endif()
endfunction()

function(dates_sources_using_libtorch out_var)
  set(using "")
  foreach(source IN LISTS ARGN)
    set(pending "${source}")
    set(visited "")
    set(reaches FALSE)
    while(pending AND NOT reaches)
      list(POP_FRONT pending current)
      if(current IN_LIST visited OR NOT EXISTS "${current}")
        continue()
      endif()
      list(APPEND visited "${current}")
      _dates_includes_libtorch_directly("${current}" reaches)
      _dates_project_includes("${current}" names)
      foreach(name IN LISTS names)
        list(APPEND pending "${DATES_INCLUDE_ROOT}/include/dates/${name}.h")
      endforeach()
      _dates_local_includes("${current}" local_headers)
      list(APPEND pending ${local_headers})
    endwhile()
    if(reaches)
      list(APPEND using "${source}")
    endif()
  endforeach()
  set(${out_var} ${using} PARENT_SCOPE)
endfunction()

function(dates_needed_library_sources out_var)
  set(pending ${ARGN})
  set(visited "")
  set(needed "")
  while(pending)
    list(POP_FRONT pending current)
    if(current IN_LIST visited OR NOT EXISTS "${current}")
      continue()
    endif()
    list(APPEND visited "${current}")
    _dates_project_includes("${current}" names)
    foreach(name IN LISTS names)
      list(APPEND pending "${DATES_INCLUDE_ROOT}/include/dates/${name}.h")
      if(EXISTS "${DATES_INCLUDE_ROOT}/src/${name}.cpp")
        list(APPEND pending "${DATES_INCLUDE_ROOT}/src/${name}.cpp")
        list(APPEND needed "${DATES_INCLUDE_ROOT}/src/${name}.cpp")
      endif()
    endforeach()
  endwhile()
  list(REMOVE_DUPLICATES needed)
  set(${out_var} ${needed} PARENT_SCOPE)
endfunction()

# Compiles `target`'s sources in batches of DATES_UNITY_BATCH_SIZE when DATES_UNITY_BUILD is on. The sources that
# the attention mutants patch (the '+++ b/<path>' lines of scripts/checks/mutants/*.patch) stay
# alone: the mutation check recompiles just the patched file (scripts/checks/mutant_build.py).
function(dates_unity_build target)
  if(NOT DATES_UNITY_BUILD)
    return()
  endif()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON
                        UNITY_BUILD_BATCH_SIZE ${DATES_UNITY_BATCH_SIZE})
  file(GLOB patches ${DATES_INCLUDE_ROOT}/../scripts/checks/mutants/*.patch)
  foreach(patch IN LISTS patches)
    file(STRINGS "${patch}" patched REGEX "^\\+\\+\\+ b/")
    foreach(line IN LISTS patched)
      string(REGEX REPLACE "^\\+\\+\\+ b/([^ \t]+).*" "\\1" path "${line}")
      get_filename_component(path "${DATES_INCLUDE_ROOT}/../${path}" ABSOLUTE)
      set_source_files_properties("${path}" TARGET_DIRECTORY ${target} PROPERTIES
        SKIP_UNITY_BUILD_INCLUSION ON)
    endforeach()
  endforeach()
endfunction()

# Gives the precompiled header `reuse_from` (target_precompile_headers REUSE_FROM) only to the
# sources of `target` that use LibTorch; the others compile without it.
function(dates_precompile_only_libtorch_sources target)
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(paths "")
  foreach(source IN LISTS sources)
    if(source MATCHES "^\\$<")
      continue()  # generator expressions (object libraries' objects)
    endif()
    if(NOT IS_ABSOLUTE "${source}")
      set(source "${source_dir}/${source}")
    endif()
    list(APPEND paths "${source}")
  endforeach()
  dates_sources_using_libtorch(using ${paths})
  foreach(source IN LISTS paths)
    if(NOT source IN_LIST using)
      set_source_files_properties("${source}" TARGET_DIRECTORY ${target} PROPERTIES
        SKIP_PRECOMPILE_HEADERS ON)
    endif()
  endforeach()
endfunction()

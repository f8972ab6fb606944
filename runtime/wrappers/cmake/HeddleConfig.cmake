# HeddleConfig.cmake — find_package(Heddle) support.
#
#   find_package(Heddle REQUIRED PATHS /path/to/heddle/build/lib/cmake/Heddle)
#   add_executable(app app.c)
#   heddle_instrument(app)
#
# heddle_instrument(<target>) compiles the target's sources with heddle's
# instrumentation (LLVM pass plugin, HEDDLE_ENABLED, frame pointers) and, for
# executables, links libheddle. The plugin is built for LLVM 16, so the
# project's compiler must be clang 16 (-DCMAKE_C_COMPILER=clang-16, or use
# CC=heddle-cc, which needs no heddle_instrument at all).
#
# Provides: Heddle_ROOT_DIR, Heddle_INCLUDE_DIR, Heddle_LIBRARY,
#           Heddle_PASS_PLUGIN, Heddle_CC, Heddle_CXX, Heddle_CLI.
get_filename_component(Heddle_ROOT_DIR "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(Heddle_INCLUDE_DIR "${Heddle_ROOT_DIR}/include")
set(Heddle_LIBRARY "${Heddle_ROOT_DIR}/lib/libheddle.a")
set(Heddle_PASS_PLUGIN "${Heddle_ROOT_DIR}/lib/heddle_pass.so")
set(Heddle_CC "${Heddle_ROOT_DIR}/bin/heddle-cc")
set(Heddle_CXX "${Heddle_ROOT_DIR}/bin/heddle-c++")
set(Heddle_CLI "${Heddle_ROOT_DIR}/bin/heddle")

foreach(_heddle_file Heddle_INCLUDE_DIR Heddle_LIBRARY Heddle_PASS_PLUGIN)
  if(NOT EXISTS "${${_heddle_file}}")
    set(Heddle_FOUND FALSE)
    set(Heddle_NOT_FOUND_MESSAGE "${${_heddle_file}} is missing: build heddle first")
    return()
  endif()
endforeach()

function(heddle_instrument target)
  foreach(lang C CXX)
    if(CMAKE_${lang}_COMPILER_LOADED AND NOT (CMAKE_${lang}_COMPILER_ID MATCHES "Clang" AND
        CMAKE_${lang}_COMPILER_VERSION VERSION_GREATER_EQUAL 16 AND
        CMAKE_${lang}_COMPILER_VERSION VERSION_LESS 17))
      message(FATAL_ERROR "heddle_instrument(${target}): the ${lang} compiler is "
        "${CMAKE_${lang}_COMPILER_ID} ${CMAKE_${lang}_COMPILER_VERSION}, but heddle's pass plugin "
        "needs clang 16. Configure with -DCMAKE_${lang}_COMPILER=clang-16 (C) / clang++-16 (C++).")
    endif()
  endforeach()
  target_compile_definitions(${target} PRIVATE HEDDLE_ENABLED=1)
  target_include_directories(${target} PRIVATE "${Heddle_INCLUDE_DIR}")
  target_compile_options(${target} PRIVATE -fno-omit-frame-pointer -gline-tables-only
                         "-fpass-plugin=${Heddle_PASS_PLUGIN}")
  get_target_property(_type ${target} TYPE)
  if(_type STREQUAL "EXECUTABLE")
    target_link_options(${target} PRIVATE "LINKER:--whole-archive" "${Heddle_LIBRARY}"
                        "LINKER:--no-whole-archive" -pthread)
    target_link_libraries(${target} PRIVATE dl)
  endif()
endfunction()

set(Heddle_FOUND TRUE)

# The sanitizer build (scripts/sanitize.sh). Included by tests/CMakeLists.txt.
# ---- Sanitizer build (scripts/sanitize.sh) -------------------------------------------------
# With -DDATES_SANITIZE=ON and the sanitizer flags in CMAKE_CXX_FLAGS, this adds sanitize_tests,
# the test files that need no training in one executable, and fuzz_readers (tests/fuzz), all labelled
# "sanitize". They link a library of only the sources they need, found by following
# '#include "dates/X.h"' lines to lib/src/X.cpp (cmake/DatesIncludes.cmake), so the sanitizer
# build compiles a fraction of lib/ (and not dates_lib or the app). scripts/sanitize.sh builds
# and runs just these.
option(DATES_SANITIZE "Add the sanitizer test targets (see scripts/sanitize.sh)" OFF)
if(DATES_SANITIZE)
  # The test files that need no training (paths under tests/), built into one executable.
  set(DATES_SANITIZE_TESTS core/test_calendar.cpp core/test_source_text.cpp
      io/test_json_scanner.cpp io/test_safetensors.cpp io/test_config.cpp io/test_line_reader.cpp
      data/test_data.cpp data/test_date_formats.cpp data/test_date_generator.cpp
      data/test_reading_order.cpp data/test_real_date_grammar.cpp data/test_zone_abbreviations.cpp
      data/test_numeric_dates.cpp data/test_column_convention.cpp io/test_csv_table.cpp
      decode/test_date_time_output.cpp decode/test_time_evidence.cpp
      decode/test_month_evidence.cpp train/test_resume_rule.cpp
      serve/test_request.cpp serve/test_metrics.cpp)
  list(TRANSFORM DATES_SANITIZE_TESTS PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/)
  set(sanitize_entry_points ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_readers.cpp ${DATES_SANITIZE_TESTS})
  dates_needed_library_sources(sanitize_library_sources ${sanitize_entry_points})
  message(STATUS "Sanitizer build: ${sanitize_library_sources}")

  add_library(sanitize_lib STATIC ${sanitize_library_sources})
  target_include_directories(sanitize_lib PUBLIC ${PROJECT_SOURCE_DIR}/lib/include)
  target_link_libraries(sanitize_lib PUBLIC ${TORCH_LIBRARIES} fmt::fmt yaml-cpp ICU::uc ICU::i18n
                        nlohmann_json::nlohmann_json)
  target_compile_definitions(sanitize_lib PUBLIC DATES_VERSION="${PROJECT_VERSION}")
  target_compile_options(sanitize_lib PRIVATE -Wall -Wextra)
  target_precompile_headers(sanitize_lib PRIVATE ${PROJECT_SOURCE_DIR}/lib/src/precompiled.h)
  dates_precompile_only_libtorch_sources(sanitize_lib)

  # LibTorch is not instrumented, so ASan sees its memory only through malloc and free; its global
  # registries stay reachable at exit, so LeakSanitizer stays on without suppressions (these
  # tests leak nothing). Any report, or any UBSan finding, aborts the test.
  set(sanitize_environment
      "OMP_NUM_THREADS=1;OPENBLAS_NUM_THREADS=1"
      "ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:check_initialization_order=1"
      "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
  add_executable(sanitize_tests ${DATES_SANITIZE_TESTS} $<TARGET_OBJECTS:catch_main>)
  target_include_directories(sanitize_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
  target_link_libraries(sanitize_tests PRIVATE sanitize_lib Catch2::Catch2)
  target_precompile_headers(sanitize_tests REUSE_FROM sanitize_lib)
  dates_precompile_only_libtorch_sources(sanitize_tests)
  target_compile_definitions(sanitize_tests PRIVATE
    DATES_SOURCE_DIR="${PROJECT_SOURCE_DIR}" DATES_BINARY="$<TARGET_FILE:dates>")
  add_test(NAME sanitize_tests COMMAND sanitize_tests WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(sanitize_tests PROPERTIES LABELS sanitize TIMEOUT 900
                       ENVIRONMENT "${sanitize_environment}")

  add_executable(fuzz_readers fuzz/fuzz_readers.cpp)
  target_link_libraries(fuzz_readers PRIVATE sanitize_lib)
  target_precompile_headers(fuzz_readers REUSE_FROM sanitize_lib)
  dates_precompile_only_libtorch_sources(fuzz_readers)
  add_test(NAME fuzz_readers COMMAND fuzz_readers --seed 20261201 --count 10000
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(fuzz_readers PROPERTIES LABELS sanitize TIMEOUT 900
                       ENVIRONMENT "${sanitize_environment}")
endif()
# ---- end of the sanitizer build ------------------------------------------------------------

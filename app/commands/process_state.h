// What the whole process shares, without LibTorch: main's argv, the exit status, and the ways
// the process starts again. Both programs link it: the light `dates` (translate without
// LibTorch: app/light/) and `dates-full` (every subcommand: app/main.cpp).
#pragma once

#include <string>

namespace dates::app {

// The program with every subcommand, installed beside the light `dates`.
inline constexpr const char* kFullProgramName = "dates-full";

// main's argv, for the restarts below.
void set_command_line(char** argv);
// The process's exit status: the first non-zero status set wins (0 when none was set).
void set_exit_status(int status);
int exit_status();

// Restarts the process with OpenBLAS's fast kernels where it fell back to slow ones
// (core/openblas.h). Nothing in the light `dates`, which has no OpenBLAS loaded when it starts:
// it loads OpenBLAS, with one thread, only for a model that multiplies through it
// (light/translate_model.cpp, nn/blas.h).
void restart_with_fast_blas();

// Restarts the process, before any work, with glibc's malloc asking for transparent huge pages
// (GLIBC_TUNABLES=glibc.malloc.hugetlb=1) where the kernel gives them only when asked and glibc
// is 2.35 or later; nothing when GLIBC_TUNABLES is set already. Returns only when it did not
// restart.
void restart_with_huge_pages();

// dates-full beside this program's executable ("" when /proc/self/exe cannot be read).
std::string full_program_path();
// Replaces this process with dates-full on the same arguments (the light `dates` hands over what
// it does not run itself). Returns only by throwing: a sentence that starts with `why` ("train",
// "translate with a beam") and says that dates-full could not be started.
[[noreturn]] void run_full_program(const std::string& why);

}  // namespace dates::app

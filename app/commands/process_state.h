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
// (core/openblas.h); in a process that asked for it (set_blas_threads_restart), also when
// OPENBLAS_NUM_THREADS is unset, to start again with it at 1.
void restart_with_fast_blas();
// The light `dates` asks for it: its workers call OpenBLAS one product at a time, and OpenBLAS's
// own thread pool, started when it loads (before main), only spins beside them (13% of the CPU
// time of a translate run; 7% of the wall time at --threads 2 on 2 cores). dates-full does not:
// it loads LibTorch, and a restart would load it twice.
void set_blas_threads_restart(bool enabled);

// dates-full beside this program's executable ("" when /proc/self/exe cannot be read).
std::string full_program_path();
// Replaces this process with dates-full on the same arguments (the light `dates` hands over what
// it does not run itself). Returns only by throwing: a sentence that starts with `why` ("train",
// "translate with a beam") and says that dates-full could not be started.
[[noreturn]] void run_full_program(const std::string& why);

}  // namespace dates::app

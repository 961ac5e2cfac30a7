// What the whole process shares, without LibTorch (the light `dates` and `dates-full` alike):
// main's argv, the exit status, and the ways the process starts again (OpenBLAS's kernels,
// malloc's huge pages, the full program).
#include "process_state.h"

#include <fmt/format.h>
#include <gnu/libc-version.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <system_error>

#include "dates/core/openblas.h"
#include "dates/core/printable.h"

namespace dates::app {

// OpenBLAS chooses its kernels once, when it loads, from the CPU it recognises or from
// OPENBLAS_CORETYPE. Where it fell back to pre-AVX2 kernels on a CPU that has AVX2 or AVX-512
// (OpenBLAS 0.3.21 on some recent Xeons: matrix products several times slower), the compute-heavy
// subcommands start again, before any work, with the variable set. Setting OPENBLAS_CORETYPE
// yourself skips this. (OMP_WAIT_POLICY is no longer needed: `threads` are data-parallel worker
// threads, core/workers.h, and LibTorch runs single-threaded inside each, so no OpenMP team
// waits anywhere.)
char** command_line = nullptr;  // main's argv
int exit_status_value = 0;

void set_command_line(char** argv) {
  command_line = argv;
}
void set_exit_status(int status) {
  if (exit_status_value == 0) exit_status_value = status;
}
int exit_status() {
  return exit_status_value;
}

namespace {

// Replaces this process with its own executable on main's arguments, so that what is read only at
// a process's start (an environment variable just set) takes effect. Returns only when the exec
// failed (no /proc?).
void restart_self() {
  // The executable's real path, not /proc/self/exe: the kernel names the process after the file
  // executed, and `pgrep dates` must still find it.
  std::error_code error;
  const auto executable = std::filesystem::read_symlink("/proc/self/exe", error).string();
  ::execv(error ? "/proc/self/exe" : executable.c_str(), command_line);
}

}  // namespace

void restart_with_fast_blas() {
  const auto coretype = openblas_coretype_to_restart_with();
  if (coretype.empty() || command_line == nullptr) return;
  ::setenv("OPENBLAS_CORETYPE", coretype.c_str(), /*overwrite=*/1);
  restart_self();  // returns when exec failed: carry on with the kernels OpenBLAS chose
}

void restart_with_huge_pages() {
  // glibc 2.35 and later back malloc's heaps with transparent huge pages under this tunable
  // (madvise), where the kernel gives them only when asked ("[madvise]", Debian's default).
  if (command_line == nullptr || std::getenv("GLIBC_TUNABLES") != nullptr) return;
  std::ifstream mode_file("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string mode((std::istreambuf_iterator<char>(mode_file)), std::istreambuf_iterator<char>());
  if (mode.find("[madvise]") == std::string::npos) return;
  int major = 0, minor = 0;
  if (std::sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) != 2 ||
      major * 1000 + minor < 2035) {
    return;
  }
  ::setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", /*overwrite=*/0);
  restart_self();
  ::unsetenv("GLIBC_TUNABLES");  // exec failed: carry on as started
}

std::string full_program_path() {
  std::error_code error;
  const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return "";
  return (executable.parent_path() / kFullProgramName).string();
}

void run_full_program(const std::string& why) {
  const auto path = full_program_path();
  if (command_line != nullptr && !path.empty()) ::execv(path.c_str(), command_line);
  const int cause = errno;
  throw std::runtime_error(
      fmt::format("{} needs {}, the program with LibTorch, which could not be started{}{}", why,
                  kFullProgramName, path.empty() ? "" : " from " + printable(path),
                  path.empty() ? "" : fmt::format(" ({})", std::strerror(cause))));
}

}  // namespace dates::app

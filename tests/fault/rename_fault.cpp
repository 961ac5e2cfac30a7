// A fault-injection shim for the checkpoint writers, loaded with LD_PRELOAD: every file that the
// program commits goes through rename(2) (or renameat2 for last/'s exchange), so dying at the
// N-th rename is dying at every possible point between two checkpoint writes.
//
//   DATES_FAULT_LOG=FILE         append "N from -> to" for every rename (to count them)
//   DATES_FAULT_RENAME_AT=N      at the N-th rename (1-based) the process dies, exit status 137
//   DATES_FAULT_AFTER=1          ... right after that rename happened (default: just before)
//   DATES_FAULT_NO_EXCHANGE=1    renameat2(RENAME_EXCHANGE) fails with EINVAL, as on a
//                                filesystem that cannot exchange (the writer's fallback path)
//   DATES_FAULT_OPEN_MATCH=S     the first time the process opens a path ending in S (open,
//   DATES_FAULT_OPEN_RUN=CMD     openat, fopen and their 64-bit names), CMD is run (system(3))
//                                before the open: another writer changing a file while the
//                                program is between reading it and writing it back
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

int calls = 0;

int env_int(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? 0 : std::atoi(value);
}

void log_call(const char* from, const char* to) {
  const char* path = std::getenv("DATES_FAULT_LOG");
  if (path == nullptr) return;
  const int descriptor = ::open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (descriptor < 0) return;
  const std::string line = std::to_string(calls) + " " + from + " -> " + to + "\n";
  [[maybe_unused]] const auto written = ::write(descriptor, line.data(), line.size());
  ::close(descriptor);
}

// Runs one rename through `perform`, dying before or after it when asked.
template <typename Perform>
int intercept(const char* from, const char* to, Perform perform) {
  ++calls;
  log_call(from, to);
  const int die_at = env_int("DATES_FAULT_RENAME_AT");
  const bool after = env_int("DATES_FAULT_AFTER") != 0;
  if (die_at == calls && !after) ::_exit(137);
  const int result = perform();
  if (die_at == calls && after) ::_exit(137);
  return result;
}

template <typename Function>
Function next(const char* name) {
  return reinterpret_cast<Function>(::dlsym(RTLD_NEXT, name));
}

// Runs DATES_FAULT_OPEN_RUN once, before the first open of a path ending in
// DATES_FAULT_OPEN_MATCH.
void before_open(const char* path) {
  static bool done = false;
  const char* match = std::getenv("DATES_FAULT_OPEN_MATCH");
  const char* command = std::getenv("DATES_FAULT_OPEN_RUN");
  if (done || match == nullptr || command == nullptr || path == nullptr) return;
  const size_t length = std::strlen(path), suffix = std::strlen(match);
  if (length < suffix || std::strcmp(path + length - suffix, match) != 0) return;
  done = true;
  const std::string to_run = command;
  ::unsetenv("DATES_FAULT_OPEN_RUN");  // the command's own processes run it no more
  [[maybe_unused]] const int status = std::system(to_run.c_str());
}

// open's mode argument, present only when a file may be created.
mode_t mode_argument(int flags, va_list arguments) {
  const bool needs_mode = (flags & O_CREAT) != 0 || (flags & O_TMPFILE) == O_TMPFILE;
  return needs_mode ? static_cast<mode_t>(va_arg(arguments, int)) : 0;
}

}  // namespace

extern "C" {

int rename(const char* from, const char* to) {
  static auto real = next<int (*)(const char*, const char*)>("rename");
  return intercept(from, to, [&] { return real(from, to); });
}

int renameat(int from_directory, const char* from, int to_directory, const char* to) {
  static auto real = next<int (*)(int, const char*, int, const char*)>("renameat");
  return intercept(from, to, [&] { return real(from_directory, from, to_directory, to); });
}

int open(const char* path, int flags, ...) {
  static auto real = next<int (*)(const char*, int, ...)>("open");
  va_list arguments;
  va_start(arguments, flags);
  const mode_t mode = mode_argument(flags, arguments);
  va_end(arguments);
  before_open(path);
  return real(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
  static auto real = next<int (*)(const char*, int, ...)>("open64");
  va_list arguments;
  va_start(arguments, flags);
  const mode_t mode = mode_argument(flags, arguments);
  va_end(arguments);
  before_open(path);
  return real(path, flags, mode);
}

int openat(int directory, const char* path, int flags, ...) {
  static auto real = next<int (*)(int, const char*, int, ...)>("openat");
  va_list arguments;
  va_start(arguments, flags);
  const mode_t mode = mode_argument(flags, arguments);
  va_end(arguments);
  before_open(path);
  return real(directory, path, flags, mode);
}

int openat64(int directory, const char* path, int flags, ...) {
  static auto real = next<int (*)(int, const char*, int, ...)>("openat64");
  va_list arguments;
  va_start(arguments, flags);
  const mode_t mode = mode_argument(flags, arguments);
  va_end(arguments);
  before_open(path);
  return real(directory, path, flags, mode);
}

FILE* fopen(const char* path, const char* mode) {
  static auto real = next<FILE* (*)(const char*, const char*)>("fopen");
  before_open(path);
  return real(path, mode);
}

FILE* fopen64(const char* path, const char* mode) {
  static auto real = next<FILE* (*)(const char*, const char*)>("fopen64");
  before_open(path);
  return real(path, mode);
}

int renameat2(int from_directory, const char* from, int to_directory, const char* to,
              unsigned int flags) {
  static auto real = next<int (*)(int, const char*, int, const char*, unsigned int)>("renameat2");
  if ((flags & RENAME_EXCHANGE) != 0 && env_int("DATES_FAULT_NO_EXCHANGE") != 0) {
    errno = EINVAL;
    return -1;
  }
  return intercept(from, to, [&] { return real(from_directory, from, to_directory, to, flags); });
}
}

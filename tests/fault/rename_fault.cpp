// A fault-injection shim for the checkpoint writers, loaded with LD_PRELOAD: every file that the
// program commits goes through rename(2) (or renameat2 for last/'s exchange), so dying at the
// N-th rename is dying at every possible point between two checkpoint writes.
//
//   DATES_FAULT_LOG=FILE         append "N from -> to" for every rename (to count them)
//   DATES_FAULT_RENAME_AT=N      at the N-th rename (1-based) the process dies, exit status 137
//   DATES_FAULT_AFTER=1          ... right after that rename happened (default: just before)
//   DATES_FAULT_NO_EXCHANGE=1    renameat2(RENAME_EXCHANGE) fails with EINVAL, as on a
//                                filesystem that cannot exchange (the writer's fallback path)
#include <dlfcn.h>
#include <fcntl.h>
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

#include "dates/io/atomic_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "dates/core/printable.h"

namespace dates {

namespace {

std::string shown(const std::string& path) {
  return printable(path, 200);
}

// The descriptor a /dev/stdout-like path stands for: "-", /dev/stdout, /dev/stderr,
// /dev/fd/N, /proc/self/fd/N.
std::optional<int> descriptor_path(const std::string& path) {
  if (path == "-" || path == "/dev/stdout") return 1;
  if (path == "/dev/stderr") return 2;
  for (const std::string prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (path.rfind(prefix, 0) != 0 || path.size() == prefix.size() ||
        path.size() > prefix.size() + 6) {
      continue;
    }
    const auto number = path.substr(prefix.size());
    if (number.find_first_not_of("0123456789") != std::string::npos) continue;
    return std::stoi(number);
  }
  return std::nullopt;
}

void write_all(int descriptor, const std::string& bytes, const std::string& path) {
  size_t written = 0;
  while (written < bytes.size()) {
    const auto n = ::write(descriptor, bytes.data() + written, bytes.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      throw std::runtime_error(
          fmt::format("cannot write '{}': {}", shown(path), std::strerror(errno)));
    }
    written += static_cast<size_t>(n);
  }
}

// Follows symlinks of the last component (at most 40, as the kernel does) to the file that a
// write should replace, so that the link itself survives.
std::string link_target(const std::string& path) {
  std::filesystem::path current(path);
  for (int depth = 0; depth < 40; ++depth) {
    std::error_code error;
    if (!std::filesystem::is_symlink(std::filesystem::symlink_status(current, error))) {
      return current.string();
    }
    const auto target = std::filesystem::read_symlink(current, error);
    if (error) return current.string();
    current = target.is_absolute() ? target : current.parent_path() / target;
  }
  throw std::runtime_error(
      fmt::format("cannot write '{}': too many levels of symbolic links", shown(path)));
}

void fsync_path(const std::string& path, int flags) {
  const int descriptor = ::open(path.c_str(), flags | O_CLOEXEC);
  if (descriptor < 0) return;
  ::fsync(descriptor);
  ::close(descriptor);
}

}  // namespace

void create_directory_for_output(const std::string& directory, const std::string& output) {
  std::error_code error;
  std::filesystem::create_directories(directory, error);
  if (std::filesystem::is_directory(directory)) return;
  // The deepest part of the path that exists names what is in the way.
  std::filesystem::path existing(directory);
  while (existing.has_parent_path() && existing != existing.parent_path() &&
         !std::filesystem::exists(existing)) {
    existing = existing.parent_path();
  }
  const auto kind = file_kind(existing.string());
  throw std::runtime_error(fmt::format("cannot write '{}': '{}' {}", shown(output),
                                       shown(existing.string()),
                                       kind.empty() ? "is a regular file, not a directory"
                                       : kind == "missing" || kind == "a directory"
                                           ? fmt::format("cannot be created: {}", error.message())
                                           : "is " + kind + ", not a directory"));
}

std::string file_kind(const std::string& path) {
  struct stat info {};
  // ENOTDIR: a component of the path is a file; nothing is there (creating it will say why).
  if (::stat(path.c_str(), &info) != 0) {
    return errno == ENOENT || errno == ENOTDIR ? "missing" : std::strerror(errno);
  }
  if (S_ISREG(info.st_mode)) return "";
  if (S_ISDIR(info.st_mode)) return "a directory";
  if (S_ISFIFO(info.st_mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(info.st_mode)) return "a character device";
  if (S_ISBLK(info.st_mode)) return "a block device";
  if (S_ISSOCK(info.st_mode)) return "a socket";
  return "not a regular file";
}

void require_regular_file(const std::string& path, const std::string& what) {
  const auto kind = file_kind(path);
  if (kind.empty()) return;
  if (kind == "missing") {
    throw std::runtime_error(fmt::format("{} '{}' does not exist", what, shown(path)));
  }
  throw std::runtime_error(
      fmt::format("{} '{}' is {}, not a regular file", what, shown(path), kind));
}

void write_file_atomically(const std::string& path,
                           const std::function<void(std::ostream&)>& write) {
  // Streams and devices are written into, never replaced.
  const auto descriptor = descriptor_path(path);
  const auto kind = file_kind(path);
  if (descriptor || (!kind.empty() && kind != "missing")) {
    if (kind == "a directory") {
      throw std::runtime_error(fmt::format("cannot write '{}': it is a directory", shown(path)));
    }
    std::ostringstream buffer;
    write(buffer);
    if (descriptor) {
      std::cout.flush();
      std::cerr.flush();
      write_all(*descriptor, buffer.str(), path);
      return;
    }
    const int opened = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (opened < 0) {
      throw std::runtime_error(fmt::format("cannot open '{}' ({}) for writing: {}", shown(path),
                                           kind, std::strerror(errno)));
    }
    try {
      write_all(opened, buffer.str(), path);
    } catch (...) {
      ::close(opened);
      throw;
    }
    ::close(opened);
    return;
  }

  const std::string destination = link_target(path);
  const std::filesystem::path target(destination);
  if (target.has_parent_path()) create_directory_for_output(target.parent_path().string(), path);
  const std::string temporary = destination + ".tmp." + std::to_string(::getpid());
  struct stat existing {};
  const bool replacing = ::stat(destination.c_str(), &existing) == 0;
  try {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) {
      throw std::runtime_error(
          fmt::format("cannot open '{}' for writing: {}", shown(temporary), std::strerror(errno)));
    }
    write(out);
    out.flush();
    if (!out) {
      throw std::runtime_error(fmt::format("cannot write '{}' (disk full?)", shown(temporary)));
    }
    out.close();
    if (!out) throw std::runtime_error(fmt::format("cannot close '{}'", shown(temporary)));
    // The replacement keeps the permissions of the file it replaces.
    if (replacing) ::chmod(temporary.c_str(), existing.st_mode & 07777);
    fsync_path(temporary, O_RDONLY);
    if (std::rename(temporary.c_str(), destination.c_str()) != 0) {
      throw std::runtime_error(fmt::format("cannot rename '{}' to '{}': {}", shown(temporary),
                                           shown(destination), std::strerror(errno)));
    }
    fsync_path(target.has_parent_path() ? target.parent_path().string() : ".",
               O_RDONLY | O_DIRECTORY);
  } catch (...) {
    std::remove(temporary.c_str());
    throw;
  }
}

void write_file_atomically(const std::string& path, const std::string& contents) {
  write_file_atomically(path, [&](std::ostream& out) {
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  });
}

std::string read_file(const std::string& path) {
  require_regular_file(path, "file");
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw std::runtime_error(
        fmt::format("cannot open '{}': {}", shown(path), std::strerror(errno)));
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw std::runtime_error(fmt::format("cannot read '{}'", shown(path)));
  return buffer.str();
}

}  // namespace dates

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
#include <vector>

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

// The file `path` names (a descriptor path: the file open on it), for identity comparisons.
std::optional<struct stat> status_of(const std::string& path) {
  struct stat info {};
  if (const auto descriptor = descriptor_path(path)) {
    if (::fstat(*descriptor, &info) != 0) return std::nullopt;
  } else if (::stat(path.c_str(), &info) != 0) {
    return std::nullopt;
  }
  return info;
}

std::filesystem::path comparable_path(const std::string& path) {
  std::error_code error;
  auto canonical = std::filesystem::weakly_canonical(std::filesystem::absolute(path, error), error);
  return error ? std::filesystem::path(path).lexically_normal() : canonical;
}

int64_t nanoseconds(const struct timespec& time) {
  return static_cast<int64_t>(time.tv_sec) * 1'000'000'000 + time.tv_nsec;
}

// Reads what `descriptor` holds from its start.
std::string read_descriptor(int descriptor, const std::string& path) {
  std::string contents;
  char buffer[1 << 16];
  off_t offset = 0;
  for (;;) {
    const auto n = ::pread(descriptor, buffer, sizeof buffer, offset);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      throw std::runtime_error(
          fmt::format("cannot read '{}': {}", shown(path), std::strerror(errno)));
    }
    if (n == 0) return contents;
    contents.append(buffer, static_cast<size_t>(n));
    offset += n;
  }
}

// Why `path` is no longer the snapshot's file, or "" when it still is.
std::string change_of(const FileSnapshot& snapshot) {
  const int descriptor = ::open(snapshot.path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (descriptor < 0) {
    return errno == ENOENT ? "it was removed"
                           : fmt::format("it cannot be read again ({})", std::strerror(errno));
  }
  struct stat info {};
  std::string change;
  if (::fstat(descriptor, &info) != 0) {
    change = "it cannot be examined again";
  } else if (static_cast<uint64_t>(info.st_dev) != snapshot.device ||
             static_cast<uint64_t>(info.st_ino) != snapshot.inode) {
    change = "another file was put in its place";
  } else if (info.st_size != snapshot.size || nanoseconds(info.st_mtim) != snapshot.modified_ns) {
    change = "it was modified";
  } else {
    try {
      if (read_descriptor(descriptor, snapshot.path) != snapshot.contents) {
        change = "its contents changed";
      }
    } catch (const std::runtime_error&) {
      change = "it cannot be read again";
    }
  }
  ::close(descriptor);
  return change;
}

}  // namespace

void refuse_output_over_inputs(const std::string& option, const std::string& output,
                               const std::vector<std::string>& inputs) {
  if (output.empty() || output == "-") return;
  const auto written = status_of(output);
  for (const auto& input : inputs) {
    if (input.empty() || input == "-") continue;
    const auto read = status_of(input);
    bool same = false;
    if (written && read) {
      // Writing into a device or a FIFO replaces nothing; a file or directory would be lost.
      same = written->st_dev == read->st_dev && written->st_ino == read->st_ino &&
             (S_ISREG(read->st_mode) || S_ISDIR(read->st_mode));
    } else {
      same = comparable_path(output) == comparable_path(input);
    }
    if (same) {
      throw std::runtime_error(fmt::format(
          "{} '{}' is the input '{}' (the same file): writing it would replace the input; choose "
          "another path",
          option, shown(output), shown(input)));
    }
  }
}

FileSnapshot read_file_snapshot(const std::string& path) {
  require_regular_file(path, "file");
  FileSnapshot snapshot;
  snapshot.path = link_target(path);
  const int descriptor = ::open(snapshot.path.c_str(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) {
    throw std::runtime_error(
        fmt::format("cannot open '{}': {}", shown(path), std::strerror(errno)));
  }
  struct stat before {
  }, after{};
  try {
    if (::fstat(descriptor, &before) != 0) {
      throw std::runtime_error(
          fmt::format("cannot examine '{}': {}", shown(path), std::strerror(errno)));
    }
    snapshot.contents = read_descriptor(descriptor, path);
    if (::fstat(descriptor, &after) != 0 || after.st_size != before.st_size ||
        nanoseconds(after.st_mtim) != nanoseconds(before.st_mtim) ||
        static_cast<int64_t>(snapshot.contents.size()) != before.st_size) {
      throw std::runtime_error(fmt::format(
          "'{}' changed while it was read; try again when nothing else writes it", shown(path)));
    }
  } catch (...) {
    ::close(descriptor);
    throw;
  }
  ::close(descriptor);
  snapshot.device = static_cast<uint64_t>(before.st_dev);
  snapshot.inode = static_cast<uint64_t>(before.st_ino);
  snapshot.size = before.st_size;
  snapshot.modified_ns = nanoseconds(before.st_mtim);
  snapshot.owner = before.st_uid;
  snapshot.group = before.st_gid;
  snapshot.mode = before.st_mode & 07777;
  return snapshot;
}

void replace_unchanged_file(const FileSnapshot& snapshot, const std::string& contents) {
  const auto refuse_if_changed = [&] {
    const auto change = change_of(snapshot);
    if (!change.empty()) {
      throw FileChangedError(fmt::format(
          "'{}' changed since it was read ({}); it was left as it is: run the command again",
          shown(snapshot.path), change));
    }
  };
  refuse_if_changed();
  const std::filesystem::path target(snapshot.path);
  const std::string temporary = snapshot.path + ".tmp." + std::to_string(::getpid());
  const int descriptor =
      ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (descriptor < 0) {
    throw std::runtime_error(
        fmt::format("cannot open '{}' for writing: {}", shown(temporary), std::strerror(errno)));
  }
  try {
    try {
      // The owner first: a root-run rewrite must leave the file its owner's.
      struct stat created {};
      ::fstat(descriptor, &created);
      if ((created.st_uid != snapshot.owner || created.st_gid != snapshot.group) &&
          ::fchown(descriptor, snapshot.owner, snapshot.group) != 0) {
        throw std::runtime_error(fmt::format(
            "cannot rewrite '{}' as its owner (uid {}, gid {}): {}; run as that user or as root",
            shown(snapshot.path), snapshot.owner, snapshot.group, std::strerror(errno)));
      }
      if (::fchmod(descriptor, snapshot.mode) != 0) {
        throw std::runtime_error(fmt::format("cannot give '{}' the mode {:o}: {}", shown(temporary),
                                             snapshot.mode, std::strerror(errno)));
      }
      write_all(descriptor, contents, temporary);
      if (::fsync(descriptor) != 0) {
        throw std::runtime_error(
            fmt::format("cannot flush '{}': {}", shown(temporary), std::strerror(errno)));
      }
    } catch (...) {
      ::close(descriptor);
      throw;
    }
    if (::close(descriptor) != 0) {
      throw std::runtime_error(
          fmt::format("cannot close '{}': {}", shown(temporary), std::strerror(errno)));
    }
    refuse_if_changed();  // again, as late as possible before the rename
    if (std::rename(temporary.c_str(), snapshot.path.c_str()) != 0) {
      throw std::runtime_error(fmt::format("cannot rename '{}' to '{}': {}", shown(temporary),
                                           shown(snapshot.path), std::strerror(errno)));
    }
  } catch (...) {
    std::remove(temporary.c_str());
    throw;
  }
  fsync_path(target.has_parent_path() ? target.parent_path().string() : ".",
             O_RDONLY | O_DIRECTORY);
}

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

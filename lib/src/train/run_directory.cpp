#include "dates/train/run_directory.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "dates/core/printable.h"

namespace dates {

namespace fs = std::filesystem;

namespace {

constexpr const char* kLockName = ".dates-train.lock";

void fsync_directory(const fs::path& directory) {
  const int descriptor = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (descriptor < 0) return;
  ::fsync(descriptor);
  ::close(descriptor);
}

bool complete_pair(const fs::path& directory) {
  return fs::is_regular_file(directory / "model.safetensors") &&
         fs::is_regular_file(directory / "optimizer.safetensors");
}

}  // namespace

RunLock::RunLock(const std::string& directory) {
  std::error_code error;
  fs::create_directories(directory, error);
  if (!fs::is_directory(directory)) {
    throw std::runtime_error(fmt::format("cannot use '{}' as the run directory: {}",
                                         printable(directory, 200),
                                         error ? error.message() : "it is not a directory"));
  }
  const auto path = (fs::path(directory) / kLockName).string();
  descriptor_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (descriptor_ < 0) {
    throw std::runtime_error(fmt::format("cannot open the lock file '{}': {}", printable(path, 200),
                                         std::strerror(errno)));
  }
  if (::flock(descriptor_, LOCK_EX | LOCK_NB) != 0) {
    const int cause = errno;
    std::string holder;
    std::ifstream(path) >> holder;
    ::close(descriptor_);
    descriptor_ = -1;
    if (cause == EWOULDBLOCK) {
      throw std::runtime_error(fmt::format(
          "the run directory '{}' is in use by another training (pid {}); wait for it to end, "
          "or choose another --output-dir",
          printable(directory, 200), printable(holder, 12)));
    }
    throw std::runtime_error(
        fmt::format("cannot lock '{}': {}", printable(path, 200), std::strerror(cause)));
  }
  const auto pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(descriptor_, 0) == 0) {
    [[maybe_unused]] const auto written = ::pwrite(descriptor_, pid.data(), pid.size(), 0);
  }
}

RunLock::~RunLock() {
  if (descriptor_ >= 0) ::close(descriptor_);  // closing releases the flock
}

std::vector<std::string> run_files(const std::string& directory) {
  std::vector<std::string> found;
  for (const char* name :
       {"model.safetensors", "last", "last.old", "metrics.jsonl", "config.yaml"}) {
    std::error_code error;
    if (fs::exists(fs::symlink_status(fs::path(directory) / name, error))) {
      found.emplace_back(name);
    }
  }
  return found;
}

void remove_run_files(const std::string& directory) {
  for (const auto& name : run_files(directory)) fs::remove_all(fs::path(directory) / name);
  remove_leftovers(directory);
}

void remove_leftovers(const std::string& directory) {
  const fs::path root(directory);
  std::error_code error;
  for (const fs::path& folder : {root, root / "last"}) {
    if (!fs::is_directory(folder, error)) continue;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
      const auto name = entry.path().filename().string();
      if (name.rfind("last.new.", 0) == 0 || name.find(".tmp.") != std::string::npos) {
        fs::remove_all(entry.path(), error);
      }
    }
  }
  if (complete_pair(root / "last")) fs::remove_all(root / "last.old", error);
}

std::string last_state_directory(const std::string& directory) {
  const fs::path root(directory);
  if (fs::exists(root / "last")) return (root / "last").string();
  if (complete_pair(root / "last.old")) return (root / "last.old").string();
  throw std::runtime_error(fmt::format(
      "'{}' holds no last/ checkpoint to resume from (is it a run directory? a run writes last/ "
      "at its first evaluation and when it is stopped by a signal)",
      printable(directory, 200)));
}

void replace_last_state(const std::string& directory,
                        const std::function<void(const std::string& staging)>& write) {
  const fs::path root(directory);
  const fs::path last = root / "last";
  const fs::path staging = root / fmt::format("last.new.{}", ::getpid());
  fs::remove_all(staging);
  fs::create_directories(staging);
  write(staging.string());
  fsync_directory(staging);
  if (!fs::exists(last)) {
    fs::rename(staging, last);
  } else if (::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, last.c_str(), RENAME_EXCHANGE) == 0) {
    fs::remove_all(staging);  // now the previous pair
  } else if (errno == EINVAL || errno == ENOSYS || errno == ENOTSUP) {
    // No exchange on this filesystem: last/ -> last.old/, staging -> last/, drop last.old/.
    const fs::path old = root / "last.old";
    fs::remove_all(old);
    fs::rename(last, old);
    fsync_directory(root);
    fs::rename(staging, last);
    fsync_directory(root);
    fs::remove_all(old);
  } else {
    const int cause = errno;
    fs::remove_all(staging);
    throw std::runtime_error(fmt::format("cannot replace '{}': {}", printable(last.string(), 200),
                                         std::strerror(cause)));
  }
  fsync_directory(root);
}

}  // namespace dates

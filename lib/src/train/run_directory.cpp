#include "dates/train/run_directory.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>

#include "dates/core/printable.h"
#include "dates/io/safetensors.h"

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

std::optional<std::string> metadata_entry(const safetensors::Metadata& metadata,
                                          const std::string& key) {
  const auto found = metadata.find(key);
  if (found == metadata.end()) return std::nullopt;
  return found->second;
}

// The step of a staged pair (DIR/last.new.<pid>/) whose writer finished it: both files valid and
// stamped with the same step and run id, as a resume checks last/. Nothing when it is not one.
std::optional<int64_t> complete_staged_step(const fs::path& directory) {
  if (!complete_pair(directory)) return std::nullopt;
  try {
    safetensors::Metadata model, optimizer;
    safetensors::inspect((directory / "model.safetensors").string(), &model);
    safetensors::inspect((directory / "optimizer.safetensors").string(), &optimizer);
    const auto step = metadata_entry(model, "step");
    const auto run_id = metadata_entry(model, "run_id");
    if (!step || !run_id || run_id->empty() || step != metadata_entry(optimizer, "step") ||
        run_id != metadata_entry(optimizer, "run_id")) {
      return std::nullopt;
    }
    size_t used = 0;
    const int64_t value = std::stoll(*step, &used);
    if (used != step->size() || value < 0) return std::nullopt;
    return value;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// The complete staged pair of the latest step in `root`, if any: what a writer killed before its
// first rename into last/ leaves.
std::optional<fs::path> complete_staged_state(const fs::path& root) {
  std::optional<fs::path> best;
  int64_t best_step = -1;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(root, error)) {
    const auto name = entry.path().filename().string();
    if (name.rfind("last.new.", 0) != 0) continue;
    const auto step = complete_staged_step(entry.path());
    if (step && *step > best_step) {
      best = entry.path();
      best_step = *step;
    }
  }
  return best;
}

// Takes the non-blocking flock `operation` (LOCK_EX or LOCK_SH) on `descriptor`, the open lock
// file `path`. When another process holds it, closes the descriptor and throws
// std::runtime_error(busy(pid written in the file)); any other failure names the reason.
template <typename BusyMessage>
void take_flock(int& descriptor, const std::string& path, int operation, BusyMessage busy) {
  if (::flock(descriptor, operation | LOCK_NB) == 0) return;
  const int cause = errno;
  std::string holder;
  std::ifstream(path) >> holder;
  ::close(descriptor);
  descriptor = -1;
  if (cause == EWOULDBLOCK) throw std::runtime_error(busy(printable(holder, 12)));
  throw std::runtime_error(
      fmt::format("cannot lock '{}': {}", printable(path, 200), std::strerror(cause)));
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
  take_flock(descriptor_, path, LOCK_EX, [&](const std::string& holder) {
    return fmt::format(
        "the run directory '{}' is in use by another training (pid {}); wait for it to end, or "
        "choose another --output-dir",
        printable(directory, 200), holder);
  });
  const auto pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(descriptor_, 0) == 0) {
    [[maybe_unused]] const auto written = ::pwrite(descriptor_, pid.data(), pid.size(), 0);
  }
}

RunLock::~RunLock() {
  if (descriptor_ >= 0) ::close(descriptor_);  // closing releases the flock
}

SharedRunLock::SharedRunLock(const std::string& directory, const std::string& purpose) {
  const auto path = (fs::path(directory.empty() ? "." : directory) / kLockName).string();
  descriptor_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (descriptor_ < 0) {
    if (errno == ENOENT) return;  // no training has run here
    throw std::runtime_error(fmt::format("cannot open the lock file '{}': {}", printable(path, 200),
                                         std::strerror(errno)));
  }
  take_flock(descriptor_, path, LOCK_SH, [&](const std::string& holder) {
    return fmt::format(
        "the run directory '{}' is in use by a training (pid {}), which writes its model file: "
        "{} is refused meanwhile; wait for the training to end",
        printable(directory, 200), holder, purpose);
  });
}

SharedRunLock::~SharedRunLock() {
  if (descriptor_ >= 0) ::close(descriptor_);
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
  // A complete staged last/ is a run's state (the only one of a run killed at its first rename).
  if (const auto staged = complete_staged_state(directory)) {
    found.push_back(staged->filename().string());
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
  // A run killed before its first rename into last/ has its only complete state staged: that
  // state becomes last/ rather than a leftover.
  if (!fs::exists(fs::symlink_status(root / "last", error)) && !complete_pair(root / "last.old")) {
    if (const auto staged = complete_staged_state(root)) {
      fs::rename(*staged, root / "last");
      fsync_directory(root);
    }
  }
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
  if (const auto staged = complete_staged_state(root)) return staged->string();
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

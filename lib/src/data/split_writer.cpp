#include "dates/data/split_writer.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "dates/core/printable.h"
#include "dates/io/atomic_file.h"

namespace dates {

// ---------------------------------------------------------------------------------------------
// A split set written as one unit

namespace {

namespace fs = std::filesystem;

constexpr const char* kManifestName = ".dates-splits";
constexpr const char* kCommitName = ".dates-splits.commit";
constexpr const char* kStagingPrefix = ".dates-splits.new.";
constexpr const char* kManifestHeader = "dates-splits 1";

struct ManifestEntry {
  uint64_t size = 0;
  uint64_t hash = 0;
};

uint64_t fnv1a(const std::string& bytes) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (const unsigned char byte : bytes) {
    hash ^= byte;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string shown_path(const fs::path& path) {
  return printable(path.string(), 200);
}

// name -> entry of a manifest's text; empty for a text that is not a manifest.
std::map<std::string, ManifestEntry> parse_manifest(const std::string& text) {
  std::map<std::string, ManifestEntry> entries;
  std::istringstream in(text);
  std::string line;
  if (!std::getline(in, line) || line != kManifestHeader) return {};
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string name, hash;
    ManifestEntry entry;
    if (line.rfind("set ", 0) == 0) continue;
    if (!(fields >> name >> entry.size >> hash)) return {};
    try {
      size_t used = 0;
      entry.hash = std::stoull(hash, &used, 16);
      if (used != hash.size()) return {};
    } catch (const std::exception&) {
      return {};
    }
    entries[name] = entry;
  }
  return entries;
}

std::map<std::string, ManifestEntry> read_manifest(const fs::path& path) {
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return {};
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return parse_manifest(buffer.str());
}

void sync_directory(const fs::path& directory) {
  const int descriptor = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (descriptor < 0) return;
  ::fsync(descriptor);
  ::close(descriptor);
}

void rename_or_throw(const fs::path& from, const fs::path& to) {
  if (std::rename(from.c_str(), to.c_str()) != 0) {
    throw std::runtime_error(fmt::format("cannot rename '{}' to '{}': {}", shown_path(from),
                                         shown_path(to), std::strerror(errno)));
  }
}

std::string new_set_id() {
  std::random_device entropy;
  return fmt::format("{:08x}{:08x}", entropy(), entropy());
}

}  // namespace

void finish_interrupted_split_set(const std::string& directory) {
  const fs::path root(directory);
  const fs::path commit = root / kCommitName;
  std::error_code error;
  if (!fs::is_directory(fs::symlink_status(commit, error))) return;
  // The commit directory was complete when it got its name: its manifest lists every file, and
  // each file not yet moved is still in it.
  // Its manifest goes last, so while it is there the files it lists that are not in DIR yet are
  // in the commit directory; without it every file was moved.
  if (fs::exists(fs::symlink_status(commit / "manifest", error))) {
    const auto entries = read_manifest(commit / "manifest");
    if (entries.empty()) {
      throw std::runtime_error(fmt::format(
          "'{}' holds an unreadable manifest; move its files into '{}' by hand or remove it",
          shown_path(commit), shown_path(root)));
    }
    for (const auto& [name, entry] : entries) {
      if (fs::exists(fs::symlink_status(commit / name, error))) {
        rename_or_throw(commit / name, root / name);
      }
    }
    sync_directory(root);
    rename_or_throw(commit / "manifest", root / kManifestName);
    sync_directory(root);
  }
  fs::remove_all(commit, error);
  sync_directory(root);
}

void write_split_set(const std::string& directory,
                     const std::vector<std::pair<std::string, std::string>>& files) {
  const fs::path root(directory);
  create_directory_for_output(directory, (root / files.front().first).string());
  finish_interrupted_split_set(directory);
  std::error_code error;
  // What killed writers left before their commit point.
  for (const auto& entry : fs::directory_iterator(root, error)) {
    if (entry.path().filename().string().rfind(kStagingPrefix, 0) == 0) {
      fs::remove_all(entry.path(), error);
    }
  }
  for (const auto& [name, contents] : files) {
    const auto status = fs::symlink_status(root / name, error);
    if (fs::exists(status) && !fs::is_regular_file(status)) {
      throw std::runtime_error(fmt::format(
          "'{}' is {}; generate writes its splits as regular files of the output directory: "
          "remove it or choose another --output-dir",
          shown_path(root / name),
          fs::is_symlink(status) ? "a symbolic link" : file_kind((root / name).string())));
    }
  }
  const fs::path staging = root / (kStagingPrefix + std::to_string(::getpid()));
  fs::remove_all(staging, error);
  create_directory_for_output(staging.string(), (root / files.front().first).string());
  try {
    std::string manifest = std::string(kManifestHeader) + "\nset " + new_set_id() + "\n";
    for (const auto& [name, contents] : files) {
      write_file_atomically((staging / name).string(), contents);
      manifest += fmt::format("{} {} {:016x}\n", name, contents.size(), fnv1a(contents));
    }
    write_file_atomically((staging / "manifest").string(), manifest);
    sync_directory(staging);
    // The commit point: from here the new set is decided.
    rename_or_throw(staging, root / kCommitName);
  } catch (...) {
    fs::remove_all(staging, error);
    throw;
  }
  sync_directory(root);
  finish_interrupted_split_set(directory);
}

void refuse_unowned_split_files(const std::string& directory, const std::vector<std::string>& names,
                                const std::string& overwrite_flag) {
  const fs::path root(directory);
  const auto manifest = read_manifest(root / kManifestName);
  std::error_code error;
  for (const auto& name : names) {
    const fs::path path = root / name;
    if (!fs::exists(fs::symlink_status(path, error))) continue;
    const auto listed = manifest.find(name);
    bool ours = listed != manifest.end() && fs::is_regular_file(fs::symlink_status(path, error));
    if (ours) {
      std::ifstream in(path, std::ios::binary);
      std::stringstream buffer;
      buffer << in.rdbuf();
      const std::string contents = buffer.str();
      ours = contents.size() == listed->second.size && fnv1a(contents) == listed->second.hash;
    }
    if (!ours) {
      throw std::runtime_error(fmt::format(
          "'{}' was not written by dates generate{} and would be replaced; pass {} to replace "
          "it, or choose another --output-dir",
          shown_path(path), listed == manifest.end() ? "" : " (it was changed since)",
          overwrite_flag));
    }
  }
}

void refuse_unfinished_split_set(const std::string& path) {
  const fs::path file(path);
  const fs::path root = file.has_parent_path() ? file.parent_path() : fs::path(".");
  std::error_code error;
  if (fs::exists(fs::symlink_status(root / kCommitName, error))) {
    throw std::runtime_error(fmt::format(
        "'{}' is part of a split set that a killed dates generate left half replaced ('{}' holds "
        "the rest): run dates generate --output-dir {} again (it completes the set first)",
        shown_path(file), shown_path(root / kCommitName), shown_path(root)));
  }
}

// ---------------------------------------------------------------------------------------------
// Splits

SplitSizes write_disjoint_splits(const std::string& directory, const SplitSizes& sizes,
                                 const std::function<SplitLine()>& draw,
                                 const std::string& origin) {
  constexpr std::size_t kMaxConsecutiveSkips = 100000;
  struct Split {
    const char* name;
    std::size_t size;
    std::string text;
    std::size_t distinct = 0;  // distinct sources among its lines
  };
  // Filled in this order, so test keeps the undisturbed distribution.
  std::array<Split, 3> splits = {Split{"test", sizes.test, {}}, Split{"valid", sizes.valid, {}},
                                 Split{"train", sizes.train, {}}};
  std::unordered_map<std::string, std::size_t> owner;  // source -> index into `splits`
  const auto sizes_text =
      fmt::format("test {}, valid {}, train {}", sizes.test, sizes.valid, sizes.train);

  for (std::size_t s = 0; s < splits.size(); ++s) {
    Split& split = splits[s];
    std::size_t skipped_in_a_row = 0;
    for (std::size_t count = 0; count < split.size;) {
      SplitLine line = draw();
      const auto found = owner.find(line.source);
      if (found != owner.end() && found->second != s) {
        if (++skipped_in_a_row >= kMaxConsecutiveSkips) {
          throw std::invalid_argument(fmt::format(
              "{} is too small for the requested split sizes ({}): after {} draws in a row, "
              "every source drawn for the {} split already belonged to another split; widen "
              "the range or ask for fewer examples",
              origin, sizes_text, kMaxConsecutiveSkips, split.name));
        }
        continue;
      }
      skipped_in_a_row = 0;
      if (found == owner.end()) {
        owner.emplace(std::move(line.source), s);
        ++split.distinct;
      }
      split.text += line.text;
      ++count;
    }
  }

  std::vector<std::pair<std::string, std::string>> files;
  for (Split& split : splits) {
    files.emplace_back(std::string(split.name) + ".tsv", std::move(split.text));
  }
  write_split_set(directory, files);
  return SplitSizes{splits[2].distinct, splits[1].distinct, splits[0].distinct};
}

}  // namespace dates

// Files the program writes and reads, safely.
//
// Writing: a regular file (or a new one) is written to a temporary file in the same directory,
// flushed to disk, then renamed into place, so a crash never leaves a half-written file and an
// existing one is replaced only by a complete one. A symlink is followed: the file it points to
// is replaced and the link stays. A path that names something other than a regular file (a
// device such as /dev/null, a FIFO, /dev/stdout or /dev/fd/N) is written into directly, never
// replaced. A directory is refused.
//
// Reading: inputs must be regular files; a directory, FIFO, device or socket is refused with a
// message that says what the path is (a FIFO given as a checkpoint would otherwise block forever).
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace dates {

// Calls `write` with a stream onto the destination as described above. Throws
// std::runtime_error naming the file if it cannot be opened, written or renamed; on any failure
// the temporary file is removed and an existing file is left untouched.
void write_file_atomically(const std::string& path,
                           const std::function<void(std::ostream&)>& write);

// Convenience for text and small binary payloads.
void write_file_atomically(const std::string& path, const std::string& contents);

// "a directory", "a FIFO (named pipe)", "a character device", ... for what `path` names (links
// followed); "" for a regular file; "missing" when nothing is there.
std::string file_kind(const std::string& path);

// Throws std::runtime_error("<what> 'PATH' is a directory, not a regular file") and the like
// unless `path` names a regular file (links followed).
void require_regular_file(const std::string& path, const std::string& what);

// Creates `directory` (and its parents) for the output `output`; throws std::runtime_error naming
// the output and what is in the way (a regular file where a directory is needed, no permission).
void create_directory_for_output(const std::string& directory, const std::string& output);

// Reads a whole regular file; throws std::runtime_error naming the file if it is not one or
// cannot be read.
std::string read_file(const std::string& path);

// Throws std::runtime_error naming the option and both paths when writing `output` would replace
// one of `inputs` (the same command's input files): the same file by identity (device and inode,
// so a symlink, a hard link or another spelling of the path is caught) when both exist, by their
// weakly canonical absolute paths otherwise. Empty paths and "-" (standard output) are skipped.
// A command whose output is a directory (eval --report DIR) calls it for the directory and for
// each file it writes there.
void refuse_output_over_inputs(const std::string& option, const std::string& output,
                               const std::vector<std::string>& inputs);

// A regular file as it was read: where it is, what it is on disk and what it held, so that it is
// replaced only when nobody replaced or changed it since.
struct FileSnapshot {
  std::string path;         // the file itself (a symlink given is followed to its target)
  uint64_t device = 0;      // st_dev
  uint64_t inode = 0;       // st_ino
  int64_t size = 0;         // st_size
  int64_t modified_ns = 0;  // st_mtim, in nanoseconds since the epoch
  uint32_t owner = 0;       // st_uid
  uint32_t group = 0;       // st_gid
  uint32_t mode = 0;        // permission bits (st_mode & 07777)
  std::string contents;     // every byte read
};

// Reads `path` (a regular file) whole with its identity; throws std::runtime_error naming the
// file if it cannot be read or changed while it was read.
FileSnapshot read_file_snapshot(const std::string& path);

// The file of a snapshot was replaced or changed after it was read.
class FileChangedError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Replaces the snapshot's file with `contents`: a temporary file in the same directory, given the
// original's owner, group and mode, flushed to disk, then renamed into place, but only if the
// file is still the one read: the same device, inode, size and modification time and the same
// bytes, checked again right before the rename. Throws FileChangedError naming the file when it
// changed (nothing is written), std::runtime_error when the owner cannot be kept (another user's
// file, not running as root) or the file cannot be written; the temporary file is removed on
// every failure.
void replace_unchanged_file(const FileSnapshot& snapshot, const std::string& contents);

}  // namespace dates

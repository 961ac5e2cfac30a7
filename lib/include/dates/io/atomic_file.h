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

#include <functional>
#include <ostream>
#include <string>

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

}  // namespace dates

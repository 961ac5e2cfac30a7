// Writing files so that a crash never leaves a half-written one: write a temporary file beside
// the destination, flush it, then rename it into place (rename is atomic on POSIX filesystems).
#pragma once

#include <functional>
#include <ostream>
#include <string>

namespace dates {

// Calls `write` with a stream onto `path + ".tmp.<pid>"`, then renames that file to `path`.
// Throws std::runtime_error naming the file if it cannot be opened, written or renamed; on any
// failure the temporary file is removed and an existing `path` is left untouched.
void write_file_atomically(const std::string& path,
                           const std::function<void(std::ostream&)>& write);

// Convenience for text and small binary payloads.
void write_file_atomically(const std::string& path, const std::string& contents);

// Reads a whole file; throws std::runtime_error naming the file if it cannot be read.
std::string read_file(const std::string& path);

}  // namespace dates

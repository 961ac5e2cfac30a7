#include "dates/atomic_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace dates {

void write_file_atomically(const std::string& path,
                           const std::function<void(std::ostream&)>& write) {
  const std::filesystem::path destination(path);
  if (destination.has_parent_path()) {
    std::error_code ignored;
    std::filesystem::create_directories(destination.parent_path(), ignored);
  }
  const std::string temporary = path + ".tmp." + std::to_string(::getpid());
  try {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) {
      throw std::runtime_error("cannot open '" + temporary +
                               "' for writing: " + std::strerror(errno));
    }
    write(out);
    out.flush();
    if (!out) throw std::runtime_error("cannot write '" + temporary + "' (disk full?)");
    out.close();
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
      throw std::runtime_error("cannot rename '" + temporary + "' to '" + path +
                               "': " + std::strerror(errno));
    }
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
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open '" + path + "': " + std::strerror(errno));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw std::runtime_error("cannot read '" + path + "'");
  return buffer.str();
}

}  // namespace dates

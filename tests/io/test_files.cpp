// Files the program writes and reads (dates/io/atomic_file.h) and how untrusted text is shown
// (dates/core/printable.h).
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "dates/core/printable.h"
#include "dates/io/atomic_file.h"

using namespace dates;
using Catch::Contains;
namespace fs = std::filesystem;

namespace {

fs::path fresh_directory(const std::string& name) {
  const auto directory =
      fs::temp_directory_path() / ("dates-test-files-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(directory);
  fs::create_directories(directory);
  return directory;
}

std::string bytes_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("writing through a symlink replaces the file it points to and keeps the link",
          "[files]") {
  const auto directory = fresh_directory("symlink");
  fs::create_directories(directory / "real");
  std::ofstream(directory / "real/target.tsv") << "old\n";
  ::chmod((directory / "real/target.tsv").c_str(), 0640);
  fs::create_symlink("real/target.tsv", directory / "link.tsv");
  // Before the fix the link was replaced by a regular file and the target kept its old text.
  write_file_atomically((directory / "link.tsv").string(), "new\n");
  CHECK(fs::is_symlink(directory / "link.tsv"));
  CHECK(bytes_of(directory / "real/target.tsv") == "new\n");
  CHECK((fs::status(directory / "real/target.tsv").permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
  // No temporary left beside the link or the target.
  for (const auto& folder : {directory, directory / "real"}) {
    for (const auto& entry : fs::directory_iterator(folder)) {
      CHECK(entry.path().filename().string().find(".tmp.") == std::string::npos);
    }
  }
  // A dangling link: the file it names is created.
  fs::create_symlink("real/new.tsv", directory / "dangling.tsv");
  write_file_atomically((directory / "dangling.tsv").string(), "created\n");
  CHECK(fs::is_symlink(directory / "dangling.tsv"));
  CHECK(bytes_of(directory / "real/new.tsv") == "created\n");
  fs::remove_all(directory);
}

TEST_CASE("a device, a FIFO or a descriptor path is written into, never replaced", "[files]") {
  // Before the fix, as root, /dev/null itself was replaced by a regular file.
  write_file_atomically("/dev/null", "discarded\n");
  struct stat null_info {};
  REQUIRE(::stat("/dev/null", &null_info) == 0);
  CHECK(S_ISCHR(null_info.st_mode));

  const auto directory = fresh_directory("fifo");
  const auto fifo = directory / "out.fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::string received;
  std::thread reader([&] { received = bytes_of(fifo); });
  write_file_atomically(fifo.string(), "through the pipe\n");
  reader.join();
  CHECK(received == "through the pipe\n");
  struct stat fifo_info {};
  REQUIRE(::stat(fifo.c_str(), &fifo_info) == 0);
  CHECK(S_ISFIFO(fifo_info.st_mode));

  // /dev/stdout (and /dev/fd/N): the bytes go to the descriptor. Before the fix this failed.
  int pipe_ends[2];
  REQUIRE(::pipe(pipe_ends) == 0);
  std::cout.flush();  // what Catch buffered must not reach the child's stdout
  std::fflush(stdout);
  const pid_t child = ::fork();
  if (child == 0) {
    ::dup2(pipe_ends[1], STDOUT_FILENO);
    try {
      write_file_atomically("/dev/stdout", "to stdout\n");
      write_file_atomically("/dev/fd/1", "to fd 1\n");
    } catch (...) {
      ::_exit(1);
    }
    ::_exit(0);
  }
  ::close(pipe_ends[1]);
  std::string child_output;
  char buffer[256];
  for (ssize_t n; (n = ::read(pipe_ends[0], buffer, sizeof buffer)) > 0;) {
    child_output.append(buffer, static_cast<size_t>(n));
  }
  ::close(pipe_ends[0]);
  int status = 0;
  ::waitpid(child, &status, 0);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(child_output == "to stdout\nto fd 1\n");

  REQUIRE_THROWS_WITH(write_file_atomically(directory.string(), "x"), Contains("is a directory"));
  fs::remove_all(directory);
}

TEST_CASE("an output under a regular file names what is in the way", "[files]") {
  const auto directory = fresh_directory("in-the-way");
  std::ofstream(directory / "plain") << "a file\n";
  // Before: "filesystem error: cannot create directories" or "cannot open ... (Not a directory)".
  REQUIRE_THROWS_WITH(
      write_file_atomically((directory / "plain/sub/out.tsv").string(), "x"),
      Contains("cannot write '" + (directory / "plain/sub/out.tsv").string() + "'") &&
          Contains("'" + (directory / "plain").string() + "' is a regular file, not a directory"));
  CHECK(bytes_of(directory / "plain") == "a file\n");
  fs::remove_all(directory);
}

TEST_CASE("inputs that are not regular files are named for what they are", "[files]") {
  const auto directory = fresh_directory("inputs");
  const auto fifo = directory / "model.safetensors";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  REQUIRE_THROWS_WITH(read_file(fifo.string()), Contains("is a FIFO (named pipe)"));
  REQUIRE_THROWS_WITH(read_file(directory.string()), Contains("is a directory"));
  REQUIRE_THROWS_WITH(read_file("/dev/zero"), Contains("is a character device"));
  REQUIRE_THROWS_WITH(read_file((directory / "missing").string()), Contains("does not exist"));
  CHECK(file_kind("/dev/null") == "a character device");
  fs::remove_all(directory);
}

TEST_CASE("untrusted text is shown with invisible characters as code points", "[files][text]") {
  CHECK(printable("plain text, déjà vu") == "plain text, déjà vu");
  CHECK(printable("bell\a and escape\x1b[2J") == "bell<U+0007> and escape<U+001B>[2J");
  CHECK(printable("tab\tnewline\ncr\r") == "tab<U+0009>newline<U+000A>cr<U+000D>");
  CHECK(printable("zero\u200Bwidth \u202Eright-to-left \uFEFFbom") ==
        "zero<U+200B>width <U+202E>right-to-left <U+FEFF>bom");
  CHECK(printable("no\u00A0break") == "no<U+00A0>break");
  CHECK(printable("\uE000order control") == "<U+E000>order control");
  CHECK(printable("bad \xFF byte \xC0\xAF") == "bad <0xFF> byte <0xC0><0xAF>");
  CHECK(printable("abcdefghij", 4) == "abcd... (10 bytes in all)");
  CHECK(first_invalid_utf8("ok é 日本 😀") == std::nullopt);
  CHECK(first_invalid_utf8("ab\xED\xA0\x80") == 2u);    // a UTF-16 surrogate, encoded
  CHECK(first_invalid_utf8("\xF4\x90\x80\x80") == 0u);  // above U+10FFFF
  CHECK(first_invalid_utf8("\xE2\x82") == 0u);          // cut short
}

TEST_CASE("an output naming an input, by any path to the same file, is refused",
          "[files][inputs]") {
  const auto directory = fresh_directory("inputs");
  const auto model = directory / "model.safetensors";
  const auto data = directory / "data.tsv";
  std::ofstream(model) << "model";
  std::ofstream(data) << "a\tb\n";
  fs::create_symlink("data.tsv", directory / "link.tsv");
  fs::create_hard_link(data, directory / "hard.tsv");
  const std::vector<std::string> inputs = {model.string(), data.string()};
  // The same path, a symlink, a hard link and another spelling of the path.
  for (const auto& output :
       {data.string(), (directory / "link.tsv").string(), (directory / "hard.tsv").string(),
        (directory / "." / "sub" / ".." / "model.safetensors").string()}) {
    INFO(output);
    CHECK_THROWS_WITH(
        refuse_output_over_inputs("--mistakes", output, inputs),
        Contains("--mistakes") && Contains(output) && Contains("would replace the input"));
  }
  // A relative path from the working directory, and an input given relatively.
  const auto here = fs::current_path();
  fs::current_path(directory);
  CHECK_THROWS_WITH(refuse_output_over_inputs("--predictions", "data.tsv", inputs),
                    Contains(data.string()));
  CHECK_THROWS(refuse_output_over_inputs("--predictions", data.string(), {"./data.tsv"}));
  // Neither exists: compared by path.
  CHECK_THROWS(refuse_output_over_inputs("--logits", "new/../missing.bin", {"missing.bin"}));
  fs::current_path(here);
  // Other files, a new file, stdout and a device are fine.
  CHECK_NOTHROW(refuse_output_over_inputs("--mistakes", (directory / "new.tsv").string(), inputs));
  CHECK_NOTHROW(refuse_output_over_inputs("--mistakes", "-", inputs));
  CHECK_NOTHROW(refuse_output_over_inputs("--mistakes", "/dev/null", {"/dev/null"}));
  CHECK_NOTHROW(refuse_output_over_inputs("--mistakes", "", inputs));
  // A directory output that is an input file (--report naming the model) is refused too.
  CHECK_THROWS(refuse_output_over_inputs("--report", model.string(), inputs));
  fs::remove_all(directory);
}

TEST_CASE("a file is replaced only while it is still the one read, keeping its mode",
          "[files][snapshot]") {
  const auto directory = fresh_directory("snapshot");
  const auto path = directory / "model.bin";
  std::ofstream(path) << "version 1";
  ::chmod(path.c_str(), 0604);
  SECTION("unchanged: replaced, the mode kept, no temporary left") {
    const auto snapshot = read_file_snapshot(path.string());
    CHECK(snapshot.contents == "version 1");
    replace_unchanged_file(snapshot, "version 2");
    CHECK(bytes_of(path) == "version 2");
    CHECK((fs::status(path).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::others_read));
    for (const auto& entry : fs::directory_iterator(directory)) {
      CHECK(entry.path().filename().string().find(".tmp.") == std::string::npos);
    }
  }
  SECTION("another file renamed into its place: refused, the other file kept") {
    const auto snapshot = read_file_snapshot(path.string());
    std::ofstream(directory / "other.bin") << "version 1";  // even with the same bytes
    fs::rename(directory / "other.bin", path);
    CHECK_THROWS_AS(replace_unchanged_file(snapshot, "stale"), FileChangedError);
    CHECK_THROWS_WITH(replace_unchanged_file(snapshot, "stale"),
                      Contains(path.string()) && Contains("another file was put in its place"));
    CHECK(bytes_of(path) == "version 1");
  }
  SECTION("rewritten in place with the same size and modification time: its bytes decide") {
    const auto snapshot = read_file_snapshot(path.string());
    struct stat before {};
    REQUIRE(::stat(path.c_str(), &before) == 0);
    {
      std::fstream out(path, std::ios::in | std::ios::out | std::ios::binary);
      out << "VERSION 1";
    }
    const struct timespec times[2] = {before.st_atim, before.st_mtim};
    REQUIRE(::utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
    CHECK_THROWS_WITH(replace_unchanged_file(snapshot, "stale"), Contains("contents changed"));
    CHECK(bytes_of(path) == "VERSION 1");
  }
  SECTION("modified or removed: refused") {
    const auto snapshot = read_file_snapshot(path.string());
    std::ofstream(path, std::ios::app) << " and more";
    CHECK_THROWS_WITH(replace_unchanged_file(snapshot, "stale"), Contains("was modified"));
    fs::remove(path);
    CHECK_THROWS_WITH(replace_unchanged_file(snapshot, "stale"), Contains("was removed"));
    CHECK_FALSE(fs::exists(path));
  }
  SECTION("through a symlink: the target is replaced, the link stays") {
    fs::create_symlink("model.bin", directory / "link.bin");
    const auto snapshot = read_file_snapshot((directory / "link.bin").string());
    replace_unchanged_file(snapshot, "version 2");
    CHECK(fs::is_symlink(directory / "link.bin"));
    CHECK(bytes_of(path) == "version 2");
  }
  if (::geteuid() == 0) {
    SECTION("as root, another user's file stays that user's") {
      REQUIRE(::chown(path.c_str(), 4321, 4322) == 0);
      const auto snapshot = read_file_snapshot(path.string());
      replace_unchanged_file(snapshot, "version 2");
      struct stat after {};
      REQUIRE(::stat(path.c_str(), &after) == 0);
      CHECK(after.st_uid == 4321);
      CHECK(after.st_gid == 4322);
      CHECK((after.st_mode & 07777) == 0604);
    }
  }
  fs::remove_all(directory);
}

// Helpers of the tests that read files of running text (the world grammar's phrases and sentence
// frames): a scratch directory of the process, and a text's words as the reader folds them.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "dates/core/source_text.h"

namespace dates::testing {

// A fresh directory of this process (`dates-test-<name>-<pid>` under the temporary directory),
// removed when the test ends.
struct ScratchDirectory {
  explicit ScratchDirectory(const std::string& name)
      : path(std::filesystem::temp_directory_path() /
             ("dates-test-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~ScratchDirectory() { std::filesystem::remove_all(path); }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;

  void write(const std::string& file, const std::string& text) const {
    std::ofstream(path / file, std::ios::binary) << text;
  }

  std::filesystem::path path;
};

// Words of `text` split at spaces, punctuation and braces, folded (case, marks as the reader
// folds them).
inline std::vector<std::string> folded_words(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : fold_text(text) + " ") {
    const bool separator = c == ' ' || c == ',' || c == '.' || c == ':' || c == ';' || c == '(' ||
                           c == ')' || c == '!' || c == '?' || c == '"' || c == '\'' || c == '-' ||
                           c == '{' || c == '}';
    if (separator) {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  return words;
}

}  // namespace dates::testing

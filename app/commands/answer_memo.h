// The answers `dates translate` has written in one call, by input line: a column's repeats are
// answered from here, without being normalised, looked up in the reading cache or formatted
// again. Answers belong to the convention they were read by: the memo is emptied when the
// column's convention changes (a stream that paused), and when it is full (a call whose lines
// are mostly distinct gains nothing from keeping more).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "dates/data/reading_order.h"

namespace dates::app {

class AnswerMemo {
 public:
  static constexpr size_t kMaxEntries = size_t{1} << 16;
  static constexpr size_t kMaxBytes = size_t{32} << 20;

  // Forgets every answer when `order` (the convention the next answers are read by) is not the
  // one the held answers were read by.
  void use_order(std::optional<ReadingOrder> order) {
    if (order != order_) clear();
    order_ = order;
  }

  // The answer written for this exact line, or null.
  const std::string* find(const std::string& text) const {
    const auto found = answers_.find(text);
    return found == answers_.end() ? nullptr : &found->second;
  }

  void add(const std::string& text, std::string answer) {
    const size_t bytes = text.size() + answer.size();
    if (answers_.size() >= kMaxEntries || bytes_ + bytes > kMaxBytes) clear();
    if (answers_.emplace(text, std::move(answer)).second) bytes_ += bytes;
  }

 private:
  void clear() {
    answers_.clear();
    bytes_ = 0;
  }
  std::unordered_map<std::string, std::string> answers_;
  size_t bytes_ = 0;
  std::optional<ReadingOrder> order_;
};

}  // namespace dates::app

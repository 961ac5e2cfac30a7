#include "dates/decode/time_evidence.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

namespace dates {
namespace {

// A run of digits of the string: its value (one or two digits; -1 for a longer run) and where
// it starts and ends.
struct DigitRun {
  int value = -1;
  std::size_t begin = 0, end = 0;
};

// The last runs of digits of `text` (at most as many as `runs` holds), the last first; returns how
// many there are. Read from the end: the clock and its offset are the string's last numbers.
template <std::size_t N>
std::size_t last_digit_runs(std::string_view text, std::array<DigitRun, N>& runs) {
  std::size_t count = 0;
  for (std::size_t end = text.size(); end > 0 && count < N;) {
    if (text[end - 1] < '0' || text[end - 1] > '9') {
      --end;
      continue;
    }
    std::size_t begin = end;
    while (begin > 0 && text[begin - 1] >= '0' && text[begin - 1] <= '9') --begin;
    const int value = end - begin == 1   ? text[begin] - '0'
                      : end - begin == 2 ? (text[begin] - '0') * 10 + (text[begin + 1] - '0')
                                         : -1;
    runs[count++] = {value, begin, end};
    end = begin;
  }
  return count;
}

// Whether runs `a` and `b` (a before b) are joined by one colon or one dot, as a clock's fields.
bool clock_joined(std::string_view text, const DigitRun& a, const DigitRun& b) {
  return b.begin == a.end + 1 && (text[a.end] == ':' || text[a.end] == '.');
}

// Whether the hour `hour` (24-hour) may be written as `value`: as itself, on a 12-hour clock
// (15 as 3), or midnight and noon as 12.
bool writes_hour(int value, int hour) {
  return value == hour || (hour > 12 && value == hour - 12) || (hour == 0 && value == 12);
}

}  // namespace

bool seconds_written(std::string_view text, int hour, int minute) {
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) {
    throw std::invalid_argument("seconds_written: the clock " + std::to_string(hour) + ":" +
                                std::to_string(minute) + " is out of range 0-23:0-59");
  }
  const std::string_view digits = text;  // folded by the model's normalisation
  // The last five runs, the last first: an offset's two, then the clock's three.
  std::array<DigitRun, 5> runs;
  std::size_t count = last_digit_runs(digits, runs);
  std::size_t first = 0;  // the string's last run that is not an offset's
  // An offset after the clock is not its numbers (`21:00-09:00`, `+0300`, `utc+3`).
  const auto signed_run = [&](const DigitRun& run) {
    return run.begin > 0 && (digits[run.begin - 1] == '+' || digits[run.begin - 1] == '-');
  };
  if (count >= 1 && signed_run(runs[0])) {
    first = 1;
  } else if (count >= 2 && signed_run(runs[1]) && clock_joined(digits, runs[1], runs[0])) {
    first = 2;
  }
  // The numbers end with the hour and its minutes: nothing after them can be the seconds.
  if (count < first + 2) return true;
  const DigitRun& minute_run = runs[first];
  const DigitRun& hour_run = runs[first + 1];
  if (minute_run.value != minute || hour_run.value < 0 || !writes_hour(hour_run.value, hour)) {
    return true;
  }
  // Unless the last two are a clock's minutes and seconds after its hour (`10:10:10`: the
  // seconds equal the minutes, and the minutes write the hour).
  return count >= first + 3 && clock_joined(digits, runs[first + 2], hour_run) &&
         clock_joined(digits, hour_run, minute_run);
}

bool zone_written(std::string_view text, std::string_view letters) {
  const auto lower = [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  };
  const auto ascii_letter = [&](char c) { return lower(c) >= 'a' && lower(c) <= 'z'; };
  // The words are compared in a buffer: no zone the model writes is longer.
  constexpr std::size_t kLongest = 15;
  if (letters.empty() || letters.size() > kLongest) return false;
  std::array<char, kLongest> wanted{};
  for (std::size_t i = 0; i < letters.size(); ++i) wanted[i] = lower(letters[i]);
  const std::string_view wanted_name(wanted.data(), letters.size());
  // The names of universal time are one zone: the model writes one for another (`ut` as `utc`).
  static constexpr std::array<std::string_view, 4> kUniversal = {"ut", "utc", "uct", "gmt"};
  const auto universal = [](std::string_view name) {
    return std::find(kUniversal.begin(), kUniversal.end(), name) != kUniversal.end();
  };
  const bool wanted_universal = universal(wanted_name);
  std::array<char, kLongest> word{};  // the ASCII letters of the word being read, lower-cased
  std::size_t word_length = 0;        // kLongest + 1: longer than any zone
  const auto matches = [&] {
    if (word_length == 0 || word_length > kLongest) return false;
    const std::string_view name(word.data(), word_length);
    return name == wanted_name || (wanted_universal && universal(name));
  };
  for (const char c : text) {
    if (ascii_letter(c)) {
      if (word_length < kLongest) word[word_length] = lower(c);
      word_length = std::min(word_length + 1, kLongest + 1);
    } else if (static_cast<unsigned char>(c) < 0x80) {  // a space, a digit or a mark: a word ends
      if (matches()) return true;
      word_length = 0;
    }  // a byte of another character: inside the word, not part of its letters
  }
  return matches();
}

}  // namespace dates

#include "dates/decode/time_evidence.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "dates/core/source_text.h"

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
  // Digits of other scripts as ASCII (only when the text holds bytes beyond ASCII).
  const bool ascii = std::all_of(text.begin(), text.end(),
                                 [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  const std::string folded = ascii ? std::string() : fold_text(std::string(text));
  const std::string_view digits = ascii ? text : std::string_view(folded);
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

}  // namespace dates

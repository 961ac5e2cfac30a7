#include "dates/decode/date_time_output.h"

#include "dates/core/calendar.h"
#include "dates/core/calendar_date.h"
#include "dates/data/zone_abbreviations.h"

namespace dates {

namespace {

bool is_clock_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_zone_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Reads `count` digits at `position` (advancing it) into `value`; false when they are not there.
bool read_clock_digits(const std::string& text, std::size_t& position, std::size_t count,
                       int& value) {
  if (position + count > text.size()) return false;
  value = 0;
  for (std::size_t i = position; i < position + count; ++i) {
    if (!is_clock_digit(text[i])) return false;
    value = value * 10 + (text[i] - '0');
  }
  position += count;
  return true;
}

// The time after 'T' (from `position`) into `result`; false when the text follows no rule.
bool read_time(const std::string& text, std::size_t position, DateTimeOutput& result) {
  int hour = 0, minute = 0, second = -1;
  std::string fraction;
  if (!read_clock_digits(text, position, 2, hour)) return false;
  if (position >= text.size() || text[position] != ':') return false;
  ++position;
  if (!read_clock_digits(text, position, 2, minute)) return false;
  if (position < text.size() && text[position] == ':') {
    ++position;
    if (!read_clock_digits(text, position, 2, second)) return false;
    if (position < text.size() && text[position] == '.') {
      ++position;
      while (position < text.size() && is_clock_digit(text[position])) fraction += text[position++];
      if (fraction.empty() || fraction.size() > 9) return false;
    }
  }
  char meridiem = 0;
  if (position < text.size() && (text[position] == 'a' || text[position] == 'p')) {
    meridiem = text[position++];
  }
  // The zone.
  std::string offset, zone;
  bool unknown_zone = false;
  if (position < text.size()) {
    const char first = text[position];
    if (first == 'Z' && position + 1 == text.size()) {
      offset = "Z";
    } else if (first == '+' || first == '-') {
      std::size_t at = position + 1;
      int hours = 0, minutes = 0;
      if (!read_clock_digits(text, at, 2, hours) || at >= text.size() || text[at] != ':')
        return false;
      ++at;
      if (!read_clock_digits(text, at, 2, minutes) || at != text.size()) return false;
      if (hours > 18 || minutes > 59) {
        unknown_zone = true;
      } else {
        const int total = (hours * 60 + minutes) * (first == '-' ? -1 : 1);
        offset = offset_text(total);
      }
    } else if (first == ' ') {
      zone = text.substr(position + 1);
      if (zone.empty()) return false;
      for (const char c : zone) {
        if (!is_zone_letter(c)) return false;
      }
      const auto minutes = zone_offset_minutes(zone);
      if (minutes) {
        offset = offset_text(*minutes);
      } else {
        unknown_zone = true;
      }
    } else if (first == '?' && position + 1 == text.size()) {
      zone = "?";
      unknown_zone = true;
    } else {
      return false;
    }
  }
  // The clock.
  if (meridiem != 0) {
    if (hour < 1 || hour > 12) {
      result.invalid_time = true;
    } else {
      hour = hour % 12 + (meridiem == 'p' ? 12 : 0);
    }
  }
  if (hour > 23 || minute > 59 || second > 60) result.invalid_time = true;
  if (!result.invalid_time) {
    result.time = zero_padded(hour, 2) + ":" + zero_padded(minute, 2);
    if (second >= 0) result.time += ":" + zero_padded(second, 2);
    if (!fraction.empty()) result.time += "." + fraction;
    result.offset = offset;
    result.zone = zone;
    result.unknown_zone = unknown_zone;
  }
  return true;
}

}  // namespace

std::string DateTimeOutput::canonical() const {
  if (malformed || time.empty()) return date;
  return date + "T" + time + offset;
}

DateTimeOutput read_date_time_output(const std::string& output) {
  DateTimeOutput result;
  const auto t = output.find('T');
  result.date = output.substr(0, t);
  if (auto other = read_calendar_date(result.date)) {
    result.calendar = other->era.empty() ? other->calendar : other->calendar + " " + other->era;
    result.calendar_date = other->as_written;
    if (!other->gregorian.empty()) result.date = other->gregorian;
  }
  if (t == std::string::npos) return result;
  if (result.date.empty() || !read_time(output, t + 1, result)) {
    result = DateTimeOutput{};
    result.date = output;
    result.malformed = true;
  }
  return result;
}

std::string date_part(const std::string& output) {
  return output.substr(0, output.find('T'));
}

}  // namespace dates

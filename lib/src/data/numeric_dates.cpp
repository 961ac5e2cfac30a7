#include "dates/data/numeric_dates.h"

#include <algorithm>

namespace dates {

namespace {

// A run of ASCII digits as written.
struct WrittenNumber {
  std::size_t begin = 0, end = 0;  // bytes, an apostrophe before a two-digit year included
  NumericField field;
  bool in_time = false;  // touches ':' (10:36), or is too long to be a date field
};

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

bool is_separator(char c) {
  return c == '/' || c == '-' || c == '.' || c == ' ';
}

std::vector<WrittenNumber> written_numbers(std::string_view text) {
  std::vector<WrittenNumber> numbers;
  for (std::size_t i = 0; i < text.size();) {
    if (!is_digit(text[i])) {
      ++i;
      continue;
    }
    WrittenNumber number;
    number.begin = i;
    while (i < text.size() && is_digit(text[i])) ++i;
    number.end = i;
    const auto digits = number.end - number.begin;
    number.field.digits = static_cast<int>(digits);
    number.in_time = digits > 8 || (number.end < text.size() && text[number.end] == ':') ||
                     (number.begin > 0 && text[number.begin - 1] == ':');
    if (digits <= 8) {
      number.field.value = std::stoi(std::string(text.substr(number.begin, digits)));
    }
    // `'96` or `’96`: a two-digit year.
    if (digits == 2 && number.begin >= 1 && text[number.begin - 1] == '\'') {
      number.field.apostrophe = true;
      number.begin -= 1;
    } else if (digits == 2 && number.begin >= 3 &&
               text.substr(number.begin - 3, 3) == "\xE2\x80\x99") {
      number.field.apostrophe = true;
      number.begin -= 3;
    }
    numbers.push_back(number);
  }
  return numbers;
}

std::optional<int> year_of(const NumericField& field) {
  if (field.apostrophe || field.digits <= 2) {
    if (field.value < 0 || field.value > 99) return std::nullopt;
    return expand_two_digit_year(field.value);
  }
  if (field.digits == 4 && field.value >= 1000 && field.value <= 2999) return field.value;
  return std::nullopt;
}

std::optional<CivilDate> date_of(const NumericField& year, const NumericField& month,
                                 const NumericField& day) {
  if (month.apostrophe || day.apostrophe || month.digits > 2 || day.digits > 2) {
    return std::nullopt;
  }
  const auto full_year = year_of(year);
  if (!full_year) return std::nullopt;
  const CivilDate date{*full_year, month.value, day.value};
  if (date.month < 1 || date.month > 12 || date.day < 1 ||
      date.day > days_in_month(date.year, date.month)) {
    return std::nullopt;
  }
  return date;
}

// A month and a day; year 0 stands for "no year" (2000's calendar: 29 February is a day).
std::optional<CivilDate> month_day_of(const NumericField& month, const NumericField& day) {
  if (month.apostrophe || day.apostrophe || month.digits > 2 || day.digits > 2) {
    return std::nullopt;
  }
  if (month.value < 1 || month.value > 12 || day.value < 1 ||
      day.value > days_in_month(2000, month.value)) {
    return std::nullopt;
  }
  return CivilDate{0, month.value, day.value};
}

constexpr auto kMdy = static_cast<std::size_t>(ReadingOrder::kMdy);
constexpr auto kDmy = static_cast<std::size_t>(ReadingOrder::kDmy);
constexpr auto kYmd = static_cast<std::size_t>(ReadingOrder::kYmd);

NumericDateGroup three_field_group(const std::array<NumericField, 3>& f, char separator,
                                   std::size_t begin, std::size_t end) {
  NumericDateGroup group;
  group.fields = 3;
  group.separator = separator;
  group.begin = begin;
  group.end = end;
  group.by_convention[kMdy] = date_of(f[2], f[0], f[1]);
  group.by_convention[kDmy] = date_of(f[2], f[1], f[0]);
  group.by_convention[kYmd] = date_of(f[0], f[1], f[2]);
  return group;
}

// `20030925`, `09252003`, `030925`: the fields each layout cuts the digits into.
NumericDateGroup compact_group(const std::string_view digits, std::size_t begin) {
  const auto field = [&](std::size_t at, std::size_t length) {
    return NumericField{std::stoi(std::string(digits.substr(at, length))), static_cast<int>(length),
                        false};
  };
  NumericDateGroup group;
  group.fields = 3;
  group.separator = 0;
  group.begin = begin;
  group.end = begin + digits.size();
  const std::size_t year = digits.size() - 4;  // 4 (eight digits) or 2 (six)
  // Year last: mm dd yyyy / dd mm yyyy; year first: yyyy mm dd.
  const auto first = field(0, 2), second = field(2, 2), last_year = field(4, year);
  group.by_convention[kMdy] = date_of(last_year, first, second);
  group.by_convention[kDmy] = date_of(last_year, second, first);
  group.by_convention[kYmd] = date_of(field(0, year), field(year, 2), field(year + 2, 2));
  return group;
}

NumericDateGroup month_day_group(const std::array<NumericField, 2>& f, char separator,
                                 std::size_t begin, std::size_t end, bool iso) {
  NumericDateGroup group;
  group.fields = 2;
  group.separator = separator;
  group.begin = begin;
  group.end = end;
  group.by_convention[kMdy] = month_day_of(f[0], f[1]);
  group.by_convention[kYmd] = group.by_convention[kMdy];
  // `--04-12` is ISO 8601's month and day: month first for everyone.
  if (!iso) group.by_convention[kDmy] = month_day_of(f[1], f[0]);
  return group;
}

// A date's text as the groups hold it: YYYY-MM-DD, or XXXX-MM-DD as year 0.
std::optional<CivilDate> date_of_text(const std::string& text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  for (const std::size_t at : {5, 6, 8, 9}) {
    if (!is_digit(text[at])) return std::nullopt;
  }
  const int month = std::stoi(text.substr(5, 2)), day = std::stoi(text.substr(8, 2));
  if (text.compare(0, 4, "XXXX") == 0) return CivilDate{0, month, day};
  for (const std::size_t at : {0, 1, 2, 3}) {
    if (!is_digit(text[at])) return std::nullopt;
  }
  return CivilDate{std::stoi(text.substr(0, 4)), month, day};
}

bool holds(const NumericDateGroup& group, const CivilDate& date) {
  if ((date.year == 0) != (group.fields == 2)) return false;  // a month-day only as one
  return std::any_of(group.by_convention.begin(), group.by_convention.end(),
                     [&](const auto& reading) { return reading && *reading == date; });
}

// English month names and abbreviations, lowercase: a date may be spelled beside its numbers.
bool spells_a_month(std::string_view text) {
  static const char* const kMonths[] = {
      "jan",  "january",   "feb",  "february", "mar",  "march",    "apr",    "april",
      "may",  "jun",       "june", "jul",      "july", "aug",      "august", "sep",
      "sept", "september", "oct",  "october",  "nov",  "november", "dec",    "december"};
  for (std::size_t i = 0; i < text.size();) {
    const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    if (!is_letter(text[i])) {
      ++i;
      continue;
    }
    std::string word;
    for (; i < text.size() && is_letter(text[i]); ++i) {
      word += static_cast<char>(text[i] >= 'A' && text[i] <= 'Z' ? text[i] - 'A' + 'a' : text[i]);
    }
    for (const char* month : kMonths) {
      if (word == month) return true;
    }
  }
  return false;
}

}  // namespace

ConventionSet NumericDateGroup::conventions() const {
  ConventionSet set = 0;
  for (const auto order : kReadingOrders) {
    if (by_convention[static_cast<std::size_t>(order)]) set |= convention_bit(order);
  }
  return set;
}

std::vector<CivilDate> NumericDateGroup::readings() const {
  std::vector<CivilDate> dates;
  for (const auto& reading : by_convention) {
    if (reading && std::find(dates.begin(), dates.end(), *reading) == dates.end()) {
      dates.push_back(*reading);
    }
  }
  return dates;
}

std::vector<NumericDateGroup> numeric_date_groups(std::string_view text) {
  const auto numbers = written_numbers(text);
  // The separator between numbers i and i + 1, or 0 when they are not linked.
  const auto link = [&](std::size_t i) -> char {
    const auto& left = numbers[i];
    const auto& right = numbers[i + 1];
    if (left.in_time || right.in_time || left.field.digits > 4 || right.field.digits > 4) return 0;
    const auto gap = right.begin - left.end;
    if (gap == 1 && is_separator(text[left.end])) return text[left.end];
    // `10. 04. 87`, `2015. 04. 03.` (fr_CH, hu_HU): a dot and a space read as a dot.
    if (gap == 2 && text[left.end] == '.' && text[left.end + 1] == ' ') return '.';
    return 0;
  };
  std::vector<NumericDateGroup> groups;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    // A run starts at i where i links to the right by another separator than to the left: runs of
    // two separators may share their boundary number (`1 2003-08-24`: `1 2003` and `2003-08-24`).
    const char left = i > 0 ? link(i - 1) : 0;
    const char separator = i + 1 < numbers.size() ? link(i) : 0;
    std::size_t last = i;
    if (separator != 0 && separator != left) {
      while (last + 1 < numbers.size() && link(last) == separator) ++last;
    } else if (separator != 0 || left != 0) {
      continue;  // inside a run, or its last number
    }
    const auto run = last - i + 1;
    if (run >= 3) {
      for (std::size_t k = i; k + 2 <= last; ++k) {
        groups.push_back(
            three_field_group({numbers[k].field, numbers[k + 1].field, numbers[k + 2].field},
                              separator, numbers[k].begin, numbers[k + 2].end));
      }
    } else if (run == 2) {
      const bool iso =
          separator == '-' && numbers[i].begin >= 2 && text.substr(numbers[i].begin - 2, 2) == "--";
      groups.push_back(month_day_group({numbers[i].field, numbers[i + 1].field}, separator,
                                       numbers[i].begin, numbers[last].end, iso));
    } else {
      const auto& number = numbers[i];
      const auto digits = number.field.digits;
      // `RDATE:19970714T083000`: a compact date may follow a colon; six digits after a date and
      // `T` are its time.
      const bool followed_by_colon = number.end < text.size() && text[number.end] == ':';
      const bool time_after_date =
          number.begin >= 2 && (text[number.begin - 1] == 'T' || text[number.begin - 1] == 't') &&
          is_digit(text[number.begin - 2]);
      if (!followed_by_colon && !time_after_date && !number.field.apostrophe &&
          (digits == 6 || digits == 8)) {
        groups.push_back(
            compact_group(text.substr(number.begin, number.end - number.begin), number.begin));
      }
    }
  }
  return groups;
}

ConventionEvidence convention_evidence(const std::vector<NumericDateGroup>& groups) {
  for (const int fields : {3, 2}) {
    for (const auto& group : groups) {
      if (group.fields != fields || group.conventions() == 0) continue;
      return {group.conventions(), group.ambiguous()};
    }
  }
  return {};
}

bool is_ambiguous_reading(const std::vector<NumericDateGroup>& groups, const std::string& date) {
  const auto wanted = date_of_text(date);
  if (!wanted) return false;
  return std::any_of(groups.begin(), groups.end(), [&](const NumericDateGroup& group) {
    return group.ambiguous() && holds(group, *wanted);
  });
}

bool is_misread_numeric_date(const std::vector<NumericDateGroup>& groups, std::string_view text,
                             const std::string& date) {
  const auto wanted = date_of_text(date);
  if (!wanted || wanted->year == 0) return false;
  bool same_year = false;  // a group that names the output's year: the date's own numbers
  for (const auto& group : groups) {
    if (group.fields != 3) continue;
    if (holds(group, *wanted)) return false;
    for (const auto& reading : group.readings())
      same_year = same_year || reading.year == wanted->year;
  }
  return same_year && !spells_a_month(text);
}

std::optional<ReadingOrder> reading_convention(const std::vector<NumericDateGroup>& groups,
                                               const std::string& date, ReadingOrder asked) {
  const auto wanted = date_of_text(date);
  if (!wanted) return std::nullopt;
  for (const auto& group : groups) {
    if (!holds(group, *wanted)) continue;
    const auto& asked_reading = group.by_convention[static_cast<std::size_t>(asked)];
    if (asked_reading && *asked_reading == *wanted) return asked;
    for (const auto order : kReadingOrders) {
      const auto& reading = group.by_convention[static_cast<std::size_t>(order)];
      if (reading && *reading == *wanted) return order;
    }
  }
  return std::nullopt;
}

}  // namespace dates

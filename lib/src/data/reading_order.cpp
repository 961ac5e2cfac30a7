#include "dates/data/reading_order.h"

#include <fmt/format.h>

#include <stdexcept>
#include <vector>

namespace dates {

namespace {

// Which field of a three-number date is the year, the month and the day.
struct Layout {
  int year, month, day;  // positions 0..2
};
constexpr Layout kYmdLayout{0, 1, 2};
constexpr Layout kMdyLayout{2, 0, 1};
constexpr Layout kDmyLayout{2, 1, 0};

bool day_first_separator(char separator) {
  return separator == '.' || separator == ' ';
}

// The layouts tried in order (the rules in the header).
std::vector<Layout> preferences(ReadingOrder order, char separator) {
  if (day_first_separator(separator)) {
    if (order == ReadingOrder::kYmd) return {kYmdLayout, kDmyLayout, kMdyLayout};
    return {kDmyLayout, kMdyLayout, kYmdLayout};
  }
  switch (order) {
    case ReadingOrder::kMdy:
      return {kMdyLayout, kDmyLayout, kYmdLayout};
    case ReadingOrder::kDmy:
      return {kDmyLayout, kMdyLayout, kYmdLayout};
    case ReadingOrder::kYmd:
      return {kYmdLayout, kMdyLayout, kDmyLayout};
  }
  return {};
}

bool year_only(const NumericField& field) {
  return field.apostrophe || field.digits >= 3;
}

}  // namespace

ReadingOrder parse_reading_order(const std::string& name) {
  for (const auto order : kReadingOrders) {
    if (name == to_string(order)) return order;
  }
  throw std::invalid_argument("unknown reading order '" + name +
                              "'; allowed: mdy (month/day/year), dmy (day/month/year), ymd "
                              "(year/month/day)");
}

const char* to_string(ReadingOrder order) {
  switch (order) {
    case ReadingOrder::kMdy:
      return "mdy";
    case ReadingOrder::kDmy:
      return "dmy";
    case ReadingOrder::kYmd:
      return "ymd";
  }
  return "?";
}

std::string order_control_character(ReadingOrder order) {
  // U+E000 + order in UTF-8: EE 80 80 + order.
  std::string control = "\xEE\x80\x80";
  control[2] = static_cast<char>(0x80 + static_cast<int>(order));
  return control;
}

std::string with_order_control(ReadingOrder order, const std::string& source) {
  return order_control_character(order) + source;
}

std::optional<ReadingOrder> leading_order_control(const std::string& source) {
  for (const auto order : kReadingOrders) {
    if (source.rfind(order_control_character(order), 0) == 0) return order;
  }
  return std::nullopt;
}

std::string without_order_control(const std::string& source) {
  return leading_order_control(source) ? source.substr(3) : source;
}

int expand_two_digit_year(int two_digit_year) {
  if (two_digit_year < 0 || two_digit_year > 99) {
    throw std::invalid_argument("a two-digit year must be in 0..99, not " +
                                std::to_string(two_digit_year));
  }
  return two_digit_year >= 69 ? 1900 + two_digit_year : 2000 + two_digit_year;
}

std::optional<CivilDate> read_numeric_date(const std::array<NumericField, 3>& fields,
                                           char separator, ReadingOrder order) {
  int year_only_fields = 0;
  for (const auto& field : fields) year_only_fields += year_only(field) ? 1 : 0;
  if (year_only_fields > 1) return std::nullopt;
  for (const auto& layout : preferences(order, separator)) {
    const auto& year = fields[static_cast<std::size_t>(layout.year)];
    const auto& month = fields[static_cast<std::size_t>(layout.month)];
    const auto& day = fields[static_cast<std::size_t>(layout.day)];
    if (year_only(month) || year_only(day)) continue;  // the year is written where it is
    if (month.digits > 2 || day.digits > 2) continue;
    CivilDate date;
    if (year_only(year)) {
      if (year.apostrophe && (year.value < 0 || year.value > 99)) continue;
      date.year = year.apostrophe ? expand_two_digit_year(year.value) : year.value;
    } else {
      if (year.value < 0 || year.value > 99) continue;
      date.year = expand_two_digit_year(year.value);
    }
    date.month = month.value;
    date.day = day.value;
    if (date.month < 1 || date.month > 12 || date.year < 1 || date.year > 9999) continue;
    if (date.day < 1 || date.day > days_in_month(date.year, date.month)) continue;
    return date;
  }
  return std::nullopt;
}

std::optional<std::array<int, 2>> read_numeric_month_day(const std::array<NumericField, 2>& fields,
                                                         char separator, ReadingOrder order) {
  const bool day_first =
      day_first_separator(separator) ? order != ReadingOrder::kYmd : order == ReadingOrder::kDmy;
  for (const bool day_is_first : {day_first, !day_first}) {
    const auto& month = fields[day_is_first ? 1 : 0];
    const auto& day = fields[day_is_first ? 0 : 1];
    if (month.apostrophe || day.apostrophe || month.digits > 2 || day.digits > 2) continue;
    if (month.value < 1 || month.value > 12) continue;
    // 2000 is a leap year: a day and month without a year may be 29 February.
    if (day.value < 1 || day.value > days_in_month(2000, month.value)) continue;
    return std::array<int, 2>{month.value, day.value};
  }
  return std::nullopt;
}

ReadingOrder model_reading_order(bool order_control, ReadingOrder model_default,
                                 const std::string& order, const std::string& model_name) {
  if (order.empty()) return model_default;
  ReadingOrder chosen;
  try {
    chosen = parse_reading_order(order);
  } catch (const std::exception&) {
    throw ReadingOptionError(
        "order", fmt::format("must be mdy, dmy or ymd, found '{}'", order.substr(0, 40)));
  }
  if (!order_control && chosen != model_default) {
    throw ReadingOptionError(
        "order", fmt::format("{}: the model {} was not trained with reading conventions "
                             "(data.order_control); it reads numeric dates as {}",
                             to_string(chosen), model_name, to_string(model_default)));
  }
  return chosen;
}

}  // namespace dates

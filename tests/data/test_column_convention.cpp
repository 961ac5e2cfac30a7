// A column's convention from its rows' votes (data/column_convention.h). Each row's conventions
// come from its string (numeric_dates.h); the expected winners and counts are worked out by hand
// from the rule in the header: a voter fits some conventions but not all; most votes wins; ties
// go to more rows fitting alone, then the model's default, then mdy, dmy, ymd.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "dates/data/column_convention.h"

using namespace dates;

namespace {

ColumnConvention column_of(const std::vector<std::string>& rows,
                           ReadingOrder model_default = ReadingOrder::kMdy) {
  ColumnTally tally;
  for (const auto& row : rows) tally.add(convention_evidence(numeric_date_groups(row)));
  return tally.decide(model_default);
}

}  // namespace

TEST_CASE("a day-first column", "[column-convention]") {
  // {dmy}, {mdy, dmy}, {dmy}, {mdy, dmy}: dmy 4 votes, mdy 2 (the runner-up), ymd 0.
  const auto column = column_of({"25/04/2015", "03/04/2015", "13/01/2016", "05/06/2017"});
  CHECK(column.order == ReadingOrder::kDmy);
  CHECK(column.decided);
  CHECK(column.votes == 4);
  CHECK(column.decided_by == 2);  // the rows that fit dmy and not mdy
  CHECK(column.inconsistent == 0);
  CHECK(column.read_by_it == 2);  // 03/04/2015 and 05/06/2017
  CHECK(column.summary() == "order dmy, decided by 2 rows, 0 inconsistent, 2 read by it");
}

TEST_CASE("a month-first column, and a row that contradicts it", "[column-convention]") {
  const auto column =
      column_of({"12/25/2015", "03/04/2015", "01/31/2016", "25/12/2015"}, ReadingOrder::kDmy);
  // mdy: 12/25, 03/04, 01/31 = 3 votes; dmy: 03/04, 25/12 = 2.
  CHECK(column.order == ReadingOrder::kMdy);
  CHECK(column.decided_by == 2);
  CHECK(column.inconsistent == 1);  // 25/12/2015
  CHECK(column.read_by_it == 1);
  CHECK(column.summary() == "order mdy, decided by 2 rows, 1 inconsistent, 1 read by it");
}

TEST_CASE("a year-first column reads its two-digit rows year first", "[column-convention]") {
  const auto column = column_of({"2015-04-03", "2016-01-02", "03/04/15", "Sep 3 2015"});
  CHECK(column.order == ReadingOrder::kYmd);
  CHECK(column.decided_by == 2);
  CHECK(column.read_by_it == 1);  // 03/04/15 fits all three and is read by ymd
  CHECK(column.rows == 4);
  CHECK(column.numeric_rows == 3);  // Sep 3 2015 holds no numeric date
}

TEST_CASE("an undecided column takes the model's default", "[column-convention]") {
  const std::vector<std::string> rows = {"03/04/15", "Sep 3 2015", "05/06/07", "hello"};
  const auto column = column_of(rows);
  CHECK(column.order == ReadingOrder::kMdy);
  CHECK_FALSE(column.decided);
  CHECK(column.read_by_it == 2);
  CHECK(column.summary() == "order mdy (no row decides: the model's default), 2 read by it");
  CHECK(column_of(rows, ReadingOrder::kDmy).order == ReadingOrder::kDmy);
}

TEST_CASE("ties: rows that fit alone, then the default, then mdy, dmy, ymd",
          "[column-convention]") {
  // 25/04/15 and 13/01/07 fit dmy and ymd alike (2025-04-15, 2013-01-07): a tie.
  const std::vector<std::string> two_digit = {"25/04/15", "13/01/07"};
  CHECK(column_of(two_digit).order == ReadingOrder::kDmy);  // mdy has no vote; dmy before ymd
  CHECK(column_of(two_digit, ReadingOrder::kYmd).order == ReadingOrder::kYmd);  // the default
  CHECK(column_of(two_digit).decided_by == 0);
  CHECK(column_of(two_digit).summary() ==
        "order dmy (no row tells it from ymd: the tie goes to dmy), 0 inconsistent, 2 read by it");
  // One vote each for mdy (12/25/2015) and dmy and ymd (25/04/15): 12/25/2015 fits mdy alone.
  CHECK(column_of({"12/25/2015", "25/04/15"}).order == ReadingOrder::kMdy);
  // ... before the model's default: dmy is the default here, and still loses.
  CHECK(column_of({"12/25/2015", "25/04/15"}, ReadingOrder::kDmy).order == ReadingOrder::kMdy);
}

TEST_CASE("a stream's pieces vote as one column", "[column-convention]") {
  const std::vector<std::string> rows = {"25/04/2015", "03/04/2015", "12/25/2015", "13/01/2016"};
  ColumnTally pieces;
  for (const auto& row : rows) pieces.add(convention_evidence(numeric_date_groups(row)));
  const auto whole = column_of(rows);
  const auto added = pieces.decide(ReadingOrder::kMdy);
  CHECK(added.order == whole.order);
  CHECK(added.summary() == whole.summary());
  CHECK(pieces.rows() == 4);
}

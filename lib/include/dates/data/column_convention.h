// The reading convention a column shows: its rows whose digits decide vote.
//
// A column (a CSV export, a log file, the inputs of one call) is written in one convention,
// and its rows whose numbers allow only some conventions say which: `25/04/2015` fits only
// day-first, `12/25/2015` only month-first, `2015-04-03` only year-first, and `25/04/15` fits
// day-first and year-first but not month-first. Each such row votes for every convention it fits
// (numeric_dates.h: ConventionEvidence); rows that fit all three, or hold no numeric date, do not
// vote. The convention with the most votes wins; a tie goes to the one more rows fit alone, then
// to the model's default, then to mdy, dmy, ymd in that order (year first with a two-digit year
// is the rarest way of writing). With no vote the model's default is used. The column is
// decided when some row tells the winner from the runner-up (`25/04/2015` against mdy): rows
// like `03/04/2015` vote against ymd, but do not tell day first from month first.
//
// The winner reads every row: the rows that did not decide keep their `ambiguous` mark, and the
// rows whose digits exclude the winner (`12/25/2015` in a day-first column) are read as their
// digits decide and marked `inconsistent`.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dates/data/numeric_dates.h"
#include "dates/data/reading_order.h"

namespace dates {

// The convention chosen for a column, and how.
struct ColumnConvention {
  ReadingOrder order = ReadingOrder::kMdy;
  // Some row tells `order` from the runner-up (else the model's default, or the tie rule, chose).
  bool decided = false;
  ReadingOrder model_default = ReadingOrder::kMdy;
  int64_t rows = 0;          // rows counted
  int64_t numeric_rows = 0;  // of those, the rows that hold a numeric date
  int64_t votes = 0;         // rows that fit `order` and exclude another convention
  int64_t decided_by = 0;    // of those, the rows that exclude the runner-up (the convention
                             // with the next most votes; every voter when none has any)
  int64_t inconsistent = 0;  // rows whose digits exclude `order`
  int64_t read_by_it = 0;    // rows whose digits allow several dates, `order` among them
  std::optional<ReadingOrder> runner_up{};  // the other convention with the most votes

  // "order dmy, decided by 812 rows, 3 inconsistent, 57 read by it"; "order mdy (no row
  // decides: the model's default), 57 read by it"; or, when the votes exclude the default but
  // no row tells the two left apart, "order dmy (no row tells it from ymd: the tie goes to dmy),
  // 0 inconsistent, 57 read by it".
  std::string summary() const;
};

// Votes of a column's rows, added one row at a time (a stream's pieces add up).
class ColumnTally {
 public:
  void add(const ConventionEvidence& row);
  void add(const ColumnTally& piece);  // the votes of another piece of the same column
  ColumnConvention decide(ReadingOrder model_default) const;
  int64_t rows() const { return rows_; }
  // Rows that hold a numeric date (whether or not they vote).
  int64_t numeric_rows() const { return rows_ - rows_by_set_[0]; }

  // The tally as kCountsSize numbers (rows, rows by ConventionSet, ambiguous rows by set), to
  // carry between processes (a Dask partition's votes); from_counts() reads them back and throws
  // std::invalid_argument on a list of another size, a negative count or counts that disagree.
  static constexpr size_t kCountsSize = 17;
  std::vector<int64_t> counts() const;
  static ColumnTally from_counts(const std::vector<int64_t>& counts);

 private:
  int64_t rows_ = 0;
  std::array<int64_t, 8> rows_by_set_{};       // rows by ConventionSet
  std::array<int64_t, 8> ambiguous_by_set_{};  // of those, the rows that allow several dates
};

}  // namespace dates

#include "dates/data/column_convention.h"

#include <fmt/format.h>

#include <optional>
#include <stdexcept>
#include <tuple>

namespace dates {

namespace {

bool fits(std::size_t set, ReadingOrder order) {
  return (set & convention_bit(order)) != 0;
}

bool votes(std::size_t set) {
  return set != 0 && set != kAllConventions;
}

}  // namespace

std::string ColumnConvention::summary() const {
  if (!decided && (!runner_up || order == model_default)) {
    return fmt::format("order {} (no row decides: the model's default), {} read by it",
                       to_string(order), read_by_it);
  }
  if (!decided) {
    return fmt::format(
        "order {} (no row tells it from {}: the tie goes to {}), {} inconsistent, "
        "{} read by it",
        to_string(order), runner_up ? to_string(*runner_up) : "another", to_string(order),
        inconsistent, read_by_it);
  }
  return fmt::format("order {}, decided by {} row{}, {} inconsistent, {} read by it",
                     to_string(order), decided_by, decided_by == 1 ? "" : "s", inconsistent,
                     read_by_it);
}

void ColumnTally::add(const ConventionEvidence& row) {
  ++rows_;
  ++rows_by_set_[row.conventions & kAllConventions];
  if (row.ambiguous) ++ambiguous_by_set_[row.conventions & kAllConventions];
}

void ColumnTally::add(const ColumnTally& piece) {
  rows_ += piece.rows_;
  for (std::size_t set = 0; set < rows_by_set_.size(); ++set) {
    rows_by_set_[set] += piece.rows_by_set_[set];
    ambiguous_by_set_[set] += piece.ambiguous_by_set_[set];
  }
}

std::vector<int64_t> ColumnTally::counts() const {
  std::vector<int64_t> counts{rows_};
  counts.insert(counts.end(), rows_by_set_.begin(), rows_by_set_.end());
  counts.insert(counts.end(), ambiguous_by_set_.begin(), ambiguous_by_set_.end());
  return counts;
}

ColumnTally ColumnTally::from_counts(const std::vector<int64_t>& counts) {
  if (counts.size() != kCountsSize) {
    throw std::invalid_argument(
        fmt::format("column votes: expected {} counts, found {}", kCountsSize, counts.size()));
  }
  ColumnTally tally;
  tally.rows_ = counts[0];
  int64_t by_set = 0;
  for (std::size_t set = 0; set < tally.rows_by_set_.size(); ++set) {
    tally.rows_by_set_[set] = counts[1 + set];
    tally.ambiguous_by_set_[set] = counts[1 + tally.rows_by_set_.size() + set];
    if (tally.rows_by_set_[set] < 0 || tally.ambiguous_by_set_[set] < 0 ||
        tally.ambiguous_by_set_[set] > tally.rows_by_set_[set]) {
      throw std::invalid_argument(fmt::format(
          "column votes: the counts of convention set {} are {} rows, {} of them ambiguous: "
          "expected 0 <= ambiguous <= rows",
          set, tally.rows_by_set_[set], tally.ambiguous_by_set_[set]));
    }
    by_set += tally.rows_by_set_[set];
  }
  if (tally.rows_ != by_set) {
    throw std::invalid_argument(fmt::format(
        "column votes: {} rows, but the convention sets count {}", tally.rows_, by_set));
  }
  return tally;
}

ColumnConvention ColumnTally::decide(ReadingOrder model_default) const {
  std::array<int64_t, 3> fitting{}, alone{};
  for (std::size_t set = 0; set < rows_by_set_.size(); ++set) {
    if (!votes(set)) continue;
    for (const auto order : kReadingOrders) {
      if (!fits(set, order)) continue;
      fitting[static_cast<std::size_t>(order)] += rows_by_set_[set];
      if (set == convention_bit(order)) alone[static_cast<std::size_t>(order)] += rows_by_set_[set];
    }
  }
  // Ties: more rows that fit it alone, then the model's default, then mdy, dmy, ymd.
  const auto rank = [&](ReadingOrder order) {
    const auto i = static_cast<std::size_t>(order);
    return std::make_tuple(fitting[i], alone[i], order == model_default ? 1 : 0, -int(i));
  };
  ColumnConvention column;
  column.rows = rows_;
  column.numeric_rows = numeric_rows();
  column.order = model_default;
  for (const auto order : kReadingOrders) {
    if (fitting[static_cast<std::size_t>(order)] > 0 && rank(order) > rank(column.order)) {
      column.order = order;
    }
  }
  column.model_default = model_default;
  column.votes = fitting[static_cast<std::size_t>(column.order)];
  // The runner-up: the other convention with the most votes, if any has one.
  std::optional<ReadingOrder> runner_up;
  for (const auto order : kReadingOrders) {
    if (order == column.order || fitting[static_cast<std::size_t>(order)] == 0) continue;
    if (!runner_up || rank(order) > rank(*runner_up)) runner_up = order;
  }
  column.runner_up = runner_up;
  for (std::size_t set = 0; set < rows_by_set_.size(); ++set) {
    if (set == 0) continue;
    if (!fits(set, column.order)) {
      column.inconsistent += rows_by_set_[set];
      continue;
    }
    column.read_by_it += ambiguous_by_set_[set];
    if (votes(set) && (!runner_up || !fits(set, *runner_up))) {
      column.decided_by += rows_by_set_[set];
    }
  }
  column.decided = column.decided_by > 0;
  return column;
}

}  // namespace dates

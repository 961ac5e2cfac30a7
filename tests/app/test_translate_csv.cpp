// `dates translate --csv`: one column of a CSV rewritten in place (every other byte kept), read as
// one column under --order auto, and refused files answered with one line and no output. The
// expected outputs are the dates as written (unambiguous ones) or as the column's convention
// reads them (worked out by hand); probabilities are the model's and are masked.
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <string>

#include "cli_runner.h"

using Catch::Contains;
using command_line::run;

namespace {

const std::string kTranslateCsv =
    "translate --checkpoint checkpoints/real --min-confidence 0 --csv";

// The output with each probability ("0.9987", "1.0000") replaced by P.
std::string masked(const std::string& text) {
  return std::regex_replace(text, std::regex(R"([01]\.\d{4})"), "P");
}

}  // namespace

TEST_CASE("translate --csv rewrites one column and keeps every other byte", "[csv]") {
  // RFC 4180's hard cases in the other columns: quotes, doubled quotes, an embedded delimiter and
  // line break, CRLF records, an empty cell, a last record without a line end.
  const std::string input =
      "id,\"when\",note\r\n"
      "1,3 march 2015,\"plain, with a comma\"\r\n"
      "2,\"Thu Sep 25 10:36:28 BRST 2003\",\"two\nlines\"\r\n"
      "3,,\"she said \"\"hi\"\"\"\r\n"
      "4,no date here,\n"
      "5,\"31/12/1999\",last";
  const auto outcome = run(kTranslateCsv + " --column when", input);
  INFO(outcome.err);
  CHECK(outcome.status == 0);
  CHECK(masked(outcome.out) ==
        "id,\"when\",note,when_probability,when_marks\r\n"
        "1,2015-03-03,\"plain, with a comma\",P,\r\n"
        "2,\"2003-09-25T10:36:28-02:00\",\"two\nlines\",P,\r\n"
        "3,,\"she said \"\"hi\"\"\",,\r\n"
        "4,,,P,no-date\n"
        "5,\"1999-12-31\",last,P,");
  // The column by its number gives the same bytes.
  CHECK(run(kTranslateCsv + " --column 2", input).out == outcome.out);
}

TEST_CASE("translate --csv reads the column as one: its deciding rows choose", "[csv]") {
  // 25/04/2015 fits only day first: 03/04/2015 is the 3rd of April; 12/25/2015 contradicts it.
  const auto outcome = run(kTranslateCsv + " --delimiter ';'",
                           "date\n25/04/2015\n03/04/2015\n12/25/2015\n13/01/2016\n");
  INFO(outcome.err);
  CHECK(masked(outcome.out) ==
        "date;date_probability;date_marks\n"
        "2015-04-25;P;\n"
        "2015-04-03;P;ambiguous\n"
        "2015-12-25;P;inconsistent\n"
        "2016-01-13;P;\n");
  CHECK_THAT(outcome.err, Contains("order dmy, decided by 2 rows, 1 inconsistent, 1 read by it"));
  // Forced: the convention given reads it, and no row is inconsistent.
  const auto forced = run(kTranslateCsv + " --delimiter ';' --order mdy",
                          "date\n25/04/2015\n03/04/2015\n12/25/2015\n");
  CHECK(masked(forced.out) ==
        "date;date_probability;date_marks\n"
        "2015-04-25;P;\n"
        "2015-03-04;P;ambiguous\n"
        "2015-12-25;P;\n");
}

TEST_CASE("translate --csv answers every row of a repeated cell, its vote and refusal too",
          "[csv]") {
  // A column repeats itself: each distinct cell is read once, and every row gets its answer, its
  // vote (25/04/2015 twice: decided by 2 rows) and, refused, its own line's diagnostic (by hand).
  const std::string too_long(100, 'x');  // more than the 80 characters the model reads
  const auto outcome = run(kTranslateCsv, "date\n25/04/2015\n03/04/2015\n25/04/2015\n" + too_long +
                                              "\n03/04/2015\n" + too_long + "\n");
  CHECK(outcome.status == 1);
  CHECK(masked(outcome.out) ==
        "date,date_probability,date_marks\n"
        "2015-04-25,P,\n"
        "2015-04-03,P,ambiguous\n"
        "2015-04-25,P,\n"
        ",P,too-long\n"
        "2015-04-03,P,ambiguous\n"
        ",P,too-long\n");
  CHECK_THAT(outcome.err, Contains("line 5 ('xxx"));
  CHECK_THAT(outcome.err, Contains("line 7 ('xxx"));
  CHECK_THAT(outcome.err, Contains("order dmy, decided by 2 rows, 0 inconsistent, 2 read by it"));
}

TEST_CASE("translate --csv refuses a file it cannot read whole, writing nothing", "[csv]") {
  const auto refused = [](const std::string& options, const std::string& input) {
    const auto outcome = run(kTranslateCsv + " " + options, input);
    CHECK(outcome.status != 0);
    CHECK(outcome.out.empty());  // nothing written for a refused file
    return outcome.err;
  };
  CHECK_THAT(refused("--column date", "id,date\n1,3 march 2015\n2,4 march 2015,extra\n"),
             Contains("line 3") && Contains("expected 2 fields") && Contains("found 3"));
  CHECK_THAT(refused("--column when", "id,date\n1,3 march 2015\n"),
             Contains("no column 'when'") && Contains("id, date"));
  CHECK_THAT(refused("", "id,date\n1,3 march 2015\n"),
             Contains("--column") && Contains("2 columns"));
  CHECK_THAT(refused("--column 2", "1,25/04/2015\n2,26/04/2015\n"),
             Contains("line 1") && Contains("header"));
  CHECK_THAT(refused("--column date", "id,date\n1,\n2,\"\"\n"),
             Contains("column 'date' is empty in every one of its 2 rows"));
  CHECK_THAT(refused("--column date", "id,date\n"), Contains("line 2") && Contains("rows"));
  CHECK_THAT(refused("--column date", ""), Contains("header"));
  CHECK_THAT(refused("--column date", "id,date\n1,\"3 march 2015\n"), Contains("never closed"));
  CHECK_THAT(refused("--column date", "id,date,date_marks\n1,3 march 2015,x\n"),
             Contains("already has a column 'date_marks'"));
  CHECK_THAT(refused("--delimiter '\"'", "date\n3 march 2015\n"), Contains("--delimiter"));
  // --column and --delimiter belong to --csv.
  const auto stray = run("translate --checkpoint checkpoints/real --column date", "3/4/15\n");
  CHECK(stray.status != 0);
  CHECK_THAT(stray.err, Contains("--column") && Contains("--csv"));
}

TEST_CASE("translate --order auto reads standard input as one column", "[csv]") {
  const auto column = [](const std::string& lines) {
    return run("translate --checkpoint checkpoints/real --min-confidence 0", lines);
  };
  // Day first, month first, year first, undecided: 03/04/15 is read by the column's convention.
  const auto day_first = column("31/01/2015\n03/04/15\n");
  CHECK(masked(day_first.out) == "2015-01-31\tP\n2015-04-03\tP\tambiguous\n");
  CHECK_THAT(day_first.err, Contains("order dmy, decided by 1 row"));
  const auto month_first = column("01/31/2015\n03/04/15\n");
  CHECK(masked(month_first.out) == "2015-01-31\tP\n2015-03-04\tP\tambiguous\n");
  CHECK_THAT(month_first.err, Contains("order mdy, decided by 1 row"));
  const auto year_first = column("2015-01-31\n03/04/15\n");
  CHECK(masked(year_first.out) == "2015-01-31\tP\n2003-04-15\tP\tambiguous\n");
  CHECK_THAT(year_first.err, Contains("order ymd, decided by 1 row"));
  const auto undecided = column("03/04/15\n");
  CHECK(masked(undecided.out) == "2015-03-04\tP\tambiguous\n");
  CHECK_THAT(undecided.err, Contains("order mdy (no row decides: the model's default)"));
}

TEST_CASE("eval --order auto reads a data file as one column and names what contradicts it",
          "[csv]") {
  const auto data = command_line::scratch("column.tsv");
  std::ofstream(data) << "25/04/2015\t2015-04-25\n03/04/2015\t2015-04-03\n"
                         "12/25/2015\t2015-12-25\n13/01/2016\t2016-01-13\n";
  const auto outcome = run("eval --checkpoint checkpoints/real --order auto --data " + data);
  INFO(outcome.err);
  CHECK(outcome.status == 0);
  // 03/04/2015 read day first, as the column decides: every target met.
  CHECK_THAT(outcome.out, Contains("exact match 1.0000 (4/4)"));
  CHECK_THAT(outcome.out,
             Contains("order auto: order dmy, decided by 2 rows, 1 inconsistent, 1 read by it"));
  CHECK_THAT(outcome.out, Contains("inconsistent: example 3: '12/25/2015' -> 2015-12-25"));
  // Forced month first, the same file misses 03/04/2015.
  CHECK_THAT(run("eval --checkpoint checkpoints/real --order mdy --data " + data).out,
             Contains("exact match 0.7500 (3/4)"));
}

TEST_CASE("no summary when no input holds a numeric date", "[csv]") {
  const auto words = run("translate --checkpoint checkpoints/real \"3 march 2015\" hello");
  CHECK(words.status == 0);
  CHECK(words.err.empty());
}

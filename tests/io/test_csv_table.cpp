// The CSV reader of `dates translate --csv` (io/csv_table.h). The rules are RFC 4180, section 2
// ("Definition of the CSV Format"), rules 1-7: 1. each record on its own line, ended by CRLF;
// 2. the last record may lack a line end; 3. an optional header record of the same format;
// 4. fields separated by the delimiter, each record with the same number of fields; 5. a field
// may be enclosed in double quotes, and a field that is not may not hold one; 6. fields holding
// line breaks, quotes or the delimiter are enclosed in quotes; 7. a quote inside a quoted field is
// doubled. Like most readers, the table also ends records at a bare LF. Every expected value,
// line number and rewritten text below is worked by hand from those rules.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dates/io/csv_table.h"

using dates::csv_field;
using dates::CsvError;
using dates::CsvTable;

namespace {

CsvTable parse(const std::string& text, char delimiter = ',') {
  return CsvTable::parse(text, delimiter, "in.csv");
}

std::vector<std::string> row_values(const CsvTable& table, size_t row) {
  std::vector<std::string> values;
  for (size_t column = 0; column < table.columns(); ++column) {
    values.push_back(table.value(row, column));
  }
  return values;
}

std::vector<std::string> column_values(const CsvTable& table, size_t column) {
  std::vector<std::string> values;
  for (size_t row = 0; row < table.rows(); ++row) values.push_back(table.value(row, column));
  return values;
}

using Strings = std::vector<std::string>;

// Views of `strings`, as CsvTable::rewrite takes its values.
std::vector<std::string_view> views(const Strings& strings) {
  return {strings.begin(), strings.end()};
}

// A header in quotes with a doubled quote, a BOM, CRLF and LF records, CRLF and LF inside quotes,
// a quoted delimiter, empty and empty-quoted cells, and blank lines after the last record.
const std::string kTricky =
    "\xEF\xBB\xBF\"when\",\"amount \"\"EUR\"\"\",note\r\n"  // line 1
    "\"3 march\r\n2015\",\"1,5\",\r\n"                      // lines 2-3
    "10/8/13,,\"\"\n"                                       // line 4
    "\"\"\"quoted\"\"\",7,\"lf\nonly\"\r\n"                 // lines 5-6
    "x,y,z\n"                                               // line 7
    "\n"
    "\r\n";

}  // namespace

TEST_CASE("quoted fields, doubled quotes and quoted delimiters are unquoted (rules 5-7)",
          "[csv_table]") {
  const auto table = parse("a,b,c,d\r\n\"x\",\"say \"\"hi\"\"\",\"1,2\",plain\r\n");
  REQUIRE(table.columns() == 4);
  REQUIRE(table.rows() == 1);
  CHECK(row_values(table, 0) == Strings{"x", "say \"hi\"", "1,2", "plain"});
}

TEST_CASE("CRLF and LF inside quotes belong to the field, and lines are counted physically",
          "[csv_table]") {
  const auto table = parse("id,text\n1,\"two\r\nlines\"\n2,\"lf\nonly\"\n3,plain\n");
  REQUIRE(table.rows() == 3);
  CHECK(table.value(0, 1) == "two\r\nlines");
  CHECK(table.value(1, 1) == "lf\nonly");
  CHECK(table.value(2, 1) == "plain");
  // Line 2: 1,"two  line 3: lines"  line 4: 2,"lf  line 5: only"  line 6: 3,plain
  CHECK(table.line_of(0) == 2);
  CHECK(table.line_of(1) == 4);
  CHECK(table.line_of(2) == 6);
}

TEST_CASE("records end at CRLF or LF, mixed, and the last needs no line end (rules 1-2)",
          "[csv_table]") {
  const auto table = parse("a,b\r\n1,2\n3,4\r\n5,6");
  CHECK(table.header() == Strings{"a", "b"});
  REQUIRE(table.rows() == 3);
  CHECK(row_values(table, 0) == Strings{"1", "2"});
  CHECK(row_values(table, 1) == Strings{"3", "4"});
  CHECK(row_values(table, 2) == Strings{"5", "6"});
  CHECK(table.line_of(2) == 4);
}

TEST_CASE("a lone CR in an unquoted field is data", "[csv_table]") {
  const auto table = parse("a,b\nx\ry,z\r\n");
  REQUIRE(table.rows() == 1);
  CHECK(row_values(table, 0) == Strings{"x\ry", "z"});
}

TEST_CASE("empty cells, the empty quoted cell and a trailing delimiter", "[csv_table]") {
  const auto table = parse("a,b,c\n,,\n\"\",x,\"\"\n1,2,");
  REQUIRE(table.rows() == 3);
  CHECK(row_values(table, 0) == Strings{"", "", ""});
  CHECK(row_values(table, 1) == Strings{"", "x", ""});
  CHECK(row_values(table, 2) == Strings{"1", "2", ""});
}

TEST_CASE("the header's names are unquoted (rule 3)", "[csv_table]") {
  const auto table = parse("\"date\",\"amount \"\"EUR\"\"\",\"a,b\",note\n1,2,3,4\n");
  CHECK(table.header() == Strings{"date", "amount \"EUR\"", "a,b", "note"});
  CHECK(table.columns() == 4);
}

TEST_CASE("a UTF-8 BOM is not part of the first name", "[csv_table]") {
  CHECK(parse("\xEF\xBB\xBF\"date\",x\n1,2\n").header() == Strings{"date", "x"});
  const auto table = parse(
      "\xEF\xBB\xBF"
      "date,x\n1,2\n");
  CHECK(table.header() == Strings{"date", "x"});
  CHECK(table.find_column("date") == 0);
}

TEST_CASE("the tricky text: values, rows and the lines they start on", "[csv_table]") {
  const auto table = parse(kTricky);
  CHECK(table.header() == Strings{"when", "amount \"EUR\"", "note"});
  REQUIRE(table.rows() == 4);
  CHECK(row_values(table, 0) == Strings{"3 march\r\n2015", "1,5", ""});
  CHECK(row_values(table, 1) == Strings{"10/8/13", "", ""});
  CHECK(row_values(table, 2) == Strings{"\"quoted\"", "7", "lf\nonly"});
  CHECK(row_values(table, 3) == Strings{"x", "y", "z"});
  CHECK(table.line_of(0) == 2);
  CHECK(table.line_of(1) == 4);
  CHECK(table.line_of(2) == 5);
  CHECK(table.line_of(3) == 7);
  CHECK_THROWS_AS(table.value(4, 0), std::out_of_range);
  CHECK_THROWS_AS(table.value(0, 3), std::out_of_range);
  CHECK_THROWS_AS(table.line_of(4), std::out_of_range);
}

TEST_CASE("empty lines at the end are not records; before a record they are", "[csv_table]") {
  CHECK(parse("a,b\n1,2\n\n\r\n\n").rows() == 1);
  // One column: an empty line before another record is a record with one empty cell.
  const auto single = parse("a\n1\n\nx\n\n\n");
  REQUIRE(single.rows() == 3);
  CHECK(column_values(single, 0) == Strings{"1", "", "x"});
  CHECK(single.line_of(1) == 3);
  CHECK(single.line_of(2) == 4);
  // Two columns: it has one field where the header has two.
  CHECK_THROWS_WITH(parse("a,b\n1,2\n\n3,4\n"),
                    "in.csv: line 3: expected 2 fields, as the header has, found an empty line");
}

TEST_CASE("find_column takes a header name first, then a 1-based number", "[csv_table]") {
  const auto table = CsvTable::parse("date,amount,note\n1,2,3\n", ',', "data.csv");
  CHECK(table.find_column("date") == 0);
  CHECK(table.find_column("amount") == 1);
  CHECK(table.find_column("3") == 2);
  CHECK(table.find_column("1") == 0);
  // A name that is a number wins over the column of that number.
  CHECK(parse("x,y,3\n1,2,3\n").find_column("3") == 2);
  CHECK(parse("3,y,z\n1,2,3\n").find_column("3") == 0);
  for (const std::string missing : {"nope", "Date", "0", "4", ""}) {
    CHECK_THROWS_WITH(table.find_column(missing),
                      "data.csv: no column '" + missing + "'; the header has: date, amount, note");
  }
  CHECK_THROWS_AS(table.find_column("nope"), CsvError);
}

TEST_CASE("a missing column lists at most 20 names of a long header", "[csv_table]") {
  std::string header, row;
  for (int column = 1; column <= 25; ++column) {
    header += (column > 1 ? "," : "") + std::string("c") + std::to_string(column);
    row += (column > 1 ? "," : "") + std::to_string(column);
  }
  const auto table = parse(header + "\n" + row + "\n");
  CHECK_THROWS_WITH(
      table.find_column("date"),
      "in.csv: no column 'date'; the header has: c1, c2, c3, c4, c5, c6, c7, c8, c9, "
      "c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, ... (25 columns in all)");
}

TEST_CASE("an input without a header row is refused", "[csv_table]") {
  CHECK_THROWS_WITH(parse(""),
                    "in.csv: expected a header row naming the columns, found an empty file");
  CHECK_THROWS_WITH(parse("\xEF\xBB\xBF"),
                    "in.csv: expected a header row naming the columns, found an empty file");
  CHECK_THROWS_WITH(
      parse("\n\n"),
      "in.csv: line 1: expected a header row naming the columns, found an empty line");
  CHECK_THROWS_AS(parse(""), CsvError);
}

TEST_CASE("UTF-16 text and lines that end in CR alone are refused as such", "[csv_table]") {
  // Without the check its one "record" read as a header whose name holds the whole file.
  CHECK_THROWS_WITH(parse("date\r3/3/2015\r4/4/2015\r"),
                    Catch::StartsWith("in.csv: line 1: expected LF or CRLF line ends, found "
                                      "carriage returns alone"));
  // A lone CR in a file with LF line ends is data (above).
  CHECK_THROWS_WITH(parse(std::string("\xFF\xFE"
                                      "d\0a\0t\0e\0\r\0\n\0",
                                      14)),
                    Catch::StartsWith("in.csv: line 1: expected UTF-8 text, found UTF-16"));
  // Without its byte order mark too (before the shared check, a header of NUL-laden names).
  CHECK_THROWS_WITH(parse(std::string("d\0a\0t\0e\0\r\0\n\0", 12)),
                    Catch::StartsWith("in.csv: line 1: expected UTF-8 text, found UTF-16 (NUL "
                                      "bytes)"));
  CHECK(parse("a\rb\nx\n").header() == Strings{"a\rb"});
}

TEST_CASE("a quote that is never closed names the line its record starts on", "[csv_table]") {
  CHECK_THROWS_WITH(parse("a,b\n1,\"open\n2,3\n"),
                    "in.csv: line 2: a quoted field opened here is never closed");
  // Line 2: 1,"x  line 3: y"  line 4: 2,"never...
  CHECK_THROWS_WITH(parse("a,b\n1,\"x\ny\"\n2,\"never\n"),
                    "in.csv: line 4: a quoted field opened here is never closed");
  // The quote opens on a later line than its record starts on.
  CHECK_THROWS_WITH(parse("a,b,c\n\"x\ny\",\"open\n"),
                    "in.csv: line 2: a quoted field opened on line 3 is never closed");
}

TEST_CASE("only the delimiter or a line end may follow a closing quote", "[csv_table]") {
  CHECK_THROWS_WITH(
      parse("a,b\n\"x\"y,2\n"),
      "in.csv: line 2: expected ',' or the end of the record after the closing quote, found 'y'");
  // A space, and a lone CR (not a line end), are not allowed either.
  CHECK_THROWS_WITH(
      parse("a,b\n1,\"x\" \n"),
      "in.csv: line 2: expected ',' or the end of the record after the closing quote, found ' '");
  CHECK_THROWS_WITH(parse("a,b\n1,\"x\"\ry\n"),
                    "in.csv: line 2: expected ',' or the end of the record after the closing "
                    "quote, found '<U+000D>'");
  // The record starts on line 2; its closing quote is on line 3.
  CHECK_THROWS_WITH(
      parse("a,b\n1,\"x\ny\"z\n"),
      "in.csv: line 2: expected ',' or the end of the record after the closing quote, found 'z'");
  CHECK_THROWS_WITH(
      parse("a;b\n\"x\",y\n", ';'),
      "in.csv: line 2: expected ';' or the end of the record after the closing quote, found ','");
}

TEST_CASE("a quote inside an unquoted field is refused (rule 5)", "[csv_table]") {
  CHECK_THROWS_WITH(parse("a,b\n1,ab\"c\n"),
                    "in.csv: line 2: expected a field either without quotes or quoted whole, "
                    "found a quote inside the unquoted field that starts 'ab\"'");
  CHECK_THROWS_WITH(parse("a,b\n1, \"x\"\n"),
                    "in.csv: line 2: expected a field either without quotes or quoted whole, "
                    "found a quote inside the unquoted field that starts ' \"'");
}

TEST_CASE("a record with another field count than the header is refused (rule 4)", "[csv_table]") {
  CHECK_THROWS_WITH(parse("a,b,c\n1,2,3\n1,2,3,4\n"),
                    "in.csv: line 3: expected 3 fields, as the header has, found 4");
  CHECK_THROWS_WITH(parse("a,b,c\n1,2\n"),
                    "in.csv: line 2: expected 3 fields, as the header has, found 2");
  CHECK_THROWS_WITH(parse("a\n1,2\n"),
                    "in.csv: line 2: expected 1 field, as the header has, found 2");
  // After a multi-line quoted field. Line 2: 1,"x  line 3: y\r  line 4: z"  line 5: 2,3,4
  CHECK_THROWS_WITH(parse("a,b\n1,\"x\ny\r\nz\"\n2,3,4\n"),
                    "in.csv: line 5: expected 2 fields, as the header has, found 3");
}

TEST_CASE("a rewrite with the values as they are gives back the text byte for byte",
          "[csv_table]") {
  const auto table = parse(kTricky);
  for (size_t column = 0; column < table.columns(); ++column) {
    CHECK(table.rewrite(column, views(column_values(table, column)), {}, {}) == kTricky);
  }
  const std::string tabs = "a\tb\r\n1\t\"2\"\r\n\"\"\t";  // no line end after the last record
  const auto tab_table = parse(tabs, '\t');
  for (size_t column = 0; column < tab_table.columns(); ++column) {
    CHECK(tab_table.rewrite(column, views(column_values(tab_table, column)), {}, {}) == tabs);
  }
}

TEST_CASE("a rewrite replaces one column and appends columns, keeping every other byte",
          "[csv_table]") {
  const auto table = parse(kTricky);
  const std::string rewritten =
      table.rewrite(0, {"2015-03-03", "2013-10-08", "", "x"}, {"probability", "marks"},
                    {{"0.98", "0.51", "", "0.1"}, {"", "ambiguous,order", "say \"no\"", "a\nb"}});
  const std::string expected =
      "\xEF\xBB\xBF\"when\",\"amount \"\"EUR\"\"\",note,probability,marks\r\n"
      "\"2015-03-03\",\"1,5\",,0.98,\r\n"
      "2013-10-08,,\"\",0.51,\"ambiguous,order\"\n"
      "\"\",7,\"lf\nonly\",,\"say \"\"no\"\"\"\r\n"
      "x,y,z,0.1,\"a\nb\"\n"
      "\n"
      "\r\n";
  CHECK(rewritten == expected);

  // The middle column, no final line end, a delimiter of ';'.
  const auto semicolons = parse("a;b;c\r\n1;x;\"3\"\n4;\"y\";6", ';');
  CHECK(semicolons.rewrite(1, {"new;value", "plain"}, {"d"}, {{"p,q", "r;s"}}) ==
        "a;b;c;d\r\n1;\"new;value\";\"3\";p,q\n4;\"plain\";6;\"r;s\"");
}

TEST_CASE("a rewrite checks its sizes", "[csv_table]") {
  const auto table = parse("a,b\n1,2\n3,4\n");
  CHECK_THROWS_AS(table.rewrite(0, {"x"}, {}, {}), std::invalid_argument);
  CHECK_THROWS_AS(table.rewrite(2, {"x", "y"}, {}, {}), std::invalid_argument);
  CHECK_THROWS_AS(table.rewrite(0, {"x", "y"}, {"c"}, {}), std::invalid_argument);
  CHECK_THROWS_AS(table.rewrite(0, {"x", "y"}, {"c"}, {{"1"}}), std::invalid_argument);
  CHECK(table.rewrite(0, {"x", "y"}, {"c"}, {{"1", "2"}}) == "a,b,c\nx,2,1\ny,4,2\n");
}

TEST_CASE("csv_field quotes a value only when it holds the delimiter, a quote, CR or LF",
          "[csv_table]") {
  CHECK(csv_field("plain", ',') == "plain");
  CHECK(csv_field("", ',') == "");
  CHECK(csv_field("a,b", ',') == "\"a,b\"");
  CHECK(csv_field("a\"b", ',') == "\"a\"\"b\"");
  CHECK(csv_field("\"", ',') == "\"\"\"\"");
  CHECK(csv_field("a\nb", ',') == "\"a\nb\"");
  CHECK(csv_field("a\rb", ',') == "\"a\rb\"");
  CHECK(csv_field("a,b", ';') == "a,b");
  CHECK(csv_field("a;b", ';') == "\"a;b\"");
  CHECK(csv_field("a\tb", '\t') == "\"a\tb\"");
  CHECK(csv_field("a\tb", ',') == "a\tb");
}

TEST_CASE("other delimiters: ';' and tab", "[csv_table]") {
  const auto semicolons = parse("date;amount\n\"1;2\";3,5\n", ';');
  CHECK(semicolons.header() == Strings{"date", "amount"});
  CHECK(row_values(semicolons, 0) == Strings{"1;2", "3,5"});
  const auto tabs = parse("a\tb\n\"x\ty\"\tz,w\n", '\t');
  CHECK(row_values(tabs, 0) == Strings{"x\ty", "z,w"});
  CHECK_THROWS_AS(parse("a\"b\n", '"'), std::invalid_argument);
  CHECK_THROWS_AS(parse("a\nb\n", '\n'), std::invalid_argument);
  CHECK_THROWS_AS(parse("a\rb\n", '\r'), std::invalid_argument);
}

TEST_CASE("100,000 rows: the last row's values and line", "[csv_table]") {
  std::string text = "date,n\n";
  for (int row = 0; row < 100000; ++row) {
    text += "\"" + std::to_string(row) + " march\",";
    text += std::to_string(row) + "\n";
  }
  const auto table = parse(text);
  REQUIRE(table.rows() == 100000);
  CHECK(row_values(table, 99999) == Strings{"99999 march", "99999"});
  CHECK(table.line_of(99999) == 100001);
  CHECK(table.rewrite(1, views(column_values(table, 1)), {}, {}) == text);
}

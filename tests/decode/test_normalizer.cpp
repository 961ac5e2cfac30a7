// Reading users' strings: output kinds, warning marks, and the committed real-world model
// (checkpoints/real) through `dates translate`: conventions, marks, partial dates, no dates,
// unknown characters, the calibrated default threshold and the default checkpoint.
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli_runner.h"
#include "dates/decode/normalizer.h"

using namespace dates;
using Catch::Contains;

namespace {

using testing::run;
using testing::slurp;

// The OUTPUT and marks columns of one `translate` line (the probability dropped).
std::string output_and_marks(const std::string& line) {
  const auto first = line.find('\t');
  const auto second = line.find('\t', first + 1);
  const auto output = line.substr(0, first);
  if (second == std::string::npos) return output;
  return output + " [" + line.substr(second + 1) + "]";
}

std::string translate_one(const std::string& text, const std::string& options = "") {
  const auto outcome = run("translate --checkpoint checkpoints/real " + options, text + "\n");
  INFO(outcome.err);
  REQUIRE(outcome.out.size() > 0);
  return output_and_marks(outcome.out.substr(0, outcome.out.size() - 1));
}

}  // namespace

TEST_CASE("output kinds: dates, EDTF partial dates, no date, anything else", "[normalizer]") {
  CHECK(classify_output("2015-03-04") == OutputKind::kDate);
  CHECK(classify_output("2015-02-30") == OutputKind::kMalformed);
  CHECK(classify_output("XXXX-02-29") == OutputKind::kMonthDay);  // a day in leap years
  CHECK(classify_output("XXXX-02-30") == OutputKind::kMalformed);
  CHECK(classify_output("XXXX-13-01") == OutputKind::kMalformed);
  CHECK(classify_output("2003-09") == OutputKind::kYearMonth);
  CHECK(classify_output("2003-13") == OutputKind::kMalformed);
  CHECK(classify_output("") == OutputKind::kNoDate);
  CHECK(classify_output("2003") == OutputKind::kMalformed);
  CHECK(classify_output("20XX-09-25") == OutputKind::kMalformed);
}

TEST_CASE("warnings are the marks that doubt an output", "[normalizer]") {
  for (const auto* mark :
       {"low-confidence", "ambiguous", "unknown-characters", "not-a-date", "cut-off"}) {
    CHECK(is_warning_mark(mark));
  }
  CHECK_FALSE(is_warning_mark("incomplete"));
  CHECK_FALSE(is_warning_mark("no-date"));
}

TEST_CASE("the convention reads the digits that do not decide, and the output says so",
          "[normalizer][real-model]") {
  // Expected dates by the rule of reading_order.h, by hand.
  CHECK(translate_one("4/6/11", "--order mdy --min-confidence 0") == "2011-04-06 [ambiguous]");
  CHECK(translate_one("4/6/11", "--order dmy --min-confidence 0") == "2011-06-04 [ambiguous]");
  CHECK(translate_one("4/6/11", "--order ymd --min-confidence 0") == "2004-06-11 [ambiguous]");
  CHECK(translate_one("07-02-1988", "--order mdy --min-confidence 0") == "1988-07-02 [ambiguous]");
  CHECK(translate_one("07-02-1988", "--order dmy --min-confidence 0") == "1988-02-07 [ambiguous]");
  // --no-ambiguity decodes the input's own convention only: the same date, no mark.
  CHECK(translate_one("4/6/11", "--order dmy --min-confidence 0 --no-ambiguity") == "2011-06-04");
  // A day above 12 decides: one reading, no mark, whatever the convention.
  for (const auto* order : {"mdy", "dmy", "ymd"}) {
    INFO(order);
    CHECK(translate_one("27/11/1994", std::string("--min-confidence 0 --order ") + order) ==
          "1994-11-27");
    CHECK(translate_one("11/27/1994", std::string("--min-confidence 0 --order ") + order) ==
          "1994-11-27");
  }
}

TEST_CASE("times, zones and machine formats around the date", "[normalizer][real-model]") {
  CHECK(translate_one("Wed Mar  4 09:12:45 CET 2009", "--min-confidence 0") == "2009-03-04");
  CHECK(translate_one("1998-07-21T23:05:10Z", "--min-confidence 0") == "1998-07-21");
  CHECK(translate_one("Mon, 02 Jun 2008 17:45:00 +0200", "--min-confidence 0") == "2008-06-02");
  CHECK(translate_one("4:15 PM on July 9th, 1971", "--min-confidence 0") == "1971-07-09");
  // The calendar date as written: no zone conversion.
  CHECK(translate_one("2011-12-31 23:30 -0500", "--min-confidence 0") == "2011-12-31");
}

TEST_CASE("partial dates get EDTF forms, strings without a date an empty output",
          "[normalizer][real-model]") {
  CHECK(translate_one("March 14th", "--min-confidence 0") == "XXXX-03-14 [incomplete]");
  CHECK(translate_one("November 1987", "--min-confidence 0") == "1987-11 [incomplete]");
  CHECK(translate_one("good morning", "--min-confidence 0") == " [no-date]");
  CHECK(translate_one("45/67/89", "--min-confidence 0") == " [no-date]");
}

TEST_CASE("an unseen character is read past and marked; mostly unseen input is refused",
          "[normalizer][real-model]") {
  // U+2603 SNOWMAN never appears in the training data.
  CHECK(translate_one("14 Feb 2012 \xE2\x98\x83", "--min-confidence 0") ==
        "2012-02-14 [unknown-characters]");
  const auto refused =
      run("translate --checkpoint checkpoints/real", "\xE2\x98\x83\xE2\x98\x83\xE2\x98\x83 1\n");
  CHECK(refused.status == 1);
  CHECK(refused.out == "\t0.0000\tunreadable\n");
  CHECK_THAT(refused.err, Contains("input 1") && Contains("3 of its 5 characters"));
}

TEST_CASE("the default threshold is the calibrated one the README documents",
          "[normalizer][real-model]") {
  const auto inspected = run("inspect checkpoints/real/model.safetensors");
  REQUIRE(inspected.status == 0);
  std::smatch found;
  REQUIRE(
      std::regex_search(inspected.out, found, std::regex("metadata min_confidence: ([0-9.]+)")));
  const auto threshold = found[1].str();
  const auto readme = slurp(std::string(DATES_SOURCE_DIR) + "/README.md");
  CHECK_THAT(readme, Contains("default `--min-confidence` is **" + threshold + "**"));
  // Without --min-confidence, translate marks what falls below it: a string of nonsense digits
  // decoded under the threshold carries low-confidence exactly when its probability is below.
  const auto outcome = run("translate --checkpoint checkpoints/real", "1 2 3 4 5 6 7\n");
  const auto probability = std::stod(outcome.out.substr(outcome.out.find('\t') + 1));
  CHECK((outcome.out.find("low-confidence") != std::string::npos) ==
        (probability < std::stod(threshold)));
}

TEST_CASE(
    "translate without --checkpoint uses the real-world model from any directory it is "
    "run in the source tree",
    "[normalizer][real-model]") {
  const auto outcome = run("translate \"the 2nd of March, 2015\"");
  REQUIRE(outcome.status == 0);
  CHECK_THAT(outcome.out, Catch::StartsWith("2015-03-02\t"));
  const auto classic = run("translate --checkpoint checkpoints/bahdanau --order dmy 3/4/15");
  CHECK(classic.status == 1);
  CHECK_THAT(classic.err, Contains("--order dmy") && Contains("order_control"));
}

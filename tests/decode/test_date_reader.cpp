// The one reader of users' strings (decode/date_reader.h): output kinds, typed marks, the option
// checks every front end shares, the JSON line, and the committed real-world model
// (checkpoints/real) through `dates translate`: conventions, marks, partial dates, no dates,
// unknown characters, the calibrated default threshold, the default checkpoint, and streaming.
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli_runner.h"
#include "dates/decode/date_reader.h"
#include "dates/decode/libtorch_decoding.h"
#include "dates/model/checkpoint.h"

#include <nlohmann/json.hpp>

using namespace dates;
using Catch::Contains;

namespace {

using command_line::run;
using command_line::slurp;

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
  // The names and the order are those of the header's list (and of translate's output).
  const std::vector<Mark> all = {
      Mark::kLowConfidence, Mark::kAmbiguous,    Mark::kUnknownCharacters,
      Mark::kNotADate,      Mark::kMisread,      Mark::kUnknownMonth,
      Mark::kCutOff,        Mark::kInconsistent, Mark::kInvalidTime,
      Mark::kZoneUnknown,   Mark::kIncomplete,   Mark::kNoDate};
  CHECK(mark_names(all) ==
        std::vector<std::string>{"low-confidence", "ambiguous", "unknown-characters", "not-a-date",
                                 "misread", "unknown-month", "cut-off", "inconsistent",
                                 "invalid-time", "zone-unknown", "incomplete", "no-date"});
  for (size_t i = 0; i < all.size(); ++i) CHECK(is_warning(all[i]) == (i < 7));
  CHECK(std::string(refusal_mark(Refusal::kTooLong)) == "too-long");
  CHECK(std::string(refusal_mark(Refusal::kEmpty)) == "unreadable");
  CHECK(std::string(refusal_mark(Refusal::kUnreadable)) == "unreadable");
}

TEST_CASE("the convention reads the digits that do not decide, and the output says so",
          "[normalizer][real-model]") {
  // Expected dates by the rule of reading_order.h, by hand.
  CHECK(translate_one("4/6/11", "--order mdy --min-confidence 0") == "2011-04-06 [ambiguous]");
  CHECK(translate_one("4/6/11", "--order dmy --min-confidence 0") == "2011-06-04 [ambiguous]");
  CHECK(translate_one("4/6/11", "--order ymd --min-confidence 0") == "2004-06-11 [ambiguous]");
  CHECK(translate_one("07-02-1988", "--order mdy --min-confidence 0") == "1988-07-02 [ambiguous]");
  CHECK(translate_one("07-02-1988", "--order dmy --min-confidence 0") == "1988-02-07 [ambiguous]");
  // Dots and spaces are read day first by every convention but ymd (the rule), yet their digits
  // allow the other date too: marked, whatever the convention.
  CHECK(translate_one("5.6.2012", "--order dmy --min-confidence 0") == "2012-06-05 [ambiguous]");
  CHECK(translate_one("5.6.2012", "--order mdy --min-confidence 0") == "2012-06-05 [ambiguous]");
  CHECK(translate_one("7 4 1976", "--order mdy --min-confidence 0") == "1976-04-07 [ambiguous]");
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
  // The date-time as written (the README's specification; offsets from zone_abbreviations.h).
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Wed Mar  4 09:12:45 CET 2009", "2009-03-04T09:12:45+01:00"},
      {"1998-07-21T23:05:10Z", "1998-07-21T23:05:10Z"},
      {"Mon, 02 Jun 2008 17:45:00 +0200", "2008-06-02T17:45:00+02:00"},
      {"4:15 PM on July 9th, 1971", "1971-07-09T16:15"},
      {"12:05 am, 3 March 2015", "2015-03-03T00:05"},
      {"noon on 3 March 2015", "2015-03-03T12:00"},
      {"2015-03-03T10:49:41.5+05:30", "2015-03-03T10:49:41.5+05:30"},
      // No zone conversion: the wall time and the date as written.
      {"2011-12-31 23:30 -0500", "2011-12-31T23:30-05:00"}};
  for (const auto& [input, expected] : cases) {
    INFO(input);
    CHECK(translate_one(input, "--min-confidence 0") == expected);
    // --output date: the date part alone.
    CHECK(translate_one(input, "--min-confidence 0 --output date") ==
          expected.substr(0, expected.find('T')));
  }
  // What cannot be given is marked, never guessed.
  CHECK(translate_one("3 March 2015 25:10", "--min-confidence 0") == "2015-03-03 [invalid-time]");
  CHECK(translate_one("3 March 2015 10:00 America/New_York", "--min-confidence 0") ==
        "2015-03-03T10:00 [zone-unknown]");
  // The date-only output keeps the date's marks.
  CHECK(translate_one("3 March 2015 25:10", "--min-confidence 0 --output date") == "2015-03-03");
}

TEST_CASE("JSON lines carry the date, the time and the offset beside the output",
          "[normalizer][real-model]") {
  const auto outcome = run("translate --checkpoint checkpoints/real --format jsonl",
                           "Thu Sep 25 10:36:28 BRST 2003\nSeptember 25, 2003\n");
  INFO(outcome.err);
  REQUIRE(outcome.status == 0);
  std::istringstream lines(outcome.out);
  std::string line;
  REQUIRE(std::getline(lines, line));
  auto json = nlohmann::json::parse(line);
  CHECK(json["output"] == "2003-09-25T10:36:28-02:00");
  CHECK(json["date"] == "2003-09-25");
  CHECK(json["time"] == "10:36:28");
  CHECK(json["offset"] == "-02:00");
  REQUIRE(std::getline(lines, line));
  json = nlohmann::json::parse(line);
  CHECK(json["output"] == "2003-09-25");
  CHECK(json["time"] == "");
  CHECK(json["offset"] == "");
}

TEST_CASE("a model trained on dates only says so when asked for times", "[normalizer]") {
  const auto refused =
      run("translate --checkpoint checkpoints/bahdanau --output datetime", "march 3 2015\n");
  CHECK(refused.status != 0);
  CHECK(refused.out.empty());
  CHECK_THAT(refused.err, Contains("trained on dates only"));
  CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
  // Its default output is the date, and --output date changes nothing.
  const std::string inputs = "march 3 2015\n12/31/99\nsaturday august 30 1975\n";
  const auto plain = run("translate --checkpoint checkpoints/bahdanau", inputs);
  const auto dated = run("translate --checkpoint checkpoints/bahdanau --output date", inputs);
  CHECK(plain.status == 0);
  CHECK(plain.out == dated.out);
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
  const auto inspected = run("inspect checkpoints/student/model.safetensors");
  REQUIRE(inspected.status == 0);
  std::smatch found;
  REQUIRE(
      std::regex_search(inspected.out, found, std::regex("metadata min_confidence: ([0-9.]+)")));
  const auto threshold = found[1].str();
  const auto readme = slurp(std::string(DATES_SOURCE_DIR) + "/README.md");
  CHECK_THAT(readme, Contains("default `--min-confidence` is **" + threshold + "**"));
  // Without --min-confidence, translate marks what falls below it: a string of nonsense digits
  // decoded under the threshold carries low-confidence exactly when its probability is below.
  const auto outcome = run("translate", "1 2 3 4 5 6 7\n");
  const auto probability = std::stod(outcome.out.substr(outcome.out.find('\t') + 1));
  CHECK((outcome.out.find("low-confidence") != std::string::npos) ==
        (probability < std::stod(threshold)));
}

TEST_CASE(
    "translate without --checkpoint uses the default model (the student of the real-world model) "
    "from any directory it is run in the source tree",
    "[normalizer][real-model]") {
  const auto outcome = run("translate \"the 2nd of March, 2015\"");
  REQUIRE(outcome.status == 0);
  CHECK_THAT(outcome.out, Catch::StartsWith("2015-03-02\t"));
  const auto classic = run("translate --checkpoint checkpoints/bahdanau --order dmy 3/4/15");
  CHECK(classic.status == 1);
  CHECK_THAT(classic.err, Contains("--order: dmy") && Contains("order_control"));
  // eval and calibrate check it as translate does (eval ignored it).
  for (const auto* command : {"eval", "calibrate --dry-run"}) {
    const auto refused = run(std::string(command) +
                             " --checkpoint checkpoints/bahdanau --data data/test.tsv --order dmy");
    CHECK(refused.status == 1);
    CHECK_THAT(refused.err, Contains("--order: dmy") && Contains("order_control"));
  }
}

namespace {

ModelBundle& real_bundle() {
  static ModelBundle bundle = load_model("checkpoints/real/model.safetensors", torch::kCPU);
  return bundle;
}

// The option a ReadingOptionError names ("" when none was thrown).
std::string refused_option(const DateReader& reader, const ReadingOptions& options) {
  try {
    reader.settings(options);
  } catch (const ReadingOptionError& error) {
    return error.option;
  }
  return "";
}

}  // namespace

TEST_CASE("the reader checks every option once and names it", "[normalizer][real-model]") {
  const DateReader reader(libtorch_reading_model(real_bundle(), "checkpoints/real"),
                          "checkpoints/real");
  ReadingOptions options;
  CHECK(refused_option(reader, options).empty());  // the defaults are valid
  options.order = "ydm";
  CHECK(refused_option(reader, options) == "order");
  options = {};
  options.beam = 2;
  options.nbest = 3;  // more candidates than the beam keeps
  CHECK(refused_option(reader, options) == "nbest");
  options = {};
  options.beam = 0;
  CHECK(refused_option(reader, options) == "beam");
  options = {};
  options.min_confidence = std::nan("");
  CHECK(refused_option(reader, options) == "min_confidence");
  options = {};
  options.length_penalty = -1;
  CHECK(refused_option(reader, options) == "length_penalty");
  options = {};
  options.batch_size = 0;
  CHECK(refused_option(reader, options) == "batch_size");
  // Defaults come from the model: its convention and its calibrated threshold.
  const auto settings = reader.settings({});
  CHECK(settings.order == ReadingOrder::kMdy);
  CHECK(settings.min_confidence == real_bundle().min_confidence);
  CHECK(settings.min_confidence > 0);
}

TEST_CASE("a model without reading conventions refuses another one, wherever it comes from",
          "[normalizer]") {
  auto classic = load_model("checkpoints/bahdanau/model.safetensors", torch::kCPU);
  REQUIRE_FALSE(classic.config.data.order_control);
  const DateReader reader(libtorch_reading_model(classic, "checkpoints/bahdanau"),
                          "checkpoints/bahdanau");
  ReadingOptions options;
  options.order = "dmy";
  CHECK(refused_option(reader, options) == "order");
  options.order = classic.config.data.default_order;  // its own is allowed
  const auto settings = reader.settings(options);
  // Per-input conventions (the service's batches, a data file's column) are checked too: they
  // were silently ignored before.
  CHECK_THROWS_AS(reader.read({"3/4/15"}, {ReadingOrder::kDmy}, settings), ReadingOptionError);
  CHECK(reader.read({"3/4/15"}, {reader.default_order()}, settings).size() == 1);
}

TEST_CASE("readings carry typed marks and refusals; the threshold can be set afterwards",
          "[normalizer][real-model]") {
  const DateReader reader(libtorch_reading_model(real_bundle(), "checkpoints/real"),
                          "checkpoints/real");
  ReadingOptions options;
  options.min_confidence = 0;
  const auto settings = reader.settings(options);
  const std::string too_long(200, '7');  // more than data.max_source_length characters
  REQUIRE(real_bundle().config.data.max_source_length < 200);
  auto readings = reader.read({"4/6/11", "   ", too_long, "March 14th"}, settings);
  REQUIRE(readings.size() == 4);
  // 4/6/11 reads as 2011-04-06 (mdy) or otherwise under dmy: the rule of reading_order.h.
  CHECK(readings[0].candidates.front().output == "2011-04-06");
  CHECK(mark_names(readings[0].marks) == std::vector<std::string>{"ambiguous"});
  CHECK(readings[1].refusal == Refusal::kEmpty);
  CHECK(readings[2].refusal == Refusal::kTooLong);
  CHECK(readings[2].has_warning());
  CHECK(mark_names(readings[3].marks) == std::vector<std::string>{"incomplete"});
  CHECK_FALSE(readings[3].has_warning());
  // A threshold above the output's probability adds low-confidence first, and taking it back
  // removes it (the service's per-request thresholds).
  readings[3].judge(1.0, /*keep_guesses=*/false);
  CHECK(mark_names(readings[3].marks) == std::vector<std::string>{"low-confidence", "incomplete"});
  readings[3].judge(0.0, /*keep_guesses=*/false);
  CHECK(mark_names(readings[3].marks) == std::vector<std::string>{"incomplete"});
}

namespace {

// A reading of "Vends vélo 120 €, cadre 54 cm" as the reader leaves it before judging: the
// model's XXXX-06-03 at probability 0.9, its month written nowhere.
Reading guessed_reading() {
  Reading reading;
  reading.source = "vends velo 120 €, cadre 54 cm";
  reading.candidates.push_back(BeamTranslation{"XXXX-06-03", std::log(0.9)});
  reading.candidates.front().finished = true;
  reading.candidates.push_back(BeamTranslation{"XXXX-03-06", std::log(0.05)});
  reading.parts = read_date_time_output("XXXX-06-03");
  reading.marks = {Mark::kUnknownMonth, Mark::kIncomplete};
  reading.read_as = ReadingOrder::kDmy;
  return reading;
}

}  // namespace

TEST_CASE("a guess, low-confidence and unknown-month, is withheld as no date", "[normalizer]") {
  auto reading = guessed_reading();
  reading.judge(0.97, /*keep_guesses=*/false);  // 0.9 < 0.97: doubted, and its month unwritten
  CHECK(reading.candidates.front().output.empty());
  CHECK(reading.parts.date.empty());
  CHECK_FALSE(reading.read_as.has_value());
  CHECK(mark_names(reading.marks) ==
        std::vector<std::string>{"low-confidence", "unknown-month", "no-date"});
  REQUIRE(reading.withheld != nullptr);
  CHECK(reading.withheld->output == "XXXX-06-03");
  CHECK(reading.candidates[1].output == "XXXX-03-06");  // the other candidates stay
  CHECK(reading.has_warning());
  const auto line = nlohmann::json::parse(json_line(reading, "Vends vélo 120 €, cadre 54 cm"));
  CHECK(line["output"] == "");
  CHECK(line["date"] == "");
  CHECK(line["order"] == "");
  CHECK(line["withheld"] == "XXXX-06-03");
  CHECK(output_lines(reading, 1) == "\t0.9000\tlow-confidence,unknown-month,no-date\n");

  // A lower threshold gives the reading back whole (the service judges a cached reading again).
  reading.judge(0.5, /*keep_guesses=*/false);
  CHECK_FALSE(reading.withheld != nullptr);
  CHECK(reading.candidates.front().output == "XXXX-06-03");
  CHECK(reading.parts.date == "XXXX-06-03");
  CHECK(reading.read_as == ReadingOrder::kDmy);
  CHECK(mark_names(reading.marks) == std::vector<std::string>{"unknown-month", "incomplete"});
  CHECK(nlohmann::json::parse(json_line(reading, "x")).count("withheld") == 0);

  // keep_guesses gives a guess as read, marked.
  reading.judge(0.97, /*keep_guesses=*/true);
  CHECK(reading.candidates.front().output == "XXXX-06-03");
  CHECK(mark_names(reading.marks) ==
        std::vector<std::string>{"low-confidence", "unknown-month", "incomplete"});

  // Doubted but its month written, or sure of an unwritten month: given as read.
  auto written = guessed_reading();
  written.marks = {Mark::kIncomplete};
  written.judge(0.97, /*keep_guesses=*/false);
  CHECK(written.candidates.front().output == "XXXX-06-03");
  auto sure = guessed_reading();
  sure.judge(0.8, /*keep_guesses=*/false);
  CHECK(sure.candidates.front().output == "XXXX-06-03");
}

TEST_CASE("a doubted date whose day is written nowhere is given as its month", "[normalizer]") {
  // "Overzicht juli 2024" read as 2024-07-08 at probability 0.35: the day is invented.
  Reading reading;
  reading.source = "overzicht juli 2024";
  reading.candidates.push_back(BeamTranslation{"2024-07-08", std::log(0.35)});
  reading.candidates.front().finished = true;
  reading.parts = read_date_time_output("2024-07-08");
  reading.unwritten_day = true;
  reading.judge(0.97, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output == "2024-07");
  CHECK(reading.parts.date == "2024-07");
  CHECK(mark_names(reading.marks) == std::vector<std::string>{"low-confidence", "incomplete"});
  REQUIRE(reading.withheld != nullptr);
  CHECK(reading.withheld->output == "2024-07-08");
  CHECK(nlohmann::json::parse(json_line(reading, "Overzicht juli 2024"))["withheld"] ==
        "2024-07-08");
  // Sure of it, or asked to keep guesses: as read.
  reading.judge(0.3, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output == "2024-07-08");
  CHECK(reading.marks.empty());
  reading.judge(0.97, /*keep_guesses=*/true);
  CHECK(reading.candidates.front().output == "2024-07-08");
  CHECK(mark_names(reading.marks) == std::vector<std::string>{"low-confidence"});
  // Its month written nowhere either: no date at all.
  reading.marks.push_back(Mark::kUnknownMonth);
  reading.judge(0.97, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output.empty());
  CHECK(mark_names(reading.marks) ==
        std::vector<std::string>{"low-confidence", "unknown-month", "no-date"});
}

TEST_CASE("a doubted date whose year is written nowhere is given as its month and day",
          "[normalizer]") {
  // "Sprechstunde: 4. Mai, 14 bis 17 Uhr" read as 2014-05-04T17:00 at probability 0.77: the year
  // is the hour 14 (month_evidence.h's year_written).
  Reading reading;
  reading.source = "sprechstunde: 4. mai, 14 bis 17 uhr";
  reading.candidates.push_back(BeamTranslation{"2014-05-04T17:00", std::log(0.77)});
  reading.candidates.front().finished = true;
  reading.parts = read_date_time_output("2014-05-04T17:00");
  reading.unwritten_year = true;
  reading.judge(0.95, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output == "XXXX-05-04T17:00");
  CHECK(reading.parts.date == "XXXX-05-04");
  CHECK(reading.parts.time == "17:00");
  CHECK(mark_names(reading.marks) == std::vector<std::string>{"low-confidence", "incomplete"});
  REQUIRE(reading.withheld != nullptr);
  CHECK(reading.withheld->output == "2014-05-04T17:00");
  // Sure of it, or asked to keep guesses: as read.
  reading.judge(0.5, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output == "2014-05-04T17:00");
  CHECK(reading.marks.empty());
  reading.judge(0.95, /*keep_guesses=*/true);
  CHECK(reading.candidates.front().output == "2014-05-04T17:00");
  // Its day written nowhere too: the day's rule, its month and year.
  reading.unwritten_day = true;
  reading.judge(0.95, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output == "2014-05");
}

TEST_CASE("a doubted date-time whose day is written nowhere is given as its month",
          "[normalizer]") {
  // "März 2015, 14 Uhr" read as 2015-03-04T14:00 at probability 0.38: the day is invented; a month
  // and year carry no time.
  Reading reading;
  reading.source = "märz 2015, 14 uhr";
  reading.candidates.push_back(BeamTranslation{"2015-03-04T14:00", std::log(0.38)});
  reading.candidates.front().finished = true;
  reading.parts = read_date_time_output("2015-03-04T14:00");
  reading.unwritten_day = true;
  reading.judge(0.95, /*keep_guesses=*/false);
  CHECK(reading.candidates.front().output == "2015-03");
  CHECK(reading.parts.time.empty());
  CHECK(mark_names(reading.marks) == std::vector<std::string>{"low-confidence", "incomplete"});
}

TEST_CASE("a JSON line survives consumers that split on any line terminator", "[normalizer]") {
  Reading reading;
  reading.candidates.push_back(BeamTranslation{"2015-03-03", /*log_probability=*/0.0});
  reading.candidates.front().finished = true;
  // U+2028, U+2029 and U+0085 (NEL, a C1 control) in the input, as UTF-8.
  const std::string input = "3\xE2\x80\xA8march\xE2\x80\xA9 2015\xC2\x85";
  const auto line = json_line(reading, input);
  CHECK(line.back() == '\n');
  CHECK(line.find("\\u2028") != std::string::npos);
  CHECK(line.find("\\u2029") != std::string::npos);
  CHECK(line.find("\\u0085") != std::string::npos);
  for (const auto* raw : {"\xE2\x80\xA8", "\xE2\x80\xA9", "\xC2\x85"}) {
    CHECK(line.find(raw) == std::string::npos);
  }
  // The escapes read back as the same input.
  CHECK(nlohmann::json::parse(line)["input"].get<std::string>() == input);
  // An ordinary non-ASCII character stays as it is (U+00E9).
  CHECK(json_line(reading, "3 f\xC3\xA9vrier").find("f\xC3\xA9vrier") != std::string::npos);
}

TEST_CASE("a refused input is echoed only up to a bound, with its length", "[normalizer]") {
  const auto reading = refused_reading(Refusal::kTooLong, "too long");
  const std::string input(10000, 'x');
  const auto parsed = nlohmann::json::parse(json_line(reading, input));
  CHECK(parsed["input"].get<std::string>() == std::string(kMaxEchoedInputBytes, 'x'));
  CHECK(parsed["input_bytes"] == 10000);
  CHECK(parsed["marks"] == nlohmann::json::array({"too-long"}));
  CHECK(parsed["error"] == "too long");
  // Cut at a character boundary: 255 ASCII bytes, then a 2-byte character across the bound.
  const auto cut = nlohmann::json::parse(json_line(reading, std::string(255, 'x') + "\xC3\xA9z"));
  CHECK(cut["input"].get<std::string>() == std::string(255, 'x'));
  // A short refused input is echoed whole, without input_bytes.
  CHECK_FALSE(nlohmann::json::parse(json_line(reading, "short")).contains("input_bytes"));
}

TEST_CASE("identical inputs are decoded once and read alike", "[normalizer][real-model]") {
  const DateReader reader(libtorch_reading_model(real_bundle(), "checkpoints/real"),
                          "checkpoints/real");
  ReadingOptions options;
  options.min_confidence = 0;
  const auto settings = reader.settings(options);
  // The same text, the same text after normalisation (case, outer spaces), and the same text
  // under another convention (its own reading).
  const std::vector<std::string> texts = {"4/6/11", "Thu Sep 25 10:36:28 BRST 2003",
                                          "4/6/11", "  THU SEP 25 10:36:28 brst 2003",
                                          "hello",  "4/6/11"};
  std::vector<ReadingOrder> orders(texts.size(), ReadingOrder::kMdy);
  orders[5] = ReadingOrder::kDmy;
  const auto readings = reader.read(texts, orders, settings);
  REQUIRE(readings.size() == texts.size());
  const auto alone = [&](std::size_t i) {
    return reader.read({texts[i]}, {orders[i]}, settings).front();
  };
  for (std::size_t i = 0; i < texts.size(); ++i) {
    INFO(texts[i]);
    const auto expected = alone(i);
    REQUIRE(readings[i].candidates.size() == 1);
    CHECK(readings[i].candidates.front().output == expected.candidates.front().output);
    CHECK(readings[i].candidates.front().probability() ==
          Approx(expected.candidates.front().probability()).epsilon(1e-6));
    CHECK(mark_names(readings[i].marks) == mark_names(expected.marks));
    CHECK(readings[i].parts.time == expected.parts.time);
  }
  CHECK(readings[0].candidates.front().output == "2011-04-06");
  CHECK(readings[5].candidates.front().output == "2011-06-04");  // dmy: read, not copied
  CHECK(readings[3].candidates.front().output == "2003-09-25T10:36:28-02:00");
  CHECK(readings[2].source == readings[0].source);  // a repeat takes the whole reading
  // A column's evidence counts every text (but the skipped), each repeat too.
  const std::vector<bool> skip = {false, false, false, false, true, false};
  ColumnTally once, each;
  reader.add_evidence(texts, once, &skip);
  for (std::size_t i = 0; i < texts.size(); ++i) {
    if (!skip[i]) each.add(reader.evidence(texts[i]));
  }
  CHECK(once.counts() == each.counts());
  CHECK(once.rows() == 5);
}

TEST_CASE("a text longer than the model reads has no say in its column's convention",
          "[normalizer][real-model]") {
  const DateReader reader(libtorch_reading_model(real_bundle(), "checkpoints/real"),
                          "checkpoints/real");
  const auto limit = static_cast<size_t>(reader.model().description.config.data.max_source_length);
  // 13/04/2015 can only be day-first (by hand): it votes dmy where the model reads it.
  const std::string date = "13/04/2015";
  const auto short_vote = reader.evidence(date);
  CHECK(short_vote.conventions == convention_bit(ReadingOrder::kDmy));
  // The same date at the start of a text one character over the model's length (refused by
  // read(), never read): no vote; exactly at the length, its vote.
  const auto padded = [&](size_t characters) {
    return date + " " + std::string(characters - date.size() - 1, 'x');
  };
  CHECK(reader.evidence(padded(limit)).conventions == convention_bit(ReadingOrder::kDmy));
  CHECK(reader.evidence(padded(limit + 1)).conventions == 0);
  ColumnTally column;
  reader.add_evidence({padded(limit + 1), padded(limit + 1), "4/6/11"}, column);
  CHECK(column.rows() == 3);
  CHECK(column.decide(ReadingOrder::kMdy).order == ReadingOrder::kMdy);
}

TEST_CASE("a month guessed from words no model was taught is marked unknown-month",
          "[normalizer][real-model]") {
  // Swahili (Machi: March) and Finnish (maaliskuuta: March) are no language of the default
  // model. Whatever it reads, a month other than the one the digits allow is a guess: marked.
  // Given as read (--keep-guesses), and by default: then a doubted one is withheld, no date.
  for (const std::string text : {"tarehe 3 Machi 2015", "3. maaliskuuta 2015"}) {
    const auto outcome = run("translate --format jsonl --keep-guesses", text + "\n");
    REQUIRE(outcome.status == 0);
    const auto line = nlohmann::json::parse(outcome.out);
    const std::string date = line["date"];
    INFO(text << " -> " << outcome.out);
    REQUIRE(date.size() >= 7);
    const auto marks = line["marks"].get<std::vector<std::string>>();
    const auto has = [&](const char* mark) {
      return std::find(marks.begin(), marks.end(), mark) != marks.end();
    };
    if (date.substr(5, 2) != "03") CHECK(has("unknown-month"));
    const auto withheld = run("translate --format jsonl", text + "\n");
    const auto judged = nlohmann::json::parse(withheld.out);
    INFO(withheld.out);
    if (has("unknown-month") && has("low-confidence")) {
      CHECK(judged["output"] == "");
      CHECK(judged["withheld"] == line["output"]);
      CHECK(judged["marks"].get<std::vector<std::string>>() ==
            std::vector<std::string>{"low-confidence", "unknown-month", "no-date"});
    } else {
      CHECK(judged == line);
    }
  }
  // A taught language's month name, and a numeric date, are written: no mark.
  for (const std::string text : {"3 de marzo de 2015", "le 3 mars 2015", "3/4/2015"}) {
    const auto outcome = run("translate --format jsonl", text + "\n");
    INFO(outcome.out);
    CHECK_THAT(outcome.out, !Contains("unknown-month"));
  }
}

TEST_CASE("a doubted date whose day is written nowhere is its month beside unknown characters too",
          "[normalizer][real-model]") {
  // Month-and-year texts with an emoji (a character no model was taught), hand-written. Before
  // 2026-12-07, night, the day check skipped any input with an unknown character, and the
  // default model's doubted reading of the Polish line, 2021-07-15, was given as read.
  int doubted_full_dates = 0;
  for (const std::string text :
       {"nie mogę się doczekać lipca 2021 😍", "vivement mars 2019 😍 enfin les vacances",
        "non vedo l'ora di agosto 2018 😍 mare", "finally june 2016 😍 beach"}) {
    const auto kept = run("translate --format jsonl --keep-guesses", text + "\n");
    REQUIRE(kept.status == 0);
    const auto as_read = nlohmann::json::parse(kept.out);
    const std::string date = as_read["date"];
    const auto marks = as_read["marks"].get<std::vector<std::string>>();
    const bool doubted = std::find(marks.begin(), marks.end(), "low-confidence") != marks.end();
    const auto judged = nlohmann::json::parse(run("translate --format jsonl", text + "\n").out);
    INFO(text << " -> " << kept.out << " then " << judged.dump());
    if (date.size() == 10 && doubted) {
      ++doubted_full_dates;
      CHECK(judged["output"] == date.substr(0, 7));
      CHECK(judged["withheld"] == as_read["output"]);
      const auto judged_marks = judged["marks"].get<std::vector<std::string>>();
      CHECK(std::find(judged_marks.begin(), judged_marks.end(), "incomplete") !=
            judged_marks.end());
    } else {
      CHECK(judged["output"] == as_read["output"]);
    }
  }
  // The default model invents a day for at least one of them (2021-07-15 for the Polish line);
  // a new default model that reads them all as months needs new texts here.
  CHECK(doubted_full_dates >= 1);
}

// The library's facade (dates/normalizer.h) on the committed real-world model: every expected
// output, probability and mark below is what `dates translate --format jsonl --checkpoint
// checkpoints/real` printed for the same input and options (run at the commit that added this
// test, under --order mdy, then the default; a batch's padding moves the last digits, so each
// value is that of the same batch); the last case compares with a live run of `dates translate`
// on a batch.
#include <catch2/catch.hpp>

#include <algorithm>

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_runner.h"
#include "dates/normalizer.h"

#include <nlohmann/json.hpp>

using namespace dates;
using Catch::Contains;

namespace {

// float32 products: the values below were printed by translate before int8 products existed
// (translate --compute-type float32 prints them still).
const Normalizer& real_model() {
  static const Normalizer normalizer = Normalizer::load("checkpoints/real", "float32");
  return normalizer;
}

struct Expected {
  std::string input, output;
  double probability;
  std::vector<std::string> marks;
};

void check(const Result& result, const Expected& expected) {
  INFO("input '" << expected.input << "'");
  CHECK(result.error.empty());
  CHECK(result.output == expected.output);
  // The goldens come from one machine; every path the code can take gives the same outputs and
  // marks but not the same last bits of a probability (a float32 product of the steps'): over the
  // fused kernels' three paths (DATES_CPU_KERNELS), OpenBLAS's SkylakeX, Haswell and Prescott
  // kernels and ATen's avx512, avx2 and default ones (27 runs of translate) these moved by
  // 7.2e-7 relative at most. 2e-6 is that with room: 34 float32 ulps near 1.
  CHECK(result.probability == Approx(expected.probability).epsilon(2e-6));
  CHECK(result.marks == expected.marks);
  REQUIRE(result.nbest.size() == 1);
  CHECK(result.nbest.front().output == expected.output);
  CHECK(result.nbest.front().probability == result.probability);
  CHECK(result.nbest.front().marks == expected.marks);
}

}  // namespace

TEST_CASE("the facade reads a batch as translate does: outputs, probabilities, marks", "[facade]") {
  // The example of docs/real-world.md, in one batch (translate --format jsonl --order mdy: under
  // the default, auto, 31/12/1999 would make the batch a day-first column).
  const std::vector<Expected> expected = {
      {"Thu Sep 25 10:36:28 BRST 2003", "2003-09-25T10:36:28-02:00", 0.999817273279462, {}},
      {"the 2nd of March, 2015", "2015-03-02", 0.9999822380172586, {}},
      {"31/12/1999", "1999-12-31", 0.9997629316548505, {}},
      {"3/4/15", "2015-03-04", 0.9987545821713504, {"ambiguous"}},
      {"September 25th", "XXXX-09-25", 0.9999910593532559, {"incomplete"}},
      {"Sept. 2003", "2003-09", 0.999893555066104, {"incomplete"}},
      {"hello", "", 0.9999997615814777, {"no-date"}},
      {"25 Sep 2003 \xe2\x98\x83", "2003-09-25", 0.999979019547022, {"unknown-characters"}},
  };
  std::vector<std::string> inputs;
  for (const auto& one : expected) inputs.push_back(one.input);
  NormalizeOptions mdy;
  mdy.order = "mdy";
  const auto results = real_model().normalize(inputs, mdy);
  REQUIRE(results.size() == expected.size());
  for (size_t i = 0; i < results.size(); ++i) check(results[i], expected[i]);
  // Two literals make a batch of two (not one std::string from an iterator pair).
  CHECK(real_model().normalize({"3/4/15", "hello"}).size() == 2);
  CHECK(real_model().normalize({}).empty());
  CHECK(results[3].has_warning());   // ambiguous
  CHECK(!results[4].has_warning());  // incomplete describes, it does not doubt
  CHECK(results[7].has_warning());   // unknown-characters
}

TEST_CASE("the facade's options: order, min_confidence, nbest, threads", "[facade]") {
  NormalizeOptions dmy;
  dmy.order = "dmy";  // translate --order dmy 3/4/15
  check(real_model().normalize_one("3/4/15", dmy),
        {"3/4/15", "2015-04-03", 0.9964839907538144, {"ambiguous"}});

  // The default is auto: a batch is one column. 25/12/2015 decides day-first, so 3/4/15 is
  // read as 3 April (the probability is translate --order dmy's: the same decode).
  NormalizeOptions automatic;
  ColumnSummary column;
  const auto read = real_model().normalize({"3/4/15", "25/12/2015"}, automatic, &column);
  check(read[0], {"3/4/15", "2015-04-03", 0.9964839907538144, {"ambiguous"}});
  CHECK(read[0].order == "dmy");
  CHECK(read[1].output == "2015-12-25");
  CHECK(column.order == "dmy");
  CHECK(column.decided);
  CHECK(column.decided_by == 1);
  CHECK(column.read_by_order == 1);
  CHECK(column.text == "order dmy, decided by 1 row, 0 inconsistent, 1 read by it");
  // A forced convention contradicted by the digits: read as they decide, never inconsistent.
  const auto forced = real_model().normalize({"12/25/2015"}, dmy, &column);
  CHECK(forced[0].output == "2015-12-25");
  CHECK(std::find(forced[0].marks.begin(), forced[0].marks.end(), "inconsistent") ==
        forced[0].marks.end());
  CHECK(column.order == "dmy");
  CHECK_FALSE(column.decided);

  NormalizeOptions strict;  // translate --order mdy --min-confidence 0.9999 31/12/1999
  strict.order = "mdy";
  strict.min_confidence = 0.9999;
  check(real_model().normalize_one("31/12/1999", strict),
        {"31/12/1999", "1999-12-31", 0.9997629316548505, {"low-confidence"}});

  // translate --beam 4 --nbest 3 --min-confidence 0.9 10/8/13
  NormalizeOptions nbest;
  nbest.beam = 4;
  nbest.nbest = 3;
  nbest.min_confidence = 0.9;
  const auto ranked = real_model().normalize_one("10/8/13", nbest);
  CHECK(ranked.output == "2013-10-08");
  CHECK(ranked.probability == Approx(0.9999194183564913).epsilon(2e-6));  // as in check()
  CHECK(ranked.marks == std::vector<std::string>{"ambiguous"});
  REQUIRE(ranked.nbest.size() == 3);
  CHECK(ranked.nbest[0].output == "2013-10-08");
  CHECK(ranked.nbest[0].marks == std::vector<std::string>{"ambiguous"});
  CHECK(ranked.nbest[1].output == "2003-10-08");
  // The n-best tails (1e-5 or less: log-probabilities near -11, summed over less likely tokens)
  // moved by 6.7e-6 relative at most over the 27 runs of check(); 2e-5 is that with room.
  CHECK(ranked.nbest[1].probability == Approx(2.0947127659092757e-05).epsilon(2e-5));
  CHECK(ranked.nbest[1].marks == std::vector<std::string>{"low-confidence"});
  CHECK(ranked.nbest[2].output == "1013-10-08");
  CHECK(ranked.nbest[2].probability == Approx(7.112445662972644e-06).epsilon(2e-5));
  CHECK(ranked.nbest[2].marks == std::vector<std::string>{"low-confidence"});

  // Two worker threads read a batch as one does (translate --threads 2).
  const std::vector<std::string> inputs = {"3/4/15", "hello", "Sept. 2003", "10/8/13",
                                           "the 2nd of March, 2015"};
  NormalizeOptions two_threads;
  two_threads.threads = 2;
  two_threads.batch_size = 2;
  const auto one = real_model().normalize(inputs);
  const auto two = real_model().normalize(inputs, two_threads);
  REQUIRE(two.size() == one.size());
  for (size_t i = 0; i < one.size(); ++i) {
    CHECK(two[i].output == one[i].output);
    CHECK(two[i].probability == Approx(one[i].probability).epsilon(1e-6));
    CHECK(two[i].marks == one[i].marks);
  }
  NormalizeOptions single;
  (void)real_model().normalize_one("x", single);  // back to one worker for the other tests
}

TEST_CASE("the facade refuses what translate refuses, with the reason", "[facade]") {
  const auto results = real_model().normalize({"", std::string(200, 'x'),
                                               "\xe2\x98\x83\xe2\x98\x83\xe2\x98\x83"
                                               "\xe2\x98\x83 3"});
  REQUIRE(results.size() == 3);
  CHECK(results[0].error == "the input is empty after normalisation");
  CHECK(results[0].marks == std::vector<std::string>{"unreadable"});
  CHECK(results[1].error ==
        "200 characters, more than the 80 the model reads (data.max_source_length)");
  CHECK(results[1].marks == std::vector<std::string>{"too-long"});
  CHECK(results[2].error == "4 of its 6 characters never appeared in training");
  CHECK(results[2].marks == std::vector<std::string>{"unreadable"});
  for (const auto& result : results) {
    CHECK(result.output.empty());
    CHECK(result.probability == 0);
    CHECK(result.nbest.empty());
    CHECK(result.has_warning());
  }
}

TEST_CASE("the facade's errors name the option or the file", "[facade]") {
  NormalizeOptions bad_order;
  bad_order.order = "ydm";
  CHECK_THROWS_WITH(real_model().normalize_one("3/4/15", bad_order), Contains("ydm"));
  NormalizeOptions too_many;
  too_many.nbest = 3;  // beam 1
  CHECK_THROWS_WITH(real_model().normalize_one("3/4/15", too_many),
                    Contains("NormalizeOptions::nbest: must be a whole number in 1 .. 1, found 3"));
  NormalizeOptions threshold;
  threshold.min_confidence = 1.5;
  CHECK_THROWS_WITH(real_model().normalize_one("3/4/15", threshold),
                    Contains("NormalizeOptions::min_confidence"));
  CHECK_THROWS_WITH(Normalizer::load("checkpoints/no-such-model"), Contains("no-such-model"));
  CHECK_THROWS_AS(Normalizer::load("checkpoints/no-such-model"), std::invalid_argument);
  // The classic model has no reading conventions: only its own (mdy) is accepted.
  const auto classic = Normalizer::load("checkpoints/bahdanau");
  CHECK(!classic.reads_orders());
  NormalizeOptions dmy;
  dmy.order = "dmy";
  CHECK_THROWS_WITH(classic.normalize_one("3/4/15", dmy),
                    Contains("was not trained with reading conventions"));
}

TEST_CASE("a column read in pieces with its decided convention reads as the whole", "[facade]") {
  // The day-first evidence is all in the second piece: alone, the first would be month first.
  const std::vector<std::string> whole = {"3/4/15",     "5/6/2001",   "7/8/99",
                                          "31/12/1999", "13/01/2020", "1/2/03"};
  const std::vector<std::string> first(whole.begin(), whole.begin() + 3);
  const std::vector<std::string> second(whole.begin() + 3, whole.end());
  auto votes = real_model().column_votes(first);
  votes += real_model().column_votes(second);
  CHECK(votes.counts == real_model().column_votes(whole).counts);
  const auto column = real_model().decide_column(votes);
  CHECK(column.order == "dmy");
  CHECK(column.decided_by == 2);  // 31/12/1999 and 13/01/2020 exclude month first
  CHECK(real_model().normalize(first).front().output == "2015-03-04");
  NormalizeOptions piece;
  piece.column_order = column.order;
  auto read = real_model().normalize(first, piece);
  const auto rest = real_model().normalize(second, piece);
  read.insert(read.end(), rest.begin(), rest.end());
  const auto expected = real_model().normalize(whole);
  REQUIRE(read.size() == expected.size());
  for (size_t i = 0; i < read.size(); ++i) {
    INFO(whole[i]);
    CHECK(read[i].output == expected[i].output);
    CHECK(read[i].marks == expected[i].marks);
    CHECK(read[i].probability == Approx(expected[i].probability).epsilon(1e-6));
  }
  NormalizeOptions not_auto;
  not_auto.order = "mdy";
  not_auto.column_order = "dmy";
  CHECK_THROWS_WITH(real_model().normalize(first, not_auto),
                    Contains("NormalizeOptions::column_order"));
  CHECK_THROWS_WITH(real_model().decide_column(ColumnVotes{{1, 2, 3}}),
                    Contains("expected 17 counts, found 3"));
}

TEST_CASE("a column's repeats are read once, and every row still votes", "[facade]") {
  // Three day-first rows of one text against two month-first texts: by rows the column is day
  // first (3 votes to 2); counted by distinct texts it would be month first (1 to 2).
  const std::vector<std::string> column = {"25/04/2015", "04/25/2015", "25/04/2015",
                                           "12/25/2015", "25/04/2015", "3/4/15"};
  ColumnSummary summary;
  const auto read = real_model().normalize_distinct(column, {}, &summary);
  CHECK(summary.order == "dmy");
  CHECK(summary.decided_by == 3);
  CHECK(summary.inconsistent == 2);  // 04/25/2015 and 12/25/2015 exclude day first
  REQUIRE(read.distinct.size() == 4);
  CHECK(read.of_input == std::vector<size_t>{0, 1, 0, 2, 0, 3});
  // Each distinct text reads as it does alone in a day-first column decided beforehand.
  NormalizeOptions day_first_column;
  day_first_column.column_order = "dmy";
  const std::vector<std::string> distinct = {"25/04/2015", "04/25/2015", "12/25/2015", "3/4/15"};
  const auto alone = real_model().normalize(distinct, day_first_column);
  REQUIRE(alone.size() == 4);
  for (size_t k = 0; k < distinct.size(); ++k) {
    INFO(distinct[k]);
    CHECK(read.distinct[k].output == alone[k].output);
    CHECK(read.distinct[k].marks == alone[k].marks);
    CHECK(read.distinct[k].probability == Approx(alone[k].probability).epsilon(1e-6));
  }
  CHECK(read.distinct[3].output == "2015-04-03");
  // normalize gives every row its distinct text's Result.
  ColumnSummary same;
  const auto rows = real_model().normalize(column, {}, &same);
  CHECK(same.text == summary.text);
  REQUIRE(rows.size() == column.size());
  for (size_t i = 0; i < rows.size(); ++i) {
    INFO(column[i]);
    const auto& expected = read.distinct[read.of_input[i]];
    CHECK(rows[i].output == expected.output);
    CHECK(rows[i].marks == expected.marks);
    CHECK(rows[i].probability == expected.probability);
    CHECK(rows[i].nbest.size() == 1);
  }
}

TEST_CASE("the facade's load_default finds the model translate finds", "[facade]") {
  // The tests run in the source tree: checkpoints/student in the working directory.
  ::unsetenv("DATES_MODEL");
  const auto normalizer = Normalizer::load_default();
  CHECK(normalizer.model_file() == "checkpoints/student/model.safetensors");
  CHECK(normalizer.calibrated_min_confidence() ==
        Normalizer::load("checkpoints/student").calibrated_min_confidence());
  CHECK(normalizer.calibrated_min_confidence() > 0);
  CHECK(normalizer.reads_orders());
  ::setenv("DATES_MODEL", "/no/such/model", 1);
  CHECK_THROWS_WITH(Normalizer::load_default(), Contains("DATES_MODEL is /no/such/model"));
  ::unsetenv("DATES_MODEL");
  CHECK(std::string(version()) == DATES_VERSION);
}

TEST_CASE("the facade agrees with a live `dates translate` on a batch", "[facade]") {
  // Both at their default compute type (auto: int8 products where the CPU has AVX2 or wider).
  const std::string lines = "10/8/13\nTuesday, May 5, 1987\n21 dec 2004\n2015-02-30\n";
  const auto outcome = command_line::run("translate --checkpoint checkpoints/real", lines);
  REQUIRE(outcome.status == 0);
  const auto results =
      Normalizer::load("checkpoints/real")
          .normalize({"10/8/13", "Tuesday, May 5, 1987", "21 dec 2004", "2015-02-30"});
  CHECK_THROWS_WITH(Normalizer::load("checkpoints/real", "int4"),
                    Contains("auto, float32 or int8, found 'int4'"));
  std::string printed;
  for (const auto& result : results) {
    char probability[32];
    std::snprintf(probability, sizeof probability, "%.4f", result.probability);
    printed += result.output + "\t" + probability;
    for (size_t i = 0; i < result.marks.size(); ++i) {
      printed += (i == 0 ? "\t" : ",") + result.marks[i];
    }
    printed += "\n";
  }
  CHECK(printed == outcome.out);
}

TEST_CASE("the facade's date, time and offset are translate's JSON fields", "[facade]") {
  const std::vector<std::string> inputs = {"Thu Sep 25 10:36:28 BRST 2003", "5:30 pm 4 July 1976",
                                           "3 March 2015 25:10", "good morning"};
  std::string lines;
  for (const auto& input : inputs) lines += input + "\n";
  const auto outcome =
      command_line::run("translate --checkpoint checkpoints/real --format jsonl", lines);
  REQUIRE(outcome.status == 0);
  std::istringstream answers(outcome.out);
  const auto results = real_model().normalize(inputs);
  for (const auto& result : results) {
    std::string line;
    REQUIRE(std::getline(answers, line));
    const auto json = nlohmann::json::parse(line);
    INFO(line);
    CHECK(result.output == json["output"]);
    CHECK(result.date == json["date"]);
    CHECK(result.time == json["time"]);
    CHECK(result.offset == json["offset"]);
    CHECK(result.calendar == json["calendar"]);
    // The parts make the output.
    CHECK(result.output ==
          result.date + (result.time.empty() ? "" : "T" + result.time + result.offset));
  }
  // --output date / NormalizeOptions::output "date": the date part, no time.
  NormalizeOptions date_only;
  date_only.output = "date";
  const auto dated = real_model().normalize(inputs, date_only);
  for (size_t i = 0; i < inputs.size(); ++i) {
    CHECK(dated[i].output == results[i].date);
    CHECK(dated[i].time.empty());
  }
}

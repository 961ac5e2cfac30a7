// Reading TSV data: good files, and one test per kind of bad line, each naming file and line.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include "dates/core/source_text.h"
#include "dates/data/data.h"
#include "dates/data/vocabulary.h"

using namespace dates;
using Catch::Contains;

namespace {

std::string write_temporary(const std::string& name, const std::string& contents) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("dates-test-data-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(path, std::ios::binary) << contents;
  return path.string();
}

ReadOptions limits(int64_t source, int64_t target) {
  ReadOptions options;
  options.max_source_length = source;
  options.max_target_length = target;
  return options;
}

}  // namespace

TEST_CASE("a good file is read and normalised", "[data]") {
  const auto path = write_temporary(
      "good.tsv", "Saturday, August 30  1975\t1975-08-30\r\n10/8/13\t2013-10-08\n\n");
  const auto examples = read_examples(path, limits(64, 16));
  REQUIRE(examples.size() == 2);
  CHECK(examples[0].source == "saturday august 30 1975");
  CHECK(examples[0].target == "1975-08-30");
  CHECK(examples[1].source == "10/8/13");

  ReadOptions spaces = limits(64, 16);
  spaces.normalize = "spaces";
  CHECK(read_examples(path, spaces)[0].source == "Saturday, August 30 1975");
  ReadOptions raw = limits(64, 16);
  raw.normalize = "none";
  CHECK(read_examples(path, raw)[0].source == "Saturday, August 30  1975");
  raw.max_examples = 1;
  CHECK(read_examples(path, raw).size() == 1);
}

TEST_CASE("bad data lines stop with the file, the line and what is wrong", "[data]") {
  const auto no_tab = write_temporary("no-tab.tsv", "a\t1\nb 2\n");
  REQUIRE_THROWS_WITH(read_examples(no_tab, limits(64, 16)),
                      Contains(no_tab + ":2:") && Contains("no tab"));
  const auto five_columns = write_temporary("five-columns.tsv",
                                            "a\t1\tx\tmdy\n"
                                            "a\t1\tx\tmdy\ty\n");
  REQUIRE_THROWS_WITH(read_examples(five_columns, limits(64, 16)),
                      Contains(five_columns + ":2:") && Contains("5 columns"));
  const auto bad_order = write_temporary("bad-order.tsv", "a\t1\tx\tmdy\nb\t1\tx\tdym\n");
  REQUIRE_THROWS_WITH(read_examples(bad_order, limits(64, 16)),
                      Contains(bad_order + ":2:") && Contains("'dym'") && Contains("mdy"));
  const auto empty_source = write_temporary("empty-source.tsv", "a\t1\n\t2\n");
  REQUIRE_THROWS_WITH(read_examples(empty_source, limits(64, 16)),
                      Contains(empty_source + ":2:") && Contains("empty source"));
  const auto blank_source = write_temporary("blank-source.tsv", " , \t2\n");
  REQUIRE_THROWS_WITH(read_examples(blank_source, limits(64, 16)),
                      Contains(blank_source + ":1:") && Contains("empty source"));
  const auto long_source = write_temporary("long-source.tsv", "abc\t1\nabcdef\t1\n");
  REQUIRE_THROWS_WITH(read_examples(long_source, limits(5, 16)),
                      Contains(long_source + ":2:") && Contains("6 characters") &&
                          Contains("max_source_length = 5"));
  const auto long_target = write_temporary("long-target.tsv", "a\t123\n");
  REQUIRE_THROWS_WITH(read_examples(long_target, limits(64, 2)),
                      Contains(long_target + ":1:") && Contains("max_target_length = 2"));
  const auto gap = write_temporary("gap.tsv", "a\t1\n\nb\t2\n");
  REQUIRE_THROWS_WITH(read_examples(gap, limits(64, 16)),
                      Contains(gap + ":2:") && Contains("empty line"));
  const auto nothing = write_temporary("nothing.tsv", "");
  REQUIRE_THROWS_WITH(read_examples(nothing, limits(64, 16)), Contains("no examples"));
  REQUIRE_THROWS_WITH(read_examples("/nonexistent/x.tsv", limits(64, 16)),
                      Contains("/nonexistent/x.tsv") && Contains("does not exist"));
}

TEST_CASE("text that is not plain UTF-8 is named with file and line before anything is trained",
          "[data][encoding]") {
  // Before the fix each of these was read as characters (a BOM, NULs) or found only at the first
  // evaluation, after training (invalid UTF-8).
  const auto bom = write_temporary("bom.tsv",
                                   "\xEF\xBB\xBF"
                                   "a\t1\nb\t2\n");
  REQUIRE_THROWS_WITH(read_examples(bom, limits(64, 16)),
                      Contains(bom + ":1:") && Contains("byte order mark"));
  const auto utf16 = write_temporary("utf16.tsv", std::string("\xFF\xFE"
                                                              "a\0\t\0"
                                                              "1\0\n\0",
                                                              10));
  REQUIRE_THROWS_WITH(read_examples(utf16, limits(64, 16)),
                      Contains(utf16 + ":1:") && Contains("UTF-16"));
  const auto utf16_no_bom = write_temporary("utf16-no-bom.tsv", std::string("a\0\t\0"
                                                                            "1\0\n\0",
                                                                            8));
  REQUIRE_THROWS_WITH(read_examples(utf16_no_bom, limits(64, 16)),
                      Contains(utf16_no_bom + ":1:") && Contains("NUL byte") && Contains("UTF-16"));
  const auto nul = write_temporary("nul.tsv", std::string("a\t1\nb\0c\t2\n", 11));
  REQUIRE_THROWS_WITH(read_examples(nul, limits(64, 16)),
                      Contains(nul + ":2:") && Contains("NUL byte at byte 2"));
  const auto latin1 = write_temporary("latin1.tsv", "a\t1\nmai 1er 2003 \xE9t\xE9\t2003-05-01\n");
  REQUIRE_THROWS_WITH(read_examples(latin1, limits(64, 16)),
                      Contains(latin1 + ":2:") && Contains("byte 14") && Contains("0xE9") &&
                          Contains("not valid UTF-8"));
  const auto overlong = write_temporary("overlong.tsv", "\xC0\xAF\t1\n");
  REQUIRE_THROWS_WITH(read_examples(overlong, limits(64, 16)), Contains("not valid UTF-8"));
  const auto cr_only = write_temporary("cr-only.tsv", "a\t1\rb\t2\rc\t3\r");
  REQUIRE_THROWS_WITH(read_examples(cr_only, limits(64, 16)),
                      Contains(cr_only + ":1:") && Contains("carriage return"));
  // CRLF line ends stay fine.
  CHECK(read_examples(write_temporary("crlf.tsv", "a\t1\r\nb\t2\r\n"), limits(64, 16)).size() == 2);
}

TEST_CASE("a data path that is not a regular file is named for what it is", "[data][files]") {
  const auto directory = std::filesystem::temp_directory_path() /
                         ("dates-test-data-dir-" + std::to_string(::getpid()));
  std::filesystem::create_directories(directory);
  // Before the fix: "read error after line 0".
  REQUIRE_THROWS_WITH(read_examples(directory.string(), limits(64, 16)),
                      Contains(directory.string()) && Contains("is a directory"));
  const auto fifo = directory / "fifo.tsv";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  // Opening a FIFO would block until a writer comes; it is refused without opening it.
  REQUIRE_THROWS_WITH(read_examples(fifo.string(), limits(64, 16)), Contains("is a FIFO"));
  std::filesystem::remove_all(directory);
}

TEST_CASE("a bad line is quoted short and with its control characters escaped", "[data]") {
  const auto path =
      write_temporary("escape.tsv", "a\t1\n\x1b[31mred " + std::string(200, 'x') + "\n");
  try {
    read_examples(path, limits(300, 16));
    FAIL("no error");
  } catch (const DataError& error) {
    const std::string message = error.what();
    CHECK(message.find('\x1b') == std::string::npos);
    CHECK(message.find("<U+001B>[31mred") != std::string::npos);
    CHECK(message.size() < 250);
  }
}

TEST_CASE("an optional third column names the example's family", "[data]") {
  const auto path =
      write_temporary("families.tsv", "2015-03-03\t2015-03-03\tiso\n3/4/15\t2015-03-04\n");
  const auto examples = read_examples(path, limits(64, 16));
  REQUIRE(examples.size() == 2);
  CHECK(examples[0].target == "2015-03-03");
  CHECK(examples[0].family == "iso");
  CHECK(examples[1].family.empty());
}

TEST_CASE("an empty target says the source holds no date", "[data]") {
  const auto path = write_temporary("no-date.tsv", "hello\t\tno-date\n3/4/15\t2015-03-04\n");
  const auto examples = read_examples(path, limits(64, 16));
  REQUIRE(examples.size() == 2);
  CHECK(examples[0].source == "hello");
  CHECK(examples[0].target.empty());
  CHECK(examples[0].family == "no-date");
}

TEST_CASE("with order control each source starts with its convention's control", "[data]") {
  const auto path = write_temporary(
      "orders.tsv", "3/4/15\t2015-04-03\tnumeric\tdmy\n3/4/15\t2015-03-04\tnumeric\n");
  ReadOptions options = limits(64, 16);
  options.order_control = true;
  options.default_order = ReadingOrder::kYmd;
  const auto examples = read_examples(path, options);
  REQUIRE(examples.size() == 2);
  // U+E001 (dmy) from the fourth column; U+E002 (ymd), the default, where the column is absent.
  CHECK(examples[0].source ==
        "\xEE\x80\x81"
        "3/4/15");
  CHECK(examples[1].source ==
        "\xEE\x80\x82"
        "3/4/15");
  // Without order control the column is read (and checked) but the source is left alone.
  CHECK(read_examples(path, limits(64, 16))[0].source == "3/4/15");
}

TEST_CASE("normalisations: lower keeps punctuation, every one drops private-use controls",
          "[data]") {
  CHECK(normalize_text("  Thu, 25 SEP  2003 ", "lower") == "thu, 25 sep 2003");
  CHECK(normalize_text("Thu, 25 SEP 2003", "dates") == "thu 25 sep 2003");
  CHECK(normalize_text("Thu, 25 SEP 2003", "spaces") == "Thu, 25 SEP 2003");
  // A user cannot smuggle a convention in: U+E001 is removed, U+00E9 is kept.
  CHECK(normalize_text("\xEE\x80\x81"
                       "3/4/15 \xC3\xA9",
                       "none") == "3/4/15 \xC3\xA9");
  DataConfig data;
  data.normalize = "lower";
  data.order_control = true;
  CHECK(model_source(" 3/4/15 ", data, ReadingOrder::kDmy) ==
        "\xEE\x80\x81"
        "3/4/15");
  data.order_control = false;
  CHECK(model_source(" 3/4/15 ", data, ReadingOrder::kDmy) == "3/4/15");
}

TEST_CASE("lengths count characters, not bytes", "[data]") {
  const auto path = write_temporary("utf8.tsv", "\xC3\xA9t\xC3\xA9\t1\n");  // "été"
  ReadOptions options = limits(3, 16);
  options.normalize = "none";
  REQUIRE(read_examples(path, options).size() == 1);
}

TEST_CASE("vocabularies: specials first, characters in order, unknowns reported", "[vocabulary]") {
  const auto vocabulary = Vocabulary::build({"ba", "c\xC3\xA9"});
  const std::vector<std::string> expected = {"<pad>", "<unk>", "<s>", "</s>",
                                             "a",     "b",     "c",   "\xC3\xA9"};
  REQUIRE(vocabulary.tokens() == expected);
  CHECK(vocabulary.encode("abz") == std::vector<int64_t>{4, 5, Vocabulary::kUnknown});
  CHECK(vocabulary.decode({4, 5, Vocabulary::kEnd, 6}) == "ab");
  CHECK(vocabulary.first_unknown_character("abxc") == std::optional<std::string>("x"));
  CHECK_FALSE(vocabulary.first_unknown_character("abc").has_value());
  REQUIRE(Vocabulary::from_tokens(vocabulary.tokens()).tokens() == expected);
  REQUIRE_THROWS_WITH(Vocabulary::from_tokens({"a", "b"}), Contains("special tokens"));
  REQUIRE_THROWS_WITH(Vocabulary::from_tokens({"<pad>", "<unk>", "<s>", "</s>", "a", "a"}),
                      Contains("'a' twice"));
}

TEST_CASE("the vocabulary's lookups agree with its token list, byte by byte", "[vocabulary]") {
  // Every one-byte string (the fast path), multi-byte tokens and malformed bytes: id_of must be
  // the token's position in tokens(), the count and the first unknown what split_characters
  // gives, character by character.
  const auto vocabulary =
      Vocabulary::build({"ab9 -", "\xC3\xA9t\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80"});
  const auto& tokens = vocabulary.tokens();
  for (int byte = 0; byte < 256; ++byte) {
    const std::string character(1, static_cast<char>(byte));
    const auto position = std::find(tokens.begin(), tokens.end(), character);
    const int64_t expected = position == tokens.end()
                                 ? Vocabulary::kUnknown
                                 : static_cast<int64_t>(position - tokens.begin());
    CHECK(vocabulary.id_of(character) == expected);
  }
  CHECK(vocabulary.id_of("\xC3\xA9") != Vocabulary::kUnknown);
  CHECK(vocabulary.id_of("\xF0\x9F\x98\x80") != Vocabulary::kUnknown);
  CHECK(vocabulary.id_of("<s>") == Vocabulary::kBegin);
  for (const std::string text : {"ab\xC3\xA9x\xE2\x82\xACy", "\xC3", "\xE2\x82",
                                 "a\xFF\x80"
                                 "b",
                                 "\xF0\x9F\x98\x80\xF0\x9F", "", "\xC3\xA9\xC3\xA9"}) {
    INFO(text);
    const auto characters = split_characters(text);
    CHECK(count_characters(text) == characters.size());
    int64_t unknown = 0;
    std::optional<std::string> first;
    std::vector<int64_t> ids;
    for (const auto& character : characters) {
      const auto position = std::find(tokens.begin(), tokens.end(), character);
      ids.push_back(position == tokens.end() ? Vocabulary::kUnknown
                                             : static_cast<int64_t>(position - tokens.begin()));
      if (ids.back() == Vocabulary::kUnknown) {
        ++unknown;
        if (!first) first = character;
      }
    }
    CHECK(vocabulary.encode(text) == ids);
    CHECK(vocabulary.count_unknown_characters(text) == unknown);
    CHECK(vocabulary.first_unknown_character(text) == first);
  }
}

TEST_CASE("a target vocabulary with digit pairs cuts each run of digits into pairs",
          "[vocabulary]") {
  // Expected token strings by hand: runs of ASCII digits in pairs from their start, an odd run's
  // last digit alone, everything else (Arabic-Indic digits too) a character each.
  const auto vocabulary =
      Vocabulary::build({"1975-08-30t10:36:28.1234", "\xD9\xA3"}, 1, /*digit_pairs=*/true);
  REQUIRE(vocabulary.has_digit_pairs());
  CHECK(vocabulary.size() == 4 + 100 + 15);  // specials, pairs, - . : t and the ten digits, U+0663
  const auto spelled = [&](const std::string& text) {
    std::vector<std::string> tokens;
    for (const auto id : vocabulary.encode(text)) tokens.push_back(vocabulary.tokens()[id]);
    return tokens;
  };
  CHECK(spelled("1975-08-30") == std::vector<std::string>{"19", "75", "-", "08", "-", "30"});
  CHECK(spelled("t10:36:28.123") ==
        std::vector<std::string>{"t", "10", ":", "36", ":", "28", ".", "12", "3"});
  CHECK(spelled("7") == std::vector<std::string>{"7"});
  CHECK(spelled("\xD9\xA3\xD9\xA3") == std::vector<std::string>{"\xD9\xA3", "\xD9\xA3"});
  for (const std::string text : {"1975-08-30", "2003-09-25t10:36:28.5", "-02-02", ""}) {
    CHECK(vocabulary.decode(vocabulary.encode(text)) == text);
  }
  // The tokens list alone says so: a model file's vocabulary reads its targets the same way.
  const auto stored = Vocabulary::from_tokens(vocabulary.tokens());
  CHECK(stored.has_digit_pairs());
  CHECK(stored.encode("2015-03-04") == vocabulary.encode("2015-03-04"));
  // Without pairs (or with only some of them) digits stay single.
  const auto characters = Vocabulary::build({"1975-08-30"});
  CHECK_FALSE(characters.has_digit_pairs());
  CHECK(characters.encode("1975").size() == 4);
  auto some = characters.tokens();
  some.push_back("19");
  CHECK(Vocabulary::from_tokens(some).encode("1975").size() == 4);
}

TEST_CASE("a minimum count leaves rare characters to the unknown token", "[vocabulary]") {
  // Counts by hand: a 3, b 2, c 1.
  const auto vocabulary = Vocabulary::build({"aab", "abc"}, /*min_count=*/2);
  const std::vector<std::string> expected = {"<pad>", "<unk>", "<s>", "</s>", "a", "b"};
  REQUIRE(vocabulary.tokens() == expected);
  CHECK(vocabulary.encode("abc") == std::vector<int64_t>{4, 5, Vocabulary::kUnknown});
  CHECK(vocabulary.count_unknown_characters("cacz") == 3);
  CHECK(Vocabulary::build({"aab", "abc"}, 3).tokens().size() == 5);  // only a
  REQUIRE_THROWS_WITH(Vocabulary::build({"a"}, 0), Contains(">= 1"));
}

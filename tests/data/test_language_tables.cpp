// The reader of the world grammar's files by language (data/language_tables.h): it hands each
// line's fields and place to its caller, and refuses a file's faults naming the file and line,
// quoting a faulty line cut short (a garbage line of megabytes gives an error of a few lines).
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "data_files.h"
#include "dates/data/language_tables.h"

using dates::LanguageTable;

namespace {

const LanguageTable kTable{"entry", "word<TAB>note", 2};

// The lines read from the scratch directory's files of `codes`, as `code|field|field|where`.
std::vector<std::string> read_all(const std::string& directory,
                                  const std::vector<std::string>& codes) {
  std::vector<std::string> lines;
  dates::read_language_tables(
      directory, codes, kTable,
      [&](const std::string& code, std::vector<std::string>& fields, const std::string& where) {
        std::string line = code;
        for (const auto& field : fields) line += "|" + field;
        lines.push_back(line + "|" + where.substr(where.rfind('/') + 1));
      });
  return lines;
}

// The message of the error reading `codes` throws (fails the test when none is thrown).
std::string error_of(const std::string& directory, const std::vector<std::string>& codes) {
  try {
    read_all(directory, codes);
  } catch (const std::runtime_error& error) {
    return error.what();
  }
  FAIL("no error was thrown");
  return "";
}

}  // namespace

TEST_CASE("language tables hand over each line's fields in order, with the file and line",
          "[data][world][tables]") {
  dates::testing::ScratchDirectory directory("tables");
  directory.write("es.tsv", "uno\tprimero\ndos\tsegundo\n");
  // CRLF line ends: the CR stays in the last field (the readers' last fields are notes)
  directory.write("fr.tsv", "un\tpremier\r\n");
  CHECK(read_all(directory.path.string(), {"fr", "es"}) ==
        std::vector<std::string>{"fr|un|premier\r|fr.tsv:1", "es|uno|primero|es.tsv:1",
                                 "es|dos|segundo|es.tsv:2"});
}

TEST_CASE("language tables refuse a file's faults naming the file and line",
          "[data][world][tables]") {
  dates::testing::ScratchDirectory directory("tables");
  const auto path = directory.path.string();
  directory.write("es.tsv", "uno\tprimero\n");
  CHECK_THAT(
      error_of(path, {"es", "de"}),
      Catch::Contains("de.tsv: cannot open the file of 'de'") && Catch::Contains("word<TAB>note"));
  directory.write("de.tsv", "eins\terster\nzwei\n");
  CHECK_THAT(error_of(path, {"de"}),
             Catch::Contains("de.tsv:2: expected word<TAB>note, found 'zwei'"));
  directory.write("de.tsv", "eins\terster\tdritter\n");
  CHECK_THAT(error_of(path, {"de"}), Catch::Contains("de.tsv:1: expected word<TAB>note"));
  // an empty field is a fault, the first or the last
  directory.write("de.tsv", "\terster\n");
  CHECK_THAT(error_of(path, {"de"}), Catch::Contains("de.tsv:1: expected word<TAB>note"));
  directory.write("de.tsv", "eins\t\n");
  CHECK_THAT(error_of(path, {"de"}), Catch::Contains("de.tsv:1: expected word<TAB>note"));
  directory.write("de.tsv", "");
  CHECK_THAT(error_of(path, {"de"}), Catch::Contains("de.tsv: no entry (expected word<TAB>note"));
}

TEST_CASE("a language table's garbage line of megabytes gives an error of a few lines",
          "[data][world][tables]") {
  dates::testing::ScratchDirectory directory("tables");
  // 3 MB without a tab or a line end, as a binary file read by mistake has them
  std::string garbage(3 << 20, 'x');
  for (std::size_t i = 0; i < garbage.size(); i += 7) garbage[i] = static_cast<char>(0x80 + i % 64);
  directory.write("de.tsv", garbage);
  const auto message = error_of(directory.path.string(), {"de"});
  CHECK_THAT(message, Catch::Contains("de.tsv:1: expected word<TAB>note"));
  // the path, the expectation and 80 characters of the line, each shown in at most 6 bytes
  CHECK(message.size() < directory.path.string().size() + 700);
}

TEST_CASE("fields split at their separator keep the empty ones", "[data][tables]") {
  using dates::split_at;
  CHECK(split_at("a\tb", '\t') == std::vector<std::string>{"a", "b"});
  CHECK(split_at("май,,июнь,", ',') == std::vector<std::string>{"май", "", "июнь", ""});
  CHECK(split_at("", ',') == std::vector<std::string>{""});
  CHECK(split_at("no separator", ',') == std::vector<std::string>{"no separator"});
}

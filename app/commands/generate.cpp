// dates generate: train/valid/test splits of the classic, broad or real-world generator.
#include "commands.h"

#include <fmt/format.h>

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>

#include "dates/core/calendar.h"
#include "dates/core/printable.h"
#include "dates/data/date_formats.h"
#include "dates/data/date_generator.h"
#include "dates/data/real_date_grammar.h"
#include "dates/data/split_writer.h"
#include "dates/data/world_date_grammar.h"

namespace dates::app {

namespace {

struct GenerateArguments {
  std::string output_dir = "data";
  uint64_t seed = 20261130;
  SplitSizes sizes;
  std::string first = "1970-01-01";
  std::string last = "2029-12-31";
  std::string formats = "classic";
  std::string context;     // the world grammar's phrases (data/context), none when empty
  std::string sentences;   // the world grammar's sentence frames (data/sentences), none when empty
  std::string months;      // the world grammar's months' cases (data/months), none when empty
  bool overwrite = false;  // replace split files that generate did not write
};

}  // namespace

void add_generate(Command& app) {
  const auto state = std::make_shared<GenerateArguments>();
  auto& arguments = *state;
  auto* command = app.add_subcommand("generate", "Write train/valid/test TSV splits of dates");
  command->add_option("--output-dir", arguments.output_dir, "Directory for the .tsv files")
      ->capture_default_str();
  command->add_option("--seed", arguments.seed, "Random seed")->capture_default_str();
  // Splits are built in memory: bounded, so that a typo cannot exhaust the machine.
  command->add_option("--train", arguments.sizes.train, "Training lines")
      ->capture_default_str()
      ->check(whole_number_in(0, 10'000'000));
  command->add_option("--valid", arguments.sizes.valid, "Validation lines")
      ->capture_default_str()
      ->check(whole_number_in(0, 10'000'000));
  command->add_option("--test", arguments.sizes.test, "Test lines")
      ->capture_default_str()
      ->check(whole_number_in(0, 10'000'000));
  command
      ->add_option("--first", arguments.first, "First date (ISO; the classic and broad catalogues)")
      ->capture_default_str();
  command->add_option("--last", arguments.last, "Last date (ISO; the classic and broad catalogues)")
      ->capture_default_str();
  command
      ->add_option("--formats", arguments.formats,
                   "Format catalogue: classic (source<TAB>target), broad "
                   "(source<TAB>target<TAB>family), real (the real-world grammar: "
                   "source<TAB>target<TAB>family<TAB>order) or world (the world's languages from "
                   "ICU's CLDR data, as real)")
      ->capture_default_str();
  command->add_option(
      "--context", arguments.context,
      "With --formats world: a directory of running text by language "
      "(<code>.tsv of phrase<TAB>catalog lines for every language, as data/context) "
      "to write around some of the texts; none when not given");
  command->add_option(
      "--sentences", arguments.sentences,
      "With --formats world: a directory of sentences by language with a place {} for the date "
      "(<code>.tsv of kind<TAB>frame<TAB>register lines for every language, as data/sentences) "
      "to write some of the texts into; none when not given");
  command->add_option(
      "--months", arguments.months,
      "With --formats world: a directory of the months' names in grammatical cases CLDR lacks "
      "(<code>.tsv of frame<TAB>names<TAB>case lines for some languages, as data/months) to write "
      "some months and years with; none when not given");
  command->add_flag("--overwrite", arguments.overwrite,
                    "Replace train.tsv, valid.tsv or test.tsv in the output directory even when "
                    "generate did not write them (written or edited by hand); refused without it");
  command->callback([state] {
    auto& arguments = *state;
    // A set a killed generate decided is completed first: it is then the set in place.
    for (const auto& [option, value] : {std::pair{"--context", &arguments.context},
                                        std::pair{"--sentences", &arguments.sentences},
                                        std::pair{"--months", &arguments.months}}) {
      if (!value->empty() && arguments.formats != "world") {
        throw std::invalid_argument(fmt::format("{}: applies to --formats world only, not to '{}'",
                                                option, printable(arguments.formats)));
      }
    }
    finish_interrupted_split_set(arguments.output_dir);
    if (!arguments.overwrite) {
      refuse_unowned_split_files(arguments.output_dir, {"train.tsv", "valid.tsv", "test.tsv"},
                                 "--overwrite");
    }
    SplitSizes distinct;
    if (arguments.formats == "real") {
      // The grammar draws its own years (1000..2999); --first and --last do not apply.
      distinct = write_real_splits(arguments.output_dir, arguments.seed, arguments.sizes);
    } else if (arguments.formats == "world") {
      distinct = write_world_splits(arguments.output_dir, arguments.seed, arguments.sizes,
                                    arguments.context, arguments.sentences, arguments.months);
    } else {
      const DateRange range{CivilDate::parse_iso(arguments.first),
                            CivilDate::parse_iso(arguments.last)};
      distinct = write_splits(arguments.output_dir, arguments.seed, range, arguments.sizes,
                              parse_format_catalogue(arguments.formats));
    }
    // Lines are drawn with replacement: say how many sources repeat within a split, so a range
    // too small for the lines asked is seen, not silently written as copies.
    const auto counted = [](size_t lines, size_t sources) {
      return lines == sources ? fmt::format("{} lines", lines)
                              : fmt::format("{} lines, {} distinct sources", lines, sources);
    };
    fmt::print("wrote {}/train.tsv ({}), valid.tsv ({}), test.tsv ({})\n",
               printable(arguments.output_dir), counted(arguments.sizes.train, distinct.train),
               counted(arguments.sizes.valid, distinct.valid),
               counted(arguments.sizes.test, distinct.test));
    for (const auto& [name, lines, sources] :
         {std::tuple{"train", arguments.sizes.train, distinct.train},
          std::tuple{"valid", arguments.sizes.valid, distinct.valid},
          std::tuple{"test", arguments.sizes.test, distinct.test}}) {
      if (2 * sources < lines) {
        fmt::print(stderr,
                   "dates: warning: most lines of {}.tsv repeat another ({} distinct sources in "
                   "{} lines): the range holds too few dates for the lines asked; widen it "
                   "(--first, --last) or ask for fewer lines\n",
                   name, sources, lines);
      }
    }
  });
}

}  // namespace dates::app

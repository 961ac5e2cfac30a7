// The default model (checkpoints/student) reads the world's languages (issue 27), through the
// facade users meet: a sample of every language of the world grammar's held-out test split
// (data/world/test.tsv, never trained on: its targets come from ICU's patterns and the
// generator's dates; the date parts compared), right-to-left text with bidi controls, native
// digits, dates of other calendars, mixed scripts, and strings in scripts it was never taught.
// The expected outputs are the split's gold targets, for the folded forms the model's own reading
// of the plain form (fold_text makes them one input), and by hand (public dates of other
// calendars: Nowruz 1400 was 21 March 2021, Rosh Hashanah 5784 16 September 2023, Ramadan 1445
// began on 11 March 2024 in Umm al-Qura; Heisei 27 and Minguo 104 are 2015).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "dates/normalizer.h"

using namespace dates;

namespace {

const Normalizer& default_model() {
  static const Normalizer normalizer = Normalizer::load("checkpoints/student");
  return normalizer;
}

struct Line {
  std::string source, target, order;
};

// The first `per_language` lines of each `world-<language>` family of data/world/test.tsv.
std::map<std::string, std::vector<Line>> world_sample(std::size_t per_language) {
  std::ifstream file("data/world/test.tsv");
  REQUIRE(file);
  std::map<std::string, std::vector<Line>> sample;
  std::string text;
  while (std::getline(file, text)) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t tab; (tab = text.find('\t', start)) != std::string::npos; start = tab + 1) {
      fields.push_back(text.substr(start, tab - start));
    }
    fields.push_back(text.substr(start));
    REQUIRE(fields.size() == 4);
    auto& lines = sample[fields[2]];
    if (lines.size() < per_language) lines.push_back({fields[0], fields[1], fields[3]});
  }
  return sample;
}

}  // namespace

TEST_CASE("the default model reads a sample of every language of the world grammar", "[world]") {
  const auto sample = world_sample(40);
  REQUIRE(sample.size() == 24);
  int right_all = 0, read_all = 0;
  for (const auto& [family, lines] : sample) {
    INFO("family " << family);
    REQUIRE(lines.size() == 40);
    int right = 0;
    for (const auto& line : lines) {
      NormalizeOptions options;
      options.order = line.order;  // the convention the target was read with
      const auto result = default_model().normalize({line.source}, options).front();
      // The split's targets are the model's raw outputs (`T10:36p`, ` gmt`); the facade gives
      // them as ISO 8601 (`T22:36`, `Z`): the date parts are compared, written the same way.
      // A date of another calendar is tagged in the split (`p1393-12-12`, core/calendar_date.h):
      // the facade names the calendar and gives its date as written (`persian 1393-12-12`).
      const std::string target_date = line.target.substr(0, line.target.find('T'));
      const auto first_digit = target_date.find_first_of("0123456789X");
      const bool tagged = first_digit != std::string::npos && first_digit > 0;
      if (tagged) {
        const auto space = result.calendar.rfind(' ');
        right += space != std::string::npos &&
                         result.calendar.substr(space + 1) == target_date.substr(first_digit)
                     ? 1
                     : 0;
      } else {
        right += result.date == target_date ? 1 : 0;
      }
    }
    // A floor, not the figure (docs/languages.md has those): a language the model does not
    // read gets about nothing right.
    CHECK(right >= 34);
    right_all += right;
    read_all += static_cast<int>(lines.size());
  }
  CHECK(right_all >= read_all * 95 / 100);
}

TEST_CASE("native digits and bidi controls read as the plain text does", "[world]") {
  // fold_text makes each pair one input: the readings must be equal, field for field.
  const std::vector<std::pair<std::string, std::string>> pairs = {
      {"\u0663 \u0645\u0627\u0631\u0633 \u0662\u0660\u0661\u0665",
       "3 \u0645\u0627\u0631\u0633 2015"},
      {"\u200F\u0663\u200F/\u0664\u200F/\u0662\u0660\u0661\u0665\u200F", "3/4/2015"},
      {"\u06F1\u06F2 \u0698\u0627\u0646\u0648\u06CC\u0647 \u06F1\u06F9\u06F9\u06F8",
       "12 \u0698\u0627\u0646\u0648\u06CC\u0647 1998"},
      {"\u0968\u0966 \u092E\u093E\u0930\u094D\u091A \u0968\u0966\u0967\u096B",
       "20 \u092E\u093E\u0930\u094D\u091A 2015"},
      {"\uFF12\uFF10\uFF11\uFF15\u5E74\uFF13\u6708\uFF13\u65E5", "2015\u5E743\u67083\u65E5"},
      {"3\u00A0MARS\u202F2015", "3 mars 2015"},
  };
  NormalizeOptions options;
  options.order = "dmy";
  for (const auto& [written, plain] : pairs) {
    INFO(written << " | " << plain);
    const auto a = default_model().normalize({written}, options).front();
    const auto b = default_model().normalize({plain}, options).front();
    CHECK(a.output == b.output);
    CHECK(a.probability == Approx(b.probability).epsilon(1e-6));
    CHECK(a.marks == b.marks);
  }
  // And they are dates: the gold of each, by hand.
  CHECK(default_model().normalize({pairs[0].first}, options).front().output == "2015-03-03");
  CHECK(default_model().normalize({pairs[4].first}, options).front().output == "2015-03-03");
}

TEST_CASE("a script the model was never taught gets no confident reading", "[world]") {
  // Georgian, Amharic, Tamil, Armenian: letters the model never saw. Either refused as
  // unreadable (most characters unknown), or read with unknown-characters / no-date, and never
  // an output without a warning.
  const std::vector<std::string> texts = {
      "\u10DD\u10D7\u10EE\u10E8\u10D0\u10D1\u10D0\u10D7\u10D8, 4 "
      "\u10DB\u10D0\u10E0\u10E2\u10D8, "
      "2015",                                          // Georgian
      "\u1218\u130B\u1262\u1275 3 \u1240\u1295 2015",  // Amharic
      "\u0BAE\u0BBE\u0BB0\u0BCD\u0B9A\u0BCD 3, 2015",  // Tamil
      "\u0574\u0561\u0580\u057F\u056B 3, 2015 "
      "\u0569\u057E\u0561\u056F\u0561\u0576\u056B"};  // Armenian
  for (const auto& text : texts) {
    INFO(text);
    const auto result = default_model().normalize({text}, {}).front();
    CHECK(result.has_warning());
    const bool unknown =
        std::find(result.marks.begin(), result.marks.end(), "unknown-characters") !=
            result.marks.end() ||
        std::find(result.marks.begin(), result.marks.end(), "unreadable") != result.marks.end();
    CHECK(unknown);
  }
}

TEST_CASE("dates of other calendars read as Gregorian dates, their calendar named", "[world]") {
  struct Case {
    std::string text, date, calendar;
  };
  const std::vector<Case> cases = {
      {"\u06F1 \u0641\u0631\u0648\u0631\u062F\u06CC\u0646 \u06F1\u06F4\u06F0\u06F0", "2021-03-21",
       "persian 1400-01-01"},  // ۱ فروردین ۱۴۰۰
      {"\u05D0\u05F3 \u05D1\u05EA\u05E9\u05E8\u05D9 \u05EA\u05E9\u05E4\u05F4\u05D3", "2023-09-16",
       "hebrew 5784-01-01"},  // א׳ בתשרי תשפ״ד
      {"\u0661 \u0631\u0645\u0636\u0627\u0646 \u0661\u0664\u0664\u0665 \u0647\u0640", "2024-03-11",
       "islamic-umalqura 1445-09-01"},  // ١ رمضان ١٤٤٥ هـ
      {"\u5E73\u6210\u0032\u0037\u5E74\u0033\u6708\u0033\u65E5", "2015-03-03",
       "japanese heisei 0027-03-03"},  // 平成27年3月3日
      {"\u6C11\u570B\u0031\u0030\u0034\u5E74\u0033\u6708\u0033\u65E5", "2015-03-03",
       "roc 0104-03-03"},  // 民國104年3月3日
      {"3 \u0E21\u0E35\u0E19\u0E32\u0E04\u0E21 2558", "2015-03-03",
       "buddhist 2558-03-03"},  // 3 มีนาคม 2558
  };
  int right = 0;
  for (const auto& c : cases) {
    const auto result = default_model().normalize({c.text}, {}).front();
    INFO(c.text << " -> " << result.output << " (" << result.calendar << ")");
    CHECK(result.date == c.date);
    CHECK(result.calendar == c.calendar);
    right += result.date == c.date && result.calendar == c.calendar ? 1 : 0;
  }
  CHECK(right == static_cast<int>(cases.size()));
}

TEST_CASE("dates among words of other scripts read as the date alone", "[world]") {
  // Hand-written: a date of one language with words of another script around it.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Rechnung vom 3. M\u00E4rz 2015 (invoice)", "2015-03-03"},
      {"\u4F1A\u8B70 2015\u5E743\u67083\u65E5 Tokyo office", "2015-03-03"},  // 会議
      {"\u0397 \u0391\u03B8\u03AE\u03BD\u03B1 3 \u039C\u03B1\u03C1\u03C4\u03AF\u03BF\u03C5 "
       "2015 Athens",
       "2015-03-03"},  // Η Αθήνα 3 Μαρτίου 2015
      {"\u0633\u06CC\u062F\u0646\u06CC 3 March 2015", "2015-03-03"},  // سیدنی
      {"Moscow, 3 \u043C\u0430\u0440\u0442\u0430 2015 \u0433.", "2015-03-03"},
      {"Seoul \uC11C\uC6B8 2015\uB144 3\uC6D4 3\uC77C", "2015-03-03"},  // 서울 2015년 3월 3일
      {"Bangkok 3 \u0E21\u0E35\u0E19\u0E32\u0E04\u0E21 2015", "2015-03-03"},
      {"\u0130stanbul, 3 Mart 2015 Sal\u0131", "2015-03-03"},
      {"Tel Aviv \u05D9\u05D5\u05DD \u05E9\u05DC\u05D9\u05E9\u05D9, 3 \u05D1\u05DE\u05E8\u05E5 "
       "2015",
       "2015-03-03"},  // יום שלישי, 3 במרץ 2015
      {"New Delhi \u0928\u0908 \u0926\u093F\u0932\u094D\u0932\u0940 3 "
       "\u092E\u093E\u0930\u094D\u091A "
       "2015",
       "2015-03-03"},  // नई दिल्ली 3 मार्च 2015
  };
  int right = 0;
  for (const auto& [text, date] : cases) {
    const auto result = default_model().normalize({text}, {}).front();
    INFO(text << " -> " << result.output);
    right += result.date == date ? 1 : 0;
  }
  // A floor: words of another script around a date are noise the grammar writes only as country
  // names; most of these must still read.
  CHECK(right >= 8);
}

TEST_CASE("a clock written in words up to its minutes gets no seconds", "[world]") {
  // Korean and Thai write a clock with words after its numbers (`3시 30분`, `15 นาฬิกา 30 นาที`);
  // ICU's patterns that taught the model wrote such clocks with seconds, and the model reads these
  // with invented ones (15:30:30); time_evidence.h's check cuts them. Expected by hand. The
  // clocks with their seconds written keep them.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"2019\uB144 11\uC6D4 5\uC77C \uC624\uD6C4 3\uC2DC 30\uBD84", "2019-11-05T15:30"},
      {"2019\uB144 11\uC6D4 5\uC77C 15\uC2DC 30\uBD84", "2019-11-05T15:30"},
      {"5 \u0E1E\u0E24\u0E28\u0E08\u0E34\u0E01\u0E32\u0E22\u0E19 2562 15 "
       "\u0E19\u0E32\u0E2C\u0E34\u0E01\u0E32 30 \u0E19\u0E32\u0E17\u0E35",
       "2019-11-05T15:30"},
      {"2019\uB144 11\uC6D4 5\uC77C 15\uC2DC 30\uBD84 20\uCD08", "2019-11-05T15:30:20"},
      {"2019\u5E7411\u67085\u65E5 15\u664230\u520620\u79D2", "2019-11-05T15:30:20"},
  };
  for (const auto& [text, expected] : cases) {
    INFO(text);
    const auto result = default_model().normalize({text}, {}).front();
    CHECK(result.output == expected);
    CHECK(result.time == expected.substr(11));
  }
}

TEST_CASE("a zone abbreviation the input does not write gives no offset", "[world]") {
  // `hs` (horas) after a Spanish clock: the default model writes Hawaii's `hst` (-10:00) for it;
  // time_evidence.h's zone_written finds no such word, so no offset is given. Expected by hand.
  const auto result =
      default_model().normalize({"martes 3 de marzo de 2015, 14:30 hs"}, {}).front();
  CHECK(result.output == "2015-03-03T14:30");
  CHECK(result.offset.empty());
  // A zone it does write keeps its offset.
  const auto written =
      default_model().normalize({"martes 3 de marzo de 2015, 14:30 CET"}, {}).front();
  CHECK(written.output == "2015-03-03T14:30+01:00");
}

TEST_CASE("a doubted year taken from a clock is not given", "[world]") {
  // Hours after a day and month (`dalle 10 alle 19`, `14 bis 17 Uhr`): the default model reads a
  // year from an hour, in doubt; month_evidence.h's year_written finds it written nowhere as a
  // date's year, so the month and day are given. Expected by hand.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Apertura straordinaria domenica 8 giugno dalle 10 alle 19", "XXXX-06-08"},
      {"Colloqui: 3 febbraio, dalle 14 alle 17", "XXXX-02-03"},
      {"Sprechstunde: 4. Mai, 14 bis 17 Uhr", "XXXX-05-04"},
      {"Kinderflohmarkt: 21. September, 11 bis 15 Uhr", "XXXX-09-21"},
  };
  for (const auto& [text, expected] : cases) {
    INFO(text);
    const auto result = default_model().normalize({text}, {}).front();
    CHECK(result.date == expected);
  }
}

TEST_CASE("a doubted date-time whose day is written nowhere is given as its month", "[world]") {
  // A month and year with a clock: the default model reads a day from the hour (`14 Uhr` as the
  // 4th, at 0.38); month_evidence.h's day_written finds no 4, so the month and year are given.
  // Expected by hand.
  const auto result = default_model().normalize({"M\u00E4rz 2015, 14 Uhr"}, {}).front();
  CHECK(result.output == "2015-03");
}

TEST_CASE("dates glibc writes with month names CLDR does not are read", "[world]") {
  // `date` under cs_CZ (June čen, July čec), fr_CA (July jui) and fa_IR (October اكتبر, the
  // Arabic kaf): fold_text writes the names as CLDR does, which the model learnt. The dates are
  // the ones given to `date` (glibc 2.36).
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"\u00DAt 09 \u010Den 2015", "2015-06-09"},
      {"P\u00E1 10 \u010Dec 2015", "2015-07-10"},
      {"30 jui 16:43", "XXXX-07-30"},
      {"\u0633\u0647\u200C\u0634\u0646\u0628\u0647 13 \u0627\u0643\u062A\u0628\u0631 2015",
       "2015-10-13"},
  };
  for (const auto& [text, expected] : cases) {
    INFO(text);
    CHECK(default_model().normalize({text}, {}).front().date == expected);
  }
}

TEST_CASE("Italian's elisions, a degree sign for `º` and Chinese 零, 卅 are read", "[world]") {
  // `l'8`, `l’11`, `all'11`: the article elided before a day's number, as Italian must write it
  // (the model learnt dates with words apart: before fold_text wrote these apart it read
  // `l'8 maggio 2019` as 2019-05, `l’11 giugno` as the 14th, `l'11/04/2022` as 4 November); `1°`
  // for `1º` (before, 0.91 and below, marked low-confidence). Expected by hand.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Ufficio chiuso l'8 maggio 2019", "2019-05-08"},
      {"Consegna prevista per l\u201911 giugno", "XXXX-06-11"},
      {"Pagamento entro l'11/04/2022", "2022-04-11"},
      {"1\u00B0 de mayo de 2021", "2021-05-01"},
      // Chinese zeros of a year as 零 (before, read right at 0.80 with `unknown-characters`) and
      // the 31st as 卅一日 (before, the 1st).
      {"\u4E8C\u96F6\u4E00\u4E94\u5E74\u4E09\u6708\u4E09\u65E5", "2015-03-03"},
      {"\u4E00\u4E5D\u4E5D\u4E5D\u5E74\u5341\u4E8C\u6708\u5345\u4E00\u65E5", "1999-12-31"},
  };
  NormalizeOptions options;
  options.order = "dmy";  // Italian's and Spanish's numeric dates, day first
  for (const auto& [text, expected] : cases) {
    INFO(text);
    const auto result = default_model().normalize({text}, options).front();
    CHECK(result.date == expected);
    CHECK(std::find(result.marks.begin(), result.marks.end(), "low-confidence") ==
          result.marks.end());
  }
}

TEST_CASE("month and field names typed without their marks, and older spellings, are read",
          "[world]") {
  // fold_text writes them as CLDR spells them (before, each of these read no date). Expected by
  // hand.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"3 Eylul 2015", "2015-09-03"},
      {"3 pazdziernika 2015", "2015-10-03"},
      {"29 Pebruari 1988", "1988-02-29"},
      {"Ha Noi, ngay 15 thang 8 nam 2020", "2020-08-15"},  // before: 2020-08-15T08:00, in doubt
  };
  for (const auto& [text, expected] : cases) {
    INFO(text);
    const auto result = default_model().normalize({text}, {}).front();
    CHECK(result.date == expected);
    CHECK(std::find(result.marks.begin(), result.marks.end(), "low-confidence") ==
          result.marks.end());
  }
}

TEST_CASE("dates written with punctuation the model was not taught are read, unmarked", "[world]") {
  // fold_text writes it as the punctuation its writers mean, and drops an ordinal's superscript
  // letters (before, the first four were marked `unknown-characters` and the last two read no
  // date). Expected by hand.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"2015\u201003\u201017", "2015-03-17"},            // hyphens of a word processor
      {"le 1\u1D49\u02B3 mars 2015", "2015-03-01"},      // a typeset French ordinal
      {"March 21\u02E2\u1D57, 2015", "2015-03-21"},      // and an English one
      {"2015\u5E743\u67083\u65E5\u301C", "2015-03-03"},  // a Japanese range's wave dash
      {"17\u20443\u20442015", "2015-03-17"},             // the fraction slash
      {"\u0661\u0667\u060D\u0663\u060D\u0662\u0660\u0661\u0665", "2015-03-17"},
  };
  for (const auto& [text, expected] : cases) {
    INFO(text);
    const auto result = default_model().normalize({text}, {}).front();
    CHECK(result.date == expected);
    CHECK(std::find(result.marks.begin(), result.marks.end(), "unknown-characters") ==
          result.marks.end());
  }
}

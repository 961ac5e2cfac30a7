// The text normalisations of a source (dates/core/source_text.h). Expected values are worked out
// by hand from the rules in the header.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "dates/core/source_text.h"

TEST_CASE("normalize_source lowercases, drops commas and collapses whitespace", "[source-text]") {
  CHECK(dates::normalize_source("  Saturday,  August 30,\t1975 \n") == "saturday august 30 1975");
  CHECK(dates::normalize_source("05, Sep 2009") == "05 sep 2009");
  CHECK(dates::normalize_source("a,b") == "ab");  // classic .replace(',', '')
  CHECK(dates::normalize_source(" , ,") == "");
  CHECK(dates::normalize_source("") == "");
  CHECK(dates::normalize_source("10/8/13") == "10/8/13");
  CHECK(dates::normalize_source("Ä\xC3\x84 X") == "Ä\xC3\x84 x");  // non-ASCII bytes untouched
}

TEST_CASE("collapse_whitespace keeps everything but the runs of ASCII whitespace",
          "[source-text]") {
  CHECK(dates::collapse_whitespace("  Thu,\t25  SEP\r\n2003 ") == "Thu, 25 SEP 2003");
  CHECK(dates::collapse_whitespace("\v\f") == "");
  CHECK(dates::collapse_whitespace("a\xC2\xA0"
                                   "b") ==
        "a\xC2\xA0"
        "b");  // U+00A0 is not ASCII
}

TEST_CASE("strip_private_use removes U+E000..U+F8FF and nothing else", "[source-text]") {
  // U+E000..U+F8FF removed (EE 80 80 .. EF A3 BF); U+DFFF-adjacent U+D7FF (ED 9F BF) and
  // U+F900 (EF A4 80) kept.
  CHECK(dates::strip_private_use("a\xEE\x80\x80"
                                 "b\xEF\xA3\xBF"
                                 "c") == "abc");
  CHECK(dates::strip_private_use("\xED\x9F\xBF\xEF\xA4\x80") == "\xED\x9F\xBF\xEF\xA4\x80");
}

TEST_CASE("normalize_text applies the named normalisation after removing controls",
          "[source-text]") {
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "dates") == "thu 25 sep 2003");
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "lower") == "thu, 25 sep 2003");
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "spaces") == "Thu, 25 SEP 2003");
  CHECK(dates::normalize_text("\xEE\x80\x81 Thu, 25 SEP  2003", "none") == " Thu, 25 SEP  2003");
  CHECK_THROWS_WITH(
      dates::normalize_text("x", "upper"),
      Catch::Contains("'upper'") && Catch::Contains("dates, lower, fold, spaces, none"));
  CHECK_THROWS_AS(dates::normalize_text("x", "upper"), std::invalid_argument);
}

// fold_text: expected strings written by hand from the Unicode Character Database (the digit
// values of U+0660..0669, U+06F0..06F9, U+0966..096F, U+0E50..0E59, U+FF10..FF19; the
// categories of U+200F, U+061C, U+00A0, U+202F, U+3000; the simple case foldings of Cyrillic,
// Greek and Latin letters).
TEST_CASE("fold_text writes every script's decimal digits as ASCII digits", "[source-text]") {
  CHECK(dates::fold_text("\u0663 \u0645\u0627\u0631\u0633 \u0662\u0660\u0661\u0665") ==
        "3 \u0645\u0627\u0631\u0633 2015");                                       // Arabic-Indic
  CHECK(dates::fold_text("\u06F1\u06F3\u06F9\u06F3/\u06F1\u06F2") == "1393/12");  // Persian
  CHECK(dates::fold_text("\u0969 \u092E\u093E\u0930\u094D\u091A \u0968\u0966\u0967\u096B") ==
        "3 \u092E\u093E\u0930\u094D\u091A 2015");                             // Devanagari
  CHECK(dates::fold_text("\u0E52\u0E55\u0E55\u0E58") == "2558");              // Thai
  CHECK(dates::fold_text("\uFF12\uFF10\uFF11\uFF15\u5E74") == "2015\u5E74");  // full width
  // Han numbers are not decimal digits (Numeric_Type=Numeric): kept as written.
  CHECK(dates::fold_text("\u4E8C\u3007\u4E00\u4E94\u5E74") == "\u4E8C\u3007\u4E00\u4E94\u5E74");
  // Superscripts are digits of another type (No): folded as letters are, not made digits.
  CHECK(dates::fold_text("x\u00B2") == "x\u00B2");
}

TEST_CASE("fold_text drops bidi controls and makes every space a space", "[source-text]") {
  // RLM, ALM, LRM, isolates, BOM, ZWJ (category Cf) vanish; NBSP, NNBSP, ideographic space (Zs)
  // become spaces, then runs collapse.
  CHECK(dates::fold_text("\u200F22\u200F/\u061C3\u200E/2015\u2066x\u2069\uFEFF") == "22/3/2015x");
  CHECK(dates::fold_text("3\u00A0mars\u202F\u202F2015\u3000 ") == "3 mars 2015");
  CHECK(dates::fold_text("  a\u00A0 \t b  ") == "a b");
}

// The Halfwidth and Fullwidth Forms block: U+FF01..U+FF5E are ASCII's U+0021..U+007E, 0xFEE0
// above them (U+FF08 `（` is `(`, U+FF1A `：` is `:`, U+FF33 `Ｓ` is `S`, folded to `s`); the
// half-width katakana after them (U+FF71 `ｱ`) are not ASCII and stay.
TEST_CASE("fold_text writes full-width ASCII forms as ASCII", "[source-text]") {
  CHECK(dates::fold_text("11\u670830\u65E5\uFF08\u91D1\uFF09") == "11\u670830\u65E5(\u91D1)");
  CHECK(dates::fold_text("\uFF33\uFF45\uFF50\uFF1A\uFF13\uFF0F\uFF14") == "sep:3/4");
  CHECK(dates::fold_text("\uFF01\uFF5E") == "!~");
  CHECK(dates::fold_text("\uFF71") == "\uFF71");
}

TEST_CASE("fold_text folds the case of every script and composes accents", "[source-text]") {
  CHECK(dates::fold_text("\u041C\u0410\u0420\u0422\u0410") ==
        "\u043C\u0430\u0440\u0442\u0430");  // МАРТА
  CHECK(dates::fold_text("\u039C\u0391\u03A1\u03A4\u038A\u039F\u03A5") ==
        "\u03BC\u03B1\u03C1\u03C4\u03AF\u03BF\u03C5");  // ΜΑΡΤΊΟΥ -> μαρτίου
  CHECK(dates::fold_text("\u03C2") == "\u03C3");        // final sigma folds to sigma
  CHECK(dates::fold_text("F\u00C9VRIER") == "f\u00E9vrier");
  CHECK(dates::fold_text("fe\u0301vrier") == "f\u00E9vrier");  // NFC: e + combining acute
  CHECK(dates::fold_text("\u00C4") == "\u00E4");
  CHECK(dates::fold_text("PAZARTES\u0130") == "pazartesi");  // Turkish İ: its lowercase i
}

TEST_CASE("fold_text equals lower on ASCII and marks invalid UTF-8", "[source-text]") {
  for (const std::string text : {"Thu, 25 SEP  2003", "  10/8/13 ", "", "A\tB\nC"}) {
    CHECK(dates::fold_text(text) == dates::normalize_text(text, "lower"));
    CHECK(dates::normalize_text(text, "fold") == dates::normalize_text(text, "lower"));
  }
  CHECK(dates::fold_text("25 \xFF sep") == "25 \uFFFD sep");
  // The order control characters (private use) go first, as in every normalisation.
  CHECK(dates::normalize_text("\xEE\x80\x81 \u0663 MARS", "fold") == "3 mars");
}

TEST_CASE("fold_text writes glibc's month names that CLDR does not as CLDR does", "[source-text]") {
  // Czech June and July (glibc čen, čec; CLDR čvn, čvc), French July of fr_BE, fr_CA, fr_CH and
  // fr_LU (jui; CLDR juil.), Persian October with the Arabic kaf (اكتبر; CLDR اکتبر): glibc 2.36's
  // LC_TIME and ICU 72's names, by hand.
  CHECK(dates::fold_text("Út 09 Čen 2015") == "út 09 čvn 2015");
  CHECK(dates::fold_text("10 čec 10:11") == "10 čvc 10:11");
  CHECK(dates::fold_text("30 JUI 16:43") == "30 juil 16:43");  // ASCII text too
  CHECK(dates::fold_text("13 \u0627\u0643\u062A\u0628\u0631 2015") ==
        "13 \u0627\u06A9\u062A\u0628\u0631 2015");
  // Only whole words: other words that hold them stay as they are.
  CHECK(dates::fold_text("čena 2015") == "čena 2015");
  CHECK(dates::fold_text("juin 2015") == "juin 2015");
  CHECK(dates::fold_text("jui2") == "juil2");  // a digit ends a word
  CHECK(dates::fold_text("\u0648\u0627\u0643\u062A\u0628\u0631") ==
        "\u0648\u0627\u0643\u062A\u0628\u0631");  // a letter before it
  // So fold_text equals lower on ASCII but for `jui` (and the other respellings, elisions).
  CHECK(dates::fold_text("3 Jui 2015") != dates::normalize_text("3 Jui 2015", "lower"));
}

TEST_CASE("fold_text writes Italian's elided article and prepositions apart", "[source-text]") {
  // Italian elides `lo`/`la` and the prepositions joined with them before a vowel, so before the
  // days 8 (otto) and 11 (undici) and the months aprile, agosto, ottobre (by hand, from the
  // language's rule).
  CHECK(dates::fold_text("Entro l'11 marzo 2024") == "entro l' 11 marzo 2024");
  CHECK(dates::fold_text("dall'8 all'11 settembre") == "dall' 8 all' 11 settembre");
  CHECK(dates::fold_text("nell'ottobre del 1988") == "nell' ottobre del 1988");
  CHECK(dates::fold_text("Sull'8 agosto") == "sull' 8 agosto");
  // The typographic apostrophe (U+2019) and the letter apostrophe (U+02BC) as ASCII's.
  CHECK(dates::fold_text("l\u201911 marzo") == "l' 11 marzo");
  CHECK(dates::fold_text("dell\u02BC8 maggio") == "dell' 8 maggio");
  CHECK(dates::fold_text("dell'Ago. 2020") == "dell' ago. 2020");
  // Before other words they stay joined, as the model saw them in training text.
  CHECK(dates::fold_text("L\u2019\u00E9t\u00E9 2019") == "l\u2019\u00E9t\u00E9 2019");
  // Only those words, whole: English, Turkish suffixes, French `d'`, a year's apostrophe and an
  // apostrophe already followed by a space stay as they are.
  for (const std::string text :
       {"you'll see", "3 mart'ta", "poisson d'avril", "summer of '96", "l' 11 marzo", "l'", "nell'",
        "all'-", "ball'8", "crawl'11", "dell'anno 1739", "l'architecture", "l'ottone"}) {
    CHECK(dates::fold_text(text) == dates::normalize_text(text, "lower"));
  }
  CHECK(dates::fold_text("\u00E8l'8") == "\u00E8l'8");        // a letter before `l`
  CHECK(dates::fold_text("d\u2019avril") == "d\u2019avril");  // U+2019 kept there
}

TEST_CASE("fold_text writes the degree sign after a day's number as the ordinal indicator",
          "[source-text]") {
  // `1°` for `1º` (U+00BA, CLDR's ordinal in Italian, Spanish, Portuguese) before a word, as
  // keyboards without `º` write the first of a month (by hand).
  CHECK(dates::fold_text("1\u00B0 settembre 2009") == "1\u00BA settembre 2009");
  CHECK(dates::fold_text("1\u00B0 de mayo") == "1\u00BA de mayo");
  CHECK(dates::fold_text("Dia 15\u00B0dezembro") == "dia 15\u00BAdezembro");
  // Not degrees: a temperature's unit, an angle's minutes, a number of three digits or after a
  // point, a comma or a letter, the sign alone or at the end.
  for (const std::string text :
       {"25\u00B0 c", "25\u00B0c", "45\u00B030' n", "360\u00B0 giro", "2,5\u00B0 de",
        "1.5\u00B0 de", "n\u00B0 12", "x1\u00B0 de", "\u00B0 de", "12\u00B0"}) {
    CHECK(dates::fold_text(text) == text);
  }
}

TEST_CASE("fold_text writes Chinese zeros of a year and twenty and thirty as CLDR does",
          "[source-text]") {
  // 零 for 〇 in a year of Han digits (二零一五年 is 2015), 廿 for 二十 and 卅 for 三十 before a
  // digit or the day's character (廿五日 is the 25th, 卅一日 the 31st): by hand.
  CHECK(dates::fold_text("\u4E8C\u96F6\u4E00\u4E94\u5E74") == "\u4E8C\u3007\u4E00\u4E94\u5E74");
  CHECK(dates::fold_text("\u4E8C\u96F6\u96F6\u516B") == "\u4E8C\u3007\u3007\u516B");
  CHECK(dates::fold_text("\u5EFF\u4E94\u65E5") == "\u4E8C\u5341\u4E94\u65E5");
  CHECK(dates::fold_text("\u5345\u4E00\u65E5") == "\u4E09\u5341\u4E00\u65E5");
  CHECK(dates::fold_text("\u5EFF\u65E5") == "\u4E8C\u5341\u65E5");
  CHECK(dates::fold_text("\u5345\u53F7") == "\u4E09\u5341\u53F7");
  // Not in shorter runs (一百零五 is 105; 零点 is midnight), nor 廿 and 卅 before other characters.
  for (const std::string text : {"\u4E00\u767E\u96F6\u4E94", "\u96F6\u70B9", "\u4E09\u96F6\u4E94",
                                 "\u5EFF\u5E74", "\u5345"}) {
    CHECK(dates::fold_text(text) == text);
  }
}

TEST_CASE("fold_text writes Indonesian's older and German's typed month names as CLDR does",
          "[source-text]") {
  // Indonesian Pebruari, Nopember (Februari, November); German ae for ä (März, Jänner): by hand.
  CHECK(dates::fold_text("29 Pebruari 1988") == "29 februari 1988");
  CHECK(dates::fold_text("Nopember 1975") == "november 1975");
  CHECK(dates::fold_text("3. Maerz 2015") == "3. m\u00E4rz 2015");
  CHECK(dates::fold_text("3. J\u00E4nner, 3. Jaenner") == "3. j\u00E4nner, 3. j\u00E4nner");
  // Vietnamese's field names before their numbers, typed without marks (by hand).
  CHECK(dates::fold_text("Ha Noi, ngay 15 thang 8 nam 2020") ==
        "ha noi, ng\u00E0y 15 th\u00E1ng 8 n\u0103m 2020");
  CHECK(dates::fold_text("thang 8 nam 2020") == "th\u00E1ng 8 n\u0103m 2020");
  // Whole words only, and the field names only before a number.
  CHECK(dates::fold_text("maerzen nopembers") == "maerzen nopembers");
  for (const std::string text :
       {"viet nam", "viet nam 2020", "8 nam, 2020", "nam2020", "thang ba", "ngay", "8 nam"}) {
    CHECK(dates::fold_text(text) == text);
  }
}

TEST_CASE("fold_text writes punctuation no model was taught as the punctuation its writers mean",
          "[source-text]") {
  // Unicode's hyphens, slashes, quotes, colons and dashes (their names in UnicodeData.txt), each
  // written as the ASCII character it stands for there: by hand.
  CHECK(dates::fold_text("2015\u201003\u201003") == "2015-03-03");  // hyphen
  CHECK(dates::fold_text("2015\u201103\u201103") == "2015-03-03");  // non-breaking hyphen
  CHECK(dates::fold_text("2015\u201203\uFE6303\u02D7") == "2015-03-03-");
  CHECK(dates::fold_text("3\u20443\u20442015") == "3/3/2015");  // fraction slash
  CHECK(dates::fold_text("3\u22153") == "3/3");                 // division slash
  CHECK(dates::fold_text("\u0663\u060D\u0663\u060D\u0662\u0660\u0661\u0665") ==
        "3/3/2015");  // Arabic date separator, Arabic-Indic digits
  CHECK(dates::fold_text("Class of \u201895, \u201B96, \u203297, \u203598") ==
        "class of '95, '96, '97, '98");
  // The quotes and primes only before a digit: Hebrew's prime for its geresh (ש′), a quote.
  for (const std::string text : {"33 \u05E9\u2032", "\u2018dmad\u2019"}) {
    CHECK(dates::fold_text(text) == text);
  }
  CHECK(dates::fold_text("10\uA78936\u223628") == "10:36:28");
  // Slashes and colons only between digits: in a word they are noise (`o∶ct`).
  for (const std::string text : {"o\u2236ct", "\u2215'99", "a\u2044b", "3\u2044", "\uA7893"}) {
    CHECK(dates::fold_text(text) == text);
  }
  CHECK(dates::fold_text("3\u200F\u060D\u200F3") == "3/3");  // bidi marks passed over
  CHECK(dates::fold_text("3\u20243\u2024") == "3.3.");
  CHECK(dates::fold_text("3\u65E5\u301C5\u65E5 \u2053") == "3\u65E5~5\u65E5 ~");
  // What a model was taught stays: en and em dashes, the minus sign, the right quote.
  for (const std::string text : {"3\u20135", "3\u20145", "\u22125", "\u201995"}) {
    CHECK(dates::fold_text(text) == text);
  }
}

TEST_CASE("fold_text drops an ordinal's superscript letters after its number", "[source-text]") {
  // MODIFIER LETTER SMALL E, R, S, T, D, H, O, A and SUPERSCRIPT LATIN SMALL LETTER N (by hand).
  CHECK(dates::fold_text("le 1\u1D49\u02B3 mars") == "le 1 mars");
  CHECK(dates::fold_text("21\u1D49\u02B3. de mayo") == "21. de mayo");
  CHECK(dates::fold_text("1\u02E2\u1D57, 2\u207F\u1D48, 3\u02B3\u1D48, 4\u1D57\u02B0") ==
        "1, 2, 3, 4");
  CHECK(dates::fold_text("1\u1D52 de mayo, 1\u1D43") == "1 de mayo, 1");
  // Not away from a number: they stay as written (a phonetic transcription's ʰ).
  for (const std::string text : {"\u1D49\u02B3 mars", "t\u02B0a", "1 \u1D49\u02B3"}) {
    CHECK(dates::fold_text(text) == text);
  }
}

// seconds_written (decode/time_evidence.h): whether a string's numbers may write seconds after a
// reading's clock. The expectations are by hand: each string's clock read as a person reads it.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "dates/core/source_text.h"
#include "dates/decode/time_evidence.h"

using namespace dates;

TEST_CASE("seconds written as numbers after the hour and minutes", "[time-evidence]") {
  CHECK(seconds_written("2019-11-05t15:30:20z", 15, 30));
  CHECK(seconds_written("2019-11-05 15:30:20.125", 15, 30));
  CHECK(seconds_written("15h30m05s le 5/11/2019", 15, 30));
  CHECK(seconds_written("nov 5 2019, 3:30:07 pm", 15, 30));  // a 12-hour clock
  CHECK(seconds_written("2019-11-05 12:00:09 am", 0, 0));    // midnight as 12
  CHECK(seconds_written("2010-10-10 10:10:10", 10, 10));     // one number four times
  CHECK(seconds_written("2019年11月5日 15時30分20秒", 15, 30));
  CHECK(seconds_written("2019년 11월 5일 15시 30분 20초", 15, 30));
  // Digits of other scripts, as the reader passes them: folded (Persian ۱۵:۳۰:۲۰, Thai ๑๕.๓๐.๒๐
  // น.).
  CHECK(seconds_written(fold_text("\u06F1\u06F5:\u06F3\u06F0:\u06F2\u06F0"), 15, 30));
  CHECK(seconds_written(fold_text("\u0E51\u0E55.\u0E53\u0E50.\u0E52\u0E50 \u0E19."), 15, 30));
}

TEST_CASE("a string whose numbers end with the hour and minutes writes no seconds",
          "[time-evidence]") {
  // Korean and Thai write the clock in words after the numbers; seconds read there are invented.
  CHECK_FALSE(seconds_written("2019년 11월 5일 오후 3시 30분", 15, 30));
  CHECK_FALSE(seconds_written("2019년 11월 5일 오전 9시 15분", 9, 15));
  CHECK_FALSE(seconds_written("5 พฤศจิกายน 2562 15 นาฬิกา 30 นาที", 15, 30));
  CHECK_FALSE(seconds_written("nov 5 2019 15:30", 15, 30));
  CHECK_FALSE(seconds_written("2019년 11월 5일 21시 0분 utc-09:00", 21, 0));
  CHECK_FALSE(seconds_written("2019년 11월 5일 21시 0분 gmt+9", 21, 0));
  CHECK_FALSE(seconds_written(
      fold_text("\u06F1\u06F4 \u0622\u0628\u0627\u0646 \u06F1\u06F3\u06F9\u06F8\u060C "
                "\u0633\u0627\u0639\u062A \u06F1\u06F5:\u06F3\u06F0"),
      15, 30));  // ۱۴ آبان ۱۳۹۸، ساعت ۱۵:۳۰
  // The date's numbers equal the clock's: still the last two runs are the clock.
  CHECK_FALSE(seconds_written("2019년 11월 3일 3시 30분", 15, 30));
  CHECK_FALSE(seconds_written("2030년 11월 30일 15시 30분", 15, 30));
}

TEST_CASE("numbers that cannot tell leave the seconds as read", "[time-evidence]") {
  CHECK(seconds_written("thu sep 25 10:36:28 brst 2003", 10, 36));  // a year after the clock
  CHECK(seconds_written("thu sep 25 10:36 brst 2003", 10, 36));
  CHECK(seconds_written("20191105t153020", 15, 30));                         // a compact date-time
  CHECK(seconds_written("@1572967820", 15, 30));                             // a timestamp
  CHECK(seconds_written("二〇一九年十一月五日十五時三十分二十秒", 15, 30));  // Han numbers
  CHECK(seconds_written("at half past three on 5/11/2019", 15, 30));         // the hour in words
  CHECK(seconds_written("2019-11-05 t0730", 7, 30));  // hour and minutes in one run
  // Seconds split by a stray character, which the model reads past (`15:37:56`).
  CHECK(seconds_written("mon jun 28 1920 15:37:5\u226C6 ut", 15, 37));
  CHECK(seconds_written("friday, 25-dec-1767 10:38:4\u4FAF7 gmt", 10, 38));
}

TEST_CASE("a clock out of range is refused", "[time-evidence]") {
  CHECK_THROWS_AS(seconds_written("x", 24, 0), std::invalid_argument);
  CHECK_THROWS_AS(seconds_written("x", -1, 0), std::invalid_argument);
  CHECK_THROWS_AS(seconds_written("x", 0, 60), std::invalid_argument);
}

TEST_CASE("a zone's letters are written when a word of the string is them", "[time-evidence]") {
  CHECK(zone_written("thu sep 25 10:36:28 brst 2003", "brst"));
  CHECK(zone_written("Thu Sep 25 10:36:28 BRST 2003", "brst"));  // any case
  CHECK(zone_written("3 mar 2015 2:00 pm (EST)", "est"));
  CHECK(zone_written("3/3/2015 14:00 EST5EDT", "edt"));  // digits end a word
  CHECK(zone_written("10:36:28BRST", "brst"));
  CHECK(zone_written("14:00 cet/cest", "cest"));
  CHECK(zone_written("tue sep 15 18:17:16 br\u4E30st 1998", "brst"));  // a stray character inside
  // The names of universal time stand for one another.
  CHECK(zone_written("22/09/1933 15:30 ut", "utc"));
  CHECK(zone_written("15:30 utc", "gmt"));
}

TEST_CASE("letters no word of the string is were invented", "[time-evidence]") {
  // Spanish `hs` (horas) read as Hawaii's HST; Kamchatka's PETT as Peru's PET.
  CHECK_FALSE(zone_written("martes 3 de marzo de 2015, 14:30 hs", "hst"));
  CHECK_FALSE(zone_written("mon, 29 oct 1945 16:29:46 pett", "pet"));
  CHECK_FALSE(zone_written("3 mar 2015 14:00 mez", "cet"));
  CHECK_FALSE(zone_written("3 mar 2015 14:00 cet", "utc"));
  CHECK_FALSE(zone_written("estate 2015 14:00", "est"));  // inside a word
  CHECK_FALSE(zone_written("", "est"));
}

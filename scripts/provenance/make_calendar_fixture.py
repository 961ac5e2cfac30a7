"""Writes tests/fixtures/calendar_dates.tsv: dates of the Solar Hijri and Hebrew calendars with
their Gregorian dates, computed by python3-convertdate (Debian's; its own algorithms, not ICU's:
the Solar Hijri calendar from the astronomical equinox, the Hebrew one from the molad), for
tests/core/test_calendar_date.cpp to compare ICU's conversion (core/calendar_date.h) with.

Columns: the tagged date as the model writes it (p1393-12-12, h5775-07-12), the Gregorian date.
Hebrew months are written as ICU numbers them from Tishri (1 Tishri .. 5 Shevat, 6 Adar I of a
leap year, 7 Adar or Adar II, 8 Nisan .. 13 Elul); convertdate numbers them from Nisan (1 Nisan
.. 6 Elul, 7 Tishri .. 11 Shevat, 12 Adar or Adar I, 13 Adar II).

    /usr/bin/python3 scripts/provenance/make_calendar_fixture.py
"""
import os
import random

from convertdate import hebrew, persian

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "tests", "fixtures", "calendar_dates.tsv")


def icu_hebrew_month(year, month):
    if month >= 7 and month <= 11:
        return month - 6  # Tishri .. Shevat
    if month == 12:
        return 6 if hebrew.leap(year) else 7  # Adar I of a leap year, else Adar
    if month == 13:
        return 7  # Adar II
    return month + 7  # Nisan .. Elul


def main():
    draw = random.Random(27)
    rows = []
    for _ in range(150):  # Solar Hijri 1300..1450 (1921..2071)
        year = draw.randint(1300, 1450)
        month = draw.randint(1, 12)
        day = draw.randint(1, persian.month_length(year, month))
        g = persian.to_gregorian(year, month, day)
        rows.append((f"p{year:04d}-{month:02d}-{day:02d}", f"{g[0]:04d}-{g[1]:02d}-{g[2]:02d}"))
    for _ in range(150):  # Hebrew 5660..5860 (1899..2100)
        year = draw.randint(5660, 5860)
        month = draw.randint(1, hebrew.year_months(year))
        day = draw.randint(1, hebrew.month_days(year, month))
        g = hebrew.to_gregorian(year, month, day)
        icu_month = icu_hebrew_month(year, month)
        rows.append((f"h{year:04d}-{icu_month:02d}-{day:02d}", f"{g[0]:04d}-{g[1]:02d}-{g[2]:02d}"))
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"wrote {len(rows)} rows to {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()

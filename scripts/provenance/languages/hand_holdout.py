"""Hand-written lines of the held-out set data/languages-holdout/.

HAND[lang]: one line per entry, `source | target | register imitated`.
Written for this set, after the first set (hand.py) was built and without
copying its lines; build_holdout.py refuses a source that is in the first
set.  Targets follow data/languages/README.md: YYYY-MM-DD, XXXX-MM-DD,
YYYY-MM, or empty for no date (an impossible date, a time alone).

Invisible characters are written as names in braces and put in by
build_holdout.py: {NBSP} U+00A0, {NNBSP} U+202F, {THSP} U+2009,
{LRM} U+200E, {RLM} U+200F, {ALM} U+061C, {RLE} U+202B, {PDF} U+202C,
{RLI} U+2067, {PDI} U+2069.
"""

MARKS = {
    '{NBSP}': '\u00a0', '{NNBSP}': '\u202f', '{THSP}': '\u2009',
    '{LRM}': '\u200e', '{RLM}': '\u200f', '{ALM}': '\u061c',
    '{RLE}': '\u202b', '{PDF}': '\u202c', '{RLI}': '\u2067',
    '{PDI}': '\u2069',
}

HAND = {}

HAND['es'] = """
Madrid, 19 de junio de 2007 | 2007-06-19 | letter heading
sábado 25 de septiembre de 1993 | 1993-09-25 | diary entry
Buenos Aires, 20 de noviembre de 1928. | 1928-11-20 | old letter heading
vie., 29 may. 2026 18:45 | 2026-05-29 | calendar app, abbreviated
el jueves 3 de diciembre de 1964 a las 10{NBSP}h | 1964-12-03 | news report, no-break space
Fecha de nacimiento: 30/12/1963 | 1963-12-30 | form
1.º de octubre de 2032 | 2032-10-01 | ordinal day, contract
21-feb-84 | 1984-02-21 | ticket stub
nos vemos el 14 de marzo | XXXX-03-14 | chat
en agosto de 2011 | 2011-08 | news, month and year
setiembre de 1998 | 1998-09 | Peruvian/Uruguayan spelling, month and year
dieciséis de julio de mil novecientos setenta y dos | 1972-07-16 | notarial deed, numbers in words
Vence: 31/ago/2025 | 2025-08-31 | invoice due date
lunes, 11 de octubre | XXXX-10-11 | calendar, weekday without year
el 5 de enero de 2019, a las 21:30 | 2019-01-05 | news, with time
30 de febrero de 2020 | | impossible date
2 de noviembre del 2015 | 2015-11-02 | Latin American 'del'
Ciudad de México, a 7 de abril de 1999 | 1999-04-07 | official letter heading
"""

HAND['fr'] = """
Lyon, le 17 mai 1976 | 1976-05-17 | letter heading
dim. 26 oct. 2003 | 2003-10-26 | calendar, abbreviated
Le dimanche 19 mars 1939 | 1939-03-19 | diary entry
22/09/2019 à 14h05 | 2019-09-22 | message timestamp
lundi 18 février 2013, 9{NBSP}h{NBSP}30 | 2013-02-18 | appointment, no-break spaces
le 9 août 1951 | 1951-08-09 | biography
3 juil. 2022 | 2022-07-03 | abbreviated month
samedi 3 décembre 2011 | 2011-12-03 | event poster
le 1er avril | XXXX-04-01 | ordinal, no year
en janvier 2005 | 2005-01 | news, month and year
rendez-vous mardi 14 juin à 18{NBSP}h | XXXX-06-14 | chat, weekday without year
Fait à Québec, le 24 juin 2016 | 2016-06-24 | Quebec official document
31 septembre 2010 | | impossible date
né le 2 février 1987 | 1987-02-02 | CV
févr. 1994 | 1994-02 | abbreviated month and year
le vingt-huit octobre deux mille quatorze | 2014-10-28 | notarial deed, numbers in words
Paris, ce 15 décembre 1902 | 1902-12-15 | old letter heading
mer 7 nov 2029 | 2029-11-07 | calendar, short weekday without dot
"""

HAND['de'] = """
Berlin, den 10. Juni 2021 | 2021-06-10 | letter heading
So, 4. März 1962 | 1962-03-04 | diary, short weekday
Montag, 1. Januar 2024 | 2024-01-01 | calendar
21.05.2025, 14:30 Uhr | 2025-05-21 | appointment confirmation
am Freitag, dem 23. März 1951 | 1951-03-23 | chronicle
13.{NBSP}Aug. 2032 | 2032-08-13 | abbreviated month, no-break space
Sonntag, 27.8.2034 | 2034-08-27 | invitation
Sa., 11. August 2001 | 2001-08-11 | newspaper header
bis zum 24.12. | XXXX-12-24 | deadline, day and month only
im Oktober 1989 | 1989-10 | history text, month and year
Jänner 2017 | 2017-01 | Austrian month name
Geburtsdatum: 17.09.1968 | 1968-09-17 | form
30. Februar 2015 | | impossible date
3. Okt. '90 | 1990-10-03 | apostrophe two-digit year
Wien, am 5. Jänner 1955 | 1955-01-05 | Austrian letter heading
am 1. Mai | XXXX-05-01 | no year
Do., 29.02.1996 | 1996-02-29 | leap day, log book
"""

HAND['it'] = """
Roma, 18 novembre 2031 | 2031-11-18 | letter heading
giovedì 17 ottobre 2019 | 2019-10-17 | calendar
Milano, lì 10 giugno 1903 | 1903-06-10 | old letter heading with 'lì'
lun 14 dic 2015 | 2015-12-14 | abbreviated
il 22 dicembre 1986 alle ore 9.30 | 1986-12-22 | minutes of a meeting
28/01/2000 | 2000-01-28 | form
1° settembre 1995 | 1995-09-01 | ordinal day with degree sign
sabato 3 giugno 1967 | 1967-06-03 | wedding invitation
entro il 15 marzo | XXXX-03-15 | deadline, no year
aprile 2008 | 2008-04 | month and year
Data di nascita: 13/07/1972 | 1972-07-13 | form
31 aprile 2021 | | impossible date
ven. 5 ott. 2029 | 2029-10-05 | abbreviated with dots
nel luglio del 1969 | 1969-07 | history text
Napoli, 2 agosto '85 | 1985-08-02 | postcard, apostrophe year
mercoledì 25 aprile | XXXX-04-25 | weekday without year
il ventisei gennaio duemilaventi | 2020-01-26 | numbers in words
"""

HAND['pt'] = """
São Paulo, 14 de maio de 1984 | 1984-05-14 | letter heading
sexta-feira, 15 de outubro de 2021 | 2021-10-15 | news dateline
Lisboa, 25 de Agosto de 1961 | 1961-08-25 | European Portuguese, capitalised month
2ª feira, 30 de julho de 1906 | 1906-07-30 | old diary, ordinal weekday
domingo, 5 de out. de 1975 | 1975-10-05 | abbreviated month
Data de nascimento: 10/10/1963 | 1963-10-10 | form, day equals month
18 jul 2022 às 16:20 | 2022-07-18 | message timestamp
1º de janeiro de 1998 | 1998-01-01 | ordinal day
Vencimento: 27/03/2026 | 2026-03-27 | bill due date
em março de 2013 | 2013-03 | news, month and year
até o dia 20 de dezembro | XXXX-12-20 | deadline, no year
31 de junho de 2018 | | impossible date
qua, 9 de nov de 2033 | 2033-11-09 | calendar, short weekday
fev/2024 | 2024-02 | Brazilian bill reference month
Porto, 3 de Março de 2000 | 2000-03-03 | European Portuguese letter
vinte e três de abril de mil novecentos e noventa | 1990-04-23 | numbers in words
sábado, 12 de setembro | XXXX-09-12 | weekday without year
"""

HAND['nl'] = """
Amsterdam, 29 maart 1994 | 1994-03-29 | letter heading
donderdag 12 december 2013 | 2013-12-12 | calendar
do 14 nov. 1957 | 1957-11-14 | abbreviated weekday and month
2 juni 1958 | 1958-06-02 | biography
di 5 jan 2016, 09:15 | 2016-01-05 | message timestamp
maandag 30 oktober 2034 | 2034-10-30 | agenda
Geboortedatum: 23-04-1989 | 1989-04-23 | form
30 juni 2020 om 17.00 uur | 2020-06-30 | invitation with time
op 1 mei | XXXX-05-01 | no year
in augustus 1977 | 1977-08 | history text
Gent, 15 februari 1950 | 1950-02-15 | Flemish letter heading
31 november 2012 | | impossible date
zaterdag 17 augustus | XXXX-08-17 | weekday without year
3 okt. '88 | 1988-10-03 | apostrophe two-digit year
vrijdag 13 maart 2026 | 2026-03-13 | news
mei 2011 | 2011-05 | month and year
5 jan. 1945 | 1945-01-05 | archive record
"""

HAND['ru'] = """
Москва, 25 апреля 2008{NBSP}г. | 2008-04-25 | letter heading, no-break space
в среду, 22 декабря 1999 года | 1999-12-22 | news
13.05.1954 | 1954-05-13 | archive record
пт, 13 авг. 1982 | 1982-08-13 | abbreviated
1 марта 1977 года | 1977-03-01 | biography
6 сентября 1940 г. | 1940-09-06 | archive record
Четверг, 3 июля 2014 | 2014-07-03 | calendar
пн 24.01.1994 | 1994-01-24 | diary
к 15 мая | XXXX-05-15 | deadline, no year
в ноябре 2016 года | 2016-11 | news, month and year (prepositional)
Дата рождения: 19.10.1971 | 1971-10-19 | form
31 июня 2005 года | | impossible date
1-го сентября | XXXX-09-01 | ordinal day, no year
март 2021 | 2021-03 | nominative month and year
27 янв. 2003 г. | 2003-01-27 | abbreviated month
Санкт-Петербург, 9 мая 1965 г. | 1965-05-09 | letter heading
в субботу 16 октября | XXXX-10-16 | chat, weekday without year
"""

HAND['pl'] = """
Kraków, 16 lipca 2021{NBSP}r. | 2021-07-16 | letter heading, no-break space
piątek, 14 grudnia 2018 | 2018-12-14 | calendar
20 września 1955 r. | 1955-09-20 | biography
czw., 24 maja 1984 | 1984-05-24 | abbreviated weekday
Warszawa, dnia 28.06.2000 r. | 2000-06-28 | official letter heading
w środę 6 marca 1991 | 1991-03-06 | diary
28 X 1991 | 1991-10-28 | Roman numeral month
14.03.1966 | 1966-03-14 | archive record
do 30 listopada | XXXX-11-30 | deadline, no year
w maju 2015 r. | 2015-05 | news, month and year (locative)
Data urodzenia: 23.02.1978 | 1978-02-23 | form
31 kwietnia 2019 | | impossible date
luty 2024 | 2024-02 | nominative month and year
pon. 3 sie 2026 | 2026-08-03 | abbreviated
1 stycznia 1951 | 1951-01-01 | archive record
sobota, 8 stycznia | XXXX-01-08 | weekday without year
Gdańsk, 27 VIII 2004 | 2004-08-27 | letter heading, Roman month
"""

HAND['tr'] = """
İstanbul, 4 Mayıs 2027 | 2027-05-04 | letter heading
20 Ocak 2013 Pazar | 2013-01-20 | calendar, weekday after the date
29.03.2013 Cuma | 2013-03-29 | receipt
26 Ağu 2035 | 2035-08-26 | abbreviated month
7 Haziran 1995 Çarşamba | 1995-06-07 | diary
22 Ocak 2009, saat 14.00 | 2009-01-22 | appointment
27 Aralık 1958 Cumartesi | 1958-12-27 | archive record
11 Mart 2011'de | 2011-03-11 | news, locative suffix
15 Temmuz'da | XXXX-07-15 | no year, locative suffix
Eylül 2017 | 2017-09 | month and year
Doğum tarihi: 19/05/1981 | 1981-05-19 | form
30 Şubat 2016 | | impossible date
Kasım 1923'te | 1923-11 | history text
1 Nisan | XXXX-04-01 | no year
Pzt, 16 Eki 2028 | 2028-10-16 | abbreviated weekday and month
Ankara, 23.04.1965 | 1965-04-23 | official letter
3 Şubat 2003 Pazartesi | 2003-02-03 | minutes
"""

HAND['uk'] = """
Київ, 22 вересня 2012{NBSP}р. | 2012-09-22 | letter heading, no-break space
вівторок, 22 жовтня 2030 | 2030-10-22 | calendar
21.12.1985 | 1985-12-21 | archive record
10 груд. 1963 р. | 1963-12-10 | abbreviated month
у суботу, 22 липня 1961 року | 1961-07-22 | memoir
15 січня 1950 року | 1950-01-15 | biography
пт, 21 лис 2003 | 2003-11-21 | abbreviated
31 серпня 1919 р. | 1919-08-31 | history text
до 25 грудня | XXXX-12-25 | deadline, no year
у квітні 2022 року | 2022-04 | news, month and year (locative)
Дата народження: 14.02.1993 | 1993-02-14 | form
31 квітня 2015 р. | | impossible date
1-го вересня | XXXX-09-01 | ordinal day, no year
травень 2019 | 2019-05 | nominative month and year
Львів, 8 березня 2018 р. | 2018-03-08 | letter heading
неділя, 30 травня | XXXX-05-30 | weekday without year
17 лют. 2009 | 2009-02-17 | abbreviated month
"""

HAND['cs'] = """
V Praze dne 6. listopadu 2030 | 2030-11-06 | letter heading
úterý 10. března 1998 | 1998-03-10 | diary
29.{NBSP}7.{NBSP}1954 | 1954-07-29 | numeric with no-break spaces
čt 23. 3. 2006 | 2006-03-23 | calendar, numeric with spaces
23. března 1972 | 1972-03-23 | biography
pátek 14. ledna 2022 | 2022-01-14 | news
3. listopadu 2018 v 18:00 | 2018-11-03 | invitation
čtvrtek 29. března 2035 | 2035-03-29 | agenda
do 15. května | XXXX-05-15 | deadline, no year
v září 2016 | 2016-09 | news, month and year (locative)
Datum narození: 17.8.1980 | 1980-08-17 | form
30. února 2012 | | impossible date
říjen 1968 | 1968-10 | nominative month and year
Brno 2. ledna 1961 | 1961-01-02 | letter heading
sobota 24. prosince | XXXX-12-24 | weekday without year
1. května 1990 | 1990-05-01 | archive record
20. VI. 2025 | 2025-06-20 | Roman numeral month
"""

HAND['sv'] = """
Stockholm den 4 november 2008 | 2008-11-04 | letter heading
söndag 28 september 1952 | 1952-09-28 | diary
lör 29 dec 1984 | 1984-12-29 | abbreviated
onsdagen den 6 september 2028 | 2028-09-06 | definite weekday form
14/2 1992 | 1992-02-14 | day/month then year
torsdag 24 februari 1966 | 1966-02-24 | calendar
1979-06-23 | 1979-06-23 | ISO form, as Swedes write it
tis 26 apr. 1988 kl. 13.15 | 1988-04-26 | appointment
den 1:a maj | XXXX-05-01 | ordinal, no year
i mars 2019 | 2019-03 | news, month and year
Född: 3 oktober 1947 | 1947-10-03 | form
31 juni 2014 | | impossible date
5:e augusti 2021 | 2021-08-05 | ordinal day
juli 2006 | 2006-07 | month and year
Göteborg 17 januari 1961 | 1961-01-17 | letter heading
fredag 13 juni | XXXX-06-13 | weekday without year
2 dec. '99 | 1999-12-02 | apostrophe two-digit year
"""

HAND['ro'] = """
București, 14 ianuarie 2014 | 2014-01-14 | letter heading
joi, 17 iulie 1997 | 1997-07-17 | calendar
duminică, 23 martie 1952 | 1952-03-23 | diary
9 apr. 1946 | 1946-04-09 | abbreviated month
19.09.1928 | 1928-09-19 | archive record
luni 10 decembrie 2018, ora 12:00 | 2018-12-10 | appointment
mie., 24 iun. 2020 | 2020-06-24 | abbreviated weekday and month
30 noiembrie 1989 | 1989-11-30 | biography
până pe 15 mai | XXXX-05-15 | deadline, no year
în octombrie 2003 | 2003-10 | news, month and year
Data nașterii: 22.08.1974 | 1974-08-22 | form
31 septembrie 2011 | | impossible date
februarie 2020 | 2020-02 | month and year
Cluj-Napoca, 2 martie 2009 | 2009-03-02 | letter heading
sâmbătă, 21 august | XXXX-08-21 | weekday without year
1 iunie '93 | 1993-06-01 | apostrophe two-digit year
vineri 13 noiembrie 2026 | 2026-11-13 | news
"""

HAND['ja'] = """
1998年12月11日（金） | 1998-12-11 | letter, fullwidth parentheses
2007年6月30日 土曜日 | 2007-06-30 | diary
２０２２年４月２３日 | 2022-04-23 | fullwidth digits
2021/08/20 (金) 15:00 | 2021-08-20 | mail timestamp
一九五〇年三月六日 | 1950-03-06 | Han numerals, vertical text
1945年12月14日 | 1945-12-14 | history text
2035年2月1日(木) | 2035-02-01 | calendar
4月12日 | XXXX-04-12 | no year
十二月二十五日 | XXXX-12-25 | Han numerals, no year
2010年10月 | 2010-10 | month and year
生年月日：1977年5月18日 | 1977-05-18 | form
2019年4月31日 | | impossible date
2003年9月中旬 | 2003-09 | month and year, mid-month
3月3日はひな祭り | XXXX-03-03 | sentence, no year
2024年1月1日 午前0時 | 2024-01-01 | news with time
1951年4月12日（木曜日） | 1951-04-12 | archive record
二〇一六年八月 | 2016-08 | Han numerals, month and year
"""

HAND['zh'] = """
2004年6月7日 星期一 | 2004-06-07 | news dateline
1959年6月23日（周二） | 1959-06-23 | diary, fullwidth parentheses
一九三九年五月二十二日 | 1939-05-22 | Han numerals
1952年8月7日 | 1952-08-07 | archive record
1992年2月7日 週五 | 1992-02-07 | traditional characters
2028年11月24日(星期五) | 2028-11-24 | calendar
1998/12/29 | 1998-12-29 | form
3月16日 | XXXX-03-16 | no year
二〇〇八年八月八日 | 2008-08-08 | Han numerals
2015年10月 | 2015-10 | month and year
出生日期：1986年9月13日 | 1986-09-13 | form
2021年2月29日 | | impossible date (not a leap year)
十月一日 | XXXX-10-01 | Han numerals, no year
１９９７年７月１日 | 1997-07-01 | fullwidth digits
2030年3月5日 下午3点 | 2030-03-05 | appointment with time
2013年5月中旬 | 2013-05 | month and year, mid-month
2019年4月30日 週二 | 2019-04-30 | traditional characters
"""

HAND['ko'] = """
1959년 6월 19일 금요일 | 1959-06-19 | archive record
2025. 4. 29.(화) | 2025-04-29 | notice, dotted numeric
1974년 3월 5일 | 1974-03-05 | biography
89.01.11 | 1989-01-11 | two-digit year first
1986년 3월 26일 (수) | 1986-03-26 | diary
2026년 9월 13일 일요일 오후 3시 | 2026-09-13 | invitation with time
1월 22일 | XXXX-01-22 | no year
1948년 11월 18일 목요일 | 1948-11-18 | history text
이천십이년 칠월 칠일 | 2012-07-07 | numbers in words
2017년 3월 | 2017-03 | month and year
생년월일: 1991.08.15 | 1991-08-15 | form
2월 31일 | | impossible date
5월 5일 어린이날 | XXXX-05-05 | holiday, no year
2008년 12월 초 | 2008-12 | early in the month
오전 9시 30분 | | time alone
2033.10.04 (화) | 2033-10-04 | calendar
'96년 10월 | 1996-10 | apostrophe two-digit year
2000년 1월 1일 0시 | 2000-01-01 | news with time
03월 14일 | XXXX-03-14 | zero-padded month, no year
"""

HAND['ar'] = """
القاهرة في 19 نوفمبر 1902 | 1902-11-19 | old letter heading
الاثنين 16 يوليو 1973 | 1973-07-16 | newspaper
الثلاثاء ١٠ أكتوبر ١٩٣٩ | 1939-10-10 | Arabic-Indic digits
السبت، 31 أغسطس 2002 | 2002-08-31 | news dateline
3 تموز 1921 | 1921-07-03 | Levantine month name
الجمعة ٨ سبتمبر ٢٠٠٠ | 2000-09-08 | Arabic-Indic digits
6 أوت 1960 | 1960-08-06 | Maghreb month name
{RLM}12 يوليو 2003 | 2003-07-12 | with a right-to-left mark
15 مارس | XXXX-03-15 | no year
فبراير 2016 | 2016-02 | month and year
تاريخ الميلاد: 23/04/1985 | 1985-04-23 | form
31 أبريل 2014 | | impossible date
كانون الثاني 2010 | 2010-01 | Levantine month and year
الأربعاء 14 شباط 2024 | 2024-02-14 | Levantine month
في 25 ديسمبر | XXXX-12-25 | no year
{RLE}2 يناير 2019{PDF} | 2019-01-02 | with an embedding as software inserts it
يوم الخميس الموافق 17 نوفمبر 2022 | 2022-11-17 | official letter
جانفي 1997 | 1997-01 | Maghreb month and year
٢٠١٨/٠٥/٢٧ | 2018-05-27 | year first, Arabic-Indic digits
"""

HAND['fa'] = """
دوشنبه ۲ فوریه ۱۹۲۵ | 1925-02-02 | Gregorian date in Persian
جمعه ۲۰ اکتبر ۱۹۶۷ | 1967-10-20 | Persian kaf spelling
۸ مه ۲۰۲۸ | 2028-05-08 | Persian digits
۱۷ مارس ۱۹۹۷ | 1997-03-17 | news
سه‌شنبه ۱۴ دسامبر ۱۹۱۵ | 1915-12-14 | with zero-width non-joiner
۳۰ اوت ۲۰۱۲ | 2012-08-30 | news
پنجشنبه ۱۱ اوت ۱۹۹۴ | 1994-08-11 | diary
۱۹ آوریل ۲۰۳۳ | 2033-04-19 | calendar
۲۵ دسامبر | XXXX-12-25 | no year
ژانویه ۲۰۲۰ | 2020-01 | month and year
تاریخ تولد: ۱۹۸۸/۰۶/۲۴ | 1988-06-24 | form, year first
۳۱ ژوئن ۲۰۱۹ | | impossible date
ژوئیه ۱۹۸۴ | 1984-07 | month and year
21 سپتامبر 2004 | 2004-09-21 | ASCII digits
شنبه، ۵ نوامبر ۲۰۲۲ | 2022-11-05 | news dateline
۱ ژانویهٔ ۲۰۰۰ | 2000-01-01 | month with ezafe
{RLM}۹ نوامبر | XXXX-11-09 | right-to-left mark, no year
اکتبر ۱۹۵۶ | 1956-10 | month and year
ساعت ۰۹:۱۵ صبح | | time alone
"""

HAND['he'] = """
19 באפריל 1965 | 1965-04-19 | biography
יום שני, 3 באוגוסט 1992 | 1992-08-03 | news dateline
18.5.2016 | 2016-05-18 | numeric
יום ג׳ 28 בפברואר 1989 | 1989-02-28 | letter weekday with geresh
8 בדצמבר 2031 | 2031-12-08 | calendar
יום חמישי, 10 במרץ 1983 | 1983-03-10 | diary
12 ביוני 1925 | 1925-06-12 | history text
24/07/2008 | 2008-07-24 | form
עד ה-15 בינואר | XXXX-01-15 | deadline, no year
ספטמבר 2014 | 2014-09 | month and year
תאריך לידה: 21.11.1979 | 1979-11-21 | form
31 בנובמבר 2020 | | impossible date
במאי 2001 | 2001-05 | month and year with prefix
{RLM}1 בספטמבר | XXXX-09-01 | right-to-left mark, no year
ירושלים, 14 בנובמבר 1950 | 1950-11-14 | letter heading
יום שישי, 27 באוקטובר | XXXX-10-27 | weekday without year
{RLE}5 ביולי 2017{PDF} | 2017-07-05 | embedding as software inserts it
30 בינואר 72' | 1972-01-30 | two-digit year with geresh-like apostrophe
אוק׳ 2011 | 2011-10 | abbreviated month and year
"""

HAND['hi'] = """
10 अगस्त 1999 | 1999-08-10 | news
रविवार, 20 जनवरी 1963 | 1963-01-20 | diary
१६ नवंबर १९६७ | 1967-11-16 | Devanagari digits
बुधवार 23 जुलाई 1975 | 1975-07-23 | archive record
9 जून 2001, शनिवार | 2001-06-09 | weekday after the date
गुरुवार, ८ दिसंबर १९८३ | 1983-12-08 | Devanagari digits
5 नवम्बर 1962 | 1962-11-05 | variant spelling
13 दिसम्बर 2035 | 2035-12-13 | variant spelling
15 अगस्त | XXXX-08-15 | no year
मार्च 2018 | 2018-03 | month and year
जन्म तिथि: 27/09/1990 | 1990-09-27 | form
31 फरवरी 2010 | | impossible date
अक्टूबर २०२१ | 2021-10 | month and year, Devanagari digits
दिनांक 14.04.2004 | 2004-04-14 | official letter
सोमवार, 2 अक्टूबर | XXXX-10-02 | weekday without year
1 मई 1960 को | 1960-05-01 | postposition
26 जन॰ 1950 | 1950-01-26 | abbreviated month
सितंबर 2009 में | 2009-09 | month and year, postposition
शाम 7 बजे | | time alone
"""

HAND['id'] = """
Jakarta, 24 Maret 2035 | 2035-03-24 | letter heading
Rabu, 11 Desember 1991 | 1991-12-11 | news dateline
18 Nov 1958 | 1958-11-18 | abbreviated month
Rabu, 11 September 1996 | 1996-09-11 | diary
Kamis, 25 Agustus 1904 | 1904-08-25 | archive record
14 Mar 2019 pukul 10.00 WIB | 2019-03-14 | news with time
Jum'at, 25 Agustus 2006 | 2006-08-25 | older spelling of Friday
29 Pebruari 1988 | 1988-02-29 | old spelling of February, leap day
tanggal 17 Agustus | XXXX-08-17 | no year
Juni 2010 | 2010-06 | month and year
Tanggal lahir: 21-04-1982 | 1982-04-21 | form
31 Juni 2017 | | impossible date
Nopember 1975 | 1975-11 | old spelling, month and year
Surabaya, 3 Januari 2000 | 2000-01-03 | letter heading
Senin, 1 Mei | XXXX-05-01 | weekday without year
1 Okt. 2031 | 2031-10-01 | abbreviated month
Minggu, 13 Oktober 2024 | 2024-10-13 | calendar
"""

HAND['vi'] = """
Hà Nội, ngày 13 tháng 10 năm 1907 | 1907-10-13 | official letter heading
Thứ Ba, 30/10/2029 | 2029-10-30 | news dateline
ngày 20 tháng 5 năm 1964 | 1964-05-20 | biography
Thứ tư, ngày 8 tháng 3 năm 1961 | 1961-03-08 | diary
Thứ Ba 06 Tháng 3 2001 | 2001-03-06 | calendar
18-04-1978 | 1978-04-18 | archive record
23 Thg 5, 2006 | 2006-05-23 | abbreviated month
17.10.1972 | 1972-10-17 | numeric
ngày 2 tháng 9 | XXXX-09-02 | no year
tháng 7 năm 2015 | 2015-07 | month and year
Ngày sinh: 25/12/1990 | 1990-12-25 | form
30 tháng 2 năm 2012 | | impossible date
Tháng Mười Hai 2008 | 2008-12 | month in words
TP. Hồ Chí Minh, ngày 15 tháng 01 năm 2020 | 2020-01-15 | official letter heading
Chủ nhật, 19/5 | XXXX-05-19 | weekday, day and month only
mùng 1 tháng 6 năm 1999 | 1999-06-01 | 'mùng' before days 1..10
tháng 11/2023 | 2023-11 | month and year
"""

HAND['th'] = """
วันศุกร์ที่ 26 เมษายน 2019 | 2019-04-26 | news, Christian-era year
17 เม.ย. 2026 | 2026-04-17 | abbreviated month
วันพุธที่ 12 เมษายน ค.ศ. 1933 | 1933-04-12 | explicit Christian era
26 กรกฎาคม ค.ศ. ๑๙๔๒ | 1942-07-26 | Thai digits, explicit Christian era
พฤ. 18 พ.ย. 2032 | 2032-11-18 | abbreviated weekday and month
31 สิงหาคม ค.ศ. 1934 | 1934-08-31 | history text
วันอังคารที่ ๑๒ กุมภาพันธ์ ๒๐๓๐ | 2030-02-12 | Thai digits, Christian-era year
26/02/2001 | 2001-02-26 | form, Christian-era year
วันที่ 13 เมษายน | XXXX-04-13 | no year
มีนาคม 2020 | 2020-03 | month and year
วันเกิด: 15 ต.ค. 1995 | 1995-10-15 | form
30 กุมภาพันธ์ 2021 | | impossible date
ธันวาคม ค.ศ. 1999 | 1999-12 | month and explicit Christian-era year
1 มกราคม 2000 เวลา 00.00 น. | 2000-01-01 | news with time
วันจันทร์ที่ 5 ธันวาคม | XXXX-12-05 | weekday without year
เดือนมิถุนายน 2017 | 2017-06 | month and year with 'month' word
25 ธ.ค. 2023 | 2023-12-25 | abbreviated month
๗ ส.ค. ๒๐๑๕ | 2015-08-07 | Thai digits, abbreviated month
ประมาณ 19.00 น. | | time alone, 'about'
"""

HAND['el'] = """
Αθήνα, 2 Δεκεμβρίου 2011 | 2011-12-02 | letter heading
Κυριακή 9 Οκτωβρίου 1955 | 1955-10-09 | diary
Σάββατο, 13 Ιουνίου 1964 | 1964-06-13 | wedding invitation
Παρ 25 Αυγ 2023 | 2023-08-25 | abbreviated
Πέμπτη 5 Φεβρουαρίου 1998 | 1998-02-05 | news
25.11.1981 | 1981-11-25 | numeric
Δευτέρα, 22 Ιουλίου 1963 | 1963-07-22 | archive record
8 Νοε. 1981 | 1981-11-08 | abbreviated month
στις 15 Αυγούστου | XXXX-08-15 | no year
Μάιος 2019 | 2019-05 | nominative month and year
Ημερομηνία γέννησης: 17/03/1976 | 1976-03-17 | form
31 Απριλίου 2016 | | impossible date
τον Σεπτέμβριο του 2010 | 2010-09 | accusative month and year
Θεσσαλονίκη, 14 Μαρτίου 1958 | 1958-03-14 | letter heading
Τρίτη 1η Απριλίου | XXXX-04-01 | ordinal day, weekday without year
Ιανουάριος 2030 | 2030-01 | nominative month and year
3 Ιαν. 2005 | 2005-01-03 | abbreviated month
Τετ, 19 Ιουν 2024 | 2024-06-19 | abbreviated weekday
ΔΕΥΤΕΡΑ 4 ΜΑΪΟΥ 2026 | 2026-05-04 | capitals without accents
"""

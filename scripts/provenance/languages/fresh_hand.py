"""Hand-written lines of data/languages-fresh/ (the third multilingual set).

HAND[lang]: 'source | target | register imitated' lines, written for this
set by hand; weekdays were computed (fresh_build.py checks them again).
OTHER: (source, Gregorian target, lang, calendar, note) for
other-calendars.tsv.  MARKS are replaced in the sources: {RLM} U+200F,
{NBSP} U+00A0, {ZWNJ} U+200C.
"""

MARKS = {'{RLM}': '\u200f', '{NBSP}': '\u00a0', '{ZWNJ}': '\u200c'}

HAND = {
'es': '''
Lima, 28 de julio del 2021 | 2021-07-28 | letter heading, Peru ("del")
1º de mayo de 1986 | 1986-05-01 | ordinal first day
mié. 16 jun. 1982 | 1982-06-16 | diary, abbreviations with periods
Fecha de vencimiento: 13-OCT-2027 | 2027-10-13 | invoice, uppercase month
el próximo martes 28 de septiembre de 2027 a las 18:30 h | 2027-09-28 | invitation
Nos vemos el 3 de marzo, ¿vale? | XXXX-03-03 | chat
Recibido el 14/01/1999 a las 9:45 | 1999-01-14 | office stamp
diciembre del 2033 | 2033-12 | month and year, Latin American "del"
Madrid, a veintiuno de febrero de dos mil diez | 2010-02-21 | notarial deed, numbers in words
DOMINGO 11 DE DICIEMBRE DE 1977 | 1977-12-11 | newspaper masthead, uppercase
el 30 de febrero de 2019 | | impossible date
22:15 hora peninsular | | time alone
Sevilla, 2 de nov. de 1995 | 1995-11-02 | letter heading, abbreviated month
a 15 de agosto | XXXX-08-15 | form, day and month
vie 20/08/2021 14:03 CET | 2021-08-20 | e-mail header, time and zone
''',
'fr': '''
Lyon, le 1er décembre 2001 | 2001-12-01 | letter heading, ordinal 1er
mer. 5 déc. 2001 | 2001-12-05 | calendar, abbreviations with periods
RDV lundi 17 avril 1972 à 14h30 | 1972-04-17 | appointment note
Date limite : 31/03/2030 | 2030-03-31 | form
le 14 juillet | XXXX-07-14 | day and month
fév. 1976 | 1976-02 | abbreviated month and year
Fait à Genève, le vingt-huit septembre mil neuf cent soixante et un | 1961-09-28 | treaty, numbers in words
VENDREDI 13 FÉVRIER 1976 | 1976-02-13 | newspaper masthead, uppercase
Bruxelles, le 23 octobre 1998 | 1998-10-23 | letter heading, Belgium
le 31 juin 2012 | | impossible date
pendant 3 jours et 4 heures | | duration
Publié le 16/08/2003 à 07h12 | 2003-08-16 | news site byline
Le samedi 16 août | XXXX-08-16 | programme, weekday without year
jeu 21 oct 2010 09:41:07 CEST | 2010-10-21 | mail client header, time and zone
né le 28/08/86 | 1986-08-28 | form, two-digit year
''',
'de': '''
Wien, am 22. Feber 1951 | 1951-02-22 | Austrian letter, "Feber"
Mo., 22.02.1971 | 1971-02-22 | calendar entry
Fälligkeitsdatum: 27.04.2001 | 2001-04-27 | invoice
bis zum 3. Oktober | XXXX-10-03 | deadline, day and month
Freitag, den 28. Mai 1982 | 1982-05-28 | letter, weekday
Stand: 11. Sept. 1961 | 1961-09-11 | document footer, abbreviation "Sept."
Berlin, den 14.05.74 | 1974-05-14 | letter heading, two-digit year
zum 31. April 2020 | | impossible date
um 14:30 Uhr MEZ | | time alone
SO 25 DEZ 2011 | 2011-12-25 | ticket, uppercase
im Juli 2017 | 2017-07 | month and year
Zürich, 24. Juli 1982 | 1982-07-24 | Swiss letter heading
am ersten Januar 1960 | 1960-01-01 | ordinal in words
Di, 16.05.2034, 8:15 | 2034-05-16 | appointment reminder
27. IV. 1956 | 1956-04-27 | Roman numeral month
''',
'it': '''
Roma, 2 giugno 1946 | 1946-06-02 | letter heading
lunedì 15 gennaio 1968 | 1968-01-15 | diary
1° settembre 2009 | 2009-09-01 | ordinal with degree sign
Scadenza: 30/11/2025 | 2025-11-30 | invoice
sab. 28 feb. 2009 | 2009-02-28 | calendar, abbreviations with periods
il 25 dicembre | XXXX-12-25 | day and month
nell'ottobre del 1988 | 1988-10 | month and year in a sentence
Milano, lì 13 marzo 2013 | 2013-03-13 | bureaucratic heading ("lì")
DOMENICA 21 FEBBRAIO 2010 | 2010-02-21 | newspaper masthead, uppercase
il 29 febbraio 2023 | | impossible date (2023 not a leap year)
alle 17:45 | | time alone
addì ventitré aprile millenovecentosettantasei | 1976-04-23 | notarial, numbers in words
ven 22/10/2021 ore 16:10 | 2021-10-22 | e-mail header
il 14 ago | XXXX-08-14 | chat, abbreviated month
consegnato il 17.07.2017 | 2017-07-17 | delivery note
''',
'pt': '''
São Paulo, 25 de janeiro de 2025 | 2025-01-25 | letter heading
1º de março de 1998 | 1998-03-01 | ordinal first day
seg., 2 mar. 1998 | 1998-03-02 | calendar, abbreviations
Vencimento: 27/05/2031 | 2031-05-27 | bank slip
segunda-feira, 15 de novembro de 1982 | 1982-11-15 | news, weekday
Lisboa, 18 de Janeiro de 1958 | 1958-01-18 | Portuguese letter, capitalised month
em 28 de setembro | XXXX-09-28 | day and month
out. 1999 | 1999-10 | abbreviated month and year
no dia 31 de setembro de 2011 | | impossible date
às 15h20 | | time alone
SÁB 16 SET 2034 | 2034-09-16 | ticket, uppercase
vinte e um de junho de mil novecentos e setenta | 1970-06-21 | numbers in words
Recife, 19/09/1976 | 1976-09-19 | letter heading, numeric
sex, 28 jun 1991 10:05 -0300 | 1991-06-28 | e-mail header, zone
dia 7 de julho | XXXX-07-07 | chat
''',
'nl': '''
Amsterdam, 19 juli 2023 | 2023-07-19 | letter heading
wo 22 nov. 1989 | 1989-11-22 | diary, abbreviations
Vervaldatum: 21-10-1977 | 1977-10-21 | invoice
op 5 december | XXXX-12-05 | day and month
Nieuwjaarsdag, 1 januari 2000 | 2000-01-01 | calendar
WOENSDAG 7 JULI 2032 | 2032-07-07 | newspaper masthead, uppercase
mrt. 1953 | 1953-03 | abbreviated month and year
Gent, 10 oktober 1953 | 1953-10-10 | Belgian letter heading
30 februari 1999 | | impossible date
om 20.00 uur | | time alone
ma 20 nov '95 | 1995-11-20 | note, apostrophe year
in augustus 2017 | 2017-08 | month and year in a sentence
Leuven, de 4de december 1980 | 1980-12-04 | ordinal "4de"
do 10 aug. 2017 14:22 | 2017-08-10 | mail header
geboren op 13-05-1958 | 1958-05-13 | form
''',
'ru': '''
Москва, 14 октября 1987 г. | 1987-10-14 | letter heading
1-го сентября 2006 года | 2006-09-01 | ordinal "1-го"
сб, 14 окт. 2017 | 2017-10-14 | calendar, abbreviations
в пятницу, 15 ноября 1963 года | 1963-11-15 | news, declined weekday
Срок оплаты: 13.03.1998 | 1998-03-13 | invoice
к 8 марта | XXXX-03-08 | day and month
в декабре 2029 г. | 2029-12 | month and year, prepositional
ВОСКРЕСЕНЬЕ, 16 ИЮНЯ 2019 | 2019-06-16 | newspaper masthead, uppercase
31 июня 2015 г. | | impossible date
в 17:40 по московскому времени | | time alone
двадцатое июля две тысячи двадцатого года | 2020-07-20 | numbers in words
янв. 1984 | 1984-01 | abbreviated month and year
вс 23.01.2022 09:00 МСК | 2022-01-23 | chat, time and zone
3 апр. | XXXX-04-03 | day and abbreviated month
от 28.09.2006 №15 | 2006-09-28 | official document reference
пт, 28 июл. 1995 | 1995-07-28 | diary, abbreviations
''',
'pl': '''
Kraków, 9 listopada 1997 r. | 1997-11-09 | letter heading
sob., 27 cze 1964 | 1964-06-27 | calendar, abbreviations
w sobotę 2 marca 1968 | 1968-03-02 | sentence, declined weekday
Data wystawienia: 25.05.2034 | 2034-05-25 | invoice
dnia 1-go maja | XXXX-05-01 | old-fashioned ordinal
w lutym 2003 r. | 2003-02 | month and year, locative
PIĄTEK 12 CZERWCA 1987 | 1987-06-12 | newspaper masthead, uppercase
30 lutego 2020 | | impossible date
o godz. 18:15 | | time alone
14 czerwca 1972 roku | 1972-06-14 | sentence
Warszawa, dn. 04 X 2010 | 2010-10-04 | official letter, Roman month
czw., 7 kwi 2005, 10:12 | 2005-04-07 | mail header
do 15 sierpnia | XXXX-08-15 | deadline, day and month
sierpień 1980 | 1980-08 | nominative month and year
pierwszego stycznia dwa tysiące dwunastego roku | 2012-01-01 | numbers in words
''',
'tr': '''
İstanbul, 26 Ocak 2025 | 2025-01-26 | letter heading
24 Şubat 1952 Pazar | 1952-02-24 | diary, weekday after the date
Son ödeme tarihi: 29.08.2012 | 2012-08-29 | bill
Prş, 9 Ağu 2012 | 2012-08-09 | calendar, abbreviations
1 Mayıs'ta | XXXX-05-01 | day and month with suffix
Nisan 1959 | 1959-04 | month and year
17 Nisan 1959 Cuma günü | 1959-04-17 | sentence, weekday
31 Haziran 2014 | | impossible date
saat 14.30'da | | time alone
28 Ekim 1979'da doğdu | 1979-10-28 | biography, suffix
PAZ 26 KAS 2034 | 2034-11-26 | ticket, uppercase
Ankara, 27/03/1971 | 1971-03-27 | official letter
Ara. 2000 | 2000-12 | abbreviated month and year
12 Mayıs 1977 Perşembe, saat 09:00 | 1977-05-12 | invitation
23 Nisan | XXXX-04-23 | holiday, day and month
''',
'uk': '''
Київ, 18 грудня 1956 р. | 1956-12-18 | letter heading
вт, 12 квіт. 2016 | 2016-04-12 | calendar, abbreviations
у понеділок, 28 серпня 2034 року | 2034-08-28 | sentence, declined weekday
Дата видачі: 13.12.2007 | 2007-12-13 | form
до 1-го березня | XXXX-03-01 | ordinal "1-го"
у липні 1990 р. | 1990-07 | month and year, locative
31 листопада 2018 р. | | impossible date
о 19:00 за київським часом | | time alone
ПОНЕДІЛОК, 4 СЕРПНЯ 2025 | 2025-08-04 | newspaper masthead, uppercase
двадцять четверте серпня тисяча дев'ятсот дев'яносто першого року | 1991-08-24 | numbers in words
лют. 2011 | 2011-02 | abbreviated month and year
Львів, 23.11.1965 | 1965-11-23 | letter heading, numeric
9 травня | XXXX-05-09 | day and month
чт 16.06.1983 о 10:20 | 1983-06-16 | chat, weekday and time
вересень 2028 року | 2028-09 | nominative month and year
''',
'cs': '''
V Praze dne 13. dubna 1990 | 1990-04-13 | letter heading
ne 25. 4. 2021 | 2021-04-25 | calendar, spaced numeric date
Datum splatnosti: 19.07.1953 | 1953-07-19 | invoice
1. máje | XXXX-05-01 | poetic month name
v lednu 2019 | 2019-01 | month and year, locative
ÚTERÝ 20. DUBNA 2004 | 2004-04-20 | newspaper masthead, uppercase
31. září 2017 | | impossible date
ve 20:15 SELČ | | time alone
16. V. 1981 | 1981-05-16 | Roman numeral month
středa 16. června 2032 | 2032-06-16 | diary, weekday
Brno 28.10.1918 | 1918-10-28 | letter heading
pros. 2005 | 2005-12 | abbreviated month and year
24. prosince | XXXX-12-24 | day and month
čt 14. 3. 2002, 9:05 | 2002-03-14 | appointment
březen 1977 | 1977-03 | nominative month and year
od 1.1.1993 | 1993-01-01 | legal text
''',
'sv': '''
Stockholm den 1 mars 1956 | 1956-03-01 | letter heading
fre 18 maj 2012 | 2012-05-18 | calendar
Förfallodatum: 2031-12-15 | 2031-12-15 | invoice, ISO style
den 6:e juni | XXXX-06-06 | ordinal ":e"
i oktober 1997 | 1997-10 | month and year in a sentence
SÖNDAG 14 MAJ 1961 | 1961-05-14 | newspaper masthead, uppercase
30 februari 2024 | | impossible date
kl. 16.45 | | time alone
onsdagen den 20 februari 2019 | 2019-02-20 | formal letter, definite weekday
Helsingfors 25.1.2009 | 2009-01-25 | Finland-Swedish letter heading
mån 5 jan 2009 kl 08:30 | 2009-01-05 | chat
24 dec | XXXX-12-24 | day and abbreviated month
den 4 mars 2009 | 2009-03-04 | sentence
sept. 1943 | 1943-09 | abbreviated month and year
lördag 16 november 1957 | 1957-11-16 | diary, weekday
den 21:a oktober 2010 | 2010-10-21 | ordinal ":a"
nov. 1995 | 1995-11 | abbreviated month and year
vid midnatt den 31 december 1999 | 1999-12-31 | sentence, new year
''',
'ro': '''
București, 1 Decembrie 1918 | 1918-12-01 | letter heading, capitalised month
miercuri, 4 martie 2009 | 2009-03-04 | diary, weekday
Scadență: 15.02.2033 | 2033-02-15 | invoice
mar., 12 aug. 1952 | 1952-08-12 | calendar, abbreviations
pe 1 iunie | XXXX-06-01 | day and month
în ianuarie 1968 | 1968-01 | month and year in a sentence
31 aprilie 2021 | | impossible date
ora 10:30 | | time alone
DUMINICĂ 17 NOIEMBRIE 1957 | 1957-11-17 | newspaper masthead, uppercase
Cluj-Napoca, 28.10.2003 | 2003-10-28 | letter heading, numeric
sept. 2022 | 2022-09 | abbreviated month and year
ziua de 23 august 1944 | 1944-08-23 | history text
vineri, 27 februarie 1959, ora 18 | 1959-02-27 | invitation
8 mart. | XXXX-03-08 | abbreviated month
iulie 2035 | 2035-07 | month and year
joi, 1 ianuarie 1959 | 1959-01-01 | calendar
Iași, 12.VIII.1987 | 1987-08-12 | Roman numeral month
luni, 15 oct. 1962 | 1962-10-15 | diary, abbreviation
dec. 1989 | 1989-12 | abbreviated month and year
''',
'ja': '''
二〇一二年十一月二十九日 | 2012-11-29 | Han numerals
2027年9月28日（火） | 2027-09-28 | notice, fullwidth parentheses
２０１８年２月９日（金） | 2018-02-09 | fullwidth digits
3月14日 | XXXX-03-14 | day and month
2011年12月 | 2011-12 | month and year
1999/1/14 10:00 | 1999-01-14 | form, slash date
2020年2月30日 | | impossible date
午後3時半 | | time alone
12月25日（日） | XXXX-12-25 | calendar, weekday without year
1995年7月28日 金曜日 | 1995-07-28 | letter, weekday
2003.10.28 | 2003-10-28 | dot date
十月十日 | XXXX-10-10 | Han numerals, day and month
2009年2月28日(土) 14:00〜 | 2009-02-28 | event notice
２０１０年１０月２１日 | 2010-10-21 | fullwidth digits
1986年8月28日生まれ | 1986-08-28 | profile, "born"
''',
'zh': '''
二〇一七年一月二十八日 | 2017-01-28 | Han numerals
2025年2月21日 星期五 | 2025-02-21 | notice, weekday
1966年5月23日（周一） | 1966-05-23 | fullwidth parentheses, 周
２０２４年７月３日 | 2024-07-03 | fullwidth digits
9月18日 | XXXX-09-18 | day and month
1988年2月 | 1988-02 | month and year
2023年6月31日 | | impossible date
晚上八点一刻 | | time alone
2029年12月27日 週四 10:00 | 2029-12-27 | Taiwan notice, 週
於1969年8月13日出生 | 1969-08-13 | biography
2018.02.14 | 2018-02-14 | dot date
五月四日 | XXXX-05-04 | Han numerals, day and month
二零一六年九月四日 | 2016-09-04 | Han numerals with 零
1998年3月2日 星期一 | 1998-03-02 | diary, weekday
截止日期：2031年5月27日 | 2031-05-27 | form, fullwidth colon
''',
'ko': '''
2014년 1월 28일 화요일 | 2014-01-28 | letter, weekday
1982. 11. 15.(월) | 1982-11-15 | form, dotted date
3월 1일 | XXXX-03-01 | holiday, day and month
1999년 9월 | 1999-09 | month and year
2021년 2월 30일 | | impossible date
오후 2시 30분 | | time alone
2023.07.19 (수) 18:00 | 2023-07-19 | notice
이천이십오년 팔월 사일 | 2025-08-04 | Sino-Korean numbers in words
1958년 1월 18일 토요일 | 1958-01-18 | diary, weekday
２０１９년 ６월 １６일 | 2019-06-16 | fullwidth digits
12월 25일(금) | XXXX-12-25 | calendar, weekday without year
1976.09.19 | 1976-09-19 | dot date
2006년 9월 28일에 | 2006-09-28 | sentence, particle
'99년 9월 28일 | 1999-09-28 | chat, apostrophe year
2034년 9월 16일 오전 10시 | 2034-09-16 | invitation, time
6월 6일 현충일 | XXXX-06-06 | holiday name
1977년 10월 | 1977-10 | month and year
1987년 6월 12일 금요일 | 1987-06-12 | news, weekday
2010. 10. 14. | 2010-10-14 | dotted date with spaces
''',
'ar': '''
الأحد ٢٥ ديسمبر ٢٠١١ | 2011-12-25 | news, Arabic-Indic digits
١٧ يوليو ٢٠١٧ | 2017-07-17 | Arabic-Indic digits
القاهرة في ٢٤ يوليو ١٩٨٢ | 1982-07-24 | letter heading, Egypt
تاريخ الاستحقاق: 16/05/2034 | 2034-05-16 | invoice, ASCII digits
الثلاثاء، 12 مارس 1968 | 1968-03-12 | weekday with Arabic comma
٢٧ أبريل | XXXX-04-27 | day and month
نوفمبر ١٩٥٧ | 1957-11 | month and year
٣١ أبريل ٢٠٢٢ | | impossible date
الساعة ٣:٣٠ مساءً | | time alone
{RLM}الجمعة ٢٢ أكتوبر ٢٠٢١{RLM} | 2021-10-22 | RTL marks around the line
دمشق، ١٥ شباط ١٩٦٨ | 1968-02-15 | Levantine month name
١ أيار | XXXX-05-01 | Levantine month, day and month
السبت 28 يناير 2017 م | 2017-01-28 | weekday, "م" (Gregorian era)
٢٠٢٥/٠٢/٢١ | 2025-02-21 | year first, Arabic-Indic digits
الرباط في 23 ماي 1966 | 1966-05-23 | Maghreb month name
جويلية 2024 | 2024-07 | Algerian month name
يوم الخميس الموافق ٢٧ ديسمبر ٢٠٢٩ | 2029-12-27 | official letter, "corresponding to"
١٣ آب ١٩٦٩ | 1969-08-13 | Levantine month
تشرين الثاني ٢٠٠٦ | 2006-11 | Levantine month and year
''',
'fa': '''
۲ مارس ۱۹۹۸ | 1998-03-02 | Persian digits, Gregorian month
سه{ZWNJ}شنبه ۲۷ مه ۲۰۳۱ | 2031-05-27 | weekday with ZWNJ
۱۸ ژانویه ۱۹۵۸ | 1958-01-18 | Persian digits
جمعه ۲۸ ژوئن ۱۹۹۱ | 1991-06-28 | weekday
۲۰۲۳/۰۷/۱۹ | 2023-07-19 | year first, Persian digits
{RLM}۱۶ سپتامبر ۲۰۳۴{RLM} | 2034-09-16 | RTL marks
۲۴ دسامبر | XXXX-12-24 | day and month
اکتبر ۱۹۷۷ | 1977-10 | month and year
۳۱ آوریل ۲۰۱۹ | | impossible date
ساعت ۱۰:۳۰ صبح | | time alone
۲۲ نوامبر ۱۹۸۹ میلادی | 1989-11-22 | explicit "Gregorian"
7 ژوئیه 2032 | 2032-07-07 | ASCII digits
تاریخ: ۲۰ نوامبر ۱۹۹۵ | 1995-11-20 | form
یکشنبه ۲۱ ژوئن ۱۹۷۰ | 1970-06-21 | diary, weekday
۱۰ اوت ۲۰۱۷ | 2017-08-10 | news
فوریه ۲۰۰۹ | 2009-02 | month and year
پنجشنبه، ۴ دسامبر ۱۹۸۰ | 1980-12-04 | weekday with Persian comma
۱۳ مه | XXXX-05-13 | day and month
۱۴ اکتبر ۱۹۸۷ ساعت ۲۱:۰۰ | 1987-10-14 | with time
اول مه ۲۰۰۱ | 2001-05-01 | ordinal "اول"
''',
'he': '''
יום שישי, 15 בנובמבר 1963 | 1963-11-15 | news, weekday
{RLM}20 ביולי 2020{RLM} | 2020-07-20 | RTL marks
תל אביב, 10 באוקטובר 1953 | 1953-10-10 | letter heading
תאריך פירעון: 28.09.2006 | 2006-09-28 | invoice
ה-23 בינואר | XXXX-01-23 | day and month
נובמבר 1997 | 1997-11 | month and year
31 ביוני 2016 | | impossible date
בשעה 07:45 בבוקר | | time alone
יום ראשון 9 בנובמבר 1997 | 1997-11-09 | diary, weekday
27 ביוני 1964 | 1964-06-27 | sentence
2 במרץ 1968 | 1968-03-02 | sentence
יום ה', 7 באפריל 2005 | 2005-04-07 | abbreviated weekday with geresh
14 במאי 1948 | 1948-05-14 | history
אוג' 2012 | 2012-08 | abbreviated month with geresh
ב-1 בספטמבר | XXXX-09-01 | day and month
26 בינואר 2025, 09:15 | 2025-01-26 | message, time
יום שלישי, 18.12.1956 | 1956-12-18 | weekday and numeric date
17/04/1959 | 1959-04-17 | form, numeric
''',
'hi': '''
२४ फ़रवरी १९५२ | 1952-02-24 | Devanagari digits
रविवार, २६ नवंबर २०३४ | 2034-11-26 | weekday, Devanagari digits
15 अगस्त 1947 | 1947-08-15 | history
दिनांक: 13/12/2007 | 2007-12-13 | form
26 जनवरी | XXXX-01-26 | holiday, day and month
मार्च 2002 | 2002-03 | month and year
30 फरवरी 2018 | | impossible date
शाम 5:30 बजे | | time alone
शनिवार, 27 मार्च 1971 | 1971-03-27 | weekday
१२ मई १९७७ | 1977-05-12 | Devanagari digits
मंगलवार, 12 अप्रैल 2016 | 2016-04-12 | weekday
नई दिल्ली, 2 अक्टूबर 1969 | 1969-10-02 | letter heading
दिसंबर २०२१ | 2021-12 | month and year
1 जुलाई से | XXXX-07-01 | "from", day and month
सोमवार, ०४ अगस्त २०२५ | 2025-08-04 | weekday, Devanagari digits
5 सितम्बर 1999 | 1999-09-05 | spelling variant सितम्बर
जन. 2010 | 2010-01 | abbreviated month
23 नवम्बर 1965 को | 1965-11-23 | sentence, postposition
''',
'id': '''
Jakarta, 17 Agustus 1945 | 1945-08-17 | letter heading
Senin, 23 Mei 1966 | 1966-05-23 | news, weekday
Jatuh tempo: 30-04-2033 | 2033-04-30 | invoice
tgl. 5 Jan. 2009 | 2009-01-05 | abbreviations with periods
Minggu, 19 Juli 1953 | 1953-07-19 | diary, weekday
pada 1 Juni | XXXX-06-01 | day and month
Desember 1979 | 1979-12 | month and year
31 Juni 2013 | | impossible date
pukul 14.00 WIB | | time alone
Sabtu, 16 Mei 1981 pukul 10.00 WITA | 1981-05-16 | invitation, zone
Surabaya, 13 Maret 2013 | 2013-03-13 | letter heading
Kamis, 14/03/2002 | 2002-03-14 | weekday, numeric
tanggal dua puluh satu April dua ribu dua puluh satu | 2021-04-21 | numbers in words
Okt 2010 | 2010-10 | abbreviated month and year
25 Desember | XXXX-12-25 | holiday
Bandung, 08-08-2008 | 2008-08-08 | letter heading, numeric
Agu. 1987 | 1987-08 | abbreviated month with period
tanggal 18 bulan 8 tahun 1987 | 1987-08-18 | official form, spelled fields
Jum'at, 13 April 1990 | 1990-04-13 | weekday spelling Jum'at
''',
'vi': '''
Hà Nội, ngày 02 tháng 9 năm 1945 | 1945-09-02 | official heading
Thứ Hai, 18/08/2008 | 2008-08-18 | news, weekday
ngày 30/4 | XXXX-04-30 | holiday, day and month
Tháng 12/2010 | 2010-12 | month and year
TP. Hồ Chí Minh, ngày 15 tháng 07 năm 2032 | 2032-07-15 | official heading
31/02/2019 | | impossible date
lúc 9 giờ 30 phút | | time alone
Chủ nhật, ngày 26 tháng 4 năm 2015 | 2015-04-26 | news, weekday
hạn chót: 20/12/1999 | 1999-12-20 | deadline
T6, 20/08/2021 | 2021-08-20 | short weekday T6
ngày mồng 1 tháng 5 | XXXX-05-01 | "mồng", day and month
tháng 4 năm 1975 | 1975-04 | month and year
ngày 22 tháng 12 năm 1944 | 1944-12-22 | history
Thứ Tư 14-02-2018 | 2018-02-14 | weekday, hyphens
14 thg 11, 1990 | 1990-11-14 | short month "thg"
vào ngày 21.10.1958 | 1958-10-21 | dotted date
Tháng Ba 2024 | 2024-03 | month name in words
ngày 5 tháng 6 | XXXX-06-05 | day and month
''',
'th': '''
วันพุธที่ 16 มิถุนายน ค.ศ. 1982 | 1982-06-16 | weekday, explicit Christian era
๑๘ ส.ค. ค.ศ. ๑๙๘๗ | 1987-08-18 | Thai digits, Christian era
18 มี.ค. 1980 | 1980-03-18 | abbreviated month
วันที่ 1 มกราคม | XXXX-01-01 | day and month
ธันวาคม 2012 | 2012-12 | month and year
31 เมษายน 2020 | | impossible date
เวลา 16.45 น. | | time alone
วันศุกร์ที่ 20 สิงหาคม 2021 | 2021-08-20 | weekday
กำหนดชำระ 28/02/2033 | 2033-02-28 | invoice
๒๕ ธ.ค. | XXXX-12-25 | Thai digits, day and month
วันอาทิตย์ 22 เม.ย. 1956 | 1956-04-22 | weekday, abbreviation
13 เมษายน | XXXX-04-13 | holiday
มีนาคม ค.ศ. 1999 | 1999-03 | month and Christian-era year
วันพฤหัสบดีที่ 11 มีนาคม 1999 | 1999-03-11 | weekday
๒ พฤศจิกายน ๒๐๐๔ | 2004-11-02 | Thai digits, Christian-era year
ต.ค. 2030 | 2030-10 | abbreviated month and year
5 ธันวาคม 1927 | 1927-12-05 | birthday
ลงวันที่ 15 ก.ค. 2016 | 2016-07-15 | document date
วันจันทร์ 28 กุมภาพันธ์ 2022 | 2022-02-28 | weekday
7 พ.ค. 2035 เวลา 09:00 น. | 2035-05-07 | appointment
''',
'el': '''
Αθήνα, 25 Μαρτίου 1971 | 1971-03-25 | letter heading, national holiday
Τρίτη 28 Οκτωβρίου 2003 | 2003-10-28 | newspaper, weekday
1η Μαΐου | XXXX-05-01 | ordinal "1η"
Ημερομηνία λήξης: 31/01/2028 | 2028-01-31 | form
Κυρ 22 Απρ 1956 | 1956-04-22 | calendar, abbreviations
Ιούλιος 2019 | 2019-07 | nominative month and year
31 Σεπτεμβρίου 2010 | | impossible date
στις 21:00 | | time alone
ΔΕΥΤΕΡΑ 17 ΙΟΥΛΙΟΥ 2017 | 2017-07-17 | uppercase without accents
Θεσσαλονίκη, 26.10.1962 | 1962-10-26 | letter heading
Φεβ. 1988 | 1988-02 | abbreviated month and year
Παρασκευή, 12 Φεβρουαρίου 1988 | 1988-02-12 | weekday
την 3η Σεπτεμβρίου | XXXX-09-03 | ordinal, day and month
Λευκωσία, 1 Οκτωβρίου 1960 | 1960-10-01 | Cypriot letter heading
Πέμπτη 25/05/2034 | 2034-05-25 | weekday, numeric
Δεκ. 2016 | 2016-12 | abbreviated month and year
ως τις 25 Αυγούστου | XXXX-08-25 | holiday
Τετ, 16 Ιουν 1982 10:45 EEST | 1982-06-16 | mail header, zone
εικοστή ογδόη Οκτωβρίου χίλια εννιακόσια σαράντα | 1940-10-28 | numbers in words
Σάββατο 16 Μαΐου 1981 | 1981-05-16 | weekday
''',
}

OTHER = [
    # Solar Hijri (Persian), targets by convertdate.persian
    ('۲۲ بهمن ۱۳۵۷', 'fa', 'persian', 'hand: history (Persian digits)'),
    ('سه{ZWNJ}شنبه ۱۴ فروردین ۱۴۰۳', 'fa', 'persian', 'hand: calendar, weekday'),
    ('۱۴۰۱/۰۶/۳۱', 'fa', 'persian', 'hand: form, year first'),
    ('1398/10/05', 'fa', 'persian', 'hand: form, ASCII digits'),
    ('۱ مهر ۱۳۹۹', 'fa', 'persian', 'hand: school year start'),
    ('{RLM}۱۷ دی ۱۳۷۶{RLM}', 'fa', 'persian', 'hand: RTL marks'),
    ('جمعه ۶ آذر ۱۳۸۸', 'fa', 'persian', 'hand: diary, weekday'),
    ('۲۹ اسفند ۱۴۰۲', 'fa', 'persian', 'hand: last day of the year'),
    # Hebrew calendar
    ('ט״ו בשבט תשפ״ד', 'he', 'hebrew', 'hand: holiday'),
    ('א׳ בניסן תשנ״ט', 'he', 'hebrew', 'hand: letter'),
    ('כ״ה בכסלו תשפ״ג', 'he', 'hebrew', 'hand: holiday'),
    ('י״ד באדר ב׳ תשפ״ד', 'he', 'hebrew', 'hand: leap year, Adar II'),
    ('ג׳ באדר א׳ תשע״ו', 'he', 'hebrew', 'hand: leap year, Adar I'),
    ('ט׳ באב תשמ״ה', 'he', 'hebrew', 'hand: history'),
    ('י׳ בתשרי תשל״ד', 'he', 'hebrew', 'hand: history'),
    ('ז׳ בחשוון תש״ס', 'he', 'hebrew', 'hand: invitation'),
    # Japanese eras
    ('令和6年4月1日', 'ja', 'japanese', 'hand: notice'),
    ('令和5年11月3日（金）', 'ja', 'japanese', 'hand: notice with weekday'),
    ('平成2年11月12日', 'ja', 'japanese', 'hand: ceremony'),
    ('平成30年12月23日', 'ja', 'japanese', 'hand: birthday'),
    ('昭和39年10月10日', 'ja', 'japanese', 'hand: history'),
    ('H13.9.11', 'ja', 'japanese', 'hand: form abbreviation'),
    ('S45.3.14', 'ja', 'japanese', 'hand: form abbreviation'),
    ('大正10年3月1日', 'ja', 'japanese', 'hand: history'),
    ('令和元年10月22日', 'ja', 'japanese', 'hand: first year 元年'),
    # Minguo
    ('中華民國111年10月10日', 'zh', 'roc', 'hand: official document'),
    ('民國38年12月7日', 'zh', 'roc', 'hand: history'),
    ('民國元年1月1日', 'zh', 'roc', 'hand: first year'),
    ('113/02/29', 'zh', 'roc', 'hand: Taiwan form, leap day'),
    ('民國99年5月', 'zh', 'roc', 'hand: month and year'),
    ('民國76年7月15日', 'zh', 'roc', 'hand: history'),
    ('098/03/15', 'zh', 'roc', 'hand: Taiwan form, zero-padded year'),
    ('民國105年2月8日（一）', 'zh', 'roc', 'hand: weekday'),
    # Buddhist era
    ('๑๓ เมษายน ๒๕๖๗', 'th', 'buddhist', 'hand: Thai digits'),
    ('วันที่ 5 ธันวาคม พ.ศ. 2530', 'th', 'buddhist', 'hand: official'),
    ('1 ม.ค. 2500', 'th', 'buddhist', 'hand: abbreviation'),
    ('กรกฎาคม พ.ศ. ๒๕๔๐', 'th', 'buddhist', 'hand: month and year'),
    ('วันจันทร์ที่ 28 ตุลาคม 2562', 'th', 'buddhist', 'hand: weekday'),
    ('24 มิ.ย. 2475', 'th', 'buddhist', 'hand: history'),
    ('มี.ค. 2566', 'th', 'buddhist', 'hand: month and year'),
    ('๑๒ ส.ค. ๖๕', 'th', 'buddhist', 'hand: two-digit year'),
    ('ลงวันที่ 31 ธ.ค. 2566', 'th', 'buddhist', 'hand: document date'),
]

# Islamic (Hijri) dates in Arabic: (source, target, where).  The targets are
# the published Umm al-Qura / announced dates (Saudi Arabia) of well-known
# days; fresh_build.py records convertdate.islamic's (tabular) date beside.
ISLAMIC = [
    ('١ رمضان ١٤٤٤ هـ', '2023-03-23', 'first day of Ramadan 1444 (Thu 23 Mar 2023)'),
    ('الجمعة ١ شوال ١٤٤٤هـ', '2023-04-21', 'Eid al-Fitr 1444 (Fri 21 Apr 2023)'),
    ('١٠ ذو الحجة ١٤٤٥ هـ', '2024-06-16', 'Eid al-Adha 1445 (Sun 16 Jun 2024)'),
    ('الأحد 1 محرم 1446 هـ', '2024-07-07', 'Islamic new year 1446 (Sun 7 Jul 2024)'),
    ('١ رمضان ١٤٤٥هـ', '2024-03-11', 'first day of Ramadan 1445 (Mon 11 Mar 2024)'),
    ('الأربعاء ١ شوال ١٤٤٥ هـ', '2024-04-10', 'Eid al-Fitr 1445 (Wed 10 Apr 2024)'),
    ('٩ ذي الحجة ١٤٤٤ هـ', '2023-06-27', 'Day of Arafah 1444 (Tue 27 Jun 2023)'),
    ('1 محرم 1445هـ', '2023-07-19', 'Islamic new year 1445 (Wed 19 Jul 2023)'),
    ('السبت ١ رمضان ١٤٤٦ هـ', '2025-03-01', 'first day of Ramadan 1446 (Sat 1 Mar 2025)'),
]

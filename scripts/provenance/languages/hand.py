"""Date strings written by hand for data/languages/.

Each block line is `source | target | note` (HAND), `source | target |
calendar | note` (OTHER: dates in a non-Gregorian calendar, with the
Gregorian target) or `source | note` (AMBIGUOUS: purely numeric dates with
day and month <= 12; build.py computes both readings).  The note says the
register the line imitates.  \\u escapes are no-break spaces and bidi marks
typed as software inserts them.  Targets were worked out by hand; check.py
verifies the weekdays, and the other calendars against hdate, jcal and
python3-convertdate.
"""

HAND = {}
OTHER = {}
AMBIGUOUS = {}

HAND['es'] = """
Madrid, 19 de agosto de 1965 | 1965-08-19 | letter heading
jueves, 4 de enero de 1973 | 1973-01-04 | newspaper dateline
vie. 7 nov. 2031 · 18:30 h | 2031-11-07 | calendar entry
el martes 23 de junio de 2020 a las 10:00 horas | 2020-06-23 | official notice
20 de junio de 1815 | 1815-06-20 | history book
Fecha: 14/04/2018 | 2018-04-14 | form field
sáb 19 sep 2009 | 2009-09-19 | ticket
10-dic-1996 | 1996-12-10 | invoice
23 mar. 73 | 1973-03-23 | handwritten note, two-digit year
martes 19 de enero | XXXX-01-19 | chat, no year
29 de mayo de 2013, 9:45 | 2013-05-29 | e-mail header
a 10 de noviembre de 2007 | 2007-11-10 | contract
1.º de abril de 1971 | 1971-04-01 | formal, ordinal
veinticinco de mayo de dos mil diez | 2010-05-25 | notarial deed, numbers in words
ene. 2012 | 2012-01 | bank statement heading
agosto de 1819 | 1819-08 | archive catalogue
16 ago. 2026 | 2026-08-16 | receipt
Vencimiento: 30/10/2008 | 2008-10-30 | invoice
domingo, 16 de diciembre de 1984 | 1984-12-16 | diary
21-III-1989 | 1989-03-21 | library catalogue, Roman numeral month
miércoles 10 de octubre de 2007 | 2007-10-10 | agenda
12 de julio del 2035 | 2035-07-12 | Latin American "del"
diciembre del 2000 | 2000-12 | memoir
el 4 de noviembre | XXXX-11-04 | chat, no year
31 de abril de 2016 | | impossible date
a las 17:45 h | | time alone
"""
AMBIGUOUS['es'] = """
11/07/1990 | form, day first
"""

HAND['fr'] = """
Paris, le 15 juin 1853 | 1853-06-15 | letter heading
samedi 20 mars 1993 | 1993-03-20 | diary
le 19 mai 1800 | 1800-05-19 | history book
jeu. 31 mai 1962 à 14 h 30 | 1962-05-31 | calendar entry
1er août 1953 | 1953-08-01 | ordinal 1er
Mercredi 13 Décembre 2028 | 2028-12-13 | capitalised, invitation
16/04/1996 | 1996-04-16 | form field
le mercredi 15 août 2012 | 2012-08-15 | invitation
3 janv. 1989 | 1989-01-03 | abbreviation
juil. 1993 | 1993-07 | catalogue
17/02/70 | 1970-02-17 | form, two-digit year
jeudi 12 septembre | XXXX-09-12 | chat, no year
30 janvier 2019, 8h15 | 2019-01-30 | e-mail
10 oct. 1935 | 1935-10-10 | archive
Fait à Lyon, le 23 août 1961 | 1961-08-23 | contract
ven. 12 févr. 2016 | 2016-02-12 | ticket
25.11.1995 | 1995-11-25 | Swiss form
lundi 25 novembre 2019 – 20 h | 2019-11-25 | event poster
avril 2031 | 2031-04 | planning
le 26 novembre | XXXX-11-26 | note, no year
dimanche 24 juin 2001 | 2001-06-24 | diary
né le 17 février 1975 | 1975-02-17 | form, date of birth
le premier mai 1953 | 1953-05-01 | speech, number in words
mardi 7\u00a0décembre 2010 | 2010-12-07 | word processor, no-break space
31 juin 2001 | | impossible date
vers 18 h 45 | | time alone
"""
AMBIGUOUS['fr'] = """
09/07/2010 | form, day first
"""

HAND['de'] = """
Berlin, den 25. Oktober 1980 | 1980-10-25 | letter heading
Montag, 18. April 1983 | 1983-04-18 | diary
2. Mai 1966 | 1966-05-02 | biography
So., 29.10.1995 | 1995-10-29 | calendar entry
Sa 27.07.2024, 14 Uhr | 2024-07-27 | invitation
27. Feb. 2003 | 2003-02-27 | abbreviation
am Dienstag, dem 5. August 2014 | 2014-08-05 | official letter
17.7.17 | 2017-07-17 | handwritten, two-digit year
25. März 1912 | 1912-03-25 | history book
Sept. 1950 | 1950-09 | catalogue
5. Febr. 1972 | 1972-02-05 | old abbreviation Febr.
Mi, 18.08.1965 | 1965-08-18 | form
Oktober '88 | 1988-10 | apostrophe year
29. Jänner 1963 | 1963-01-29 | Austrian month name
7. Jän. 1981 | 1981-01-07 | Austrian abbreviation
Donnerstag, 17. Mai | XXXX-05-17 | chat, no year
Fälligkeitsdatum: 25.03.1953 | 1953-03-25 | invoice
15. Juni 1958, 10:30 Uhr | 1958-06-15 | minutes
Stand: Dezember 2014 | 2014-12 | document footer
am 15.12. | XXXX-12-15 | note, day and month
Ostersonntag, 17. April 2011 | 2011-04-17 | church newsletter
Di., 29. Nov. 2016 | 2016-11-29 | calendar entry
1. Mai | XXXX-05-01 | holiday list
30. Februar 2011 | | impossible date
um 14:30 Uhr | | time alone
"""
AMBIGUOUS['de'] = """
03.04.1988 | form, day first
"""

HAND['it'] = """
Roma, 30 agosto 2018 | 2018-08-30 | letter heading
lunedì 23 settembre 2013 | 2013-09-23 | diary
2 febbraio 1985 | 1985-02-02 | biography
gio 14 giu 1973 | 1973-06-14 | calendar
26 aprile 1822 | 1822-04-26 | history book
sabato 28 agosto 2027, ore 21:00 | 2027-08-28 | concert poster
28/07/1983 | 1983-07-28 | form field
11 dic. 1951 | 1951-12-11 | abbreviation
Milano, lì 5 febbraio 2029 | 2029-02-05 | formal letter, "lì"
31 maggio 1861 | 1861-05-31 | archive
il 1° maggio 1970 | 1970-05-01 | ordinal
giugno 1851 | 1851-06 | catalogue
17-04-1989 | 1989-04-17 | form
Ferragosto, 15 agosto 1987 | 1987-08-15 | postcard
mercoledì 9 febbraio | XXXX-02-09 | chat, no year
9 lug. '99 | 1999-07-09 | apostrophe year
24 luglio 1804 | 1804-07-24 | history book
scadenza: 17/10/1974 | 1974-10-17 | invoice
ven 4 mag 2007 | 2007-05-04 | ticket
nov. 2033 | 2033-11 | planning
domenica 27 ottobre | XXXX-10-27 | chat, no year
martedì 11 settembre 1979 | 1979-09-11 | diary
il 2 marzo 1994 alle 9 | 1994-03-02 | appointment
31 novembre 2014 | | impossible date
alle 18.30 | | time alone
"""
AMBIGUOUS['it'] = """
06/05/2011 | form, day first
"""

HAND['pt'] = """
São Paulo, 21 de março de 2029 | 2029-03-21 | letter heading
sexta-feira, 21 de agosto de 2015 | 2015-08-21 | news dateline
dom., 5 out. 2014 | 2014-10-05 | calendar
19/11/2014 | 2014-11-19 | form field
27 de junho de 1952 | 1952-06-27 | biography
Lisboa, 8 de fevereiro de 2032 | 2032-02-08 | Portuguese letter
5 jun. 1810 | 1810-06-05 | archive
13/ago/1963 | 1963-08-13 | register
3ª feira, 2 de março de 2021 | 2021-03-02 | ordinal weekday
18 dez 2030 | 2030-12-18 | ticket
segunda, 9 de abril | XXXX-04-09 | chat, no year
1º de fevereiro de 2018 | 2018-02-01 | ordinal day
24.07.1958 | 1958-07-24 | Portuguese dotted form
domingo, 26 de dezembro de 1982 | 1982-12-26 | diary
junho de 1867 | 1867-06 | archive
8/fev/76 | 1976-02-08 | handwritten
16 de janeiro | XXXX-01-16 | note, no year
Vencimento: 16/05/1959 | 1959-05-16 | bill
quinta-feira, 25 de setembro de 1986, às 14h | 1986-09-25 | appointment
maio/1850 | 1850-05 | month/year
9 jul 1992 | 1992-07-09 | receipt
20 de outubro de 1988 | 1988-10-20 | contract
30 de fevereiro de 2020 | | impossible date
às 15h30 | | time alone
"""
AMBIGUOUS['pt'] = """
04/09/2016 | form, day first
"""

HAND['nl'] = """
Amsterdam, 4 februari 2000 | 2000-02-04 | letter heading
zondag 23 februari 1975 | 1975-02-23 | diary
9 febr. 1874 | 1874-02-09 | archive
do 13 juli 2000 | 2000-07-13 | calendar
3 juni 2025, 14.00 uur | 2025-06-03 | appointment
25-11-2004 | 2004-11-25 | form field
ma. 9 jan. 1956 | 1956-01-09 | register
woensdag 10 mei | XXXX-05-10 | chat, no year
8 aug. '69 | 1969-08-08 | apostrophe year
17 maart 2005 | 2005-03-17 | news
za 26-07-1997 | 1997-07-26 | receipt
juli 1953 | 1953-07 | catalogue
Den Haag, 30 maart 2001 | 2001-03-30 | official letter
18 nov. 2020 | 2020-11-18 | ticket
2 oktober | XXXX-10-02 | note, no year
zaterdag 15 juni 2002 om 20.00 uur | 2002-06-15 | invitation
21-12-87 | 1987-12-21 | form, two-digit year
2 jan 2012 | 2012-01-02 | statement
vrijdag 11 april 2003 | 2003-04-11 | diary
april 1982 | 1982-04 | planning
Nieuwjaarsdag, 1 januari | XXXX-01-01 | holiday list
31 september 2003 | | impossible date
om 9.30 uur | | time alone
"""
AMBIGUOUS['nl'] = """
Vervaldatum: 05-01-2020 | invoice, day first
"""

HAND['ru'] = """
Москва, 28 июня 2017 г. | 2017-06-28 | letter heading
суббота, 8 сентября 2007 года | 2007-09-08 | diary
5 мая 1978 г. | 1978-05-05 | biography
28.11.2032 | 2032-11-28 | form field
3 февр. 2008 г. | 2008-02-03 | abbreviation февр.
1 июня 1955 года | 1955-06-01 | archive
в четверг, 19 апреля 1979 г. | 1979-04-19 | letter
23 окт. 2032 | 2032-10-23 | ticket
21.03.86 | 1986-03-21 | form, two-digit year
14 января | XXXX-01-14 | chat, no year
июль 1964 г. | 1964-07 | catalogue
31 марта 1934 года | 1934-03-31 | history book
9 дек. 1999 | 1999-12-09 | receipt
в воскресенье, 1 ноября | XXXX-11-01 | chat, no year
15 августа 1877 г. | 1877-08-15 | archive
Дата рождения: 21.01.1990 | 1990-01-21 | form, date of birth
16 авг 1981, 14:20 | 1981-08-16 | note
8 апреля 2020 года в 10:00 | 2020-04-08 | announcement
23-го марта 1905 года | 1905-03-23 | ordinal suffix -го
пн, 1 июля 1957 | 1957-07-01 | calendar
в сентябре 2032 года | 2032-09 | prepositional case
22 ноября 1858 г. | 1858-11-22 | history book
31 июня 2010 г. | | impossible date
в 18:30 по московскому времени | | time alone
"""
AMBIGUOUS['ru'] = """
04.05.1997 | form, day first
"""

HAND['pl'] = """
Warszawa, 14 grudnia 1994 r. | 1994-12-14 | letter heading
wtorek, 18 maja 1965 | 1965-05-18 | diary
13.12.1976 | 1976-12-13 | form field
27 III 1989 | 1989-03-27 | Roman numeral month
2 listopada 1961 r. | 1961-11-02 | archive
pt., 12 wrz 1975 | 1975-09-12 | calendar
sobota, 7 lipca 2007 r., godz. 18:00 | 2007-07-07 | invitation
1 kwietnia 2010 | 2010-04-01 | news
26.05.81 | 1981-05-26 | form, two-digit year
czerwiec 2001 | 2001-06 | catalogue
3 stycznia | XXXX-01-03 | chat, no year
9 VIII 1957 r. | 1957-08-09 | Roman numeral month
29 grud. 1958 | 1958-12-29 | abbreviation grud.
w poniedziałek 9 września 1996 | 1996-09-09 | letter
2 czerwca 2028 roku | 2028-06-02 | announcement
30 lipca | XXXX-07-30 | note, no year
Termin płatności: 24.07.1950 | 1950-07-24 | invoice
31 października 2031 | 2031-10-31 | planning
styczeń 1953 | 1953-01 | catalogue
23 marca 2010 r. | 2010-03-23 | minutes
niedziela, 27 listopada 2005 | 2005-11-27 | diary
31 kwietnia 2010 | | impossible date
o godz. 15:30 | | time alone
"""
AMBIGUOUS['pl'] = """
06.03.2013 | form, day first
"""

HAND['tr'] = """
İstanbul, 21 Şubat 1962 | 1962-02-21 | letter heading
4 Mayıs 1954 Salı | 1954-05-04 | diary
27 Haziran 1859 | 1859-06-27 | history book
4 Aralık 1979 Salı günü | 1979-12-04 | letter
7 Ocak 1949 Cuma | 1949-01-07 | archive
17.11.1997 | 1997-11-17 | form field
20 Kas 2007 | 2007-11-20 | ticket
31 Mayıs 2035 Perşembe | 2035-05-31 | calendar
Eylül 1887 | 1887-09 | archive
30 Mart 2033’te | 2033-03-30 | text, locative suffix
27 Şub. 1951 | 1951-02-27 | abbreviation
6 Ağustos | XXXX-08-06 | chat, no year
18 Eylül 1926 Cumartesi | 1926-09-18 | history book
18 Aralık 2034 Pazartesi saat 14.00 | 2034-12-18 | appointment
3 Ekim 2018 tarihinde | 2018-10-03 | official letter
23 Temmuz | XXXX-07-23 | note, no year
22.11.86 | 1986-11-22 | form, two-digit year
Nisan 1996 | 1996-04 | catalogue
29 Ekim 2005 Cumartesi | 2005-10-29 | news
Son ödeme tarihi: 27.01.1964 | 1964-01-27 | bill
5 Haziran 1970 | 1970-06-05 | biography
31 Nisan 2001 | | impossible date
saat 15.30’da | | time alone
"""
AMBIGUOUS['tr'] = """
02.08.1997 | form, day first
"""

HAND['uk'] = """
Київ, 5 травня 1965 р. | 1965-05-05 | letter heading
понеділок, 2 вересня 1974 року | 1974-09-02 | diary
22 вер. 1954 | 1954-09-22 | abbreviation
13.01.1965 | 1965-01-13 | form field
у суботу, 28 березня 2020 р. | 2020-03-28 | letter
21 листопада 1989 року | 1989-11-21 | archive
8 грудня | XXXX-12-08 | chat, no year
12 серп. 2034 | 2034-08-12 | ticket
лютий 2006 р. | 2006-02 | catalogue
15.12.1925 | 1925-12-15 | archive form
25 квітня 2029 року о 10:00 | 2029-04-25 | announcement
26-го грудня 1972 р. | 1972-12-26 | ordinal suffix -го
3 липня 1963 | 1963-07-03 | biography
неділя, 12 червня 2005 | 2005-06-12 | diary
17 серпня 1913 року | 1913-08-17 | history book
Дата народження: 30.03.1960 | 1960-03-30 | form, date of birth
в середу, 3 червня | XXXX-06-03 | chat, no year
29 жовтня 1929 р. | 1929-10-29 | history book
п'ятниця, 1 вересня 1967 | 1967-09-01 | calendar
травень 2028 | 2028-05 | planning
7 лют. 1964 | 1964-02-07 | receipt
31 вересня 2015 | | impossible date
о 18:00 за київським часом | | time alone
"""
AMBIGUOUS['uk'] = """
10.08.2012 | form, day first
"""

HAND['cs'] = """
V Praze dne 5. února 1978 | 1978-02-05 | letter heading
pátek 14. června 2030 | 2030-06-14 | calendar
29. 4. 1996 | 1996-04-29 | form, spaced numeric
8. srpna 1925 | 1925-08-08 | history book
12. června 1945 | 1945-06-12 | archive
v pátek 12. února 2016 | 2016-02-12 | letter
19.11.2002 | 2002-11-19 | form field
út 7. února 1967 | 1967-02-07 | register
srpen 2010 | 2010-08 | catalogue
23. ledna | XXXX-01-23 | chat, no year
3. září 1962 | 1962-09-03 | biography
26.10.35 | 2035-10-26 | form, two-digit year
31. května 1983 v 18:00 | 1983-05-31 | invitation
29. listopadu 1943 | 1943-11-29 | history book
Datum splatnosti: 19. 3. 2032 | 2032-03-19 | invoice
čtvrtek 24. března 2016 | 2016-03-24 | diary
29. XI. 1971 | 1971-11-29 | Roman numeral month
18. října 1815 | 1815-10-18 | history book
květen 1847 | 1847-05 | archive
1. července | XXXX-07-01 | note, no year
středa 3. června 2009 | 2009-06-03 | diary
6.\u00a0září 2007 | 2007-09-06 | typeset, no-break space
31. června 2011 | | impossible date
v 15:30 hod. | | time alone
"""
AMBIGUOUS['cs'] = """
1. 8. 1955 | form, day first
"""

HAND['sv'] = """
Stockholm den 26 mars 1989 | 1989-03-26 | letter heading
måndag 19 februari 2029 | 2029-02-19 | calendar
5 febr. 1843 | 1843-02-05 | church register
4 augusti 1828 | 1828-08-04 | history book
23/2 1810 | 1810-02-23 | day/month and year
fre 1 maj 1953 | 1953-05-01 | calendar
3 mars 1811 | 1811-03-03 | archive
1996-10-07 | 1996-10-07 | ISO form, usual in Sweden
torsdagen den 29 november 2018 | 2018-11-29 | invitation, definite form
lör 4 dec. 1999 | 1999-12-04 | ticket
4 april | XXXX-04-04 | note, no year
den 27:e november 1822 | 1822-11-27 | ordinal :e
10 dec 2030 kl. 19.00 | 2030-12-10 | event
okt. 1966 | 1966-10 | catalogue
lördag 7 augusti | XXXX-08-07 | chat, no year
14 jan. 1993 | 1993-01-14 | receipt
juli 1994 | 1994-07 | planning
Förfallodatum: 1956-11-23 | 1956-11-23 | invoice
onsdag 25 december 1991 | 1991-12-25 | diary
16/10 -14 | 2014-10-16 | informal day/month -year
24 aug. 2029 | 2029-08-24 | ticket
1 sept. 1905 | 1905-09-01 | history book
31 april 2014 | | impossible date
kl. 14.30 | | time alone
"""

HAND['ro'] = """
București, 23 ianuarie 2006 | 2006-01-23 | letter heading
vineri, 8 noiembrie 2024 | 2024-11-08 | news dateline
21 mai 2009 | 2009-05-21 | biography
17.02.1980 | 1980-02-17 | form field
25 mart. 1988 | 1988-03-25 | abbreviation
joi, 5 iulie 2029, ora 10:00 | 2029-07-05 | appointment
duminică, 24 mai 1981 | 1981-05-24 | diary
12 apr. 2016 | 2016-04-12 | ticket
6 aprilie | XXXX-04-06 | chat, no year
august 1963 | 1963-08 | catalogue
26.03.78 | 1978-03-26 | form, two-digit year
14 august 1988 | 1988-08-14 | news
Data: 21/07/1963 | 1963-07-21 | form
7 nov. 1985 | 1985-11-07 | receipt
2 octombrie | XXXX-10-02 | note, no year
sâmbătă, 23 decembrie 1911 | 1911-12-23 | history book
10 mai 2030 | 2030-05-10 | planning
1 februarie 2001 | 2001-02-01 | contract
septembrie 2005 | 2005-09 | catalogue
miercuri, 24 octombrie 2035 | 2035-10-24 | calendar
23.12.2032 | 2032-12-23 | form
22 ian. 1979 | 1979-01-22 | archive
15 sept. 1965 | 1965-09-15 | biography
Luni, 21 februarie 1983 | 1983-02-21 | diary
30 februarie 2020 | | impossible date
la ora 18:30 | | time alone
"""
AMBIGUOUS['ro'] = """
08.03.2003 | form, day first
"""

HAND['ja'] = """
1957年8月1日(木) | 1957-08-01 | letter
1907年10月21日 | 1907-10-21 | history book
一九九五年十月十九日 | 1995-10-19 | Han numerals, vertical writing
2017/2/8（水） | 2017-02-08 | fullwidth parentheses
２０００年５月１５日 | 2000-05-15 | fullwidth digits
6月30日（木） | XXXX-06-30 | notice, no year
2031年2月7日 金曜日 14時30分 | 2031-02-07 | appointment
2021年9月24日(金) 18:00〜 | 2021-09-24 | event notice
十二月十二日 | XXXX-12-12 | Han numerals, no year
2002.3.15 | 2002-03-15 | dotted
2020年1月 | 2020-01 | report heading
2010-05-12（水） | 2010-05-12 | blog post
1979年8月9日（木曜日） | 1979-08-09 | diary
三月十四日 | XXXX-03-14 | Han numerals, no year
2011年10月1日土曜日 | 2011-10-01 | diary
1985年9月12日午後3時 | 1985-09-12 | appointment
二〇〇四年六月二十日 | 2004-06-20 | Han numerals with 〇
2034年1月29日（日） | 2034-01-29 | calendar
7月28日(木) | XXXX-07-28 | chat, no year
1960年4月 | 1960-04 | archive
2017年7月27日 | 2017-07-27 | receipt
2024年6月1日（土）10時〜 | 2024-06-01 | event notice
1976年（昭和51年）3月31日 | 1976-03-31 | Gregorian with era in parentheses
2月30日 | | impossible date
午後3時15分 | | time alone
"""
OTHER['ja'] = """
令和元年5月1日 | 2019-05-01 | japanese | era name, first year 元年
平成31年4月30日 | 2019-04-30 | japanese | last day of Heisei
昭和64年1月7日 | 1989-01-07 | japanese | last day of Showa
平成元年1月8日 | 1989-01-08 | japanese | first day of Heisei
令和5年12月25日 | 2023-12-25 | japanese | form
昭和五十三年八月十日 | 1978-08-10 | japanese | Han numerals
平成十二年三月三日 | 2000-03-03 | japanese | Han numerals
R6.4.1 | 2024-04-01 | japanese | form abbreviation R = Reiwa
H27.3.3 | 2015-03-03 | japanese | form abbreviation H = Heisei
S48年2月14日 | 1973-02-14 | japanese | form abbreviation S = Showa
大正12年9月1日 | 1923-09-01 | japanese | history book
明治33年1月1日 | 1900-01-01 | japanese | archive
令和7年（2025年）1月15日 | 2025-01-15 | japanese | era with Gregorian year in parentheses
"""

HAND['zh'] = """
1997年10月14日 星期二 | 1997-10-14 | letter
一九五九年七月六日 | 1959-07-06 | Han numerals
2031年9月21日（周日） | 2031-09-21 | notice
1992年1月26日上午九点 | 1992-01-26 | appointment
2015.5.16 | 2015-05-16 | dotted
1968年7月2日 礼拜二 | 1968-07-02 | colloquial weekday
二〇〇三年十一月二十一日 | 2003-11-21 | Han numerals with 〇
1962年1月 | 1962-01 | archive
二月十六日 | XXXX-02-16 | Han numerals, no year
2020-03-25 星期三 | 2020-03-25 | blog post
1986年1月14日 周二 | 1986-01-14 | diary
三月十八日 | XXXX-03-18 | Han numerals, no year
1874年12月10日 | 1874-12-10 | history book
2013年12月13日 週五 | 2013-12-13 | traditional characters
1984年11月28日 下午3点 | 1984-11-28 | appointment
1976年3月 | 1976-03 | report heading
1965年9月11日(六) | 1965-09-11 | calendar
2001年5月10日 星期四 | 2001-05-10 | diary
二〇三一年四月三日 | 2031-04-03 | Han numerals with 〇
1955/07/13 | 1955-07-13 | form
2010年2月30日 | | impossible date
下午三点半 | | time alone
1957年9月26日（星期四） | 1957-09-26 | news
2019年6月20日 | 2019-06-20 | receipt
"""
OTHER['zh'] = """
民國104年3月3日 | 2015-03-03 | roc | Taiwan, Minguo year
中華民國112年10月10日 | 2023-10-10 | roc | Taiwan, national day
民國89年1月1日 | 2000-01-01 | roc | Taiwan
107/05/20 | 2018-05-20 | roc | Taiwan form, Minguo year first
"""

HAND['ko'] = """
1969년 12월 21일 일요일 | 1969-12-21 | letter
2010. 5. 1.(토) | 2010-05-01 | notice
1965년 7월 31일 | 1965-07-31 | biography
77년 3월 28일 | 1977-03-28 | two-digit year
2022-11-08 (화) | 2022-11-08 | blog post
8월 30일 | XXXX-08-30 | chat, no year
2013.03.15 | 2013-03-15 | dotted
1982년 6월 | 1982-06 | report heading
1954년 8월 1일 오후 2시 | 1954-08-01 | appointment
2026년 12월 6일 (일) | 2026-12-06 | calendar
10월 20일 토요일 | XXXX-10-20 | chat, no year
2006년 2월 16일 목요일 | 2006-02-16 | diary
이천삼십년 사월 이십육일 | 2030-04-26 | numbers in Sino-Korean words
1999.10.25. | 1999-10-25 | form
1984년 9월 26일 수요일 | 1984-09-26 | diary
11월 10일 | XXXX-11-10 | note, no year
2029년 4월 | 2029-04 | planning
2026.5.11(월) | 2026-05-11 | notice
1951년 1월 27일 | 1951-01-27 | history book
1989년 9월 19일(화) 오전 10시 | 1989-09-19 | appointment
1981년 7월 13일 | 1981-07-13 | archive
98년 6월 20일 토요일 | 1998-06-20 | two-digit year
1979. 1. 26 | 1979-01-26 | form
2004년 2월 6일 금요일 | 2004-02-06 | diary
1955년 2월 10일 | 1955-02-10 | biography
2020년 10월 22일(목) | 2020-10-22 | notice
2023년 2월 30일 | | impossible date
오후 3시 30분 | | time alone
"""

HAND['ar'] = """
١٢ يوليو ١٨٧٤ | 1874-07-12 | history book, Arabic-Indic digits
الخميس ١٣ أبريل ١٩٩٥ | 1995-04-13 | news dateline
٨ مايو ١٩٦٩م | 1969-05-08 | letter, suffix م
١٢ أيلول ١٩٢٦ | 1926-09-12 | Levantine month name
السبت، ٢١ حزيران ١٩٩٧ | 1997-06-21 | Levantine, with Arabic comma
5 فبراير 1960 | 1960-02-05 | Western digits
٢٤/١١/١٩٥٣ | 1953-11-24 | form, Arabic-Indic digits
الأحد ١ أغسطس ٢٠٢٧ | 2027-08-01 | calendar
القاهرة في ١٩ مايو ٢٠١٢ | 2012-05-19 | letter heading
الإثنين ٣٠ مايو ١٩٨٣ | 1983-05-30 | diary
٤ ديسمبر ٢٠٠٤ | 2004-12-04 | receipt
تشرين الأول ٢٠٢٥ | 2025-10 | Levantine month, planning
٩ نوفمبر | XXXX-11-09 | chat, no year
الأربعاء، ٧ نيسان ١٩٩٣ | 1993-04-07 | Levantine
3 فيفري 1998 | 1998-02-03 | Maghreb month name
\u200f١٦ مارس ٢٠٠٨\u200f | 2008-03-16 | with right-to-left marks
٢٨ جوان ١٩٥٨ | 1958-06-28 | Maghreb month name
الخميس ٣٠ آذار ٢٠٠٠ | 2000-03-30 | Levantine
أبريل ١٩٦١ | 1961-04 | archive
٢١ كانون الثاني | XXXX-01-21 | Levantine, no year
١٣ تموز ١٩٢٩ | 1929-07-13 | history book
يوم السبت الموافق ١٢ سبتمبر ١٩٧٠ | 1970-09-12 | official letter
٦ يوليو ١٩٧٨ الساعة ١٠:٣٠ صباحاً | 1978-07-06 | appointment
٢٩ نوفمبر ٢٠٢٠م | 2020-11-29 | news
٢٠٣٢/١٠/٢٥ | 2032-10-25 | form, year first
الجمعة ٤ أكتوبر ١٩٥٧ | 1957-10-04 | history book
١٩ شباط ١٩٨٨ | 1988-02-19 | Levantine
ديسمبر ٢٠٣٣ | 2033-12 | planning
٩ أغسطس ١٩٩٧ | 1997-08-09 | receipt
١٦\u061c/٣\u061c/١٩٩٧ | 1997-03-16 | with Arabic letter marks
٣١ أبريل ٢٠١٠ | | impossible date
الساعة ٥:٤٥ مساءً | | time alone
"""
AMBIGUOUS['ar'] = """
٨/٤/٢٠١٠ | form, day first
"""

HAND['fa'] = """
۱۵ نوامبر ۱۹۶۸ | 1968-11-15 | Persian digits
سه‌شنبه ۱۴ فوریه ۱۹۸۴ | 1984-02-14 | letter
۱ سپتامبر ۱۹۶۹ میلادی | 1969-09-01 | with میلادی
شنبه ۱۱ ژوئیه ۱۹۸۷ | 1987-07-11 | diary
۲۰۰۸/۰۱/۲۹ | 2008-01-29 | form, year first
۱۷ آوریل ۱۹۶۹ | 1969-04-17 | news
۴ ژوئن ۱۹۸۶ | 1986-06-04 | biography
دوشنبه ۱۲ مه ۱۹۷۵ | 1975-05-12 | diary
فوریه ۱۹۸۳ | 1983-02 | archive
جمعه ۱۳ آوریل ۱۹۶۲ | 1962-04-13 | history book
۲ سپتامبر | XXXX-09-02 | chat, no year
۱۵ ژوئیهٔ ۱۹۵۲ | 1952-07-15 | ezafe form
۱۷ نوامبر ۱۹۹۳ ساعت ۱۰:۳۰ | 1993-11-17 | appointment
۲۶ اکتبر ۱۹۵۰ | 1950-10-26 | Persian keheh spelling
چهارشنبه ۱۰ مه ۲۰۱۷ | 2017-05-10 | news
۲ نوامبر ۲۰۰۵ م. | 2005-11-02 | abbreviation م.
۹ سپتامبر ۱۹۷۷ | 1977-09-09 | archive
۲۷ آوریل ۱۹۶۷ | 1967-04-27 | biography
دسامبر ۲۰۲۷ | 2027-12 | planning
۲۳ مارس | XXXX-03-23 | note, no year
۶ دسامبر ۱۹۸۵ | 1985-12-06 | receipt
سه‌شنبه ۲۲ اوت ۲۰۲۸ | 2028-08-22 | calendar
۱۹ اوت ۱۹۷۴ | 1974-08-19 | history book
۲۰۱۶-۰۳-۱۴ | 2016-03-14 | ISO form in Persian digits
۱۰ ژوئن ۱۹۹۲ | 1992-06-10 | news
۳ مارس ۲۰۱۳ | 2013-03-03 | news
پنجشنبه ۱۷ اکتبر ۱۹۵۷ | 1957-10-17 | history book
۵ ژانویه ۱۹۲۲ | 1922-01-05 | archive
۸ ژوئن ۱۹۸۴ | 1984-06-08 | biography
\u200f۳ آوریل ۲۰۲۶\u200f | 2026-04-03 | with right-to-left marks
۳۱ ژوئن ۲۰۱۰ | | impossible date
ساعت ۱۸:۳۰ | | time alone
"""
OTHER['fa'] = """
۱۲ اسفند ۱۳۹۳ | 2015-03-03 | persian | Solar Hijri, news
۱ فروردین ۱۴۰۰ | 2021-03-21 | persian | Nowruz
یکشنبه ۲۲ بهمن ۱۳۵۷ | 1979-02-11 | persian | history book
۱۴۰۲/۰۷/۱۵ | 2023-10-07 | persian | form, year first
۱۳۹۸/۱۱/۳۰ | 2020-02-19 | persian | form, year first
۲۹ اسفند ۱۳۲۹ | 1951-03-20 | persian | history book
۱۵ خرداد ۱۳۴۲ | 1963-06-05 | persian | history book
دوشنبه ۱۰ دی ۱۳۸۰ | 2001-12-31 | persian | letter
۳۱ شهریور ۱۳۵۹ | 1980-09-22 | persian | history book
۱۴ مهر ۱۴۰۱ | 2022-10-06 | persian | news
۱۳۷۵/۴/۲۶ | 1996-07-16 | persian | handwritten form
۲ آذر ۱۳۸۶ | 2007-11-23 | persian | news
"""

HAND['he'] = """
9 באוקטובר 1989 | 1989-10-09 | letter
יום שישי, 1 במאי 1953 | 1953-05-01 | newspaper
9 ביולי 1849 | 1849-07-09 | history book
15 ביוני 1947 | 1947-06-15 | archive
יום ג', 4 ביולי 2006 | 2006-07-04 | calendar
23/01/1962 | 1962-01-23 | form field
4 באפריל 1984 | 1984-04-04 | biography
17 בנובמבר | XXXX-11-17 | chat, no year
מאי 1964 | 1964-05 | archive
יום שני, 18 בספטמבר 1967 | 1967-09-18 | diary
24 ביוני 2009, 20:00 | 2009-06-24 | invitation
שבת, 20 בספטמבר 2003 | 2003-09-20 | diary
2 באוג' 2017 | 2017-08-02 | abbreviation with geresh
25 בפבר' 1956 | 1956-02-25 | abbreviation with geresh
8 באוקטובר 2001 | 2001-10-08 | news
27 בפברואר 2005 | 2005-02-27 | news
ינואר 1991 | 1991-01 | planning
\u200f2 בספטמבר 2021\u200f | 2021-09-02 | with right-to-left marks
31 באוגוסט 1968 | 1968-08-31 | biography
יום רביעי, 8 במרץ 1995 | 1995-03-08 | letter
21 באפריל 2034 | 2034-04-21 | planning
1 במרץ | XXXX-03-01 | note, no year
13.05.2003 | 2003-05-13 | form
21 בדצמבר 2008 | 2008-12-21 | receipt
2 בינואר 1810 | 1810-01-02 | history book
אפריל 2029 | 2029-04 | planning
יום ה', 9 באוגוסט 2029 | 2029-08-09 | calendar
20 ביולי 1954 | 1954-07-20 | archive
10 בנובמבר 1828 | 1828-11-10 | history book
4 במרץ 1971 | 1971-03-04 | biography
31 ביוני 2012 | | impossible date
בשעה 18:30 | | time alone
"""
OTHER['he'] = """
י״ב באדר תשע״ה | 2015-03-03 | hebrew | Hebrew calendar with gershayim
א׳ בתשרי תשפ״ד | 2023-09-16 | hebrew | Rosh Hashana
ט״ו בשבט תשפ״ב | 2022-01-17 | hebrew | Tu BiShvat
ה׳ באייר תש״ח | 1948-05-14 | hebrew | history book
כ״ה בכסלו תשפ״א | 2020-12-11 | hebrew | Hanukkah
י׳ בטבת תשפ״ה | 2025-01-10 | hebrew | calendar
ט׳ באב תשל״ט | 1979-08-02 | hebrew | calendar
י"ד בניסן תשס"ח | 2008-04-19 | hebrew | typed with ASCII quotes
כ״ח באייר תשכ״ז | 1967-06-07 | hebrew | history book
"""
AMBIGUOUS['he'] = """
5.6.1979 | form, day first
"""

HAND['hi'] = """
८ जनवरी १८८५ | 1885-01-08 | history book, Devanagari digits
रविवार, 13 अक्टूबर 2019 | 2019-10-13 | news dateline
1 फरवरी 2000 | 2000-02-01 | letter
28 जनवरी, 1970 | 1970-01-28 | comma before year
18 अगस्त 1991, रविवार | 1991-08-18 | diary
बुधवार, १० अगस्त १९७७ | 1977-08-10 | Devanagari digits
6 नवम्बर 1805 | 1805-11-06 | history book
28 नवंबर 2027 | 2027-11-28 | planning
जुलाई 2034 | 2034-07 | planning
12 नवंबर | XXXX-11-12 | chat, no year
17 मार्च 1963 को | 1963-03-17 | text, postposition को
सोमवार, 14 अप्रैल 1969 | 1969-04-14 | diary
25-12-1995 | 1995-12-25 | form
20 फ़रवरी 2028 | 2028-02-20 | nukta spelling
दिनांक 04.04.2016 | 2016-04-04 | form, day equals month
9 सितंबर 2010 | 2010-09-09 | news
मार्च 2030 | 2030-03 | planning
28 अगस्त, 2002 (बुधवार) | 2002-08-28 | notice
२५ सितम्बर २००२ | 2002-09-25 | Devanagari digits
16 दिसंबर 1965 | 1965-12-16 | history book
5 जुलाई | XXXX-07-05 | note, no year
28 फरवरी 1985 | 1985-02-28 | biography
13 अक्तूबर 1964 | 1964-10-13 | archive
शनिवार, 10 मई 2008 | 2008-05-10 | invitation
12 मई 1987 | 1987-05-12 | receipt
20-12-2021 | 2021-12-20 | form
1 मार्च 1991 | 1991-03-01 | news
13/05/2013 | 2013-05-13 | form
18 अक्टूबर 1973 | 1973-10-18 | archive
रविवार 14 जुलाई 1968 | 1968-07-14 | diary
31 जून 2015 | | impossible date
सुबह 10:30 बजे | | time alone
"""
AMBIGUOUS['hi'] = """
10/01/1984 | form, day first
"""

HAND['id'] = """
Jakarta, 5 Juli 2023 | 2023-07-05 | letter heading
Minggu, 16 Maret 2003 | 2003-03-16 | diary
29 Des 2029 | 2029-12-29 | ticket
Jumat, 23 April 1993 | 1993-04-23 | news dateline
6 Mei 1961 | 1961-05-06 | biography
Rabu, 6 Mei 2015 pukul 19.00 WIB | 2015-05-06 | invitation
23 Juni 1987 | 1987-06-23 | archive
29/11/2015 | 2015-11-29 | form field
Agustus 2030 | 2030-08 | planning
7 Maret | XXXX-03-07 | chat, no year
Kamis, 14 Nopember 1974 | 1974-11-14 | old spelling Nopember
19 Des. 2030 | 2030-12-19 | receipt
tanggal 19 Juli 1995 | 1995-07-19 | official letter
Selasa, 24 Juni 2031 | 2031-06-24 | calendar
1 Maret 1905 | 1905-03-01 | history book
Senin, 23 Januari 1989 | 1989-01-23 | diary
30 Nov 1950 | 1950-11-30 | archive
Oktober 1962 | 1962-10 | catalogue
19 Oktober 2020 | 2020-10-19 | news
29 Agt 2032 | 2032-08-29 | abbreviation Agt
Jum'at, 19 Januari 1968 | 1968-01-19 | spelling Jum'at
25 Juni 2016 | 2016-06-25 | receipt
4 Oktober 1953 | 1953-10-04 | biography
16-12-1933 | 1933-12-16 | archive form
14 Juli | XXXX-07-14 | note, no year
Sabtu, 21 Sep 1957 | 1957-09-21 | history book
11 Februari 1948 | 1948-02-11 | archive
31 September 2019 | | impossible date
pukul 14.30 WIB | | time alone
"""
AMBIGUOUS['id'] = """
03-09-1996 | form, day first
"""

HAND['vi'] = """
Hà Nội, ngày 1 tháng 5 năm 2012 | 2012-05-01 | official letter heading
Thứ Ba, 03/03/1981 | 1981-03-03 | news dateline, day equals month
13/09/1995 | 1995-09-13 | form field
ngày 13 tháng 1 năm 1987 | 1987-01-13 | document
thứ Sáu, ngày 11 tháng 12 năm 1964 | 1964-12-11 | diary
31/8/1958 | 1958-08-31 | form
tháng 2 năm 1994 | 1994-02 | report heading
15 tháng 10 | XXXX-10-15 | chat, no year
T3, 14/10/1980 | 1980-10-14 | calendar
ngày 11 tháng 11 năm 1806 | 1806-11-11 | history book
23/4/1980 | 1980-04-23 | handwritten
Thứ năm, ngày 9 tháng 10 năm 1975 | 1975-10-09 | news
18 tháng Bảy 1966 | 1966-07-18 | month in words
6 Thg 5 1980 | 1980-05-06 | abbreviation Thg
Chủ nhật 24/4/1977 | 1977-04-24 | diary
31.01.2030 | 2030-01-31 | form
ngày 8 tháng 11 | XXXX-11-08 | note, no year
20-09-1983 | 1983-09-20 | form
tháng 7/2025 | 2025-07 | month/year
20 tháng 6, 2001 | 2001-06-20 | news
Thứ Hai, 28/3/1966 | 1966-03-28 | diary
03 tháng 12 năm 2015 | 2015-12-03 | document
24-06-1984 | 1984-06-24 | form
1 tháng Tám 1999 | 1999-08-01 | month in words
25/9/1845 | 1845-09-25 | history book
Thứ năm 7 tháng 11 năm 1991 | 1991-11-07 | diary
26.07.1996 | 1996-07-26 | form
ngày 30 tháng 2 năm 2020 | | impossible date
lúc 15 giờ 30 phút | | time alone
"""
AMBIGUOUS['vi'] = """
11-6-1999 | form, day first
"""

HAND['th'] = """
5 ตุลาคม ค.ศ. 1988 | 1988-10-05 | explicit Christian era
วันจันทร์ที่ 18 เมษายน ค.ศ. 1955 | 1955-04-18 | formal, Christian era
19 ก.ย. 1979 | 1979-09-19 | Christian-era year, abbreviation
๙ พฤษภาคม ค.ศ. ๒๐๑๖ | 2016-05-09 | Thai digits, Christian era
4 ก.ค. ค.ศ. 1950 | 1950-07-04 | history book
10 มิถุนายน | XXXX-06-10 | note, no year
วันเสาร์ที่ 20 เมษายน | XXXX-04-20 | invitation, no year
22 สิงหาคม 1981 | 1981-08-22 | Christian-era year
7 เม.ย. 1990 | 1990-04-07 | Christian-era year
24/03/1994 | 1994-03-24 | form, Christian-era year
23 มี.ค. ค.ศ. 2003 | 2003-03-23 | news
กุมภาพันธ์ ค.ศ. 2028 | 2028-02 | planning
3 พฤศจิกายน | XXXX-11-03 | chat, no year
วันพฤหัสบดีที่ 15 กรกฎาคม ค.ศ. 2004 | 2004-07-15 | formal letter
24 ม.ค. 2014 | 2014-01-24 | Christian-era year
21 ส.ค. | XXXX-08-21 | note, no year
22 มีนาคม ค.ศ. 1956 | 1956-03-22 | biography
วันพุธที่ 22 ธันวาคม ค.ศ. 2004 | 2004-12-22 | formal letter
16 ก.พ. 1966 | 1966-02-16 | archive
31 ตุลาคม ค.ศ. 1955 | 1955-10-31 | history book
๙ ตุลาคม | XXXX-10-09 | Thai digits, no year
25 ธ.ค. ค.ศ. 1970 | 1970-12-25 | news
9 มกราคม ค.ศ. 2019 | 2019-01-09 | news
6 มิ.ย. 1957 | 1957-06-06 | archive
3 กันยายน ค.ศ. 2002 | 2002-09-03 | news
ศุกร์ 5 พ.ค. 1989 | 1989-05-05 | calendar
ส.ค. ค.ศ. 2012 | 2012-08 | report heading
1 พ.ค. | XXXX-05-01 | holiday list
5 ก.ย. ค.ศ. 2006 | 2006-09-05 | news
31 เมษายน | | impossible date
เวลา 14.30 น. | | time alone
"""
OTHER['th'] = """
3 มีนาคม 2558 | 2015-03-03 | buddhist | news, Buddhist era
วันอาทิตย์ที่ 23 มกราคม พ.ศ. 2537 | 1994-01-23 | buddhist | formal letter
๒๑ ธ.ค. ๒๕๓๕ | 1992-12-21 | buddhist | Thai digits
14/11/2563 | 2020-11-14 | buddhist | form
19 มิถุนายน 2511 | 1968-06-19 | buddhist | biography
1 พ.ค. 2523 | 1980-05-01 | buddhist | archive
22 ส.ค. 55 | 2012-08-22 | buddhist | two-digit Buddhist-era year
วันเสาร์ที่ 9 ตุลาคม พ.ศ. ๒๕๖๔ | 2021-10-09 | buddhist | formal, Thai-digit year
"""

HAND['el'] = """
Αθήνα, 24 Σεπτεμβρίου 1884 | 1884-09-24 | letter heading
Πέμπτη 21 Μαρτίου 1963 | 1963-03-21 | diary
16/10/2005 | 2005-10-16 | form field
Κυριακή, 11 Αυγούστου 2019 | 2019-08-11 | news dateline
21 Δεκ. 1823 | 1823-12-21 | history book
30 Απρ 2028 | 2028-04-30 | ticket
21-10-1982 | 1982-10-21 | form
Τετάρτη 24 Μαΐου 1967 | 1967-05-24 | diary
27 Μαΐου 1901 | 1901-05-27 | archive
Αύγουστος 1997 | 1997-08 | report heading
28 Ιουνίου | XXXX-06-28 | chat, no year
ΔΕΥΤΕΡΑ 4 ΙΑΝΟΥΑΡΙΟΥ 1971 | 1971-01-04 | capitals without accents
24/8/89 | 1989-08-24 | handwritten, two-digit year
6 Ιουν. 1998 | 1998-06-06 | receipt
Σάββατο 11 Μαρτίου 1995 | 1995-03-11 | invitation
18 Ιουλίου 1967 | 1967-07-18 | biography
8 Μαρτίου | XXXX-03-08 | note, no year
19 Σεπτ. 1827 | 1827-09-19 | history book
29 Ιουλ. 2001 | 2001-07-29 | receipt
16 Ιανουαρίου 1855 | 1855-01-16 | archive
Ιανουάριος 2015 | 2015-01 | calendar heading
Τρίτη 3 Σεπτεμβρίου 2030 | 2030-09-03 | calendar
6 Δεκεμβρίου 1979, 10 π.μ. | 1979-12-06 | appointment
13 Φεβ 2031 | 2031-02-13 | ticket
28 Ιουλ 1810 | 1810-07-28 | history book
2 Δεκ. 1950 | 1950-12-02 | archive
Τετ. 14/1/2015 | 2015-01-14 | calendar
22 Νοεμβρίου 1959 | 1959-11-22 | biography
29 Φεβρουαρίου 1972 | 1972-02-29 | leap day
31 Απριλίου 2010 | | impossible date
στις 18:30 | | time alone
"""
AMBIGUOUS['el'] = """
7/4/1974 | form, day first
"""

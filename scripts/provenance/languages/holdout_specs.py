"""What build_holdout.py takes from glibc, man pages and catalogs, per
language, for the second (held-out) set data/languages-holdout/.

Everything here differs from the first set (glibc_specs.py, picks.py):
  * DATE[lang]: (locale, format) for `date -d DATE '+FORMAT'`; no format of
    glibc_specs.DATE[lang] is used again (build_holdout.py refuses one), and
    the dates are drawn with another seed, never a full date of the first
    set's file of the language.  Formats with a numeric date are printed
    only for a date that reads one way (day > 12, a two-digit year that
    cannot be read first).
  * LS[lang]: (locale, 'old' | 'recent'): one `ls -l` line per language, of
    a file touched to an old date (printed with its year) or to a date of
    the last six months (printed without it).
  * MAN[lang]: (FILE:LINE, phrase, target) from translated man pages of files
    that picks.MAN does not use.
  * MESSAGES[lang]: as picks.MESSAGES -- ('text', MO, MSGID-START, phrase,
    target) or ('fmt', MO, MSGID-START, LOCALE) -- with catalog entries that
    picks.MESSAGES does not use.
"""

DATE = {
    'es': [('es_ES', '%d %B %Y'), ('es_MX', '%-d %b'),
           ('es_ES', '%A, %d de %B'), ('es_CL', '%e %b %y'),
           ('es_ES', '%x %X'), ('es_AR', '%a %e de %B de %Y'),
           ('es_ES', '%B de %Y')],
    'fr': [('fr_FR', '%d %B %Y'), ('fr_CA', '%-d %b'),
           ('fr_BE', '%A %d %B'), ('fr_FR', '%e %b %y'),
           ('fr_CH', '%x %X'), ('fr_LU', '%a %e %b %Y à %H:%M'),
           ('fr_FR', 'le %A %-d %B %Y')],
    'de': [('de_DE', '%d. %B %Y'), ('de_AT', '%-d. %b'),
           ('de_DE', '%A, %d. %B'), ('de_CH', '%e. %b %y'),
           ('de_LU', '%x %X'), ('de_DE', '%a, %e. %b %Y'),
           ('de_DE', 'am %-d. %B %Y um %H:%M Uhr')],
    'it': [('it_IT', '%d %B %Y'), ('it_CH', '%-d %b'),
           ('it_IT', '%A, %d %B'), ('it_IT', '%e %b %y'),
           ('it_CH', '%x %X'), ('it_IT', '%a %e %b %Y'),
           ('it_IT', 'il %-d %B %Y alle %H:%M')],
    'pt': [('pt_BR', '%d de %B de %Y'), ('pt_PT', '%-d %b'),
           ('pt_BR', '%A, %d de %B'), ('pt_PT', '%e %b %y'),
           ('pt_PT', '%x %X'), ('pt_BR', '%a, %e de %b de %Y'),
           ('pt_BR', '%b/%Y')],
    'nl': [('nl_NL', '%d %B %Y'), ('nl_BE', '%-d %b'),
           ('nl_NL', '%A %d %B'), ('nl_NL', '%e %b %y'),
           ('nl_BE', '%x %X'), ('nl_NL', '%a %e %b %Y'),
           ('nl_BE', '%A %-d %B %Y, %H.%M uur')],
    'ru': [('ru_RU', '%d %B %Y'), ('ru_UA', '%-d %b'),
           ('ru_RU', '%A, %d %B'), ('ru_RU', '%e %b %y'),
           ('ru_RU', '%x %X'), ('ru_RU', '%a %e %b %Y'),
           ('ru_RU', '%-d %B, %A')],
    'pl': [('pl_PL', '%d %B %Y'), ('pl_PL', '%-d %b'),
           ('pl_PL', '%A, %d %B'), ('pl_PL', '%e %b %y'),
           ('pl_PL', '%x %X'), ('pl_PL', '%a %e %b %Y'),
           ('pl_PL', '%-d %B %Y r.')],
    'tr': [('tr_TR', '%d %B %Y'), ('tr_CY', '%-d %b'),
           ('tr_TR', '%d %B %A'), ('tr_TR', '%e %b %y'),
           ('tr_TR', '%x %X'), ('tr_TR', '%a %e %b %Y'),
           ('tr_TR', '%-d %B %Y %A saat %H:%M')],
    'uk': [('uk_UA', '%d %B %Y'), ('uk_UA', '%-d %b'),
           ('uk_UA', '%A, %d %B'), ('uk_UA', '%e %b %y'),
           ('uk_UA', '%x %X'), ('uk_UA', '%a %e %b %Y'),
           ('uk_UA', '%-d %B %Y р.')],
    'cs': [('cs_CZ', '%d. %B %Y'), ('cs_CZ', '%-d. %b'),
           ('cs_CZ', '%A, %d. %B'), ('cs_CZ', '%e. %b %y'),
           ('cs_CZ', '%x %X'), ('cs_CZ', '%a %e. %b %Y'),
           ('cs_CZ', '%a %d.%m.%Y')],
    'sv': [('sv_SE', '%d %B %Y'), ('sv_FI', '%-d %b'),
           ('sv_SE', '%A %d %B'), ('sv_SE', '%e %b %y'),
           ('sv_SE', '%x %X'), ('sv_FI', '%a %e %b %Y'),
           ('sv_SE', 'den %-d %B %Y')],
    'ro': [('ro_RO', '%d %B %Y'), ('ro_RO', '%-d %b'),
           ('ro_RO', '%A, %d %B'), ('ro_RO', '%e %b %y'),
           ('ro_RO', '%x %X'), ('ro_RO', '%a %e %b %Y'),
           ('ro_RO', '%-d %B %Y, %A')],
    'ja': [('ja_JP', '%Y年%m月%d日 %H時%M分'), ('ja_JP', '%-m月%-d日'),
           ('ja_JP', '%y年%-m月%-d日'), ('ja_JP', '%Y/%m/%d %H:%M'),
           ('ja_JP', '%-m月%-d日 %a曜日'), ('ja_JP', '%Y年%-m月'),
           ('ja_JP', '%Y.%-m.%-d(%a)')],
    'zh': [('zh_CN', '%Y年%m月%d日 %H:%M'), ('zh_CN', '%-m月%-d日'),
           ('zh_TW', '%-m月%-d日 %A'), ('zh_HK', '%Y年%-m月'),
           ('zh_CN', '%Y/%m/%d'), ('zh_CN', '%Y-%m-%d %A'),
           ('zh_TW', '%Y年%-m月%-d日 %a')],
    'ko': [('ko_KR', '%Y년 %m월 %d일 %H:%M'), ('ko_KR', '%-m월 %-d일'),
           ('ko_KR', '%-m월 %-d일 %A'), ('ko_KR', '%Y년 %-m월'),
           ('ko_KR', '%Y.%m.%d'), ('ko_KR', '%Y. %-m. %-d. %H:%M'),
           ('ko_KR', '%y년 %-m월 %-d일 (%a)')],
    'ar': [('ar_EG', '%d %B %Y'), ('ar_SA', '%-d %b'),
           ('ar_EG', '%A %d %B'), ('ar_EG', '%e %b %y'),
           ('ar_KW', '%x %X'), ('ar_QA', '%a %e %b %Y'),
           ('ar_SA', '%-d %B %Y م')],
    'fa': [('fa_IR', '%d %B %Y'), ('fa_IR', '%-d %b'),
           ('fa_IR', '%A %d %B'), ('fa_IR', '%Oe %b %Oy'),
           ('fa_IR', '%x %X'), ('fa_IR', '%a %Od %B %Y'),
           ('fa_IR', '%b %Y')],
    'he': [('he_IL', '%d ב%B %Y'), ('he_IL', '%-d ב%b'),
           ('he_IL', 'יום %A, %-d ב%B'), ('he_IL', '%e %b %y'),
           ('he_IL', '%x %X'), ('he_IL', '%a %e %b %Y'),
           ('he_IL', '%H:%M, %-d ב%B %Y')],
    'hi': [('hi_IN', '%d %B %Y'), ('hi_IN', '%-d %b'),
           ('hi_IN', '%A, %d %B'), ('hi_IN', '%e %b %y'),
           ('hi_IN', '%x %X'), ('hi_IN', '%a %e %b %Y'),
           ('hi_IN', '%-d %B %Y, %A')],
    'id': [('id_ID', '%d %B %Y'), ('id_ID', '%-d %b'),
           ('id_ID', '%A, %d %B'), ('id_ID', '%e %b %y'),
           ('id_ID', '%x %X'), ('id_ID', '%a %e %b %Y'),
           ('id_ID', '%A, %-d %B %Y, %H:%M WIB')],
    'vi': [('vi_VN', '%d %B %Y'), ('vi_VN', '%-d %b'),
           ('vi_VN', '%A, %d %B'), ('vi_VN', '%e %b %y'),
           ('vi_VN', '%x %X'), ('vi_VN', '%a %e %b %Y'),
           ('vi_VN', 'ngày %d/%m/%Y')],
    # th_TH's %Y is Gregorian; %x and %c are Buddhist era: not used.
    'th': [('th_TH', '%d %B %Y'), ('th_TH', '%-d %b'),
           ('th_TH', '%A %d %B'), ('th_TH', 'วันที่ %-d %b %Y'),
           ('th_TH', '%-d %B ค.ศ. %Y'), ('th_TH', '%a %e %b %Y'),
           ('th_TH', '%B ค.ศ. %Y')],
    'el': [('el_GR', '%d %B %Y'), ('el_CY', '%-d %b'),
           ('el_GR', '%A, %d %B'), ('el_GR', '%e %b %y'),
           ('el_GR', '%x %X'), ('el_GR', '%a %e %b %Y'),
           ('el_GR', '%-d %B %Y, %A')],
}

LS = {
    'es': ('es_MX', 'old'), 'fr': ('fr_CA', 'recent'),
    'de': ('de_AT', 'old'), 'it': ('it_CH', 'recent'),
    'pt': ('pt_PT', 'old'), 'nl': ('nl_BE', 'recent'),
    'ru': ('ru_UA', 'old'), 'pl': ('pl_PL', 'recent'),
    'tr': ('tr_CY', 'old'), 'uk': ('uk_UA', 'recent'),
    'cs': ('cs_CZ', 'old'), 'sv': ('sv_FI', 'recent'),
    'ro': ('ro_RO', 'old'), 'ja': ('ja_JP', 'recent'),
    'zh': ('zh_TW', 'old'), 'ko': ('ko_KR', 'recent'),
    'ar': ('ar_SA', 'old'), 'fa': ('fa_IR', 'recent'),
    'he': ('he_IL', 'old'), 'hi': ('hi_IN', 'recent'),
    'id': ('id_ID', 'old'), 'vi': ('vi_VN', 'recent'),
    'th': ('th_TH', 'old'), 'el': ('el_CY', 'recent'),
}

M = '/usr/share/man/'
LOC = '/usr/share/locale/'
GLIB_C = 'GDateTime\x04%a %b %e %H:%M:%S %Y'
GLIB_X = 'GDateTime\x04%m/%d/%y'
PAM_ID = ' %a %b %e %H:%M:%S %Z %Y'
LIBC_29 = 'use of 2/29 in non leap-year'


def mo(lang, name):
    return LOC + lang + '/LC_MESSAGES/' + name


MAN = {
    'de': [
        (M + 'de/man1/biff.1.gz:41', '31. Juli 1999', '1999-07-31'),
        (M + 'de/man1/date.1.gz:86', 'Do 03 Mär 2005 23:05:25 CET',
         '2005-03-03'),
        (M + 'de/man1/lz.1.gz:18', 'Mittwoch, 23. Februar 2000',
         '2000-02-23'),
    ],
    'fr': [
        (M + 'fr/man1/at.1.gz:71', 'le 31 juillet', 'XXXX-07-31'),
        (M + 'fr/man8/ifconfig.8.gz:257', 'le 17 août 2006', '2006-08-17'),
        (M + 'fr/man8/invoke-rc.d.8.gz:36', '1er mars 2001', '2001-03-01'),
    ],
    'es': [
        (M + 'es/man1/man.1.gz:819', 'El 30 de abril de 1994', '1994-04-30'),
        (M + 'es/man1/setleds.1.gz:8', '24 de Septiembre de 1994',
         '1994-09-24'),
        (M + 'es/man1/psfstriptable.1.gz:8', '25 de Octubre de 1994',
         '1994-10-25'),
    ],
    'it': [
        (M + 'it/man8/in.ntalkd.8.gz:41', '16 marzo 1991', '1991-03-16'),
        (M + 'it/man1/psc.1.gz:8', '19 settembre 2002', '2002-09-19'),
        (M + 'it/man8/iwgetid.8.gz:11', '02 dicembre 2003', '2003-12-02'),
    ],
    'pt': [
        (M + 'pt_BR/man1/intro.1.gz:48', 'Ter Ago  6 18:50:44 BRT 2002',
         '2002-08-06'),
        (M + 'pt_BR/man8/ldconfig.8.gz:14', '7 janeiro 2023', '2023-01-07'),
        (M + 'pt_BR/man1/uptime.1.gz:8', 'Dezembro de 2012', '2012-12'),
    ],
    'nl': [
        (M + 'nl/man1/intro.1.gz:51', 'Di Aug  6 23:50:44 CEST 2002',
         '2002-08-06'),
        (M + 'nl/man1/nsenter.1.gz:16', '11 mei 2022', '2022-05-11'),
        (M + 'nl/man8/apt-key.8.gz:10', '22 februari 2022', '2022-02-22'),
    ],
    'ru': [
        (M + 'ru/man7/persistent-keyring.7.gz:12', '8 февраля 2023 г.',
         '2023-02-08'),
        (M + 'ru/man7/hostname.7.gz:17', '30 октября 2022 г.', '2022-10-30'),
    ],
    'pl': [
        (M + 'pl/man8/convertquota.8.gz:7', 'piątek, 20 sierpnia 1999',
         '1999-08-20'),
        (M + 'pl/man1/merge.1.gz:3', '19 lutego 2022 r.', '2022-02-19'),
        (M + 'pl/man8/mkswap.8.gz:150', 'sierpień 1998', '1998-08'),
    ],
    'tr': [
        (M + 'tr/man1/chfn.1.gz:10', '13 Ekim 1994', '1994-10-13'),
        (M + 'tr/man1/watch.1.gz:223', 'Nisan 1999’da', '1999-04'),
        (M + 'tr/man1/ssh.1.gz:733', 'Aralık 2009', '2009-12'),
    ],
    'uk': [
        (M + 'uk/man1/date.1.gz:85', 'пт, 29-кві-2022 21:45:24 +0300',
         '2022-04-29'),
        (M + 'uk/man8/lsblk.8.gz:350', 'жовтень 2008 року', '2008-10'),
        (M + 'uk/man1/pidof.1.gz:23', '22 грудня 2020 року', '2020-12-22'),
    ],
    'cs': [
        (M + 'cs/man1/intro.1.gz:49', 'Srpen 2002', '2002-08'),
        (M + 'cs/man5/shadow.5.gz:16', '1. ledna 1970', '1970-01-01'),
    ],
    'sv': [
        (M + 'sv/man1/dpkg-deb.1.gz:198', 'september 1995', '1995-09'),
    ],
    'ro': [
        (M + 'ro/man1/cmp.1.gz:8', 'August 2021', '2021-08'),
    ],
    'vi': [
        (M + 'vi/man1/wdiff.1.gz:8', 'Tháng 4 năm 2014', '2014-04'),
    ],
    'ja': [
        (M + 'ja/man7/glibc.7.gz:56', '1992 年 9 月', '1992-09'),
        (M + 'ja/man8/hwclock.8.gz:647', '1996 年 9 月', '1996-09'),
        (M + 'ja/man1/at.1.gz:74', '7 月 31 日', 'XXXX-07-31'),
    ],
    'zh': [
        (M + 'zh_CN/man8/edquota.8.gz:1', '2001年3月9日星期五', '2001-03-09'),
        (M + 'zh_CN/man1/cksum.1.gz:7', '2020年三月', '2020-03'),
        (M + 'zh_CN/man1/dnskeygen.1.gz:16', '1998 年 12 月 2 日',
         '1998-12-02'),
    ],
}

MESSAGES = {
    'de': [('text', mo('de', 'libc.mo'), LIBC_29, '29. Februar',
            'XXXX-02-29'),
           ('fmt', mo('de', 'glib20.mo'), GLIB_X, 'de_DE')],
    'fr': [('fmt', mo('fr', 'glib20.mo'), GLIB_C, 'fr_FR')],
    'es': [('fmt', mo('es', 'glib20.mo'), GLIB_X, 'es_ES')],
    'it': [('text', mo('it', 'libexif-12.mo'),
            'A character string giving the title of t', 'maggio 2004',
            '2004-05'),
           ('fmt', mo('it', 'glib20.mo'), GLIB_C, 'it_IT')],
    'pt': [('fmt', mo('pt', 'glib20.mo'), GLIB_C, 'pt_PT')],
    'nl': [('fmt', mo('nl', 'glib20.mo'), GLIB_C, 'nl_NL')],
    'ru': [('text', mo('ru', 'libc.mo'), LIBC_29, '29 февраля',
            'XXXX-02-29')],
    'pl': [('fmt', mo('pl', 'glib20.mo'), GLIB_C, 'pl_PL')],
    'tr': [('fmt', mo('tr', 'glib20.mo'), GLIB_C, 'tr_TR')],
    'uk': [('text', mo('uk', 'libc.mo'), LIBC_29, '29 лютого',
            'XXXX-02-29')],
    'cs': [('text', mo('cs', 'libc.mo'), LIBC_29, '29. února',
            'XXXX-02-29'),
           ('fmt', mo('cs', 'glib20.mo'), GLIB_X, 'cs_CZ')],
    'sv': [('fmt', mo('sv', 'glib20.mo'), GLIB_C, 'sv_SE')],
    'ja': [('fmt', mo('ja', 'glib20.mo'), GLIB_C, 'ja_JP'),
           ('fmt', mo('ja', 'glib20.mo'), GLIB_X, 'ja_JP')],
    'zh': [('fmt', mo('zh_TW', 'glib20.mo'), GLIB_C, 'zh_TW'),
           ('fmt', mo('zh_CN', 'glib20.mo'), GLIB_X, 'zh_CN')],
    'ar': [('fmt', mo('ar', 'Linux-PAM.mo'), PAM_ID, 'ar_EG')],
    'he': [('fmt', mo('he', 'glib20.mo'), GLIB_C, 'he_IL')],
    'hi': [('fmt', mo('hi', 'glib20.mo'), GLIB_C, 'hi_IN')],
    'id': [('fmt', mo('id', 'glib20.mo'), GLIB_C, 'id_ID')],
    'vi': [('fmt', mo('vi', 'glib20.mo'), GLIB_X, 'vi_VN')],
}

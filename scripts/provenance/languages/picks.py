"""Phrases picked by hand from translated man pages and message catalogs.

MAN[lang]: (where, phrase, target).  `where` is FILE:LINE of a man page of
the manpages-xx packages (and the few translated pages other packages ship);
build.py renders the line's roff escapes (\\- \\& \\(:a ...) and checks that
the phrase is in it.  Target 'AMB' sends a purely numeric date with day and
month <= 12 to ambiguous.tsv.

MESSAGES[lang]:
  ('text', MO, MSGID-START, phrase, target): a phrase in the msgstr of the
      msgid that starts with MSGID-START in the catalog MO;
  ('fmt', MO, MSGID-START, LOCALE): the msgstr is a date format translated
      by the translator (Linux-PAM's last-login date, glib's GDateTime
      fallbacks); build.py prints a drawn date with it by `date` under
      LOCALE.

Left out on purpose: phrases in English inside translated pages (roff
comments such as `Modified 10 Apr 2002`), the same string in two languages
(`Чтв 3 Мар 23:05:25 2005` is in both the ru and uk coreutils catalogs: kept
for ru), and two coreutils examples whose weekday does not fit the date:
tr `Cum Mar 3 23:05:25 2005` (2005-03-03 is a Thursday, Cum is Friday) and
ko `2005. 05. 03. (목) 23:05:25` (2005-05-03 is a Tuesday); examples whose
two-digit year could be read first (nl `31-12-05` is also 2031-12-05, vi
`22/10/07` also 2022-10-07) and sv date(1)'s `ons  5 okt 2005 22.02.05`,
whose time 22.02.05 reads as a date.
"""

M = '/usr/share/man/'
LOC = '/usr/share/locale/'
CU = 'coreutils.mo'
PAM = 'Linux-PAM.mo'
GLIB = 'glib20.mo'
GTK = 'gtk20.mo'
PS = 'procps-ng.mo'
PAM_ID = ' %a %b %e %H:%M:%S %Z %Y'
GLIB_C = 'GDateTime\x04%a %b %e %H:%M:%S %Y'
GLIB_X = 'GDateTime\x04%m/%d/%y'
CU_C = "  %A   locale's full weekday name"
CU_X = "  %x   locale's date representation"
CU_R = '  -R, --rfc-email'
GTK_T = 'Specify the time of print,'
PS_UP = 'Help for color mapping'


def mo(lang, name):
    return LOC + lang + '/LC_MESSAGES/' + name


MAN = {
    'de': [
        (M + 'de/man1/addftinfo.1.gz:7', '7. März 2023', '2023-03-07'),
        (M + 'de/man1/bashbug.1.gz:7', '11. Dezember 2007', '2007-12-11'),
        (M + 'de/man5/at.allow.5.gz:7', 'Sep. 1997', '1997-09'),
        (M + 'de/man5/ethers.5.gz:6', '6. März, 1999', '1999-03-06'),
        (M + 'de/man1/sensible-browser.1.gz:7', '12. Jan. 2020',
         '2020-01-12'),
        (M + 'de/man8/savelog.8.gz:7', '30. Dez 2017', '2017-12-30'),
        (M + 'de/man1/scp.1.gz:19', '$Mdocdate: 16. Dezember 2022 $',
         '2022-12-16'),
        (M + 'de/man1/intro.1.gz:52', 'Di 6. Aug 23:50:44 CEST 2002',
         '2002-08-06'),
        (M + 'de/man1/find.1.gz:1061', 'Sa 4. Nov 12:02:33 EST 1989',
         '1989-11-04'),
        (M + 'de/man1/man.1.gz:840', '23. Dez. 1992', '1992-12-23'),
        (M + 'de/man1/ssh-keygen.1.gz:645', '1. Januar 2010, 12:30 Uhr',
         '2010-01-01'),
        (M + 'de/man5/sane-apple.5.gz:96', 'Dienstag, 21. Juli',
         'XXXX-07-21'),
        (M + 'de/man8/sa1.8.gz:8', 'NOVEMBER 2020', '2020-11'),
        (M + 'de/man1/chage.1.gz:10', '07.04.2025', 'AMB'),
    ],
    'fr': [
        (M + 'fr/man1/atktopbm.1.gz:11', '26 septembre 1991', '1991-09-26'),
        (M + 'fr/man1/crontab.1.gz:26', '19 Avril 2010', '2010-04-19'),
        (M + 'fr/man1/gencat.1.gz:117', 'novembre 2003', '2003-11'),
        (M + 'fr/man1/lscpu.1.gz:16', '4 août 2022', '2022-08-04'),
        (M + 'fr/man1/lzmore.1.gz:12', '30-06-2013', '2013-06-30'),
        (M + 'fr/man1/date.1.gz:90', 'lun. 17 févr. 2020 14:19:06 CET',
         '2020-02-17'),
        (M + 'fr/man1/intro.1.gz:52',
         'mardi 6 août 2002, 23:50:44 (UTC+0200)', '2002-08-06'),
        (M + 'fr/man8/rtcwake.8.gz:237', 'dimanche 23 octobre 2011',
         '2011-10-23'),
        (M + 'fr/man1/man.1.gz:822', '23 Décembre 1992', '1992-12-23'),
        (M + 'fr/man8/tune2fs.8.gz:217', '19 janvier 2038', '2038-01-19'),
        (M + 'fr/man8/zic.8.gz:293', 'le 31 octobre', 'XXXX-10-31'),
        (M + 'fr/man1/apt-transport-mirror.1.gz:10', '09 décembre 2017',
         '2017-12-09'),
        (M + 'fr/man1/most.1.gz:19', 'Mai 1999', '1999-05'),
        (M + 'fr/man1/chage.1.gz:10', '07/04/2025', 'AMB'),
    ],
    'es': [
        (M + 'es/man1/ac.1.gz:7', '16 de agosto de 2020', '2020-08-16'),
        (M + 'es/man1/addr2line.1.gz:147', '14 Enero 2023', '2023-01-14'),
        (M + 'es/man1/at.1.gz:7', '14 Noviembre 2009', '2009-11-14'),
        (M + 'es/man1/bash.1.gz:35', '19 de Septiembre de 2022',
         '2022-09-19'),
        (M + 'es/man1/chvt.1.gz:8', '26 de Enero de 1997', '1997-01-26'),
        (M + 'es/man1/diff.1.gz:8', 'Agosto de 2021', '2021-08'),
        (M + 'es/man1/mev.1.gz:7', 'Febrero 1995', '1995-02'),
        (M + 'es/man1/lastcomm.1.gz:7', '31 de octubre de 1995',
         '1995-10-31'),
        (M + 'es/man1/date.1.gz:88', 'dom 30 may 2021 15:09:59',
         '2021-05-30'),
        (M + 'es/man1/date.1.gz:261', 'lun 02 nov 2020 22:38:49 CET',
         '2020-11-02'),
        (M + 'es/man5/apt_preferences.5.gz:10', '03 Enero 2022',
         '2022-01-03'),
        (M + 'es/man5/logrotate.conf.5.gz:583', 'al 9 de septiembre de 2001',
         '2001-09-09'),
        (M + 'es/man7/PAM.7.gz:16', '09/03/2021', 'AMB'),
    ],
    'it': [
        (M + 'it/man1/abc2ly.1.gz:8', 'febbraio 2023', '2023-02'),
        (M + 'it/man1/addr2line.1.gz:147', '14 gennaio 2023', '2023-01-14'),
        (M + 'it/man1/editor.1.gz:1', '22 febbraio 2002', '2002-02-22'),
        (M + 'it/man1/gnumeric.1.gz:11', '8 febbraio 2009', '2009-02-08'),
        (M + 'it/man1/linuxdoc.1.gz:10', '27 luglio 2000', '2000-07-27'),
        (M + 'it/man1/xxd.1.gz:1', 'Agosto 1996', '1996-08'),
        (M + 'it/man1/apropos.1.gz:11', 'Revisione e aggiornamento Aprile 2003',
         '2003-04'),
        (M + 'it/man1/xxd.1.gz:3', '21 Maggio 1996', '1996-05-21'),
        (M + 'it/man1/man.1.gz:1091', '23 Dicembre 1992', '1992-12-23'),
        (M + 'it/man8/iwspy.8.gz:10', '31 ottobre 1996', '1996-10-31'),
        (M + 'it/man8/parted.8.gz:7', '28 settembre 2021', '2021-09-28'),
        (M + 'it/man5/apt.conf.5.gz:10', '02 gennaio 2016', '2016-01-02'),
        (M + 'it/man7/hier.7.gz:558', 'marzo 2015', '2015-03'),
    ],
    'pt': [
        (M + 'pt_BR/man1/cat.1.gz:8', 'Setembro de 2022', '2022-09'),
        (M + 'pt_BR/man1/csv2rec.1.gz:8', 'Abril de 2022', '2022-04'),
        (M + 'pt_BR/man1/prtstat.1.gz:14', '9 de setembro de 2020',
         '2020-09-09'),
        (M + 'pt_BR/man1/skill.1.gz:14', 'Outubro de 2011', '2011-10'),
        (M + 'pt_BR/man8/arp.8.gz:1', '22 de junho de 1996', '1996-06-22'),
        (M + 'pt_BR/man8/ifconfig.8.gz:1', '10 de fevereiro de 1996',
         '1996-02-10'),
        (M + 'pt_BR/man1/find.1.gz:1028', 'sáb 04 nov 10:02:33 1989',
         '1989-11-04'),
        (M + 'pt_BR/man1/man.1.gz:802', '23 de dezembro de 1992',
         '1992-12-23'),
        (M + 'pt_BR/man5/shadow.5.gz:16', '1 de janeiro de 1970',
         '1970-01-01'),
        (M + 'pt_BR/man7/hier.7.gz:559', 'publicado em 19 de março',
         'XXXX-03-19'),
        (M + 'pt_BR/man4/cpuid.4.gz:12', '30 outubro 2022', '2022-10-30'),
        (M + 'pt_BR/man5/passwd.5.gz:29', '5/01/1998', 'AMB'),
    ],
    'nl': [
        (M + 'nl/man1/apt-transport-https.1.gz:10', '11 mei 2018',
         '2018-05-11'),
        (M + 'nl/man1/diff.1.gz:8', 'Augustus 2021', '2021-08'),
        (M + 'nl/man1/ed.1.gz:8', 'Januari 2023', '2023-01'),
        (M + 'nl/man1/faked-sysv.1.gz:21', '17 juni 2004', '2004-06-17'),
        (M + 'nl/man1/file.1.gz:8', '26 oktober 2022', '2022-10-26'),
        (M + 'nl/man1/tar.1.gz:22', '13 juli 2020', '2020-07-13'),
        (M + 'nl/man1/wdiff.1.gz:8', 'April 2014', '2014-04'),
        (M + 'nl/man1/date.1.gz:85', 'za 01 okt 2005 16:57:09 CEST',
         '2005-10-01'),
        (M + 'nl/man1/man.1.gz:790', '23 dec 1992', '1992-12-23'),
        (M + 'nl/man1/find.1.gz:988', '1 januari 1970, 00:00 GMT',
         '1970-01-01'),
        (M + 'nl/man5/apt_auth.conf.5.gz:10', '02 december 2019',
         '2019-12-02'),
    ],
    'ru': [
        (M + 'ru/man1/cat.1.gz:8', 'Сентябрь 2022', '2022-09'),
        (M + 'ru/man1/getent.1.gz:12', '7 января 2023 г.', '2023-01-07'),
        (M + 'ru/man1/localedef.1.gz:21', '10 февраля 2023 г.',
         '2023-02-10'),
        (M + 'ru/man4/fd.4.gz:34', '3 июля 1999 г.', '1999-07-03'),
        (M + 'ru/man5/semanage.conf.5.gz:1', 'Сентябрь 2011', '2011-09'),
        (M + 'ru/man8/zdump.8.gz:11', '27 апреля 2020 г.', '2020-04-27'),
        (M + 'ru/man1/man.1.gz:803', '23 декабря 1992', '1992-12-23'),
        (M + 'ru/man1/chage.1.gz:57', 'с 1 января 1970', '1970-01-01'),
        (M + 'ru/man4/random.4.gz:18', '4 декабря 2022 г.', '2022-12-04'),
        (M + 'ru/man1/fuser.1.gz:14', '2022-11-02', '2022-11-02'),
        (M + 'ru/man1/chage.1.gz:10', '04/07/2025', 'AMB'),
    ],
    'pl': [
        (M + 'pl/man1/ac.1.gz:7', '16 sierpnia 2010', '2010-08-16'),
        (M + 'pl/man1/at.1.gz:7', '14 listopada 2009 r.', '2009-11-14'),
        (M + 'pl/man1/bc.1.gz:37', '11 czerwca 2006 r.', '2006-06-11'),
        (M + 'pl/man1/cmp.1.gz:8', 'sierpień 2021', '2021-08'),
        (M + 'pl/man1/dc.1.gz:20', '22 maja 2008 r.', '2008-05-22'),
        (M + 'pl/man1/editor.1.gz:1', '2006 kwi 11', '2006-04-11'),
        (M + 'pl/man1/vimtutor.1.gz:1', '2001 Kwi 2', '2001-04-02'),
        (M + 'pl/man1/xxd.1.gz:1', 'Sierpień 1996', '1996-08'),
        (M + 'pl/man8/anacron.8.gz:7', '30 listopada 2018 r.', '2018-11-30'),
        (M + 'pl/man8/slattach.8.gz:7', '31 grudnia 2011 r.', '2011-12-31'),
        (M + 'pl/man7/samba.7.gz:16', '03/29/2023', '2023-03-29'),
        (M + 'pl/man1/clear.1.gz:96', 'z 24 Stycznia 1979', '1979-01-24'),
        (M + 'pl/man1/compress.1.gz:63', '(lipiec 1984)', '1984-07'),
        (M + 'pl/man8/depmod.8.gz:16', '12/10/2022', 'AMB'),
    ],
    'tr': [
        (M + 'tr/man1/ab.1.gz:24', '28 Şubat 2022', '2022-02-28'),
        (M + 'tr/man1/arch.1.gz:8', 'Eylül 2021', '2021-09'),
        (M + 'tr/man1/bc.1.gz:8', '11 Haziran 2006', '2006-06-11'),
        (M + 'tr/man1/cal.1.gz:45', '17 Şubat 2022', '2022-02-17'),
        (M + 'tr/man1/crontab.1.gz:25', '29 Aralık 1993', '1993-12-29'),
        (M + 'tr/man1/dnsdomainname.1.gz:28', '16 Eylüll 2009',
         '2009-09-16'),
        (M + 'tr/man1/date.1.gz:52', 'Pzt 04 Nis 2022 16:05:48 +03',
         '2022-04-04'),
        (M + 'tr/man1/clear.1.gz:76', '24 Şubat 1979’da', '1979-02-24'),
        (M + 'tr/man1/cal.1.gz:217', 'Ekim 1582’deki', '1582-10'),
        (M + 'tr/man8/mke2fs.8.gz:183', '19 Ocak 2038’den', '2038-01-19'),
        (M + 'tr/man1/rsync.1.gz:2486', '30 Ocak yerel zamanla',
         'XXXX-01-30'),
        (M + 'tr/man5/shadow.5.gz:31', '1 ocak 1970´den', '1970-01-01'),
        (M + 'tr/man1/chage.1.gz:63', 'Kasım 2003', '2003-11'),
        (M + 'tr/man2/kill.2.gz:51', '10 Ekim 2019', '2019-10-10'),
    ],
    'uk': [
        (M + 'uk/man1/abc2ly.1.gz:8', 'Лютий 2023 року', '2023-02'),
        (M + 'uk/man1/bashbug.1.gz:7', '11 грудня 2007 року', '2007-12-11'),
        (M + 'uk/man1/chvt.1.gz:8', '26 січня 1997', '1997-01-26'),
        (M + 'uk/man1/less.1.gz:8', 'Версія 590: 3 червня 2021 року',
         '2021-06-03'),
        (M + 'uk/man1/lz.1.gz:18', 'Середа, 23 лютого 00:00:00 EET 2000 року',
         '2000-02-23'),
        (M + 'uk/man1/psfgettable.1.gz:8', '25 жов 1994', '1994-10-25'),
        (M + 'uk/man1/scp.1.gz:19', '$Mdocdate: 16 грудня 2022 року $',
         '2022-12-16'),
        (M + 'uk/man1/unicode_stop.1.gz:8', '3 лют 2001', '2001-02-03'),
        (M + 'uk/man1/uptime.1.gz:8', 'грудень 2012 року', '2012-12'),
        (M + 'uk/man1/ssh-keygen.1.gz:652', '12:30 1 січня 2010 року',
         '2010-01-01'),
        (M + 'uk/man1/gunzip.1.gz:302', '(травень 1996 року)', '1996-05'),
        (M + 'uk/man8/dosfsck.8.gz:29', '31 січня 2021 року', '2021-01-31'),
    ],
    'cs': [
        (M + 'cs/man1/[.1.gz:8', 'Září 2022', '2022-09'),
        (M + 'cs/man1/ar.1.gz:147', '14. ledna 2023', '2023-01-14'),
        (M + 'cs/man1/diff.1.gz:8', 'Srpen 2021', '2021-08'),
        (M + 'cs/man1/dvipdf.1.gz:8', '21. září 2022', '2022-09-21'),
        (M + 'cs/man1/finger.1.gz:41', '15. srpna 1999', '1999-08-15'),
        (M + 'cs/man1/wget.1.gz:80', '14. května 2022', '2022-05-14'),
        (M + 'cs/man5/ftpusers.5.gz:12', '22. dubna 1994', '1994-04-22'),
        (M + 'cs/man5/passwd.5.gz:1', '19. března 1997', '1997-03-19'),
        (M + 'cs/man8/atd.8.gz:7', '14. listopadu 2009', '2009-11-14'),
        (M + 'cs/man1/date.1.gz:84', 'Čt 3. březen 2005, 23:05:25 CET',
         '2005-03-03'),
        (M + 'cs/man4/kmem.4.gz:13', '30. října 2022', '2022-10-30'),
        (M + 'cs/man1/expiry.1.gz:1', '11/05/2005', 'AMB'),
        (M + 'cs/man8/groupadd.8.gz:1', '01/02/2006', 'AMB'),
    ],
    'sv': [
        (M + 'sv/man1/cmp.1.gz:8', 'augusti 2021', '2021-08'),
        (M + 'sv/man1/faked-sysv.1.gz:21', '17:e juni 2004', '2004-06-17'),
        (M + 'sv/man1/fakeroot-sysv.1.gz:21', '5:e oktober 2014',
         '2014-10-05'),
        (M + 'sv/man1/grub-editenv.1.gz:8', 'februari 2023', '2023-02'),
        (M + 'sv/man3/procps.3.gz:24', 'Augusti 2022', '2022-08'),
        (M + 'sv/man1/intro.1.gz:50', 'tis  6 aug 2002 23:50:44 CEST',
         '2002-08-06'),
        (M + 'sv/man1/man.1.gz:782', '23:e dec 1992', '1992-12-23'),
        (M + 'sv/man1/man.1.gz:785', '30:e april 1994', '1994-04-30'),
        (M + 'sv/man1/wdiff.1.gz:8', 'april 2014', '2014-04'),
        (M + 'sv/man1/chage.1.gz:10', '07-04-2025', 'AMB'),
    ],
    'ro': [
        (M + 'ro/man1/chgrp.1.gz:8', 'Septembrie 2022', '2022-09'),
        (M + 'ro/man1/lzegrep.1.gz:14', '19.07.2022', '2022-07-19'),
        (M + 'ro/man1/lzless.1.gz:15', '27.09.2010', '2010-09-27'),
        (M + 'ro/man1/lzmore.1.gz:12', '30.06.2013', '2013-06-30'),
        (M + 'ro/man1/pstree.1.gz:14', '21.06.2021', '2021-06-21'),
        (M + 'ro/man1/prtstat.1.gz:14', '09.09.2020', '2020-09-09'),
        (M + 'ro/man1/sed.1.gz:8', 'Ianuarie 2023', '2023-01'),
        (M + 'ro/man1/wdiff.1.gz:8', 'Aprilie 2014', '2014-04'),
        (M + 'ro/man7/ascii.7.gz:22', '5. februarie 2023', '2023-02-05'),
        (M + 'ro/man1/fuser.1.gz:14', '02.11.2022', 'AMB'),
        (M + 'ro/man1/killall.1.gz:14', '11.01.2021', 'AMB'),
    ],
    'ja': [
        (M + 'ja/man1/arch.1.gz:2', '2021年5月', '2021-05'),
        (M + 'ja/man1/autoconf.1.gz:10', '2021年1月', '2021-01'),
        (M + 'ja/man1/ci.1.gz:496', '1990 年 1 月 11 日', '1990-01-11'),
        (M + 'ja/man1/indent.1.gz:22', '2002 年 11 月 10 日版', '2002-11-10'),
        (M + 'ja/man1/file.1.gz:411', '1973 年 11 月', '1973-11'),
        (M + 'ja/man1/vacation.1.gz:190', '7 月 22 日まで', 'XXXX-07-22'),
        (M + 'ja/man8/nginx.8.gz:205', '2004 年 10 月 4 日', '2004-10-04'),
        (M + 'ja/man8/sudoreplay.8.gz:237',
         '2009 年 9 月 17 日 午前 10 時 01 分', '2009-09-17'),
        (M + 'ja/man8/iptables-extensions.8.gz:1341', '2 月 29 日',
         'XXXX-02-29'),
        (M + 'ja/man1/man.1.gz:704', '1992年12月23日', '1992-12-23'),
        (M + 'ja/man8/setserial.8.gz:533', '1993 年 1 月 1 日', '1993-01-01'),
        (M + 'ja/man1/dblatex.1.gz:18', '2015/03/06', '2015-03-06'),
    ],
    'zh': [
        (M + 'zh_CN/man1/ar.1.gz:474', '1991年10月', '1991-10'),
        (M + 'zh_CN/man1/at.1.gz:106', '7月31日上午10:00', 'XXXX-07-31'),
        (M + 'zh_CN/man1/cal.1.gz:74', '1752 年 9 月 3 日', '1752-09-03'),
        (M + 'zh_CN/man1/date.1.gz:78', '2005年03月03日 星期四 23时05分25秒',
         '2005-03-03'),
        (M + 'zh_CN/man1/file.1.gz:226', '1975年1月', '1975-01'),
        (M + 'zh_CN/man5/inittab.5.gz:239', '2002年7月13日', '2002-07-13'),
        (M + 'zh_CN/man7/perlbook.7.gz:149', '2001年12月17日星期一',
         '2001-12-17'),
        (M + 'zh_TW/man7/perlsec.7.gz:451', '2001年12月23日星期日',
         '2001-12-23'),
        (M + 'zh_CN/man7/perldata.7.gz:728', '2001年12月4日星期二',
         '2001-12-04'),
        (M + 'zh_CN/man7/perlfaq1.7.gz:155', '1988年 6 月', '1988-06'),
        (M + 'zh_CN/man7/alter_user.7.gz:96', '2005 年 5 月 4 日正午',
         '2005-05-04'),
        (M + 'zh_TW/man8/cron.8.gz:20', '2000年12月23日', '2000-12-23'),
        (M + 'zh_CN/man5/proc.5.gz:635', '1970 年 1 月 1 号', '1970-01-01'),
    ],
    'ko': [
        (M + 'ko/man1/man.1.gz:618', '1992년 12월 23일', '1992-12-23'),
        (M + 'ko/man1/man.1.gz:621', '1994년 4월 30일', '1994-04-30'),
        (M + 'ko/man1/man.1.gz:624', '1996년 10월 30일', '1996-10-30'),
        (M + 'ko/man1/man.1.gz:627', '2001년 3월 31일', '2001-03-31'),
    ],
    'el': [
        (M + 'el/man1/bison.1.gz:8', 'Σεπτέμβριος 2022', '2022-09'),
        (M + 'el/man1/cmp.1.gz:8', 'Αύγουστος 2021', '2021-08'),
    ],
    'id': [
        (M + 'id/man1/at.1.gz:7', '14 November 2009', '2009-11-14'),
        (M + 'id/man1/chmod.1.gz:8', 'September 2022', '2022-09'),
        (M + 'id/man1/cmp.1.gz:8', 'Agustus 2021', '2021-08'),
        (M + 'id/man1/login.1.gz:3', '4 November 1996', '1996-11-04'),
        (M + 'id/man1/write.1.gz:16', '11 Mei 2022', '2022-05-11'),
        (M + 'id/man8/lsmod.8.gz:16', '10 Desember 2022', '2022-12-10'),
        (M + 'id/man1/at.1.gz:74', 'pada tanggal 31 Juli', 'XXXX-07-31'),
    ],
    'vi': [
        (M + 'vi/man1/[.1.gz:8', 'Tháng 9 năm 2022', '2022-09'),
        (M + 'vi/man1/cmp.1.gz:8', 'Tháng 8 năm 2021', '2021-08'),
        (M + 'vi/man1/csv2rec.1.gz:8', 'Tháng 4 năm 2022', '2022-04'),
        (M + 'vi/man1/grub-editenv.1.gz:8', 'Tháng 2 năm 2023', '2023-02'),
        (M + 'vi/man8/grub-install.8.gz:8', 'Tháng 1 năm 2022', '2022-01'),
    ],
}

MESSAGES = {
    'de': [
        ('text', mo('de', CU), CU_C, 'Fr, 18. Nov 2005 15:05:42',
         '2005-11-18'),
        ('fmt', mo('de', PAM), PAM_ID, 'de_DE'),
        ('fmt', mo('de', GLIB), GLIB_C, 'de_DE'),
        ('text', mo('de', GTK), GTK_T, 'z.B.: 15:30, 14:50:45', ''),
    ],
    'fr': [
        ('text', mo('fr', CU), CU_C, 'jeu. 03 mars 2005 23:05:25 CET',
         '2005-03-03'),
        ('fmt', mo('fr', PAM), PAM_ID, 'fr_FR'),
        ('text', mo('fr', PS), PS_UP,
         '04:25:44 up 8 jours, 50 min,  7 utilisateurs', ''),
    ],
    'es': [
        ('text', mo('es', CU), CU_C, 'jue mar  3 23:05:25 CET 2005',
         '2005-03-03'),
        ('text', mo('es', CU), CU_X, '31/12/99', '1999-12-31'),
        ('fmt', mo('es', GLIB), GLIB_C, 'es_ES'),
        ('text', mo('es', GTK), GTK_T,
         'ej. 15:30, 2:35 pm, 14:15:20, 11:46:30 am, 4 pm', ''),
    ],
    'it': [
        ('text', mo('it', CU), CU_C, 'gio 3 mar 2005 12:02:33 CET',
         '2005-03-03'),
        ('fmt', mo('it', PAM), PAM_ID, 'it_IT'),
    ],
    'pt': [
        ('text', mo('pt_BR', CU), CU_C, 'Qui 03 Mar 2005 23:05:25 BRT',
         '2005-03-03'),
        ('text', mo('pt_BR', CU), CU_X, '31-12-1999', '1999-12-31'),
        ('fmt', mo('pt_BR', GLIB), GLIB_C, 'pt_BR'),
        ('fmt', mo('pt', GLIB), GLIB_X, 'pt_PT'),
        ('text', mo('pt_BR', PS), PS_UP,
         '04:25:44 ativo 8 dias, 50 min,  7 usuários', ''),
    ],
    'nl': [
        ('fmt', mo('nl', PAM), PAM_ID, 'nl_NL'),
        ('fmt', mo('nl', GLIB), GLIB_X, 'nl_NL'),
    ],
    'ru': [
        ('text', mo('ru', CU), CU_C, 'Чтв 3 Мар 23:05:25 2005', '2005-03-03'),
        ('fmt', mo('ru', GLIB), GLIB_C, 'ru_RU'),
        ('fmt', mo('ru', GLIB), GLIB_X, 'ru_RU'),
        ('text', mo('ru', GTK), GTK_T, 'например, 15:30, 14:15:20, 7:20', ''),
    ],
    'pl': [
        ('text', mo('pl', CU), CU_C, 'czw mar 03 23:05:25 MEST 2005',
         '2005-03-03'),
        ('fmt', mo('pl', PAM), PAM_ID, 'pl_PL'),
        ('fmt', mo('pl', GLIB), GLIB_X, 'pl_PL'),
    ],
    'tr': [
        ('text', mo('tr', CU), CU_R, 'Paz, 14 Ağu 2022 02:34:56 -0600',
         '2022-08-14'),
        ('fmt', mo('tr', PAM), PAM_ID, 'tr_TR'),
    ],
    'uk': [
        ('fmt', mo('uk', GLIB), GLIB_X, 'uk_UA'),
        ('text', mo('uk', PS), PS_UP,
         '04:25:44, працюємо 8 днів, 50 хв.,  7 користувачів', ''),
    ],
    'cs': [
        ('text', mo('cs', CU), CU_C, 'Ne\xa014.\xa0leden\xa02007,\xa0'
         '00:49:20\xa0CET', '2007-01-14'),
        ('fmt', mo('cs', PAM), PAM_ID, 'cs_CZ'),
        ('fmt', mo('cs', GLIB), GLIB_C, 'cs_CZ'),
    ],
    'sv': [
        ('text', mo('sv', CU), CU_X, '2005-10-06', '2005-10-06'),
        ('fmt', mo('sv', PAM), PAM_ID, 'sv_SE'),
        ('fmt', mo('sv', GLIB), GLIB_X, 'sv_SE'),
        ('text', mo('sv', PS), PS_UP, '04:25:44 uppe 8 dagar, 50 min', ''),
    ],
    'ro': [
        ('fmt', mo('ro', GLIB), GLIB_C, 'ro_RO'),
        ('fmt', mo('ro', GLIB), GLIB_X, 'ro_RO'),
    ],
    'ja': [
        ('fmt', mo('ja', PAM), PAM_ID, 'ja_JP'),
        ('text', mo('ja', GTK), GTK_T,
         '(例) 15:30、午後 2:35、14:15:20, 午前 11:46:30 am、午後 4', ''),
    ],
    'zh': [
        ('text', mo('zh_CN', CU), CU_X, '1999年12月31日', '1999-12-31'),
        ('fmt', mo('zh_CN', GLIB), GLIB_C, 'zh_CN'),
        ('fmt', mo('zh_TW', GLIB), GLIB_X, 'zh_TW'),
        ('text', mo('zh_CN', GTK), GTK_T,
         '例如 15:30, 2:35 pm, 14:15:20, 11:46:30 am, 4 pm', ''),
    ],
    'ko': [
        ('text', mo('ko', CU), CU_R, '2006년 8월 14일 (월) 17:34:56 +0900',
         '2006-08-14'),
        ('fmt', mo('ko', GLIB), GLIB_C, 'ko_KR'),
        ('fmt', mo('ko', GLIB), GLIB_X, 'ko_KR'),
        ('text', mo('ko', PS), PS_UP, '04:25:44 가동시간 8일, 50분', ''),
    ],
    'ar': [
        ('fmt', mo('ar', GLIB), GLIB_C, 'ar_EG'),
        ('fmt', mo('ar', GLIB), GLIB_X, 'ar_EG'),
        ('text', mo('ar', GTK), GTK_T,
         'مثلا: 15:30، 2:35 م، 14:15:20، 11:46:30 ص، 4 م', ''),
    ],
    'fa': [
        ('fmt', mo('fa', GLIB), GLIB_C, 'fa_IR'),
        ('fmt', mo('fa', GLIB), GLIB_X, 'fa_IR'),
    ],
    'he': [
        ('fmt', mo('he', GLIB), GLIB_X, 'he_IL'),
        ('text', mo('he', GTK), GTK_T,
         'לדוגמה: 15:30, 2:35\u200e pm,\u200f 14:15:20, 11:46:30\u200e am,'
         '\u200f 4\u200e pm', ''),
    ],
    'hi': [
        ('fmt', mo('hi', GLIB), GLIB_X, 'hi_IN'),
        ('text', mo('hi', GTK), GTK_T,
         'उदाहरण. 15:30, 2:35 pm, 14:15:20, 11:46:30 am, 4 pm', ''),
    ],
    'id': [
        ('fmt', mo('id', GLIB), GLIB_X, 'id_ID'),
    ],
    'vi': [
        ('text', mo('vi', CU), CU_C, '14:36:33 MSD Thứ ba  26 Thg 4 2005',
         '2005-04-26'),
        ('fmt', mo('vi', GLIB), GLIB_C, 'vi_VN'),
        ('text', mo('vi', GTK), GTK_T,
         '15:30, 2:35 pm, 14:15:20, 11:46:30 sáng, 4 giờ chiều', ''),
    ],
    'th': [
        ('fmt', mo('th', GLIB), GLIB_C, 'th_TH'),
        ('fmt', mo('th', GLIB), GLIB_X, 'th_TH'),
        ('text', mo('th', GTK), GTK_T,
         'เช่น 15:30, 2:35 pm, 14:15:20, 11:46:30 am, 4 pm', ''),
    ],
    'el': [
        ('fmt', mo('el', GLIB), GLIB_C, 'el_GR'),
        ('fmt', mo('el', GLIB), GLIB_X, 'el_GR'),
        ('text', mo('el', GTK), GTK_T,
         'π.χ. 15:30, 2:35 μμ, 14:15:20, 11:46:30 πμ, 4 μμ', ''),
    ],
}

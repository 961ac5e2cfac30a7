"""Shared helpers for the multilingual evaluation set (data/languages/).

Used by build.py, check.py and evaluate.py.  Nothing here reads the
project's generator (lib/, app/, python/, configs/) or its training data.
Standard library only (Debian's /usr/bin/python3).
"""
import datetime
import os
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
DATA = os.path.join(ROOT, 'data', 'languages')

LANGS = ['es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'pl', 'tr', 'uk', 'cs',
         'sv', 'ro', 'ja', 'zh', 'ko', 'ar', 'fa', 'he', 'hi', 'id', 'vi',
         'th', 'el']

# The glibc locale whose LC_TIME names the checker reads for each language.
MAIN_LOCALE = {
    'es': 'es_ES', 'fr': 'fr_FR', 'de': 'de_DE', 'it': 'it_IT',
    'pt': 'pt_BR', 'nl': 'nl_NL', 'ru': 'ru_RU', 'pl': 'pl_PL',
    'tr': 'tr_TR', 'uk': 'uk_UA', 'cs': 'cs_CZ', 'sv': 'sv_SE',
    'ro': 'ro_RO', 'ja': 'ja_JP', 'zh': 'zh_CN', 'ko': 'ko_KR',
    'ar': 'ar_EG', 'fa': 'fa_IR', 'he': 'he_IL', 'hi': 'hi_IN',
    'id': 'id_ID', 'vi': 'vi_VN', 'th': 'th_TH', 'el': 'el_GR',
}
# Other locales of the same language whose names are read too.
MORE_LOCALES = {
    'pt': ['pt_PT'], 'zh': ['zh_TW', 'zh_HK'], 'ar': ['ar_SA', 'ar_MA'],
    'sv': ['sv_FI'], 'de': ['de_AT', 'de_CH'], 'es': ['es_MX'],
    'fr': ['fr_CA'], 'nl': ['nl_BE'],
}

ORIGINS = ('glibc-date', 'glibc-ls', 'manpage', 'doc', 'messages', 'hand')
CALENDARS = ('buddhist', 'japanese', 'roc', 'persian', 'hebrew')

# ------------------------------------------------------------------ digits
_DIGIT_BLOCKS = [0x0660, 0x06F0, 0x0966, 0x0E50, 0xFF10, 0x09E6, 0x0AE6]


def ascii_digits(s):
    """Arabic-Indic, Persian, Devanagari, Thai, fullwidth digits -> 0-9."""
    out = []
    for ch in s:
        o = ord(ch)
        for b in _DIGIT_BLOCKS:
            if b <= o <= b + 9:
                ch = chr(ord('0') + o - b)
                break
        out.append(ch)
    return ''.join(out)


HAN_DIGITS = '〇一二三四五六七八九'


def han_year(y):
    """A year digit by digit in Han numerals: 1987 -> 一九八七."""
    return ''.join(HAN_DIGITS[int(c)] for c in str(y))


def han_num(n):
    """1..99 in Han numerals as dates write them: 3 -> 三, 10 -> 十, 24 -> 二十四."""
    if n < 10:
        return HAN_DIGITS[n]
    t, u = divmod(n, 10)
    return ('' if t == 1 else HAN_DIGITS[t]) + '十' + (HAN_DIGITS[u] if u else '')

# ----------------------------------------------------------------- targets
TARGET_RE = re.compile(r'^(?:(\d{4})-(\d\d)-(\d\d)|XXXX-(\d\d)-(\d\d)|'
                       r'(\d{4})-(\d\d)|)$')
FULL_RE = re.compile(r'^\d{4}-\d\d-\d\d$')


def check_target(t):
    """None if t is a well-formed target of a real date, else a message."""
    m = TARGET_RE.match(t)
    if not m:
        return 'bad target %r' % t
    try:
        if m.group(1):
            y = int(m.group(1))
            datetime.date(y, int(m.group(2)), int(m.group(3)))
        elif m.group(4):
            datetime.date(2000, int(m.group(4)), int(m.group(5)))
            y = 2000
        elif m.group(6):
            y = int(m.group(6))
            datetime.date(y, int(m.group(7)), 1)
        else:
            return None
    except ValueError as e:
        return 'target %r is not a date: %s' % (t, e)
    if not 1000 <= y <= 2999:
        return 'year out of 1000..2999: %r' % t
    return None


def kind(t):
    if not t:
        return 'none'
    if t.startswith('X'):
        return 'no year'
    return 'month' if len(t) == 7 else 'full'


def pivot(yy):
    yy = int(yy)
    return 1900 + yy if yy >= 69 else 2000 + yy


def full(y, m, d):
    y, m, d = int(y), int(m), int(d)
    datetime.date(y, m, d)
    if not 1000 <= y <= 2999:
        raise ValueError('year out of range')
    return '%04d-%02d-%02d' % (y, m, d)


# --------------------------------------------------------- numeric dates
# Three digit groups with the same separator (/ . - space, '. ' or '.\u00a0'),
# after digits have been made ASCII.  Two-digit or four-digit last group.
NUMERIC = re.compile(
    r'(?<![\d.,/:\-])(\d{1,2})(\s?[/.\-]\s?|\s)(\d{1,2})\2(\d{4}|\d\d)'
    r'(?![\d:/]|\.\d|-\d)')
# Day and month without a year: 25.12. or 25/12 (not a time).
NUMERIC_DM = re.compile(r'(?<![\d.,/:\-])(\d{1,2})([./])(\d{1,2})\.?'
                        r'(?![\d/:]|[.\-]\d|\s?[/.\-]\s?\d)')


def numeric_readings(a, b, y):
    """Valid readings of a/b/y: month-first, day-first, and (two-digit first
    group and two-digit last group) year-first y=a, m=b, d=y."""
    out = []
    yy = int(y) if len(y) == 4 else pivot(y)
    for mm, dd in ((a, b), (b, a)):
        try:
            r = full(yy, mm, dd)
        except ValueError:
            continue
        if r not in out:
            out.append(r)
    if len(y) == 2 and len(a) == 2:
        try:
            r = full(pivot(a), b, y)
            if r not in out:
                out.append(r)
        except ValueError:
            pass
    return out


BIDI = dict.fromkeys(map(ord, '\u200e\u200f\u061c\u202a\u202b\u202c\u202d'
                          '\u202e\u2066\u2067\u2068\u2069'))


def numeric_groups(src):
    """[(matched text, a, b, y, readings)] for the numeric dates of src
    (digits made ASCII, bidi marks removed)."""
    s = ascii_digits(src).translate(BIDI)
    return [(m.group(0), m.group(1), m.group(3), m.group(4),
             numeric_readings(m.group(1), m.group(3), m.group(4)))
            for m in NUMERIC.finditer(s)]


def ambiguous_readings(src):
    """(month-first, day-first) if src holds one ambiguous numeric date."""
    g = numeric_groups(src)
    if len(g) != 1:
        return None
    _, a, b, y, r = g[0]
    ai, bi = int(a), int(b)
    if not (ai <= 12 and bi <= 12 and ai != bi):
        return None
    yy = int(y) if len(y) == 4 else pivot(y)
    try:
        return full(yy, ai, bi), full(yy, bi, ai)
    except ValueError:
        return None


# ------------------------------------------------------------- weekdays
WEEKDAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday',
               'saturday', 'sunday']


def norm(s, lang):
    """Normal form for matching names: NFC, case folded; Greek and Turkish
    also lose their accents (capitals are written without them)."""
    s = unicodedata.normalize('NFC', s).casefold()
    if lang in ('el', 'tr'):
        s = unicodedata.normalize('NFD', s)
        s = ''.join(c for c in s if not unicodedata.combining(c))
        s = s.replace('ı', 'i')
        s = unicodedata.normalize('NFC', s)
    return s


def _locale_lists(loc):
    """{'day': [...], 'abday': [...], 'mon': [...], ...} from `locale -k`."""
    env = dict(os.environ, LC_ALL=loc + '.UTF-8')
    try:
        out = subprocess.run(['locale', '-k', 'LC_TIME'], env=env,
                             capture_output=True).stdout.decode('utf-8',
                                                                'replace')
    except OSError:
        return {}
    res = {}
    for line in out.splitlines():
        k, _, v = line.partition('=')
        if k in ('day', 'abday', 'mon', 'abmon', 'alt_mon', 'ab_alt_mon'):
            res[k] = [x.strip() for x in v.strip('"').split(';')]
    return res


# Extra weekday forms people write, beyond glibc's day/abday, by language:
# weekday index 0 = Monday.  (Declined forms, other abbreviations.)
EXTRA_WEEKDAYS = {
    'es': [['lun.', 'lu'], ['mart.', 'ma'], ['miérc.', 'mi', 'miercoles'],
           ['juev.', 'ju'], ['viern.', 'vi'], ['sáb.', 'sa', 'sabado'],
           ['dom.', 'do']],
    'fr': [['lun'], ['mar'], ['mer'], ['jeu'], ['ven'], ['sam'], ['dim']],
    'de': [['Mo.', 'Mon'], ['Di.', 'Die'], ['Mi.', 'Mit'], ['Do.', 'Don'],
           ['Fr.', 'Fre'], ['Sa.', 'Sam', 'Sonnabend'], ['So.', 'Son']],
    'it': [['lun.'], ['mar.'], ['mer.', 'mercoledi'], ['gio.', 'giovedi'],
           ['ven.', 'venerdi'], ['sab.'], ['dom.']],
    'pt': [['segunda-feira', 'seg.', '2ª feira', '2ª'],
           ['terça-feira', 'ter.', '3ª feira', '3ª'],
           ['quarta-feira', 'qua.', '4ª feira', '4ª'],
           ['quinta-feira', 'qui.', '5ª feira', '5ª'],
           ['sexta-feira', 'sex.', '6ª feira', '6ª'], ['sáb.'], ['dom.']],
    'nl': [['ma.'], ['di.'], ['wo.'], ['do.'], ['vr.', 'vrij'], ['za.'],
           ['zo.']],
    'ru': [['пн.', 'понедельника'], ['вт.', 'вторника'],
           ['ср.', 'среду', 'среды'], ['чт.', 'чтв', 'четверга'],
           ['пт.', 'пятницу', 'пятницы'], ['сб.', 'субботу', 'субботы'],
           ['вс.', 'воскресенья']],
    'pl': [['pon.', 'pn', 'pn.', 'poniedziałku'], ['wt', 'wt.', 'wtorku'],
           ['śr', 'śr.', 'środę', 'środy'], ['czw.', 'czwartku'],
           ['pt', 'pt.', 'piątku'], ['sob.', 'sobotę', 'soboty'],
           ['niedz.', 'nd', 'nd.', 'niedzielę', 'niedzieli']],
    'tr': [['Pts', 'Pzt.', 'Pazartesi'], ['Sal.', 'Salı'],
           ['Çar', 'Çarş', 'Çarşamba'], ['Per', 'Perş', 'Perşembe'],
           ['Cuma', 'Cum.'], ['Cmt', 'Cumartesi'], ['Paz.', 'Pazar']],
    'uk': [['пн.', 'понеділка'], ['вт.', 'вівторка'],
           ['ср.', 'середу', 'середи'], ['чт.', 'четверга'],
           ["п'ятницю", 'пʼятниця', 'пʼятницю', 'пт.', "п'ятниці"],
           ['сб.', 'суботу', 'суботи'], ['нд.', 'неділю', 'неділі']],
    'cs': [['po.', 'pondělí'], ['út.', 'úterý'], ['st.', 'středu', 'středa'],
           ['čt.', 'čtvrtek'], ['pá.', 'pátek'], ['so.', 'sobotu'],
           ['ne.', 'neděli']],
    'sv': [['mån.', 'måndagen'], ['tis.', 'tisdagen'], ['ons.', 'onsdagen'],
           ['tors', 'tors.', 'torsdagen'], ['fre.', 'fredagen'],
           ['lör.', 'lördagen'], ['sön.', 'söndagen']],
    'ro': [['lun.', 'luni'], ['mar.', 'marti', 'marți', 'marţi'],
           ['mie.', 'miercuri'], ['joi'], ['vin.', 'vineri'],
           ['sâm.', 'sâmbătă', 'sambata', 'sâmbăta'], ['dum.', 'duminica',
                                                        'duminică']],
    'id': [['Sen.'], ['Sel.'], ['Rab.'], ['Kam.'], ["Jum'at", 'Jumat'],
           ['Sab.'], ['Ahad', 'Min.']],
    'vi': [['thứ hai', 'thứ 2', 't2', 'thứ hai,'], ['thứ ba', 'thứ 3', 't3'],
           ['thứ tư', 'thứ 4', 't4'], ['thứ năm', 'thứ 5', 't5'],
           ['thứ sáu', 'thứ 6', 't6'], ['thứ bảy', 'thứ 7', 't7'],
           ['chủ nhật', 'cn']],
    'el': [['Δευτέρας', 'Δε', 'Δευ.'], ['Τρίτης', 'Τρ', 'Τρ.', 'Τρι.'],
           ['Τετάρτης', 'Τε', 'Τετ.'], ['Πέμπτης', 'Πε', 'Πεμ.', 'Πέμ.'],
           ['Παρασκευής', 'Πα', 'Παρ.'], ['Σαββάτου', 'Σα', 'Σαβ.'],
           ['Κυριακής', 'Κυ', 'Κυρ.']],
    'ar': [['الإثنين', 'الاثنين', 'اثنين'], ['الثلاثاء', 'ثلاثاء'],
           ['الأربعاء', 'الاربعاء', 'أربعاء'], ['الخميس', 'خميس'],
           ['الجمعة', 'الجمعـة', 'جمعة'], ['السبت'], ['الأحد', 'الاحد']],
    'fa': [['دوشنبه', 'دو‌شنبه'], ['سه‌شنبه', 'سه شنبه', 'سه‌ شنبه'],
           ['چهارشنبه', 'چهار‌شنبه'], ['پنجشنبه', 'پنج‌شنبه', 'پنج شنبه'],
           ['جمعه'], ['شنبه'], ['یکشنبه', 'یک‌شنبه']],
    'he': [['יום שני', 'יום ב', "יום ב'", 'יום ב׳'],
           ['יום שלישי', "יום ג'", 'יום ג׳'],
           ['יום רביעי', "יום ד'", 'יום ד׳'],
           ['יום חמישי', "יום ה'", 'יום ה׳'],
           ['יום שישי', "יום ו'", 'יום ו׳', 'ערב שבת'],
           ['שבת', "יום ש'"], ['יום ראשון', "יום א'", 'יום א׳']],
    'hi': [['सोमवार', 'सोम'], ['मंगलवार', 'मंगल'], ['बुधवार', 'बुध'],
           ['गुरुवार', 'गुरु', 'बृहस्पतिवार'], ['शुक्रवार', 'शुक्र'],
           ['शनिवार', 'शनि'], ['रविवार', 'रवि', 'इतवार']],
    'th': [['วันจันทร์', 'จันทร์', 'จ.'], ['วันอังคาร', 'อังคาร', 'อ.'],
           ['วันพุธ', 'พุธ', 'พ.'], ['วันพฤหัสบดี', 'พฤหัสบดี', 'พฤหัส',
                                     'พฤ.'],
           ['วันศุกร์', 'ศุกร์', 'ศ.'], ['วันเสาร์', 'เสาร์', 'ส.'],
           ['วันอาทิตย์', 'อาทิตย์', 'อา.']],
}

# Languages whose two-letter weekday names (without a dot) are also common
# words: such a name counts only as the first word of the source.
SHORT_FIRST = ('cs', 'es', 'it', 'ro', 'nl', 'pl', 'de', 'el')
# Languages written without spaces between words: names match anywhere.
NO_SPACE = ('ja', 'zh', 'th')
# Regular expressions for CJK weekdays: (pattern, group holding the day).
CJK_DAY_CHARS = {
    'ja': '月火水木金土日', 'ko': '월화수목금토일',
    'zh': '一二三四五六日',
}
CJK_PATTERNS = {
    'ja': [r'([月火水木金土日])曜', r'[(（]\s*([月火水木金土日])\s*[)）]'],
    'ko': [r'([월화수목금토일])요일', r'[(（]\s*([월화수목금토일])\s*[)）]'],
    'zh': [r'(?:星期|周|週|礼拜|禮拜)([一二三四五六日天])',
           r'[(（]\s*([一二三四五六日])\s*[)）]'],
}


def _is_letter(ch):
    if not ch:
        return False
    cat = unicodedata.category(ch)
    return cat[0] in 'LMN' or ch in "'ʼ’_"


class WeekdayFinder:
    """Finds weekday names in a source written in a given language."""

    def __init__(self, lang):
        self.lang = lang
        self.names = []                 # (normalised name, weekday, mode)
        if lang in CJK_PATTERNS:
            return
        months = set()
        days = [[] for _ in range(7)]
        locs = [MAIN_LOCALE[lang]] + MORE_LOCALES.get(lang, [])
        for loc in locs:
            ll = _locale_lists(loc)
            for key in ('mon', 'abmon', 'alt_mon', 'ab_alt_mon'):
                for x in ll.get(key, []):
                    months.add(norm(x, lang).rstrip('.'))
            for key in ('day', 'abday'):
                if lang == 'ar' and key == 'abday':
                    continue        # one-letter names: too loose to look for
                for i, x in enumerate(ll.get(key, [])):
                    days[(i + 6) % 7].append(x)     # glibc lists Sunday first
        for i, extra in enumerate(EXTRA_WEEKDAYS.get(lang, [])):
            days[i].extend(extra)
        seen = {}
        for wd, names in enumerate(days):
            for n in names:
                k = norm(n, lang)
                if not k or len(k.rstrip('.')) < 1:
                    continue
                if k in seen and seen[k] != wd:
                    raise ValueError('%s: %r names two weekdays' % (lang, n))
                seen[k] = wd
        for k, wd in seen.items():
            # A short name that is also a month name (es 'mar') or a common
            # word counts only as the first word of the source.
            mode = 'any'
            bare = k.rstrip('.')
            if bare in months or (len(k) <= 2 and lang in SHORT_FIRST):
                mode = 'first'
            if lang == 'th' and k.endswith('.') and len(bare) <= 2:
                mode = 'token'
            self.names.append((k, wd, mode))
        self.names.sort(key=lambda x: -len(x[0]))

    def find(self, src):
        """Weekday indexes (0 = Monday) named in src, in order."""
        lang = self.lang
        if lang in CJK_PATTERNS:
            chars = CJK_DAY_CHARS[lang]
            found = []
            for pat in CJK_PATTERNS[lang]:
                for m in re.finditer(pat, src):
                    c = m.group(1)
                    if c == '天':
                        c = '日'
                    found.append((m.start(), (chars.index(c)) % 7))
            return [wd for _, wd in sorted(found)]
        s = norm(src, lang)
        taken = [False] * len(s)
        found = []
        for k, wd, mode in self.names:
            start = 0
            while True:
                i = s.find(k, start)
                if i < 0:
                    break
                start = i + 1
                j = i + len(k)
                if any(taken[i:j]):
                    continue
                if lang not in NO_SPACE or len(k.rstrip('.')) <= 2:
                    before = s[i - 1] if i > 0 else ''
                    after = s[j] if j < len(s) else ''
                    if _is_letter(before) or (k[-1] != '.' and
                                              _is_letter(after)):
                        continue
                    if lang == 'he' and before and before in '"״':
                        continue
                if mode == 'token' and (s[i - 1:i].strip() or
                                        s[j:j + 1].strip(' ,')):
                    continue
                if mode == 'first' and s[:i].strip(' \u200e\u200f\u061c'
                                                   '\u202b\u202c'):
                    continue
                for x in range(i, j):
                    taken[x] = True
                found.append((i, wd))
        return [wd for _, wd in sorted(found)]


def weekday_of(target):
    y, m, d = (int(x) for x in target.split('-'))
    return datetime.date(y, m, d).weekday()


def read_rows(path, ncols):
    """[(line number, [fields])]; raises SystemExit on a bad file."""
    with open(path, 'rb') as f:
        text = f.read().decode('utf-8')
    lines = text.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    return [(n, line.split('\t')) for n, line in enumerate(lines, 1)]


class LanguageFile:
    """One language file of a set being built, and the set's provenance rows.

    A line fits when `problems(src, tgt, lang)` finds none, its source is in no file of the set
    (`used`, shared by the set's files) nor of an earlier set (`old_sources`), and a full date is
    new to the file and to the language's files of the earlier sets (`old_dates[lang]`)."""

    def __init__(self, lang, problems, used, old_sources, old_dates, prov):
        self.lang, self.problems, self.used, self.prov = lang, problems, used, prov
        self.old_sources, self.old_dates = old_sources, old_dates.get(lang, ())
        self.rows, self.full_dates = [], set()

    def fits(self, src, tgt):
        if self.problems(src, tgt, self.lang):
            return False
        if src in self.used or src in self.old_sources:
            return False
        return not (FULL_RE.match(tgt) and (tgt in self.full_dates or tgt in self.old_dates))

    def take(self, src, tgt, origin, where):
        self.used.add(src)
        if FULL_RE.match(tgt):
            self.full_dates.add(tgt)
        self.rows.append((src, tgt, origin))
        self.prov.append(('%s.tsv' % self.lang, src, origin, where))


def write_set(out, files, prov):
    """Writes a set's `<lang>.tsv` files (rows of source, target, origin) and provenance.tsv."""
    os.makedirs(out, exist_ok=True)
    for name, rows in [(lang + '.tsv', rows) for lang, rows in files.items()] + \
            [('provenance.tsv', prov)]:
        with open(os.path.join(out, name), 'w', encoding='utf-8', newline='\n') as f:
            for r in rows:
                f.write('\t'.join(r) + '\n')


def build_main(build, out):
    """A set builder's command line: `build()` gives (files, provenance); prints each language's
    counts by kind, then writes the set to `out` unless --dry-run is given."""
    files, prov = build()
    for lang, rows in files.items():
        kinds = {}
        for _, target, _ in rows:
            kinds[kind(target)] = kinds.get(kind(target), 0) + 1
        print(lang, len(rows), sorted(kinds.items()))
    if '--dry-run' in sys.argv:
        print('dry run: nothing written')
        return
    write_set(out, files, prov)
    print('wrote %d files and provenance.tsv to %s' % (len(files), os.path.relpath(out, ROOT)))

"""What the builders of the sixth to tenth language sets share (standard library only).

The drawing of dates and times, the template fields every set knows, native digits,
upper case, the `date` and `ls` commands and their provenance, the weekday checks,
the targets, and the loop that draws until a line fits.  Each builder keeps its own
seed, counts, draws, options and checks and passes them in; the templates stay in
its *_hand.py.
"""
import datetime
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import langcommon as L                       # noqa: E402
import fifth_check                           # noqa: E402

KIND_TARGET = {'full': '%04d-%02d-%02d', 'month': '%04d-%02d', 'noyear': 'XXXX-%02d-%02d'}
ENV = {'PATH': '/usr/bin:/bin'}
ROMAN = 'I II III IV V VI VII VIII IX X XI XII'.split()
NATIVE = {'arab': 0x0660, 'persian': 0x06F0, 'deva': 0x0966, 'thai': 0x0E50,
          'full': 0xFF10}
KEEP_OPEN, KEEP_CLOSE = '\u27e6', '\u27e7'
# Years of a draw by option, looked up in the order a builder names them.
YEARS = {'ls': (1902, 2024), 'birth': (1900, 1990), 'past': (1900, 2015),
         'recent': (1995, 2045)}
# Hours of a draw by option, likewise.
HOURS = {'pm': (13, 18), 'am': (8, 11), 'eve': (17, 19), 'office': (9, 16)}
# take_drawn's names of what never fits: a hand template, a `date` format, an `ls` style.
LABELS = ('template %r', 'format %r', 'ls style %r')


def span(opts, names, default=(1900, 2045)):
    """The years (first, last) of the first option of `names` that opts sets."""
    for name in names:
        if opts.get(name):
            return YEARS[name]
    return default


def draw_day(rng, lo, hi):
    """A day of the years lo..hi, uniformly."""
    start = datetime.date(lo, 1, 1).toordinal()
    end = datetime.date(hi, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def draw_hour(rng, opts, names):
    """An hour of the first option of `names` that opts sets, else 8..21."""
    for name in names:
        if opts.get(name):
            return rng.randint(*HOURS[name])
    return rng.randint(8, 21)


def draw_minute(rng):
    """A minute, a multiple of five seven times in ten."""
    return rng.choice(range(0, 60, 5)) if rng.random() < 0.7 else rng.randint(0, 59)


def native(s, which, brackets=True):
    """s with native digits `which` (a key of NATIVE).  With brackets, digits between
    KEEP_OPEN and KEEP_CLOSE stay ASCII and the brackets are dropped."""
    base = NATIVE[which]
    out, keep = [], False
    for c in s:
        if brackets and c == KEEP_OPEN:
            keep = True
        elif brackets and c == KEEP_CLOSE:
            keep = False
        elif '0' <= c <= '9' and not keep:
            out.append(chr(base + ord(c) - 48))
        else:
            out.append(c)
    return ''.join(out)


def upper(s, lang):
    if lang == 'tr':
        return s.replace('i', 'İ').replace('ı', 'I').upper()
    if lang == 'el':
        s = unicodedata.normalize('NFD', s.upper()).replace('\u0301', '')
        return unicodedata.normalize('NFC', s)
    return s.upper()


def cap(s):
    return s[:1].upper() + s[1:]


def end_fields(h, mi, dur):
    """The fields of the end of an event of dur minutes from h:mi."""
    eh, emi = divmod(h * 60 + mi + dur, 60)
    return {'HE': '%02d' % eh, 'hE': str(eh), 'ME': '%02d' % emi,
            'h12E': str(eh - 12 if eh > 12 else eh)}


def fields(hand, lang, dt, h, mi, extra=(), blank_weekdays=False, hook_weekday=True):
    """The values a template may name: the numbers every set knows, `extra`, the
    month and weekday names of hand.MONTHS and hand.WEEKDAYS (plain, capitalised,
    upper case; weekdays empty with blank_weekdays), then what the language's
    hook in hand.EXTRA gives (called with the weekday when hook_weekday)."""
    y, m, d, wd = dt.year, dt.month, dt.day, dt.weekday()
    f = {'Y': str(y), 'm': str(m), 'mm': '%02d' % m, 'd': str(d), 'dd': '%02d' % d,
         'H': str(h), 'HH': '%02d' % h, 'MI': '%02d' % mi,
         'h12': str(h - 12 if h > 12 else h), 'mr': ROMAN[m - 1],
         'Yh': L.han_year(y), 'mh': L.han_num(m), 'dh': L.han_num(d)}
    f.update(extra)
    for k, names in hand.MONTHS.get(lang, {}).items():
        n = names[m - 1]
        f['M' + k], f['M' + k + 'C'], f['M' + k + 'U'] = n, cap(n), upper(n, lang)
    for k, names in hand.WEEKDAYS.get(lang, {}).items():
        n = '' if blank_weekdays else names[wd]
        f['W' + k], f['W' + k + 'C'], f['W' + k + 'U'] = n, cap(n), upper(n, lang)
    hook = hand.EXTRA.get(lang)
    if hook:
        f.update(hook(y, m, d, wd, h, mi) if hook_weekday else hook(y, m, d, h, mi))
    return f


def render(tmpl, values, opts, brackets=True):
    """The line of a template: native digits where opts names them, otherwise (with
    brackets) the brackets dropped; without brackets the set knows none."""
    s = tmpl.format(**values)
    if opts.get('digits'):
        s = native(s, opts['digits'], brackets)
    elif brackets:
        s = s.replace(KEEP_OPEN, '').replace(KEEP_CLOSE, '')
    return s.strip()


def stamp(dt, tm):
    return '%s %02d:%02d:00' % (dt.isoformat(), tm[0], tm[1])


def run_date(loc, fmt, st):
    """`date` at st in the locale, and the command that prints it."""
    env = dict(ENV, LC_ALL=loc + '.UTF-8', TZ='UTC')
    out = subprocess.run(['date', '-d', st, '+' + fmt], env=env,
                         capture_output=True, check=True).stdout
    where = 'LC_ALL=%s.UTF-8 TZ=UTC date -d %s %s' % (
        loc, shlex.quote(st), shlex.quote('+' + fmt))
    if not where.startswith("LC_ALL=%s.UTF-8 TZ=UTC date -d '" % loc):
        raise ValueError(where)
    return out.decode('utf-8').rstrip('\n').strip(), where


def ls_args(style):
    return [] if style is None else ['--time-style=' + style]


def ls_where(loc, style, st):
    args = ' '.join(shlex.quote(a) for a in ['-l'] + ls_args(style))
    return "touch -d '%s' f && LC_ALL=%s.UTF-8 TZ=UTC ls %s f" % (st, loc, args)


def ls_date(line):
    """The columns between the size and the file name f of one `ls -l` line."""
    m = re.match(r'^\S+\s+\d+\s+\S+\s+\S+\s+\d+\s+(.*?)\s+f$', line.rstrip('\n'))
    return m.group(1).strip() if m else None


def run_ls(loc, style, st):
    """The date part of `ls -l` on an empty file f touched to st."""
    env = dict(ENV, LC_ALL=loc + '.UTF-8', TZ='UTC')
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['touch', '-d', st, 'f'], env=env, cwd=tmp, check=True)
        out = subprocess.run(['ls', '-l'] + ls_args(style) + ['f'], env=env, cwd=tmp,
                             capture_output=True, check=True).stdout
    return ls_date(out.decode('utf-8'))


def date_maker(lang, loc, fmt):
    """make(dt, tm) -> (line, provenance) of a `date` format."""
    return lambda dt, tm: run_date(loc, fmt, stamp(dt, tm))


def ls_maker(lang, loc, style):
    """make(dt, tm) -> (line, provenance) of an `ls` style; stops when ls prints no date."""
    def make(dt, tm):
        st = stamp(dt, tm)
        src = run_ls(loc, style, st)
        if not src:
            raise SystemExit('%s: ls %r printed no date' % (lang, style))
        return src, ls_where(loc, style, st)
    return make


def writes_weekday(fmt):
    """Whether a `date` format or `ls` style (None: the default) writes a weekday."""
    return bool(fmt and ('%A' in fmt or '%a' in fmt))


_FINDERS = {}


def weekdays_found(lang, src):
    if lang not in _FINDERS:
        _FINDERS[lang] = L.WeekdayFinder(lang)
    return _FINDERS[lang].find(src)


def fixed_text_check(lang, fixed, what):
    """Stops the build when text that writes no weekday reads as one: it is an
    error of the template, not a reason to draw again (it would bias the draws)."""
    if weekdays_found(lang, fixed):
        raise SystemExit('%s: %r reads a weekday in %r' % (lang, what, fixed))


def weekday_check(lang, src, writes, wd, what):
    """True if the weekdays found in src are all the written one, wd; a line that
    writes none goes through fixed_text_check."""
    if not writes:
        fixed_text_check(lang, src, what)
        return True
    return all(w == wd for w in weekdays_found(lang, src))


def weekday_fits(lf, writes, what):
    """take_drawn's accept: weekday_check, then the line fits lf."""
    return lambda dt, src, tgt: (weekday_check(lf.lang, src, writes, dt.weekday(), what)
                                 and lf.fits(src, tgt))


def fresh_target(lf, tgt):
    """True when no line of the file has this target yet (a month + year or a
    day + month is not repeated either; full dates are LanguageFile's rule)."""
    return not tgt or tgt not in {t for _, t, _ in lf.rows}


def target(kind, dt):
    return KIND_TARGET[kind] % (
        (dt.year, dt.month, dt.day) if kind == 'full' else
        (dt.year, dt.month) if kind == 'month' else (dt.month, dt.day))


def skip_draw(kind, dt):
    """29 February has no line without a year."""
    return kind == 'noyear' and dt.month == 2 and dt.day == 29


def take_drawn(lf, draw, kind, make, accept, origin, what, tries=400):
    """Draws (dt, tm) = draw() until make(dt, tm) -> (src, where) gives a line that
    accept(dt, src, tgt) lets through, and takes it; stops after `tries` draws."""
    for _ in range(tries):
        dt, tm = draw()
        if skip_draw(kind, dt):
            continue
        src, where = make(dt, tm)
        tgt = target(kind, dt)
        if accept(dt, src, tgt):
            lf.take(src, tgt, origin, where)
            return
    raise SystemExit('%s: %s never fits: %r %s' % (
        lf.lang, what, src, fifth_check.problems(src, tgt, lf.lang)))


def take_undated(lf, lines, fits=None):
    """Takes the no-date lines (register, line); stops on one that reads a weekday
    or does not fit (fits(src, tgt), lf.fits by default)."""
    fits = fits or lf.fits
    for reg, src in lines:
        fixed_text_check(lf.lang, src, src)
        if not fits(src, ''):
            raise SystemExit('%s: no-date line %r does not fit: %s' % (
                lf.lang, src, fifth_check.problems(src, '', lf.lang)))
        lf.take(src, '', 'hand', 'hand: ' + reg)


def hand_templates(spec, counts):
    """(kind, register, template, options) of each hand line, the kind's templates
    in turn, `count` lines of each kind of counts."""
    for kind, count in counts:
        tmpls = spec[kind]
        for i in range(count):
            reg, tmpl, opts = tmpls[i % len(tmpls)]
            yield kind, reg, tmpl, opts


def fill_language(lf, spec, counts, draw, render, accept, labels=LABELS, tries=400,
                  makers=(date_maker, ls_maker), undated_fits=None, template_check=None):
    """Takes the lines of lf's language from its spec (a language of a *_hand.py):
    the hand lines of `counts`, the no-date lines, the `date` and the `ls` lines.
    draw(opts) -> (dt, tm); render(lang, tmpl, opts, dt, tm) -> line;
    accept(lf, writes_weekday, what) -> take_drawn's accept; makers: the `date`
    and `ls` makers; template_check(lang, tmpl, opts) runs before a template's draws."""
    lang = lf.lang
    for kind, reg, tmpl, opts in hand_templates(spec, counts):
        if template_check:
            template_check(lang, tmpl, opts)
        take_drawn(lf, lambda: draw(opts), kind,
                   lambda dt, tm: (render(lang, tmpl, opts, dt, tm), 'hand: ' + reg),
                   accept(lf, '{W' in tmpl, tmpl), 'hand', labels[0] % (tmpl,), tries)
    take_undated(lf, spec['none'], undated_fits)
    for (loc, fmt, kind), opts, make, origin, label in (
            [(line, {}, makers[0], 'glibc-date', labels[1]) for line in spec['date']] +
            [(line, {'ls': True}, makers[1], 'glibc-ls', labels[2]) for line in spec['ls']]):
        take_drawn(lf, lambda: draw(opts), kind, make(lang, loc, fmt),
                   accept(lf, writes_weekday(fmt), fmt), origin, label % (fmt,), tries)


def build_set(this, seed, fill):
    """(files, provenance) of data/THIS: fill(lf, rng) takes each language's lines
    into lf, a LanguageFile that knows every other set's lines; one generator
    seeded with seed draws for all languages in turn."""
    rng = random.Random(seed)
    old_sources, old_dates = fifth_check.earlier_sets(this)
    used, files, prov = set(), {}, []
    for lang in L.LANGS:
        lf = L.LanguageFile(lang, fifth_check.problems, used, old_sources, old_dates, prov)
        fill(lf, rng)
        files[lang] = lf.rows
    return files, prov


# Hand lines per language and kind of the ninth and later sets (the no-date lines come after).
HAND_COUNTS = (('full', 11), ('month', 8), ('noyear', 8))


def hand_set_builder(this, seed, hand, hand_counts=HAND_COUNTS):
    """The build() of the ninth and later sets (data/THIS): the templates, no-date lines and
    `date` and `ls` formats of the module `hand`, dates drawn uniformly (1900..2045, or the span
    of the template's 'ls', 'birth', 'past' or 'recent' option; hours 8..21, 13..18 for 'pm'),
    a draw repeated until the line fits (its weekdays, a target new to the file, the set's
    rules); the build stops on a template that could give a line over 80 characters."""
    def draw(rng, opts):
        dt = draw_day(rng, *span(opts, ('ls', 'birth', 'past', 'recent')))
        h = draw_hour(rng, opts, ('pm',))
        return dt, (h, draw_minute(rng))

    def render_line(lang, tmpl, opts, dt, tm):
        h, mi = tm
        return render(tmpl, fields(hand, lang, dt, h, mi), opts, brackets=False)

    def longest(lang, tmpl, opts):
        """The longest line the template gives on any day of a common and a leap year."""
        best = ''
        for year in (2031, 2032):
            dt = datetime.date(year, 1, 1)
            while dt.year == year:
                for tm in ((12, 45), (21, 45), (18, 45)):
                    s = render_line(lang, tmpl, opts, dt, tm)
                    if len(s) > len(best):
                        best = s
                dt += datetime.timedelta(days=1)
        return best

    def check_length(lang, tmpl, opts):
        long_line = longest(lang, tmpl, opts)
        if len(long_line) > 80:
            raise SystemExit('%s: template %r can give %d characters: %r' % (
                lang, tmpl, len(long_line), long_line))

    def accept(lf, writes_weekday, what):
        """take_drawn's accept: a line (stops on an empty one) whose weekdays pass
        weekday_check, whose target is new to the file, and that fits."""
        def ok(dt, src, tgt):
            if not src:
                raise SystemExit('%s: %r printed nothing' % (lf.lang, what))
            return (weekday_check(lf.lang, src, writes_weekday, dt.weekday(), what)
                    and fresh_target(lf, tgt) and lf.fits(src, tgt))
        return ok

    def build():
        return build_set(this, seed, lambda lf, rng: fill_language(
            lf, hand.LANGS[lf.lang], hand_counts, lambda opts: draw(rng, opts), render_line,
            accept, labels=('%r',) * 3, template_check=check_length))
    return build

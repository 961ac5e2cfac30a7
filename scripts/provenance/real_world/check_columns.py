#!/usr/bin/python3
"""Re-verify data/real-world/columns.tsv and columns-provenance.tsv.

    /usr/bin/python3 scripts/provenance/real_world/check_columns.py [--no-rerun] [--verbose]
        [--columns PATH] [--provenance PATH]     (default: data/real-world/...)

Exit status 0 when every check passes, 1 with `file:line: message` lines
otherwise.  Standard library only; does not use the `dates` binary.

Checks, for every line of columns.tsv:
  * UTF-8, five tab-separated fields (column, source, target, convention,
    origin), none empty, no header, source stripped and made only of digits
    and the separators `/`, `-`, `.`, `. ` and space (a trailing `.` allowed);
  * target is a real date YYYY-MM-DD in 1950..2035; a two-digit year is in
    1969..2068 (the POSIX pivot reads it back);
  * reading the source's digit groups in the column's convention gives the
    target (mdy: month, day, year; dmy: day, month, year; ymd: year, month,
    day; two-digit years by the pivot);
  * a column's rows are contiguous, have one convention and one origin, no
    repeated source, and agree with columns.py's SPECS (locale, producer,
    row count) and with the provenance file (locale, d_fmt, command; for the
    %x producers the convention is d_fmt's order);
  * `-undecided` columns: no row decides (no four-digit year first, the first
    two groups 1..12, every reading the shape allows is a date); every other
    column has at least one deciding row (only one convention gives a date);
  * re-run: when the locales are installed (Debian's locales-all), every
    column's producer is run again on noon UTC of each target and must print
    the sources again (skipped, with a note, for missing locales or with
    --no-rerun).
Prints counts: columns, rows, ambiguous rows and deciding rows per convention.
"""
import collections
import datetime
import locale
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import columns as C  # noqa: E402

TARGET_RE = re.compile(r'^(\d{4})-(\d\d)-(\d\d)$')
CONVENTIONS = ('mdy', 'dmy', 'ymd')
PRODUCERS = set(C.COMMANDS)

errors = []


def err(path, n, msg, line=None):
    text = '%s:%d: %s' % (os.path.relpath(path, C.ROOT), n, msg)
    if line is not None:
        text += ': %r' % line
    errors.append(text)


def read_lines(path):
    try:
        with open(path, 'rb') as f:
            data = f.read()
    except OSError as e:
        err(path, 0, 'cannot read: %s' % e)
        return []
    try:
        text = data.decode('utf-8')
    except UnicodeDecodeError as e:
        err(path, 0, 'not UTF-8: %s' % e)
        return []
    if text and not text.endswith('\n'):
        err(path, text.count('\n') + 1, 'no newline at the end of the file')
    return text.split('\n')[:-1] if text else []


def check_target(t):
    m = TARGET_RE.match(t)
    if not m:
        return 'target is not YYYY-MM-DD'
    try:
        d = datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError as e:
        return 'target is not a date (%s)' % e
    if not 1950 <= d.year <= 2035:
        return 'target year outside 1950..2035'
    return None


def locale_available(loc):
    try:
        locale.setlocale(locale.LC_TIME, loc)
    except locale.Error:
        return False
    finally:
        locale.setlocale(locale.LC_TIME, 'C')
    return True


def main(argv):
    rerun = '--no-rerun' not in argv
    for flag, attr in (('--columns', 'OUT'), ('--provenance', 'PROV')):
        if flag in argv:
            setattr(C, attr, os.path.abspath(argv[argv.index(flag) + 1]))
    verbose = '--verbose' in argv
    specs = {s[0]: s for s in C.SPECS}

    # --- columns.tsv, line by line
    cols = collections.OrderedDict()     # column -> [(line number, fields)]
    last = None
    for n, line in enumerate(read_lines(C.OUT), 1):
        f = line.split('\t')
        if len(f) != 5:
            err(C.OUT, n, '%d fields, not 5' % len(f), line)
            continue
        column, source, target, conv, origin = f
        if not all(f):
            err(C.OUT, n, 'empty field', line)
            continue
        if column != last and column in cols:
            err(C.OUT, n, 'rows of column %s are not contiguous' % column, line)
        last = column
        cols.setdefault(column, []).append((n, f))
        if source != source.strip():
            err(C.OUT, n, 'source has outer whitespace', line)
        if not C.SOURCE_RE.match(source):
            err(C.OUT, n, 'source is not digits and separators', line)
            continue
        e = check_target(target)
        if e:
            err(C.OUT, n, e, line)
            continue
        if conv not in CONVENTIONS:
            err(C.OUT, n, 'unknown convention %r' % conv, line)
            continue
        if origin not in PRODUCERS:
            err(C.OUT, n, 'unknown origin %r' % origin, line)
        got = C.readings(source).get(conv)
        if got != target:
            err(C.OUT, n, 'read %s the source is %s, not the target'
                % (conv, got), line)
        groups = C.DIGITS.findall(source)
        year = groups[0] if conv == 'ymd' else groups[2]
        if len(year) == 2 and not 1969 <= int(target[:4]) <= 2068:
            err(C.OUT, n, 'two-digit year outside the pivot 1969..2068', line)

    # --- provenance
    prov = collections.OrderedDict()
    for n, line in enumerate(read_lines(C.PROV), 1):
        f = line.split('\t')
        if len(f) != 4 or not all(f):
            err(C.PROV, n, 'not 4 non-empty fields', line)
            continue
        if f[0] in prov:
            err(C.PROV, n, 'column %s twice' % f[0], line)
        prov[f[0]] = (n, f)
    if list(prov) != list(cols):
        err(C.PROV, 0, 'columns differ from columns.tsv (or their order)')

    # --- per column
    stats = collections.defaultdict(collections.Counter)
    for column, rows in cols.items():
        n0 = rows[0][0]
        convs = {f[3] for _, f in rows}
        origins = {f[4] for _, f in rows}
        if len(convs) != 1:
            err(C.OUT, n0, 'column %s has conventions %s' % (column, sorted(convs)))
        if len(origins) != 1:
            err(C.OUT, n0, 'column %s has origins %s' % (column, sorted(origins)))
        conv, origin = rows[0][1][3], rows[0][1][4]
        seen = {}
        for n, f in rows:
            if f[1] in seen:
                err(C.OUT, n, 'source repeated in column %s (line %d)'
                    % (column, seen[f[1]]), f[1])
            seen.setdefault(f[1], n)
        spec = specs.get(column)
        if spec is None:
            err(C.OUT, n0, 'column %s is not in columns.py SPECS' % column)
        else:
            _, loc, producer, size = spec
            if producer != origin:
                err(C.OUT, n0, 'column %s: origin %s, SPECS says %s'
                    % (column, origin, producer))
            if size != len(rows):
                err(C.OUT, n0, 'column %s: %d rows, SPECS says %d'
                    % (column, len(rows), size))
            if column in prov:
                pn, (_, ploc, pfmt, pcmd) = prov[column]
                if ploc != loc:
                    err(C.PROV, pn, 'locale %s, SPECS says %s' % (ploc, loc))
                if pcmd != C.command(producer, loc):
                    err(C.PROV, pn, 'command differs from columns.py', pcmd)
                if producer in ('date-x', 'python-x', 'perl-x', 'find-Tx') \
                        and C.fmt_convention(pfmt) != conv:
                    err(C.PROV, pn, 'd_fmt %r is not %s' % (pfmt, conv))
        undecided = column.endswith('-undecided')
        deciding = 0
        for n, f in rows:
            if C.is_deciding(f[1]):
                deciding += 1
            if undecided and not C.is_undecided_row(f[1]):
                err(C.OUT, n, 'a row of an -undecided column decides', f[1])
        if not undecided and deciding == 0:
            err(C.OUT, n0, 'column %s has no deciding row' % column)
        s = stats[conv]
        s['columns'] += 1
        s['rows'] += len(rows)
        s['ambiguous'] += sum(C.is_ambiguous(f[1]) for _, f in rows)
        s['deciding'] += deciding
        s['undecided columns'] += undecided
        s['two-digit-year rows'] += sum(
            len(C.DIGITS.findall(f[1])[0 if conv == 'ymd' else 2]) == 2
            for _, f in rows)

    # --- re-run the producers
    rerun_note = 'not asked (--no-rerun)'
    if rerun and cols:
        done, missing = 0, []
        for column, rows in cols.items():
            spec = specs.get(column)
            if spec is None:
                continue
            _, loc, producer, _ = spec
            if any(check_target(f[2]) for _, f in rows):
                continue          # reported above
            if not locale_available(loc):
                missing.append(column)
                continue
            stamps = [C.timestamp(datetime.date.fromisoformat(f[2]),
                                  _Noon()) for _, f in rows]
            try:
                again = C.produce(producer, loc, stamps)
            except Exception as e:  # noqa: BLE001
                err(C.OUT, rows[0][0], 'column %s: producer failed: %s'
                    % (column, e))
                continue
            for (n, f), s in zip(rows, again):
                if s != f[1]:
                    err(C.OUT, n, 're-run printed %r' % s, f[1])
            done += 1
        rerun_note = '%d columns re-run' % done
        if missing:
            rerun_note += ', %d skipped (locale not installed: %s)' % (
                len(missing), ', '.join(sorted({specs[c][1] for c in missing})))

    # --- report
    total = collections.Counter()
    print('columns.tsv: %d columns, %d rows; re-run: %s'
          % (len(cols), sum(len(r) for r in cols.values()), rerun_note))
    keys = ('columns', 'rows', 'ambiguous', 'deciding', 'undecided columns',
            'two-digit-year rows')
    print('%-10s' % 'convention' + ''.join('%21s' % k for k in keys))
    for conv in CONVENTIONS:
        total.update(stats[conv])
        print('%-10s' % conv + ''.join('%21d' % stats[conv][k] for k in keys))
    print('%-10s' % 'all' + ''.join('%21d' % total[k] for k in keys))
    if verbose:
        for column, rows in cols.items():
            print('  %-20s %-4s %-10s %4d rows, %4d ambiguous' % (
                column, rows[0][1][3], rows[0][1][4], len(rows),
                sum(C.is_ambiguous(f[1]) for _, f in rows)))
    for e in errors[:200]:
        print(e)
    if errors:
        print('%d errors' % len(errors))
        return 1
    print('OK')
    return 0


class _Noon:
    """Stands in for random.Random in columns.timestamp: noon UTC."""
    @staticmethod
    def randrange(n):
        return n // 2


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

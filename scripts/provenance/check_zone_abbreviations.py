#!/usr/bin/python3
"""Checks the zone-abbreviation table (lib/src/data/zone_abbreviations.cpp) against tzdata.

    /usr/bin/python3 scripts/provenance/check_zone_abbreviations.py

For every zone of this machine's tz database (/usr/share/zoneinfo/tzdata.zi lists them),
`zdump -v -c 1900,2040` prints each transition with its abbreviation and UTC offset. An entry of
the table whose abbreviation tzdata uses must have one of the offsets tzdata uses it with (CST is
-06:00 in Chicago, +08:00 in Shanghai and -05:00 in Havana: the table's -06:00 is one of them).
Entries tzdata no longer writes (it replaced invented abbreviations such as BRT by numbers in
2017) are listed; their source is the one named in zone_abbreviations.h. Exit 1 on a mismatch.
"""
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
TABLE = os.path.join(ROOT, 'lib', 'src', 'data', 'zone_abbreviations.cpp')


# Where tzdata writes an abbreviation only for a meaning nobody uses today, the usual meaning is
# kept and the reason given here.
USUAL_NOT_TZDATA = {
    'GST': 'tzdata: Guam Standard Time (+10:00) until 2000, now ChST; usual: Gulf Standard Time',
    'NPT': 'tzdata: Nome, Alaska (1940s); usual: Nepal Time (tzdata writes +0545)',
}


def table_entries():
    text = open(TABLE, encoding='utf-8').read()
    return [(name, int(minutes)) for name, minutes in re.findall(r'\{"([A-Za-z]+)", (-?\d+)\}', text)]


def zone_names():
    names = []
    with open('/usr/share/zoneinfo/tzdata.zi', encoding='utf-8') as source:
        for line in source:
            if line.startswith('Z '):
                names.append(line.split()[1])
    return names


def tzdata_offsets(zones):
    seen = collections.defaultdict(set)
    line_re = re.compile(r' = .* ([A-Za-z]+) isdst=\d gmtoff=(-?\d+)$')
    for start in range(0, len(zones), 60):
        output = subprocess.run(['zdump', '-v', '-c', '1900,2040'] + zones[start:start + 60],
                                capture_output=True, text=True, check=True).stdout
        for line in output.splitlines():
            match = line_re.search(line)
            if match:
                seen[match.group(1).upper()].add(int(match.group(2)) // 60)
    return seen


def main():
    entries = table_entries()
    seen = tzdata_offsets(zone_names())
    agree, absent, wrong = [], [], []
    for name, minutes in entries:
        offsets = seen.get(name.upper())
        if not offsets:
            absent.append(name)
        elif minutes in offsets:
            agree.append(name)
        elif name.upper() in USUAL_NOT_TZDATA:
            absent.append(name)
            print('  %s: %s' % (name, USUAL_NOT_TZDATA[name.upper()]))
        else:
            wrong.append('%s: table %+d min, tzdata %s' % (name, minutes, sorted(offsets)))
    print('%d entries: %d agree with tzdata, %d not written by tzdata in their usual meaning (%s), %d disagree'
          % (len(entries), len(agree), len(absent), ' '.join(absent), len(wrong)))
    for line in wrong:
        print('  disagrees: ' + line)
    return 1 if wrong or len(entries) < 40 else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/python3
"""Scores a candidate model beside the default on every set a model is kept or not kept by.

    /usr/bin/python3 scripts/provenance/score_candidate.py RUN [--against checkpoints/student]
    ... --valid FILE [--valid FILE ...]   # validation files (default: each model's data.valid)
    ... --rule 'valid>=0.9929,dates>=0.9865,date_times>=0.9821,sets>=3574,fourth>=0.932,fifth>=0.95'
    ... --rule '...,unmarked_date_times<=0.005'   # wrong among unmarked outputs, at most
    ... --json FILE                       # also write the figures

For the candidate RUN and the model it would replace (--against), side by side:
  valid      `dates eval` exact match on each validation file: both models' own, so that each
             is also read on the other's lines (a grammar change changes the validation lines);
  dates      the English real-world set's unambiguous dates (data/real-world/real-world.tsv,
             date part; scripts/provenance/real_world/evaluate.sh);
  date_times its date-times (times.tsv, whole output), and the unmarked wrong outputs of both;
  sets       the four independent language sets together (data/languages, -fresh, -holdout,
             -fourth; scripts/provenance/languages/evaluate.py, ours only), and each alone;
  fourth     the fourth set alone;
  fifth      the fifth set alone (data/languages-fifth, built blind on 2026-12-05; not in
             `sets`, which stays the four the earlier rules counted), where it exists;
  sixth      the sixth set alone (data/languages-sixth, built blind on 2026-12-05 after the
             fifth's mistakes were read; not in `sets` either), where it exists;
  seventh    the seventh set alone (data/languages-seventh, built blind on 2026-12-05 after the
             sixth's mistakes were read), where it exists;
  eighth     the eighth set alone (data/languages-eighth, built blind on 2026-12-06 after the
             seventh had gated four defaults), where it exists;
  ninth      the ninth set alone (data/languages-ninth, built blind on 2026-12-06 after the
             eighth had gated one default and two candidates), where it exists;
  tenth      the tenth set alone (data/languages-tenth, built blind on 2026-12-06 after the
             ninth had been scored once), where it exists;
  eleventh   the eleventh set alone (data/languages-eleventh, a DEVELOPMENT set built on
             2026-12-07 by a helper blind to the generator and the earlier sets; its lines and
             the model's mistakes on it may be read to tune the generator), where it exists;
  twelfth    the twelfth set alone (data/languages-twelfth, built BLIND on 2026-12-07 by a helper
             blind to the generator and the earlier sets; read only its per-language counts),
             where it exists;
  thirteenth the thirteenth set alone (data/languages-thirteenth, built BLIND on 2026-12-07 by a
             helper blind to the generator and the earlier sets, after the twelfth had gated
             two defaults; read only its per-language counts), where it exists; not in `blind`,
             which stays the five the earlier rules counted;
  blind      the lines right over the five sets built blind and never read (seventh, eighth,
             ninth, tenth, twelfth), where all five exist;
  unmarked_dates, unmarked_date_times
             the wrong among the unmarked outputs of the English dates and date-times, as a
             fraction: bounded from above (KEY<=NUMBER);
  glibc      the glibc sweep (glibc_sweep.py), a diagnostic, not an independent set.
With --rule, each named figure of the candidate is checked against its bound and the verdict
printed. Two keys bound validation: valid, the candidate on its own validation file, and
valid_theirs, the candidate on the --against model's file (one file read by both models: after a
grammar change the candidate's own file is new and harder, and the default's figure on its own
file is no bound for it). The rule must be written down before the candidate trains, or it is
no rule. Exit status 0 whatever the verdict; 1 when a rule cannot be applied or a script it
runs fails (the message says which); 2 on bad arguments.
"""
import argparse
import json
import os
import re
import subprocess
import sys

import yaml

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
PYTHON = '/usr/bin/python3'
LANGUAGE_SETS = ['data/languages', 'data/languages-fresh', 'data/languages-holdout',
                 'data/languages-fourth']
EXACT = re.compile(r'exact match ([0-9.]+) \((\d+)/(\d+)\)')
UNMARKED = re.compile(r'(\d+) of (\d+) outputs \([0-9.]+\) carry no warning mark, (\d+) of them wrong')
ALL_MICRO = re.compile(r'^\| all \(micro\) \| (\d+) \| [0-9.]+% \((\d+)/(\d+)\) \|', re.M)
SWEEP_ALL = re.compile(r'^\| all \| (\d+) \|(.*)\|$', re.M)
# The later sets, each its own key, scored where they exist.
LATER_SETS = {'fifth': 'data/languages-fifth', 'sixth': 'data/languages-sixth',
              'seventh': 'data/languages-seventh', 'eighth': 'data/languages-eighth',
              'ninth': 'data/languages-ninth', 'tenth': 'data/languages-tenth',
              'eleventh': 'data/languages-eleventh', 'twelfth': 'data/languages-twelfth',
              'thirteenth': 'data/languages-thirteenth'}
# The sets built blind and never read (their per-language counts only): `blind` bounds the lines
# right over all five, as `sets` does over the four.
BLIND_SETS = ('seventh', 'eighth', 'ninth', 'tenth', 'twelfth')
RULE_KEYS = ('valid', 'valid_theirs', 'dates', 'date_times', 'sets', 'fourth', 'blind') + tuple(
    LATER_SETS)
# Upper bounds: the wrong outputs among the unmarked ones, as a fraction (issue 25: at most 0.005).
UPPER_KEYS = ('unmarked_dates', 'unmarked_date_times')


def run(command, dates):
    environment = dict(os.environ, DATES=os.path.abspath(dates))  # for evaluate.sh
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        sys.exit(f"score_candidate: `{' '.join(command)}` exited with status "
                 f"{result.returncode}:\n{result.stderr[-2000:]}")
    return result.stdout + result.stderr


def valid_file_of(checkpoint):
    """data.valid of the checkpoint's config.yaml, or None."""
    path = os.path.join(ROOT, checkpoint, 'config.yaml')
    if not os.path.exists(path):
        return None
    with open(path, encoding='utf-8') as config:
        document = yaml.safe_load(config)
    data = document.get('data') if isinstance(document, dict) else None
    valid = data.get('valid') if isinstance(data, dict) else None
    return str(valid) if valid else None


def score(checkpoint, valid_files, dates):
    figures = {'valid': {}}
    for valid in valid_files:
        match = EXACT.search(run([dates, 'eval', '--checkpoint', checkpoint, '--data', valid], dates))
        figures['valid'][valid] = (int(match.group(2)), int(match.group(3)))
    english = run(['bash', 'scripts/provenance/real_world/evaluate.sh', checkpoint], dates)
    exact = EXACT.findall(english)
    unmarked = UNMARKED.findall(english)
    if len(exact) < 3 or len(unmarked) < 3:
        sys.exit(f'score_candidate: unexpected output of evaluate.sh for {checkpoint}:\n{english}')
    # In order: real-world.tsv (dates), ambiguous.tsv, times.tsv (whole output).
    figures['dates'] = (int(exact[0][1]), int(exact[0][2]))
    figures['ambiguous'] = (int(exact[1][1]), int(exact[1][2]))
    figures['date_times'] = (int(exact[2][1]), int(exact[2][2]))
    figures['unmarked_wrong'] = {'dates': (int(unmarked[0][2]), int(unmarked[0][0])),
                                 'date_times': (int(unmarked[2][2]), int(unmarked[2][0]))}
    figures['language_sets'] = {}
    for directory in language_sets():
        table = run([PYTHON, 'scripts/provenance/languages/evaluate.py', '--dir', directory,
                     '--checkpoint', checkpoint, '--only', 'ours', '--dates', dates], dates)
        match = ALL_MICRO.search(table)
        if match is None:
            sys.exit(f'score_candidate: no "all (micro)" row for {directory}:\n{table}')
        figures['language_sets'][directory] = (int(match.group(2)), int(match.group(3)))
    right = sum(figures['language_sets'][d][0] for d in LANGUAGE_SETS)
    total = sum(figures['language_sets'][d][1] for d in LANGUAGE_SETS)
    figures['sets'] = (right, total)
    figures['fourth'] = figures['language_sets']['data/languages-fourth']
    for key, directory in LATER_SETS.items():
        if directory in figures['language_sets']:
            figures[key] = figures['language_sets'][directory]
    if all(key in figures for key in BLIND_SETS):
        figures['blind'] = (sum(figures[key][0] for key in BLIND_SETS),
                            sum(figures[key][1] for key in BLIND_SETS))
    sweep = run([PYTHON, 'scripts/provenance/languages/glibc_sweep.py', '--checkpoint', checkpoint,
                 '--dates', dates], dates)
    match = SWEEP_ALL.search(sweep)
    cells = re.findall(r'\((\d+)/(\d+)\)', match.group(2)) if match else []
    if not cells:
        sys.exit(f'score_candidate: no "all" row in the glibc sweep:\n{sweep[-2000:]}')
    figures['glibc'] = (int(cells[-1][0]), int(cells[-1][1]))
    return figures


def language_sets():
    """The four sets, then the later ones where they have been built."""
    return LANGUAGE_SETS + [d for d in LATER_SETS.values() if os.path.isdir(os.path.join(ROOT, d))]


def fraction(pair):
    return pair[0] / pair[1] if pair[1] else 0.0


def cell(pair):
    return f'{fraction(pair):.4f} ({pair[0]}/{pair[1]})'


def parse_rule(text):
    """{key: (operator, bound)}: KEY>=NUMBER for RULE_KEYS, KEY<=NUMBER for UPPER_KEYS."""
    rule = {}
    for part in filter(None, (p.strip() for p in text.split(','))):
        match = re.fullmatch(r'(\w+)\s*(>=|<=)\s*([0-9.]+)', part)
        if match is None or not ((match.group(2) == '>=' and match.group(1) in RULE_KEYS) or
                                 (match.group(2) == '<=' and match.group(1) in UPPER_KEYS)):
            sys.exit(f"score_candidate: --rule part '{part}': expected KEY>=NUMBER with KEY one "
                     f"of {', '.join(RULE_KEYS)}, or KEY<=NUMBER with KEY one of "
                     f"{', '.join(UPPER_KEYS)}")
        rule[match.group(1)] = (match.group(2), float(match.group(3)))
    return rule


def rule_figure(figures, key, own_valid, their_valid):
    if key == 'valid':
        return fraction(figures['valid'][own_valid])
    if key == 'valid_theirs':
        return fraction(figures['valid'][their_valid])
    if key in ('sets', 'blind'):
        return figures[key][0]  # lines right, as the rule counts them
    if key in UPPER_KEYS:
        wrong, unmarked = figures['unmarked_wrong'][key[len('unmarked_'):]]
        return wrong / unmarked if unmarked else 0.0
    return fraction(figures[key])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('run', help='the candidate: a run directory or checkpoint')
    parser.add_argument('--against', default='checkpoints/student',
                        help='the model it would replace (default checkpoints/student)')
    parser.add_argument('--valid', action='append', default=[],
                        help="validation file(s); default both models' data.valid")
    parser.add_argument('--rule', default='', help='bounds on the candidate, e.g. dates>=0.9865')
    parser.add_argument('--json', help='also write the figures to this file')
    parser.add_argument('--dates', default=os.path.join(ROOT, 'build', 'app', 'dates'),
                        help='the dates binary (default build/app/dates)')
    arguments = parser.parse_args()
    arguments.dates = os.path.abspath(arguments.dates)
    rule = parse_rule(arguments.rule)
    for key, directory in LATER_SETS.items():
        if key in rule and directory not in language_sets():
            sys.exit(f"score_candidate: the rule bounds '{key}' but {directory} does not exist")
    if 'blind' in rule and any(LATER_SETS[key] not in language_sets() for key in BLIND_SETS):
        sys.exit("score_candidate: the rule bounds 'blind' but a blind set does not exist")
    own_valid = valid_file_of(arguments.run)
    their_valid = valid_file_of(arguments.against)
    valid_files = arguments.valid or [f for f in (own_valid, their_valid)
                                      if f and os.path.exists(os.path.join(ROOT, f))]
    valid_files = list(dict.fromkeys(valid_files))
    for key, model, file in (('valid', arguments.run, own_valid),
                             ('valid_theirs', arguments.against, their_valid)):
        if key in rule and file not in valid_files:
            sys.exit(f"score_candidate: the rule bounds '{key}' but {model}'s validation file "
                     f'({file}) is not there')
    models = [arguments.against, arguments.run]
    figures = {model: score(model, valid_files, arguments.dates) for model in models}

    print(f'| measure | {arguments.against} | {arguments.run} |')
    print('|---|---|---|')
    for valid in valid_files:
        print(f'| valid: {valid} | ' + ' | '.join(cell(figures[m]['valid'][valid]) for m in models)
              + ' |')
    for key, name in (('dates', 'English dates'), ('date_times', 'English date-times'),
                      ('ambiguous', 'ambiguous lines')):
        print(f'| {name} | ' + ' | '.join(cell(figures[m][key]) for m in models) + ' |')
    for key in ('dates', 'date_times'):
        print(f'| unmarked wrong, {key} | ' + ' | '.join(
            '{} of {}'.format(*figures[m]['unmarked_wrong'][key]) for m in models) + ' |')
    for directory in language_sets():
        print(f'| {directory} | ' + ' | '.join(
            cell(figures[m]['language_sets'][directory]) for m in models) + ' |')
    print('| the four sets | ' + ' | '.join(cell(figures[m]['sets']) for m in models) + ' |')
    if all('blind' in figures[m] for m in models):
        print('| the five blind sets | ' + ' | '.join(cell(figures[m]['blind']) for m in models)
              + ' |')
    print('| glibc sweep (diagnostic) | ' + ' | '.join(cell(figures[m]['glibc']) for m in models)
          + ' |')
    if rule:
        misses = []
        for key, (operator, bound) in rule.items():
            value = rule_figure(figures[arguments.run], key, own_valid, their_valid)
            held = value >= bound if operator == '>=' else value <= bound
            print(f'rule {key} {operator} {bound:g}: {value:.4f}' if key not in ('sets', 'blind') else
                  f'rule {key} {operator} {bound:g}: {value}', '' if held else '(missed)')
            if not held:
                misses.append(key)
        print(f'verdict: {"kept" if not misses else "not kept (" + ", ".join(misses) + ")"}')
    if arguments.json:
        with open(arguments.json, 'w', encoding='utf-8') as out:
            json.dump(figures, out, indent=1)


if __name__ == '__main__':
    main()

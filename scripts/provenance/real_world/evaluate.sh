#!/usr/bin/env bash
# Evaluates a checkpoint on the real-world set of data/real-world/ (never used for training):
#   1. exact match on the unambiguous lines (real-world.tsv, dates: --output date), overall and per origin, and how
#      many outputs carry no warning mark and how many of those are wrong;
#   2. the ambiguous numeric lines (ambiguous.tsv) under each convention: dmy expects the
#      day-first reading; mdy the month-first reading for `/` and `-` and the day-first reading
#      for `.` and spaces (the rule of lib/include/dates/data/reading_order.h).
#   3. the date-times of times.tsv: whole output and date part, per origin and kind of zone.
# Usage: bash scripts/provenance/real_world/evaluate.sh [CHECKPOINT] (default checkpoints/real)
#        MISTAKES=DIR copies the mistakes files there.
#        DATES=path/to/dates to use another binary (default build/app/dates).
set -euo pipefail
cd "$(dirname "$0")/../../.."
checkpoint=${1:-checkpoints/real}
dates=${DATES:-build/app/dates}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "== real-world.tsv (unambiguous lines)"
"$dates" eval --checkpoint "$checkpoint" --data data/real-world/real-world.tsv \
  --mistakes "$scratch/mistakes.tsv" --output date

/usr/bin/python3 - "$scratch" <<'PY'
import re, sys
scratch = sys.argv[1]
with open("data/real-world/ambiguous.tsv", encoding="utf-8") as lines, \
     open(f"{scratch}/ambiguous-conventions.tsv", "w", encoding="utf-8") as out:
    for line in lines:
        source, month_first, day_first, origin = line.rstrip("\n").split("\t")
        day_first_separator = re.search(r"\d[. ]\d", source) and not re.search(r"\d[/-]\d", source)
        out.write(f"{source}\t{day_first if day_first_separator else month_first}\t{origin}-mdy\tmdy\n")
        out.write(f"{source}\t{day_first}\t{origin}-dmy\tdmy\n")
PY
echo "== ambiguous.tsv under mdy and dmy (origin-convention)"
"$dates" eval --checkpoint "$checkpoint" --data "$scratch/ambiguous-conventions.tsv" \
  --mistakes "$scratch/ambiguous-mistakes.tsv" --output date

# 3. The date-times (times.tsv): exact match of the whole output and of its date part, per origin
#    and per kind of zone (the fourth column), with translate's default output (datetime).
cut -f1-3 data/real-world/times.tsv > "$scratch/times-by-origin.tsv"
cut -f1,2,4 data/real-world/times.tsv > "$scratch/times-by-zone.tsv"
echo "== times.tsv by origin (whole output, then date part)"
"$dates" eval --checkpoint "$checkpoint" --data "$scratch/times-by-origin.tsv" \
  --mistakes "$scratch/times-mistakes.tsv"
echo "== times.tsv by kind of zone"
"$dates" eval --checkpoint "$checkpoint" --data "$scratch/times-by-zone.tsv" | grep -v "^exact match\|^date part\|^at --min"
if [[ -n "${MISTAKES:-}" ]]; then cp "$scratch/mistakes.tsv" "$scratch/times-mistakes.tsv" "$MISTAKES"/; fi

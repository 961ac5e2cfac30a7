#!/usr/bin/env bash
# Behaviour kept across a refactor: two `dates` binaries (say, one built from main before the
# change and one after) give byte-identical answers on the committed test splits and the
# real-world set: translate (TSV on the classic and broad splits, JSON lines on the real-world
# split and on data/real-world/ with beam 3 and n-best 3) and eval, stdout, stderr and status.
#
#   bash scripts/checks/compare_outputs.sh BEFORE_DATES AFTER_DATES [SCRATCH]
# Exit 0 when every output is identical, 1 naming each that differs.
set -uo pipefail
cd "$(dirname "$0")/../.."
[[ $# -ge 2 ]] || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
before=$1 after=$2 scratch=${3:-$(mktemp -d)}
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
answer() {  # DATES OUTDIR
  local dates=$1 out=$2 name
  mkdir -p "$out"
  cut -f1 data/test.tsv | "$dates" translate --checkpoint checkpoints/bahdanau >"$out/classic.tsv" 2>"$out/classic.err"
  echo "classic $?" >"$out/status"
  cut -f1 data/broad/test.tsv | "$dates" translate --checkpoint checkpoints/bahdanau-broad >"$out/broad.tsv" 2>"$out/broad.err"
  echo "broad $?" >>"$out/status"
  cut -f1 data/real/test.tsv | "$dates" translate --checkpoint checkpoints/real --format jsonl >"$out/real.jsonl" 2>"$out/real.err"
  echo "real $?" >>"$out/status"
  for name in real-world ambiguous hand-checked; do
    cut -f1 "data/real-world/$name.tsv" |
      "$dates" translate --checkpoint checkpoints/real --format jsonl --nbest 3 --beam 3 \
        >"$out/$name.jsonl" 2>"$out/$name.err"
    echo "$name $?" >>"$out/status"
  done
  "$dates" eval --checkpoint checkpoints/real --data data/real/test.tsv >"$out/eval-real.txt" 2>&1
  echo "eval-real $?" >>"$out/status"
  "$dates" eval --checkpoint checkpoints/bahdanau --data data/test.tsv >"$out/eval-classic.txt" 2>&1
  echo "eval-classic $?" >>"$out/status"
}
answer "$before" "$scratch/before"
answer "$after" "$scratch/after"
differ=0
for file in "$scratch"/before/*; do
  name=$(basename "$file")
  if ! cmp -s "$file" "$scratch/after/$name"; then
    echo "compare_outputs: $name differs ($scratch/before/$name, $scratch/after/$name)"
    differ=1
  fi
done
((differ)) && exit 1
echo "compare_outputs: $(ls "$scratch/before" | wc -l) outputs identical ($(cat "$scratch"/before/*.tsv "$scratch"/before/*.jsonl | wc -l) answer lines)"

#!/usr/bin/env bash
# The distillation recipe (scripts/distill.sh) end to end at a tiny size (the ctest distill_tiny,
# about a minute): the committed teacher translates 2,000 of its training sources, a tiny student
# trains 40 steps on them, is calibrated and scored, and answers through translate. Checks that
# the student's training file holds the sources, families and orders of the data with the
# teacher's outputs as targets, line for line.
#   bash scripts/checks/check_distill.sh DATES_BINARY SCRATCH_DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
dates=$1
scratch=$2
rm -rf "$scratch"
mkdir -p "$scratch"
head -n 2000 data/real/train.tsv > "$scratch/sources.tsv"
bash scripts/distill.sh --dates "$dates" --data "$scratch/sources.tsv" --out "$scratch" \
  --threads 1 --set training.threads=1 --set training.max_steps=40 \
  --set training.eval_every=20 --set training.log_every=20 --set data.valid_examples=200 \
  --set model.embedding_dim=8 --set model.encoder_hidden=8 --set model.decoder_hidden=16 \
  --set model.attention_dim=8 --set "training.output_dir=$scratch/student" > "$scratch/log.txt" 2>&1 ||
  { cat "$scratch/log.txt"; echo "check_distill: scripts/distill.sh failed" >&2; exit 1; }

/usr/bin/python3 - "$scratch" <<'PY'
import sys
scratch = sys.argv[1]
def lines(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
data, outputs, train = (lines(f"{scratch}/{name}") for name in
                        ("sources.tsv", "teacher-outputs.txt", "train.tsv"))
assert len(data) == len(outputs) == len(train) == 2000, (len(data), len(outputs), len(train))
changed = 0
for number, (line, output, student_line) in enumerate(zip(data, outputs, train), 1):
    fields, student = line.split("\t"), student_line.split("\t")
    assert student[1] == output, f"line {number}: target {student[1]!r}, teacher wrote {output!r}"
    assert student[:1] + student[2:] == fields[:1] + fields[2:], f"line {number}: {student_line!r}"
    changed += fields[1] != output
# The teacher is not the gold data: on its own training sources it agrees almost always.
assert changed < 40, f"the teacher differs from the gold targets on {changed} of 2000 lines"
print(f"check_distill: 2000 lines, the teacher's outputs as targets ({changed} differ from gold)")
PY
grep -q "^== 4\. the student's --min-confidence" "$scratch/log.txt"
grep -q "^exact match" "$scratch/log.txt"
[[ -f $scratch/student/model.safetensors ]]
# The student answers through the command line (the runtime reads it: a Bahdanau model).
answer=$("$dates" translate --checkpoint "$scratch/student" "3 march 2015")
[[ -n $answer ]] || { echo "check_distill: the student gave no answer" >&2; exit 1; }
echo "check_distill: the student answers: $answer"

"""Checks that scripts/pytorch/pytorch_model.py computes what the C++ `dates` binary computes.

usage: /usr/bin/python3 scripts/checks/check_pytorch_parity.py CHECKPOINT DATA_TSV DATES_BINARY
           [--also CHECKPOINT DATA_TSV]... [--logits-examples N] [--tolerance X] [--skip-logits]
           [--check-refusals]

(a) runs `DATES_BINARY eval --checkpoint CHECKPOINT --data DATA_TSV --predictions P
    --mistakes M --logits L.safetensors --logits-examples N` in a temporary directory;
(b) greedy-decodes the same sources with the PyTorch model (batches of 256, at most
    data.max_target_length + 1 steps, as the C++ Translator) and requires every prediction to
    equal the C++ one, line by line;
(c) reads L (tensor "logits" [N, T, V] float32, teacher-forced on the first N examples of
    DATA_TSV, and "targets" [N, T] int64, 0 on padding), computes the same teacher-forced
    logits in PyTorch and requires max |diff| < tolerance (1e-4) over the non-padding positions.
--skip-logits leaves out (c) (and the --logits options), for binaries without them.
--check-refusals also requires (d): copies of the checkpoint whose config holds a model value
the port does not support (an unknown attention, a non-boolean input_feeding, an unknown model
key, a zero local_window, a fractional width) are refused by pytorch_model.load_checkpoint with
a ValueError naming the key and the value, never loaded as something else.

DATA_TSV is read as the C++ read_examples reads it: lines of 2 to 4 tab-separated columns
`source<TAB>target[<TAB>family[<TAB>order]]`, the target possibly empty (no date: the model
outputs just </s>). Sources are prepared by pytorch_model.model_source: private-use code points
removed, normalised as the checkpoint's data.normalize says, and, when it has data.order_control,
the control character of the line's reading convention (the 4th column; the checkpoint's
data.default_order, mdy, when absent) in front.

Prints "parity: K/N greedy predictions equal; teacher-forced logits max |diff| X over P
positions (tolerance 1e-4)" and exits 0 when both hold, 1 otherwise. With --also, each further
checkpoint is checked the same way in the same process (each under a line "== CHECKPOINT on
DATA_TSV"), and the exit status is 1 when any fails.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import torch

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(SCRIPTS, "pytorch"))  # pytorch_model, safetensors_io
from date_time_output import canonical  # noqa: E402
import pytorch_model as pm  # noqa: E402
import safetensors_io  # noqa: E402


class Example:
    """One data line: the normalised source (no control character), the target (maybe empty),
    the family ('' when absent) and the reading convention (mdy, dmy or ymd)."""

    def __init__(self, source, target, family, order):
        self.source, self.target, self.family, self.order = source, target, family, order

    def describe(self, checkpoint):
        return f"'{self.source}'" + (f" ({self.order})" if checkpoint.order_control else "")


def read_examples(path, checkpoint):
    """Examples as the C++ read_examples reads them: lines split on '\\n', a trailing '\\r'
    dropped, blank lines skipped at the end only, 2 to 4 tab-separated columns, the source
    normalised (and not empty), the target verbatim, the 4th column a reading order (default:
    the checkpoint's default_order), lengths within data.max_source_length (normalised source,
    without the control character) and data.max_target_length. ValueError on a line the C++
    refuses."""
    with open(path, "rb") as source:
        raw = source.read().decode("utf-8", "surrogateescape")
    examples, pending_blank_lines = [], 0
    for number, line in enumerate(raw.split("\n"), start=1):
        if line.endswith("\r"):
            line = line[:-1]
        if not line:
            pending_blank_lines += 1
            continue
        if pending_blank_lines:
            raise ValueError(f"{path}:{number - 1}: empty line (expected 'source<TAB>target')")
        columns = line.split("\t")
        if len(columns) < 2:
            raise ValueError(f"{path}:{number}: no tab; expected 'source<TAB>target'")
        if len(columns) > 4:
            raise ValueError(f"{path}:{number}: {len(columns)} columns; expected "
                             "'source<TAB>target[<TAB>family[<TAB>order]]'")
        source = pm.normalize_text(columns[0], checkpoint.normalize)
        if not source:
            raise ValueError(f"{path}:{number}: empty source (before the tab)")
        order = checkpoint.default_order
        if len(columns) > 3:
            try:
                order = pm.check_reading_order(columns[3])
            except ValueError as error:
                raise ValueError(f"{path}:{number}: fourth column: {error}") from None
        target = columns[1]
        for name, text, limit in (("source", source, checkpoint.max_source_length),
                                  ("target", target, checkpoint.max_target_length)):
            if len(pm.split_characters(text)) > limit:
                raise ValueError(f"{path}:{number}: {name} has more than {limit} characters "
                                 f"(data.max_{name}_length)")
        examples.append(Example(source, target, columns[2] if len(columns) > 2 else "", order))
    if not examples:
        raise ValueError(f"{path}: no examples in the file")
    return examples


def read_lines(path):
    with open(path, "rb") as source:
        text = source.read().decode("utf-8", "surrogateescape")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def check_logits(checkpoint, examples, logits_path, tolerance):
    """Returns (ok, max_diff, positions, message)."""
    tensors, _ = safetensors_io.load(logits_path)
    for name in ("logits", "targets"):
        if name not in tensors:
            return False, float("nan"), 0, f"{logits_path} has no tensor '{name}'"
    cpp_logits, cpp_targets = tensors["logits"], tensors["targets"]
    count = cpp_logits.size(0)
    if cpp_logits.dim() != 3 or cpp_targets.shape != cpp_logits.shape[:2]:
        return False, float("nan"), 0, (f"bad shapes: logits {list(cpp_logits.shape)}, "
                                        f"targets {list(cpp_targets.shape)}")
    if count == 0 or count > len(examples):
        return False, float("nan"), 0, f"{count} logits examples for {len(examples)} examples"
    model, _, source_tokens, target_tokens = checkpoint
    # What the model reads (with the control character for order_control checkpoints) and the
    # target; an empty target gives decoder input <s> and target </s> alone.
    pairs = [(pm.model_source(example.source, checkpoint, example.order, normalize=False),
              example.target) for example in examples[:count]]
    source_ids, lengths, decoder_inputs, targets = pm.make_batch(
        pairs, source_tokens, target_tokens)
    if cpp_targets.shape != targets.shape or not torch.equal(cpp_targets.long(), targets):
        rows = (cpp_targets.long() != targets).any(dim=1).nonzero().flatten().tolist() \
            if cpp_targets.shape == targets.shape else []
        return False, float("nan"), 0, (
            f"the C++ targets {list(cpp_targets.shape)} differ from the PyTorch ones "
            f"{list(targets.shape)}" + (f" in rows {rows[:5]}" if rows else ""))
    if cpp_logits.size(2) != len(target_tokens):
        return False, float("nan"), 0, (f"logits have {cpp_logits.size(2)} classes, the target "
                                        f"vocabulary {len(target_tokens)}")
    logits = pm.teacher_forced_logits(model, source_ids, lengths, decoder_inputs)
    real = targets != pm.PAD
    diff = (logits.double() - cpp_logits.double()).abs()[real]  # [P, V]
    positions = int(real.sum())
    max_diff = float(diff.max()) if diff.numel() else 0.0
    ok = bool(torch.isfinite(diff).all()) and max_diff < tolerance
    message = ""
    if not ok:
        worst = (logits.double() - cpp_logits.double()).abs().amax(dim=2).masked_fill(~real, 0)
        row, column = divmod(int(worst.argmax()), worst.size(1))
        message = (f"worst at example {row + 1} ({examples[row].describe(checkpoint)}), "
                   f"step {column}: "
                   f"|diff| {float(worst[row, column]):.3g}")
    return ok, max_diff, positions, message


# (key, value) pairs no dates config may hold: each replaces the key's line in the model section
# (or is added to it), and the port must refuse the copy naming both.
UNSUPPORTED_MODEL_VALUES = [("attention", "luong-multihead"), ("input_feeding", "yes"),
                            ("layers", "2"), ("local_window", "0"), ("embedding_dim", "16.5")]


def check_refusals(checkpoint_path, directory):
    """(d): returns (refused, total, messages of the failures)."""
    path = checkpoint_path
    if os.path.isdir(path):
        path = os.path.join(path, "model.safetensors")
    tensors, metadata = safetensors_io.load(path)
    failures = []
    for key, value in UNSUPPORTED_MODEL_VALUES:
        lines, section, replaced = [], None, False
        for line in metadata["config"].splitlines():
            if line and not line.startswith((" ", "\t")):
                if section == "model" and not replaced:
                    lines.insert(len(lines) - (lines[-1] == ""), f"  {key}: {value}")
                    replaced = True
                section = line.split(":")[0]
            elif section == "model" and line.strip().split(":")[0] == key:
                line, replaced = f"  {key}: {value}", True
            lines.append(line)
        if section == "model" and not replaced:
            lines.append(f"  {key}: {value}")
        changed = dict(metadata, config="\n".join(lines) + "\n")
        copy = os.path.join(directory, f"refused-{key}.safetensors")
        safetensors_io.save(copy, tensors, changed)
        try:
            pm.load_checkpoint(copy)
            failures.append(f"model.{key}: {value} was loaded")
        except ValueError as error:
            if f"model.{key} '{value}'" not in str(error):
                failures.append(f"model.{key}: {value} refused without naming both: {error}")
        except Exception as error:  # noqa: BLE001 -- any other failure is a failed refusal
            failures.append(f"model.{key}: {value} raised {type(error).__name__} ({error}), "
                            "not a ValueError naming the key and the value")
    return len(UNSUPPORTED_MODEL_VALUES) - len(failures), len(UNSUPPORTED_MODEL_VALUES), failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("checkpoint", help="run directory or model.safetensors")
    parser.add_argument("data", help="TSV file (source<TAB>target[<TAB>family[<TAB>order]])")
    parser.add_argument("binary", help="the dates binary, e.g. build/app/dates")
    parser.add_argument("--also", nargs=2, action="append", default=[],
                        metavar=("CHECKPOINT", "DATA_TSV"),
                        help="check this checkpoint on this data too, in the same process "
                             "(repeatable; torch is loaded once)")
    parser.add_argument("--logits-examples", type=int, default=256)
    parser.add_argument("--tolerance", type=float, default=1e-4)
    parser.add_argument("--skip-logits", action="store_true",
                        help="check the greedy predictions only")
    parser.add_argument("--check-refusals", action="store_true",
                        help="also check that unsupported model values are refused by name")
    parser.add_argument("--threads", type=int, default=1, help="threads for both sides")
    arguments = parser.parse_args()
    torch.set_num_threads(arguments.threads)
    pairs = [(arguments.checkpoint, arguments.data)] + [tuple(pair) for pair in arguments.also]
    failed = []
    for checkpoint_path, data_path in pairs:
        if len(pairs) > 1:
            print(f"== {checkpoint_path} on {data_path}", flush=True)
        if check(checkpoint_path, data_path, arguments) != 0:
            failed.append(checkpoint_path)
    if len(pairs) > 1:
        print(f"parity: {len(pairs) - len(failed)}/{len(pairs)} checkpoints hold"
              + (f"; FAILED: {' '.join(failed)}" if failed else ""))
    return 1 if failed else 0


def check(checkpoint_path, data_path, arguments):
    """(a)-(d) for one checkpoint on one data file; 0 when they hold, 1 otherwise."""
    checkpoint = pm.load_checkpoint(checkpoint_path)
    try:
        examples = read_examples(data_path, checkpoint)
    except ValueError as error:
        print(f"parity: FAILED: {error}")
        return 1

    with tempfile.TemporaryDirectory(prefix="dates-parity-") as directory:
        predictions_path = os.path.join(directory, "predictions.txt")
        logits_path = os.path.join(directory, "logits.safetensors")
        command = [arguments.binary, "eval", "--checkpoint", checkpoint_path,
                   "--data", data_path, "--predictions", predictions_path,
                   "--mistakes", os.path.join(directory, "mistakes.tsv"),
                   "--threads", str(arguments.threads)]
        if not arguments.skip_logits:
            command += ["--logits", logits_path,
                        "--logits-examples", str(arguments.logits_examples)]
        print("running:", " ".join(command), flush=True)
        try:
            completed = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       universal_newlines=True)
        except OSError as error:
            print(f"parity: FAILED: cannot run {arguments.binary}: {error}")
            return 1
        sys.stdout.write(completed.stdout)
        if completed.returncode != 0:
            sys.stderr.write(completed.stderr)
            print(f"parity: FAILED: {arguments.binary} eval exited with {completed.returncode}"
                  + ("" if arguments.skip_logits else
                     " (a binary without --logits needs --skip-logits)"))
            return 1
        cpp_predictions = read_lines(predictions_path)

        # (b) greedy predictions.
        # As `eval --predictions` writes them: canonical (date_time_output.py; a date alone is
        # itself, so date-only models are compared as before).
        python_predictions = [canonical(prediction) for prediction in pm.translate(
            checkpoint, [example.source for example in examples], normalize=False,
            order=[example.order for example in examples] if checkpoint.order_control else None)]
        failed = False
        if len(cpp_predictions) != len(python_predictions):
            print(f"parity: FAILED: the C++ wrote {len(cpp_predictions)} predictions for "
                  f"{len(python_predictions)} examples")
            return 1
        disagreements = [i for i, (a, b) in enumerate(zip(cpp_predictions, python_predictions))
                         if a != b]
        total = len(examples)
        for i in disagreements[:5]:
            print(f"  disagreement at line {i + 1}: source {examples[i].describe(checkpoint)}: "
                  f"C++ '{cpp_predictions[i]}', PyTorch '{python_predictions[i]}'")
        if disagreements:
            failed = True
        correct = sum(p == canonical(example.target)
                      for p, example in zip(python_predictions, examples))
        print(f"PyTorch exact match {correct / total:.4f} ({correct}/{total})")
        summary = f"parity: {total - len(disagreements)}/{total} greedy predictions equal"

        # (c) teacher-forced logits.
        if arguments.skip_logits:
            summary += "; teacher-forced logits not checked (--skip-logits)"
        else:
            ok, max_diff, positions, message = check_logits(
                checkpoint, examples, logits_path, arguments.tolerance)
            summary += (f"; teacher-forced logits max |diff| {max_diff:.3g} over {positions} "
                        f"positions (tolerance {arguments.tolerance:g})")
            if not ok:
                failed = True
                print(f"  logits: {message}")

        # (d) unsupported model values are refused.
        if arguments.check_refusals:
            refused, total, failures = check_refusals(checkpoint_path, directory)
            summary += f"; {refused}/{total} unsupported model values refused by name"
            for failure in failures:
                print(f"  refusal: {failure}")
            failed = failed or bool(failures)
    print(summary + (" -- FAILED" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

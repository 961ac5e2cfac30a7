#!/usr/bin/python3
"""Builds the attention zoo table from the runs of scripts/zoo.sh and writes it into docs/zoo.md.

Every figure comes from the run directories: metrics.jsonl (steps and seconds to valid exact
match 0.97, examples per second), the model file (parameters, read from its safetensors
header), and the test predictions (test exact match, and exact match by source length).
"""
import argparse
import json
import os
import struct
import sys

BEGIN, END = "<!-- zoo:begin -->", "<!-- zoo:end -->"
BUCKETS = [(1, 8), (9, 12), (13, 16), (17, 20), (21, 24), (25, 64)]


def parameters(model_path):
    with open(model_path, "rb") as source:
        (length,) = struct.unpack("<Q", source.read(8))
        header = json.loads(source.read(length))
    total = 0
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        count = 1
        for size in entry["shape"]:
            count *= size
        total += count
    return total


def run_figures(directory, batch_size):
    lines = [json.loads(line) for line in open(os.path.join(directory, "metrics.jsonl")) if line.strip()]
    evaluations = [entry for entry in lines if "valid_exact_match" in entry]
    logs = [entry for entry in lines if "loss" in entry]
    reached = next((entry for entry in evaluations if entry["valid_exact_match"] >= 0.97), None)
    # Training speed from the logged windows (evaluation time excluded).
    examples_per_second = sorted(entry["examples_per_second"] for entry in logs)
    median = examples_per_second[len(examples_per_second) // 2]
    return {
        "steps": max(entry["step"] for entry in lines),
        "best_valid": max(entry["valid_exact_match"] for entry in evaluations),
        "steps_to_97": reached["step"] if reached else None,
        "seconds_to_97": reached["elapsed_seconds"] if reached else None,
        "ms_per_step": 1000.0 * batch_size / median,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--readme", required=True)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("variants", nargs="+")
    arguments = parser.parse_args()

    examples = [line.rstrip("\n").split("\t") for line in open(arguments.data, encoding="utf-8")]
    rows, by_length = [], []
    for variant in arguments.variants:
        directory = os.path.join(arguments.runs, variant)
        figures = run_figures(directory, arguments.batch_size)
        predictions = [line.rstrip("\n") for line in open(os.path.join(directory, "test_predictions.txt"), encoding="utf-8")]
        if len(predictions) != len(examples):
            sys.exit(f"{directory}: {len(predictions)} predictions for {len(examples)} test lines")
        correct = [prediction == target for prediction, (_, target) in zip(predictions, examples)]
        test_exact_match = sum(correct) / len(correct)
        seconds = f"{figures['seconds_to_97']:.0f}" if figures["seconds_to_97"] is not None else "never"
        steps = str(figures["steps_to_97"]) if figures["steps_to_97"] is not None else "never"
        rows.append(f"| {variant} | {test_exact_match:.4f} | {steps} | {seconds} | "
                    f"{figures['ms_per_step']:.0f} | {parameters(os.path.join(directory, 'model.safetensors')):,} |")
        cells = []
        for low, high in BUCKETS:
            hits = [ok for ok, (source, _) in zip(correct, examples) if low <= len(source) <= high]
            cells.append(f"{sum(hits) / len(hits):.3f} ({len(hits)})" if hits else "-")
        by_length.append(f"| {variant} | " + " | ".join(cells) + " |")

    table = "\n".join([
        BEGIN,
        "| attention | test exact match | steps to valid 0.97 | seconds to valid 0.97 | ms per step | parameters |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
        "Test exact match by source length in characters (examples in the bucket):",
        "",
        "| attention | " + " | ".join(f"{low}-{high}" for low, high in BUCKETS) + " |",
        "|---|" + "---|" * len(BUCKETS),
        *by_length,
        END,
    ])
    readme = open(arguments.readme, encoding="utf-8").read()
    if BEGIN in readme and END in readme:
        before, rest = readme.split(BEGIN, 1)
        after = rest.split(END, 1)[1]
        readme = before + table + after
    else:
        sys.exit(f"{arguments.readme} has no {BEGIN} ... {END} markers")
    temporary = arguments.readme + ".tmp"
    with open(temporary, "w", encoding="utf-8") as out:
        out.write(readme)
    os.replace(temporary, arguments.readme)
    print(table)


if __name__ == "__main__":
    main()

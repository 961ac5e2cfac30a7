#!/usr/bin/python3
"""Data-parallel training throughput on this machine: 1 rank against N ranks.

Trains the same config for the same number of steps once in one process and once with
scripts/train_distributed.sh N, and reads examples per second (global batch, median of the
logged windows after the first, i.e. after warm-up) and the all-reduce time per step from each
run's metrics.jsonl. Prints a table and writes JSON. On a 2-core machine the point is
correctness and overhead, not speed-up.

    /usr/bin/python3 scripts/bench/distributed.py [--ranks 2] [--steps 200] [--config FILE]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def figures(run_directory):
    lines = [json.loads(line) for line in open(os.path.join(run_directory, "metrics.jsonl"))
             if line.strip()]
    logs = [entry for entry in lines if "examples_per_second" in entry][1:]  # warm-up dropped
    if not logs:
        sys.exit(f"{run_directory}: no training log lines after the first; raise --steps")
    allreduce = [entry["allreduce_ms"] for entry in logs if "allreduce_ms" in entry]
    return {
        "examples_per_second": statistics.median(entry["examples_per_second"] for entry in logs),
        "allreduce_ms": statistics.median(allreduce) if allreduce else None,
        "windows": len(logs),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ranks", type=int, default=2)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--log-every", type=int, default=25)
    parser.add_argument("--config", default="configs/bahdanau.yaml")
    parser.add_argument("--dates", default=os.path.join(ROOT, "build", "app", "dates"))
    parser.add_argument("--out", default=os.path.join(ROOT, "runs", "bench", "distributed.json"))
    arguments = parser.parse_args()

    common = ["--max-steps", str(arguments.steps), "--threads", "1", "--skip-test",
              "--set", f"training.log_every={arguments.log_every}",
              "--set", f"training.eval_every={10 * arguments.steps}",
              "--set", "training.target_exact_match=1.0"]
    environment = dict(os.environ, OMP_NUM_THREADS="1", DATES_BINARY=arguments.dates)
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        single = os.path.join(scratch, "ranks-1")
        subprocess.run([arguments.dates, "train", "--config", arguments.config,
                        "--output-dir", single, *common], check=True, cwd=ROOT, env=environment,
                       stderr=subprocess.DEVNULL)
        results[1] = figures(single)
        several = os.path.join(scratch, f"ranks-{arguments.ranks}")
        subprocess.run(["bash", "scripts/train_distributed.sh", str(arguments.ranks),
                        arguments.config, "--output-dir", several, *common], check=True,
                       cwd=ROOT, env=environment, stderr=subprocess.DEVNULL)
        results[arguments.ranks] = figures(several)

    print(f"data-parallel training, {arguments.config}, {arguments.steps} steps, "
          f"1 thread per rank (examples/s of the global batch, median after warm-up)")
    print("| ranks | examples/s | all-reduce ms/step |")
    print("|---|---|---|")
    for ranks, row in results.items():
        allreduce = f"{row['allreduce_ms']:.2f}" if row["allreduce_ms"] is not None else "-"
        print(f"| {ranks} | {row['examples_per_second']:.0f} | {allreduce} |")
    os.makedirs(os.path.dirname(arguments.out), exist_ok=True)
    with open(arguments.out + ".tmp", "w") as out:
        json.dump({"config": arguments.config, "steps": arguments.steps,
                   "ranks": {str(k): v for k, v in results.items()}}, out, indent=2)
    os.replace(arguments.out + ".tmp", arguments.out)


if __name__ == "__main__":
    main()

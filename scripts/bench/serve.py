#!/usr/bin/env python3
"""Throughput and latency of `dates serve` under many small requests, against the same inputs
sent as one batch to `dates translate`.

usage: /usr/bin/python3 scripts/bench/serve.py [--dates build/app/dates]
           [--checkpoint checkpoints/real] [--data data/real/test.tsv] [--clients 1,16,64]
           [--seconds 8] [--repeats 3] [--threads 1] [--max-wait-us 0]
           [--out runs/bench/README-serve.md]

For each client count C: starts `dates serve` (--threads, --max-wait-us), then C clients, each a
persistent HTTP/1.1 connection (http.client) sending POST /v1/normalize with one input at a
time, cycling through the sources of --data, for --seconds after one second of warm-up. The
clients run in up to 4 processes (threads within each), so Python's lock does not serialise
them; on a 2-core machine they share the cores with the server, which the figures include.
Reports inputs per second and the p50/p99 latency a client saw, and batches per request from the
server's /metrics. The baseline: `dates translate --threads T` (the same model and options) on
the same number of inputs from standard input, whole process (model loading included) and, as
rate, inputs over wall time. Asserts nothing; prints a markdown table and writes it to --out.
"""
import argparse
import http.client
import json
import multiprocessing
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def start_server(args):
    log = tempfile.NamedTemporaryFile("w+", prefix="bench-serve-", suffix=".log")
    process = subprocess.Popen(
        [args.dates, "serve", "--port", "0", "--checkpoint", args.checkpoint, "--threads",
         str(args.threads), "--max-wait-us", str(args.max_wait_us), "--connections", "128"],
        stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.time() + 60
    while time.time() < deadline:
        log.seek(0)
        match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log.read())
        if match:
            return process, int(match.group(1)), log
        if process.poll() is not None:
            raise SystemExit(f"dates serve exited {process.returncode}")
        time.sleep(0.05)
    raise SystemExit("dates serve did not start")


def client_process(port, inputs, threads, offset, warmup_until, stop_at, queue):
    """Runs `threads` clients; puts (latencies in seconds after warm-up, errors) on the queue."""
    results = []
    lock = threading.Lock()

    def client(index):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        latencies, errors, i = [], 0, offset + index
        while True:
            now = time.time()
            if now >= stop_at:
                break
            body = json.dumps({"inputs": [inputs[i % len(inputs)]]})
            i += 997  # another input each time, spread over the file
            start = time.perf_counter()
            try:
                connection.request("POST", "/v1/normalize", body,
                                   {"Content-Type": "application/json"})
                response = connection.getresponse()
                payload = response.read()
                ok = response.status == 200 and b'"results"' in payload
            except (OSError, http.client.HTTPException):
                ok = False
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            elapsed = time.perf_counter() - start
            if now >= warmup_until:
                if ok:
                    latencies.append(elapsed)
                else:
                    errors += 1
        with lock:
            results.append((latencies, errors))

    pool = [threading.Thread(target=client, args=(t,)) for t in range(threads)]
    for thread in pool:
        thread.start()
    for thread in pool:
        thread.join()
    latencies = [value for part, _ in results for value in part]
    queue.put((latencies, sum(errors for _, errors in results)))


def process_cpu_seconds(pid):
    """User + system CPU seconds of a running process (/proc/PID/stat fields 14 and 15)."""
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def metric(text, name):
    match = re.search(rf"^{re.escape(name)} (\S+)$", text, re.M)
    return float(match.group(1)) if match else 0.0


def measure_serve(args, inputs, clients):
    process, port, log = start_server(args)
    try:
        processes = min(4, clients)
        start = time.time() + 0.5
        warmup_until, stop_at = start + 1.0, start + 1.0 + args.seconds
        queue = multiprocessing.Queue()
        workers = []
        for p in range(processes):
            threads = clients // processes + (1 if p < clients % processes else 0)
            worker = multiprocessing.Process(
                target=client_process,
                args=(port, inputs, threads, p * 131, warmup_until, stop_at, queue))
            worker.start()
            workers.append(worker)
        parts = [queue.get(timeout=args.seconds + 120) for _ in workers]
        for worker in workers:
            worker.join()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("GET", "/metrics")
        metrics = connection.getresponse().read().decode()
        cpu_seconds = process_cpu_seconds(process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)
    latencies = sorted(value for part, _ in parts for value in part)
    errors = sum(errors for _, errors in parts)
    requests = metric(metrics, "dates_batch_requests_sum")
    batches = metric(metrics, "dates_batches_total")
    return {
        "clients": clients,
        "inputs_per_second": len(latencies) / args.seconds,
        "p50_ms": 1000 * statistics.median(latencies),
        "p99_ms": 1000 * latencies[int(0.99 * (len(latencies) - 1))],
        "errors": errors,
        "requests_per_batch": requests / batches if batches else 0.0,
        "answered": len(latencies),
        # The server's CPU time over its whole life (loading, warm-up, the measured window)
        # per input answered in any phase: an upper bound on its cost per input.
        "cpu_ms_per_input": 1000 * cpu_seconds / max(1.0, requests),
    }


def measure_translate(args, inputs, count):
    lines = [inputs[(i * 997) % len(inputs)] for i in range(count)]
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as file:
        file.write("\n".join(lines) + "\n")
        file.flush()
        start = time.perf_counter()
        before = os.times()
        with open(file.name) as stdin:
            subprocess.run([args.dates, "translate", "--checkpoint", args.checkpoint, "--threads",
                            str(args.threads)], stdin=stdin, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
        seconds = time.perf_counter() - start
        after = os.times()
    cpu_seconds = (after.children_user - before.children_user +
                   after.children_system - before.children_system)
    return {"inputs": count, "seconds": seconds, "inputs_per_second": count / seconds,
            "cpu_ms_per_input": 1000 * cpu_seconds / count}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dates", default="build/app/dates")
    parser.add_argument("--checkpoint", default="checkpoints/real")
    parser.add_argument("--data", default="data/real/test.tsv")
    parser.add_argument("--clients", default="1,16,64")
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--repeats", type=int, default=3,
                        help="runs per client count; the table shows the median one")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--max-wait-us", type=int, default=0)
    parser.add_argument("--out", default="runs/bench/README-serve.md")
    args = parser.parse_args()
    with open(args.data, encoding="utf-8") as file:
        inputs = [line.split("\t")[0] for line in file.read().splitlines() if line.strip()]
    rows = []
    for clients in [int(c) for c in args.clients.split(",")]:
        runs = []
        for _ in range(args.repeats):
            runs.append(measure_serve(args, inputs, clients))
            print(json.dumps(runs[-1]), file=sys.stderr)
        # The run of median throughput, whole (its latencies and CPU belong together).
        rows.append(sorted(runs, key=lambda row: row["inputs_per_second"])[len(runs) // 2])
    largest = max(row["answered"] for row in rows)
    baseline = sorted((measure_translate(args, inputs, max(largest, 1000))
                       for _ in range(args.repeats)), key=lambda row: row["inputs_per_second"])[
                           args.repeats // 2]
    print(json.dumps(baseline), file=sys.stderr)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), "unknown CPU")
    lines = [
        f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} on {cpu} "
        f"({os.cpu_count()} cores), commit {commit}, with `/usr/bin/python3 "
        f"scripts/bench/serve.py --clients {args.clients} --seconds {args.seconds:g} --repeats "
        f"{args.repeats} --threads "
        f"{args.threads} --max-wait-us {args.max_wait_us}`; model {args.checkpoint}; each request "
        "one input; the clients (Python) run on the same cores as the server.",
        "",
        "| clients | inputs/s | p50 latency | p99 latency | requests per batch | server CPU per "
        "input | errors |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(f"| {row['clients']} | {row['inputs_per_second']:,.0f} | "
                     f"{row['p50_ms']:.1f} ms | {row['p99_ms']:.1f} ms | "
                     f"{row['requests_per_batch']:.1f} | {row['cpu_ms_per_input']:.2f} ms | "
                     f"{row['errors']} |")
    lines.append(f"| `dates translate`, the same {baseline['inputs']:,} inputs as one batch "
                 f"(whole process) | {baseline['inputs_per_second']:,.0f} | "
                 f"{1000 * baseline['seconds']:.0f} ms in all | | | "
                 f"{baseline['cpu_ms_per_input']:.2f} ms | |")
    text = "\n".join(lines) + "\n"
    print(text)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as file:
        file.write(text)


if __name__ == "__main__":
    main()

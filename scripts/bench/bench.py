"""The speed benchmark: the C++ `dates` binary against the eager PyTorch reference
(scripts/bench/reference.py), side by side, in one run.

usage: /usr/bin/python3 scripts/bench/bench.py [--tiny] [--threads 1[,2]] [--repeats N]
           [--dates build/app/dates] [--out runs/bench/bench.json] [--blas-coretype NAME]
           [--no-stock] [--file-lines N] [--file-threads T]

Run from the repository root (scripts/bench.sh does). It measures, with the same data
(data/train.tsv, valid, test), model size and hyperparameters (configs/bahdanau.yaml), batch
size and thread count on both sides:
- training: ms per step and examples per second after warm-up (the first log window of
  `dates train`, the same number of first steps of the reference, are left out);
- seconds from process start to valid exact match >= 0.97 (evaluated every 100 steps);
- greedy inference: dates per second at batch 1 and 1024 on the test split (process wall time
  of the whole input minus that of an empty input, i.e. start-up and model load subtracted);
- `dates translate` of a file of 100,000 lines (the test sources repeated) at 2 threads, as a
  user runs it: whole-process wall time, dates per second; beside it python-dateutil's
  `parser.parse` on the same lines, one call per line, one core (scripts/bench/dateutil_rate.py);
- peak resident memory of every process (the kernel's ru_maxrss of the reaped child, started
  through the small launcher scripts/bench/measure.py so that this process's own peak, torch
  loaded, is not inherited as the child's);
- the analytic FLOPs of one training example, layer by layer (lib/include/dates/model/flops.h; the
  same formulas are mirrored in flops_count() below and checked against `dates flops` when the
  binary has that subcommand, and the forward matmul part against torch's profiler), and the
  fraction of this machine's measured torch.mm rate (same thread setting) that training reaches.
Every C++ process is followed by its PyTorch twin (pairs interleaved, so a noisy machine
drifts on both), figures are medians over --repeats pairs, and the ratios C++ / PyTorch are
medians of the pairwise ratios. Nothing is asserted: it prints the tables, a markdown block for
the README's speed section, and writes the JSON and the markdown (README-speed.md, or
README-speed-tiny.md with --tiny, beside the JSON).

Threads: both sides get OMP_NUM_THREADS=T and OPENBLAS_NUM_THREADS=1 and `--threads T`
(`dates` runs T worker threads, each taking its share of a batch, with torch and OpenBLAS
single-threaded inside, core/workers.h; the reference sets torch's intra-op threads to T and
OpenBLAS's pool to 1).

Kernels, two tables. OpenBLAS 0.3.21 does not know every recent CPU and then falls back to its
generic Prescott kernels; `dates` notices and restarts itself with OPENBLAS_CORETYPE set to the
CPU's family (lib/src/core/runtime.cpp preferred_openblas_coretype: SkylakeX with AVX-512
F/CD/BW/DQ/VL, Haswell with AVX2 and FMA) and OMP_WAIT_POLICY=PASSIVE.
1. "equal kernels" (the first table, the JSON's top-level figures): both sides get
   OPENBLAS_CORETYPE set to the family `dates` would choose on this CPU (the same rule, read
   from /proc/cpuinfo; --blas-coretype NAME forces one, --blas-coretype none sets none) and
   OMP_WAIT_POLICY=PASSIVE. The kernels each side really runs are probed and named in the title.
2. "stock kernels" (the second table, the JSON's "stock"; --no-stock skips it): neither variable
   set, the reference on whatever kernels python3 gets, `dates` as a user runs it. With --tiny
   it holds training and greedy batch 1024 only.
The machine's matrix-multiply rate is measured with the equal-kernel setting (and, when python3's
own kernels differ, with those too, for context).
"""
import argparse
import datetime
import json
import os
import platform
import random
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "pytorch"))
import pytorch_model as pm  # noqa: E402  (normalize_source only; torch is not used here)

REFERENCE = os.path.join(HERE, "reference.py")
DATEUTIL = os.path.join(HERE, "dateutil_rate.py")
MEASURE = os.path.join(HERE, "measure.py")


# ---- the analytic FLOP count (mirror of lib/src/model/flops.cpp; keep the two in step) -------------

GRU_ELEMENTWISE_PER_UNIT = 16
SOFTMAX_PER_POSITION = 5
LOG_SOFTMAX_PER_CLASS = 5
CLIP_PER_PARAMETER = 3
ADAM_PER_PARAMETER = 13


def parameter_count(d):
    E, H, K, Hd, A = d["E"], d["H"], 2 * d["H"], d["Hd"], d["A"]
    Vs, Vt = d["Vs"], d["Vt"]
    encoder = Vs * E + 2 * (3 * H * E + 3 * H * H + 6 * H) + H * Hd + Hd
    decoder = (Vt * E + A * Hd + (A * K + A) + A + 3 * Hd * (E + K) + 3 * Hd * Hd + 6 * Hd
               + (Hd + K + E) * Vt + Vt)
    return encoder + decoder


def flops_count(d, S, Sa, T, batch_size):
    """Forward FLOPs of one example per layer (multiply-add = 2), as bahdanau_flops in
    lib/src/model/flops.cpp; training = 3 x forward + (clip 3 + Adam 13) x P / batch."""
    E, H, K, Hd, A, Vt = d["E"], d["H"], 2 * d["H"], d["Hd"], d["A"], d["Vt"]
    g = GRU_ELEMENTWISE_PER_UNIT
    layers = [
        ("encoder.embedding", "0 (lookup)", 0, 0),
        ("encoder.rnn", "2 dir x S x [2 x 3H (E + H) matmul + 16 H]",
         2 * S * 2 * 3 * H * (E + H), 2 * S * g * H),
        ("encoder.bridge", "2 H Hd + 2 Hd (bias, tanh)", 2 * H * Hd, 2 * Hd),
        ("decoder.attention.key", "2 Sa K A + Sa A (bias), once", 2 * Sa * K * A, Sa * A),
        ("decoder.embedding", "0 (lookup)", 0, 0),
        ("decoder.attention.query", "T x 2 Hd A", T * 2 * Hd * A, 0),
        ("decoder.attention.score", "T x [2 Sa A (v) + 2 Sa A (add, tanh)]",
         T * 2 * Sa * A, T * 2 * Sa * A),
        ("decoder.attention.softmax", "T x 5 Sa", 0, T * SOFTMAX_PER_POSITION * Sa),
        ("decoder.attention.context", "T x 2 Sa K", T * 2 * Sa * K, 0),
        ("decoder.rnn", "T x [2 x 3Hd (E + K + Hd) matmul + 16 Hd]",
         T * 2 * 3 * Hd * (E + K + Hd), T * g * Hd),
        ("decoder.output", "T x [2 (Hd + K + E) Vt + Vt (bias)]",
         T * 2 * (Hd + K + E) * Vt, T * Vt),
        ("loss (log_softmax + pick)", "T x 5 Vt", 0, T * LOG_SOFTMAX_PER_CLASS * Vt),
    ]
    P = parameter_count(d)
    forward_matmul = sum(layer[2] for layer in layers)
    forward_elementwise = sum(layer[3] for layer in layers)
    optimizer = (CLIP_PER_PARAMETER + ADAM_PER_PARAMETER) * P / batch_size
    return {
        "parameters": P, "batch_size": batch_size,
        "lengths": {"source": S, "attended_source": Sa, "decoder_steps": T},
        "layers": [{"layer": n, "formula": f, "matmul": m, "elementwise": e}
                   for n, f, m, e in layers],
        "forward_matmul": forward_matmul, "forward_elementwise": forward_elementwise,
        "forward": forward_matmul + forward_elementwise,
        "optimizer_per_example": optimizer,
        "training_matmul": 3 * forward_matmul,
        "training": 3 * (forward_matmul + forward_elementwise) + optimizer,
    }


# ---- configuration and data ------------------------------------------------------------------

def read_config(path):
    """configs/*.yaml as {section: {key: value string}} (the two-level layout of to_yaml)."""
    with open(path, encoding="utf-8") as text:
        config = pm.parse_config("\n".join(line.split(" #")[0].rstrip() for line in text))
    return config


def read_examples(path, limit=0):
    examples = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            line = line.rstrip("\n").rstrip("\r")
            if line:
                source, target = line.split("\t")[:2]
                examples.append((pm.normalize_source(source), target))
                if limit and len(examples) >= limit:
                    break
    return examples


def length_statistics(examples, batch_size, seed=1):
    """Mean S and T + 1 per example; and under batching (one epoch of random batches, as
    `dates train` draws them: its permutation differs, its distribution does not) the mean
    packed S, the mean padded width Sa and the mean padded decoder steps."""
    S = [len(s) for s, _ in examples]
    T = [len(t) + 1 for _, t in examples]
    n = len(examples)
    order = list(range(n))
    random.Random(seed).shuffle(order)
    packed, widest, longest, batches = 0.0, 0.0, 0.0, n // batch_size
    for b in range(batches):
        rows = order[b * batch_size:(b + 1) * batch_size]
        packed += sum(S[i] for i in rows) / batch_size
        widest += max(S[i] for i in rows)
        longest += max(T[i] for i in rows)
    return {"examples": n,
            "mean": {"source": sum(S) / n, "attended_source": sum(S) / n,
                     "decoder_steps": sum(T) / n},
            "padded": {"source": packed / batches, "attended_source": widest / batches,
                       "decoder_steps": longest / batches},
            "batches": batches}


# ---- processes -------------------------------------------------------------------------------

def run(command, env, stdin=None, stdout=None):
    """Runs `command` to completion through scripts/bench/measure.py; returns wall seconds, the
    child's peak RSS (KiB, kernel accounting via wait4), CPU seconds and the tail of its
    standard error. A non-zero exit status raises RuntimeError with that tail. The launcher is
    there for the peak RSS: a direct child of this process (torch is loaded here, through
    pytorch_model) would inherit this process's peak across fork and exec as its own."""
    stdin_file = open(stdin, "rb") if stdin else subprocess.DEVNULL
    stdout_file = open(stdout, "wb") if stdout else subprocess.DEVNULL
    result_fd, result_path = tempfile.mkstemp(prefix="measure-", suffix=".json")
    os.close(result_fd)
    try:
        with tempfile.TemporaryFile() as stderr_file:
            process = subprocess.run([sys.executable, MEASURE, result_path, *command], env=env,
                                     stdin=stdin_file, stdout=stdout_file, stderr=stderr_file,
                                     cwd=ROOT)
            stderr_file.seek(0)
            stderr = stderr_file.read().decode("utf-8", "replace")
        try:
            with open(result_path, encoding="utf-8") as handle:
                measured = json.load(handle)
        except (OSError, ValueError):
            measured = None
    finally:
        os.unlink(result_path)
        for handle in (stdin_file, stdout_file):
            if handle is not subprocess.DEVNULL:
                handle.close()
    status = measured["exit_status"] if measured else process.returncode
    if process.returncode != 0 or measured is None:
        raise RuntimeError(f"{' '.join(command)} exited with {status}:\n{stderr[-2000:]}")
    return {"wall_seconds": measured["wall_seconds"], "peak_rss_kib": measured["peak_rss_kib"],
            "user_seconds": measured["user_seconds"], "sys_seconds": measured["sys_seconds"],
            "stderr_tail": stderr[-4000:]}


def last_json(stderr):
    for line in reversed(stderr.strip().splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"no JSON result in:\n{stderr[-1000:]}")


def cpu_flags():
    """The feature flags of the first CPU in /proc/cpuinfo (empty when there is none)."""
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def preferred_openblas_coretype(flags):
    """The OpenBLAS kernel family `dates` restarts itself with on this CPU, by the rule of
    lib/src/core/runtime.cpp preferred_openblas_coretype: SkylakeX with AVX-512 F, CD, BW, DQ
    and VL; Haswell with AVX2 and FMA; else none ("")."""
    if {"avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"} <= flags:
        return "SkylakeX"
    if {"avx2", "fma"} <= flags:
        return "Haswell"
    return ""


def environment(threads, coretype="", passive=False):
    """The environment of one measured process. OPENBLAS_CORETYPE and OMP_WAIT_POLICY are never
    inherited: the caller's table decides them (coretype "" = unset, passive = PASSIVE)."""
    env = dict(os.environ)
    env["OMP_NUM_THREADS"] = str(threads)
    env["OPENBLAS_NUM_THREADS"] = "1"
    for name in ("MKL_NUM_THREADS", "OPENBLAS_CORETYPE", "OMP_WAIT_POLICY"):
        env.pop(name, None)
    if coretype:
        env["OPENBLAS_CORETYPE"] = coretype
    if passive:
        env["OMP_WAIT_POLICY"] = "PASSIVE"
    return env


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def number(value, fmt="{:.0f}"):
    return fmt.format(value) if value is not None else "n/a"


def ratio(a, b):
    return a / b if a is not None and b else None


def first_column(path, count):
    """The first tab-separated field of each of the first `count` lines of a translate output."""
    with open(path, encoding="utf-8") as handle:
        return [line.split("\t")[0] for line in handle.read().split("\n")[:count]]


MODES = {"equal": "equal kernels", "stock": "stock kernels"}


# ---- the measurements ------------------------------------------------------------------------

class Bench:
    def __init__(self, args):
        self.args = args
        self.tiny = args.tiny
        self.python = args.python
        self.dates = os.path.abspath(args.dates)
        self.config_path = args.config
        self.config = read_config(args.config)
        self.work = tempfile.mkdtemp(prefix="dates-bench-")
        self.preferred_coretype = preferred_openblas_coretype(cpu_flags())
        if args.blas_coretype == "auto":
            self.coretype = self.preferred_coretype
        elif args.blas_coretype.lower() == "none":
            self.coretype = ""
        else:
            self.coretype = args.blas_coretype
        self.modes = ["equal"] + ([] if args.no_stock else ["stock"])
        self.file = None
        training = self.config["training"]
        self.batch_size = int(training.get("batch_size", 64))
        self.seed = int(training.get("seed", 1))
        if self.batch_size != 64:
            print(f"note: {args.config} has batch size {self.batch_size}", file=sys.stderr)
        p = self.config["model"]
        self.reference_config = {
            "train": self.config["data"]["train"], "valid": self.config["data"]["valid"],
            "normalize": self.config["data"].get("normalize", "dates"),
            "embedding_dim": int(p["embedding_dim"]), "encoder_hidden": int(p["encoder_hidden"]),
            "decoder_hidden": int(p["decoder_hidden"]), "attention_dim": int(p["attention_dim"]),
            "batch_size": self.batch_size,
            "learning_rate": float(training.get("learning_rate", 3e-3)),
            "gradient_clip": float(training.get("gradient_clip", 1.0)), "seed": self.seed,
            "max_target_length": int(self.config["data"].get("max_target_length", 16)),
        }
        if training.get("optimizer", "adam") != "adam" or float(
                training.get("teacher_forcing", 1.0)) != 1.0:
            raise SystemExit("the reference implements Adam with full teacher forcing only")
        self.result = {"config": args.config, "tiny": self.tiny, "threads": args.threads,
                       "repeats": args.repeats, "command": args.command_line,
                       "blas_coretype": {"requested": args.blas_coretype,
                                         "preferred_by_dates_rule": self.preferred_coretype,
                                         "equal_kernels_env": self.coretype}}

    def log(self, text):
        print(text, file=sys.stderr, flush=True)

    def env(self, threads, mode):
        """equal: OPENBLAS_CORETYPE (the chosen family) and OMP_WAIT_POLICY=PASSIVE on both
        sides; stock: neither set."""
        if mode == "equal":
            return environment(threads, self.coretype, passive=True)
        return environment(threads)

    # -- C++ and PyTorch command lines

    def cpp_train(self, threads, steps, extra):
        output = tempfile.mkdtemp(prefix="cpp-train-", dir=self.work)
        command = [self.dates, "train", "--config", self.config_path, "--max-steps", str(steps),
                   "--output-dir", output, "--skip-test", "--threads", str(threads)]
        for assignment in extra:
            command += ["--set", assignment]
        return command, output

    def py(self, *arguments):
        return [self.python, REFERENCE, *arguments]

    # -- sections

    def probe_kernels(self, env):
        """The OpenBLAS kernels each side runs under `env`: python3 with torch loaded asks
        OpenBLAS; `dates train` logs them (after its restart, where it restarts)."""
        found = {"environment": {name: env.get(name)
                                 for name in ("OPENBLAS_CORETYPE", "OMP_WAIT_POLICY")}}
        probe = ("import ctypes,torch;l=ctypes.CDLL('libopenblas.so.0');"
                 "l.openblas_get_corename.restype=ctypes.c_char_p;"
                 "l.openblas_get_config.restype=ctypes.c_char_p;"
                 "print(torch.__version__);print(l.openblas_get_corename().decode());"
                 "print(l.openblas_get_config().decode())")
        try:
            out = subprocess.run([self.python, "-c", probe], env=env, capture_output=True,
                                 text=True, check=True).stdout.splitlines()
            found.update(torch=out[0], pytorch=out[1], openblas_config=out[2])
        except (subprocess.CalledProcessError, IndexError, OSError) as error:
            found["pytorch"] = f"unknown ({error})"
        found["cpp"] = "unknown"
        try:
            probe_dir = tempfile.mkdtemp(prefix="cpp-probe-", dir=self.work)
            out = subprocess.run([self.dates, "train", "--config", "configs/tiny.yaml",
                                  "--max-steps", "1", "--skip-test", "--output-dir", probe_dir],
                                 cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
            for word in out.stderr.split("OpenBLAS kernels ")[1:2]:
                found["cpp"] = word.split()[0].rstrip(",;)")
        except (OSError, subprocess.TimeoutExpired):
            pass
        return found

    def machine(self):
        info = {"date_utc": datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M"),
                "cpu": "?", "logical_cpus": os.cpu_count(), "platform": platform.platform()}
        cores = set()
        try:
            with open("/proc/cpuinfo") as cpuinfo:
                physical = None
                for line in cpuinfo:
                    key, _, value = line.partition(":")
                    key, value = key.strip(), value.strip()
                    if key == "model name" and info["cpu"] == "?":
                        info["cpu"] = value
                    elif key == "physical id":
                        physical = value
                    elif key == "core id":
                        cores.add((physical, value))
        except OSError:
            pass
        info["cores"] = len(cores) or None
        kernels = {mode: self.probe_kernels(self.env(1, mode)) for mode in self.modes}
        equal = kernels["equal"]
        info.update(torch=equal.get("torch"), openblas_config=equal.get("openblas_config"),
                    openblas_core=equal["pytorch"], cpp_openblas_core=equal["cpp"],
                    openblas_coretype_env=self.coretype)
        try:
            info["git_commit"] = subprocess.run(
                ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                text=True).stdout.strip()
            info["git_dirty"] = bool(subprocess.run(
                ["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                capture_output=True, text=True).stdout.strip())
        except OSError:
            pass
        self.result["machine"] = info
        self.result["kernels"] = kernels
        self.log(f"[bench] {info['cpu']}, {info['logical_cpus']} CPUs, torch "
                 f"{info.get('torch')}; OpenBLAS kernels " + "; ".join(
                     f"{MODES[mode]}: C++ {k['cpp']}, PyTorch {k['pytorch']}"
                     for mode, k in kernels.items()))
        if equal["cpp"] != equal["pytorch"]:
            self.log(f"[bench] WARNING: the 'equal kernels' table runs different kernels: C++ "
                     f"{equal['cpp']}, PyTorch {equal['pytorch']}")

    def flops(self):
        train = read_examples(self.config["data"]["train"])
        stats = length_statistics(train, self.batch_size, self.seed)
        model = self.config["model"]
        dims = {"E": int(model["embedding_dim"]), "H": int(model["encoder_hidden"]),
                "Hd": int(model["decoder_hidden"]), "A": int(model["attention_dim"]),
                "Vs": len(pm.SPECIAL_TOKENS) + len({c for s, _ in train for c in s}),
                "Vt": len(pm.SPECIAL_TOKENS) + len({c for _, t in train for c in t})}
        useful = flops_count(dims, stats["mean"]["source"], stats["mean"]["attended_source"],
                             stats["mean"]["decoder_steps"], self.batch_size)
        executed = flops_count(dims, stats["padded"]["source"],
                               stats["padded"]["attended_source"],
                               stats["padded"]["decoder_steps"], self.batch_size)
        section = {"dimensions": dims, "lengths": stats, "useful": useful, "executed": executed,
                   "source": "scripts/bench/bench.py flops_count (mirror of lib/src/model/flops.cpp)"}
        # The C++ count, when the binary prints it.
        try:
            out = subprocess.run([self.dates, "flops", "--config", self.config_path, "--json"],
                                 cwd=ROOT, capture_output=True, text=True, timeout=120)
            if out.returncode == 0 and out.stdout.strip().startswith("{"):
                cpp = json.loads(out.stdout)
                section["cpp"] = cpp
                agree = abs(cpp["useful"]["training"] - useful["training"]) <= \
                    1e-9 * useful["training"]
                section["cpp_agrees_with_mirror"] = agree
                if not agree:
                    self.log("[bench] WARNING: `dates flops` and the Python mirror disagree")
                # The C++ count is the reference one (its padded widths come from the very
                # batches `dates train` draws).
                useful, executed = cpp["useful"], cpp["executed"]
                stats["mean"], stats["padded"] = useful["lengths"], executed["lengths"]
                section.update(useful=useful, executed=executed, lengths=stats,
                               source="`dates flops --json` (lib/src/model/flops.cpp)")
        except (OSError, subprocess.TimeoutExpired, ValueError, KeyError):
            pass
        # Torch's profiler counts the matmul FLOPs of one forward batch: compare with the
        # analytic count at that batch's own lengths.
        batch = 64 if not self.tiny else 16
        probe = last_json(run(self.py("profile-flops", "--batch", str(batch), "--config-json",
                                      json.dumps(self.reference_config)),
                              self.env(1, "equal"))["stderr_tail"])
        lengths = probe["source_lengths"]
        analytic = flops_count(dims, sum(lengths) / len(lengths), probe["padded_source_length"],
                               probe["decoder_steps"], batch)
        matmul_ops = {k: v for k, v in probe["flops_by_op"].items()
                      if k in ("aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm")}
        counted = sum(matmul_ops.values())
        section["profiler_check"] = {
            "batch": batch, "profiler_forward_matmul_flops": counted,
            "profiler_by_op": probe["flops_by_op"],
            "analytic_forward_matmul_flops": analytic["forward_matmul"] * batch,
            "ratio": counted / (analytic["forward_matmul"] * batch)}
        self.result["flops"] = section
        self.log(f"[bench] FLOPs per training example {useful['training'] / 1e6:.2f} M useful "
                 f"(S {stats['mean']['source']:.2f}, T {stats['mean']['decoder_steps']:.2f}), "
                 f"{executed['training'] / 1e6:.2f} M executed with padding; profiler / "
                 f"analytic forward matmul = {section['profiler_check']['ratio']:.4f}")

    def matmul(self):
        """torch.mm rates in the equal-kernel setting; where python3's own kernels differ (the
        stock table's reference), those too, for context."""
        sizes = ("64x160x384,64x128x384,64x32x192,64x64x192,64x288x15,1024x1024x1024"
                 if not self.tiny else "64x160x384,256x256x256")
        seconds = "0.5" if not self.tiny else "0.05"
        rates = {}
        kernels = self.result["kernels"]
        stock_differs = "stock" in kernels and \
            kernels["stock"]["pytorch"] != kernels["equal"]["pytorch"]
        for threads in self.args.threads:
            entry = last_json(run(self.py("matmul", "--threads", str(threads), "--sizes", sizes,
                                          "--seconds", seconds),
                                  self.env(threads, "equal"))["stderr_tail"])
            rates[str(threads)] = entry["results"]
            if stock_differs:
                entry = last_json(run(self.py("matmul", "--threads", str(threads), "--sizes",
                                              sizes, "--seconds", seconds),
                                      self.env(threads, "stock"))["stderr_tail"])
                rates[f"{threads}_pytorch_default_kernels"] = entry["results"]
        self.result["matmul"] = rates
        self.result["matmul_coretype"] = kernels["equal"]["pytorch"]
        if self.tiny:
            return self.log_matmul()
        # The machine's multi-threaded BLAS rate (OpenBLAS's own pool at every CPU), for scale.
        cpus = os.cpu_count() or 1
        big = sizes.split(",")[-1]
        entry = last_json(run(self.py("matmul", "--threads", str(cpus), "--blas-threads",
                                      str(cpus), "--sizes", big, "--seconds", seconds),
                              self.env(cpus, "equal"))["stderr_tail"])
        rates["all_cpus_blas_threaded"] = entry["results"]
        self.log_matmul()

    def log_matmul(self):
        for key, results in self.result["matmul"].items():
            self.log(f"[bench] torch.mm GFLOP/s ({key} thread(s)): " + ", ".join(
                f"{r['m']}x{r['k']}x{r['n']} {r['gflops_median']:.1f}" for r in results))

    def training_speed(self, mode):
        steps = 300 if not self.tiny else 20
        window = 50 if not self.tiny else 10
        out = {}
        for threads in self.args.threads:
            env = self.env(threads, mode)
            pairs = []
            for repeat in range(self.args.repeats):
                command, output = self.cpp_train(threads, steps, [
                    "training.eval_every=1000000", "training.target_exact_match=1.0",
                    f"training.log_every={window}"])
                cpp_run = run(command, env)
                windows = []
                with open(os.path.join(output, "metrics.jsonl")) as metrics:
                    for line in metrics:
                        entry = json.loads(line)
                        if "examples_per_second" in entry:
                            windows.append(entry["examples_per_second"])
                timed = windows[1:] or windows  # the first window is the warm-up
                seconds = sum(window * self.batch_size / eps for eps in timed)
                cpp_eps = window * self.batch_size * len(timed) / seconds
                cpp = {"examples_per_second": cpp_eps,
                       "ms_per_step": 1000.0 * self.batch_size / cpp_eps,
                       "windows_examples_per_second": windows, **cpp_run}
                py_run = run(self.py("train", "--max-steps", str(steps), "--warmup-steps",
                                     str(window), "--threads", str(threads), "--config-json",
                                     json.dumps(self.reference_config)), env)
                py = {**last_json(py_run["stderr_tail"]), **py_run}
                pairs.append({"cpp": cpp, "pytorch": py})
                self.log(f"[bench] {MODES[mode]}: training, {threads} thread(s), pair "
                         f"{repeat + 1}: C++ {cpp['ms_per_step']:.1f} ms/step ({cpp_eps:.0f} "
                         f"ex/s), PyTorch {py['ms_per_step']:.1f} ms/step "
                         f"({py['examples_per_second']:.0f} ex/s)")
            out[str(threads)] = self.summarise(pairs, ["examples_per_second", "ms_per_step",
                                                       "peak_rss_kib", "wall_seconds"])
            out[str(threads)]["steps"] = steps
            out[str(threads)]["warmup_steps"] = window
        return out

    def time_to_target(self, mode):
        threads = self.args.threads[0]
        env = self.env(threads, mode)
        target = 0.97
        every, max_steps = (100, 3000) if not self.tiny else (10, 20)
        valid_limit = 0 if not self.tiny else 50
        pairs = []
        for repeat in range(self.args.ttt_repeats):
            extra = [f"training.eval_every={every}", f"training.target_exact_match={target}",
                     f"data.valid_examples={valid_limit}"]
            command, output = self.cpp_train(threads, max_steps, extra)
            cpp_run = run(command, env)
            reached = None
            with open(os.path.join(output, "metrics.jsonl")) as metrics:
                for line in metrics:
                    entry = json.loads(line)
                    if entry.get("valid_exact_match", -1) >= target and reached is None:
                        reached = entry
            cpp = {"reached": reached is not None,
                   "steps": reached["step"] if reached else None,
                   "seconds_to_target": cpp_run["wall_seconds"] if reached else None,
                   "seconds_in_train_at_target": reached["elapsed_seconds"] if reached else None,
                   **cpp_run}
            py_config = dict(self.reference_config, valid_examples=valid_limit)
            py_run = run(self.py("train", "--max-steps", str(max_steps), "--eval-every",
                                 str(every), "--target", str(target), "--threads", str(threads),
                                 "--config-json", json.dumps(py_config)), env)
            report = last_json(py_run["stderr_tail"])
            hit = report.get("reached_target")
            py = {"reached": hit is not None, "steps": hit["step"] if hit else None,
                  "seconds_to_target": py_run["wall_seconds"] if hit else None,
                  "seconds_in_process_at_target":
                      hit["seconds_since_process_start"] if hit else None,
                  "evaluations": report.get("evaluations"), **py_run}
            pairs.append({"cpp": cpp, "pytorch": py})
            self.log(f"[bench] {MODES[mode]}: time to valid {target}, pair {repeat + 1}: C++ "
                     f"{number(cpp['seconds_to_target'], '{:.1f}')} s (step {cpp['steps']}), "
                     f"PyTorch {number(py['seconds_to_target'], '{:.1f}')} s (step "
                     f"{py['steps']})")
        summary = self.summarise(pairs, ["seconds_to_target", "steps", "peak_rss_kib"])
        summary.update(target=target, eval_every=every, max_steps=max_steps, threads=threads)
        return summary

    def inference(self, mode, batches=(1, 1024)):
        test = read_examples(self.config["data"]["test"])
        limits = {1: self.args.batch1_limit or len(test), 1024: len(test)}
        if self.tiny:
            limits = {1: 16, 1024: 128}
        empty = os.path.join(self.work, "empty.txt")
        open(empty, "w").close()
        out = {}
        for batch in batches:
            for threads in self.args.threads if batch == 1024 else self.args.threads[:1]:
                env = self.env(threads, mode)
                examples = test[:limits[batch]]
                sources = os.path.join(self.work, f"sources-{batch}.txt")
                with open(sources, "w", encoding="utf-8") as handle:
                    handle.write("".join(s + "\n" for s, _ in examples))
                pairs = []
                for repeat in range(self.args.repeats):
                    row = {}
                    for side in ("cpp", "pytorch"):
                        if side == "cpp":
                            command = [self.dates, "translate", "--checkpoint",
                                       self.args.checkpoint, "--beam", "1", "--batch-size",
                                       str(batch), "--threads", str(threads)]
                        else:
                            command = self.py("translate", "--checkpoint", self.args.checkpoint,
                                              "--batch-size", str(batch), "--threads",
                                              str(threads))
                        outputs = os.path.join(self.work, f"{side}-{batch}-{threads}.txt")
                        idle = run(command, env, stdin=empty)
                        full = run(command, env, stdin=sources, stdout=outputs)
                        # Start-up and load subtracted; on a tiny input the noise can exceed the
                        # decoding itself, and then there is no figure (None).
                        decode = full["wall_seconds"] - idle["wall_seconds"]
                        predicted = first_column(outputs, len(examples))
                        entry = {"dates": len(examples), "start_and_load_seconds":
                                 idle["wall_seconds"], "process_seconds": full["wall_seconds"],
                                 "decode_seconds": decode,
                                 "dates_per_second": len(examples) / decode if decode > 0
                                 else None,
                                 "dates_per_second_whole_process":
                                     len(examples) / full["wall_seconds"],
                                 "peak_rss_kib": full["peak_rss_kib"],
                                 "exact_match": sum(p == t for p, (_, t) in
                                                    zip(predicted, examples)) / len(examples),
                                 "_predicted": predicted}
                        if side == "pytorch":
                            entry["decode_seconds_inside"] = last_json(
                                full["stderr_tail"]).get("decode_seconds")
                        row[side] = entry
                    same = sum(a == b for a, b in zip(row["cpp"].pop("_predicted"),
                                                      row["pytorch"].pop("_predicted")))
                    row["outputs_equal"] = same
                    pairs.append(row)
                    self.log(f"[bench] {MODES[mode]}: greedy batch {batch}, {threads} "
                             f"thread(s), pair {repeat + 1}: C++ "
                             f"{number(row['cpp']['dates_per_second'])} dates/s, PyTorch "
                             f"{number(row['pytorch']['dates_per_second'])} dates/s; "
                             f"{same}/{len(examples)} outputs equal")
                summary = self.summarise(pairs, ["dates_per_second", "start_and_load_seconds",
                                                 "dates_per_second_whole_process",
                                                 "peak_rss_kib", "exact_match"])
                summary["dates"] = len(examples)
                summary["outputs_equal"] = min(p["outputs_equal"] for p in pairs)
                out[f"batch{batch}_threads{threads}"] = summary
        return out

    def file_sources(self):
        """The file `dates translate` reads as a user would: --file-lines lines, the test
        sources (normalised, as the greedy rows' inputs) repeated in order; and the targets."""
        if self.file is None:
            test = read_examples(self.config["data"]["test"])
            examples = [test[i % len(test)] for i in range(self.args.file_lines)]
            path = os.path.join(self.work, f"file-{len(examples)}.txt")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("".join(s + "\n" for s, _ in examples))
            self.file = (path, examples)
        return self.file

    def translate_file(self, mode):
        """`dates translate --checkpoint C --threads T < file > out`: whole-process wall time
        (start-up, the restart where it restarts, model load, reading, decoding, writing) per
        line; paired with python-dateutil's parse loop over the same lines (one core)."""
        path, examples = self.file_sources()
        n, threads = len(examples), self.args.file_threads
        command = [self.dates, "translate", "--checkpoint", self.args.checkpoint, "--threads",
                   str(threads)]
        env = self.env(threads, mode)
        pairs = []
        for repeat in range(self.args.repeats):
            outputs = os.path.join(self.work, f"file-out-{mode}.txt")
            full = run(command, env, stdin=path, stdout=outputs)
            predicted = first_column(outputs, n)
            cpp = {"process_seconds": full["wall_seconds"],
                   "dates_per_second": n / full["wall_seconds"],
                   "peak_rss_kib": full["peak_rss_kib"],
                   "user_seconds": full["user_seconds"], "sys_seconds": full["sys_seconds"],
                   "exact_match": sum(p == t for p, (_, t) in zip(predicted, examples)) / n}
            parsed = os.path.join(self.work, f"file-dateutil-{mode}.txt")
            reference = run([self.python, DATEUTIL, path, parsed], environment(1))
            report = last_json(reference["stderr_tail"])
            if "error" in report:
                other = {"error": report["error"], "dates_per_second": None}
            else:
                dates = first_column(parsed, n)
                other = {"process_seconds": reference["wall_seconds"],
                         "parse_seconds": report["seconds"],
                         "dates_per_second": report["lines_per_second"],
                         "failures": report["failures"], "version": report["dateutil"],
                         "peak_rss_kib": reference["peak_rss_kib"],
                         "exact_match": sum(d == t for d, (_, t) in zip(dates, examples)) / n}
            pairs.append({"cpp": cpp, "dateutil": other})
            self.log(f"[bench] {MODES[mode]}: translate a {n}-line file, {threads} thread(s), "
                     f"pair {repeat + 1}: C++ {cpp['dates_per_second']:.0f} dates/s "
                     f"({cpp['process_seconds']:.2f} s), python-dateutil "
                     f"{number(other['dates_per_second'])} dates/s")
        summary = self.summarise(pairs, ["dates_per_second", "process_seconds", "peak_rss_kib",
                                         "exact_match"], other="dateutil")
        summary.update(lines=n, threads=threads, checkpoint=self.args.checkpoint,
                       command=" ".join(command[1:]) + " < FILE > OUT",
                       reference="python-dateutil: dateutil.parser.parse(line) per line, one "
                                 "core, the file read into memory (scripts/bench/dateutil_rate.py)")
        return summary

    def summarise(self, pairs, keys, other="pytorch"):
        """Medians of each side's figures, and the median of the pairwise ratios C++/other."""
        name = f"ratio_cpp_over_{other}"
        summary = {"pairs": pairs, "cpp": {}, other: {}, name: {}}
        for key in keys:
            summary["cpp"][key] = median([p["cpp"].get(key) for p in pairs])
            summary[other][key] = median([p[other].get(key) for p in pairs])
            summary[name][key] = median(
                [ratio(p["cpp"].get(key), p[other].get(key)) for p in pairs])
        return summary

    def utilisation(self, section):
        """Achieved GFLOP/s of training and inference, and their fraction of torch.mm's rate
        (measured in the equal-kernel setting)."""
        flops = self.result["flops"]
        out = {}
        for threads in self.args.threads:
            rates = {f"{r['m']}x{r['k']}x{r['n']}": r["gflops_median"]
                     for r in self.result["matmul"][str(threads)]}
            large = rates[max(rates, key=lambda k: int(k.split("x")[0]))]
            small = rates["64x160x384"]
            row = {"matmul_gflops_large": large, "matmul_gflops_small": small}
            training = section["training"][str(threads)]
            for side in ("cpp", "pytorch"):
                eps = training[side]["examples_per_second"]
                for kind in ("useful", "executed"):
                    gflops = flops[kind]["training"] * eps / 1e9
                    row[f"{side}_training_gflops_{kind}"] = gflops
                    row[f"{side}_training_fraction_of_large_matmul_{kind}"] = gflops / large
                    row[f"{side}_training_fraction_of_small_matmul_{kind}"] = gflops / small
                key = f"batch1024_threads{threads}"
                if key in section.get("inference", {}):
                    dps = section["inference"][key][side]["dates_per_second"]
                    if dps:
                        gflops = flops["useful"]["forward"] * dps / 1e9
                        row[f"{side}_greedy1024_gflops_useful"] = gflops
                        row[f"{side}_greedy1024_fraction_of_large_matmul"] = gflops / large
            out[str(threads)] = row
        return out

    # -- the tables

    def title(self, mode):
        """What each side ran in one table, from the probes (not from what was asked)."""
        k = self.result["kernels"][mode]
        if mode == "equal":
            settings = (f"OPENBLAS_CORETYPE={self.coretype}" if self.coretype else
                        "OPENBLAS_CORETYPE unset") + " and OMP_WAIT_POLICY=PASSIVE on both sides"
            if k["cpp"] == k["pytorch"]:
                return (f"equal kernels: both sides run OpenBLAS's {k['cpp']} kernels "
                        f"({settings})")
            return (f"'equal kernels' that are NOT equal: C++ on OpenBLAS's {k['cpp']} "
                    f"kernels, PyTorch on {k['pytorch']} ({settings})")
        same = (f"here the same kernels: OpenBLAS picks {k['pytorch']} on this CPU by itself"
                if k["cpp"] == k["pytorch"] else
                f"C++ on {k['cpp']}, PyTorch on {k['pytorch']}")
        return (f"stock kernels: PyTorch on the OpenBLAS kernels python3 gets by default, "
                f"`dates` as a user runs it ({same}; the benchmark sets neither OPENBLAS_CORETYPE "
                f"nor OMP_WAIT_POLICY)")

    def rows(self, section):
        """The rows of one table: (figure, C++, other side, ratio) strings."""
        rows = []

        def row(name, summary, key, fmt="{:.1f}", scale=1.0, none="n/a", other="pytorch"):
            def cell(value):
                return fmt.format(value * scale) if value is not None else none
            ratio_value = summary[f"ratio_cpp_over_{other}"].get(key)
            rows.append((name, cell(summary["cpp"].get(key)), cell(summary[other].get(key)),
                         f"{ratio_value:.2f}" if ratio_value is not None else "-"))

        for threads, training in section["training"].items():
            row(f"training ms/step, {threads} thread(s)", training, "ms_per_step")
            row(f"training examples/s, {threads} thread(s)", training, "examples_per_second",
                "{:.0f}")
            row(f"training peak RSS MiB ({training['steps']} steps), {threads} thread(s)",
                training, "peak_rss_kib", "{:.0f}", 1 / 1024)
        ttt = section.get("time_to_target")
        if ttt:
            row(f"seconds from start to valid EM >= {ttt['target']} ({ttt['threads']} "
                f"thread(s))", ttt, "seconds_to_target", none="never")
            row("  steps to reach it", ttt, "steps", "{:.0f}", none="never")
            row("  peak RSS MiB of that run", ttt, "peak_rss_kib", "{:.0f}", 1 / 1024)
        for key, inference in section["inference"].items():
            batch, threads = key.replace("batch", "").split("_threads")
            row(f"greedy dates/s, batch {batch}, {threads} thread(s) ({inference['dates']} "
                f"dates)", inference, "dates_per_second", "{:.0f}")
            row("  whole-process dates/s (start-up + load included)", inference,
                "dates_per_second_whole_process", "{:.0f}")
            row("  start-up + model load seconds", inference, "start_and_load_seconds",
                "{:.2f}")
            row("  peak RSS MiB", inference, "peak_rss_kib", "{:.0f}", 1 / 1024)
            row(f"  test exact match ({inference['outputs_equal']} outputs equal)", inference,
                "exact_match", "{:.4f}")
        f = section.get("translate_file")
        if f:
            row(f"`dates translate` of a {f['lines']}-line file, {f['threads']} threads, "
                f"dates/s end to end", f, "dates_per_second", "{:.0f}", other="dateutil")
            rows.append(("  PyTorch column here: python-dateutil parse, 1 core", "", "", ""))
            row("  seconds (dates: whole process; dateutil: its process)", f,
                "process_seconds", "{:.2f}", other="dateutil")
            row("  output equal to the target (dateutil: its date)", f, "exact_match",
                "{:.4f}", other="dateutil")
        return rows

    @staticmethod
    def text_table(rows):
        width = max([58] + [len(r[0]) for r in rows])
        lines = [f"| {'figure':<{width}} | {'C++ dates':>12} | {'PyTorch':>12} | {'ratio':>7} |",
                 "|" + "-" * (width + 2) + "|" + "-" * 14 + "|" + "-" * 14 + "|" + "-" * 9 + "|"]
        for name, cpp, other, ratio_text in rows:
            lines.append(f"| {name:<{width}} | {cpp:>12} | {other:>12} | {ratio_text:>7} |")
        return lines

    @staticmethod
    def markdown_table(rows):
        lines = ["| figure | C++ `dates` | PyTorch | ratio |", "|---|---|---|---|"]
        for name, cpp, other, ratio_text in rows:
            name = name.strip() if not name.startswith("  ") else "&nbsp;&nbsp;" + name.strip()
            lines.append(f"| {name} | {cpp} | {other} | {ratio_text} |")
        return lines

    def sections(self):
        out = [("equal", self.result)]
        if "stock" in self.result:
            out.append(("stock", self.result["stock"]))
        return out

    def product_rate_lines(self):
        """'Training reaches X% of the measured [64,160]x[160,384] product rate', per thread
        count, from the equal-kernel table."""
        f = self.result["flops"]["useful"]["training"]
        lines = []
        for threads, u in self.result["utilisation"].items():
            lines.append(
                f"Training reaches {100 * u['cpp_training_fraction_of_small_matmul_useful']:.1f}% "
                f"of the measured [64,160]x[160,384] product rate at {threads} thread(s) "
                f"({u['matmul_gflops_small']:.1f} GFLOP/s, torch.mm on OpenBLAS's "
                f"{self.result['matmul_coretype']} kernels): "
                f"{u['cpp_training_gflops_useful']:.1f} GFLOP/s at {f / 1e6:.2f} MFLOP per "
                f"training example (the reference: "
                f"{100 * u['pytorch_training_fraction_of_small_matmul_useful']:.1f}%).")
        return lines

    def commit(self):
        m = self.result["machine"]
        return (m.get("git_commit") or "?") + ("+dirty" if m.get("git_dirty") else "")

    def table(self):
        r = self.result
        lines = []
        m = r["machine"]
        lines.append(f"dates benchmark, {m['date_utc']} UTC, {m['cpu']}, {m['logical_cpus']} "
                     f"CPUs, torch {m.get('torch')}, commit {self.commit()}"
                     f"{' (tiny)' if self.tiny else ''}")
        lines.append(f"config {r['config']}, batch {self.batch_size}; medians of "
                     f"{self.args.repeats} interleaved pair(s); ratio = C++ / PyTorch "
                     f"(median of pairwise ratios): above 1 is better for C++ in rates "
                     f"(examples/s, dates/s), below 1 in times and memory")
        for number_, (mode, section) in enumerate(self.sections(), 1):
            lines.append("")
            lines.append(f"Table {number_}, {self.title(mode)}")
            lines.extend(self.text_table(self.rows(section)))
        f = r["flops"]
        lines.append("")
        lines.append(f"FLOPs of one training example (multiply-add = 2, backward = 2 x forward): "
                     f"{f['useful']['training'] / 1e6:.2f} M useful at mean S "
                     f"{f['lengths']['mean']['source']:.2f}, T "
                     f"{f['lengths']['mean']['decoder_steps']:.2f} (matmul "
                     f"{f['useful']['training_matmul'] / 1e6:.2f} M); "
                     f"{f['executed']['training'] / 1e6:.2f} M executed with padding (Sa "
                     f"{f['lengths']['padded']['attended_source']:.2f}, T "
                     f"{f['lengths']['padded']['decoder_steps']:.2f})")
        lines.append(f"| {'layer (forward, per example)':<28} | {'matmul':>10} | "
                     f"{'elementwise':>11} | formula")
        for layer in f["useful"]["layers"]:
            lines.append(f"| {layer['layer']:<28} | {layer['matmul']:>10.0f} | "
                         f"{layer['elementwise']:>11.0f} | {layer['formula']}")
        lines.append(f"profiler check: torch counts {f['profiler_check']['ratio']:.4f} x the "
                     f"analytic forward matmul FLOPs of a batch of {f['profiler_check']['batch']}"
                     + (f"; `dates flops` agrees: {f['cpp_agrees_with_mirror']}"
                        if "cpp_agrees_with_mirror" in f else ""))
        lines.append("")
        lines.append(f"matrix-multiply rate measured with OpenBLAS kernels {r['matmul_coretype']} "
                     f"(the equal-kernel setting); utilisation below is of Table 1")
        for threads, u in r["utilisation"].items():
            large = max(r["matmul"][threads], key=lambda x: x["m"])
            default = r["matmul"].get(f"{threads}_pytorch_default_kernels")
            if default:
                big = max(default, key=lambda x: x["m"])
                lines.append(f"{threads} thread(s): with PyTorch's default kernels "
                             f"({r['kernels']['stock']['pytorch']}) torch.mm reaches "
                             f"{big['gflops_median']:.1f} GFLOP/s large")
            lines.append(
                f"{threads} thread(s): torch.mm {u['matmul_gflops_large']:.1f} GFLOP/s large "
                f"({large['m']}x{large['k']}x{large['n']}), {u['matmul_gflops_small']:.1f} "
                f"GFLOP/s small ([64,160]x[160,384]); "
                f"training achieves C++ {u['cpp_training_gflops_useful']:.1f} GFLOP/s = "
                f"{100 * u['cpp_training_fraction_of_large_matmul_useful']:.1f}% of large, "
                f"{100 * u['cpp_training_fraction_of_small_matmul_useful']:.1f}% of small "
                f"(executed incl. padding "
                f"{100 * u['cpp_training_fraction_of_large_matmul_executed']:.1f}% of large); "
                f"PyTorch {u['pytorch_training_gflops_useful']:.1f} GFLOP/s = "
                f"{100 * u['pytorch_training_fraction_of_large_matmul_useful']:.1f}% of large, "
                f"{100 * u['pytorch_training_fraction_of_small_matmul_useful']:.1f}% of small")
        threaded = r["matmul"].get("all_cpus_blas_threaded")
        if threaded:
            lines.append(f"machine: torch.mm {threaded[-1]['m']}^3 with OpenBLAS on every CPU "
                         f"{threaded[-1]['gflops_median']:.1f} GFLOP/s")
        return "\n".join(lines)

    def markdown(self):
        """The block for README.md's speed section: when, where, which commit and command,
        both tables, and the training fraction of the product rate."""
        r = self.result
        m = r["machine"]
        cores = f"{m['cores']} cores, " if m.get("cores") else ""
        lines = [f"<!-- generated by scripts/bench/bench.py at {m['date_utc']} UTC; paste into "
                 f"README.md's speed section -->",
                 f"Measured {m['date_utc']} UTC on {m['cpu']} ({cores}{m['logical_cpus']} "
                 f"logical CPUs), commit {self.commit()}, torch {m.get('torch')}, with "
                 f"`{r['command']}`: config `{r['config']}`, batch {self.batch_size}, medians of "
                 f"{self.args.repeats} interleaved pair(s); ratio = C++ / PyTorch, the median "
                 f"of the pairwise ratios (above 1 is better for C++ in rates, below 1 in "
                 f"times and memory)."]
        if self.tiny:
            lines.append("")
            lines.append("(--tiny: every size is tiny; these figures prove that the benchmark "
                         "runs, they measure nothing.)")
        for number_, (mode, section) in enumerate(self.sections(), 1):
            lines.append("")
            lines.append(f"Table {number_}, {self.title(mode)}:")
            lines.append("")
            lines.extend(self.markdown_table(self.rows(section)))
        lines.append("")
        lines.extend(self.product_rate_lines())
        return "\n".join(lines)

    def run_all(self):
        begin = time.perf_counter()
        try:
            self.machine()
            self.flops()
            self.matmul()
            for mode in self.modes:
                section = self.result if mode == "equal" else {}
                reduced = self.tiny and mode == "stock"
                self.log(f"[bench] {self.title(mode)}")
                section["training"] = self.training_speed(mode)
                if not reduced:
                    section["time_to_target"] = self.time_to_target(mode)
                section["inference"] = self.inference(mode, (1024,) if reduced else (1, 1024))
                if not reduced:
                    section["translate_file"] = self.translate_file(mode)
                section["utilisation"] = self.utilisation(section)
                if mode == "stock":
                    section["kernels"] = self.result["kernels"]["stock"]
                    section["title"] = self.title("stock")
                    self.result["stock"] = section
                else:
                    self.result["title"] = self.title("equal")
            self.result["bench_seconds"] = time.perf_counter() - begin
            text = self.table()
            self.result["table"] = text
            self.result["product_rate"] = self.product_rate_lines()
            markdown = self.markdown()
            self.result["readme_markdown"] = markdown
            out_dir = os.path.dirname(os.path.abspath(self.args.out))
            markdown_path = self.args.markdown or os.path.join(
                out_dir, "README-speed-tiny.md" if self.tiny else "README-speed.md")
            self.result["readme_markdown_path"] = markdown_path
            os.makedirs(out_dir, exist_ok=True)
            with open(self.args.out, "w", encoding="utf-8") as handle:
                json.dump(self.result, handle, indent=1)
            os.makedirs(os.path.dirname(os.path.abspath(markdown_path)), exist_ok=True)
            with open(markdown_path, "w", encoding="utf-8") as handle:
                handle.write(markdown + "\n")
            print(text)
            print(f"\nFor README.md's speed section ({markdown_path}):\n")
            print(markdown)
            print(f"\nJSON: {self.args.out} ({self.result['bench_seconds']:.0f} s)")
        finally:
            if not self.args.keep:
                shutil.rmtree(self.work, ignore_errors=True)
            else:
                self.log(f"[bench] kept {self.work}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tiny", action="store_true",
                        help="everything at a tiny size, well under a minute (CI)")
    parser.add_argument("--threads", default="1",
                        help="comma-separated thread counts (default 1; e.g. 1,2): dates worker threads, torch intra-op threads")
    parser.add_argument("--repeats", type=int, default=None,
                        help="interleaved C++/PyTorch pairs per figure (default 3, tiny 1)")
    parser.add_argument("--ttt-repeats", type=int, default=None,
                        help="pairs for the time to target (default 1)")
    parser.add_argument("--batch1-limit", type=int, default=0,
                        help="decode only the first N test dates at batch 1 (0 = all)")
    parser.add_argument("--dates", default=os.path.join(ROOT, "build", "app", "dates"))
    parser.add_argument("--python", default="/usr/bin/python3")
    parser.add_argument("--config", default="configs/bahdanau.yaml")
    parser.add_argument("--checkpoint", default="checkpoints/bahdanau",
                        help="the model of the greedy rows and of the file row")
    parser.add_argument("--out", default=None,
                        help="JSON path (default runs/bench/bench.json, tiny: bench-tiny.json)")
    parser.add_argument("--markdown", default=None,
                        help="where the README block goes (default: README-speed.md beside the "
                             "JSON, tiny: README-speed-tiny.md)")
    parser.add_argument("--blas-coretype", default="auto",
                        help="OPENBLAS_CORETYPE for both sides in the equal-kernel table: auto "
                             "(default: the family `dates` would choose on this CPU, SkylakeX, "
                             "Haswell or none), a name such as SkylakeX or Prescott, or none")
    parser.add_argument("--no-stock", action="store_true",
                        help="skip the second table (stock kernels)")
    parser.add_argument("--file-lines", type=int, default=None,
                        help="lines of the file `dates translate` reads (default 100000, "
                             "tiny 2000)")
    parser.add_argument("--file-threads", type=int, default=2,
                        help="--threads of that `dates translate` (default 2)")
    parser.add_argument("--command-line", default=None,
                        help="the command to name in the README block (scripts/bench.sh "
                             "passes its own)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary run directories")
    args = parser.parse_args()
    args.threads = [int(t) for t in args.threads.split(",")]
    if args.repeats is None:
        args.repeats = 1 if args.tiny else 3
    if args.ttt_repeats is None:
        args.ttt_repeats = 1
    if args.file_lines is None:
        args.file_lines = 2000 if args.tiny else 100000
    if args.command_line is None:
        args.command_line = shlex.join([args.python, "scripts/bench/bench.py", *sys.argv[1:]])
    if args.out is None:
        args.out = os.path.join(ROOT, "runs", "bench",
                                "bench-tiny.json" if args.tiny else "bench.json")
    if not os.access(args.dates, os.X_OK):
        raise SystemExit(f"{args.dates}: not found or not executable; build it first "
                         f"(cmake --build build --target dates)")
    os.chdir(ROOT)
    Bench(args).run_all()


if __name__ == "__main__":
    main()

"""The PyTorch reference of the speed benchmark: the dates model trained and run the
way a competent eager-PyTorch user would write it, for comparison with the C++ `dates` binary.

Run it with /usr/bin/python3 (python3-torch 1.13). scripts/bench/bench.py starts it as a child
process, one measurement per process, so that whole-process wall time and peak memory are
measured the same way as for `dates`. Every subcommand prints one JSON object on the last line
of standard error (translate writes its translations to standard output, as `dates translate`).

    reference.py train     --config-json '{...}' [--max-steps N] [--eval-every N] [--target X]
    reference.py translate --checkpoint DIR --batch-size B < sources
    reference.py matmul    [--sizes 64x160x384,1024x1024x1024] [--seconds 0.5]
    reference.py profile-flops --config-json '{...}'

The model is scripts/pytorch/pytorch_model.py's Seq2Seq, which loads the C++ checkpoints strictly and
gives the same logits as LibTorch, so both sides compute the same architecture (packed
bidirectional GRU encoder, tanh bridge from the backward state at the first position, Bahdanau
decoder with the key projection computed once a batch, input feeding of the context, output
from [s_t; c_t; emb(y_{t-1})]). The training loop is written here as the C++ one works
(lib/src/train/training.cpp): random batches of 64 drawn from a fresh permutation each epoch, teacher
forcing, cross-entropy ignoring <pad>, global gradient norm clipped at 1.0, Adam 3e-3; every
`eval_every` steps greedy exact match on the valid split (batches of 512, no_grad), stopping
once it reaches the target. Data are pre-tokenised once into padded tensors and each batch is
cut to its own longest source and target, as a competent user would.

Threads: `--threads T` sets torch's intra-op threads to T and OpenBLAS's own pool to 1 thread,
exactly what `dates --threads T` does (lib/src/core/runtime.cpp configure_threads); bench.py also
sets OMP_NUM_THREADS=T and OPENBLAS_NUM_THREADS=1 in the environment of both sides.
"""
import argparse
import ctypes
import json
import math
import os
import resource
import sys
import time

_IMPORT_START = time.perf_counter()

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "pytorch"))  # scripts/pytorch/
import pytorch_model as pm  # noqa: E402

# The defaults of configs/bahdanau.yaml; bench.py passes the values it read there.
DEFAULTS = {
    "train": "data/train.tsv", "valid": "data/valid.tsv", "normalize": "dates",
    "valid_examples": 0, "embedding_dim": 32, "encoder_hidden": 64, "decoder_hidden": 128,
    "attention_dim": 64, "batch_size": 64, "learning_rate": 3e-3, "gradient_clip": 1.0,
    "seed": 1, "max_target_length": 16, "log_every": 50,
}


def seconds_since_process_start():
    """Wall seconds since this process was started (from /proc, so the interpreter's start-up
    and the imports count, as they do for a C++ binary's process wall time)."""
    try:
        with open("/proc/self/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22 of stat(5), counted from 1 before "pid (comm)"
        with open("/proc/uptime") as uptime:
            now = float(uptime.read().split()[0])
        return now - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - _IMPORT_START


def configure_threads(threads):
    """As dates::configure_threads: T intra-op threads, OpenBLAS's own pool at 1."""
    torch.set_num_threads(threads)
    for name in ("libopenblas.so.0", None):
        try:
            library = ctypes.CDLL(name)
            library.openblas_set_num_threads(1)
            return
        except (OSError, AttributeError):
            continue


def peak_rss_kib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def report(result):
    result.setdefault("peak_rss_kib_self", peak_rss_kib())
    result.setdefault("seconds_since_process_start", seconds_since_process_start())
    sys.stderr.write(json.dumps(result) + "\n")
    sys.stderr.flush()


# ---- data ------------------------------------------------------------------------------------

def read_examples(path, normalize, max_examples=0):
    """(source, target) pairs as lib/src/data/data.cpp reads them: source normalised, target as is."""
    examples = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            line = line.rstrip("\n").rstrip("\r")
            if not line:
                continue
            source, target = line.split("\t")[:2]
            examples.append((pm.normalize_text(source, normalize), target))
            if max_examples and len(examples) >= max_examples:
                break
    return examples


def build_vocabulary(texts):
    """As Vocabulary::build: the specials, then every character seen, sorted."""
    return pm.SPECIAL_TOKENS + sorted({c for text in texts for c in text})


class EncodedData:
    """Every example tokenised once: padded id tensors and lengths."""

    def __init__(self, examples, source_tokens, target_tokens):
        source_index = {t: i for i, t in enumerate(source_tokens)}
        target_index = {t: i for i, t in enumerate(target_tokens)}
        sources = [pm.encode(s, source_index) for s, _ in examples]
        targets = [pm.encode(t, target_index) for _, t in examples]
        n = len(examples)
        self.source_lengths = torch.tensor([len(s) for s in sources], dtype=torch.long)
        self.target_steps = torch.tensor([len(t) + 1 for t in targets], dtype=torch.long)
        self.sources = torch.zeros(n, int(self.source_lengths.max()), dtype=torch.long)
        width = int(self.target_steps.max())
        self.decoder_inputs = torch.zeros(n, width, dtype=torch.long)
        self.targets = torch.zeros(n, width, dtype=torch.long)
        for i, (source, target) in enumerate(zip(sources, targets)):
            self.sources[i, :len(source)] = torch.tensor(source)
            self.decoder_inputs[i, :len(target) + 1] = torch.tensor([pm.BEGIN] + target)
            self.targets[i, :len(target) + 1] = torch.tensor(target + [pm.END])

    def batch(self, indices):
        """(source_ids [B, S], lengths [B], decoder_inputs [B, T], targets [B, T]), S and T the
        batch's own longest source and target + 1 (as lib/src/data/batching.cpp make_batch)."""
        lengths = self.source_lengths[indices]
        source_width = int(lengths.max())
        steps = int(self.target_steps[indices].max())
        return (self.sources[indices, :source_width], lengths,
                self.decoder_inputs[indices, :steps], self.targets[indices, :steps])


# ---- inference -------------------------------------------------------------------------------

@torch.no_grad()
def greedy(model, source_ids, lengths, max_steps):
    """Greedy decoding, batched, stopping when every row has produced </s> (as
    lib/src/decode/decoding.cpp). Returns (tokens [B, T], log_probability [B])."""
    keys, mask, state = model.encoder(source_ids, lengths)
    prepared = model.decoder.prepare(keys)
    batch = source_ids.size(0)
    previous = torch.full((batch,), pm.BEGIN, dtype=torch.long)
    finished = torch.zeros(batch, dtype=torch.bool)
    log_probability = torch.zeros(batch)
    tokens = []
    for _ in range(max_steps):
        logits, state, _ = model.decoder.step(previous, state, keys, mask, prepared)
        best_log_prob, best = torch.log_softmax(logits, dim=1).max(dim=1)
        best = best.masked_fill(finished, pm.PAD)
        log_probability += best_log_prob.masked_fill(finished, 0.0)
        tokens.append(best)
        finished = finished | (best == pm.END)
        previous = best
        if bool(finished.all()):
            break
    return torch.stack(tokens, dim=1), log_probability


def translate_all(model, sources, source_tokens, target_tokens, max_steps, batch_size):
    """[(output, probability)] for normalised sources, in input order, `batch_size` at a time."""
    model.eval()
    outputs = []
    for begin in range(0, len(sources), batch_size):
        source_ids, lengths = pm.make_source_batch(sources[begin:begin + batch_size],
                                                   source_tokens)
        tokens, log_probability = greedy(model, source_ids, lengths, max_steps)
        for row, lp in zip(tokens.tolist(), log_probability.tolist()):
            outputs.append((pm.decode(row, target_tokens), math.exp(lp)))
    return outputs


def exact_match(model, examples, source_tokens, target_tokens, max_steps, batch_size=512):
    outputs = translate_all(model, [s for s, _ in examples], source_tokens, target_tokens,
                            max_steps, batch_size)
    correct = sum(out == target for (out, _), (_, target) in zip(outputs, examples))
    return correct / max(len(examples), 1), correct


# ---- subcommands -----------------------------------------------------------------------------

def command_train(args):
    config = dict(DEFAULTS, **json.loads(args.config_json or "{}"))
    configure_threads(args.threads)
    train_examples = read_examples(config["train"], config["normalize"])
    valid_examples = read_examples(config["valid"], config["normalize"],
                                   int(config["valid_examples"]))
    source_tokens = build_vocabulary(s for s, _ in train_examples)
    target_tokens = build_vocabulary(t for _, t in train_examples)
    data = EncodedData(train_examples, source_tokens, target_tokens)

    torch.manual_seed(int(config["seed"]))
    model = pm.Seq2Seq(len(source_tokens), len(target_tokens), int(config["embedding_dim"]),
                       int(config["encoder_hidden"]), int(config["decoder_hidden"]),
                       int(config["attention_dim"]))
    optimizer = torch.optim.Adam(model.parameters(), lr=float(config["learning_rate"]))
    clip = float(config["gradient_clip"])
    batch_size = int(config["batch_size"])
    vocabulary = len(target_tokens)
    max_steps = int(config["max_target_length"]) + 1
    generator = torch.Generator().manual_seed(int(config["seed"]))
    batches_per_epoch = len(train_examples) // batch_size

    step_seconds, losses, evaluations = [], [], []
    reached = None
    training_start = time.perf_counter()
    permutation = None
    for step in range(args.max_steps):
        begin = time.perf_counter()
        if step % batches_per_epoch == 0:
            permutation = torch.randperm(len(train_examples), generator=generator)
        offset = (step % batches_per_epoch) * batch_size
        source_ids, lengths, decoder_inputs, targets = data.batch(
            permutation[offset:offset + batch_size])
        model.train()
        optimizer.zero_grad(set_to_none=True)
        logits = model(source_ids, lengths, decoder_inputs)  # [B, T, V]
        loss = F.cross_entropy(logits.reshape(-1, vocabulary), targets.reshape(-1),
                               ignore_index=pm.PAD)
        loss.backward()
        if clip > 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        losses.append(loss.item())
        step_seconds.append(time.perf_counter() - begin)
        if args.eval_every and (step + 1) % args.eval_every == 0:
            match, correct = exact_match(model, valid_examples, source_tokens, target_tokens,
                                         max_steps)
            evaluations.append({"step": step + 1, "valid_exact_match": match,
                                "valid_correct": correct,
                                "seconds_since_process_start": seconds_since_process_start()})
            if match >= args.target:
                reached = evaluations[-1]
                break
    training_seconds = time.perf_counter() - training_start

    warmup = min(args.warmup_steps, max(len(step_seconds) - 1, 0))
    timed = step_seconds[warmup:]
    seconds = sum(timed)
    report({
        "side": "pytorch", "command": "train", "threads": args.threads,
        "steps": len(step_seconds), "warmup_steps": warmup,
        "ms_per_step": 1000.0 * seconds / max(len(timed), 1),
        "examples_per_second": batch_size * len(timed) / seconds if seconds > 0 else None,
        "training_seconds": training_seconds,
        "first_loss": losses[0] if losses else None,
        "last_loss": sum(losses[-10:]) / max(len(losses[-10:]), 1) if losses else None,
        "evaluations": evaluations, "reached_target": reached,
        "parameters": sum(p.numel() for p in model.parameters()),
    })


def command_translate(args):
    configure_threads(args.threads)
    checkpoint = pm.load_checkpoint(args.checkpoint)
    model, _, source_tokens, target_tokens = checkpoint
    load_seconds = seconds_since_process_start()
    sources = [line.rstrip("\n") for line in sys.stdin]
    sources = [pm.normalize_text(s, checkpoint.normalize) for s in sources]
    begin = time.perf_counter()
    outputs = translate_all(model, sources, source_tokens, target_tokens,
                            checkpoint.max_target_length + 1, args.batch_size)
    decode_seconds = time.perf_counter() - begin
    sys.stdout.write("".join(f"{out}\t{p:.4f}\n" for out, p in outputs))
    sys.stdout.flush()
    report({"side": "pytorch", "command": "translate", "threads": args.threads,
            "batch_size": args.batch_size, "inputs": len(sources),
            "load_seconds": load_seconds, "decode_seconds": decode_seconds,
            "dates_per_second": len(sources) / decode_seconds if decode_seconds > 0 else None})


def time_matmul(m, k, n, seconds):
    """Median-of-blocks GFLOP/s of torch.mm([m, k], [k, n]) into a preallocated output
    (2 m k n FLOPs a call: one multiply-add = 2 FLOPs). The right factor is a transposed
    [n, k] matrix, as in Linear (x W^T)."""
    a, b = torch.randn(m, k), torch.randn(n, k).t()
    out = torch.empty(m, n)
    flops = 2.0 * m * k * n
    torch.mm(a, b, out=out)
    calls = 1
    while True:  # calls per block of about seconds / 5
        begin = time.perf_counter()
        for _ in range(calls):
            torch.mm(a, b, out=out)
        elapsed = time.perf_counter() - begin
        if elapsed >= seconds / 5 or calls >= 1 << 24:
            break
        calls *= 2
    rates = []
    for _ in range(5):
        begin = time.perf_counter()
        for _ in range(calls):
            torch.mm(a, b, out=out)
        rates.append(flops * calls / (time.perf_counter() - begin) / 1e9)
    rates.sort()
    return {"m": m, "k": k, "n": n, "gflops_median": rates[2], "gflops_best": rates[-1],
            "calls_per_block": calls}


def command_matmul(args):
    configure_threads(args.threads)
    if args.blas_threads > 1:  # the machine's multi-threaded BLAS rate, for reference
        ctypes.CDLL("libopenblas.so.0").openblas_set_num_threads(args.blas_threads)
    results = []
    for size in args.sizes.split(","):
        m, k, n = (int(x) for x in size.split("x"))
        results.append(time_matmul(m, k, n, args.seconds))
    report({"side": "pytorch", "command": "matmul", "threads": args.threads,
            "blas_threads": args.blas_threads, "torch_threads": torch.get_num_threads(),
            "results": results})


def command_profile_flops(args):
    """The matmul FLOPs torch's profiler counts (aten::mm/addmm/bmm, one multiply-add = 2) in the
    forward pass of one training batch, with the batch's source lengths and widths: an
    independent check of the analytic count (which bench.py evaluates at the same lengths)."""
    config = dict(DEFAULTS, **json.loads(args.config_json or "{}"))
    configure_threads(args.threads)
    examples = read_examples(config["train"], config["normalize"])
    source_tokens = build_vocabulary(s for s, _ in examples)
    target_tokens = build_vocabulary(t for _, t in examples)
    torch.manual_seed(1)
    batch_examples = examples[:args.batch]
    data = EncodedData(batch_examples, source_tokens, target_tokens)
    model = pm.Seq2Seq(len(source_tokens), len(target_tokens), int(config["embedding_dim"]),
                       int(config["encoder_hidden"]), int(config["decoder_hidden"]),
                       int(config["attention_dim"]))
    source_ids, lengths, decoder_inputs, _ = data.batch(torch.arange(len(batch_examples)))
    from torch.profiler import ProfilerActivity, profile
    with torch.no_grad(), profile(activities=[ProfilerActivity.CPU], with_flops=True) as prof:
        model(source_ids, lengths, decoder_inputs)
    by_op = {}
    for event in prof.key_averages():
        if event.flops:
            by_op[event.key] = by_op.get(event.key, 0) + int(event.flops)
    report({"side": "pytorch", "command": "profile-flops", "batch": len(batch_examples),
            "source_lengths": lengths.tolist(), "padded_source_length": int(source_ids.size(1)),
            "decoder_steps": int(decoder_inputs.size(1)), "flops_by_op": by_op,
            "forward_matmul_flops": sum(by_op.values())})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    train = sub.add_parser("train")
    train.add_argument("--config-json", default="{}")
    train.add_argument("--max-steps", type=int, default=300)
    train.add_argument("--eval-every", type=int, default=0, help="0 = never evaluate")
    train.add_argument("--target", type=float, default=0.97)
    train.add_argument("--warmup-steps", type=int, default=50)
    train.add_argument("--threads", type=int, default=1)
    translate = sub.add_parser("translate")
    translate.add_argument("--checkpoint", default="checkpoints/bahdanau")
    translate.add_argument("--batch-size", type=int, default=256)
    translate.add_argument("--threads", type=int, default=1)
    matmul = sub.add_parser("matmul")
    matmul.add_argument("--sizes", default="64x160x384,64x128x384,1024x1024x1024")
    matmul.add_argument("--seconds", type=float, default=0.5)
    matmul.add_argument("--threads", type=int, default=1)
    matmul.add_argument("--blas-threads", type=int, default=1)
    flops = sub.add_parser("profile-flops")
    flops.add_argument("--config-json", default="{}")
    flops.add_argument("--batch", type=int, default=64)
    flops.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    {"train": command_train, "translate": command_translate, "matmul": command_matmul,
     "profile-flops": command_profile_flops}[args.command](args)


if __name__ == "__main__":
    main()

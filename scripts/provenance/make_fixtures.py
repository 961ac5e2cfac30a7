#!/usr/bin/python3
"""Golden values from real torch for the C++ attention tests.

Run with Debian's interpreter: /usr/bin/python3 scripts/provenance/make_fixtures.py
Writes tests/fixtures/additive_attention.safetensors and
tests/fixtures/luong_attention.safetensors. The computation is built here from torch.nn.Linear,
torch.tanh, torch.sigmoid and torch.softmax (not from the C++ code), on a batch with source
lengths 5, 3, 1; the backward pass is of a fixed random linear function of the outputs, so
every gradient is non-trivial.
"""
import os
import sys

import torch

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(SCRIPTS, "pytorch"))  # pytorch_model, safetensors_io
import safetensors_io  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def additive_attention_fixture():
    torch.manual_seed(20261130)
    batch, source_length, d_query, d_key, d_attn = 3, 5, 4, 6, 7
    lengths = torch.tensor([5, 3, 1])
    query_layer = torch.nn.Linear(d_query, d_attn, bias=False)
    key_layer = torch.nn.Linear(d_key, d_attn)
    v_layer = torch.nn.Linear(d_attn, 1, bias=False)
    query = torch.randn(batch, d_query, requires_grad=True)
    keys = torch.randn(batch, source_length, d_key, requires_grad=True)
    mask = torch.arange(source_length)[None, :] < lengths[:, None]  # [B, S]

    scores = v_layer(torch.tanh(query_layer(query)[:, None, :] + key_layer(keys))).squeeze(-1)
    weights = torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)  # [B, S]
    context = torch.bmm(weights[:, None, :], keys).squeeze(1)  # [B, Dk]

    context_probe = torch.randn(batch, d_key)
    weights_probe = torch.randn(batch, source_length)
    loss = (context * context_probe).sum() + (weights * weights_probe).sum()
    loss.backward()

    return {
        "lengths": lengths,
        "query": query.detach(),
        "keys": keys.detach(),
        "query.weight": query_layer.weight.detach(),
        "key.weight": key_layer.weight.detach(),
        "key.bias": key_layer.bias.detach(),
        "v.weight": v_layer.weight.detach(),
        "context_probe": context_probe,
        "weights_probe": weights_probe,
        "scores": scores.detach(),
        "context": context.detach(),
        "weights": weights.detach(),
        "grad.query": query.grad,
        "grad.keys": keys.grad,
        "grad.query.weight": query_layer.weight.grad,
        "grad.key.weight": key_layer.weight.grad,
        "grad.key.bias": key_layer.bias.grad,
        "grad.v.weight": v_layer.weight.grad,
    }


LUONG_SEED = 20261207
LUONG_HALF_WIDTH = 1  # D of local-p: a narrow window, so it really cuts rows of length 5 and 3


def luong_attention_fixture():
    """Luong attention, global dot / general / concat and local-p (general score, D = 1).

    Each variant has its own inputs and parameters under its prefix ("dot.", "general.",
    "concat.", "local_p."): query, keys, lengths, the weights of every layer it uses, probes,
    and the outputs and gradients of loss = sum(context * context_probe) +
    sum(weights * weights_probe).
    """
    torch.manual_seed(LUONG_SEED)
    batch, source_length, d_key, d_attn = 3, 5, 6, 7
    lengths = torch.tensor([5, 3, 1])
    mask = torch.arange(source_length)[None, :] < lengths[:, None]  # [B, S]
    tensors = {}

    def variant(prefix, score, d_query, local_p=False):
        layers = {}
        if score == "concat":
            layers["query"] = torch.nn.Linear(d_query, d_attn, bias=False)  # W_q
            layers["key"] = torch.nn.Linear(d_key, d_attn, bias=False)  # W_k
            layers["v"] = torch.nn.Linear(d_attn, 1, bias=False)
        elif score == "general":
            layers["key"] = torch.nn.Linear(d_key, d_query, bias=False)  # W_a [Dq, Dk]
        if local_p:
            layers["position"] = torch.nn.Linear(d_query, d_query, bias=False)  # W_p
            layers["position_v"] = torch.nn.Linear(d_query, 1, bias=False)  # v_p
        query = torch.randn(batch, d_query, requires_grad=True)
        keys = torch.randn(batch, source_length, d_key, requires_grad=True)

        if score == "dot":
            scores = (keys * query[:, None, :]).sum(-1)  # s . h
        elif score == "general":
            scores = (layers["key"](keys) * query[:, None, :]).sum(-1)  # s^T W_a h
        else:
            hidden = torch.tanh(layers["query"](query)[:, None, :] + layers["key"](keys))
            scores = layers["v"](hidden).squeeze(-1)  # v^T tanh(W_q s + W_k h)

        out = {}
        if local_p:
            real_length = mask.sum(1).to(query.dtype)
            alignment = layers["position_v"](torch.tanh(layers["position"](query))).squeeze(-1)
            positions = real_length * torch.sigmoid(alignment)  # p_t [B]
            offset = torch.arange(source_length, dtype=query.dtype)[None, :] - positions[:, None]
            window = mask & (offset.abs() <= LUONG_HALF_WIDTH)
            # The window edges must not sit within float32 reach of a position (the C++ side
            # computes p_t in a different order), and the window must really cut something.
            edge = (offset.abs() - LUONG_HALF_WIDTH).abs().detach()
            assert edge.min().item() > 1e-3, f"a position sits on a window edge: {edge}"
            assert (mask & ~window).any(), "the window cuts nothing"
            sigma = LUONG_HALF_WIDTH / 2
            softmax = torch.softmax(scores.masked_fill(~window, float("-inf")), dim=-1)
            weights = softmax * torch.exp(-offset ** 2 / (2 * sigma ** 2))  # Gaussian after
            out["positions"] = positions.detach()
            out["window"] = window
        else:
            weights = torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)
        context = torch.bmm(weights[:, None, :], keys).squeeze(1)  # [B, Dk]

        context_probe = torch.randn(batch, d_key)
        weights_probe = torch.randn(batch, source_length)
        loss = (context * context_probe).sum() + (weights * weights_probe).sum()
        loss.backward()

        tensors[prefix + "lengths"] = lengths
        tensors[prefix + "query"] = query.detach()
        tensors[prefix + "keys"] = keys.detach()
        for name, layer in layers.items():
            tensors[f"{prefix}{name}.weight"] = layer.weight.detach()
        tensors[prefix + "context_probe"] = context_probe
        tensors[prefix + "weights_probe"] = weights_probe
        tensors[prefix + "scores"] = scores.detach()
        for name, value in out.items():
            tensors[prefix + name] = value
        tensors[prefix + "context"] = context.detach()
        tensors[prefix + "weights"] = weights.detach()
        tensors[prefix + "grad.query"] = query.grad
        tensors[prefix + "grad.keys"] = keys.grad
        for name, layer in layers.items():
            tensors[f"{prefix}grad.{name}.weight"] = layer.weight.grad

    variant("dot.", "dot", d_key)
    variant("general.", "general", 4)
    variant("concat.", "concat", 4)
    variant("local_p.", "general", 4, local_p=True)
    return tensors


def main():
    output = os.path.join(ROOT, "tests", "fixtures", "additive_attention.safetensors")
    os.makedirs(os.path.dirname(output), exist_ok=True)
    metadata = {"torch_version": torch.__version__,
                "generator": "scripts/provenance/make_fixtures.py additive_attention_fixture",
                "loss": "sum(context * context_probe) + sum(weights * weights_probe)"}
    safetensors_io.save(output, additive_attention_fixture(), metadata)
    print(f"wrote {output} (torch {torch.__version__})")

    output = os.path.join(ROOT, "tests", "fixtures", "luong_attention.safetensors")
    metadata = {"torch_version": torch.__version__,
                "generator": "scripts/provenance/make_fixtures.py luong_attention_fixture",
                "seed": str(LUONG_SEED),
                "variants": "dot, general, concat (global, d_attn 7); local_p (general score)",
                "local_p.half_width": str(LUONG_HALF_WIDTH),
                "loss": "sum(context * context_probe) + sum(weights * weights_probe)"}
    safetensors_io.save(output, luong_attention_fixture(), metadata)
    print(f"wrote {output} (torch {torch.__version__})")


if __name__ == "__main__":
    main()

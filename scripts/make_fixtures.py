#!/usr/bin/python3
"""Golden values from real torch for the C++ attention tests.

Run with Debian's interpreter: /usr/bin/python3 scripts/make_fixtures.py
Writes tests/fixtures/additive_attention.safetensors. The computation is built here from
torch.nn.Linear, torch.tanh and torch.softmax (not from the C++ code), on a batch with source
lengths 5, 3, 1; the backward pass is of a fixed random linear function of the outputs, so
every gradient is non-trivial.
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import safetensors_io  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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


def main():
    output = os.path.join(ROOT, "tests", "fixtures", "additive_attention.safetensors")
    os.makedirs(os.path.dirname(output), exist_ok=True)
    metadata = {"torch_version": torch.__version__,
                "generator": "scripts/make_fixtures.py additive_attention_fixture",
                "loss": "sum(context * context_probe) + sum(weights * weights_probe)"}
    safetensors_io.save(output, additive_attention_fixture(), metadata)
    print(f"wrote {output} (torch {torch.__version__})")


if __name__ == "__main__":
    main()

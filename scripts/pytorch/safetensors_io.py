"""Minimal safetensors reader and writer for PyTorch users (python3-torch, no other package).

The format: 8-byte little-endian header length N, a JSON header of N bytes, then raw
little-endian tensor bytes; see https://github.com/huggingface/safetensors. Written
independently of the C++ implementation so that each checks the other.
"""
import json
import os
import struct

import torch

_DTYPES = {
    "F64": torch.float64, "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16,
    "I64": torch.int64, "I32": torch.int32, "I16": torch.int16, "I8": torch.int8,
    "U8": torch.uint8, "BOOL": torch.bool,
}
_NAMES = {dtype: name for name, dtype in _DTYPES.items()}


def save(path, tensors, metadata=None):
    """Writes an ordered dict name -> tensor; `metadata` maps str -> str. Atomic (rename)."""
    header, chunks, offset = {}, [], 0
    if metadata:
        header["__metadata__"] = {str(k): str(v) for k, v in metadata.items()}
    for name, tensor in tensors.items():
        tensor = tensor.detach().cpu().contiguous()
        data = tensor.view(torch.uint8).numpy().tobytes() if tensor.numel() else b""
        header[name] = {"dtype": _NAMES[tensor.dtype], "shape": list(tensor.shape),
                        "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    temporary = f"{path}.tmp.{os.getpid()}"
    with open(temporary, "wb") as out:
        out.write(struct.pack("<Q", len(text)))
        out.write(text)
        for chunk in chunks:
            out.write(chunk)
    os.replace(temporary, path)


def load(path):
    """Returns (dict name -> tensor in offset order, metadata dict)."""
    with open(path, "rb") as source:
        raw = source.read()
    (length,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + length].decode("utf-8"))
    metadata = header.pop("__metadata__", {})
    data = raw[8 + length:]
    tensors = {}
    for name, entry in sorted(header.items(), key=lambda item: item[1]["data_offsets"][0]):
        begin, end = entry["data_offsets"]
        dtype = _DTYPES[entry["dtype"]]
        flat = torch.frombuffer(bytearray(data[begin:end]), dtype=torch.uint8) if end > begin \
            else torch.empty(0, dtype=torch.uint8)
        tensors[name] = flat.view(dtype).reshape(entry["shape"]).clone()
    return tensors, metadata

#!/usr/bin/env python3
"""Checks the layering of ARCHITECTURE.md: a file of lib/ includes only headers of its own layer
or of layers below it, and app/ and tests/ include only the library's public headers.

The layers, lowest first (siblings on one line may not include each other):
    core, io, nn, data, runtime, model, decode, eval, train, serve
and above them all the facade, the library's stable API: lib/include/dates/normalizer.h and
lib/src/normalizer.cpp, included as "dates/normalizer.h". No layer includes it.
Exit status 1, listing every offending include as FILE:LINE: ..., when one breaks the order.
"""
import pathlib
import re
import sys

ORDER = ["core", "io", "nn", "data", "runtime", "model", "decode", "eval", "train", "serve"]
RANK = {layer: rank for rank, layer in enumerate(ORDER)}
FACADE = "facade"  # the top-level headers of lib/include/dates/, above every layer
INCLUDE = re.compile(r'^\s*#\s*include\s+"dates/([^"]+)"')


def layer_of(path: pathlib.Path, root: pathlib.Path):
    """The layer folder a library file lives in (lib/include/dates/LAYER/x.h, lib/src/LAYER/x.cpp)."""
    parts = path.relative_to(root).parts
    if parts[:3] == ("lib", "include", "dates") and len(parts) == 5:
        return parts[3]
    if parts[:2] == ("lib", "src") and len(parts) == 4:
        return parts[2]
    if parts[:3] == ("lib", "include", "dates") and len(parts) == 4 and path.suffix == ".h":
        return FACADE
    if parts[:2] == ("lib", "src") and len(parts) == 3 and path.name != "precompiled.h":
        return FACADE
    return None


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = []
    files = [p for folder in ("lib", "app", "tests")
             for p in (root / folder).rglob("*") if p.suffix in (".h", ".cpp")]
    for path in sorted(files):
        own = layer_of(path, root)
        in_lib = path.relative_to(root).parts[0] == "lib"
        if in_lib and own is None and path.name != "precompiled.h":
            problems.append(f"{path.relative_to(root)}: a library file outside the layer folders")
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            parts = match.group(1).split("/")
            where = f"{path.relative_to(root)}:{number}"
            if len(parts) == 1:
                if not (root / "lib" / "include" / "dates" / parts[0]).exists():
                    problems.append(f"{where}: \"dates/{match.group(1)}\" does not exist")
                elif own is not None and own != FACADE:
                    problems.append(f"{where}: layer '{own}' includes the facade "
                                    f"\"dates/{match.group(1)}\", which is above every layer")
                continue
            if len(parts) != 2 or parts[0] not in RANK:
                problems.append(f"{where}: \"dates/{match.group(1)}\" is not a header of a layer "
                                f"({', '.join(ORDER)})")
                continue
            if not (root / "lib" / "include" / "dates" / parts[0] / parts[1]).exists():
                problems.append(f"{where}: \"dates/{match.group(1)}\" does not exist")
            if own is not None and own != FACADE and RANK[parts[0]] > RANK[own]:
                problems.append(f"{where}: layer '{own}' includes \"dates/{match.group(1)}\" of "
                                f"the higher layer '{parts[0]}' (order: {' < '.join(ORDER)})")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check_layers: {len(problems)} include(s) break the layering of ARCHITECTURE.md")
        return 1
    print(f"check_layers: {len(files)} files, every include respects {' < '.join(ORDER)}"
          f" < {FACADE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

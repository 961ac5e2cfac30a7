"""Fixtures of the Python module's tests (ctest runs them with PYTHONPATH=build/python and
DATES_BINARY set: tests/CMakeLists.txt)."""

import os
import pathlib

import pytest

SOURCE_DIR = pathlib.Path(__file__).resolve().parents[2]
MODEL = SOURCE_DIR / "checkpoints" / "student"


def real_world_inputs(name: str) -> list:
    """Column 1 of data/real-world/<name> (the inputs of the independent real-world set)."""
    lines = (SOURCE_DIR / "data" / "real-world" / name).read_text(encoding="utf-8").splitlines()
    return [line.split("\t")[0] for line in lines if line]


@pytest.fixture(scope="session")
def model():
    import dates

    return dates.load(MODEL)


@pytest.fixture(scope="session")
def dates_binary() -> str:
    binary = os.environ.get("DATES_BINARY")
    if not binary:
        pytest.skip("DATES_BINARY is not set (ctest sets it)")
    return binary

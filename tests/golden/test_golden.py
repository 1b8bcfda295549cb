"""Behaviour unchanged: the CLI's outputs equal the stored golden ones, byte for byte (see golden.py)."""

from __future__ import annotations

import os

import pytest

from golden import golden

ROOT = golden.ROOT


@pytest.fixture(scope="module")
def made():
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        return golden.outputs()
    finally:
        os.chdir(here)


@pytest.mark.parametrize("name", ["corpus.json", "cli.json"])
def test_outputs_are_the_golden_ones(made, name):
    kept = golden.stored(name)
    assert sorted(made[name]) == sorted(kept), "inputs added or removed: run python3 tests/golden/golden.py --update"
    changed = [key for key in kept if made[name][key] != kept[key]]
    assert not changed, f"outputs changed: {changed[:10]}"


REAL_FILES = golden.real_files()
ABSENT = "../shared/real-editais is absent"


@pytest.mark.skipif(not REAL_FILES, reason=ABSENT)
def test_the_real_editais_are_the_golden_ones():
    assert sorted(p.name for p in REAL_FILES) == sorted(golden.stored("real_editais.json"))


@pytest.mark.parametrize(
    "path",
    [pytest.param(p, id=p.name) for p in REAL_FILES] or [pytest.param(None, marks=pytest.mark.skip(reason=ABSENT))],
)
def test_real_editais_outputs_are_the_golden_ones(path):
    """One test per edital, so that their readings (seconds each) spread over the workers."""
    kept = golden.stored("real_editais.json")[path.name]
    made = golden.real_output(path)
    assert made["sha256"] == kept["sha256"], f"output changed: {path.name}: {(kept, made)}"

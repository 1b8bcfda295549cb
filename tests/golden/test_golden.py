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


@pytest.mark.skipif(not golden.real_files(), reason="../shared/real-editais is absent")
def test_real_editais_outputs_are_the_golden_ones():
    kept = golden.stored("real_editais.json")
    made = golden.real_outputs()
    assert sorted(made) == sorted(kept)
    changed = {key: (kept[key], made[key]) for key in kept if made[key]["sha256"] != kept[key]["sha256"]}
    assert not changed, f"outputs changed: {changed}"

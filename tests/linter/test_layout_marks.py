"""Property tests: the classes of counts that must not be read as they stand (tests/layout_marks.py) read back.

For each class a fixed seed draws 200 editais; each must read as its generator says (`test_layout_prose.
problems`: every entry a position with its vacancies and stated reserve for negros, no phantom, confirmed
only where the text proves it), and, where the class states it, each row's PcD reserve."""

from __future__ import annotations

import random

import pytest
from layout_marks import CLASSES, starred_rows
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
PER_CLASS = 200


def _problems(case) -> list[str]:
    out = problems(case)
    pcd = getattr(case, "pcd", {})
    if pcd:
        positions = lint_text(case.text)["positions"]
        for name, want in pcd.items():
            got = [p["pcd_stated"] for p in positions if fold(name) in fold(p["name"])]
            if not got or any(g not in ((want,) if want else (None, 0)) for g in got):
                out.append(f"{name}: PcD want {want}, got {got}")
    return out


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], _problems, SEED, name, PER_CLASS)


def test_a_marked_row_is_confirmed_with_its_reserve():
    """The other side: a row whose mark's note says its vacancy is reserved is confirmed with that reserve
    (in a table with a TOTAL row that closes), so the property above does not hold by doubting every row."""
    rng = random.Random(f"{SEED}-confirmed")
    seen = 0
    for _ in range(40):
        case = starred_rows(rng)
        if "TOTAL" not in case.text:
            continue
        positions = lint_text(case.text)["positions"]
        for entry in case.entries:
            if entry.negros == 1:
                (p,) = [p for p in positions if fold(entry.name) in fold(p["name"])]
                assert p["confidence"] == "confirmed" and p["reserved_stated"] == 1, (p, case.text)
                seen += 1
    assert seen > 10

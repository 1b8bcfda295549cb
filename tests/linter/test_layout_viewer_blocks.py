"""Property test: a quadro a web viewer flattened a column at a time, led by codes, its labels among the
blocks (tests/layout_viewer_blocks.py, the class of `tables/viewer_blocks.py`), read back right.

A fixed seed draws 240 editais. Each must read as its generator says: every cargo once (no code "CP" read as
a cargo of 562 vacancies, no requisito read as a cargo of its dash), its vacancies its total and its reserve
for negros its negros' cell, whatever the columns' order and wherever the labels fall; a cargo confirmed
only where an ampla concorrência column proves each row and no name had to be joined. A quadro whose blocks
do not agree with its codes is not read at all, and a note says so."""

from __future__ import annotations

import random

from layout_viewer_blocks import viewer_blocks
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.column_blocks import NOT_READ

SEED = 20261206


def _problems(case) -> list[str]:
    """The generator's problems, and a quadro not read without its note or with one where all was read."""
    out = problems(case)
    notes = sum(NOT_READ in str(f.get("message", "")) for f in lint_text(case.text)["findings"])
    if notes != case.broken:
        out.append(f"{notes} notes “{NOT_READ}” for {case.broken} broken quadros")
    return out


def test_viewer_blocks_read_back():
    assert_reads_back(viewer_blocks, _problems, SEED, "viewer_blocks", 240)


def _whole(rng: random.Random):
    """A variant with no broken block."""
    while (case := viewer_blocks(rng)).broken:
        pass
    return case


def test_proven_viewer_blocks_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-viewer-confirmed", draws=120, least=25)


def test_a_broken_quadro_reads_nothing():
    """A block one cell short gives no position: never a guessed pairing."""
    rng = random.Random(f"{SEED}-broken")
    seen = 0
    while seen < 20:
        case = viewer_blocks(rng)
        if case.broken:
            seen += 1
            assert not [p for p in lint_text(case.text)["positions"] if p["vacancies"]], case.text

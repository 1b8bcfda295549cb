"""Property test: a quadro given a column at a time, each block under its own label
(tests/layout_labelled_blocks.py, the class of `tables/labelled_blocks.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
total and its reserve for negros its negros' cell, in whatever order the blocks come, across a page
break; no other position (no label, no pay table read as a cargo); a cargo confirmed only where a total
column proves the pairing and no name had to be joined. A part whose blocks do not agree with its names
in number, or whose row does not close, is not read at all, and a note says so."""

from __future__ import annotations

import random

from layout_labelled_blocks import labelled_blocks
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.column_blocks import NOT_READ

SEED = 20261205


def _problems(case) -> list[str]:
    """The generator's problems, and a part not read without its note or with one where all was read."""
    out = problems(case)
    notes = sum(NOT_READ in str(f.get("message", "")) for f in lint_text(case.text)["findings"])
    if notes != case.broken:
        out.append(f"{notes} notes “{NOT_READ}” for {case.broken} broken parts")
    return out


def test_labelled_blocks_read_back():
    assert_reads_back(labelled_blocks, _problems, SEED, "labelled_blocks", 200)


def _whole(rng: random.Random):
    """A variant with no broken part."""
    while (case := labelled_blocks(rng)).broken:
        pass
    return case


def test_proven_labelled_blocks_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-labelled-confirmed", draws=80)


def test_a_broken_part_reads_nothing():
    """A part one cell short or with a row that does not close gives no position: never a guessed pairing."""
    rng = random.Random(f"{SEED}-broken")
    seen = 0
    while seen < 20:
        case = labelled_blocks(rng)
        if case.broken and not case.entries:
            seen += 1
            assert not [p for p in lint_text(case.text)["positions"] if p["vacancies"]], case.text

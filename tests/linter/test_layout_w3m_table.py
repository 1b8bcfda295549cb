"""Property test: a quadro of an HTML page as w3m dumps it, each cell wrapped in its column and centred in its
row (tests/layout_w3m_table.py, the class of `tables/centred_cuts.py` through `tables/space_bands.py`), read
back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its total
and its reserve for negros its negros' cell; never a phantom (no requisitos, pay, caption or header label read
into a cargo); a row confirmed only where its name stands whole on its counts' line."""

from __future__ import annotations

import random

from layout_w3m_table import w3m_table
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def test_w3m_table_read_back():
    assert_reads_back(w3m_table, problems, SEED, "w3m_table", 200)


def test_rows_whole_on_their_line_are_mostly_confirmed():
    """A row whose name stands whole on its counts' line, no neighbour's piece hanging on an open cut, is
    confirmed by its arithmetic: more than half of those the generator marks proven."""
    rng = random.Random(f"{SEED}-confirmed")
    proven = confirmed = 0
    for _ in range(40):
        case = w3m_table(rng)
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        for entry in (e for e in case.entries if e.proven):
            proven += 1
            confirmed += any(fold(entry.name) == fold(p["name"]) and p["confidence"] == "confirmed" for p in positions)
    assert proven >= 40 and confirmed * 2 > proven, (confirmed, proven)

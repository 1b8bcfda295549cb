"""Property test: a tab table whose neighbouring count cells a converter merged into one ("5 1 1" and the
empty cells after it; tests/layout_merged_cells.py, the class of `read/merged_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
total and its reserve for negros its negros' cell, merged or not; no other position; a cargo confirmed
only where its row adds up. And the other side: the readings the text proves are confirmed."""

from __future__ import annotations

from layout_merged_cells import merged_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_merged_cells_read_back():
    assert_reads_back(merged_cells, problems, SEED, "merged_cells", 200)


def test_proven_merged_cells_are_confirmed():
    assert_proven_are_confirmed(merged_cells, f"{SEED}-merged-confirmed")

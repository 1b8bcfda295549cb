"""Property test: a quadro given a cell a line whose too-small reserves are printed as a mark, "*"
(tests/layout_mark_cells.py: Banrisul's quadro through pdftotext), read back right.

A fixed seed draws 200 editais. Every row reads once, its total and its negros (a mark is 0); none is
dropped (pdftotext's Banrisul lost its four rows with a "*" cell, and the cargo's total summed from the
others came out confirmed, 806 for 824)."""

from __future__ import annotations

from layout_mark_cells import mark_cells
from test_layout_letter_columns import problems
from test_layout_prose import assert_reads_back

SEED = 20261207


def test_mark_cells_read_back():
    assert_reads_back(mark_cells, problems, SEED, "mark_cells", 200)

"""Property test: the quadros of `tests/layout_bottom_names.py` read back (`tables/layout_grid.py`, its
"bottom" alignment): every row is a position with its whole name (never the next row's first line, never
a line of the row above), its vacancies and its stated reserve for negros, confirmed by its sums."""

from __future__ import annotations

from layout_bottom_names import bottom_names
from test_layout_prose import assert_reads_back, exact_reading_problems

SEED = 20261205


def test_names_wrapped_above_their_counts_read_back():
    assert_reads_back(bottom_names, exact_reading_problems, SEED, "bottom_names")

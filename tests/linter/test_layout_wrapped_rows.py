"""Property test: a quadro whose every row the extraction wrapped onto two lines, as its header
(tests/layout_wrapped_rows.py), reads back right: each row once, named by its cargo (and its polo where the
name does not hold it), never by its polo alone nor with its requisitos; its vacancies and reserve for
negros; a position confirmed only when the sums prove it, and the proven ones confirmed."""

from __future__ import annotations

from layout_wrapped_rows import wrapped_rows
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_wrapped_rows_read_back():
    assert_reads_back(wrapped_rows, problems, SEED, "wrapped_rows", 200)


def test_wrapped_rows_the_sums_prove_are_confirmed():
    assert_proven_are_confirmed(wrapped_rows, f"{SEED}-wrapped-confirmed")

"""Property test: a quadro run together on one long line (a phone viewer's reflow, a web copy;
tests/layout_one_line.py) reads back right: each cargo once, named whole (a word the viewer hyphenated
joined back), with its vacancies and reserve for negros; no pay, hours or code taken into a name; a
position confirmed only when the sums prove it, and the proven ones confirmed."""

from __future__ import annotations

from layout_one_line import one_line_table
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_one_line_tables_read_back():
    assert_reads_back(one_line_table, problems, SEED, "one_line_table", 200)


def test_one_line_rows_the_sums_prove_are_confirmed():
    assert_proven_are_confirmed(one_line_table, f"{SEED}-one-line-confirmed")

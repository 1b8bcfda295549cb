"""Property test: a quadro copied from Adobe Reader, a header cell a line, long names wrapped with the place on
the counts' line (tests/layout_adobe_cells.py, the class of `tables/name_opening.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, named by its
emprego and ênfase (never by its place alone), with its vacancies and reserve for negros; nothing from the
page's foot under the Total row. And the other side: the readings the text proves are confirmed."""

from __future__ import annotations

from layout_adobe_cells import adobe_copy
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_adobe_copy_reads_back():
    assert_reads_back(adobe_copy, problems, SEED, "adobe_copy", 200)


def test_proven_adobe_copy_is_confirmed():
    assert_proven_are_confirmed(adobe_copy, f"{SEED}-adobe-confirmed")

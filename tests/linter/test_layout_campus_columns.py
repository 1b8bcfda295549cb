"""Property test: a federal institute's quadro of vacancies by campus typeset by pdfLaTeX, its campuses',
total's and reserves' labels rotated (a line each in pypdf's text), read back right
(tests/layout_campus_columns.py, the class of `tables/places_stacked.py`).

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
campuses' sum and its reserve for negros its negros' cell; never a phantom (no level heading, totals row,
running head or cronograma read as a cargo); a cargo confirmed only where the text proves its sum (a total
column its places add up to, or a totals row holding every column's sum)."""

from __future__ import annotations

from layout_campus_columns import campus_columns
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261208


def test_campus_columns_read_back():
    assert_reads_back(campus_columns, problems, SEED, "campus_columns", 200)


def test_proven_campus_columns_are_confirmed():
    assert_proven_are_confirmed(campus_columns, f"{SEED}-campus-confirmed", draws=80, least=40)

"""Property test: a quadro whose text columns' tall labels pypdf printed a word or two a line below the
header's first line, its rows' requisitos wrapped with their short cells on a line of their own
(tests/layout_labels_below.py, the class of `tables/labels_below.py`), read back right.

A fixed seed draws 200 quadros. Each must read as its generator says: each row once, its vacancies, named
whole (no label line glued to the first row's name, no hours and pay to the next row's)."""

from __future__ import annotations

from layout_labels_below import labels_below
from test_layout_places import problems
from test_layout_prose import assert_reads_back

SEED = 20261206


def test_labels_below_read_back():
    assert_reads_back(labels_below, problems, SEED, "labels_below", 200)

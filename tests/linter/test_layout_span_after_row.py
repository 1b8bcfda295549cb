"""Property test: the quadros of `tests/layout_span_after_row.py` read back (`tables/span_after_row.py`):
a two-row header whose spanning label's roles pypdf printed after the upper row, names wrapped before
their counts; every row with vacancies a confirmed position with its whole name, its vacancies and its
stated reserve for negros (Lei 15.142's three groups summed)."""

from __future__ import annotations

from layout_span_after_row import span_after_row
from test_layout_prose import assert_reads_back, exact_reading_problems

SEED = 20261206


def test_sub_labels_printed_after_the_upper_row_read_back():
    assert_reads_back(span_after_row, exact_reading_problems, SEED, "span_after_row")

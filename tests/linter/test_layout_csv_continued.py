"""Property test: a CSV quadro whose wrapped cells became records of their own (Tabula;
tests/layout_csv_continued.py) reads back right: each row once, its name joined back from its records,
with its vacancies and reserve for negros; no page number, repeated header, note or other annex read as a
row; a position confirmed only when the sums prove it, and the proven ones confirmed."""

from __future__ import annotations

from layout_csv_continued import csv_continued
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_csv_continued_rows_read_back():
    assert_reads_back(csv_continued, problems, SEED, "csv_continued", 200)


def test_csv_continued_rows_the_sums_prove_are_confirmed():
    assert_proven_are_confirmed(csv_continued, f"{SEED}-csv-continued-confirmed")

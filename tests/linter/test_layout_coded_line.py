"""Property test: a quadro a web page's copy ran into one long line, its rows opened by codes of letters
and a number (tests/layout_coded_line.py, the class of `tables/coded_line.py`), read back right.

A fixed seed draws 240 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell, whatever the columns' order, the text columns between
the name and the counts and a requisito in the first row only; no code's number read as a count, no other
position; a row confirmed only where an ampla concorrência column proves it."""

from __future__ import annotations

from layout_coded_line import coded_line
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261207


def test_coded_line_read_back():
    assert_reads_back(coded_line, problems, SEED, "coded_line", 240)


def test_proven_coded_lines_are_confirmed():
    assert_proven_are_confirmed(coded_line, f"{SEED}-coded-confirmed", draws=80, least=30)

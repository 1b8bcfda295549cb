"""Property test: a vacancy table printed as Python lists, pdfplumber's `extract_tables` output
(tests/layout_list_rows.py, the class of `tables/list_rows.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its name whole
(the cell's "\\n" a space), its vacancies its total and its reserve for negros its PPP count, whether the
header is one row or two, the rows a line each or wrapped by pprint, the table over two pages; no other
position (no pay table, no table of the most candidates approved); a cargo confirmed only where its row
adds up. And the other side: the readings the text proves are confirmed."""

from __future__ import annotations

from layout_list_rows import list_rows
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_list_rows_read_back():
    assert_reads_back(list_rows, problems, SEED, "list_rows", 200)


def test_proven_list_rows_are_confirmed():
    assert_proven_are_confirmed(list_rows, f"{SEED}-list-confirmed")

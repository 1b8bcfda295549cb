"""Property test: a university's docente quadro set in a pdfLaTeX longtable, its rows opened by their numbers and
their text cells wrapped above the counts (tests/layout_latex_numbered_rows.py, the class of
`tables/numbered_rows.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every área once, named with its words
whole (a word hyphenated at the cell's edge joined: "Geome-" / "tria"), never by its classe and regime alone
("Adjunto A DE", the phantom read before), with its vacancies and reserve for negros; never confirmed, since
where the name ends among the row's text cells is not given."""

from __future__ import annotations

from layout_latex_numbered_rows import numbered_rows
from test_layout_places import problems
from test_layout_prose import assert_reads_back

SEED = 20261206


def test_latex_numbered_rows_read_back():
    assert_reads_back(numbered_rows, problems, SEED, "latex_numbered_rows", 200)

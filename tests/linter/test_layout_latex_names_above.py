"""Property test: a pdfLaTeX quadro whose wrapped names pypdf prints above their row's figures
(tests/layout_latex_names_above.py, the class of `tables/names_before_figures.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, named whole (never by
its name's last line alone, "Elétrica" for "Engenheiro – Área Engenharia Elétrica"), with its vacancies and
reserve for negros; and the header's labels and the Total row that proves them confirm the readings."""

from __future__ import annotations

from layout_latex_names_above import names_above
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261206


def test_latex_names_above_read_back():
    assert_reads_back(names_above, problems, SEED, "latex_names_above", 200)


def test_proven_latex_names_above_are_confirmed():
    assert_proven_are_confirmed(names_above, f"{SEED}-latex-confirmed")

"""Property test: the quadros of `tests/layout_cells_per_line.py` read back right: a LibreOffice table's
header a cell after another (each label over one line or a few), its text columns after the counts
("Subsídio inicial (R$)", "Carga horária semanal"), every row its vacancies and its stated reserve for
negros, confirmed."""

from __future__ import annotations

from layout_cells_per_line import cells_per_line
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.header import header_tokens

SEED = 20261206


def test_cells_per_line_read_back():
    assert_reads_back(cells_per_line, exact_reading_problems, SEED, "cells_per_line")


def test_subsidio_is_a_pay_label():
    assert header_tokens("cargo ampla concorrencia pcd negros total subsidio inicial (r$) carga horaria") is not None

"""Property test: a quadro made as a spreadsheet and printed by LibreOffice Calc, read by pypdf (its wrapped
cells, header labels included, drawn after the page's rows: tests/layout_calc_cells.py, the class of
`tables/calc_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; a row confirmed only where the text proves the columns'
order and the names (never a subtotal, a total or a group row read as a cargo)."""

from __future__ import annotations

import random

from layout_calc_cells import calc_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261206


def test_calc_cells_read_back():
    assert_reads_back(calc_cells, problems, SEED, "calc_cells", 200)


def test_proven_calc_cells_are_confirmed():
    assert_proven_are_confirmed(calc_cells, f"{SEED}-calc-confirmed", draws=150, least=25)


def test_sum_rows_are_no_cargos():
    """Subtotal, total and group rows never read as a position."""
    rng = random.Random(f"{SEED}-sums")
    for _ in range(40):
        case = calc_cells(rng)
        names = [p["name"] for p in lint_text(case.text)["positions"] if p["vacancies"]]
        assert not any(n.lower().startswith(("subtotal", "total", "cargo:")) for n in names), names

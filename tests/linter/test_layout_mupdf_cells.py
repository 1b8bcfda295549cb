"""Property test: a word processor's quadro printed to PDF and read by MuPDF (PyMuPDF `get_text()`), each cell
on lines of its own, a wrapped cell's lines ending in the space they were broken at (tests/layout_mupdf_cells.py,
the class of `tables/soft_wraps.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once under its whole name
(its wrapped lines joined), its vacancies its total and its reserve for negros its negros' cell; never a
phantom (no first line of a name alone, no requisitos, group row, cadastro-only row, page number or running head
read as a cargo)."""

from __future__ import annotations

import random

from layout_mupdf_cells import mupdf_cells, mupdf_cells_no_requisitos
from test_layout_prose import assert_reads_back, exact_reading_problems, problems

SEED = 20261208


def test_mupdf_cells_read_back():
    assert_reads_back(mupdf_cells, problems, SEED, "mupdf_cells", 200)


def test_mupdf_cells_without_requisitos_read_back():
    """The same quadro with no requisitos column (the header only name, counts and at times a pay or hours
    column): every row read under its exact name and confirmed by its arithmetic, a nível's group row between
    the rows ("NÍVEL MÉDIO – vencimento R$ … – carga horária 40h semanais") no end of the table (its thirteen
    words were taken for prose and the rows under it lost: 41 of 100 variants), the header again after a form
    feed the same table (its TOTAL GERAL then the sum of both pages' rows: read as two tables, the total
    left every row uncertain). Left: a first page of one row ending in its page's number alone ("1") before
    the form feed loses that row (1 in 200); never a phantom nor a wrong figure."""
    rng = random.Random(f"{SEED}-mupdf_cells_no_requisitos")
    cases = [mupdf_cells_no_requisitos(rng) for _ in range(200)]
    bad = [(wrong, case.text) for case in cases if (wrong := exact_reading_problems(case))]
    assert len(bad) <= 2, f"{len(bad)}/200 misread; first: {bad[0][0]}\n{bad[0][1]}"
    for case in cases:
        wrong = [w for w in problems(case) if not w.endswith(", got []")]
        assert not wrong, f"{wrong}\n{case.text}"

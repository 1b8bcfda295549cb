"""Property test: a word processor's quadro printed to PDF and read by MuPDF (PyMuPDF `get_text()`), each cell
on lines of its own, a wrapped cell's lines ending in the space they were broken at (tests/layout_mupdf_cells.py,
the class of `tables/soft_wraps.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once under its whole name
(its wrapped lines joined), its vacancies its total and its reserve for negros its negros' cell; never a
phantom (no first line of a name alone, no requisitos, group row, cadastro-only row, page number or running head
read as a cargo)."""

from __future__ import annotations

from layout_mupdf_cells import mupdf_cells
from test_layout_prose import assert_reads_back, problems

SEED = 20261208


def test_mupdf_cells_read_back():
    assert_reads_back(mupdf_cells, problems, SEED, "mupdf_cells", 200)

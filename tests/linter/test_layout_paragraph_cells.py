"""Property test: a quadro ReportLab drew with Paragraph cells (each cell's lines in turn, the simple cells
alone on a line: tests/layout_paragraph_cells.py, the class of `tables/paragraph_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; never a phantom (no count, amount or footer read as a
cargo); a row confirmed only where nothing stands between its name and its cells and its parts make its
total. A PDF page of the layout is read as its plain text (which keeps the rows in order)."""

from __future__ import annotations

import random

from layout_paragraph_cells import paragraph_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.pdf_layout import lost_rows
from cotacheck.linter.tables import paragraph_cells as stage

SEED = 20261214


def test_paragraph_cells_read_back():
    assert_reads_back(paragraph_cells, problems, SEED, "paragraph_cells", 200)


def test_proven_paragraph_cells_are_confirmed():
    assert_proven_are_confirmed(paragraph_cells, f"{SEED}-confirmed", draws=120, least=30)


def test_a_page_of_the_layout_keeps_its_plain_text():
    """The reading by position would interleave a row's wrapped name and requisitos around its cells."""
    rng = random.Random(f"{SEED}-pdf")
    for _ in range(40):
        case = paragraph_cells(rng)
        assert not lost_rows(case.text), case.text


def test_a_row_of_other_rows_codes_is_no_row():
    """A column-band quadro (every code, then every name, then each count column) is no row of this layout."""
    text = "\n".join(
        [" Código", " Cargo", " AC", " Negros", " Total", "101", "102", "103", "Analista", "Técnico", "Auxiliar"]
        + [" 3", " 4", " 5", " 1", " 1", " 1", " 4", " 5", " 6"]
    )
    assert not list(stage.tables(text.split("\n")))


def test_adversarial_runs_are_linear():
    """Lone cells with and without their leading space, alternating: each run tried once."""
    lines = (" 1\nx\n" * 50_000).split("\n")
    assert not list(stage.tables(lines))

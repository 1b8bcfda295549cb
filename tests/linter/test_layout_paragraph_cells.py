"""Property test: a quadro ReportLab drew with Paragraph cells (each cell's lines in turn, the simple cells
alone on a line: tests/layout_paragraph_cells.py, the class of `tables/paragraph_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; never a phantom (no count, amount or footer read as a
cargo); a row confirmed only where its parts make its total and where its name ends is known (no requisitos
column between the name and the cells, or that column's lines marked, a tab before each). A PDF page of the
layout is read as its plain text, which keeps the rows in order (`read/kept_rows.py`)."""

from __future__ import annotations

from pathlib import Path

from layout_paragraph_cells import paragraph_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_bytes, lint_text
from cotacheck.linter.tables import paragraph_cells as stage

SEED = 20261214


def test_paragraph_cells_read_back():
    assert_reads_back(paragraph_cells, problems, SEED, "paragraph_cells", 200)


def test_proven_paragraph_cells_are_confirmed():
    assert_proven_are_confirmed(paragraph_cells, f"{SEED}-confirmed", draws=120, least=30)


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


T08 = Path(__file__).parent / "unseen_layouts_12" / "t08_ncufpr_araucaria_reportlab_longtable"


def test_the_longtable_reads_uncertain_from_its_pdf_and_its_text_alike():
    """Where each name ends is not in the plain text (a requisitos column after it): every row's figures,
    none confirmed, the PDF (kept as its plain text) read as the pasted text."""
    pdf = [p for p in lint_bytes(T08.with_suffix(".pdf").read_bytes(), "t08.pdf")["positions"] if p["vacancies"]]
    assert len(pdf) == 12 and all(p["confidence"] == "uncertain" for p in pdf)
    assert pdf[1]["name"].startswith("Professor – Anos Iniciais do Ensino Fundamental")
    text = [p for p in lint_text(T08.with_suffix(".txt").read_text(encoding="utf-8"))["positions"] if p["vacancies"]]
    assert len(text) == 12 and all(p["confidence"] == "uncertain" for p in text)
    assert [(p["vacancies"], p["reserved_stated"]) for p in text] == [
        (p["vacancies"], p["reserved_stated"]) for p in pdf
    ]

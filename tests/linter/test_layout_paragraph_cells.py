"""Property test: a quadro ReportLab drew with Paragraph cells (each cell's lines in turn, the simple cells
alone on a line: tests/layout_paragraph_cells.py, the class of `tables/paragraph_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; never a phantom (no count, amount or footer read as a
cargo); a row confirmed only where its parts make its total and where its name ends is known (no requisitos
column between the name and the cells, or that column's lines marked by the PDF's reading). A PDF page of
the layout is read as its plain text (which keeps the rows in order), the requisitos marked by position."""

from __future__ import annotations

import random
from pathlib import Path

from layout_paragraph_cells import paragraph_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_bytes, lint_text
from cotacheck.linter.read.pdf_layout import Run, lost_rows, marked_columns
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


def test_the_pdf_marks_the_requisitos_by_their_left_edge():
    """Name lines at one left edge, the requisitos' at another to their right: those led by a tab; lines at
    edges that do not part so (a centred paragraph) are left as they are."""
    plain = "\n".join(
        [" Cargo", " Requisitos", " AC", " Negros", " Total"]
        + ["Professor de", "Arte", "Licenciatura", "em Artes", " 3", " 1", " 4"]
        + ["Pedagogo", "Licenciatura em", "Pedagogia", " 2", " 1", " 3"]
    )
    edges = {"Professor de": 58, "Arte": 58, "Licenciatura": 178, "em Artes": 178, "Pedagogo": 58}
    edges |= {"Licenciatura em": 176, "Pedagogia": 190}
    runs = [Run(line.strip(), edges.get(line, 300), 0, 8) for line in plain.split("\n")]
    lines = marked_columns(plain, runs).split("\n")
    assert lines[5:9] == ["Professor de", "Arte", "\tLicenciatura", "\tem Artes"]
    assert lines[13:15] == ["Licenciatura em", "Pedagogia"]  # not aligned: nothing proven


T08 = Path(__file__).parent / "unseen_layouts_12" / "t08_ncufpr_araucaria_reportlab_longtable"


def test_the_longtable_reads_confirmed_from_its_pdf_and_uncertain_from_its_text():
    pdf = [p for p in lint_bytes(T08.with_suffix(".pdf").read_bytes(), "t08.pdf")["positions"] if p["vacancies"]]
    assert len(pdf) == 12 and all(p["confidence"] == "confirmed" for p in pdf)
    assert pdf[1]["name"] == "Professor – Anos Iniciais do Ensino Fundamental"
    text = [p for p in lint_text(T08.with_suffix(".txt").read_text(encoding="utf-8"))["positions"] if p["vacancies"]]
    assert len(text) == 12 and all(p["confidence"] == "uncertain" for p in text)
    assert [(p["vacancies"], p["reserved_stated"]) for p in text] == [
        (p["vacancies"], p["reserved_stated"]) for p in pdf
    ]

"""Property test: a gazette page set in two or three columns, the quadro inside one column (over a column's
end, its header again) or over the page's width above the columns (tests/layout_gazette_columns.py, the
class of `read/pdf_columns.py`), read by position from its runs, reads back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell; never a phantom (no TOTAL row nor prose read as a
cargo); never a line that puts the other column's prose before a quadro's row."""

from __future__ import annotations

import random

from layout_gazette_columns import SENTENCES, gazette_columns
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter.read.pdf_layout import text_by_position

SEED = 20261208


def _read(rng: random.Random):
    case = gazette_columns(rng)
    case.text = "\n".join(text_by_position(page) for page in case.pages)
    return case


def _problems(case) -> list[str]:
    out = problems(case)
    prose = {w.lower() for s in SENTENCES for w in s.split() if len(w) > 5}
    names = [e.name for e in case.entries]
    for line in case.text.split("\n"):
        if any(name in line for name in names) and sum(w.lower() in prose for w in line.split()) >= 2:
            out.append(f"prose beside a quadro's row: {line!r}")
    return out


def test_gazette_columns_read_back():
    assert_reads_back(_read, _problems, SEED, "gazette_columns", 200)


def test_proven_gazette_columns_are_confirmed():
    assert_proven_are_confirmed(_read, f"{SEED}-confirmed", draws=60, least=30)


def test_a_page_in_one_column_keeps_its_rows():
    """A page with no columns (prose the page's width, a quadro under it) is read as before: no gutter."""
    from cotacheck.linter.read.pdf_columns import gutters
    from cotacheck.linter.read.pdf_layout import Run, rows

    runs = [
        Run(f"linha {k} de texto corrido do edital de abertura do concurso", 40.0, 700.0 - 10 * k, 8.0)
        for k in range(20)
    ]
    runs += [Run(t, x, 480.0, 8.0) for t, x in (("Vigia", 40.0), ("3", 300.0), ("1", 340.0))]
    assert gutters(rows(runs)) == []


def test_set_18_gazette_reads_a_column_at_a_time():
    """Set 18's t01 (ReportLab frames, the quadro over the column break): the rows by position are the
    quadro's own, never the other column's prose before them."""
    from pathlib import Path

    import pypdf

    from cotacheck.linter.read.pdf_layout import page_text

    pdf = next((Path(__file__).parent / "unseen_layouts_18").glob("t01_*.pdf"))
    lines = page_text(pypdf.PdfReader(pdf).pages[0]).split("\n")
    assert "Professor de Educação Infantil 25 18 2 5" in lines
    assert "Procurador do Município 3 2 0 1" in lines
    assert lines.index("Procurador do Município 3 2 0 1") < lines.index("Professor de Educação Infantil 25 18 2 5")

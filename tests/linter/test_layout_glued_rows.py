"""Property test: a quadro whose cargo's and pay's cells a PDF merged down the rows of the cargo's lotações, as
pypdf gives it (the merged cell's line before its last row, or glued between its two rows: "Capital e RMS 3 1 2 6
12Vistoriador de Veículos R$ 3.876,52 Interior (CIRETRANs) 5 1 2 8 16"; tests/layout_glued_rows.py, the class of
`tables/glued_rows.py` and `tables/pay_between_names.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its total
and its reserve for negros its negros' cell; never a phantom (a cargo named with a lotação's figures but not the
lotação); a lotação's row whose cargo the text does not give never confirmed; a quadro with a cargo a row
confirmed by its arithmetic."""

from __future__ import annotations

import random

from layout_glued_rows import glued_rows
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import glued_rows as stage

SEED = 20261207


def test_glued_rows_read_back():
    assert_reads_back(glued_rows, problems, SEED, "glued_rows", 200)


def test_proven_glued_rows_are_confirmed():
    assert_proven_are_confirmed(glued_rows, f"{SEED}-glued-confirmed", draws=150, least=25)


def test_glued_rows_are_parted_and_nothing_else():
    """The stage parts only a line whose two runs of counts are as long (three at least), words before each."""
    rows = [
        ("Capital e RMS 3 1 2 6 12Vistoriador de Veículos R$ 3.876,52 Interior (CIRETRANs) 5 1 2 8 16", 2),
        ("Nome 1 2 3Outro 4 5 6", 2),
        ("Lei nº 12.990/2014 12Anos 3 4 5", 1),  # no run of counts before the glue
        ("Cargo 1 2Outro 4 5 6", 1),  # runs of other lengths
        ("Total 1 2 3Cargo 1 2", 1),
        ("1 2 3Ab 4 5 6", 1),  # no words before the first run
    ]
    for text, parts in rows:
        lines = split_lines(text)
        assert len(stage.relay(lines, text)) == parts, text
    rng = random.Random(f"{SEED}-glued")
    glued = sum(
        "12Vistoriador" in t or any(c.isdigit() and n.isupper() for c, n in zip(t, t[1:]))
        for t in (glued_rows(rng).text for _ in range(40))
    )
    assert glued >= 5

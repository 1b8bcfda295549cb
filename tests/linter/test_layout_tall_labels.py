"""Property test: a quadro as poppler's `pdftotext -layout` prints it whose count labels stand in tall header
cells, a two-line label's lines above and below the header's line ("Pretas e" / "pardas³"), footnote marks on
the labels (tests/layout_tall_labels.py; the header of `tables/space_bands.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every especialidade once, its vacancies
its total and its reserve for negros its negros' cell; never a phantom; a row confirmed only where its name
stands whole on its counts' line, and those rows confirmed (nine in ten at least)."""

from __future__ import annotations

import random

from layout_tall_labels import tall_labels
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def test_tall_labels_read_back():
    assert_reads_back(tall_labels, problems, SEED, "tall_labels", 200)


def test_rows_whole_on_their_line_are_confirmed():
    rng = random.Random(f"{SEED}-confirmed")
    proven = confirmed = 0
    for _ in range(40):
        case = tall_labels(rng)
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        for entry in (e for e in case.entries if e.proven):
            proven += 1
            confirmed += any(fold(entry.name) in fold(p["name"]) and p["confidence"] == "confirmed" for p in positions)
    assert proven >= 15 and confirmed >= proven * 0.9, (confirmed, proven)

"""Property test: count labels explained only by a far legend in quotes, whose meaning overrides the
vocabulary's guess ("C.R." as the racial quota, not the cadastro de reserva: `tables/quoted_legend.py`),
drawn by tests/layout_quoted_legend.py.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies and
its reserve for negros, every row confirmed by its arithmetic with every column's role known; and where
the edital defines the label twice with different roles, no row confirmed."""

from __future__ import annotations

import functools
import random

from layout_quoted_legend import glossary_quadro, quoted_legend_quadro
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_quoted_legend_reads_back():
    assert_reads_back(quoted_legend_quadro, problems, SEED, "quoted_legend_quadro", 200)


def test_quoted_legend_rows_are_confirmed():
    rng = random.Random(f"{SEED}-quoted-confirmed")
    for _ in range(30):
        positions = [p for p in lint_text(quoted_legend_quadro(rng).text)["positions"] if p["vacancies"]]
        assert positions and all(p["confidence"] == "confirmed" for p in positions)


def test_a_contested_label_confirms_nothing():
    make = functools.partial(quoted_legend_quadro, contested=True)
    rng = random.Random(f"{SEED}-quoted-contested")
    for _ in range(200):
        case = make(rng)
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        assert not any(p["confidence"] == "confirmed" for p in positions), case.text


def test_glossary_reads_back():
    """Fundatec's glossary items, the pay's label under the header, a row for the cadastro only."""
    assert_reads_back(glossary_quadro, problems, SEED, "glossary_quadro", 200)

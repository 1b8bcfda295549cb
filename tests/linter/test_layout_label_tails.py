"""Property tests: header labels whose tails stand on the line below (FGV's quadro as pdfplumber prints it,
`tables/label_tails.py`, names ending in a dash above their especialidade under a pay column,
`tables/name_wrap.py`), and a state's separate columns for negros and índios (`tables/header.py`'s
"Índios"), drawn by tests/layout_label_tails.py.

A fixed seed draws 200 editais of each. Each must read as its generator says: every cargo once, whole
names, its vacancies and its reserve for negros (the Negros column alone where the índios have their own);
no other position (a legend's "Quadro 1" is no cargo)."""

from __future__ import annotations

import random

import pytest
from layout_label_tails import label_tails_quadro, separate_groups_quadro
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205
CLASSES = {"label_tails_quadro": label_tails_quadro, "separate_groups_quadro": separate_groups_quadro}


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], problems, SEED, name, 200)


def test_rows_that_add_up_are_confirmed():
    """The tails joined, the rows' arithmetic proves FGV's quadro (the state's, whose bracketed lines
    may be notes, is left uncertain where a name wraps)."""
    rng = random.Random(f"{SEED}-label_tails_quadro-confirmed")
    confirmed = 0
    for _ in range(30):
        positions = [p for p in lint_text(label_tails_quadro(rng).text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert confirmed >= 20, confirmed

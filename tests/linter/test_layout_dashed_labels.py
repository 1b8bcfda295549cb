"""Property test: a quadro whose header is one line of "Vagas - …" and "Cadastro de reserva - …" labels, with
no total column, a row a line with text columns before the counts (tests/layout_dashed_labels.py, the class
of `tables/dashed_labels.py`), read back right.

A fixed seed draws 240 editais. Each must read as its generator says: every área once with its name whole
(a number that ends it kept), its vacancies the sum of the "Vagas -" columns (the cadastro de reserva's
cells are no vacancies nor reserves), its racial reserve the negros' (or the joint racial) cell; nothing
confirmed (no total column proves a row); no other position."""

from __future__ import annotations

import random

from layout_dashed_labels import dashed_labels
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261208


def test_dashed_labels_read_back():
    assert_reads_back(dashed_labels, problems, SEED, "dashed_labels", 240)


def test_no_dashed_labels_row_is_confirmed():
    rng = random.Random(f"{SEED}-none-confirmed")
    for _ in range(40):
        positions = lint_text(dashed_labels(rng).text)["positions"]
        assert positions and not [p for p in positions if p["confidence"] == "confirmed"]

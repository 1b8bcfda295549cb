"""Property test: one cargo's specialties as columns, its units as rows, the kinds of vacancy as rows at the
bottom (tests/layout_specialty_grid.py, `tables/cargo_columns.py`'s rows of places), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every specialty once, its vacancies
its column's total and its reserve for negros its column's; no unit read as a cargo. Units that do not add
up to the Total row leave the quadro unread: nothing confirmed. And the other side: the readings the text
proves are confirmed."""

from __future__ import annotations

import random

from layout_specialty_grid import specialty_grid
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def _proven(rng: random.Random):
    while True:
        case, fault = specialty_grid(rng)
        if not fault:
            return case


def test_specialty_grid_reads_back():
    assert_reads_back(_proven, problems, SEED, "specialty_grid", 200)


def test_proven_specialty_grid_is_confirmed():
    assert_proven_are_confirmed(_proven, f"{SEED}-specialty-confirmed")


def test_units_that_do_not_add_up_confirm_nothing():
    rng = random.Random(f"{SEED}-fault")
    checked = 0
    while checked < 20:
        case, fault = specialty_grid(rng)
        if not fault:
            continue
        checked += 1
        confirmed = [p for p in lint_text(case.text)["positions"] if p["confidence"] == "confirmed" and p["vacancies"]]
        assert not confirmed, (confirmed, case.text)

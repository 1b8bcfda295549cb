"""Property test: a cargo heading, the cargo's total first, then its places' rows (tests/layout_total_first.py,
the class of `tables/total_first.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every place once, under its cargo,
with its own vacancies and reserve for negros; no cargo read from its total line beside its places (the
vacancies counted twice); each cargo's total the places' sum, confirmed only when the edital's total
line holds it. And the other side: the readings the text proves are confirmed."""

from __future__ import annotations

import random

from layout_total_first import total_first
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205


def test_total_first_reads_back():
    assert_reads_back(total_first, problems, SEED, "total_first", 200)


def test_proven_total_first_are_confirmed():
    assert_proven_are_confirmed(total_first, f"{SEED}-total-first-confirmed")


def test_cargo_totals_are_checked_against_the_total_line():
    """Each cargo of two places or more gets its total, the places' sum, confirmed only where the edital's
    total (its line or its first row) holds it."""
    rng = random.Random(f"{SEED}-cargo-totals")
    for _ in range(100):
        case = total_first(rng)
        cargos = {fold(c["name"]): c for c in lint_text(case.text)["cargos"]}
        for want in case.cargos:
            got = cargos.get(fold(want.name))
            if got is None:  # a cargo of one place has no total of its own
                continue
            assert got["vacancies"] == want.vacancies, (want, got, case.text)
            if not want.holds:
                assert got["confidence"] == "uncertain", (want, got, case.text)

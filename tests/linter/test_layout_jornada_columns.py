"""Property test: a quadro whose vacancies are split by jornada under a merged "VAGAS POR JORNADA" header
(tests/layout_jornada_columns.py, the class of `tables/jornada_columns.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
Total (or its jornadas' sum), its reserve for negros the Negros cell, never a jornada (the jornadas' row
names no cargo, a jornada is never read as a reserve); a row whose jornadas miss its Total never confirmed.
"""

from __future__ import annotations

import random

from layout_jornada_columns import jornada_columns
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_jornada_columns_read_back():
    assert_reads_back(jornada_columns, problems, SEED, "jornada_columns", 200)


def test_proven_jornada_rows_are_confirmed():
    assert_proven_are_confirmed(jornada_columns, f"{SEED}-jornada-confirmed", draws=80, least=40)


def test_jornadas_that_miss_the_total_confirm_nothing():
    """A row whose jornadas do not add up to its Total is read by its Total, in doubt."""
    rng = random.Random(f"{SEED}-off")
    seen = 0
    while seen < 10:
        case = jornada_columns(rng)
        off = [e.name for e in case.entries if not e.proven]
        if not off:
            continue
        seen += 1
        for p in lint_text(case.text)["positions"]:
            if p["name"] in off:
                assert p["confidence"] != "confirmed", (p["name"], case.text)

"""Property test: FGV's quadro under a layout-preserving extraction (tests/layout_hyphenated.py): labels
hyphenated at a line's end, the long name label "Cargo / Área de conhecimento", names whose "Cargo –
Área N:" ends in a colon above the área's name, a "Total reservado (Lei 15.142)" column, read back right
by `tables/layout_grid.py`.

A fixed seed draws 200 editais. Each must read as its generator says: every área once, its vacancies and
its reserve for negros (the groups' sum); no other position; every row adds up, so each is confirmed."""

from __future__ import annotations

import random

from layout_hyphenated import hyphenated_grid
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_hyphenated_grid_reads_back():
    assert_reads_back(hyphenated_grid, problems, SEED, "hyphenated_grid", 200)


def test_hyphenated_grid_rows_are_confirmed():
    rng = random.Random(f"{SEED}-hyphenated-confirmed")
    for _ in range(30):
        positions = [p for p in lint_text(hyphenated_grid(rng).text)["positions"] if p["vacancies"]]
        assert positions and all(p["confidence"] == "confirmed" for p in positions)

"""Property test: a federal edital's demonstrative of the reserve, a row a modalidade and the total only in
the title (tests/layout_reserve_demonstrative.py, the class of `tables/reserve_demonstrative.py`), read back
right.

A fixed seed draws 200 editais. Each must read as its generator says: one position, the title's total as its
vacancies (no percentage read as a count, no modalidade as a cargo), the racial reserve its groups' numbers;
never confirmed (nothing but the title states the total)."""

from __future__ import annotations

import random

from layout_reserve_demonstrative import reserve_demonstrative
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261209


def test_reserve_demonstrative_read_back():
    assert_reads_back(reserve_demonstrative, problems, SEED, "reserve_demonstrative", 200)


def test_no_demonstrative_is_confirmed():
    rng = random.Random(f"{SEED}-none-confirmed")
    for _ in range(30):
        positions = lint_text(reserve_demonstrative(rng).text)["positions"]
        assert positions and not [p for p in positions if p["confidence"] == "confirmed"]

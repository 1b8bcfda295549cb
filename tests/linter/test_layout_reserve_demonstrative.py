"""Property test: a federal edital's demonstrative of the reserve, a row a modalidade and the total only in
the title (tests/layout_reserve_demonstrative.py, the class of `tables/reserve_demonstrative.py`), read back
right.

A fixed seed draws 200 editais. Each must read as its generator says: one position, the title's total as its
vacancies (no percentage read as a count, no modalidade as a cargo), the racial reserve its groups' numbers;
never confirmed (nothing but the title states the total); citing the title's line and each modalidade's
number's, where its figures are printed."""

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


def test_position_cites_the_lines_of_its_figures():
    """The position's lines hold the title's (its total) and every modalidade's number's (its reserves), not
    only the header's line its row is laid at: 200 editais."""
    rng = random.Random(f"{SEED}-cited")
    for n in range(200):
        case = reserve_demonstrative(rng)
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        assert len(positions) == 1, (n, positions)
        missing = set(case.cited) - set(positions[0]["lines"])
        assert not missing, (n, sorted(missing), positions[0]["lines"], case.text)

"""Property test for one class (tests/layout_code_names.py): a code column right after the name's in a
flat table, names holding numbers, levels and hours of their own, a carga horária column between the code
and the counts, some names wrapped before their row's line. Over 200 random variants: every row comes back
with its figures and its whole name (its number, level or hours kept, its code and carga left out),
nothing else is read, and a row is confirmed only with its figures and name right."""

from __future__ import annotations

import random

import pytest
from layout_code_names import LAYOUTS

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
VARIANTS = 200


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_rows_read_with_their_whole_names_and_nothing_else(layout):
    rng = random.Random(f"{SEED}-{layout}")
    confirmed = 0
    for _ in range(VARIANTS):
        case = LAYOUTS[layout](rng)
        positions = [q for q in lint_text(case.text)["positions"] if q.get("vacancies")]
        rows = [r for r in case.rows if r.total]
        codes = [c for r, c in zip(case.rows, case.codes) if r.total]
        assert len(positions) == len(rows), ([q["name"] for q in positions], case.text)
        for q, row, code in zip(positions, rows, codes):
            assert (q["vacancies"], q["reserved_stated"]) == (row.total, row.negros), (q["name"], case.text)
            assert fold(q["name"]) == fold(row.name), (q["name"], row.name, case.text)
            assert fold(code) not in fold(q["name"]), (q["name"], case.text)
            if q["confidence"] == "confirmed":
                confirmed += 1
                assert (q["open_stated"], q["pcd_stated"]) == (row.open, row.pcd), case.text
    assert confirmed >= VARIANTS  # rows with a Total row that holds, and no name in doubt, are proven

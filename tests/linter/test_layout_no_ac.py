"""Property test for two classes (tests/layout_no_ac.py): a quadro with the total and the reserves but no
ampla concorrência, and rows ending in a "CR" cell past their counts. Over 200 random variants: every row
comes back with its figures and its name alone (the counts never in it); a row of a quadro with no ampla
concorrência and no Total row is uncertain saying why (no sum can hold or fail), never that it "does not
close"; a quadro with an AC column reads as any, the "CR" mark no count."""

from __future__ import annotations

import random

import pytest
from layout_no_ac import LAYOUTS

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
VARIANTS = 200


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_rows_read_and_the_reason_said(layout):
    rng = random.Random(f"{SEED}-{layout}")
    said = confirmed = 0
    for _ in range(VARIANTS):
        case = LAYOUTS[layout](rng)
        positions = [q for q in lint_text(case.text)["positions"] if q.get("vacancies")]
        assert [fold(q["name"]) for q in positions] == [fold(r.name) for r in case.rows], case.text
        for q, row in zip(positions, case.rows):
            assert (q["vacancies"], q["reserved_stated"], q["pcd_stated"]) == (row.total, row.negros, row.pcd), (
                q,
                case.text,
            )
            reason = q["confidence_reason"] or ""
            assert "não fecha" not in reason, (q, case.text)
            if not case.has_open and not case.has_total_row:
                assert q["confidence"] == "uncertain" and "ampla concorrência" in reason, (q, case.text)
                said += 1
            if case.has_open:
                assert q["confidence"] == "confirmed", (q, case.text)
                confirmed += 1
    assert said >= VARIANTS and confirmed >= VARIANTS // 4

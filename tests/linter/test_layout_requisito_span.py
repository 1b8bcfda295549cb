"""Property test: the quadros of `tests/layout_requisito_span.py` read back right (`tables/requisito_span.py`
through `tables/span_last.py`): every row with vacancies is a position with its whole name (no requisito's
word in it), its vacancies and its stated reserve for negros; where the name ends is read from words, so no
row is confirmed."""

from __future__ import annotations

import random

from layout_requisito_span import requisito_span
from test_layout_prose import exact_reading_problems

from cotacheck.linter import lint_text

SEED = 20261206


def test_requisito_span_quadros_read_back_uncertain():
    rng = random.Random(f"{SEED}-requisito_span")
    bad = []
    for _ in range(200):
        case = requisito_span(rng)
        problems = exact_reading_problems(case, confirmed=False)
        confirmed = [p["name"] for p in lint_text(case.text)["positions"] if p["confidence"] == "confirmed"]
        if problems or confirmed:
            bad.append((problems, confirmed, case.text))
    assert not bad, f"{len(bad)}/200 misread; first: {bad[0][0]} {bad[0][1]}\n{bad[0][2]}"

"""Property test: the docente quadros of `tests/layout_docente_cells.py` read back right
(`tables/docente_cells.py` through `tables/span_last.py`): every área with vacancies is a position named by
its code, unit and área (no classe nor regime in it), with its vacancies and its stated reserve for negros,
confirmed by its arithmetic where the table has an AC column; never a confirmed wrong reading."""

from __future__ import annotations

import random

from layout_docente_cells import docente_cells
from test_layout_prose import exact_reading_problems

from cotacheck.linter import lint_text

SEED = 20261206


def test_docente_quadros_read_back():
    rng = random.Random(f"{SEED}-docente_cells")
    bad = []
    for _ in range(200):
        case = docente_cells(rng)
        problems = exact_reading_problems(case, confirmed=False)
        want = {(e.name, e.vacancies, e.negros or 0) for e in case.entries}
        wrong = [
            p["name"]
            for p in lint_text(case.text)["positions"]
            if p["confidence"] == "confirmed"
            and p["vacancies"]
            and (p["name"], p["vacancies"], p["reserved_stated"] or 0) not in want
        ]
        if problems or wrong:
            bad.append((problems, wrong, case.text))
    assert not bad, f"{len(bad)}/200 misread; first: {bad[0][0]} {bad[0][1]}\n{bad[0][2]}"

"""Property test: the quadros of `tests/layout_thousands.py` read back right (`tables/layout_grid.py`, a
column of words before the name): every row a position with its whole name, its vacancies ("2.750" is
2750) and its stated reserve for negros, confirmed; nothing else read (neither the candidates called, nor
the rooms per city, nor the pay)."""

from __future__ import annotations

from layout_thousands import institution_grid
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205


def _problems(case) -> list[str]:
    out = problems(case)
    names = {fold(e.name) for e in case.entries}
    for p in lint_text(case.text)["positions"]:
        if p["vacancies"] and fold(p["name"]) not in names:
            out.append(f"name not whole: {p['name']!r}")
        if p["vacancies"] and p["confidence"] != "confirmed":
            out.append(f"{p['name']}: not confirmed ({p.get('confidence_reason')})")
    return out


def test_institution_grids_read_back():
    assert_reads_back(institution_grid, _problems, SEED, "institution_grid")

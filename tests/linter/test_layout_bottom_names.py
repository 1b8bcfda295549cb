"""Property test: the quadros of `tests/layout_bottom_names.py` read back (`tables/layout_grid.py`, its
"bottom" alignment): every row is a position with its whole name (never the next row's first line, never
a line of the row above), its vacancies and its stated reserve for negros, confirmed by its sums."""

from __future__ import annotations

from layout_bottom_names import bottom_names
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    return out + [f"{p['name']}: not confirmed" for p in positions if p["confidence"] != "confirmed"]


def test_names_wrapped_above_their_counts_read_back():
    assert_reads_back(bottom_names, _problems, SEED, "bottom_names")

"""Property test: a quadro given as a spreadsheet of several sheets exported by LibreOffice Calc, its last sheet
a summary restating the other sheets' totals (by sheet, or by group: tests/layout_calc_summary.py, the class of
`tables/summary_rows.py` and `stacked_header._span_over_run`; t03 of the fourteenth set).

A fixed seed draws 200 editais. None may give a phantom (a summary row read as a cargo, a position naming no
slice) nor a confirmed wrong reading (a slice confirmed with other figures, or twice); every slice the
generator marks proven (no requisitos column before the counts, every cell after them labelled above the
rows) reads once with its figures, confirmed. An unproven slice may be read uncertain, or not at all (a
cadastro's "Sim" with its label wrapped after the rows leaves some sheets unread: a limit of the table pass,
not of this class)."""

from __future__ import annotations

import random

from layout_calc_summary import calc_summary

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for p in positions:
        if not any(fold(e.name) in fold(p["name"]) for e in case.entries):
            out.append(f"phantom: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    for e in case.entries:
        found = [p for p in positions if fold(e.name) in fold(p["name"])]
        for p in found:
            figures = (p["vacancies"], p["reserved_stated"] or 0)
            if p["confidence"] == "confirmed" and (len(found) > 1 or figures != (e.vacancies, e.negros)):
                out.append(f"confirmed wrong: {e.name} read {figures}, want {(e.vacancies, e.negros)}")
        if e.proven and not (len(found) == 1 and found[0]["confidence"] == "confirmed"):
            got = [(p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
            out.append(f"proven, not confirmed: {e.name} {e.vacancies}/{e.negros}, got {got}")
    return out


def test_calc_summary_no_phantom_nor_confirmed_wrong():
    rng = random.Random(f"{SEED}-calc_summary")
    bad = [(wrong, case.text) for case in (calc_summary(rng) for _ in range(200)) if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/200 misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_the_class_is_drawn_both_ways():
    """The draws hold proven editais (a good share) and unproven ones, summaries by sheet and by group."""
    rng = random.Random(f"{SEED}-shares")
    cases = [calc_summary(rng) for _ in range(60)]
    proven = sum(all(e.proven for e in case.entries) for case in cases)
    assert 15 <= proven <= 50, proven
    assert any("Subtotal – " in case.text for case in cases)

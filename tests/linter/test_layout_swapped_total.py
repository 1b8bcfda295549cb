"""Property test: a quadro with no ampla concorrência column whose cells an extraction paired wrong (a
reserve's count in the total's place: tests/layout_swapped_total.py), under a TOTAL row that still sums the
printed totals.

A fixed seed draws 200 editais. A row whose reserves exceed its total is never confirmed (BNDES's quadro
through pdfminer.six was read "Analista 3 vagas, PcD 14", confirmed by the TOTAL row, and flagged CQ101);
a row printed right is read with its figures, confirmed or not; nothing else is read as a cargo."""

from __future__ import annotations

from layout_swapped_total import swapped_total
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for p in positions:
        named = [e for e in case.entries if f" {fold(e.name)} " in f" {fold(p['name'])} "]
        bad = [n for n in case.swapped if f" {fold(n)} " in f" {fold(p['name'])} "]
        if bad and p["confidence"] == "confirmed":
            out.append(f"swapped row confirmed: {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
        elif (
            named
            and p["confidence"] == "confirmed"
            and (p["vacancies"], p["reserved_stated"])
            != (
                named[0].vacancies,
                named[0].negros,
            )
        ):
            out.append(f"confirmed wrong: {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
        elif not named and not bad:
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


def test_swapped_totals_are_never_confirmed():
    assert_reads_back(swapped_total, problems, SEED, "swapped_total", 200)

"""Property test: quadros whose count columns are headed by one capital letter a footnote defines ("TOTAL AC
PcD N I", "N = negros; I = Indígenas"), as `pdftotext -layout` prints them (tests/layout_letter_columns.py),
read back right.

A fixed seed draws 200 editais. Each row with vacancies reads once, its total and its negros' cell (a dash:
0); a one-letter column is never dropped as text (TJ-RO's quadro through `pdftotext -layout` was read with
its N and I columns left out, every "1+CR 1 - - -" row confirmed with no reserve); nothing else is read as
a cargo."""

from __future__ import annotations

import random

from layout_letter_columns import letter_columns
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if f" {fold(entry.name)} " in f" {fold(p['name'])} "]
        got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
        if len(found) != 1 or found[0]["vacancies"] != entry.vacancies:
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros} once, got {got}")
        elif found[0]["reserved_stated"] != entry.negros and (
            found[0]["confidence"] == "confirmed" or found[0]["reserved_stated"] not in (None, 0)
        ):
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros}, got {got}")
    for p in positions:
        if not any(f" {fold(e.name)} " in f" {fold(p['name'])} " for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


def test_letter_columns_read_back():
    assert_reads_back(letter_columns, problems, SEED, "letter_columns", 200)


def test_letter_columns_are_mostly_confirmed():
    """With the legend under the quadro, every column's role is known and each row's arithmetic closes."""
    rng = random.Random(f"{SEED}-confirmed")
    confirmed = 0
    for _ in range(40):
        positions = [p for p in lint_text(letter_columns(rng).text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert confirmed >= 30, confirmed

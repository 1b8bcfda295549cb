"""Property test: a web page's quadro copied as Chromium's innerText, a cargo's cell spanning its
especialidades' rows (tests/layout_rowspan_cargo.py, the class of `tables/rowspan_cargo.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its total and its
negros, found by its especialidade (or its cargo where it has none); every confirmed row named exactly
(not a substring: "Direito" alone is no name of "Analista de Trânsito – Direito"); every row the table
proves confirmed under its whole name; never a phantom (the appointees' classifications, the contract's
figures)."""

from __future__ import annotations

import random

from layout_rowspan_cargo import rowspan_cargo
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261216


def _same(p: dict, entry) -> bool:
    return p["vacancies"] == entry.vacancies and (p["reserved_stated"] or 0) == entry.negros


def problems(case) -> list[str]:
    """What the reading of `case` gets wrong (empty when it reads right)."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(entry.key) in fold(p["name"]) and _same(p, entry)]
        whole = [p for p in found if fold(p["name"]) == fold(entry.name) and p["confidence"] == "confirmed"]
        if not found:
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros}, not read")
        elif entry.proven and not whole:
            out.append(f"{entry.name}: proven, read {[(p['name'], p['confidence']) for p in found]}")
    for p in positions:
        if p["confidence"] == "confirmed" and not any(
            fold(p["name"]) == fold(e.name) and _same(p, e) for e in case.entries
        ):
            out.append(f"confirmed wrong: {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
        elif not any(fold(e.key) in fold(p["name"]) for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


def test_rowspan_cargo_read_back():
    assert_reads_back(rowspan_cargo, problems, SEED, "rowspan_cargo", 200)


def test_both_kinds_of_table_are_drawn():
    """The draws hold tables that prove their short rows a spanning cargo's and tables that do not."""
    rng = random.Random(f"{SEED}-kinds")
    cases = [rowspan_cargo(rng) for _ in range(60)]
    spanned = [e for c in cases for e in c.entries if " – " in e.name]
    assert any(e.proven for e in spanned) and any(not e.proven for e in spanned)

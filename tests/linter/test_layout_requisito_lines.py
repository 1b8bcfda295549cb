"""Property test: the quadros of `tests/layout_requisito_lines.py` (name and requisitos cells wrapped, as
pypdf gives them) read back without a phantom nor a confirmed wrong reading (`tables/requisito_lines.py`):
every row is a position with its vacancies and its stated reserve for negros, a wrapped row named by its
name cell whole, a row on one line by a name that opens with its cargo's; with a wrapped row the table is
uncertain (where its name ends is read from words)."""

from __future__ import annotations

import random

from layout_requisito_lines import requisito_lines, requisito_ranges

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206
VARIANTS = 250


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions for {len(case.entries)} rows")
    for row, p in zip([r for r in case.rows if r.entry], positions, strict=False):
        name, want = fold(p["name"]), fold(row.entry.name)
        if (name != want) if row.wrapped else not name.startswith(want):
            out.append(f"named {p['name']!r} for {row.entry.name!r}")
        if (p["vacancies"], p["reserved_stated"] or 0) != (row.entry.vacancies, row.entry.negros or 0):
            out.append(f"{p['name']}: {p['vacancies']} ({p['reserved_stated']}) for {row.entry}")
    if any(r.wrapped for r in case.rows):
        out += [f"{p['name']}: confirmed" for p in positions if p["confidence"] == "confirmed"]
    return out


def test_wrapped_requisito_quadros_read_back():
    rng = random.Random(SEED)
    bad = [(wrong, case.text) for case in (requisito_lines(rng) for _ in range(VARIANTS)) if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/{VARIANTS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_a_range_cut_after_its_first_number_reads_back():
    """ "…; 18" / "a 35 anos": the number ending the line is the range's, no count (`quantities`)."""
    rng = random.Random(f"{SEED}-ranges")
    made = (requisito_ranges(rng) for _ in range(VARIANTS))
    bad = [(wrong, case.text) for case in made if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/{VARIANTS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_a_name_over_lines_then_its_requisitos_one_line_each():
    text = "\n".join(
        [
            "CARGO REQUISITOS CH VENCIMENTO (R$) VAGAS AC VAGAS PCD VAGAS NEGROS TOTAL",
            "Agente Administrativo Ensino Médio completo 40h 1.830,00 9 0 2 11",
            "Agente Comunitário de",
            "Saúde – Distrito de Jaburu",
            "Ensino Médio e residência na",
            "área 40h 2.824,00 2 0 1 3",
            "Vigia Ensino Fundamental incompleto 40h 1.518,00 6 0 1 7",
        ]
    )
    positions = lint_text(text)["positions"]
    assert [(p["name"], p["vacancies"]) for p in positions][1] == (
        "Agente Comunitário de Saúde – Distrito de Jaburu",
        3,
    )
    assert all(p["confidence"] == "uncertain" for p in positions)

"""Property test: a cargo summed from its slices with no total row, one slice row damaged so that the reader
cannot take it (tests/layout_damaged_slices.py: a stray mark in a count cell, two cells glued, a cell lost,
in a cell-a-line quadro or one row a line). The sum is confirmed only when every count-like line of the
cargo's span was taken as a slice (`cargo_span`): no confirmed wrong total (on 8e4959c, 89 of 200 damaged
variants gave one). Undamaged, every cargo total is confirmed and right (the rule loses no right reading)."""

from __future__ import annotations

import random

from layout_damaged_slices import damaged_slices

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207
VARIANTS = 200


def _totals(case):
    return [c for c in lint_text(case.text, law="federal")["cargos"] if fold(c["name"]) == fold(case.cargo)]


def test_a_damaged_slice_never_gives_a_confirmed_wrong_total():
    rng = random.Random(SEED)
    uncertain = 0
    for _ in range(VARIANTS):
        case = damaged_slices(rng)
        for total in _totals(case):
            assert total["confidence"] != "confirmed" or total["vacancies"] == case.total, (total, case.text)
            uncertain += total["confidence"] == "uncertain"
    assert uncertain >= VARIANTS // 2, uncertain


def test_undamaged_slices_give_their_confirmed_total():
    rng = random.Random(f"{SEED}-whole")
    for _ in range(60):
        case = damaged_slices(rng, damage=False)
        (total,) = _totals(case)
        assert (total["vacancies"], total["confidence"]) == (case.total, "confirmed"), (total, case.text)


def test_the_damaged_line_is_named():
    text = """EDITAL Nº 3, DE 10 DE MARÇO DE 2025
2.1 As vagas estão distribuídas conforme o quadro a seguir:
CARGO/ESPECIALIDADE: Psicólogo
ESPECIALIDADE LOTAÇÃO VAGAS AC PcD Negros Total
ADMINISTRAÇÃO Sede 15 1 6 22
CIÊNCIA DE DADOS Sede 2 * - 2°
ENGENHARIA CIVIL Sede 33 3 11 47
3. DAS INSCRIÇÕES
"""
    (total,) = lint_text(text, law="federal")["cargos"]
    assert total["confidence"] == "uncertain" and "linha 6" in total["confidence_reason"], total

"""Property test: the quadros of `tests/layout_span_cadastro.py` read back right (`tables/span_cadastro.py`):
every row with vacancies is a position with its name (and its place, where the quadro has a place column),
its vacancies and its stated reserve for negros; a row is confirmed only where an AC column makes its
arithmetic a proof. Beside it, the lines the stage must leave alone."""

from __future__ import annotations

import random

from layout_span_cadastro import span_cadastro
from test_layout_prose import exact_reading_problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import span_cadastro as stage

SEED = 20261206


def test_span_cadastro_quadros_read_back():
    rng = random.Random(f"{SEED}-span_cadastro")
    bad = []
    for _ in range(200):
        case = span_cadastro(rng)
        problems = exact_reading_problems(case, confirmed=False)
        with_ac = "AC PcD" in case.text  # the sub-labels "… AC PcD …", maybe glued to the word before
        unproven = [
            p["name"]
            for p in lint_text(case.text)["positions"]
            if p["confidence"] == "confirmed" and p["vacancies"] and not with_ac
        ]
        if problems or unproven:
            bad.append((problems, unproven, case.text))
    assert not bad, f"{len(bad)}/200 misread; first: {bad[0][0]} {bad[0][1]}\n{bad[0][2]}"


def test_a_cadastro_group_over_the_same_roles_is_left_alone():
    """ "VAGAS IMEDIATAS CADASTRO DE RESERVA" over "AC PcD PN AC PcD PN" is two groups (`header`'s), not a
    cadastro column of one cell after the spanning label's."""
    text = "\n".join(
        [
            "ÊNFASE CÓDIGO VAGAS IMEDIATAS CADASTRO DE RESERVA",
            "AC PcD PN AC PcD PN",
            "Elétrica 101 7 1 2 35 3 10",
            "Mecânica 102 4 0 1 20 2 6",
        ]
    )
    lines = split_lines(text)
    assert [line.text for line in stage.relay(list(lines))] == [line.text for line in lines]


def test_no_trigger_no_change():
    lines = split_lines("Cargo Vagas Salário\nAnalista 3 2.000,00")
    assert stage.relay(lines) is lines

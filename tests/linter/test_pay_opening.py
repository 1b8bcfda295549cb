"""A cargo cell holding its pay ("Analista Judiciário" / "(vencimento R$" / "13.994,78)", MuPDF's text of a court's
quadro, set 16's t02): the cut at the pay takes what opened it too, so no confirmed name ends in "(vencimento"."""

from __future__ import annotations

import pytest

from cotacheck.linter.tables.names import clean_name


@pytest.mark.parametrize(
    ("cell", "name"),
    [
        ("Analista Judiciário (vencimento R$ 13.994,78)", "Analista Judiciário"),
        ("Auditor Fiscal – subsídio R$ 9.000,00", "Auditor Fiscal"),
        ("Técnico (remuneração inicial: R$ 5.000,00)", "Técnico"),
        ("Agente - Salário de R$ 1.500,00", "Agente"),
        ("Professor [Vencimento Básico R$ 3.000,00]", "Professor"),
        ("Médico R$ 10.000,00", "Médico"),
    ],
)
def test_the_pay_and_what_opened_it_are_cut(cell, name):
    assert clean_name(cell) == name


@pytest.mark.parametrize("cell", ["Analista de Remuneração R$ 5.000,00", "Técnico em Salários R$ 2.000,00"])
def test_a_pay_word_of_the_cargo_itself_stays(cell):
    assert clean_name(cell) == cell.split(" R$")[0]

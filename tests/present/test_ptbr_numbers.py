"""Numbers the Brazilian way in every explanation (issue 13): "1.000", "3.750", "937,5"; one
vacancy in the singular; a position's message agrees in the feminine; an impossible date named."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.bridge import parse_day
from cotacheck.nomination.conventions import check_calls
from cotacheck.present import ptbr
from cotacheck.reserve.calculator import compute


@pytest.mark.parametrize(
    "value, text",
    [
        (7, "7"),
        (1000, "1.000"),
        (18750, "18.750"),
        (1234567, "1.234.567"),
        (Fraction(37, 5), "7,4"),
        (Fraction(1875, 2), "937,5"),
        (Fraction(2375, 2), "1.187,5"),
        (-1000, "-1.000"),
        (Fraction(1, 3), "0,3333…"),
    ],
)
def test_number(value, text):
    assert ptbr.number(value) == text


def test_steps_group_thousands_and_agree_in_number():
    result = compute("go", [5000, 18750], dt.date(2025, 10, 15))
    texts = [s["text"] for p in [*result["positions"], result["total"]] for s in p["steps"]]
    joined = "\n".join(texts)
    assert "5.000 vagas × 20% = 1.000" in joined
    assert "Ampla concorrência: 5.000 − 1.000 − 250 = 3.750." in joined
    assert "1.000 (número inteiro) → 1.000 vagas reservadas a candidatos negros." in joined
    assert "937,5" in joined and "reserva para negros somada cargo a cargo: 4.750" in joined
    one = compute("go", [5], dt.date(2025, 10, 15))["positions"][0]["steps"]
    assert any(s["text"].endswith("→ 1 vaga reservada a candidatos negros.") for s in one)


def test_position_message_agrees_in_the_feminine():
    with pytest.raises(InputError, match="Posição na lista reservada inválida"):
        check_calls(0, "Posição na lista reservada")
    with pytest.raises(InputError, match="Número de vagas inválido"):
        check_calls(0, "Número de vagas")


@pytest.mark.parametrize("typed", ["31/02/2025", "2025-02-31"])
def test_impossible_date_is_named_as_a_day(typed):
    with pytest.raises(InputError) as error:
        parse_day(typed)
    assert str(error.value) == "Data inválida: 31/02/2025 não existe no calendário."
    assert parse_day("1/2/2025") == dt.date(2025, 2, 1)

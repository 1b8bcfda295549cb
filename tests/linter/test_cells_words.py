"""A count cell with its value in words and a cadastro de reserva besides ("03 (três) + CR"): three vacancies,
the words read before the "+ CR" (`tables/cells.py`); the words are read only where they are that number."""

from __future__ import annotations

from cotacheck.linter.read.text import laid_line
from cotacheck.linter.tables.cells import split_cells


def _cells(text: str, expected: int = 3):
    return split_cells(laid_line(1, text), expected)[1]


def test_a_count_with_its_words_and_a_cadastro_besides():
    assert _cells("Agente de Combate às Endemias 40h 1.850,00 03 (três) + CR – 01 (uma)") == [
        ("n", 3),
        ("zero", 0),
        ("n", 1),
    ]
    assert _cells("Auxiliar de Saúde Bucal 02 (duas) + CR – –") == [("n", 2), ("zero", 0), ("zero", 0)]


def test_words_that_are_another_number_are_no_count():
    """ "02 (três)": which the edital meant is not in the text; the 2 is not taken."""
    assert ("n", 2) not in _cells("Auxiliar 02 (três) + CR – –")

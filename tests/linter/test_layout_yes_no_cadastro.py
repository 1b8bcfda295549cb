"""Property test: a quadro whose last column, "Cadastro reserva", says "Sim" or "Não" (tests/layout_yes_no_cadastro.py,
the class of `tables/yes_no_cadastro.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, its
vacancies its total and its reserve for negros its negros' cell; never a phantom (no group row, subtotal or
total read as a cargo), never a row's cells glued to the next row's name."""

from __future__ import annotations

from layout_yes_no_cadastro import yes_no_cadastro
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter.tables import yes_no_cadastro as stage

SEED = 20261209


def test_yes_no_cadastro_read_back():
    assert_reads_back(yes_no_cadastro, problems, SEED, "yes_no_cadastro", 200)


def test_only_under_its_header():
    """A "Sim" ending a line under no "Cadastro reserva" label, or a cadastro column of counts, is left as it is."""
    text = "Cód. Cargo AC Negros Total CR\n01 Motorista 3 1 4 2\n02 Vigia 2 0 2 Sim\n"
    assert stage.relay(text) == text
    text = "A inscrição foi deferida? Sim\nCód. Cargo AC Negros Total Cadastro reserva\n01 Motorista 3 1 4 Sim\n"
    assert stage.relay(text) == "A inscrição foi deferida? Sim\nCód. Cargo AC Negros Total\n01 Motorista 3 1 4\n"

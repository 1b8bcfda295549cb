"""Property test: the quadros of `tests/layout_cadastro_span.py` read back (`tables/cadastro_span.py`): every
row of counts is a position with its vacancies and its reserve for negros, the rows below a merged "Cadastro de
reserva" cell too; no phantom; a confirmed row is right."""

from __future__ import annotations

from layout_cadastro_span import cadastro_span
from test_layout_cells_below_name import _problems
from test_layout_prose import assert_reads_back

from cotacheck.linter.tables import cadastro_span as stage

SEED = 20261206


def test_rows_around_a_merged_cadastro_cell_read_back():
    assert_reads_back(cadastro_span, _problems, SEED, "cadastro_span")


def test_the_merged_cell_is_a_cr_cell_only_between_rows():
    text = "Cargo AC PcD Negros Total\nGeólogo Cadastro de reserva\nEconomista 2 – 1 3\n"
    assert stage.relay(text).split("\n")[1] == "Geólogo CR"
    prose = "2.3 Os aprovados 1 2 integrarão o cadastro de reserva\ne poderão ser convocados.\n"
    assert stage.relay(prose) == prose
    below = "Economista 2 – 1 3\nOs demais aprovados integrarão o cadastro de reserva\n2.4 Os candidatos…\n"
    assert stage.relay(below) == below

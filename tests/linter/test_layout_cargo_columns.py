"""Property test: a vacancy quadro with the cargos as its columns and the kinds of vacancy as its rows
(tests/layout_cargo_columns.py, the class of `tables/cargo_columns.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies
its column's total and its reserve for negros its column's; nothing from the pay quadro or the call
limit's quadro of the same columns; a cargo confirmed only where its column adds up. And the other side:
the readings the text proves are confirmed."""

from __future__ import annotations

from layout_cargo_columns import cargo_columns
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_cargo_columns_read_back():
    assert_reads_back(cargo_columns, problems, SEED, "cargo_columns", 200)


def test_proven_cargo_columns_are_confirmed():
    assert_proven_are_confirmed(cargo_columns, f"{SEED}-columns-confirmed")


def test_a_quadro_of_roles_with_no_total_is_not_read():
    """A call limit's quadro (the roles, no total) names no cargo's vacancies."""
    text = (
        "7.1 Serão convocados para o TAF os candidatos classificados no limite do quadro seguinte:\n\n"
        " Lista                   Agente de     Escrivão de\n"
        "                         Polícia       Polícia\n"
        " Ampla concorrência         135            66\n"
        " Negros                      36            18\n"
        " Pessoas com deficiência      9             6\n"
    )
    assert not [p for p in lint_text(text)["positions"] if p["vacancies"]]

"""Property test: a table whose cargos are named by their hours ("Técnico em Enfermagem 40h") or end in a number
("Agente Comunitário de Saúde 2") and whose
jornada column follows the counts (tests/layout_figures_in_name.py, the class of `row_close._hours_column`, `name_number`),
read back right: the hours and the number stay in the name.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once by its whole name,
its vacancies its total and its reserve for negros its negros' cell; no other position. And the other side:
the readings the text proves are confirmed."""

from __future__ import annotations

from layout_figures_in_name import figures_in_name
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_figures_in_name_read_back():
    assert_reads_back(figures_in_name, problems, SEED, "figures_in_name", 200)


def test_proven_figures_in_name_are_confirmed():
    assert_proven_are_confirmed(figures_in_name, f"{SEED}-figures-confirmed")


def test_figures_in_doubt():
    """A name's number that a reading from it on adds up too ("Nutricionista 3   1 3 7 11   40": 3 + 1 +
    3 = 7 and 1 + 3 + 7 = 11) is not told by the text: no row of that table is confirmed."""
    text = (
        "2. DOS CARGOS\nQUADRO I – CARGOS, VAGAS E VENCIMENTOS\n\n"
        "Cód. Cargo                                PCD  PPP  Ampla Total CH  Vencimento\n"
        "01   Nutricionista 3                      1    3    7     11    40  R$ 1.850,44\n"
        "02   Fiscal Sanitário 40 h                2    3    1     6     40  R$ 2.824,00\n"
        "\n3. DAS INSCRIÇÕES\n3.1 As inscrições serão realizadas exclusivamente pela internet.\n"
    )
    positions = [p for p in lint_text(text)["positions"] if p["vacancies"]]
    assert positions and all(p["confidence"] == "uncertain" for p in positions)

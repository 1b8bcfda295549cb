"""Property test: a quadro copied from a Diário Oficial's web page, a row a line with single spaces
(tests/layout_single_space.py), reads back right: every cargo once with its vacancies and reserve for
negros; a number inside a name ("Nível 2", "Nível 3 – Informática") and the weekly hours between the name
and the counts never read as counts; the hours part of the name when the header has no jornada column
("Médico 20h" and "Médico 40h" two cargos), the jornada's cell when it has; no fee or questions table
taken for a cargo; and the rows the sums prove come out confirmed."""

from __future__ import annotations

from layout_single_space import single_space_rows
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_single_space_rows_read_back():
    assert_reads_back(single_space_rows, problems, SEED, "single_space_rows", 200)


def test_single_space_rows_the_sums_prove_are_confirmed():
    assert_proven_are_confirmed(single_space_rows, f"{SEED}-single-space-confirmed")


def test_the_same_cargo_at_two_jornadas_is_two_cargos():
    """Under a header with no jornada column, "Médico 20h" and "Médico 40h" are not one name."""
    body = (
        "CÓD CARGO VAGAS AC VAGAS PcD VAGAS NEGROS TOTAL VENCIMENTO (R$)\n"
        "101 Médico 20h 3 0 1 4 9.120,00\n102 Médico 40h 7 1 2 10 15.310,00\n"
    )
    report = lint_text("PREFEITURA DE X\n2. DAS VAGAS\n" + body + "3. DAS INSCRIÇÕES\n")
    assert [(p["name"], p["vacancies"]) for p in report["positions"]] == [("Médico 20h", 4), ("Médico 40h", 10)]

"""Property test: a quadro forwarded by e-mail, quoted and hard-wrapped (tests/layout_mail.py), reads back
right: every cargo once with its vacancies ("CR + 1" one) and reserve for negros, no quote mark, pay,
jornada or wrapped piece taken for a cargo, and the rows the AC column proves come out confirmed; a
wrapped row the header's columns cannot prove is never confirmed wrong."""

from __future__ import annotations

from layout_mail import quoted_wrapped
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_quoted_wrapped_quadros_read_back():
    assert_reads_back(quoted_wrapped, problems, SEED, "quoted_wrapped", 240)


def test_quoted_wrapped_rows_the_sums_prove_are_confirmed():
    assert_proven_are_confirmed(quoted_wrapped, f"{SEED}-mail-confirmed")


def _mail(rows: str) -> str:
    header = "> Cargo                 Vagas   AC   PcD   Negros   Vencimento\n"
    quoted = "".join("> " + row + "\n" for row in rows.split("\n"))
    return "PREFEITURA DE X\nEDITAL Nº 1/2025\n> Segue o quadro.\n>\n" + header + quoted + ">\n> Atenciosamente\n"


def test_a_row_that_lost_a_cell_is_never_confirmed():
    """A row whose cells, joined, are one fewer than the header's: no join is proven, nothing confirmed
    of it (the table is left as printed)."""
    text = _mail("Fiscal de Posturas    5    3    1\nR$ 2.100,00\nEducador Infantil   12   8   1   3   R$ 2.580,62")
    for p in lint_text(text)["positions"]:
        if "Fiscal" in p["name"]:
            assert p["confidence"] != "confirmed", p


def test_two_rows_are_never_joined():
    """A next line that opens a row of its own (a name, then a count) is never the row above's end."""
    text = _mail("Fiscal de Posturas    5    3    1    1\nEducador Infantil   12   8   1   3   R$ 2.580,62")
    for p in lint_text(text)["positions"]:
        assert "Educador" not in p["name"] or "Fiscal" not in p["name"], p


def test_cr_first_reads_as_one_and_a_reserve():
    """ "CR + 1" is one immediate vacancy and a cadastro de reserva besides."""
    text = _mail(
        "Cirurgião-Dentista ESF   CR + 1   1   0   0\nR$ 6.115,30\nEducador Infantil   12   8   1   3   R$ 2.580,62"
    )
    found = {p["name"]: p["vacancies"] for p in lint_text(text)["positions"] if p["vacancies"]}
    assert found.get("Cirurgião-Dentista ESF") == 1, found

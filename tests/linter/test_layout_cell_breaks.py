"""Property test: a quadro whose cells hold line breaks, as abiword's plain text gives a DOCX's (a cargo's
lotações one a line in one cell, their counts one a line in the next: tests/layout_cell_breaks.py, the class
of `tables/cell_breaks.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
total and its reserve for negros its negros' cell, named by its cargo, never by its lotações (no phantom);
confirmed only where the text proves where the cargo's cell ends (not where a name wraps at any word, nor where
one count stands for several lotações); a lotação whose own cell broke its name is one lotação, and a proven
row's name holds no line of a lotação."""

from __future__ import annotations

import re

from layout_cell_breaks import cell_breaks
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def _problems(case) -> list[str]:
    """`problems`, and a proven cargo named by no line of a lotação ("Agente de Trânsito São Gonçalo do")."""
    out = problems(case)
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    for entry in (e for e in case.entries if e.proven):
        for p in (p for p in positions if fold(entry.name) in fold(p["name"])):
            held = [x for x in case.places if re.search(rf"(?<!\w){re.escape(fold(x))}(?!\w)", fold(p["name"]))]
            if held:
                out.append(f"{entry.name}: named {p['name']!r}, holding the lotação's line {held[0]!r}")
    return out


def test_cell_breaks_read_back():
    assert_reads_back(cell_breaks, _problems, SEED, "cell_breaks", 200)


def test_proven_cell_breaks_are_confirmed():
    assert_proven_are_confirmed(cell_breaks, f"{SEED}-cell-breaks-confirmed", draws=150, least=20)


_QUADRO = (
    "Cargo\nLotação\nVagas por lotação\nTotal\nAC\nPcD\nNegros\n"
    "Agente de Trânsito\n(nível médio)\nNatal (sede)\nMossoró\nCaicó\n5\n2\n{third}\n8\n6\n0\n2\n"
    "Vistoriador de Veículos\nNatal (sede)\n3\n3\n2\n0\n1\n"
)


def _read(quadro: str) -> list[tuple[str, int, int | None, str]]:
    report = lint_text(f"EDITAL Nº 01/2026\n2. DOS CARGOS E DAS VAGAS\n{quadro}2.2 CR: cadastro de reserva.\n")
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"]]


def test_lotacoes_that_add_up_prove_the_row():
    read = _read(_QUADRO.format(third=1))
    assert read == [
        ("Agente de Trânsito (nível médio)", 8, 2, "confirmed"),
        ("Vistoriador de Veículos", 3, 1, "confirmed"),
    ], read


def test_lotacoes_that_do_not_add_up_confirm_nothing():
    """Counts per lotação that do not make the cargo's total: the row is never confirmed, never named by a place."""
    read = _read(_QUADRO.format(third=4))
    agent = [r for r in read if r[0].startswith("Agente")]
    assert agent and agent[0][1:3] == (8, 2) and agent[0][3] != "confirmed", read
    assert not any(r[0].startswith(("Natal", "Mossoró", "Caicó")) for r in read), read


def test_a_place_then_its_counts_is_no_cell_of_lines():
    """A quadro with no column of counts per lotação (a localidade and its counts a row) is not this shape."""
    quadro = "Cargo\nLotação\nAC\nNegros\nTotal\nAgente\nNatal\n4\n1\n5\nMossoró\n2\n1\n3\n"
    read = _read(quadro)
    assert read == [("Agente – Natal", 5, 1, "confirmed"), ("Agente – Mossoró", 3, 1, "confirmed")], read


def test_a_lotacao_whose_cell_broke_its_name_is_one_lotacao():
    """ "São Gonçalo do" / "Amarante", "Natal" / "(sede)": one lotação each, as their counts' lines say (two counts,
    two lotações), the shapes showing where each goes on: proven, named by the cargo alone. Broken at a word
    nothing shows ("Currais" / "Novos"), the row is uncertain, never confirmed."""
    quadro = (
        "Cargo\nLotação\nVagas por lotação\nTotal\nAC\nNegros\n"
        "Agente de Trânsito\nSão Gonçalo do\nAmarante\nMossoró\n3\n2\n5\n4\n1\n"
        "Fiscal Sanitário\n(nível médio)\nNatal\n(sede)\n3\n3\n2\n1\n"
        "Vistoriador de Veículos\nCurrais\nNovos\nCaicó\n3\n2\n5\n4\n1\n"
    )
    read = _read(quadro)
    assert read[:2] == [
        ("Agente de Trânsito", 5, 1, "confirmed"),
        ("Fiscal Sanitário (nível médio)", 3, 1, "confirmed"),
    ], read
    assert read[2][0].startswith("Vistoriador de Veículos") and read[2][1:] == (5, 1, "uncertain"), read

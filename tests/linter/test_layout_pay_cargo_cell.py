"""Property test: a quadro Chromium printed and pypdf read, each cargo's cell (its name and its pay) merged
down its rows under a two-row header (tests/layout_pay_cargo_cell.py, the class of
`tables/pay_cargo_cell.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, named
"<cargo> – <its own cells>", its vacancies its total and its reserve for negros its negros' cell, never
confirmed (where a row's own cell ends is not in the text); never a phantom (no row read without its cargo,
no pay read as a cargo), and no name holding a word of the pay ("Auditor Fiscal (vencimento"), whether the header
has a cadastro column or none, the pay in brackets or after a dash, on lines of its own or run on from the name."""

from __future__ import annotations

import re

from layout_pay_cargo_cell import pay_cargo_cell
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207
_PAY_WORDS = re.compile(r"vencimento|remuneracao|subsidio|r\$")
_FURNITURE = re.compile(r"tribunal|prefeitura|concurso|edital|pagina")


def _problems(case) -> list[str]:
    """`problems`, every name holding a word of the pay (the pay read as the cargo's name), and every confirmed
    name holding a page's furniture (its running head, its footer). A running head printed only from the second
    page on, with no header repeated under it, is not told from a cargo's name: such a row is left in doubt."""
    out = problems(case)
    for p in lint_text(case.text)["positions"]:
        name = fold(p["name"])
        if _PAY_WORDS.search(name) or p["confidence"] == "confirmed" and _FURNITURE.search(name):
            out.append(f"not a cargo's text in a name: {p['name']!r} ({p['confidence']}, line {p['line']})")
    return out


def test_pay_cargo_cell_reads_back():
    assert_reads_back(pay_cargo_cell, _problems, SEED, "pay_cargo_cell", 200)


def test_the_pay_run_on_from_the_cargo_under_a_header_with_no_cadastro():
    """The pay on the cargo's own line, the header with no cadastro column (its lower row's first label glued
    to "Vagas"): the cargo alone carried down, never "Auditor Fiscal (vencimento" confirmed."""
    quadro = (
        "Cargo Especialidade Lotação\nVagasAmpla\nconcorrência PcD Negros Total\n"
        "Auditor Fiscal (vencimento R$ 7.856,42)\nÁrea Judiciária Teresina 4 1 1 6\n"
        "Especialidade Contabilidade Capital 2 0 1 3\nTécnico Judiciário – vencimento\nR$ 5.856,42\n"
        "Área Administrativa Teresina 4 1 1 6\n"
    )
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}3. DAS INSCRIÇÕES\n")
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"])
    assert read == [
        ("Auditor Fiscal – Especialidade Contabilidade Capital", 3, 1, "uncertain"),
        ("Auditor Fiscal – Área Judiciária Teresina", 6, 1, "uncertain"),
        ("Técnico Judiciário – Área Administrativa Teresina", 6, 1, "uncertain"),
    ], read


def test_a_first_row_without_pay_is_left_as_it_was():
    """Name lines before the first row with no pay: a name cell drawn before its counts, read as before
    (the cargo's own name, no cargo carried down, nothing put in doubt)."""
    quadro = (
        "Cargo Especialidade\nVagas\nCadastro de\nreservaAmpla\nconcorrência PcD Negros Total\n"
        "Analista de Tecnologia da\nInformação Sistemas 4 1 1 6 12\nContador Geral 2 0 1 3 6\n"
    )
    report = lint_text(f"EDITAL Nº 02/2025\n2. DAS VAGAS\n{quadro}3. DAS INSCRIÇÕES\n")
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"]) for p in report["positions"])
    assert read == [("Analista de Tecnologia da Informação Sistemas", 6, 1), ("Contador Geral", 3, 1)], read

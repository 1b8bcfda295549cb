"""Property test: a quadro Chromium printed and pypdf read, each cargo's cell (its name and its pay) merged
down its rows under a two-row header (tests/layout_pay_cargo_cell.py, the class of
`tables/pay_cargo_cell.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, named
"<cargo> – <its own cells>", its vacancies its total and its reserve for negros its negros' cell, never
confirmed (where a row's own cell ends is not in the text); never a phantom (no row read without its cargo,
no pay read as a cargo)."""

from __future__ import annotations

from layout_pay_cargo_cell import pay_cargo_cell
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_pay_cargo_cell_reads_back():
    assert_reads_back(pay_cargo_cell, problems, SEED, "pay_cargo_cell", 200)


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

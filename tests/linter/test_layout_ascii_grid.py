"""Property test: a quadro drawn in ASCII with "+---+" borders, its cells wrapped over lines (an enscript
edital read by pypdf, a reStructuredText or `tabulate` grid: tests/layout_ascii_grid.py, the class of
`tables/ascii_grid.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies its
total and its reserve for negros its negros' cell (pretos e pardos, indígenas and quilombolas together),
never a phantom (a wrapped line read as a cargo); the borders prove the grid, so the rows are confirmed."""

from __future__ import annotations

from layout_ascii_grid import ascii_grid
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_ascii_grid_reads_back():
    assert_reads_back(ascii_grid, problems, SEED, "ascii_grid", 200)


def test_proven_ascii_grids_are_confirmed():
    assert_proven_are_confirmed(ascii_grid, f"{SEED}-ascii-confirmed", draws=60, least=50)


def test_a_bar_off_the_border_leaves_the_grid_alone():
    """A row whose "|" stands at no "+" of the border above is no grid's row: the table is not re-laid, and
    nothing is confirmed from it."""
    quadro = (
        "+--------------------+-----+-----+--------+-------+\n"
        "| Cargo              | AC  | PcD | Negros | Total |\n"
        "+====================+=====+=====+========+=======+\n"
        "| Agente Administrativo |  5 |   1 |      2 |     8 |\n"
        "+--------------------+-----+-----+--------+-------+\n"
        "| Vigia              |   3 |   1 |      1 |     5 |\n"
        "+--------------------+-----+-----+--------+-------+"
    )
    report = lint_text(f"EDITAL Nº 03/2026\n2. DO QUADRO DE VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    assert not [p for p in report["positions"] if p["name"].startswith("Agente") and p["confidence"] == "confirmed"]

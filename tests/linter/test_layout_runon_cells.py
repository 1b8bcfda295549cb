"""Property test: a Word 97 quadro as antiword prints it, the rows run together as one paragraph, each cell
ended by " |" and each row by one more, wrapped at widths from 60 to 110 (tests/layout_runon_cells.py, the
class of `tables/runon_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
total and its reserve for negros its negros' cell (PP + PI + PQ), confirmed; never a phantom (no
requisito, carga horária, vencimento or legend read as a cargo)."""

from __future__ import annotations

from layout_runon_cells import runon_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_runon_cells_read_back():
    assert_reads_back(runon_cells, problems, SEED, "runon_cells", 200)


def test_proven_runon_cells_are_confirmed():
    assert_proven_are_confirmed(runon_cells, f"{SEED}-runon-confirmed", draws=60, least=40)


def test_a_row_a_cell_short_leaves_the_quadro_as_printed():
    """A row one cell short shifts every row after it: no row can be told from the next, nothing is
    confirmed from the paragraph."""
    quadro = (
        "Cargo |AC |PcD |Negros |Total | |Contador |1 |0 |0 |1 | |Motorista |3 |1 |4 | |Operário |5 |1\n"
        "|2 |8 | |TOTAL |9 |2 |3 |14 |"
    )
    report = lint_text(f"EDITAL Nº 01/2026\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    assert not [p for p in report["positions"] if p["confidence"] == "confirmed" and p["vacancies"]], report[
        "positions"
    ]

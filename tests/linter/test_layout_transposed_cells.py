"""Property test: a quadro printed with the cargos as its columns and the kinds of vacancy as its rows, given a
cell a line (a portal's page through BeautifulSoup's `get_text(separator="\\n")`: tests/layout_transposed_cells.py,
the class of `tables/transposed_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
"Vagas totais" and its reserve for negros its negros' cell, named as the edital names it (the title's cargo
before a specialty), whatever the order of the roles' rows, with fields' rows before or after them, zeros as
dashes, a CR-only column, a TOTAL column; never a phantom (no field, no TOTAL column read as a cargo). The
roles' cells add up, so the readings come out confirmed."""

from __future__ import annotations

from layout_transposed_cells import transposed_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import transposed_cells as transposed_stage

SEED = 20261207


def test_transposed_cells_read_back():
    assert_reads_back(transposed_cells, problems, SEED, "transposed_cells", 200)


def test_proven_transposed_cells_are_confirmed():
    assert_proven_are_confirmed(transposed_cells, f"{SEED}-transposed-confirmed", draws=60, least=40)


def _read(quadro: str) -> list[tuple[str, int, int | None, str]]:
    report = lint_text(f"EDITAL Nº 01/2026\n2. DOS CARGOS E DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"]]


def test_a_name_wrapped_over_two_lines_confirms_nothing():
    """A column's head over two lines breaks the widths: the stage leaves the quadro alone, and nothing of it is
    confirmed (`column_blocks` pairs its blocks in doubt)."""
    quadro = (
        "Cargo\nAnalista Legislativo –\nContador\nProcurador\nJornalista\n"
        "Vagas totais\n3\n4\n5\nAmpla concorrência\n2\n3\n4\nNegros\n1\n1\n1"
    )
    read = _read(quadro)
    assert not [r for r in read if r[3] == "confirmed"], read


def test_parts_that_do_not_add_up_confirm_nothing():
    quadro = "Cargo\nContador\nProcurador\nVagas totais\n3\n4\nAmpla concorrência\n2\n3\nNegros\n1\n2"
    read = _read(quadro)
    assert sorted(r[:3] for r in read) == [("Contador", 3, 1), ("Procurador", 4, 2)], read
    assert not [r for r in read if r[3] == "confirmed"], read


def test_labels_over_blocks_of_cells_are_no_turned_quadro():
    """A viewer's column blocks, each under its label ("Cargo" / "TOTAL" / names / totals / "Negros" / cells /
    "PcD" / cells), have the widths of a turned quadro but no "Vagas totais" row: the stage leaves them alone."""
    text = (
        "2. DAS VAGAS\nCÓDIGO\nCP-97\nCP-98\nCargo\nTOTAL\nTécnico em Enfermagem\nTécnico em Saúde – Radiologia\n"
        "25\n21\nNegros\n05\n01\nPcD\n03\n3\n3. DAS INSCRIÇÕES\n"
    )
    lines = split_lines(text)
    before = [(line.number, line.text) for line in lines]
    assert [(line.number, line.text) for line in transposed_stage.relay(lines, text)] == before

"""Property test: a spreadsheet's quadro pdfminer gave a column at a time, group rows (campus, secretaria) and
subtotals among its codes (tests/layout_group_blocks.py, the class of `tables/group_blocks.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, its
vacancies its total and its reserve for negros its negros' cell (pretos e pardos, indígenas and quilombolas
together), never confirmed (order alone pairs a name with its code); never a phantom (no group row, subtotal,
requisito, code or page footer read as a cargo). A quadro whose blocks cannot be paired with proof is not read
at all, and a note says so."""

from __future__ import annotations

import random

from layout_group_blocks import group_blocks
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.column_blocks import NOT_READ

SEED = 20261208


def _problems(case) -> list[str]:
    """The generator's problems, a confirmed row, and a quadro not read without its note or one with it
    where all was read."""
    out = problems(case)
    report = lint_text(case.text)
    out += [f"{p['name']}: confirmed" for p in report["positions"] if p["confidence"] == "confirmed"]
    notes = sum(NOT_READ in str(f.get("message", "")) for f in report["findings"])
    if notes != case.broken:
        out.append(f"{notes} notes “{NOT_READ}” for {case.broken} unreadable quadros")
    return out


def test_group_blocks_read_back():
    assert_reads_back(group_blocks, _problems, SEED, "group_blocks", 200)


def test_an_unreadable_quadro_reads_nothing():
    """A block one cell short, a row that does not close, the names given apart from their codes: no
    position with vacancies at all, never a guessed pairing."""
    rng = random.Random(f"{SEED}-broken")
    seen = 0
    while seen < 15:
        case = group_blocks(rng)
        if case.broken:
            seen += 1
            assert not [p for p in lint_text(case.text)["positions"] if p["vacancies"]], case.text


def test_names_given_apart_from_their_codes_are_not_paired():
    """pdfminer's Typst table: the first code, a box of several groups' names, then the other codes with the
    subtotals and group rows: no names follow those codes, so nothing is read and the note says why."""
    quadro = (
        "Cód.\n\nCargo\n\nSECRETARIA MUNICIPAL DE EDUCAÇÃO\n\nVagas ampla\nconcorrência\n\nVagas\nnegros\n\nTotal de\nvagas\n\n"
        "01\n\nProfessor de Educação Infantil\nMonitor de Educação Infantil\n\nMotorista\n\n02\nSubtotal\n"
        "SECRETARIA MUNICIPAL DE OBRAS\n03\nSubtotal\nTOTAL GERAL\n\n"
        "3\n\n4\n7\n5\n12\n\n1\n\n1\n2\n1\n3\n\n4\n\n5\n9\n6\n15\n"
    )
    report = lint_text(f"EDITAL Nº 02/2026\nANEXO I – QUADRO DE VAGAS\n\n{quadro}\n3. DAS INSCRIÇÕES\n")
    assert not [p for p in report["positions"] if p["vacancies"]]
    assert any(NOT_READ in f["message"] for f in report["findings"])


def test_rows_given_a_cell_a_line_under_group_rows_are_no_blocks():
    """A quadro pypdf gave a cell a line but a row at a time (group row, code, name, its cells, its text cells,
    the next code) is no column-block quadro: `group_blocks` leaves it to the rows' reading."""
    from cotacheck.linter.read.text import split_lines
    from cotacheck.linter.tables import group_blocks as stage

    quadro = (
        "Cód.\nCargo\nVagas\nCarga\nhorária\nTotal\nAmpla\nConcorrência\nPcD*\nNegros**\nNÍVEL FUNDAMENTAL\n"
        "101\nAuxiliar de Serviços Gerais\n12\n9\n1\n2\n40h\n1.712,40\nEnsino Fundamental\n"
        "102\nMotorista\n05\n3\n1\n1\n40h\n2.318,77\nEnsino Fundamental completo\n"
    )
    lines = split_lines(quadro)
    assert stage.relay(lines) == (lines, {})

"""Property test: the quadros of `tests/layout_spanned_cargo_cell.py` (Chromium's print of a quadro whose
cargo cell spans its especialidades' rows, read by pypdf) read back right: every row once under
"<cargo> – <especialidade>", its vacancies and its reserve for negros, never confirmed (where the
especialidade ends is read from words); no phantom from the cargo's cell, the page's furniture or the
header repeated; a cadastro-only row no vacancies."""

from __future__ import annotations

from layout_spanned_cargo_cell import spanned_cargo_cell
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import spanned_cargo_cell as stage

SEED = 20261207


def test_spanned_cargo_cell_read_back():
    assert_reads_back(spanned_cargo_cell, problems, SEED, "spanned_cargo_cell")


def test_a_first_row_without_its_cargo_is_left_as_it_was():
    """A row whose cargo cell is not above it (no cargo to give it) leaves the quadro as it stood."""
    text = (
        "QUADRO I\nCargo Código Especialidade Requisitos\nVagas imediatas Cadastro de reservaAC PcD Negros Total\n"
        "A01 Atuária Diploma de graduação em Atuária 2 0 0 2 4\nA02 Direito Diploma de graduação em Direito 3 1 1 5 10\n"
    )
    assert [line.text for line in stage.relay(split_lines(text), text, {})] == text.split("\n")


def test_the_especialidade_alone_is_never_confirmed():
    text = (
        "QUADRO I\nCargo Código Especialidade Requisitos\nVagas imediatas Cadastro de reservaAC PcD Negros Total\n"
        "Analista\nPrevidenciário\nA01 Atuária Diploma de graduação em Atuária 2 0 0 2 4\n"
        "A02 Direito Diploma de graduação em Direito 3 1 1 5 10\nTotal 5 1 1 7 14\n"
    )
    read = [(p["name"], p["vacancies"], p["confidence"]) for p in lint_text(text)["positions"] if p["vacancies"]]
    assert read == [
        ("Analista Previdenciário – Atuária", 2, "uncertain"),
        ("Analista Previdenciário – Direito", 5, "uncertain"),
    ], read


def test_a_dash_for_especialidade_names_the_row_by_its_cargo():
    text = (
        "QUADRO I\nCargo Código Especialidade Requisitos\nVagas imediatas Cadastro de reservaAC PcD Negros Total\n"
        "Analista\nPrevidenciário\nA01 – Diploma de graduação em Atuária 2 0 0 2 4\nTécnico\n"
        "T01 Área Contábil Curso técnico em Contabilidade 3 1 1 5 10\nTotal 5 1 1 7 14\n"
    )
    read = [(p["name"], p["vacancies"], p["reserved_stated"]) for p in lint_text(text)["positions"] if p["vacancies"]]
    assert read == [("Analista Previdenciário", 2, 0), ("Técnico – Área Contábil", 5, 1)], read

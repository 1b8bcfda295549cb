"""Property test: a Word table LibreOffice printed and pdfplumber read, its nível, carga and vencimento cells
merged down their funções and its count labels cut in narrow cells (tests/layout_vmerge_rows.py, the class
of `tables/vmerge_rows.py`), read back right.

A fixed seed draws 200 editais a text (pdfplumber's, and pypdf's: `vmerge_cells`). Each must read as its generator says: every function with vacancies once,
its total and its negros, never confirmed (where its name ends is read from words); no phantom (no nível,
subtotal, total or page footer read as a function)."""

from __future__ import annotations

from layout_vmerge_rows import vmerge_cells, vmerge_rows
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import split_lines
from cotacheck.linter.tables import vmerge_cells as vmerge_cells_stage
from cotacheck.linter.tables import vmerge_rows as vmerge_rows_stage

SEED = 20261207


def test_vmerge_rows_read_back():
    assert_reads_back(vmerge_rows, problems, SEED, "vmerge_rows", 200)


def test_vmerge_cells_read_back():
    """The same quadros as pypdf gives them (`tables/vmerge_cells.py`): a cell's lines in turn."""
    assert_reads_back(vmerge_cells, problems, SEED, "vmerge_cells", 200)


def test_a_quadro_whose_row_lacks_its_code_is_left_as_printed():
    """A row line with no code, no summary label: the stage leaves the quadro, nothing is guessed."""
    quadro = (
        "Nível Cód Função Requisitos Carga To A Pc Afr\n"
        "igo tal m D o\npla\n"
        "Agente 101 Analista de Informática Graduação em Ciência 40 3 3 0 0\n"
        "Universitário Bibliotecário Graduação em Biblioteconomia 2 2 0 0\n"
        "102 Contador Graduação em Ciências 5 4 0 1\n"
        "TOTAL GERAL 10 9 0 1"
    )
    report = lint_text(f"EDITAL Nº 01/2026\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    assert not [p for p in report["positions"] if p["confidence"] == "confirmed" and p["vacancies"]]


def test_a_count_label_the_vocabulary_lacks_leaves_the_quadro():
    """A count column whose label reads as no role ("Res" / "erva" / "X"): neither stage re-lays the quadro,
    so no count is given a role by guess."""
    plumber = (
        "Nível Cód Função Requisitos To A Res\n"
        "tal m erva\npla X\n"
        "Agente 101 Analista de Informática Graduação em Ciência 3 2 1\n"
        "102 Contador Graduação em Ciências 5 4 1\n"
        "TOTAL GERAL 8 6 2"
    )
    pypdf = (
        "Nível Cód\nigo\nFunção Requisitos\nTo\ntal\nA\nm\npla\nRes\nerva\nX\n"
        "101 Analista de Informática Graduação em Ciência\n3 2 1\n102 Contador Graduação em Ciências\n5 4 1\n"
        "TOTAL GERAL 8 6 2"
    )
    for stage, quadro in ((vmerge_rows_stage, plumber), (vmerge_cells_stage, pypdf)):
        text = f"EDITAL Nº 01/2026\n2. DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n"
        doubts: dict[int, str] = {}
        lines = stage.relay(split_lines(text), text, doubts)
        assert [line.text for line in lines] == [line.text for line in split_lines(text)] and not doubts

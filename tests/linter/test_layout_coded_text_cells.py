"""Property test: the quadros of `tests/layout_coded_text_cells.py` (a Writer table on a landscape page, a
row's code, name, requisito, long atribuições, jornada and vencimento lines, then its counts alone) read
back right: every row once, its vacancies and its reserve for negros under its name, the name cut before
its requisito (never swallowing the atribuições, which made it a "sentence" dropped), never confirmed;
no phantom from the header repeated after a page break or the TOTAL GERAL row."""

from __future__ import annotations

from layout_coded_text_cells import coded_text_cells
from test_layout_prose import assert_reads_back, problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207


def _problems(case) -> list[str]:
    out = problems(case)
    for p in lint_text(case.text)["positions"]:
        if p["vacancies"] and len(p["name"].split()) > 12:
            out.append(f"{p['name'][:60]}…: the name runs into the text cells")
    return out


def test_coded_text_cells_read_back():
    assert_reads_back(coded_text_cells, _problems, SEED, "coded_text_cells")


def test_names_are_cut_before_the_requisito():
    """The row whose name takes one line and whose requisito's first line sits on it is named alone."""
    text = (
        "ANEXO I – QUADRO DE CARGOS\nCód. Cargo Requisitos Atribuições Carga horária Vencimento Vagas\n"
        "AC PcD Negros Total\n08 Intérprete de Libras Ensino médio completo e\ncertificação PROLIBRAS\n"
        "Interpretar as sessões plenárias e audiências públicas.\n30h R$\n4.120,95\n1 0 0 1\n"
        "09 Recepcionista Ensino médio completo Prestar atendimento telefônico e presencial.\n40h R$\n"
        "2.318,06\n2 0 0 2\nTOTAL GERAL 3 0 0 3\n"
    )
    names = sorted(fold(p["name"]) for p in lint_text(text)["positions"] if p["vacancies"])
    assert names == ["interprete de libras", "recepcionista"], names

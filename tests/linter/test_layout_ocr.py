"""Property test for one class (tests/layout_ocr.py): the text of a scanned quadro, its counts with the
letter O for 0 and l for 1 ("O5", "lO", "Ol"), laid out by spaces under a title and "VAGAS" over each
count label, OCR'd law numbers in the prose above. Over 200 random variants: every row comes back with its
figures, nothing else is read (no count out of "n° l.l47/2Ol5"), and a row is confirmed only when none of
its cells nor of the Total row that proves it was read from a letter: OCR text is not what was printed."""

from __future__ import annotations

import random

import pytest
from layout_ocr import LAYOUTS

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
VARIANTS = 200


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_rows_read_never_confirmed_from_letters(layout):
    rng = random.Random(f"{SEED}-{layout}")
    uncertain = 0
    for _ in range(VARIANTS):
        case = LAYOUTS[layout](rng)
        positions = [q for q in lint_text(case.text)["positions"] if q.get("vacancies")]
        assert [fold(q["name"]) for q in positions] == [fold(r.name) for r in case.rows], case.text
        for q, row in zip(positions, case.rows):
            assert (q["vacancies"], q["reserved_stated"], q["pcd_stated"]) == (row.total, row.negros, row.pcd), (
                q,
                case.text,
            )
            if row.misread:
                assert q["confidence"] == "uncertain" and "texto de OCR" in q["confidence_reason"], q
            if row.misread or case.misread_total:
                assert q["confidence"] == "uncertain", (q, case.text)
                uncertain += 1
    assert uncertain >= VARIANTS


@pytest.mark.parametrize("title", ["QUADRO DE VAGAS", "Tabela de vagas", "QUADRO DE CARGOS E VAGAS", ""])
def test_a_vacancy_title_over_its_header_is_no_column(title):
    """`vacancy_title`: "QUADRO DE VAGAS" right above "CARGO Total Negros PcD" is the table's title; read as
    the header's first line, its "vagas" shifted the columns (6 vacancies, 5 for negros, for 5 and 1)."""
    text = (
        "EDITAL Nº 1/2016\n1. DOS CARGOS\n1.1 Os cargos e as vagas:\n"
        f"{title}\nCARGO Total Negros PcD\nAgente Administrativo 5 1 -\nAuxiliar de Servicos Gerais 6 1 1\n"
        "Gari 4 - -\nProfessor Nivel I 10 1 1\nTOTAL 25 3 2\n2. DAS INSCRICOES\n"
    )
    got = [(q["name"], q["vacancies"], q["reserved_stated"], q["confidence"]) for q in lint_text(text)["positions"]]
    assert got == [
        ("Agente Administrativo", 5, 1, "confirmed"),
        ("Auxiliar de Servicos Gerais", 6, 1, "confirmed"),
        ("Gari", 4, 0, "confirmed"),
        ("Professor Nivel I", 10, 1, "confirmed"),
    ]

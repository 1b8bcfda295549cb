"""Property test: a quadro de vagas as a scan's OCR gives it (tests/layout_scanned_quadro.py, the class of
`tables/scanned_quadro.py`: letters for digits, "|" borders, tails after the row, a header out of order), read
back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row the OCR left whole once, its
vacancies its total and its reserve for negros its negros' cell; a row the OCR spoilt not read at all (never a
phantom, never a guess); a row confirmed only where no count was repaired, no border stands in it or cut its
name, no line follows it and its sum closes."""

from __future__ import annotations

import random

from layout_scanned_quadro import scanned_quadro
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.scanned_quadro import header_roles

SEED = 20261215


def test_scanned_quadro_reads_back():
    assert_reads_back(scanned_quadro, problems, SEED, "scanned_quadro", 200)


def test_proven_scanned_rows_are_confirmed():
    assert_proven_are_confirmed(lambda rng: scanned_quadro(rng, clean=True), f"{SEED}-confirmed", draws=60, least=40)


def test_a_repaired_count_is_never_confirmed():
    """ "o" read as 0 in a row whose sum closes: the row stays uncertain, saying the OCR's letter was repaired."""
    text = (
        "EDITAL Nº 02/2022\n1. Os empregos são os seguintes:\n"
        "CARGO TOTAL AC PCD NEGROS SALÁRIO R$ REQUISITOS\n"
        "Encanador 2 2 o 0 1.874,66 Ensino Fundamental |\n"
        "Químico 4 3 0 1 5.406,12 Química e CRQ\n"
        "2. As vagas reservadas já estão computadas no total.\n"
    )
    read = {p["name"]: p for p in lint_text(text)["positions"]}
    assert (read["Encanador"]["vacancies"], read["Encanador"]["confidence"]) == (2, "uncertain")
    assert "letra no lugar de um dígito" in read["Encanador"]["confidence_reason"]
    assert (read["Químico"]["vacancies"], read["Químico"]["reserved_stated"]) == (4, 1)


def test_header_roles_as_the_ocr_gives_them():
    assert header_roles("salario cargo vagas pcd negros r$ referencia requisitos") == ["total", "pcd", "negros"]
    assert header_roles("cargo vagas |pcd afrodescen- horaria - |(r$) requisitos eh 8 dentes q") == [
        "total",
        "pcd",
        "negros",
    ]
    assert header_roles("emprego vagas pcd negros total") == ["pcd", "negros", "total"]  # "Vagas PcD"
    assert header_roles("cargo total pcd") is None  # no negros
    assert header_roles("cargo | total | ac | pcd | negros") is None  # a pipe table's: no OCR
    assert header_roles("cargo pcd negros") is None  # no total, no ampla concorrência


def test_a_pipe_table_is_left_to_the_pass():
    """A Markdown pipe table has borders too, but no OCR: it is read as before (confirmed by its sums)."""
    text = "EDITAL Nº 1/2023\n1.1 Os cargos:\n\nCargo | Total | AC | PcD | Negros\nAuxiliar | 6 | 4 | 1 | 1\nVigia | 3 | 2 | 0 | 1\n\n2. Das inscrições\n"
    assert all(p["confidence"] == "confirmed" for p in lint_text(text)["positions"])


def test_variants_are_drawn_with_every_shape():
    """The generator draws the OCR's shapes the class is about (so the property above means something)."""
    rng = random.Random(f"{SEED}-shapes")
    texts = "\n".join(scanned_quadro(rng).text for _ in range(60))
    shapes = (" o ", "|P", "afrodescen-", "SALÁRIO CARGO", "Cadastro", "Jd ", "(Leiturista)", "\nda Família", "NÍVEL")
    for shape in shapes:
        assert shape in texts, shape

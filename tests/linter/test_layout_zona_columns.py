"""Property test: the quadros of `tests/layout_zona_columns.py` (vacancies by zona as column groups of the
same roles, one total after them, as PDFium gives Chromium's print) read back (`tables/parts_over_roles.py`):
each cargo the zonas' sum and the sum of their Negros columns, a cargo of cadastro only ("– … – CR", or its
cells "0") no vacancy and no break in the quadro, names wrapped after their dash joined; confirmed where the
parts add up."""

from __future__ import annotations

from layout_zona_columns import zona_columns
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back, problems

from cotacheck.linter import lint_text

SEED = 20261216


def test_zona_columns_read_back():
    assert_reads_back(zona_columns, problems, SEED, "zona_columns", 200)


def test_proven_zona_columns_are_confirmed():
    assert_proven_are_confirmed(zona_columns, f"{SEED}-confirmed", draws=200, least=40)


def test_a_cadastro_row_keeps_the_rows_below_it_summed():
    """ "Professor – Arte" of cadastro only amid the rows: the quadro is summed past it (it ended the
    re-laying there, and the rows below were read by the first zona's columns alone)."""
    quadro = (
        "CARGO\nZONA URBANA\nZONA RURAL TOTAL\nAC PcD Negros AC PcD Negros\n"
        "Professor – Matemática 03 00 01 02 00 00 06\nProfessor – Arte\n– – – – – – CR\n"
        "Auxiliar de Classe 07 01 03 04 00 02 17\nTOTAL 10 01 04 06 00 02 23\n"
    )
    text = f"EDITAL Nº 01/2026\nQUADRO I – VAGAS POR ZONA\n{quadro}2. DAS INSCRIÇÕES\n"
    read = sorted(
        (p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in lint_text(text)["positions"]
    )
    assert read == [
        ("Auxiliar de Classe", 17, 5, "confirmed"),
        ("Professor – Arte", 0, 0, "confirmed"),
        ("Professor – Matemática", 6, 1, "confirmed"),
    ], read

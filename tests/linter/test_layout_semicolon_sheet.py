"""Property test: a spreadsheet of merged cells saved as semicolon text without quotes
(tests/layout_semicolon_sheet.py) reads back right: every unit's row once, named by its cargo carried down
and its unit, with its vacancies and reserve for negros; no subtotal, TOTAL GERAL, note or questions sheet
taken for a cargo; a position confirmed only when the sums prove it, and the proven ones confirmed."""

from __future__ import annotations

from layout_semicolon_sheet import semicolon_sheet
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_semicolon_sheets_read_back():
    assert_reads_back(semicolon_sheet, problems, SEED, "semicolon_sheet", 200)


def test_semicolon_rows_the_sums_prove_are_confirmed():
    assert_proven_are_confirmed(semicolon_sheet, f"{SEED}-semicolon-confirmed")


def test_a_subtotal_that_is_not_its_rows_sum_confirms_nothing():
    body = (
        "Cargo;Unidade;Vagas;;;;Remuneração\n;;Total;AC;PcD;Negros;\n"
        "Policial Penal;Cadeia A;10;7;1;2;5.412,10\n;Cadeia B;5;4;0;1;\n;Subtotal;;16;11;1;3;\n"
    ).replace(";Subtotal;;", ";Subtotal;")
    report = lint_text("GOVERNO DE X;;;\n" + body)
    assert not any(p["confidence"] == "confirmed" for p in report["positions"]), report["positions"]

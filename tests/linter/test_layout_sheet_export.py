"""Property test: a quadro annex saved from a spreadsheet as delimited text beside the body (Calc's ";" CSV,
xlsx2csv's "," CSV; quoted cells, merged cells left empty, one- or two-row headers, title rows:
tests/layout_sheet_export.py, the class of `tables/sheet_export.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once (a cargo at each of
its lotações named by both), its vacancies its total and its reserve for negros its negros' cell (PP + PI +
PQ); a row confirmed only where the header gives every column's role; never a phantom (no title row, code,
carga horária or vencimento read as a cargo or a count)."""

from __future__ import annotations

from layout_sheet_export import sheet_export
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261207


def test_sheet_export_reads_back():
    assert_reads_back(sheet_export, problems, SEED, "sheet_export", 200)


def test_proven_sheet_exports_are_confirmed():
    assert_proven_are_confirmed(sheet_export, f"{SEED}-sheet-confirmed", draws=60, least=30)


def test_a_column_of_unknown_role_holding_counts_confirms_nothing():
    """ "Turno" (no role the vocabulary knows) with bare counts beside the count columns: read, in doubt."""
    sheet = (
        "Cargo;Turno;Vagas AC;Vagas PcD;Vagas Negros;Total de vagas\n"
        "Agente de Trânsito;2;5;1;2;8\nFiscal de Tributos;1;3;0;1;4\nTOTAL;;8;1;3;12\n"
    )
    report = lint_text(f"EDITAL Nº 01/2026\nANEXO I – QUADRO DE VAGAS\n{sheet}")
    read = [(p["name"], p["vacancies"], p["confidence"]) for p in report["positions"] if p["vacancies"]]
    assert read and all(confidence == "uncertain" for _, _, confidence in read), read


def test_a_sheet_whose_rows_change_width_is_left_as_printed():
    """A row one cell short in the middle of the sheet: no column can be trusted, nothing confirmed from it."""
    sheet = (
        "Cargo,Lotação,AC,PcD,Negros,Total\n"
        "Analista Ambiental,Natal,4,1,1,6\n,Mossoró,2,0,1,3\nTécnico Ambiental,Caicó,2,0,2\n"
        "TOTAL GERAL,,8,1,4,11\n"
    )
    report = lint_text(f"EDITAL Nº 01/2026\nANEXO I – QUADRO DE VAGAS\n{sheet}")
    assert not [p for p in report["positions"] if p["confidence"] == "confirmed" and p["vacancies"]], report[
        "positions"
    ]

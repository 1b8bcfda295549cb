"""Property test: the quadros of `tests/layout_vagas_cr_cells.py` read back right: "Vagas" then "Cadastro
de Reserva (CR)" then the roles, one cell per line, is "Vagas" over the roles and the CR a column of its
own: every row its vacancies and its stated reserve for negros, confirmed, never its CR count nor a CR
reading of the vacancies' cells. Beside it, the header that stays as it was: a "Vagas" over "Imediatas |
CR" still spans both."""

from __future__ import annotations

from layout_vagas_cr_cells import vagas_cr_cells
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.arithmetic import read_row
from cotacheck.linter.tables.header import Column, build_columns

SEED = 20261205


def test_vagas_then_cr_cells_read_back():
    assert_reads_back(vagas_cr_cells, exact_reading_problems, SEED, "vagas_cr_cells")


def test_vagas_before_cr_spans_the_roles():
    columns = build_columns([["name"], ["vagas"], ["crg"], ["open"], ["pcd"], ["negros"], ["total"]])
    assert [(c.kind, c.group) for c in columns if c.is_count] == [
        ("open", "imm"),
        ("pcd", "imm"),
        ("negros", "imm"),
        ("total", "imm"),
        ("total", "cr"),
    ]


def test_vagas_over_imediatas_and_cr_still_spans_both():
    columns = build_columns([["name"], ["vagas"], ["imm", "crg"], ["open", "pcd", "negros", "total"]])
    assert ("total", "cr") in [(c.kind, c.group) for c in columns]
    assert [c.group for c in columns if c.kind == "open"] == ["imm"]


def test_a_row_with_a_count_past_the_columns_is_no_proof():
    """Cells left over after the columns (a column the header missed) leave the columns' order unproven:
    "3 1 1 5 45" under AC | PcD | PN | Total adds up in its first four cells, yet is not confirmed."""
    counts = [Column("open", "imm"), Column("pcd", "imm"), Column("negros", "imm"), Column("total", "imm")]
    cells = [("n", 3), ("n", 1), ("n", 1), ("n", 5), ("n", 45)]
    assert read_row(counts, cells).confidence != "confirmed"
    assert read_row(counts, [("n", 7), *cells[:4]]).confidence == "confirmed"  # a code before: its rightmost window

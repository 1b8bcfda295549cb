"""Property test: the quadros of `tests/layout_area_label.py` read back: under "CARGO/ÁREA DE ATUAÇÃO"
every row is a position with its whole name (its lines below the counts included), its vacancies and its
stated reserve for negros, confirmed; and the label is one name column."""

from __future__ import annotations

from layout_area_label import area_label
from test_layout_prose import assert_reads_back, exact_reading_problems

from cotacheck.linter.tables.header import header_tokens

SEED = 20261205


def test_area_label_quadros_read_back():
    assert_reads_back(area_label, exact_reading_problems, SEED, "area_label")


def test_cargo_area_de_atuacao_is_one_name_label():
    for label in ("cargo/area de atuacao", "cargo/area de conhecimento", "cargos/areas de atuacao"):
        assert header_tokens(label) == ["name"], label

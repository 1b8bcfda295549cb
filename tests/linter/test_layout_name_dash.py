"""Property test: the quadros of `tests/layout_name_dash.py` (name cells wrapped right after their dash, the
requisitos and the count below) read back (`row_lines._dash_ends_name`): every row with vacancies is one
position named by its cargo and area whole, with its vacancies; none is confirmed (one count column proves
nothing), no other position is read (the dash was read as a row of no vacancy, and the name's rest began the
next row: "Direito Curso superior…", a phantom)."""

from __future__ import annotations

from layout_name_dash import name_dash
from test_layout_prose import assert_reads_back, problems

SEED = 20261206


def test_name_dash_quadros_read_back():
    assert_reads_back(name_dash, problems, SEED, "name_dash")

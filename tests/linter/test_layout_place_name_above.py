"""Property test: the quadros of `tests/layout_place_name_above.py` (an emprego and its place of lotação, a
long name's first line printed above the row's counts) read back (`first_name._one_way`): every row is one
position named by its whole name, with its vacancies and stated reserve for negros, none confirmed; no
other position is read (the name's first line, where nothing in its words shows it going on, was dropped
and the row confirmed under its name's rest: "Médica – TARM Central de Regulação Regional", a phantom)."""

from __future__ import annotations

from layout_place_name_above import place_name_above
from test_layout_prose import assert_reads_back, problems

SEED = 20261206


def test_place_name_above_quadros_read_back():
    assert_reads_back(place_name_above, problems, SEED, "place_name_above")

"""Property test: a table whose cargos are named by their hours ("Técnico em Enfermagem 40h") and whose
jornada column follows the counts (tests/layout_hours_in_name.py, the class of `row_close._hours_column`),
read back right: the hours stay in the name.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once by its whole name,
its vacancies its total and its reserve for negros its negros' cell; no other position. And the other side:
the readings the text proves are confirmed."""

from __future__ import annotations

from layout_hours_in_name import hours_in_name
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_hours_in_name_read_back():
    assert_reads_back(hours_in_name, problems, SEED, "hours_in_name", 200)


def test_proven_hours_in_name_are_confirmed():
    assert_proven_are_confirmed(hours_in_name, f"{SEED}-hours-confirmed")

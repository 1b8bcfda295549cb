"""Property test: editais whose cargo's reserve or total is stated somewhere other than its row
(tests/layout_elsewhere.py: `tables/sum_group.py`, `tables/reserve_table.py`, `tables/modalidade_tables.py`,
`tables/nomination_order.py`),
read back right.

A fixed seed draws 200 editais of each class. Each must read as its generator says: every cargo once, its
vacancies and its reserve for negros; no other position; a cargo confirmed only where the text proves it.
An edital that does not prove its reading (`Faulty`: a last group that is not the others' sum, a small
table naming a cargo the quadro does not) has nothing confirmed, whatever is read. And the other side: the
readings the text proves are confirmed."""

from __future__ import annotations

import pytest
from layout_elsewhere import Faulty, modalidade_tables, nomination_seats, reserve_table, sum_groups
from test_layout_places import problems as read_problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205
CLASSES = {
    "sum_groups": sum_groups,
    "reserve_table": reserve_table,
    "modalidade_tables": modalidade_tables,
    "nomination_seats": nomination_seats,
}


def problems(case) -> list[str]:
    if isinstance(case, Faulty):
        confirmed = [p for p in lint_text(case.text)["positions"] if p["vacancies"] and p["confidence"] == "confirmed"]
        return [f"confirmed but not proven: {p['name']!r} {p['vacancies']}" for p in confirmed]
    return read_problems(case)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], problems, SEED, name, 200)


def test_proven_readings_are_confirmed():
    """Groups that sum prove the last group (names on one line: a wrapped one may be left in doubt by the
    pass); a small table joined one to one keeps the quadro's confirmation."""
    assert_proven_are_confirmed(lambda rng: sum_groups(rng, wrap=False), f"{SEED}-sum_groups-confirmed", least=20)
    assert_proven_are_confirmed(reserve_table, f"{SEED}-reserve_table-confirmed", draws=80, least=20)
    assert_proven_are_confirmed(nomination_seats, f"{SEED}-nomination_seats-confirmed", draws=80, least=20)

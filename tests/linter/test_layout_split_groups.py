"""Property test: a vacancy table whose role columns are each split by sex (tests/layout_split_groups.py,
the class of `tables/split_groups.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies
its total and its reserve for negros the sum of the negros group's sub-columns; no other position; a
cargo confirmed only where its pieces add up to its total. And the other side: the readings the text
proves are confirmed."""

from __future__ import annotations

from layout_split_groups import split_groups
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_split_groups_read_back():
    assert_reads_back(split_groups, problems, SEED, "split_groups", 200)


def test_proven_split_groups_are_confirmed():
    assert_proven_are_confirmed(split_groups, f"{SEED}-split-confirmed")

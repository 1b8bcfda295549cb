"""Property test: reserve cells written as the rate and, in brackets, the count ("20% (8)", "5% (–)",
"30% (1)*"), in IADES' quadro laid out by spaces and Consulplan's in single spaces (`tables/percent_cells.py`),
drawn by tests/layout_percent_cells.py.

A fixed seed draws 200 editais. Each must read as its generator says: every emprego once, its vacancies and
its reserve for negros (the count in brackets, never the rate); no other position; the rows of a quadro
that prints the open list, adding up, confirmed."""

from __future__ import annotations

import random

from layout_percent_cells import percent_cells_quadro
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

SEED = 20261205


def test_percent_cells_read_back():
    assert_reads_back(percent_cells_quadro, problems, SEED, "percent_cells_quadro", 200)


def test_percent_cells_proven_are_confirmed():
    assert_proven_are_confirmed(percent_cells_quadro, f"{SEED}-percent-confirmed", draws=60, least=25)


def test_the_rate_is_never_the_count():
    rng = random.Random(f"{SEED}-percent-rate")
    for _ in range(50):
        case = percent_cells_quadro(rng)
        assert not problems(case), case.text

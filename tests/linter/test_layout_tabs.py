"""Property test: a spreadsheet's table copied with tabs, each cargo's name in a cell merged over its rows
(tests/layout_tabs.py, the class of `tables/tab_merged.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: a cargo spread over places and
summed by its Total row once, with the Total row's figures; every other row once, named by its cargo;
no row named by its places alone (a phantom); a position confirmed only where the text proves it. And
the other side: the readings the text proves are confirmed."""

from __future__ import annotations

import random

from layout_tabs import merged_tab_cells
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_merged_tab_cells_read_back():
    assert_reads_back(merged_tab_cells, problems, SEED, "merged_tab_cells", 200)


def test_proven_merged_tab_cells_are_confirmed():
    rng = random.Random(f"{SEED}-tabs-confirmed")
    confirmed = proven = 0
    for _ in range(60):
        case = merged_tab_cells(rng)
        if not case.entries or not all(e.proven for e in case.entries):
            continue
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert proven >= 30 and confirmed >= proven * 0.8, (confirmed, proven)


def test_a_total_row_that_is_no_sum_collapses_nothing():
    """A cargo's rows whose Total row is not their sum stay rows, and the table is not confirmed."""
    text = (
        "2.1 Quadro de vagas:\n\nCargo\tMunicípio\tAC\tPcD\tNegros\tTotal\n"
        "Fiscal Sanitário\tSede\t3\t0\t1\t4\n\tBarra\t2\t0\t0\t2\n\tTotal do cargo\t5\t0\t1\t7\n"
    )
    positions = lint_text(text)["positions"]
    assert sorted(p["name"] for p in positions) == ["Fiscal Sanitário Barra", "Fiscal Sanitário Sede"]
    assert all(p["confidence"] == "uncertain" for p in positions)

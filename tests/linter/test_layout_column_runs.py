"""Property test: a gazette's quadro as `pdf2txt.py -A` gives it, the table as runs of columns with footnote
marks glued to its figures (tests/layout_column_runs.py; read by `tables/band_blocks.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its vacancies the
Vagas cell and its negros the Negros cell, a mark never a digit ("24¹" is 24, "7(a)" is 7), confirmed by its
arithmetic; a quadro whose blocks do not pair by count (a name out of its run, a block one cell short) is
not read at all, and a note says so.
"""

from __future__ import annotations

import random

from layout_column_runs import column_runs
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables.column_blocks import NOT_READ

SEED = 20261207


def _problems(case) -> list[str]:
    out = problems(case)
    notes = sum(NOT_READ in str(f.get("message", "")) for f in lint_text(case.text)["findings"])
    if notes != case.broken:
        out.append(f"{notes} notes “{NOT_READ}” for {case.broken} unreadable quadros")
    return out


def test_column_runs_read_back():
    assert_reads_back(column_runs, _problems, SEED, "column_runs", 200)


def _whole(rng: random.Random):
    while (case := column_runs(rng)).broken or not case.entries:
        pass
    return case


def test_proven_column_runs_are_confirmed():
    assert_proven_are_confirmed(_whole, f"{SEED}-runs-confirmed", draws=80, least=40)


def test_unpaired_runs_read_nothing():
    rng = random.Random(f"{SEED}-broken")
    seen = 0
    while seen < 15:
        case = column_runs(rng)
        if case.broken:
            seen += 1
            assert not [p for p in lint_text(case.text)["positions"] if p["vacancies"]], case.text

"""Property test: a quadro typeset by groff's tbl as pypdf gives it, its rows' text blocks and the cells
spanning rows drawn after the row's cells (tests/layout_groff_tbl.py, the class of
`tables/late_cells.py`; set 12's t04).

A fixed seed draws 250 tables. Each must read as its generator says: every função once, its total and
negros; no other position; confirmed only when proven, and most proven ones confirmed. Where a count's
label was drawn out of its column's place (a text block), no column is proven: each função is read once,
never confirmed, whatever its figures."""

from __future__ import annotations

import random

from layout_groff_tbl import tbl_table
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261213


def _problems(case) -> list[str]:
    """`problems` where the columns are proven; else each função once, never confirmed, and nothing else."""
    if all(e.proven for e in case.entries):
        return problems(case)
    positions = lint_text(case.text)["positions"]  # a column misplaced may read a row's total as 0
    out = [f"{p['name']}: confirmed, its column unproven" for p in positions if p["confidence"] == "confirmed"]
    for entry in case.entries:
        if len([p for p in positions if fold(entry.name) in fold(p["name"])]) != 1:
            out.append(f"{entry.name}: not read once")
    out += [p["name"] for p in positions if not any(fold(e.name) in fold(p["name"]) for e in case.entries)]
    return out


def test_groff_tbl_read_back():
    assert_reads_back(tbl_table, _problems, SEED, "groff_tbl", 250)


def test_groff_tbl_proven_are_confirmed():
    assert_proven_are_confirmed(tbl_table, f"{SEED}-confirmed", draws=60, least=40)


def test_rows_that_do_not_add_up_confirm_nothing():
    """A row whose roles miss its total is never confirmed, nor the rows beside it under a TOTAL row."""
    rng = random.Random(f"{SEED}-off")
    checked = 0
    for _ in range(60):
        case = tbl_table(rng)
        lines = case.text.split("\n")
        at = next(
            (
                k
                for k, line in enumerate(lines)
                if line[:1].isdigit()
                and line.split()[0].isdigit()
                and len(line.split()) >= 4
                and not line.startswith(("1.", "2."))
            ),
            None,
        )
        if at is None:
            continue
        cells = lines[at].split(" ")
        cells[0] = str(int(cells[0]) + 1)
        lines[at] = " ".join(cells)
        positions = lint_text("\n".join(lines))["positions"]
        wrong = [p for p in positions if p["line"] == at + 1 and p["confidence"] == "confirmed"]
        assert not wrong, (wrong, "\n".join(lines))
        checked += 1
    assert checked >= 20

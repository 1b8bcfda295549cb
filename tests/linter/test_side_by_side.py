"""Two quadros printed side by side on the same lines are read one after the other (`tables/side_by_side.py`).

The property test draws 250 random variants (tests/layout_side_by_side.py): every row of both tables comes
back with its total and its reserve for negros, no row takes the other table's name or counts, and nothing
else is read."""

from __future__ import annotations

import random

from layout_render import HEAD, TAIL
from layout_side_by_side import side_by_side

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.side_by_side import cut
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_tables_side_by_side_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-side-by-side")
    read = 0
    for _ in range(VARIANTS):
        body, rows = side_by_side(rng)
        want = {fold(name): (total, negros) for name, total, negros in rows if total is not None}
        firsts = {fold(name.split(" –")[0].split(" de ")[0]) for name, _, _ in rows}
        got = {}
        for q in lint_text(HEAD + body + TAIL)["positions"]:
            folded = fold(q["name"])
            assert any(f in folded for f in firsts) or not q.get("vacancies"), body  # no phantom
            name = next((n for n in want if folded == n), None)
            if q["confidence"] == "confirmed" and q.get("vacancies"):
                assert name is not None and (q["vacancies"], q["reserved_stated"] or 0) == want[name], (q, body)
            if name is not None:
                got[name] = (q["vacancies"], q["reserved_stated"] or 0)
        read += got == want
    assert read >= VARIANTS - VARIANTS // 50, f"{read}/{VARIANTS} read"


def test_a_table_beside_a_table_of_fees_is_not_cut():
    line = (
        " Cód.  Cargo                          Total   PcD    Negros              Escolaridade             Valor (R$)"
    )
    assert cut(line) is None
    both = " Emprego                    AC   PcD   PN   Total          Emprego                          AC   PcD   PN   Total"
    assert cut(both) == both.rindex("Emprego")

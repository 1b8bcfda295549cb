"""A name cell wrapped beside a wrapped requisitos cell, the text columns between the name and the counts,
is read as the grid of its header (`tables/layout_grid.py`): the name whole, the requisitos out of it.

The property test draws 250 random variants (tests/layout_wrapped_beside.py): Legalle's quadro with its
name and requisitos wrapped to their widths, the total first or last, the hours and the pay or not, a
count one character off its column at times, a row of cadastro de reserva at times. Every cargo comes back
under the name the table prints, with its total and its reserve for negros; nothing is read that is not a
cargo, and a confirmed reading is always right."""

from __future__ import annotations

import random

from layout_render import HEAD, TAIL
from layout_wrapped_beside import wrapped_beside_table

from cotacheck.linter import lint_text
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _read(body: str, rows: list[tuple[str, int, int]]) -> bool:
    """Whether every row with vacancies is read under its own name (asserting no phantom, no requisito in a
    name, no confirmed wrong reading)."""
    want = {name: (total, negros) for name, total, negros in rows if total}
    got = {}
    for q in lint_text(HEAD + body + TAIL)["positions"]:
        if not q.get("vacancies"):
            continue
        assert q["name"] in want or q["confidence"] != "confirmed", (q, body)
        if q["name"] not in want:
            continue
        figures = (q["vacancies"], q["reserved_stated"] or 0)
        assert q["confidence"] != "confirmed" or figures == want[q["name"]], (q, body)
        got[q["name"]] = figures
    return got == want


def test_a_name_wrapped_beside_its_requisitos_is_read_whole_in_its_variants():
    rng = random.Random(f"{SEED}-wrapped-beside")
    read = sum(_read(*wrapped_beside_table(rng)) for _ in range(VARIANTS))
    assert read >= VARIANTS * 4 // 5, f"{read}/{VARIANTS} read"  # the rest uncertain: no sign of the cells' alignment

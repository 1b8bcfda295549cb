"""A quadro of one cargo's vacancies by region under place labels the vocabulary does not read ("CPR",
"Sede"), totals on both axes, the cargo named by the title above, is read as slices of that cargo
(`tables/region_grid.py`).

The property test draws 250 random variants (tests/layout_region_grid.py): every region comes back
with its total and its reserve for negros, as a slice of the title's cargo whose total is their sum,
nothing else with vacancies but the Cadete trap, and a row is confirmed only when right and when the
text proves it (each row's parts adding up to its total, the TOTAL row each column's sum)."""

from __future__ import annotations

import random

from layout_region_grid import region_grid

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def test_regions_of_one_cargo_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-region-grid")
    read = proven_count = unproven = 0
    for _ in range(VARIANTS):
        text, rows, cargo, proven = region_grid(rng)
        report = lint_text(text)
        want = {fold(region): (total, negros) for region, total, negros in rows}
        got = {}
        for q in report["positions"]:
            if "cadete" in fold(q["name"]):
                assert (q["vacancies"], q["reserved_stated"]) == (60, 12), text
                continue
            name = next((n for n in want if n in fold(q["name"])), None)
            assert name is not None or not q.get("vacancies"), text  # no phantom
            if q["confidence"] == "confirmed":
                assert proven, text  # a quadro its totals do not prove: never confirmed
                assert (q["vacancies"], q["reserved_stated"] or 0) == want[name], text
                assert q["cargo"] == cargo, text
            if name is not None:
                got[name] = (q["vacancies"], q["reserved_stated"] or 0)
        if proven:
            proven_count += 1
            cargos = {c["name"]: c for c in report["cargos"]}
            whole = cargos.get(cargo)
            ok = whole is not None and whole["vacancies"] == sum(t for t, _ in want.values())
            read += got == want and ok
        else:
            unproven += 1
    assert read >= proven_count - VARIANTS // 50, f"{read}/{proven_count} read"
    assert unproven >= VARIANTS // 20  # the unprovable variants were drawn

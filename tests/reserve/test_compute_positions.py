"""`compute_positions` is `compute`'s positions, whatever the law, date, branch, kind and counts."""

from __future__ import annotations

import datetime as dt
import random

from cotacheck.reserve.calculator import compute, compute_positions


def test_compute_positions_are_computes():
    rng = random.Random(11)
    for _ in range(300):
        law = rng.choice(("federal", "go", "rn"))
        counts = sorted({rng.choice((1, 2, 3, 4, 5, 9, 10, 19, 20, 21, 100, 999)) for _ in range(rng.randint(1, 6))})
        day = dt.date(rng.randint(2013, 2027), rng.randint(1, 12), 1)
        branch = rng.choice(("executivo", "legislativo", "judiciario"))
        kind = rng.choice(("efetivo", "temporario", "estagio", "emprego"))
        assert compute_positions(law, counts, day, branch, kind) == compute(law, counts, day, branch, kind)["positions"]

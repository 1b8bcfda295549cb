"""Property test: the quadros of `tests/layout_tally_column.py` (places with a column counting something else,
"Famílias cadastradas", beside their vacancies) never give a phantom nor a confirmed wrong reading, and read
whole nine times in ten (`tables/tally_column.py`): the tally's figures are never vacancies, and a row the
page cut goes on under the header printed again."""

from __future__ import annotations

import random

from layout_tally_column import tally_column
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206
DRAWS = 200


def _problems(case) -> list[str]:
    out = []
    for p in lint_text(case.text)["positions"]:
        if not p["vacancies"]:
            continue
        known = [e for e in case.entries if fold(e.name) in fold(p["name"])]
        if not known:
            out.append(f"phantom {p['name']!r} {p['vacancies']}")
        elif p["confidence"] == "confirmed" and not any(
            p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == e.negros for e in known
        ):
            out.append(f"confirmed wrong {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
    return out


def _whole(case) -> bool:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    return all(
        any(
            fold(e.name) in fold(p["name"])
            and p["vacancies"] == e.vacancies
            and (p["reserved_stated"] or 0) == e.negros
            for p in positions
        )
        for e in case.entries
    )


def test_a_tally_is_never_a_vacancy():
    assert_reads_back(tally_column, _problems, SEED, "tally_column", DRAWS)


def test_tally_quadros_read_whole():
    rng = random.Random(f"{SEED}-whole")
    cases = [tally_column(rng) for _ in range(DRAWS)]
    whole = sum(_whole(case) for case in cases)
    assert whole >= DRAWS * 9 // 10, f"{whole}/{DRAWS} read whole"

"""Property test: the quadros of `tests/layout_sub_row_cells.py` (a cargo's cell merged over its sub-rows by
sexo or localidade, a cell a line, as pypdf gives an HTML engine's table) read back (`tables/sub_row_cells.py`):
each sub-row once, named by its cargo and its part, its total and its negros; confirmed only where the text
shows where the cargo's cell ends, and then confirmed; nothing else read (a later stage's calls under the same
header, the TAF's índices, the curso de formação's calls give no position). A row whose roles do not add up
to its total is never confirmed."""

from __future__ import annotations

import random
import re

from layout_sub_row_cells import sub_row_cells
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261208


def _problems(case) -> list[str]:
    """Each entry read once under its exact name with its figures, no other position, no entry the text does
    not prove confirmed."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    proven = {fold(e.name) for e in case.entries if e.proven}
    out += [
        f"{p['name']}: confirmed, not proven"
        for p in positions
        if p["confidence"] == "confirmed" and fold(p["name"]) not in proven
    ]
    return out


def test_sub_row_cells_read_back():
    assert_reads_back(sub_row_cells, _problems, SEED, "sub_row_cells", 200)


def test_proven_sub_rows_are_confirmed():
    assert_proven_are_confirmed(sub_row_cells, f"{SEED}-confirmed", draws=120, least=30)


_COUNT = re.compile(r"(?m)^(\d{1,2})$")


def _broken(rng: random.Random):
    """A case whose first count cell is one more: the first row no longer adds up."""
    case = sub_row_cells(rng)
    at = case.text.index("Quadro I deste Edital")
    found = _COUNT.search(case.text, at)
    text = case.text[: found.start()] + str(int(found.group(1)) + 1) + case.text[found.end() :]
    return type(case)(text, case.entries)


def _confirmed_wrong(case) -> list[str]:
    out = []
    for p in lint_text(case.text)["positions"]:
        known = [e for e in case.entries if fold(e.name) == fold(p["name"])]
        if p["vacancies"] and not known:
            out.append(f"phantom {p['name']!r} {p['vacancies']}")
        elif p["confidence"] == "confirmed" and not any(
            p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == e.negros for e in known
        ):
            out.append(f"confirmed wrong {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
    return out


def test_a_row_that_does_not_add_up_is_never_confirmed_wrong():
    assert_reads_back(_broken, _confirmed_wrong, SEED, "sub_row_cells_broken", 60)

"""Property test: a consórcio's quadro whose lotação cell counts each base's vacancies in brackets, the name
and the lotação wrapped side by side (`tables/lotacao_cell.py`), drawn by tests/layout_lotacao_cell.py.

A fixed seed draws 250 editais. None gives a phantom, a confirmed reading (no AC column: nothing checks a
row's total against its parts) or a name holding another cell's words: every position's name is the start
of its emprego's name, at least its first printed line. Nine in ten read every emprego with its vacancies
and its reserve for negros; most names read whole."""

from __future__ import annotations

import random

from layout_lotacao_cell import Case, lotacao_cell_quadro

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
VARIANTS = 250


def _start(row) -> str:
    """The name's first printed line, a dash or a comma ending it left out (the pass trims them)."""
    return fold(row.first_line).rstrip(" –-,")


def _reading(case: Case) -> tuple[list[str], bool, int]:
    """(what is wrong beyond a row left unread, whether every row is read, names read whole)."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    wrong, whole, read = [], 0, 0
    for p in positions:
        name = fold(p["name"]).split()
        owners = [r for r in case.rows if fold(r.name).split()[: len(name)] == name and _start(r) in " ".join(name)]
        if not owners:
            wrong.append(f"not an emprego's name: {p['name']!r}")
        elif p["confidence"] == "confirmed":
            wrong.append(f"{p['name']}: confirmed")
        elif (p["vacancies"], p["reserved_stated"] or 0) != (owners[0].vacancies, owners[0].negros):
            wrong.append(
                f"{p['name']}: {p['vacancies']}/{p['reserved_stated']}, want {owners[0].vacancies}/{owners[0].negros}"
            )
        else:
            read += 1
            whole += fold(p["name"]) == fold(owners[0].name)
    return wrong, read == len([r for r in case.rows if r.vacancies]), whole


def test_class_reads_back():
    rng = random.Random(f"{SEED}-lotacao_cell_quadro")
    unread = whole = names = 0
    for _ in range(VARIANTS):
        case = lotacao_cell_quadro(rng)
        wrong, every, read_whole = _reading(case)
        assert not wrong, (wrong, case.text)
        unread += not every
        whole += read_whole
        names += len([r for r in case.rows if r.vacancies])
    assert unread <= VARIANTS // 10, unread
    assert whole >= names * 0.6, (whole, names)

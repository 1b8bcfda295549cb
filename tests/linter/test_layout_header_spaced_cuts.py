"""Property test: the quadros of `tests/layout_header_spaced_cuts.py` read back (`tables/header_spaced_cuts.py`,
then `tables/span_last.py` and `tables/requisito_span.py`): each row with vacancies is a position with its
vacancies, its stated reserve for negros and its name (no requisito's word in it; an área's row after the
first, which pypdf prints without its cargo's merged cell, by the área alone), no other position has
vacancies, and none is confirmed (where a name ends is read from words). Printed with "Vagas" on a line of
its own (`span_before_text`'s class), no row is confirmed either, its names wrapped above its cells included."""

from __future__ import annotations

import random

from layout_header_spaced_cuts import AREAS, header_spaced_cuts

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206
VARIANTS = 200


def _names(entry_name: str) -> set[str]:
    """The names an entry may be read by: its whole name, or its área alone."""
    names = {fold(entry_name)}
    names |= {fold(entry_name[len(cargo) + 1 :]) for cargo in AREAS if entry_name.startswith(cargo + " ")}
    return names


def _problems(case) -> list[str]:
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    problems = [f"{p['name']}: confirmed" for p in positions if p["confidence"] == "confirmed"]
    left = list(positions)
    for entry in case.entries:
        names = _names(entry.name)
        found = next(
            (
                p
                for p in left
                if fold(p["name"]) in names
                and p["vacancies"] == entry.vacancies
                and (p["reserved_stated"] or 0) == (entry.negros or 0)
            ),
            None,
        )
        if found is None:
            problems.append(f"not read: {entry}")
        else:
            left.remove(found)
    return problems + [f"read besides: {p['name']} {p['vacancies']}" for p in left]


def test_header_spaced_cuts_read_back_uncertain():
    rng = random.Random(f"{SEED}-header_spaced_cuts")
    bad = [
        (problems, case.text)
        for case in (header_spaced_cuts(rng) for _ in range(VARIANTS))
        if (problems := _problems(case))
    ]
    assert not bad, f"{len(bad)}/{VARIANTS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_vagas_alone_never_confirmed():
    """`span_before_text`'s rows under a requisitos column, wrapped over lines (each joined later under its
    first line, which holds no digit), are all doubted: none confirmed with the requisitos in its name."""
    rng = random.Random(f"{SEED}-vagas_alone")
    bad = []
    for _ in range(VARIANTS):
        case = header_spaced_cuts(rng, vagas_alone=True)
        confirmed = [p["name"] for p in lint_text(case.text)["positions"] if p["confidence"] == "confirmed"]
        if confirmed:
            bad.append((confirmed, case.text))
    assert not bad, f"{len(bad)}/{VARIANTS} confirmed; first: {bad[0][0]}\n{bad[0][1]}"

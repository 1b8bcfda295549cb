"""Property tests: vacancies given by place (tests/layout_places.py), and a quadro whose total is written
"Vagas" just before the roles (tests/layout_vagas.py), read back right.

For each class a fixed seed draws 200 editais. Each must read as its generator says: every cargo a
position with its vacancies and its stated reserve for negros, once; no other position with vacancies
(no Total row, no pay table, no second reading of a cargo restated by modalidade); a position
confirmed only where the text proves it. And the other side: the readings the text proves are
confirmed (else the property would hold by confirming nothing)."""

from __future__ import annotations

import random

import pytest
from layout_places import Case, restated_by_place, stacked_places
from layout_vagas import vagas_before_roles
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
PER_CLASS = 200
CLASSES = {
    "stacked_places": stacked_places,
    "restated_by_place": restated_by_place,
    "vagas_before_roles": vagas_before_roles,
}


def _same(p: dict, vacancies: int, negros: int | None) -> bool:
    return p["vacancies"] == vacancies and (
        p["reserved_stated"] == negros or {p["reserved_stated"], negros} <= {0, None}
    )


def problems(case: Case) -> list[str]:
    """What the reading of `case` gets wrong (empty when it reads right)."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(entry.name) in fold(p["name"])]
        if len(found) != 1 or not _same(found[0], entry.vacancies, entry.negros):
            got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros} once, got {got}")
        elif found[0]["confidence"] == "confirmed" and not entry.proven:
            out.append(f"{entry.name}: confirmed but not proven")
    for p in positions:
        if not any(fold(e.name) in fold(p["name"]) for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], problems, SEED, name, PER_CLASS)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_proven_readings_are_confirmed(name):
    """Most editais of the class come out confirmed: places that add up prove each row's total, the
    modalidade table's parts its reserve (a name wrapped below its counts may leave a doubt)."""
    rng = random.Random(f"{SEED}-{name}-confirmed")
    confirmed = 0
    for _ in range(50):
        positions = [p for p in lint_text(CLASSES[name](rng).text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert confirmed >= 25, confirmed


def test_places_that_do_not_add_up_confirm_nothing():
    """A row whose places do not add up to its total is never confirmed (the header proven by another)."""
    rng = random.Random(f"{SEED}-off")
    checked = 0
    for _ in range(100):
        case = stacked_places(rng)
        lines = case.text.split("\n")
        rows = [n for n, line in enumerate(lines) if line.split()[-1:] and line.split()[-1].isdigit()]
        rows = [n for n in rows if any(fold(e.name.split()[0]) in fold(lines[n]) for e in case.entries)]
        if len(rows) < 2:
            continue
        cells = lines[rows[1]].split()
        first_cell = len(cells)
        while first_cell and (cells[first_cell - 1].isdigit() or cells[first_cell - 1] == "-"):
            first_cell -= 1  # the row's count cells end it; the first is its first place's
        cells[first_cell] = str((0 if cells[first_cell] == "-" else int(cells[first_cell])) + 1)
        lines[rows[1]] = " ".join(cells)
        name = case.entries[1].name
        report = lint_text("\n".join(lines))
        bad = [p for p in report["positions"] if fold(name) in fold(p["name"]) and p["confidence"] == "confirmed"]
        assert not bad, "\n".join(lines)
        checked += 1
    assert checked >= 50


def test_a_total_that_does_not_add_up_confirms_nothing():
    """Under "Vagas AC PcD PN" a row whose "Vagas" is not its parts' sum is never confirmed, and no row
    is confirmed with other figures than the edital's."""
    rng = random.Random(f"{SEED}-vagas-off")
    for _ in range(PER_CLASS):
        case = vagas_before_roles(rng, off_row=1)
        for p in lint_text(case.text)["positions"]:
            if p["confidence"] != "confirmed":
                continue
            entry = next(e for e in case.entries if fold(e.name) in fold(p["name"]))
            assert entry.proven and _same(p, entry.vacancies, entry.negros), case.text

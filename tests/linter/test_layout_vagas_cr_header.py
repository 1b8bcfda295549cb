"""Property test: the quadros of `tests/layout_vagas_cr_header.py`. Under "… Vagas CR*" / "AC PcD Negros Total"
each row reads as its cargo with its vacancies and stated reserve for negros, confirmed by its own sum (read
as "CR" spanning the roles, every row was a cadastro of no vacancy, confirmed by the TOTAL row); where "CR"
does span the roles, no row is confirmed with figures that are not its own: a TOTAL row's column sums hold
whatever the columns' roles, so they never confirm a row whose own sums fail."""

from __future__ import annotations

import random

from layout_vagas_cr_header import cr_spans, vagas_cr
from test_layout_prose import PER_CLASS

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261206


def _read(case) -> list[dict]:
    return [p for p in lint_text(case.text)["positions"] if p["vacancies"]]


def _problems(case) -> list[str]:
    positions = _read(case)
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(p["name"]).startswith(fold(entry.name))]
        got = [(p["vacancies"], p["reserved_stated"] or 0) for p in found]
        if got != [(entry.vacancies, entry.negros or 0)]:
            out.append(f"{entry.name}: read {got}, want {(entry.vacancies, entry.negros or 0)}")
        elif found[0]["confidence"] != "confirmed" and "nome" not in (found[0]["confidence_reason"] or ""):
            out.append(f"{entry.name}: not confirmed ({found[0]['confidence_reason']})")
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions read, {len(case.entries)} wanted")
    return out


def test_vagas_over_the_roles_and_cr_a_column_read_back():
    rng = random.Random(f"{SEED}-vagas_cr")
    bad = [(wrong, case.text) for case in (vagas_cr(rng) for _ in range(PER_CLASS)) if (wrong := _problems(case))]
    assert not bad, f"{len(bad)}/{PER_CLASS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_cr_over_the_roles_is_never_confirmed_wrong():
    rng = random.Random(f"{SEED}-cr_spans")
    for case in (cr_spans(rng) for _ in range(PER_CLASS)):
        truth = {fold(e.name): e.vacancies for e in case.entries}
        for p in lint_text(case.text)["positions"]:
            if p["confidence"] != "confirmed":
                continue
            right = [v for name, v in truth.items() if fold(p["name"]).startswith(name)]
            assert right == [p["vacancies"]], f"{p['name']}: {p['vacancies']} confirmed\n{case.text}"

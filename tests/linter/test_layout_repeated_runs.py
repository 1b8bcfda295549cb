"""Property test: the quadros of `tests/layout_repeated_runs.py` (the same roles repeated for each sexo,
turno or place, one total after them) are never read confirmed with other figures than the cargo's
(`tables/repeated_runs.py`, `tables/places_stacked.py`): the header does not say whether a cargo's
vacancies are one part's or the parts' sum, so a row read is uncertain unless it has the right figures,
and no position names anything but a unit of the quadro."""

from __future__ import annotations

from layout_repeated_runs import repeated_runs
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import repeated_runs as stage
from cotacheck.linter.tables.header import Column

SEED = 20261206


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


def test_repeated_runs_are_never_confirmed_wrong():
    assert_reads_back(repeated_runs, _problems, SEED, "repeated_runs")


def test_only_a_repeated_run_is_a_doubt():
    first = [Column("open", "imm"), Column("negros", "imm")]
    assert stage.doubt(first + [Column("open", "extra"), Column("negros", "extra"), Column("total", "extra")])
    assert stage.doubt(first + [Column("total", "imm")]) is None
    assert stage.doubt(first + [Column("total", "cr")]) is None  # a cadastro's own count: a labelled group
    closed = first + [Column("total", "imm")]  # each run closes on its own total
    assert stage.doubt(closed + [Column("open", "extra"), Column("negros", "extra"), Column("total", "extra")]) is None

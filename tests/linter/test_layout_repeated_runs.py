"""Property test: the quadros of `tests/layout_repeated_runs.py` (the same roles repeated for each sexo,
turno or place, one total after them) read back (`tables/parts_over_roles.py`): each unit its total and
the sum of its parts' negros columns, confirmed, nothing else read. Beside it, the header the re-laying
does not take leaves its table uncertain (`tables/repeated_runs.py`)."""

from __future__ import annotations

from layout_repeated_runs import labelled_runs, repeated_runs
from test_layout_prose import assert_reads_back, problems

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


def test_repeated_runs_read_back():
    def wrong(case) -> list[str]:
        read = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        return problems(case) + [f"{p['name']}: not confirmed" for p in read if p["confidence"] != "confirmed"]

    assert_reads_back(repeated_runs, wrong, SEED, "repeated_runs")


def test_a_header_not_relaid_is_never_confirmed_wrong():
    """A row that does not add up leaves the quadro to the pass, under `repeated_runs`' doubt."""

    def broken(rng):
        case = repeated_runs(rng)
        lines = case.text.split("\n")
        for n, line in enumerate(lines):
            if line.split() and line.split()[-1].isdigit() and not line.startswith(("TOTAL", "2", "QUADRO")):
                lines[n] = line + "1"  # the first row's total one digit longer: the parts no longer add up
                break
        return type(case)("\n".join(lines), case.entries)

    assert_reads_back(broken, _problems, SEED, "repeated_runs_broken")


def test_runs_under_group_labels_are_never_summed():
    """Runs the vocabulary labels as the immediate vacancies and the cadastro de reserva, one total over both:
    never re-laid as parts of the vacancies (`parts_over_roles._labelled_groups`), whatever their sums."""

    def wrong(case) -> list[str]:
        out = []
        for p in lint_text(case.text)["positions"]:
            known = [e for e in case.entries if fold(e.name) in fold(p["name"])]
            if p["vacancies"] and not known:
                out.append(f"phantom {p['name']!r} {p['vacancies']}")
            elif (
                known
                and p["confidence"] == "confirmed"
                and not any(p["vacancies"] == e.vacancies and (p["reserved_stated"] or 0) == e.negros for e in known)
            ):  # no vacancy, confirmed, under a cargo that has some is wrong too
                out.append(f"confirmed wrong {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
        return out

    assert_reads_back(labelled_runs, wrong, SEED, "labelled_runs")


def test_only_a_repeated_run_is_a_doubt():
    first = [Column("open", "imm"), Column("negros", "imm")]
    assert stage.doubt(first + [Column("open", "extra"), Column("negros", "extra"), Column("total", "extra")])
    assert stage.doubt(first + [Column("total", "imm")]) is None
    assert stage.doubt(first + [Column("total", "cr")]) is None  # a cadastro's own count: a labelled group
    closed = first + [Column("total", "imm")]  # each run closes on its own total
    assert stage.doubt(closed + [Column("open", "extra"), Column("negros", "extra"), Column("total", "extra")]) is None

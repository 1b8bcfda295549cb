"""Property test: the editais of `tests/layout_groups_in_line.py` read back (`tables/groups_in_line.py`, the
numbered title of `tables/vacancy_title.py`): each cargo its immediate vacancies and their reserve for negros,
confirmed by the rows' arithmetic, never the cadastro's figures."""

from __future__ import annotations

from layout_groups_in_line import groups_in_line
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.groups_in_line import spans_runs
from cotacheck.linter.tables.header import _ROLE_OF

SEED = 20261206


def _problems(case) -> list[str]:
    positions = lint_text(case.text)["positions"]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions if p["vacancies"])
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries if e.vacancies)
    out = [] if got == want else [f"read {got}, want {want}"]
    return out + [f"{p['name']}: not confirmed" for p in positions if p["vacancies"] and p["confidence"] != "confirmed"]


def test_two_groups_on_one_header_line_read_back():
    assert_reads_back(groups_in_line, _problems, SEED, "groups_in_line")


def test_labels_span_only_runs_alike_and_as_many():
    line = ["name", "imm", "crg", "open", "pcd", "negros", "total", "open", "pcd", "negros", "total"]
    assert spans_runs(line, 1, _ROLE_OF) and spans_runs(line, 2, _ROLE_OF)
    assert not spans_runs(["name", "imm", "crg", "open", "pcd", "negros", "total"], 1, _ROLE_OF)  # one run, two labels
    assert not spans_runs(["name", "imm", "crg", "open", "pcd", "total", "open", "negros", "total"], 1, _ROLE_OF)
    assert not spans_runs(["name", "imm", "total", "total"], 1, _ROLE_OF)  # one label alone

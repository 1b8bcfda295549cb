"""Property test: a quadro in an HTML page's source or the DOU's INLabs XML (tests/layout_html_table.py,
the class of `tables/html_table.py`): the table read as its grid, spans expanded, entities decoded.

A fixed seed draws 200 pages. Each must read as its generator says: every speciality (or cargo) once, its
vacancies its total and its reserve for negros its negros' cell; no other position (neither the provas'
table nor a script's numbers nor a commented-out table); a row whose total is not its parts' sum is read
once and never confirmed (its count, the total or the parts' sum, is in doubt either way); most pages
whose rows add up come out confirmed."""

from __future__ import annotations

from layout_html_table import html_table
from layout_places import Case
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205


def _problems(case: Case) -> list[str]:
    """`problems`, a row that does not add up only found once and left uncertain."""
    doubtful = [e for e in case.entries if not e.proven]
    if not doubtful:
        return problems(case)
    out = [
        p
        for p in problems(Case(case.text, [e for e in case.entries if e.proven]))
        if not any(fold(e.name) in fold(p) for e in doubtful)
    ]
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    for entry in doubtful:
        found = [p for p in positions if fold(entry.name) in fold(p["name"])]
        if len(found) != 1 or found[0]["confidence"] == "confirmed":
            out.append(f"{entry.name}: want once, uncertain; got {[(p['name'], p['confidence']) for p in found]}")
    return out


def test_html_table_read_back():
    assert_reads_back(html_table, _problems, SEED, "html_table", 200)


def test_html_table_proven_are_confirmed():
    assert_proven_are_confirmed(html_table, f"{SEED}-html-confirmed")

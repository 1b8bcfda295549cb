"""Property test: a quadro exported as tab-separated text with its multi-line cells quoted
(tests/layout_tsv.py) reads back right: every cargo once, named by its whole name cell, with its vacancies
and reserve for negros; no requisito's line, pay, notes or questions table taken for a cargo; a position
confirmed only when an AC column lets the sums prove it; and the rows the sums prove come out confirmed."""

from __future__ import annotations

import random

from layout_tsv import tsv_quoted
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_tsv_quadros_read_back():
    assert_reads_back(tsv_quoted, problems, SEED, "tsv_quoted", 200)


def test_tsv_rows_the_sums_prove_are_confirmed():
    rng = random.Random(f"{SEED}-tsv-confirmed")
    proven = confirmed = 0
    for _ in range(60):
        case = tsv_quoted(rng)
        if not case.entries[0].proven:
            continue
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert proven and confirmed >= proven * 9 // 10, (confirmed, proven)


def test_a_quoted_cell_that_never_closes_leaves_the_lines_as_they_are():
    """A stray quote is no spreadsheet's cell: nothing is re-laid, nothing is confirmed from it."""
    body = 'Cargo\tAC\tNegros\tTotal\n"Fiscal de Tributos\t7\t2\t9\nGuarda Municipal\t14\t4\t18\n'
    report = lint_text("PREFEITURA DE X\n2. DAS VAGAS\n" + body + "3. DAS INSCRIÇÕES\n")
    assert not any(p["confidence"] == "confirmed" and p["vacancies"] not in (9, 18) for p in report["positions"])

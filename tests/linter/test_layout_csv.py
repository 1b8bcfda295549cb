"""Property test: a quadro pasted as CSV text (tests/layout_csv.py) reads back right: every cargo once with
its vacancies and reserve for negros, no total row, cadastro-only row, pay or questions table taken for a
cargo, a position confirmed only when an AC column lets the sums prove it; and the rows the sums prove
come out confirmed. A CSV whose header leaves a count column's role unknown is not read as a quadro."""

from __future__ import annotations

import random

from layout_csv import csv_quadro
from layout_places import HEAD, TAIL
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_csv_quadros_read_back():
    assert_reads_back(csv_quadro, problems, SEED, "csv_quadro", 200)


def test_csv_rows_the_sums_prove_are_confirmed():
    rng = random.Random(f"{SEED}-csv-confirmed")
    proven = confirmed = 0
    for _ in range(60):
        case = csv_quadro(rng)
        if not case.entries[0].proven:
            continue
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert proven and confirmed >= proven * 9 // 10, (confirmed, proven)


def test_a_csv_column_of_counts_the_vocabulary_does_not_read_is_not_a_quadro():
    """ "Lista B" holds counts whose role nobody explains: no row of the CSV is confirmed."""
    body = (
        '"Cargo";"AC";"Lista B";"Negros";"Total"\n"Fiscal de Tributos";"7";"1";"2";"10"\n'
        '"Guarda Municipal";"14";"2";"4";"20"\n'
    )
    report = lint_text(HEAD + "2. DO QUADRO DE VAGAS\n" + body + TAIL)
    assert not any(p["confidence"] == "confirmed" for p in report["positions"]), report["positions"]

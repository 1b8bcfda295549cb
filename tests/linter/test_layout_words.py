"""Property test: a tab table whose counts are written in words (tests/layout_words.py) reads back right:
every cargo once with its vacancies and reserve for negros, no other position with vacancies, a position
confirmed only when an AC column or a Total row lets the sums prove it; and the rows an AC column
proves come out confirmed. Words in a name or a text column are never made counts."""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL
from layout_words import word_table
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_word_tables_read_back():
    assert_reads_back(word_table, problems, SEED, "word_table", 200)


def test_word_rows_the_sums_prove_are_confirmed():
    rng = random.Random(f"{SEED}-words-confirmed")
    proven = confirmed = 0
    for _ in range(60):
        case = word_table(rng)
        if "Ampla concorrência" not in case.text and "ampla concorrência" not in case.text:
            continue  # the AC column: each row's own sum proves it
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert proven and confirmed >= proven * 3 // 4, (confirmed, proven)


def test_words_outside_the_count_columns_stay_words():
    """ "Doze" in the name column and "Uma" under Requisitos are no counts: the row reads its own cells."""
    body = "Cargo\tRequisitos\tTotal\tNegros\nAgente Doze\tUma formação\tDez\tDuas\n"
    (position,) = [p for p in lint_text(HEAD + "2. DOS CARGOS\n" + body + TAIL)["positions"] if p["vacancies"]]
    assert position["name"].startswith("Agente Doze") and (position["vacancies"], position["reserved_stated"]) == (
        10,
        2,
    )

"""Property test: a docente quadro of one row per vacancy, its modalidade a label (tests/layout_vacancy_rows.py,
the class of `tables/vacancy_rows.py`).

A fixed seed draws 200 quadros. Each must read as its generator says: every área once (its rows added,
however far apart), its vacancies its rows' count, its reserve for negros its PPP, PI, PQ and PN rows; no
other position; most come out confirmed. A label no count role has leaves the quadro as it stood."""

from __future__ import annotations

import random
import re

from layout_vacancy_rows import vacancy_rows
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_vacancy_rows_read_back():
    assert_reads_back(vacancy_rows, problems, SEED, "vacancy_rows", 200)


def test_vacancy_rows_proven_are_confirmed():
    assert_proven_are_confirmed(vacancy_rows, f"{SEED}-vacancy-rows-confirmed")


def test_an_unknown_label_leaves_the_quadro_unread():
    """A label that is no modalidade the vocabulary knows ("XYZ") on a row amid the others: no row re-laid,
    nothing confirmed (read without that row, its área would be confirmed a vacancy short)."""
    case = vacancy_rows(random.Random(f"{SEED}-unknown"))
    found = list(re.finditer(r"(?m)(?<=\s)(?:AC|PPP|PI|PQ|PcD|PN)(?= *(?:1 *)?$)", case.text))
    middle = found[len(found) // 2]  # a row amid the others: never dropped while the rest are confirmed
    text = case.text[: middle.start()] + "XYZ" + case.text[middle.end() :]
    assert "XYZ" in text
    confirmed = [p for p in lint_text(text)["positions"] if p["confidence"] == "confirmed" and p["vacancies"]]
    assert not confirmed, confirmed

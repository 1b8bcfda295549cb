"""Property test: a board's or a portal's JSON answer pasted (tests/layout_json_vacancies.py, the class of
`tables/json_vacancies.py`).

A fixed seed draws 200 answers. Each must read as its generator says: every cargo once, its vacancies
its total and its reserve for negros its negros' count; no other position (neither a key, nor the
summary's counts, nor the salary or the hours); most come out confirmed."""

from __future__ import annotations

from layout_json_vacancies import json_vacancies
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261205


def test_json_vacancies_read_back():
    assert_reads_back(json_vacancies, problems, SEED, "json_vacancies", 200)


def test_json_vacancies_proven_are_confirmed():
    assert_proven_are_confirmed(json_vacancies, f"{SEED}-json-confirmed")


def test_a_json_without_vacancy_objects_gives_nothing():
    """A JSON answer whose objects give no vacancies by role (a list of exams): no position, no key read."""
    text = '# GET /api/provas\n{\n  "provas": [\n    {"nome": "Objetiva", "questoes": 60, "pontos": 100}\n  ]\n}\n'
    assert [p for p in lint_text(text)["positions"] if p["vacancies"]] == []

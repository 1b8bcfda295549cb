"""Vacancies as leader lines ("Química Orgânica ........ 03 / 01") whose counts a legend explains
(`tables/leaders.py`), drawn in 200 random variants (tests/layout_leaders.py): every row comes back with its
figures, nothing else is read (no score line, no contents entry), and a row is confirmed only with every figure
right; without the legend nothing says what the counts are, and nothing is read from the list."""

from __future__ import annotations

import random

from layout_leaders import leader_list
from layout_render import random_table

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import leaders
from tests.linter.test_layout_generator import SEED

VARIANTS = 200


def _positions(text: str) -> list[dict]:
    return [q for q in lint_text(text)["positions"] if q.get("vacancies")]


def test_a_leader_list_with_its_legend_is_read_in_its_variants():
    rng = random.Random(f"{SEED}-leaders")
    confirmed = 0
    for _ in range(VARIANTS):
        case = leader_list(random_table(rng), rng)
        got = _positions(case.text)
        assert [(q["vacancies"], q["reserved_stated"] or 0) for q in got] == [(r.total, r.negros) for r in case.rows], (
            case.text
        )
        for q, row in zip(got, case.rows, strict=True):
            assert fold(row.cargo) in fold(q["name"]), case.text
            if q["confidence"] == "confirmed":
                assert (q["pcd_stated"] or 0, q["open_stated"]) == (row.pcd, row.open), case.text
                assert {"open", "pcd", "negros"} <= set(case.roles), case.text  # proven only by every part
        confirmed += any(q["confidence"] == "confirmed" for q in got)
    assert confirmed >= VARIANTS // 4  # where the legend names every part, the rows prove the reading


def test_without_its_legend_a_leader_list_is_not_read():
    rng = random.Random(f"{SEED}-leaders-blind")
    for _ in range(VARIANTS):
        case = leader_list(random_table(rng), rng, blind=True)
        got = _positions(case.text)
        assert not any(q["confidence"] == "confirmed" for q in got), case.text
        assert all(any(fold(r.cargo) in fold(q["name"]) for r in case.rows) for q in got), case.text


def test_a_heading_that_names_no_vacancies_keeps_its_list_unread():
    """ "Título ........ Pontos" heads a score table: its lines are no rows, even under a sentence of vacancies."""
    text = (
        "2.1. As vagas são as seguintes (total de vagas / reservadas a candidatos negros):\n"
        "Título ........................ Pontos\nDoutorado na área .............. 40\nMestrado na área ....... 25\n"
    )
    lines = split_lines(text)
    before = [line.text for line in lines]
    assert [line.text for line in leaders.relay(lines)] == before


def test_labels_give_roles_only_when_each_is_one_count_role():
    assert leaders.roles_of("total de vagas / reservadas a candidatos negros", 2, "/") == ["total", "negros"]
    assert leaders.roles_of("o total de vagas e as vagas reservadas a negros", 2, " ") == ["total", "negros"]
    assert leaders.roles_of("Vagas Negros", 2, " ") == ["total", "negros"]
    assert leaders.roles_of("total de vagas / pontos", 2, "/") is None
    assert leaders.roles_of("negros / pcd", 2, "/") is None  # no total nor ampla concorrência: vacancies unknown
    assert leaders.roles_of("total / total", 2, "/") is None
    assert leaders.roles_of("total de vagas / reservadas a candidatos negros", 3, "/") is None


def test_a_list_of_later_calls_or_of_pages_is_no_quadro():
    """Counts the lead-in says are a later stage's calls are dropped as any such table is (`stage.py`); one page
    number a line under a heading "DAS VAGAS" is a table of contents, never totals."""
    calls = (
        "EDITAL Nº 1/2026\n3.3. Serão convocados para a prova didática os candidatos até 5 vezes o total de vagas / "
        "reservadas a negros:\nQuímica Orgânica ............ 15 / 05\nEnfermagem ............ 20 / 05\n"
    )
    assert not _positions(calls)
    pages = "EDITAL Nº 1/2026\n2. DAS VAGAS\n2.1 Nível médio ............ 5\n2.2 Nível superior ........ 7\n"
    assert not _positions(pages)

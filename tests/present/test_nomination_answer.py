"""The candidate's answer in their own words (issue 24, point 10): the place in the order of
nominations ("a 18ª pessoa nomeada"), never "a 18ª chamada" (read as the 18th call round), with the
worst and best cases against the cargo's vacancies; the page and the CLI say the same sentence."""

from __future__ import annotations

import datetime as dt

import pytest

from cotacheck.errors import InputError
from cotacheck.interfaces.web.nomination import ASK_VACANCIES, chamada_candidato
from cotacheck.nomination import candidate_view, order
from cotacheck.present.nomination_text import candidate_answer, format_order

GO = dt.date(2025, 10, 15)


@pytest.fixture(scope="module")
def fourth():
    """Goiás, 4th on the negro list, 30th on the general list: the 18th nomination at worst
    (reserved calls 3, 8, 13, 18), the 4th at best (the 3 ahead taken by ampla concorrência)."""
    view = candidate_view("go", 4, 30, date=GO)
    assert (view["calls_needed"], view["best_case"]) == (18, 4)
    return view


def test_within_the_vacancies_says_the_place_and_the_vacancies(fourth):
    text = candidate_answer(fourth, 30)
    assert text.startswith("Com 30 vagas, você é nomeado(a): no máximo a 18ª pessoa nomeada, dentro das 30 vagas.")
    assert "No melhor caso, a 4ª" in text
    assert "chamada" not in text


def test_beyond_the_vacancies_with_the_best_case_inside(fourth):
    text = candidate_answer(fourth, 10)
    assert "no pior caso você fica fora delas" in text and "é a 18ª pessoa nomeada no cargo" in text
    assert "No melhor caso, a 4ª, dentro das 10 vagas" in text


def test_beyond_the_vacancies_at_best_too():
    view = candidate_view("go", 4, date=GO)  # no general position: best case 4 is still possible
    only_worst = view | {"best_case": view["calls_needed"]}
    text = candidate_answer(only_worst, 10)
    assert "No melhor caso" not in text
    assert text.endswith(
        "A sua vez só chega com desistências à sua frente ou vagas novas durante a validade do concurso."
    )


def test_exactly_the_last_vacancy_is_within(fourth):
    assert "dentro das 18 vagas" in candidate_answer(fourth, 18)
    assert "fica fora" in candidate_answer(fourth, 17)


def test_one_vacancy_is_singular(fourth):
    text = candidate_answer(fourth | {"calls_needed": 1, "best_case": 1}, 1)
    assert text == "Com 1 vaga, você é nomeado(a): no máximo a 1ª pessoa nomeada, dentro da 1 vaga."


def test_not_reached_says_so():
    assert "não é alcançada em 100.000 nomeações" in candidate_answer({"calls_needed": None, "best_case": None}, 5)


def test_page_answer_is_the_cli_sentence_plus_the_invitation(fourth):
    page = chamada_candidato({"lei": "go", "data": "2025-10-15", "posicao": "4", "geral": "30"})
    cli = format_order(order("go", 20, GO), fourth)
    assert page["answer"] == f"{candidate_answer(fourth)} {ASK_VACANCIES}"
    assert candidate_answer(fourth) in cli.splitlines()
    with_vacancies = chamada_candidato({"lei": "go", "data": "2025-10-15", "posicao": "4", "vagas": "1.000"})
    assert "dentro das 1.000 vagas" in with_vacancies["answer"] and ASK_VACANCIES not in with_vacancies["answer"]


@pytest.mark.parametrize("typed, message", [("0", "pelo menos 1"), ("dez", "Use um número inteiro")])
def test_bad_vacancies_are_a_portuguese_message(typed, message):
    with pytest.raises(InputError, match=message):
        chamada_candidato({"lei": "go", "data": "2025-10-15", "posicao": "4", "vagas": typed})


def test_no_jargon_in_the_order_texts(fourth):
    cli = format_order(order("go", 20, GO), fourth)
    for jargon in ("k-ésima", "Convenção", "convenção", "ª chamada"):
        assert jargon not in cli, jargon

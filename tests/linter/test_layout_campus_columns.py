"""Property test: a federal institute's quadro of vacancies by campus typeset by pdfLaTeX, its campuses',
total's and reserves' labels rotated (a line each in pypdf's text), read back right
(tests/layout_campus_columns.py, the class of `tables/places_stacked.py`).

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
campuses' sum and its reserve for negros its negros' cell; never a phantom (no level heading, totals row,
running head or cronograma read as a cargo); a cargo confirmed only where the text proves its sum (a total
column its places add up to, or a totals row holding every column's sum)."""

from __future__ import annotations

import random

from layout_campus_columns import campus_columns
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261208


def test_campus_columns_read_back():
    assert_reads_back(campus_columns, problems, SEED, "campus_columns", 200)


def test_proven_campus_columns_are_confirmed():
    assert_proven_are_confirmed(campus_columns, f"{SEED}-campus-confirmed", draws=80, least=40)


def test_a_sum_with_no_total_is_confirmed_only_by_a_totals_row():
    """The other side: with no total column, a cargo's vacancies are its campuses' sum, which only a totals row
    holding every column's sum proves; without one every row is uncertain and says why."""
    rng = random.Random(f"{SEED}-no-total")
    seen = 0
    while seen < 15:
        case = campus_columns(rng)
        if all(e.proven for e in case.entries):
            continue
        seen += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        assert positions and all(p["confidence"] == "uncertain" for p in positions), case.text
        assert all("soma dos locais" in p["confidence_reason"] for p in positions), case.text


_QUADRO = (
    "EDITAL Nº 09, DE 24 DE JUNHO DE 2024\n"
    "4.1 Das vagas destinadas a cada cargo, 20% serão providas na forma da Lei nº 12.990, de 9 de junho de 2014.\n"
    "ANEXO I – QUADRO DE VAGAS POR CARGO E CAMPUS\nNível Cargo\nReitoria\nSerra Azul\nLagoa Seca\n{total}Negros(a)\nPcD(b)\n"
    "E Técnico em Assuntos Educacionais – 1 1 {first}1 –\nD Assistente em Administração 3 2 2 {second}2 1\n{totals}"
    "(a) Vagas reservadas a candidatos negros.\n12. DAS DISPOSIÇÕES FINAIS\n"
)


def _read(text: str) -> list[tuple[str, int, str]]:
    return [(p["name"], p["vacancies"], p["confidence"]) for p in lint_text(text)["positions"] if p["vacancies"]]


def test_places_that_do_not_add_up_are_not_confirmed():
    """A row whose campuses do not make its total is never confirmed (nor by a totals row), the others are."""
    text = _QUADRO.format(total="Total de vagas\n", first="3 ", second="8 ", totals="Total 3 3 3 11 3 1\n")
    read = _read(text)
    assert ("Técnico em Assuntos Educacionais", 2, "uncertain") not in read, read
    assert all(confidence == "uncertain" for name, _, confidence in read if "Assistente" in name), read
    right = _QUADRO.format(total="Total de vagas\n", first="2 ", second="7 ", totals="Total 3 3 3 9 3 1\n")
    assert _read(right) == [
        ("Técnico em Assuntos Educacionais", 2, "confirmed"),
        ("Assistente em Administração", 7, "confirmed"),
    ]


def test_a_totals_row_proves_the_sums_with_no_total_column():
    text = _QUADRO.format(total="", first="", second="", totals="Total 3 3 3 3 1\n")
    assert _read(text) == [
        ("Técnico em Assuntos Educacionais", 2, "confirmed"),
        ("Assistente em Administração", 7, "confirmed"),
    ]
    wrong = _QUADRO.format(total="", first="", second="", totals="Total 3 3 4 3 1\n")
    assert all(confidence == "uncertain" for _, _, confidence in _read(wrong))

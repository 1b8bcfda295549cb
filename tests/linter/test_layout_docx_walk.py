"""Property test: a DOCX quadro a python-docx walk printed, its cells joined by " | " and a merged cell's
text repeated over every cell it covers (tests/layout_docx_walk.py, the class of `tables/docx_walk.py`),
read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row with vacancies once, named
by its cargo and its place, its vacancies its total and its reserve for negros its negros' cell, confirmed
only where the table's arithmetic closes; never a phantom (no TOTAL row, caption or group title read as a
cargo)."""

from __future__ import annotations

import random

from layout_docx_walk import HEAD, docx_walk
from layout_places import TAIL
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261219


def test_docx_walk_reads_back():
    assert_reads_back(docx_walk, problems, SEED, "docx_walk", 200)


def test_proven_docx_walks_are_confirmed():
    assert_proven_are_confirmed(docx_walk, f"{SEED}-confirmed", draws=80, least=40)


def _read(quadro: str) -> list[tuple[str, int, int | None, str]]:
    report = lint_text(HEAD + quadro + TAIL)
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"]]


def test_a_spanning_label_without_its_roles_confirms_nothing():
    """ "VAGAS | VAGAS | VAGAS" on one line, no line of roles under it: which count is which is unknown."""
    quadro = (
        "CARGO | LOTAÇÃO | VAGAS | VAGAS | VAGAS\n"
        "Professor de Matemática | 1ª DIREC – Natal | 10 | 8 | 2\n"
        "Professor de História | 2ª DIREC – Parnamirim | 5 | 4 | 1"
    )
    assert not [p for p in _read(quadro) if p[3] == "confirmed"]


def test_a_row_that_does_not_close_confirms_no_row():
    quadro = (
        "CARGO | DIREC DE LOTAÇÃO | VAGAS | VAGAS | VAGAS | VAGAS\n"
        "CARGO | DIREC DE LOTAÇÃO | TOTAL | AC | PcD | NEGROS\n"
        "Professor de Matemática | 1ª DIREC – Natal | 10 | 7 | 1 | 2\n"
        "Professor de Matemática | 12ª DIREC – Mossoró | 5 | 4 | 0 | 2\n"
        "TOTAL | TOTAL | 15 | 11 | 1 | 4"
    )
    read = _read(quadro)
    assert len(read) == 2 and not [p for p in read if p[3] == "confirmed"], read


def test_a_row_with_no_cargo_leaves_the_table_in_doubt():
    quadro = (
        "CARGO | DIREC DE LOTAÇÃO | VAGAS | VAGAS | VAGAS | VAGAS\n"
        "CARGO | DIREC DE LOTAÇÃO | TOTAL | AC | PcD | NEGROS\n"
        "Professor de Matemática | 1ª DIREC – Natal | 10 | 7 | 1 | 2\n"
        " | 12ª DIREC – Mossoró | 5 | 4 | 0 | 1"
    )
    assert not [p for p in _read(quadro) if p[3] == "confirmed"]


def test_a_walk_of_no_vacancy_table_is_left_alone():
    """The provas' table ("P1 | P1" merged down), the fees': no quadro of vacancies, nothing read."""
    quadro = (
        "Prova | Prova | Disciplina | Nº de questões | Peso\n"
        "P1 | P1 | Língua Portuguesa | 15 | 2,0\n"
        "P2 | P2 | Conhecimentos Específicos | 20 | 2,75"
    )
    assert _read(quadro) == []


def test_variants_differ():
    rng = random.Random(SEED)
    texts = {docx_walk(rng).text for _ in range(20)}
    assert len(texts) == 20
